// Edit Breakpoint: its condition (an expression in the scope of the line),
// when the hits make it stop, and whether it is enabled. The condition is
// checked as it is typed, against the last build (BreakpointConditionCheck,
// on a worker): one that does not compile at the line says why under it, and
// OK waits until it does (or is empty).
#pragma once

#include "debug/breakpoint_store.h"
#include "shared/latest_wins.h"

#include <QDialog>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace incursion::studio {

class BreakpointConditionCheck;

class BreakpointDialog : public QDialog {
    Q_OBJECT
public:
    BreakpointDialog(const SourceBreakpoint& breakpoint, QWidget* parent = nullptr);
    ~BreakpointDialog() override;

    // Checks the condition from now on (and at once) with `check`; without
    // one, `unavailable` says why it cannot be checked.
    void setConditionCheck(std::shared_ptr<BreakpointConditionCheck> check, const QString& unavailable = {});
    // What the check said, under the condition.
    QLabel* conditionStatus() const { return conditionStatus_; }
    QPushButton* okButton() const { return ok_; }
    bool isCheckingCondition() const { return checker_.isBusy(); }

    SourceBreakpoint result() const;
    QLineEdit* conditionEdit() const { return condition_; }
    QComboBox* hitConditionBox() const { return hitCondition_; }
    QSpinBox* hitTargetBox() const { return hitTarget_; }

signals:
    // A check of the condition has finished (its result is shown).
    void conditionChecked();

private:
    void checkCondition();
    void showConditionProblem(const std::optional<QString>& problem);

    SourceBreakpoint breakpoint_;
    std::shared_ptr<BreakpointConditionCheck> check_;
    LatestWins<std::optional<QString>> checker_;
    QLineEdit* condition_;
    QLabel* conditionStatus_;
    QPushButton* ok_ = nullptr;
    QComboBox* hitCondition_;
    QSpinBox* hitTarget_;
    QCheckBox* enabled_;
};

} // namespace incursion::studio
