#include "world/world_travel_dock.h"

#include "world/world_editor.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace incursion::studio {

namespace {

QString modeName(worldmap::TravelMode mode)
{
    switch (mode) {
    case worldmap::TravelMode::Walk: return WorldTravelDock::tr("walk");
    case worldmap::TravelMode::Horse: return WorldTravelDock::tr("horse");
    case worldmap::TravelMode::Ship: return WorldTravelDock::tr("ship");
    case worldmap::TravelMode::Airship: return WorldTravelDock::tr("airship");
    }
    return {};
}

} // namespace

WorldTravelDock::WorldTravelDock(QWidget* parent)
    : QDockWidget(tr("World Travel"), parent)
    , hint_(new QLabel(tr("Pick two cells with the Travel tool (T).")))
    , tree_(new QTreeWidget)
{
    setObjectName(QStringLiteral("WorldTravelDock"));
    tree_->setHeaderLabels({tr("Mode / leg"), tr("Hours"), tr("Route")});
    tree_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(2, 2, 2, 2);
    hint_->setWordWrap(true);
    layout->addWidget(hint_);
    layout->addWidget(tree_, 1);
    setWidget(body);
    connect(tree_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        while (item && item->parent())
            item = item->parent();
        if (editor_ && item)
            editor_->showJourney(tree_->indexOfTopLevelItem(item));
    });
    setEditor(nullptr);
}

void WorldTravelDock::setEditor(WorldEditor* editor)
{
    if (editor_)
        disconnect(editor_, nullptr, this, nullptr);
    editor_ = editor;
    if (editor_)
        connect(editor_, &WorldEditor::journeysChanged, this, &WorldTravelDock::refill);
    refill();
}

void WorldTravelDock::refill()
{
    const QSignalBlocker blocker(tree_);
    tree_->clear();
    const TravelPick pick = editor_ ? editor_->travelPick() : TravelPick{};
    if (pick.from && pick.to)
        hint_->setText(tr("Journeys from %1,%2 to %3,%4:").arg(pick.from->x()).arg(pick.from->y())
                           .arg(pick.to->x()).arg(pick.to->y()));
    else if (pick.from)
        hint_->setText(tr("From %1,%2: pick the cell to travel to.").arg(pick.from->x()).arg(pick.from->y()));
    else
        hint_->setText(tr("Pick two cells with the Travel tool (T)."));
    if (!editor_)
        return;
    for (const worldmap::Journey& journey : editor_->journeys()) {
        auto* item = new QTreeWidgetItem(tree_);
        item->setText(0, modeName(journey.mode));
        if (!journey.possible) {
            item->setText(2, QString::fromStdString(journey.reason));
            item->setDisabled(true);
            continue;
        }
        item->setText(1, QString::number(journey.hours, 'f', 1));
        for (const worldmap::TravelLeg& leg : journey.legs) {
            auto* legItem = new QTreeWidgetItem(item);
            legItem->setText(0, modeName(leg.mode));
            legItem->setText(1, QString::number(leg.hours, 'f', 1));
            legItem->setText(2, QStringLiteral("%1,%2 \u2192 %3,%4")
                                    .arg(leg.from[0]).arg(leg.from[1]).arg(leg.to[0]).arg(leg.to[1]));
        }
        item->setExpanded(true);
    }
}

} // namespace incursion::studio
