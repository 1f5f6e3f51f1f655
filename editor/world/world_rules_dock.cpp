#include "world/world_rules_dock.h"

#include "shared/icons.h"
#include "world/world_editor.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

namespace incursion::studio {

namespace {
constexpr int kRuleRole = Qt::UserRole;
constexpr int kCellRole = Qt::UserRole + 1;     // a QPoint; absent on a rule's row
} // namespace

WorldRulesDock::WorldRulesDock(QWidget* parent)
    : QDockWidget(tr("World Rules"), parent)
    , tree_(new QTreeWidget)
    , summary_(new QLabel)
    , fix_(new QPushButton(tr("Fix")))
    , fixAll_(new QPushButton(tr("Fix All")))
{
    setObjectName(QStringLiteral("WorldRulesDock"));
    tree_->setHeaderLabels({tr("Rule / cell"), tr("Problem"), tr("Fix")});
    tree_->setUniformRowHeights(true);
    // The message is the long part: it takes the room left beside the cell and the fix.
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    tree_->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(2, 2, 2, 2);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(summary_, 1);
    buttons->addWidget(fix_);
    buttons->addWidget(fixAll_);
    layout->addLayout(buttons);
    layout->addWidget(tree_, 1);
    setWidget(body);

    refreshTimer_.setSingleShot(true);
    refreshTimer_.setInterval(0);
    connect(&refreshTimer_, &QTimer::timeout, this, &WorldRulesDock::refresh);
    connect(tree_, &QTreeWidget::currentItemChanged, this, &WorldRulesDock::updateButtons);
    connect(tree_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        if (item->data(0, kCellRole).isValid())
            emit goToCell(item->data(0, kCellRole).toPoint());
    });
    connect(fix_, &QPushButton::clicked, this, [this] {
        QTreeWidgetItem* item = tree_->currentItem();
        if (!editor_ || !item || !item->data(0, kCellRole).isValid())
            return;
        const QPoint cell = item->data(0, kCellRole).toPoint();
        editor_->document()->fix(worldmap::Problem{cell.x(), cell.y(), item->data(0, kRuleRole).toInt()});
        refresh();
    });
    connect(fixAll_, &QPushButton::clicked, this, [this] {
        QTreeWidgetItem* item = tree_->currentItem();
        if (!editor_)
            return;
        editor_->document()->fixAll(item ? item->data(0, kRuleRole).toInt() : -1);
        refresh();
    });
    setEditor(nullptr);
}

void WorldRulesDock::setEditor(WorldEditor* editor)
{
    // A closing tab's editor may already have let its document go.
    if (editor_ && editor_->document())
        disconnect(editor_->document(), nullptr, this, nullptr);
    editor_ = editor;
    widget()->setEnabled(editor != nullptr);
    if (editor_)
        connect(editor_->document(), &WorldDocument::problemsChanged, this, [this] {
            // While a stroke goes on the list follows it a few times a second
            // (the checker is current after every stamp); after an edit at once.
            const bool painting = editor_ && editor_->document()->inStroke();
            if (painting && refreshTimer_.isActive())
                return;
            refreshTimer_.start(painting ? kStrokeRefreshMs : 0);
        });
    refresh();
}

void WorldRulesDock::refresh()
{
    refreshTimer_.stop();
    // Keep the selection across a refresh: the same rule and cell if still there.
    int selectedRule = -1;
    QVariant selectedCell;
    if (QTreeWidgetItem* item = tree_->currentItem()) {
        selectedRule = item->data(0, kRuleRole).toInt();
        selectedCell = item->data(0, kCellRole);
    }
    tree_->clear();
    if (!editor_) {
        summary_->clear();
        updateButtons();
        return;
    }
    if (editor_->document()->checking()) {
        summary_->setText(tr("Checking the rules..."));
        updateButtons();
        return;
    }
    const worldmap::WorldChecker& checker = editor_->document()->checker();
    const worldmap::Schema& schema = editor_->document()->schema();
    std::map<int, std::vector<worldmap::Problem>> byRule;
    size_t errors = 0;
    size_t warnings = 0;
    for (const worldmap::Problem& problem : checker.keptProblems()) {
        byRule[problem.rule].push_back(problem);
        (checker.rule(problem).severity == worldmap::Severity::Error ? errors : warnings) += 1;
    }
    summary_->setText(tr("%n error(s)", nullptr, int(errors)) + QStringLiteral(", ") + tr("%n warning(s)", nullptr, int(warnings)));
    QTreeWidgetItem* toSelect = nullptr;
    for (const auto& [rule, problems] : byRule) {
        const worldmap::Rule& r = schema.rules[size_t(rule)];
        auto* ruleItem = new QTreeWidgetItem(tree_);
        ruleItem->setText(0, QStringLiteral("%1 (%2)").arg(QString::fromStdString(r.id)).arg(problems.size()));
        ruleItem->setText(1, QString::fromStdString(r.message));
        ruleItem->setIcon(0, studioIcon(r.severity == worldmap::Severity::Error ? "language-error" : "language-warning"));
        ruleItem->setData(0, kRuleRole, rule);
        if (rule == selectedRule && !selectedCell.isValid())
            toSelect = ruleItem;
        int listed = 0;
        for (const worldmap::Problem& problem : problems) {
            if (++listed > kListedPerRule)
                break;
            auto* item = new QTreeWidgetItem(ruleItem);
            item->setText(0, QStringLiteral("%1,%2").arg(problem.x).arg(problem.y));
            item->setText(1, QString::fromStdString(checker.message(problem)));
            item->setText(2, QString::fromStdString(checker.fixDescription(problem)));
            item->setData(0, kRuleRole, rule);
            item->setData(0, kCellRole, QPoint(problem.x, problem.y));
            if (rule == selectedRule && selectedCell == QVariant(QPoint(problem.x, problem.y)))
                toSelect = item;
        }
        ruleItem->setExpanded(byRule.size() <= 4);
    }
    if (toSelect)
        tree_->setCurrentItem(toSelect);
    updateButtons();
}

void WorldRulesDock::updateButtons()
{
    QTreeWidgetItem* item = tree_->currentItem();
    fix_->setEnabled(item && item->data(0, kCellRole).isValid() && !item->text(2).isEmpty());
    fixAll_->setEnabled(editor_ && tree_->topLevelItemCount() > 0);
    fixAll_->setText(item ? tr("Fix All of Rule") : tr("Fix All"));
}

} // namespace incursion::studio
