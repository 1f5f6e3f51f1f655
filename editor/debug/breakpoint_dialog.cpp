#include "debug/breakpoint_dialog.h"

#include "debug/breakpoint_condition_check.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace incursion::studio {

using HitCondition = vm::Breakpoint::HitCondition;

BreakpointDialog::BreakpointDialog(const SourceBreakpoint& breakpoint, QWidget* parent)
    : QDialog(parent), breakpoint_(breakpoint),
      checker_([this](std::optional<QString> problem) { showConditionProblem(problem); }),
      condition_(new QLineEdit(this)), conditionStatus_(new QLabel(this)), hitCondition_(new QComboBox(this)),
      hitTarget_(new QSpinBox(this)), enabled_(new QCheckBox(tr("&Enabled"), this))
{
    setWindowTitle(tr("Edit Breakpoint at %1").arg(breakpoint.location()));
    condition_->setText(breakpoint.condition);
    condition_->setPlaceholderText(tr("e.g. i == 3 || e.vDmg > 10"));
    condition_->setToolTip(tr("Stop only when this expression, evaluated in the scope of the line, is true"));
    hitCondition_->addItem(tr("Always"), int(HitCondition::Always));
    hitCondition_->addItem(tr("When the hit count equals"), int(HitCondition::Equal));
    hitCondition_->addItem(tr("When the hit count is at least"), int(HitCondition::AtLeast));
    hitCondition_->addItem(tr("When the hit count is a multiple of"), int(HitCondition::MultipleOf));
    hitCondition_->setCurrentIndex(hitCondition_->findData(int(breakpoint.hitCondition)));
    hitTarget_->setRange(1, 1'000'000);
    hitTarget_->setValue(std::max(breakpoint.hitTarget, 1));
    hitTarget_->setEnabled(breakpoint.hitCondition != HitCondition::Always);
    connect(hitCondition_, &QComboBox::currentIndexChanged, this,
            [this] { hitTarget_->setEnabled(hitCondition_->currentData().toInt() != int(HitCondition::Always)); });
    enabled_->setChecked(breakpoint.enabled);

    conditionStatus_->setWordWrap(true);
    conditionStatus_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    conditionStatus_->hide();
    connect(condition_, &QLineEdit::textChanged, this, &BreakpointDialog::checkCondition);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Condition:"), condition_);
    form->addRow(QString(), conditionStatus_);
    form->addRow(tr("&Hit count:"), hitCondition_);
    form->addRow(tr("&Target:"), hitTarget_);
    form->addRow(enabled_);
    form->addRow(buttons);
    resize(460, sizeHint().height());
}

BreakpointDialog::~BreakpointDialog() = default;

void BreakpointDialog::setConditionCheck(std::shared_ptr<BreakpointConditionCheck> check, const QString& unavailable)
{
    check_ = std::move(check);
    if (!check_) {
        conditionStatus_->setText(unavailable);
        conditionStatus_->setVisible(!unavailable.isEmpty());
        return;
    }
    checkCondition();
}

void BreakpointDialog::checkCondition()
{
    if (!check_)
        return;
    const QString condition = condition_->text().trimmed();
    if (condition.isEmpty()) {
        checker_.cancel();
        showConditionProblem(std::nullopt);
        conditionStatus_->hide();
        return;
    }
    // The check object is used by one job at a time: LatestWins runs them in turn.
    checker_.start([check = check_, breakpoint = breakpoint_, condition](const std::atomic<bool>&) {
        return check->check(breakpoint, condition);
    });
}

void BreakpointDialog::showConditionProblem(const std::optional<QString>& problem)
{
    conditionStatus_->setText(problem ? tr("Does not compile at this line: %1").arg(*problem)
                                      : tr("Compiles at this line"));
    conditionStatus_->show();
    ok_->setEnabled(!problem);
    emit conditionChecked();
}

SourceBreakpoint BreakpointDialog::result() const
{
    SourceBreakpoint b = breakpoint_;
    b.condition = condition_->text().trimmed();
    b.hitCondition = HitCondition(hitCondition_->currentData().toInt());
    b.hitTarget = b.hitCondition == HitCondition::Always ? 0 : hitTarget_->value();
    b.enabled = enabled_->isChecked();
    return b;
}

} // namespace incursion::studio
