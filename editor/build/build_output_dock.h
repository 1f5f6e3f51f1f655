// The Build output panel, like Qt Creator's Compile Output: a read-only log of
// the latest build, one line per step or diagnostic. Double-clicking a
// diagnostic line asks the main window to show its position.
#pragma once

#include "language/check_snapshot.h"
#include "shared/output_sink.h"

#include <QDockWidget>
#include <QHash>

class QDir;
class QPlainTextEdit;

namespace incursion::studio {

class BuildOutputDock : public QDockWidget, public OutputSink {
    Q_OBJECT
public:
    explicit BuildOutputDock(QWidget* parent = nullptr);

    QPlainTextEdit* view() const { return view_; }
    QStringList lines() const;
    QString lastLine() const;
    // The position a line (0-based) points at; invalid for plain messages.
    SourcePosition positionOfLine(int line) const { return positions_.value(line); }
    // The colour a line (0-based) is drawn in: its severity's, made readable on
    // the theme's paper; invalid for plain text.
    QColor colourOfLine(int line) const;

public slots:
    void clear();
    void appendMessage(const QString& text) override;
    void popUp() override;
    // "file:line:column: severity: message", then its notes; the file is
    // shown relative to `base`.
    void appendDiagnostic(const incursion::studio::DiagnosticEntry& diagnostic, const QDir& base);

signals:
    // line and column are 1-based; column in bytes, as the compiler counts.
    void activated(const QString& path, int line, int column);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    // A new theme: the coloured lines again, readable on its paper.
    void changeEvent(QEvent* event) override;

private:
    void appendLine(const QString& text, const QColor& color, const SourcePosition& position);
    QColor shown(const QColor& colour) const;

    QPlainTextEdit* view_;
    QHash<int, SourcePosition> positions_;     // by line (block number)
    QHash<int, QColor> colours_;               // by line, as asked for
};

} // namespace incursion::studio
