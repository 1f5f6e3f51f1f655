// Shows the language service's completions in a QsciScintilla: on Ctrl+Space,
// after `->` and `.` (the receiver's members) and right after $" (resource
// names). Choosing an entry replaces the partly typed word; a resource name
// also gets its closing quote. Inside a call's parentheses a calltip shows
// the function's signature with the current parameter highlighted.
#pragma once

#include "language/completion_provider.h"

#include <QObject>
#include <QPointer>

class QsciScintilla;

namespace incursion::studio {

class EditorCompletion : public QObject {
    Q_OBJECT
public:
    explicit EditorCompletion(QsciScintilla* editor);

    // What showCompletions() would list right now.
    Completions completions() const;
    QList<CompletionItem> candidates() const { return completions().items; }
    // The signature calltip shown now, if any.
    QString calltip() const { return calltip_; }

public slots:
    void setSnapshot(const incursion::studio::CheckSnapshotPtr& snapshot);
    void showCompletions();
    void updateSignatureHelp();

private:
    CodeModel::Query query() const;
    void characterAdded(int character);
    void insertChoice(int listId, const QString& text);

    QPointer<QsciScintilla> editor_;
    CompletionProvider provider_;
    CodeModel model_;
    QString calltip_;
};

} // namespace incursion::studio
