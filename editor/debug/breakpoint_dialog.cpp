#include "debug/breakpoint_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace incursion::studio {

using HitCondition = vm::Breakpoint::HitCondition;

BreakpointDialog::BreakpointDialog(const SourceBreakpoint& breakpoint, QWidget* parent)
    : QDialog(parent), breakpoint_(breakpoint), condition_(new QLineEdit(this)), hitCondition_(new QComboBox(this)),
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

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Condition:"), condition_);
    form->addRow(tr("&Hit count:"), hitCondition_);
    form->addRow(tr("&Target:"), hitTarget_);
    form->addRow(enabled_);
    form->addRow(buttons);
    resize(460, sizeHint().height());
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
