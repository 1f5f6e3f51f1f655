// Shows a check's diagnostics inside one editor: squiggles under the offending
// text (errors red, warnings amber, notes blue), a marker in the symbol margin
// on each affected line, and the full message as a calltip when the mouse
// rests on a squiggle. Marks travel with the text as the user edits.
#pragma once

#include "language/check_snapshot.h"

#include <QColor>
#include <QList>
#include <QObject>
#include <QPointer>

class QsciScintilla;

namespace incursion::studio {

class DiagnosticsPresenter : public QObject {
    Q_OBJECT
public:
    // `markerMargin` is the symbol margin that shows the severity markers.
    explicit DiagnosticsPresenter(QsciScintilla* editor, int markerMargin = 1);

    void setFilePath(const QString& path);
    QString filePath() const { return filePath_; }

    int indicatorFor(script::Severity severity) const;
    int markerFor(script::Severity severity) const;
    // The diagnostic whose squiggle covers a document position, or nullptr.
    const DiagnosticEntry* diagnosticAt(int position) const;
    // The message shown when hovering a diagnostic (with its macro notes).
    static QString tooltipText(const DiagnosticEntry& diagnostic);
    // Squiggles and other marks of a severity use this colour.
    static QColor severityColor(script::Severity severity);

public slots:
    void showSnapshot(const incursion::studio::CheckSnapshotPtr& snapshot);
    void clear();

private:
    void showCalltip(int position);
    void hideCalltip();

    QPointer<QsciScintilla> editor_;
    QString filePath_;
    CheckSnapshotPtr snapshot_;
    QList<DiagnosticEntry> shown_;      // indicator value i+1 is shown_[i]
    int indicators_[3] = {-1, -1, -1};  // by Severity
    int markers_[3] = {-1, -1, -1};
    bool calltipShown_ = false;
};

} // namespace incursion::studio
