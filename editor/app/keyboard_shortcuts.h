// The studio's keyboard shortcuts: every action of the menus and panels under
// a stable id (its objectName), with its default shortcut (the one it was
// created with) and the user's own, kept in QSettings (group "shortcuts",
// only those that differ from the default) and applied at start.
#pragma once

#include "shared/shortcut_scope.h"

#include <QHash>
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QAction;
class QMenu;
class QMenuBar;
class QWidget;

namespace incursion::studio {

class KeyboardShortcuts : public QObject {
    Q_OBJECT
public:
    explicit KeyboardShortcuts(QObject* parent = nullptr);

    struct Entry {
        QString id;                     // the action's objectName
        QString text;                   // "Save All", without the accelerator
        QString place;                  // "File", "View > Theme", "Playtest panel"
        QKeySequence defaultShortcut;
        QKeySequence shortcut;
        QString scope;                  // shared/shortcut_scope.h
        QList<QPointer<QWidget>> widgets;   // where a widget-context shortcut works; empty: the whole window
        QPointer<QAction> action;
        bool perView = false;               // each open view of a kind has a copy (addViewActions)
        QList<QPointer<QAction>> copies;    // the copies in the views open now
        // A menu entry's counterparts in the views open now (a vault painter's
        // Undo, named "Edit.Undo"): the menu entry's key triggers them through
        // it (MainWindow), so they only show the key in their tool tips.
        QList<QPointer<QAction>> counterparts;
    };

    // Registers the actions of the menu bar's menus and their submenus with
    // their menu path; actions without an objectName (lists made as a menu
    // opens, such as the recent projects) are left out.
    void addMenuBar(QMenuBar* menuBar);
    // Registers `actions` (a panel's tool bar) as found in `place`. An action
    // already registered keeps its first place.
    void addActions(const QList<QAction*>& actions, const QString& place);
    // Registers the actions each view of a kind has a copy of, as found in
    // `place`, under `scope`: a view's keys work while its tab is current, so
    // the same key in another kind of view is no conflict.
    void addViewActions(const QList<ViewActionInfo>& actions, const QString& place, const QString& scope);
    // A view opened: its copies of the view actions (its QActions named by
    // their ids) take the table's shortcuts now and follow every change; its
    // counterparts of menu entries (named by the entry's id, without a key of
    // their own) name the entry's key in their tool tips, and follow it too.
    void adoptView(QWidget* view);

    const QList<Entry>& entries() const { return entries_; }
    const Entry* entry(const QString& id) const;

    // Gives the action `id` a shortcut (empty: none) and saves it.
    void setShortcut(const QString& id, const QKeySequence& shortcut);
    // Applies every shortcut of `shortcuts` (id -> sequence), saves them.
    void setShortcuts(const QHash<QString, QKeySequence>& shortcuts);
    // Every action back to its default shortcut; nothing saved remains.
    void resetAll();
    // Applies the shortcuts saved in the settings; unknown ids are ignored.
    void load();

    // The ids of the other actions that `sequence`, given to `id`, would
    // clash with: the same sequence where both can be triggered (the same
    // window or widget, and scopes that can be active together), with the
    // shortcuts of `shortcuts` (id -> sequence) in place of the actions' own.
    QStringList conflicts(const QString& id, const QKeySequence& sequence,
                          const QHash<QString, QKeySequence>& shortcuts) const;

signals:
    void changed();

private:
    void addMenu(QMenu* menu, const QString& place);
    void add(QAction* action, const QString& place);
    void apply(Entry& entry, const QKeySequence& shortcut);
    void insert(Entry entry);
    void save() const;

    QList<Entry> entries_;
    QHash<QString, qsizetype> index_;   // id -> position in entries_
};

} // namespace incursion::studio
