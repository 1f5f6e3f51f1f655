// Shows CompletionProvider's candidates in a QsciScintilla: on Ctrl+Space and
// right after typing $" (resource names). Choosing an entry replaces the
// partly typed word; a resource name also gets its closing quote.
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

    // The candidates that showCompletions() would list right now.
    QList<CompletionItem> candidates() const;
    CompletionContext currentContext() const;

public slots:
    void setSnapshot(const incursion::studio::CheckSnapshotPtr& snapshot);
    void showCompletions();

private:
    void characterAdded(int character);
    void insertChoice(int listId, const QString& text);

    QPointer<QsciScintilla> editor_;
    CompletionProvider provider_;
};

} // namespace incursion::studio
