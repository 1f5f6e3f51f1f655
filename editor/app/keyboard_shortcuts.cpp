#include "app/keyboard_shortcuts.h"

#include "shared/shortcut_scope.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QToolBar>

namespace incursion::studio {

namespace {

const QString kGroup = QStringLiteral("shortcuts");

// "Save &All" -> "Save All"; "&&" stays a literal '&'.
QString withoutAccelerator(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

// The widgets a widget-context shortcut works in: those the action was added
// to, menus and tool bars aside (they only show it).
QList<QPointer<QWidget>> contextWidgets(const QAction* action)
{
    QList<QPointer<QWidget>> widgets;
    if (action->shortcutContext() != Qt::WidgetShortcut && action->shortcutContext() != Qt::WidgetWithChildrenShortcut)
        return widgets;
    for (QObject* object : action->associatedObjects())
        if (auto* widget = qobject_cast<QWidget*>(object);
            widget && !qobject_cast<QMenu*>(widget) && !qobject_cast<QToolBar*>(widget) && !qobject_cast<QMenuBar*>(widget))
            widgets.append(widget);
    return widgets;
}

// " (Ctrl+Z)", as a tool tip names a key; nothing for no key.
QString namedKey(const QKeySequence& shortcut)
{
    return shortcut.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(shortcut.toString(QKeySequence::NativeText));
}

// A tool tip that names the key ("Continue running the scripts (F5)") names
// the new one.
void renameKeyInToolTip(QAction* action, const QKeySequence& previous, const QKeySequence& shortcut)
{
    const QString named = namedKey(previous);
    if (QString tip = action->toolTip(); !previous.isEmpty() && previous != shortcut && tip.contains(named)) {
        tip.replace(named, namedKey(shortcut));
        action->setToolTip(tip);
    }
}

// A counterpart of a menu entry: its tool tip is its text and the entry's key.
void showKey(QAction* counterpart, const QKeySequence& shortcut)
{
    counterpart->setToolTip(withoutAccelerator(counterpart->text()) + namedKey(shortcut));
}

// Gives `action` its new shortcut, and its tool tip names it.
void setActionShortcut(QAction* action, const QKeySequence& previous, const QKeySequence& shortcut)
{
    action->setShortcut(shortcut);
    renameKeyInToolTip(action, previous, shortcut);
}

bool overlaps(const KeyboardShortcuts::Entry& a, const KeyboardShortcuts::Entry& b)
{
    if (!a.scope.isEmpty() && !b.scope.isEmpty() && a.scope != b.scope)
        return false;
    // A view's keys work in its tab, never inside a panel.
    if ((a.perView && !b.widgets.isEmpty()) || (b.perView && !a.widgets.isEmpty()))
        return false;
    if (a.widgets.isEmpty() || b.widgets.isEmpty())
        return true;
    for (QWidget* x : a.widgets)
        for (QWidget* y : b.widgets)
            if (x && y && (x == y || x->isAncestorOf(y) || y->isAncestorOf(x)))
                return true;
    return false;
}

} // namespace

KeyboardShortcuts::KeyboardShortcuts(QObject* parent) : QObject(parent) {}

void KeyboardShortcuts::addMenuBar(QMenuBar* menuBar)
{
    for (QAction* action : menuBar->actions())
        if (QMenu* menu = action->menu())
            addMenu(menu, withoutAccelerator(action->text()));
}

void KeyboardShortcuts::addMenu(QMenu* menu, const QString& place)
{
    for (QAction* action : menu->actions()) {
        if (action->isSeparator())
            continue;
        if (QMenu* submenu = action->menu())
            addMenu(submenu, place + QStringLiteral(" > ") + withoutAccelerator(action->text()));
        else
            add(action, place);
    }
}

void KeyboardShortcuts::addActions(const QList<QAction*>& actions, const QString& place)
{
    for (QAction* action : actions)
        add(action, place);
}

void KeyboardShortcuts::add(QAction* action, const QString& place)
{
    const QString id = action->objectName();
    if (id.isEmpty() || action->isSeparator() || index_.contains(id))
        return;
    Entry entry;
    entry.id = id;
    entry.text = withoutAccelerator(action->text());
    entry.place = place;
    entry.defaultShortcut = action->shortcut();
    entry.shortcut = action->shortcut();
    entry.scope = shortcutScope(action);
    entry.widgets = contextWidgets(action);
    entry.action = action;
    insert(std::move(entry));
}

void KeyboardShortcuts::addViewActions(const QList<ViewActionInfo>& actions, const QString& place, const QString& scope)
{
    for (const ViewActionInfo& info : actions) {
        if (info.id.isEmpty() || index_.contains(info.id))
            continue;
        Entry entry;
        entry.id = info.id;
        entry.text = withoutAccelerator(info.text);
        entry.place = place;
        entry.defaultShortcut = info.shortcut;
        entry.shortcut = info.shortcut;
        entry.scope = scope;
        entry.perView = true;
        insert(std::move(entry));
    }
}

void KeyboardShortcuts::insert(Entry entry)
{
    index_.insert(entry.id, entries_.size());
    entries_.append(std::move(entry));
}

void KeyboardShortcuts::adoptView(QWidget* view)
{
    for (QAction* action : view->findChildren<QAction*>()) {
        const auto at = index_.constFind(action->objectName());
        // A panel docked in the view brings its own registered actions along.
        if (action->objectName().isEmpty() || at == index_.cend() || entries_[*at].action == action)
            continue;
        Entry& entry = entries_[*at];
        const auto gone = [](const QPointer<QAction>& copy) { return copy.isNull(); };
        if (entry.perView) {
            entry.copies.removeIf(gone);
            entry.copies.append(action);
            setActionShortcut(action, entry.defaultShortcut, entry.shortcut);
        } else {
            entry.counterparts.removeIf(gone);
            entry.counterparts.append(action);
            showKey(action, entry.shortcut);
        }
    }
}

const KeyboardShortcuts::Entry* KeyboardShortcuts::entry(const QString& id) const
{
    const auto it = index_.constFind(id);
    return it == index_.cend() ? nullptr : &entries_.at(*it);
}

void KeyboardShortcuts::apply(Entry& entry, const QKeySequence& shortcut)
{
    const QKeySequence previous = entry.shortcut;
    entry.shortcut = shortcut;
    if (entry.action)
        setActionShortcut(entry.action, previous, shortcut);
    entry.copies.removeIf([](const QPointer<QAction>& copy) { return copy.isNull(); });
    for (QAction* copy : std::as_const(entry.copies))
        setActionShortcut(copy, previous, shortcut);
    entry.counterparts.removeIf([](const QPointer<QAction>& counterpart) { return counterpart.isNull(); });
    for (QAction* counterpart : std::as_const(entry.counterparts))
        showKey(counterpart, shortcut);
}

void KeyboardShortcuts::setShortcut(const QString& id, const QKeySequence& shortcut)
{
    setShortcuts({{id, shortcut}});
}

void KeyboardShortcuts::setShortcuts(const QHash<QString, QKeySequence>& shortcuts)
{
    for (auto it = shortcuts.cbegin(); it != shortcuts.cend(); ++it)
        if (const auto at = index_.constFind(it.key()); at != index_.cend())
            apply(entries_[*at], it.value());
    save();
    emit changed();
}

void KeyboardShortcuts::resetAll()
{
    for (Entry& entry : entries_)
        apply(entry, entry.defaultShortcut);
    save();
    emit changed();
}

void KeyboardShortcuts::load()
{
    QSettings settings;
    settings.beginGroup(kGroup);
    for (const QString& id : settings.childKeys())
        if (const auto at = index_.constFind(id); at != index_.cend())
            apply(entries_[*at], QKeySequence::fromString(settings.value(id).toString(), QKeySequence::PortableText));
    settings.endGroup();
    emit changed();
}

void KeyboardShortcuts::save() const
{
    QSettings settings;
    settings.remove(kGroup);
    settings.beginGroup(kGroup);
    for (const Entry& entry : entries_)
        if (entry.shortcut != entry.defaultShortcut)
            settings.setValue(entry.id, entry.shortcut.toString(QKeySequence::PortableText));
    settings.endGroup();
}

QStringList KeyboardShortcuts::conflicts(const QString& id, const QKeySequence& sequence,
                                         const QHash<QString, QKeySequence>& shortcuts) const
{
    QStringList ids;
    const Entry* self = entry(id);
    if (!self || sequence.isEmpty())
        return ids;
    for (const Entry& other : entries_) {
        if (other.id == id)
            continue;
        if (shortcuts.value(other.id, other.shortcut) == sequence && overlaps(*self, other))
            ids.append(other.id);
    }
    return ids;
}

} // namespace incursion::studio
