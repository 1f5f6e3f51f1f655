#include "editing/edit_commands.h"

#include "editing/document_tabs.h"
#include "editing/find_replace_bar.h"
#include "editing/script_editor.h"
#include "shared/icons.h"
#include "shared/shortcut_scope.h"

#include <QAction>
#include <QInputDialog>

#include <utility>

namespace incursion::studio {

EditCommands::EditCommands(DocumentTabs* documents, FindReplaceBar* findBar, QWidget* host)
    : QObject(host), documents_(documents), findBar_(findBar), host_(host)
{
    const auto make = [host](const QString& text, const QKeySequence& shortcut, const QIcon& icon, const char* id) {
        auto* action = new QAction(icon, text, host);
        action->setShortcut(shortcut);
        // The id names the action in the settings of the keyboard shortcuts: never change one.
        action->setObjectName(QLatin1String(id));
        return action;
    };
    const auto onEditor = [this](auto act) {
        return [this, act] {
            if (ScriptEditor* editor = documents_->currentEditor())
                act(editor);
        };
    };
    // A view with an action of the same id answers it; the editor otherwise.
    const auto answered = [this, make](const QString& text, const QKeySequence& shortcut, const char* id,
                                       auto otherwise) {
        QAction* action = make(text, shortcut, QIcon(), id);
        connect(action, &QAction::triggered, this, [this, action, otherwise] {
            if (QAction* answer = currentViewAnswer(action))
                answer->trigger();
            else
                otherwise();
        });
        return action;
    };
    actions_.undo = answered(tr("&Undo"), QKeySequence::Undo, "Edit.Undo", onEditor([](ScriptEditor* e) { e->undo(); }));
    actions_.redo = answered(tr("&Redo"), QKeySequence::Redo, "Edit.Redo", onEditor([](ScriptEditor* e) { e->redo(); }));
    actions_.cut = answered(tr("Cu&t"), QKeySequence::Cut, "Edit.Cut", onEditor([](ScriptEditor* e) { e->cut(); }));
    actions_.copy = answered(tr("&Copy"), QKeySequence::Copy, "Edit.Copy", onEditor([](ScriptEditor* e) { e->copy(); }));
    actions_.paste = answered(tr("&Paste"), QKeySequence::Paste, "Edit.Paste", onEditor([](ScriptEditor* e) { e->paste(); }));
    actions_.selectAll = make(tr("Select &All"), QKeySequence::SelectAll, QIcon(), "Edit.SelectAll");
    connect(actions_.selectAll, &QAction::triggered, this, onEditor([](ScriptEditor* e) { e->selectAll(); }));
    actions_.find = make(tr("&Find..."), QKeySequence(Qt::CTRL | Qt::Key_F), studioIcon("find"), "Edit.Find");
    connect(actions_.find, &QAction::triggered, findBar_, &FindReplaceBar::showFind);
    actions_.replace = make(tr("R&eplace..."), QKeySequence(Qt::CTRL | Qt::Key_H), studioIcon("replace"), "Edit.Replace");
    connect(actions_.replace, &QAction::triggered, findBar_, &FindReplaceBar::showReplace);
    actions_.findNext = make(tr("Find &Next"), QKeySequence(Qt::Key_F3), QIcon(), "Edit.FindNext");
    connect(actions_.findNext, &QAction::triggered, findBar_, &FindReplaceBar::findNext);
    actions_.findPrevious = make(tr("Find Pre&vious"), QKeySequence(Qt::SHIFT | Qt::Key_F3), QIcon(), "Edit.FindPrevious");
    connect(actions_.findPrevious, &QAction::triggered, findBar_, &FindReplaceBar::findPrevious);
    actions_.goToLine = make(tr("&Go to Line..."), QKeySequence(Qt::CTRL | Qt::Key_G), studioIcon("go-to-line"), "Edit.GoToLine");
    connect(actions_.goToLine, &QAction::triggered, this, &EditCommands::goToLine);
    // Qt Creator's key for the same: there Scintilla would cut the line
    // (ScriptEditor unbinds that).
    actions_.goToLineAlternate = make(tr("Go to Line (Second Key)"), QKeySequence(Qt::CTRL | Qt::Key_L), QIcon(),
                                      "Edit.GoToLineAlternate");
    connect(actions_.goToLineAlternate, &QAction::triggered, this, &EditCommands::goToLine);
    host->addAction(actions_.goToLineAlternate);
    actions_.zoomIn = answered(tr("Zoom &In"), QKeySequence::ZoomIn, "View.ZoomIn", [this] { emit zoomRequested(+1); });
    actions_.zoomOut = answered(tr("Zoom &Out"), QKeySequence::ZoomOut, "View.ZoomOut", [this] { emit zoomRequested(-1); });
    actions_.zoomReset = make(tr("&Reset Zoom"), QKeySequence(Qt::CTRL | Qt::Key_0), QIcon(), "View.ResetZoom");
    connect(actions_.zoomReset, &QAction::triggered, this, [this] { emit zoomRequested(0); });
    // Select All works on a text editor; the World menu has its own under the same keys.
    setShortcutScope(actions_.selectAll, QStringLiteral("text"));

    connect(documents_, &DocumentTabs::currentEditorChanged, this, &EditCommands::updateActions);
    // A view's answers enable the entries while its tab is current.
    connect(documents_, &DocumentTabs::viewAdded, this, [this](QWidget* view) {
        for (QAction* action : answeredActions())
            if (QAction* answer = view->findChild<QAction*>(action->objectName()))
                connect(answer, &QAction::enabledChanged, this, &EditCommands::updateActions);
    });
    updateActions();
}

QList<QAction*> EditCommands::answeredActions() const
{
    return {actions_.undo, actions_.redo, actions_.cut, actions_.copy, actions_.paste, actions_.zoomIn, actions_.zoomOut};
}

QAction* EditCommands::currentViewAnswer(const QAction* action) const
{
    QWidget* view = documents_->currentWidget();
    if (!view || qobject_cast<ScriptEditor*>(view))
        return nullptr;
    return view->findChild<QAction*>(action->objectName());
}

void EditCommands::updateActions()
{
    const bool hasEditor = documents_->currentEditor() != nullptr;
    for (QAction* action : {actions_.selectAll, actions_.find, actions_.replace, actions_.findNext,
                            actions_.findPrevious, actions_.goToLine, actions_.goToLineAlternate})
        action->setEnabled(hasEditor);
    // The zoom of a tab without an answer of its own is the text's.
    for (QAction* action : answeredActions()) {
        const QAction* answer = currentViewAnswer(action);
        const bool zooms = action == actions_.zoomIn || action == actions_.zoomOut;
        action->setEnabled(answer ? answer->isEnabled() : hasEditor || zooms);
    }
}

void EditCommands::goToLine()
{
    ScriptEditor* editor = documents_->currentEditor();
    if (!editor)
        return;
    bool ok = false;
    const int line = QInputDialog::getInt(host_, tr("Go to Line"), tr("Line (1 - %1):").arg(editor->documentLineCount()),
                                          editor->currentLine(), 1, editor->documentLineCount(), 1, &ok);
    if (ok)
        editor->goToLine(line);
}

} // namespace incursion::studio
