// Actions that share a key on purpose, because only one of them is enabled
// at a time (File > Save on a text tab, World > Save World on a world's tab),
// carry a scope; the Keyboard Shortcuts page reports two actions with the
// same key as a conflict only when their scopes can be active together.
#pragma once

#include <QAction>
#include <QKeySequence>
#include <QString>

namespace incursion::studio {

inline constexpr char kShortcutScopeProperty[] = "incursionShortcutScope";

// Scopes used: "text" (a text editor's tab is current), "world" (a world's
// tab is), "vault" (a vault painter's), "disassembly" (a disassembly's).
inline void setShortcutScope(QAction* action, const QString& scope)
{
    action->setProperty(kShortcutScopeProperty, scope);
}

inline QString shortcutScope(const QAction* action)
{
    return action->property(kShortcutScopeProperty).toString();
}

// An action every open view of a kind has its own copy of (each vault painter
// has its Pencil): the id its copies carry as objectName, its text and its
// default key. The view's class declares them, so the Keyboard Shortcuts
// table lists them before any such view is open.
struct ViewActionInfo {
    QString id;
    QString text;
    QKeySequence shortcut;
};

} // namespace incursion::studio
