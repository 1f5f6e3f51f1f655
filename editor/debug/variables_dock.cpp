#include "debug/variables_dock.h"

#include <QHeaderView>
#include <QTreeWidget>

namespace incursion::studio {
namespace {

QTreeWidgetItem* valueItem(const vm::DebugValue& value)
{
    auto* item = new QTreeWidgetItem({QString::fromStdString(value.name), QString::fromStdString(value.value),
                                      QString::fromStdString(value.type)});
    item->setToolTip(1, item->text(1));
    return item;
}

} // namespace

VariablesDock::VariablesDock(QWidget* parent) : QDockWidget(tr("Variables"), parent), view_(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("VariablesDock"));
    view_->setHeaderLabels({tr("Name"), tr("Value"), tr("Type")});
    view_->setUniformRowHeights(true);
    view_->setAlternatingRowColors(true);
    setWidget(view_);
    // Remember what the user folded so the next stop looks the same.
    connect(view_, &QTreeWidget::itemCollapsed, this, [this](QTreeWidgetItem* item) {
        if (!item->parent())
            expanded_.insert(item->data(0, Qt::UserRole).toString(), false);
    });
    connect(view_, &QTreeWidget::itemExpanded, this, [this](QTreeWidgetItem* item) {
        if (!item->parent())
            expanded_.insert(item->data(0, Qt::UserRole).toString(), true);
    });
}

QTreeWidgetItem* VariablesDock::addGroup(const QString& title, const std::vector<vm::DebugValue>& values)
{
    auto* group = new QTreeWidgetItem(view_, {title});
    group->setData(0, Qt::UserRole, title);
    QFont bold = group->font(0);
    bold.setBold(true);
    group->setFont(0, bold);
    for (const vm::DebugValue& value : values)
        group->addChild(valueItem(value));
    return group;
}

void VariablesDock::showFrame(const StopSnapshotPtr& stop, int frame)
{
    const QSignalBlocker quiet(view_);
    view_->clear();
    if (!stop || frame < 0 || size_t(frame) >= stop->frames.size())
        return;
    const vm::FrameView& shown = stop->frames[size_t(frame)];
    addGroup(tr("Locals"), shown.locals);
    if (shown.event) {
        QTreeWidgetItem* event = addGroup(tr("Event"), shown.event->subjects);
        event->setText(1, QString::fromStdString(shown.event->title));
        auto* fields = new QTreeWidgetItem(event, {tr("EventInfo")});
        for (const vm::DebugValue& value : shown.event->fields)
            fields->addChild(valueItem(value));
        fields->setExpanded(true);
    }
    addGroup(tr("Module variables"), stop->variables);
    std::vector<vm::DebugValue> registers;
    for (size_t r = 0; r < shown.registers.size(); ++r) {
        // Appended rather than "r" + std::to_string(r): GCC 12 at -O3 with
        // _FORTIFY_SOURCE reports a bogus memcpy overflow in that operator+.
        std::string name = "r";
        name += std::to_string(r);
        registers.push_back({std::move(name), "int32", std::to_string(shown.registers[r]), shown.registers[r]});
    }
    addGroup(tr("Registers"), registers);
    for (int i = 0; i < view_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* group = view_->topLevelItem(i);
        const QString title = group->data(0, Qt::UserRole).toString();
        // Registers are for the curious: closed until opened once.
        group->setExpanded(expanded_.value(title, title != tr("Registers")));
    }
    view_->resizeColumnToContents(0);
}

QString VariablesDock::valueOf(const QString& group, const QString& name) const
{
    for (int i = 0; i < view_->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* top = view_->topLevelItem(i);
        if (top->text(0) != group)
            continue;
        for (int c = 0; c < top->childCount(); ++c)
            if (top->child(c)->text(0) == name)
                return top->child(c)->text(1);
    }
    return {};
}

} // namespace incursion::studio
