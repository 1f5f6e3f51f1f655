// Shows the language service's completions in a QsciScintilla: on Ctrl+Space,
// after `->` and `.` (the receiver's members) and right after $" (resource
// names). Choosing an entry replaces the partly typed word; a resource name
// also gets its closing quote. Inside a call's parentheses a calltip shows
// the function's signature with the current parameter highlighted. The list
// is ten rows tall and as wide as its longest entry; beside it a panel shows
// the selected entry's signature and comment.
#pragma once

#include "language/completion_provider.h"

#include <QObject>
#include <QPointer>

class QLabel;
class QListWidget;
class QTimer;
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
    // The list shown now (Scintilla's), and the panel beside it with the
    // selected entry's signature and comment (hidden when it has none).
    QListWidget* list() const;
    QLabel* detailPanel() const { return detail_; }

public slots:
    void setSnapshot(const incursion::studio::CheckSnapshotPtr& snapshot);
    void showCompletions();
    void updateSignatureHelp();

private:
    CodeModel::Query query() const;
    void characterAdded(int character);
    void insertChoice(int listId, const QString& text);
    void fitList();
    void showDetail();
    QString detailText(const QString& name) const;

    QPointer<QsciScintilla> editor_;
    CompletionProvider provider_;
    CodeModel model_;
    QString calltip_;
    QList<CompletionItem> shown_;       // the entries of the list shown last
    QLabel* detail_ = nullptr;
    QString detailFor_;                 // the entry the panel shows
    QTimer* followSelection_ = nullptr;
};

} // namespace incursion::studio
