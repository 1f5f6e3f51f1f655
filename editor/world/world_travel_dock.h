// Travel between the two cells the Travel tool picked: each mode (walk,
// horse, ship, airship) with its hours and legs, or why it is not possible;
// choosing one draws its legs on the map.
#pragma once

#include <QDockWidget>
#include <QPointer>

class QLabel;
class QTreeWidget;

namespace incursion::studio {

class WorldEditor;

class WorldTravelDock : public QDockWidget {
    Q_OBJECT
public:
    explicit WorldTravelDock(QWidget* parent = nullptr);
    void setEditor(WorldEditor* editor);
    QTreeWidget* tree() const { return tree_; }
    // The line above the journeys: what to pick next, or which cells they join.
    QLabel* header() const { return hint_; }

private:
    void refill();

    QPointer<WorldEditor> editor_;
    QLabel* hint_;
    QTreeWidget* tree_;
};

} // namespace incursion::studio
