// The Turn Queue panel: who acts next in the playtest, in acting order, with
// the ticks until each one's action and its speed. Creatures out of the
// player's sight stay anonymous, as the game shows them.
#pragma once

// The game's headers (through the session's) before Qt's: they use `slots` as a name.
#include "playtest/playtest_session.h"

#include <QDockWidget>
#include <QPointer>

class QTreeWidget;

namespace incursion::studio {

class TurnQueueDock : public QDockWidget {
    Q_OBJECT
public:
    explicit TurnQueueDock(QWidget* parent = nullptr);

    QTreeWidget* view() const { return view_; }
    // Follows the session's views; activating a creature inspects it.
    void setSession(PlaytestSession* session);
    void showView(const PlayerViewPtr& view);     // null: clears

signals:
    // A row of a creature in sight was double-clicked or activated.
    void actorActivated(incursion::world::Handle handle);

protected:
    // A new theme: the rows again in its colours.
    void changeEvent(QEvent* event) override;

private:
    QTreeWidget* view_;
    PlayerViewPtr shown_;
    QPointer<PlaytestSession> session_;
    QList<QMetaObject::Connection> sessionConnections_;
};

} // namespace incursion::studio
