// The Edit and View entries that act on the current tab: Undo, Redo, Cut,
// Copy, Paste, Select All, Find, Replace, Find Next and Previous, Go to Line,
// Zoom In, Out and Reset. Qt Creator's way: a view (a vault painter, a world
// editor) with an action of the same id answers Undo, Redo, Cut, Copy, Paste
// and Zoom itself, the text editor otherwise; each entry is enabled while the
// current tab can act on it. The main window places the actions in its menus.
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QWidget;

namespace incursion::studio {

class DocumentTabs;
class FindReplaceBar;

class EditCommands : public QObject {
    Q_OBJECT
public:
    struct Actions {
        QAction* undo;
        QAction* redo;
        QAction* cut;
        QAction* copy;
        QAction* paste;
        QAction* selectAll;
        QAction* find;
        QAction* replace;
        QAction* findNext;
        QAction* findPrevious;
        QAction* goToLine;
        QAction* goToLineAlternate;     // Ctrl+L, Qt Creator's key; in no menu, the window's
        QAction* zoomIn;
        QAction* zoomOut;
        QAction* zoomReset;
    };

    // The actions are the host's children (its menus hold them; Go to Line
    // asks in a dialog over it).
    EditCommands(DocumentTabs* documents, FindReplaceBar* findBar, QWidget* host);

    const Actions& actions() const { return actions_; }

signals:
    // The text's zoom, a studio-wide setting (+1, -1, or 0 to reset), when
    // the current tab does not answer the zoom itself.
    void zoomRequested(int delta);

private:
    // Undo, Redo, Cut, Copy, Paste, Zoom In and Zoom Out: a view answers them itself.
    QList<QAction*> answeredActions() const;
    // The current tab's own action of `action`'s id; nullptr on a text tab or
    // a view without one.
    QAction* currentViewAnswer(const QAction* action) const;
    void updateActions();
    void goToLine();

    DocumentTabs* documents_;
    FindReplaceBar* findBar_;
    QWidget* host_;
    Actions actions_{};
};

} // namespace incursion::studio
