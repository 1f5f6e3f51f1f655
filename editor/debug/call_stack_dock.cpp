#include "debug/call_stack_dock.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QTreeWidget>

namespace incursion::studio {

CallStackDock::CallStackDock(QWidget* parent) : QDockWidget(tr("Call Stack"), parent), view_(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("CallStackDock"));
    view_->setHeaderLabels({tr("Function"), tr("Location"), tr("Event")});
    view_->setRootIsDecorated(false);
    view_->setUniformRowHeights(true);
    view_->header()->setStretchLastSection(true);
    setWidget(view_);
    connect(view_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* current) {
        if (current)
            emit frameSelected(view_->indexOfTopLevelItem(current));
    });
}

void CallStackDock::showStop(const StopSnapshotPtr& stop)
{
    const QSignalBlocker quiet(view_);
    view_->clear();
    if (!stop)
        return;
    for (const vm::FrameView& frame : stop->frames) {
        const QString location = frame.file.empty()
                                     ? QString()
                                     : QStringLiteral("%1:%2").arg(QFileInfo(QString::fromStdString(frame.file)).fileName())
                                           .arg(frame.line);
        auto* item = new QTreeWidgetItem(view_, {QString::fromStdString(frame.function), location,
                                                 frame.event ? QString::fromStdString(frame.event->title) : QString()});
        item->setToolTip(1, QString::fromStdString(frame.file));
        if (frame.event) {
            QStringList actors;
            for (const vm::DebugValue& subject : frame.event->subjects)
                actors.append(QStringLiteral("%1 = %2").arg(QString::fromStdString(subject.name),
                                                            QString::fromStdString(subject.value)));
            item->setToolTip(2, actors.join(QLatin1Char('\n')));
        }
    }
    for (int column = 0; column < 2; ++column)
        view_->resizeColumnToContents(column);
    if (view_->topLevelItemCount() > 0)
        view_->setCurrentItem(view_->topLevelItem(0));
}

int CallStackDock::selectedFrame() const
{
    return view_->currentItem() ? view_->indexOfTopLevelItem(view_->currentItem()) : -1;
}

void CallStackDock::selectFrame(int frame)
{
    if (QTreeWidgetItem* item = view_->topLevelItem(frame))
        view_->setCurrentItem(item);
}

} // namespace incursion::studio
