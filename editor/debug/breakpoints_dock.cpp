#include "debug/breakpoints_dock.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>
#include <QTreeWidget>

namespace incursion::studio {
namespace {

enum Column { LocationColumn, ConditionColumn, HitsColumn, StateColumn };
constexpr int kIsInstructionRole = Qt::UserRole + 1;

QString stateText(const SourceBreakpoint& breakpoint, const vm::BreakpointStatus* status)
{
    if (!breakpoint.enabled)
        return BreakpointsDock::tr("disabled");
    if (!status)
        return {};
    if (!status->verified)
        return status->message.empty() ? BreakpointsDock::tr("no code at this line")
                                        : QString::fromStdString(status->message);
    if (!status->message.empty())
        return QString::fromStdString(status->message);
    if (int(status->line) != breakpoint.line)
        return BreakpointsDock::tr("stops at line %1").arg(status->line);
    return BreakpointsDock::tr("verified");
}

QString stateText(const InstructionBreakpoint& breakpoint, const vm::BreakpointStatus* status)
{
    if (!breakpoint.enabled)
        return BreakpointsDock::tr("disabled");
    if (!status)
        return {};
    if (!status->verified)
        return status->message.empty() ? BreakpointsDock::tr("not found in this build")
                                        : QString::fromStdString(status->message);
    return status->message.empty() ? BreakpointsDock::tr("verified") : QString::fromStdString(status->message);
}

QString instructionLocation(const InstructionBreakpoint& breakpoint, const vm::BreakpointStatus* status)
{
    // The engine knows the line in the build it runs; the store the one it was set at.
    const int line = status && status->verified && status->line > 0 ? int(status->line) : breakpoint.line;
    if (breakpoint.file.isEmpty() || line <= 0)
        return breakpoint.location();
    return QStringLiteral("%1 [%2:%3]").arg(breakpoint.location(), QFileInfo(breakpoint.file).fileName()).arg(line);
}

} // namespace

BreakpointsDock::BreakpointsDock(QWidget* parent)
    : QDockWidget(tr("Breakpoints"), parent), view_(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("BreakpointsDock"));
    view_->setHeaderLabels({tr("Location"), tr("Condition"), tr("Hits"), tr("State")});
    view_->setRootIsDecorated(false);
    view_->setUniformRowHeights(true);
    view_->setContextMenuPolicy(Qt::CustomContextMenu);
    view_->installEventFilter(this);
    setWidget(view_);

    connect(view_, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item, int column) {
        if (column != LocationColumn)
            return;
        // Queued: the store's change rebuilds this list, which must not
        // delete the item while Qt is still in its setCheckState().
        const int id = item->data(0, Qt::UserRole).toInt();
        const bool enabled = item->checkState(0) == Qt::Checked;
        QMetaObject::invokeMethod(this, [this, id, enabled] { emit enabledChanged(id, enabled); },
                                  Qt::QueuedConnection);
    });
    connect(view_, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem* item) { emit activated(item->data(0, Qt::UserRole).toInt()); });
    connect(view_, &QTreeWidget::customContextMenuRequested, this, [this](const QPoint& position) {
        QTreeWidgetItem* item = view_->itemAt(position);
        if (!item)
            return;
        const int id = item->data(0, Qt::UserRole).toInt();
        const bool enabled = item->checkState(0) == Qt::Checked;
        QMenu menu(this);
        // An instruction breakpoint has no condition to edit.
        if (!item->data(0, kIsInstructionRole).toBool())
            menu.addAction(tr("Edit Breakpoint..."), this, [this, id] { emit editRequested(id); });
        menu.addAction(enabled ? tr("Disable Breakpoint") : tr("Enable Breakpoint"), this,
                       [this, id, enabled] { emit enabledChanged(id, !enabled); });
        menu.addAction(tr("Delete Breakpoint"), this, [this, id] { emit removeRequested(id); });
        menu.exec(view_->viewport()->mapToGlobal(position));
    });
}

void BreakpointsDock::showBreakpoints(const QList<SourceBreakpoint>& breakpoints,
                                      const QList<InstructionBreakpoint>& instructions,
                                      const std::map<int, vm::BreakpointStatus>& statuses)
{
    const QSignalBlocker quiet(view_);
    const int current = view_->currentItem() ? view_->currentItem()->data(0, Qt::UserRole).toInt() : 0;
    view_->clear();
    for (const SourceBreakpoint& b : breakpoints) {
        const auto found = statuses.find(b.id);
        const vm::BreakpointStatus* status = found == statuses.end() ? nullptr : &found->second;
        QStringList condition;
        if (!b.condition.trimmed().isEmpty())
            condition.append(b.condition.trimmed());
        if (!b.hitConditionText().isEmpty())
            condition.append(b.hitConditionText());
        auto* item = new QTreeWidgetItem(view_, {b.location(), condition.join(QStringLiteral("; ")),
                                                 status ? QString::number(status->hits) : QString(),
                                                 stateText(b, status)});
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(0, b.enabled ? Qt::Checked : Qt::Unchecked);
        item->setData(0, Qt::UserRole, b.id);
        item->setToolTip(0, b.file);
        item->setToolTip(StateColumn, item->text(StateColumn));
        if (b.id == current)
            view_->setCurrentItem(item);
    }
    for (const InstructionBreakpoint& b : instructions) {
        const auto found = statuses.find(b.id);
        const vm::BreakpointStatus* status = found == statuses.end() ? nullptr : &found->second;
        auto* item = new QTreeWidgetItem(view_, {instructionLocation(b, status), QString(),
                                                 status ? QString::number(status->hits) : QString(),
                                                 stateText(b, status)});
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(0, b.enabled ? Qt::Checked : Qt::Unchecked);
        item->setData(0, Qt::UserRole, b.id);
        item->setData(0, kIsInstructionRole, true);
        item->setToolTip(0, b.module);
        item->setToolTip(StateColumn, item->text(StateColumn));
        if (b.id == current)
            view_->setCurrentItem(item);
    }
    view_->resizeColumnToContents(LocationColumn);
}

int BreakpointsDock::idAt(int row) const
{
    const QTreeWidgetItem* item = view_->topLevelItem(row);
    return item ? item->data(0, Qt::UserRole).toInt() : 0;
}

bool BreakpointsDock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == view_ && event->type() == QEvent::KeyPress && view_->currentItem()) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
            emit removeRequested(view_->currentItem()->data(0, Qt::UserRole).toInt());
            return true;
        }
    }
    return QDockWidget::eventFilter(watched, event);
}

} // namespace incursion::studio
