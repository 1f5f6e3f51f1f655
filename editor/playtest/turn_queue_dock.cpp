#include "playtest/turn_queue_dock.h"

#include "shared/game_colours.h"
#include "playtest/map_view.h"

#include <QEvent>
#include <QHeaderView>
#include <QTreeWidget>

namespace incursion::studio {
namespace {

enum Column { ActorColumn, WaitColumn, SpeedColumn };

} // namespace

TurnQueueDock::TurnQueueDock(QWidget* parent) : QDockWidget(tr("Turn Queue"), parent), view_(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("TurnQueueDock"));
    view_->setHeaderLabels({tr("Actor"), tr("Wait"), tr("Speed")});
    view_->headerItem()->setToolTip(WaitColumn, tr("Ticks until its next action"));
    view_->headerItem()->setTextAlignment(WaitColumn, Qt::AlignRight | Qt::AlignVCenter);
    view_->headerItem()->setTextAlignment(SpeedColumn, Qt::AlignRight | Qt::AlignVCenter);
    view_->setRootIsDecorated(false);
    view_->setUniformRowHeights(true);
    view_->setAlternatingRowColors(true);
    view_->header()->setStretchLastSection(false);
    view_->header()->setSectionResizeMode(ActorColumn, QHeaderView::Stretch);
    view_->header()->setSectionResizeMode(WaitColumn, QHeaderView::ResizeToContents);
    view_->header()->setSectionResizeMode(SpeedColumn, QHeaderView::ResizeToContents);
    setWidget(view_);
    connect(view_, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const auto handle = world::Handle(item->data(ActorColumn, Qt::UserRole).toUInt());
        if (handle == world::kNoObject)
            return;
        emit actorActivated(handle);
        if (session_)
            session_->inspect(handle);
    });
}

void TurnQueueDock::setSession(PlaytestSession* session)
{
    for (const QMetaObject::Connection& connection : std::as_const(sessionConnections_))
        disconnect(connection);
    sessionConnections_.clear();
    session_ = session;
    if (session) {
        sessionConnections_.append(connect(session, &PlaytestSession::viewUpdated, this, &TurnQueueDock::showView));
        showView(session->lastView());
    }
}

void TurnQueueDock::showView(const PlayerViewPtr& view)
{
    view_->clear();
    shown_ = view;
    if (!view)
        return;
    // The panel's palette: on a theme switch it changes before the list's.
    const QColor paper = palette().color(QPalette::Base);
    // Dimmed, yet readable on the paper in every theme.
    const QColor muted = readableOn(palette().color(QPalette::PlaceholderText), paper);
    QList<QTreeWidgetItem*> items;
    for (const game::UpcomingAction& action : view->upcoming) {
        const game::ViewThing* seen = nullptr;
        for (const game::ViewThing& thing : view->things)
            if (thing.isCreature && thing.handle == action.actor)
                seen = &thing;
        QString name;
        QString toolTip;
        if (action.actor == game::kTurnActor) {
            name = tr("the Turn");
            toolTip = tr("The game's turn: timed effects and regeneration");
        } else if (!seen) {
            name = tr("unseen creature");
        } else if (PlaytestMapView::isPlayer(*view, *seen)) {
            name = tr("%1 (you)").arg(QString::fromStdString(view->status.name));
        } else {
            name = QString::fromStdString(seen->name);
            toolTip = tr("%1 / %2 HP at %3, %4").arg(seen->hp).arg(seen->maxHp).arg(seen->x).arg(seen->y);
        }
        auto* item = new QTreeWidgetItem({name, tr("+%1").arg(action.wait), tr("%1%").arg(action.speed)});
        item->setTextAlignment(WaitColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(SpeedColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(ActorColumn, toolTip);
        if (seen) {
            item->setData(ActorColumn, Qt::UserRole, uint(action.actor));
            item->setText(ActorColumn, QStringLiteral("%1  %2").arg(QString::fromUcs4(&seen->glyph, 1), name));
            if (PlaytestMapView::isPlayer(*view, *seen)) {
                QFont font = item->font(ActorColumn);
                font.setBold(true);
                item->setFont(ActorColumn, font);
            } else {
                item->setForeground(ActorColumn, readableOn(gameColour(seen->colour), paper));
            }
        } else {
            item->setForeground(ActorColumn, muted);
            QFont font = item->font(ActorColumn);
            font.setItalic(true);
            item->setFont(ActorColumn, font);
        }
        items.append(item);
    }
    view_->addTopLevelItems(items);
}

void TurnQueueDock::changeEvent(QEvent* event)
{
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        showView(shown_);
}

} // namespace incursion::studio
