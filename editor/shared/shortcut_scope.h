// Actions that share a key on purpose, because only one of them is enabled
// at a time (File > Save on a text tab, World > Save World on a world's tab),
// carry a scope; the Keyboard Shortcuts page reports two actions with the
// same key as a conflict only when their scopes can be active together.
#pragma once

#include <QAction>
#include <QString>

namespace incursion::studio {

inline constexpr char kShortcutScopeProperty[] = "incursionShortcutScope";

// Scopes used: "text" (a text editor's tab is current), "world" (a world's tab is).
inline void setShortcutScope(QAction* action, const QString& scope)
{
    action->setProperty(kShortcutScopeProperty, scope);
}

inline QString shortcutScope(const QAction* action)
{
    return action->property(kShortcutScopeProperty).toString();
}

} // namespace incursion::studio
