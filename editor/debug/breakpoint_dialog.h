// Edit Breakpoint: its condition (an expression in the scope of the line),
// when the hits make it stop, and whether it is enabled.
#pragma once

#include "debug/breakpoint_store.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace incursion::studio {

class BreakpointDialog : public QDialog {
    Q_OBJECT
public:
    BreakpointDialog(const SourceBreakpoint& breakpoint, QWidget* parent = nullptr);

    SourceBreakpoint result() const;
    QLineEdit* conditionEdit() const { return condition_; }
    QComboBox* hitConditionBox() const { return hitCondition_; }
    QSpinBox* hitTargetBox() const { return hitTarget_; }

private:
    SourceBreakpoint breakpoint_;
    QLineEdit* condition_;
    QComboBox* hitCondition_;
    QSpinBox* hitTarget_;
    QCheckBox* enabled_;
};

} // namespace incursion::studio
