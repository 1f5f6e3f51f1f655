// Fields, legend and layers of the current world: the field list (the brush
// paints the chosen one), its values with their colours (the legend; the
// chosen value is the brush's), whether the field shows as a false-colour
// layer and how opaque, the composite's opacity, the overlays, and every
// field of the hovered cell by name, and the overview of the whole world.
#pragma once

#include <QDockWidget>
#include <QPoint>
#include <QPointer>

class QCheckBox;
class QLabel;
class QListWidget;
class QScrollArea;
class QSlider;

namespace incursion::studio {

class WorldEditor;
class WorldOverview;

class WorldFieldsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit WorldFieldsDock(QWidget* parent = nullptr);

    void setEditor(WorldEditor* editor);      // null: nothing to show
    QListWidget* fieldList() const { return fields_; }
    QListWidget* valueList() const { return values_; }
    QLabel* hoverLabel() const { return hover_; }
    QScrollArea* hoverArea() const { return hoverArea_; }
    QCheckBox* layerCheck() const { return layerShown_; }
    // The Networks overlay's legend entry for a service (worldmap::Service order: harbor, stables, airport).
    QLabel* networkLegend(int service) const { return networkLegend_[service]; }

private:
    void refill();
    void showValues();
    void applyLayer();
    void fillNetworkLegend();
    // Every field of the hovered cell by name.
    void showCell(QPoint cell);
    // Grows the hover area to the cell's lines as wrapped at its width.
    void fitHover();
    // Ticks the fields shown as layers.
    void markLayers();

    QPointer<WorldEditor> editor_;
    QListWidget* fields_;
    QListWidget* values_;
    QCheckBox* layerShown_;
    QSlider* layerOpacity_;
    QSlider* compositeOpacity_;
    QCheckBox* roads_;
    QCheckBox* networks_;
    QCheckBox* landmasses_;
    QCheckBox* grid_;
    QLabel* networkLegend_[3];      // a swatch and the ride, per service (worldmap::Service order)
    QLabel* hover_;
    QScrollArea* hoverArea_;
    WorldOverview* overview_;
};

} // namespace incursion::studio
