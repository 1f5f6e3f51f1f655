// The rules of the current world, checked as it is painted: each error and
// warning under its rule, with its cell and message; a click goes to the cell;
// the list follows a stroke while it is painted, and says so while a full
// check runs on the worker; Fix applies the selected problem's fix, Fix All
// every fix of the selected problem's rule (both undoable). Information (the
// impassable notes) is not listed: a generated world has one on every fourth
// cell.
#pragma once

#include <QDockWidget>
#include <QPoint>
#include <QPointer>
#include <QTimer>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace incursion::studio {

class WorldEditor;

class WorldRulesDock : public QDockWidget {
    Q_OBJECT
public:
    explicit WorldRulesDock(QWidget* parent = nullptr);

    void setEditor(WorldEditor* editor);
    QTreeWidget* tree() const { return tree_; }
    QPushButton* fixButton() const { return fix_; }
    QLabel* summary() const { return summary_; }
    QPushButton* fixAllButton() const { return fixAll_; }
    // Lists the problems now (otherwise it follows edits on the next turn of the event loop).
    void refresh();

    // Problems listed under a rule at most (the rule's count is always complete).
    static constexpr int kListedPerRule = 500;
    // How often the list follows a stroke being painted.
    static constexpr int kStrokeRefreshMs = 100;

signals:
    void goToCell(QPoint cell);

private:
    void updateButtons();

    QPointer<WorldEditor> editor_;
    QTreeWidget* tree_;
    QLabel* summary_;
    QPushButton* fix_;
    QPushButton* fixAll_;
    QTimer refreshTimer_;
};

} // namespace incursion::studio
