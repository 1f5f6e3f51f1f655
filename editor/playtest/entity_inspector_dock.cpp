#include "playtest/entity_inspector_dock.h"
#include "shared/icons.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace incursion::studio {

EntityInspectorDock::EntityInspectorDock(QWidget* parent)
    : QDockWidget(tr("Entity Inspector"), parent)
    , title_(new QLabel(this))
    , resource_(new QLabel(this))
    , goToSource_(new QToolButton(this))
    , lines_(new QListWidget(this))
    , placeholder_(new QLabel(tr("Click a creature or item on the playtest map to inspect it."), this))
{
    setObjectName(QStringLiteral("EntityInspectorDock"));
    title_->setObjectName(QStringLiteral("EntityTitle"));
    QFont titleFont = title_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    title_->setFont(titleFont);
    title_->setWordWrap(true);
    title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    resource_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    goToSource_->setText(tr("Go to Source"));
    goToSource_->setIcon(studioIcon("go-to-line"));
    goToSource_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    goToSource_->setAutoRaise(true);
    connect(goToSource_, &QToolButton::clicked, this, [this] {
        if (!details_.sourceFile.isEmpty())
            emit sourceRequested(details_.sourceFile, details_.sourceLine);
    });
    lines_->setUniformItemSizes(true);
    // Squeezed by the panel's splitter, the list keeps a few rows: the title
    // and the labels above it would otherwise take all the room and leave it blank.
    lines_->setMinimumHeight(lines_->fontMetrics().height() * 4 + 2 * lines_->frameWidth());
    lines_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    placeholder_->setWordWrap(true);
    placeholder_->setAlignment(Qt::AlignCenter);
    placeholder_->setForegroundRole(QPalette::PlaceholderText);

    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    auto* resourceRow = new QHBoxLayout;
    resourceRow->addWidget(resource_, 1);
    resourceRow->addWidget(goToSource_);
    layout->addWidget(title_);
    layout->addLayout(resourceRow);
    layout->addWidget(lines_, 1);
    layout->addWidget(placeholder_, 1);
    setWidget(content);
    clear();
}

void EntityInspectorDock::setSession(PlaytestSession* session)
{
    for (const QMetaObject::Connection& connection : std::as_const(sessionConnections_))
        disconnect(connection);
    sessionConnections_.clear();
    session_ = session;
    if (!session)
        return;
    sessionConnections_ = {
        connect(session, &PlaytestSession::entityInspected, this, &EntityInspectorDock::showDetails),
        connect(session, &PlaytestSession::viewUpdated, this, &EntityInspectorDock::refreshFrom),
        connect(session, &PlaytestSession::started, this, &EntityInspectorDock::clear),
    };
}

void EntityInspectorDock::refreshFrom(const PlayerViewPtr& view)
{
    if (!session_ || !view || details_.handle == world::kNoObject || !isVisible())
        return;
    for (const game::ViewThing& thing : view->things) {
        if (thing.handle == details_.handle) {
            session_->inspect(details_.handle);
            return;
        }
    }
}

void EntityInspectorDock::showDetails(const EntityDetails& details)
{
    details_ = details;
    const bool empty = details.handle == world::kNoObject && details.title.isEmpty();
    title_->setText(details.title);
    title_->setVisible(!empty);
    resource_->setText(details.resourceName);
    resource_->setVisible(!empty);
    goToSource_->setVisible(!empty);
    goToSource_->setEnabled(!details.sourceFile.isEmpty());
    goToSource_->setToolTip(details.sourceFile.isEmpty()
                                ? tr("Where this was declared is not known")
                                : tr("%1:%2").arg(QFileInfo(details.sourceFile).fileName()).arg(details.sourceLine));
    // The same entity again (each step of the game refreshes it): the rows
    // change in place, so the list never empties under the user, who may be
    // scrolling, selecting or resizing the panel.
    if (lines_->count() == details.lines.size()) {
        for (int row = 0; row < lines_->count(); ++row)
            if (lines_->item(row)->text() != details.lines.at(row))
                lines_->item(row)->setText(details.lines.at(row));
    } else {
        lines_->clear();
        lines_->addItems(details.lines);
    }
    lines_->setVisible(!empty);
    placeholder_->setVisible(empty);
}

void EntityInspectorDock::clear()
{
    showDetails(EntityDetails{});
}

} // namespace incursion::studio
