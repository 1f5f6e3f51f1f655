// The map of a world: its layers (the composite or a field in false colour,
// each with an opacity) drawn from cached pictures (LayerImage), one pixel a
// cell or, zoomed out, a reduced one; only the visible part is drawn, and a
// layer's picture is redrawn only where cells changed: what is on screen at
// once, the rest in the background after the frame is shown. Over them: the landmasses (each its own tint),
// roads and rivers as lines, the harbor/stables/airport networks, the selection, the tool's preview and a
// travel route. Wheel scrolls, Ctrl+wheel zooms at the mouse, the middle
// button (or Space with the left) pans, as in Tiled.
#pragma once

#include "world/world_rendering.h"
#include "worldmap/service_networks.h"
#include "worldmap/travel.h"

#include <QFutureWatcher>
#include <QImage>
#include <QPointF>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace incursion::studio {

class WorldDocument;
class Selection;

struct WorldLayer {
    std::unique_ptr<LayerImage> image;
    double opacity = 1.0;
    bool visible = true;
};

class WorldView : public QWidget {
    Q_OBJECT
public:
    explicit WorldView(QWidget* parent = nullptr);
    ~WorldView() override;

    void setDocument(WorldDocument* document, const Selection* selection);
    WorldDocument* document() const { return document_; }

    // Layers bottom to top; the composite is always first.
    const std::vector<WorldLayer>& layers() const { return layers_; }
    // Shows `field` (or the composite, kCompositeLayer) as a layer with `opacity`, adding it if needed.
    void showLayer(int field, double opacity);
    void hideLayer(int field);
    bool isLayerShown(int field) const;

    enum Overlay { Roads = 1, Networks = 2, Grid = 4, Landmasses = 8 };
    void setOverlays(int overlays);
    int overlays() const { return overlays_; }

    double zoom() const { return zoom_; }          // pixels a cell
    void setZoom(double zoom, QPointF anchor = {-1, -1});
    void zoomIn();
    void zoomOut();
    void fitWorld();
    // Centres the view on a cell (and marks it).
    void centreOn(QPoint cell);
    QRect visibleCells() const;
    QPoint cellAt(QPointF position) const;
    QPointF positionOf(QPointF cell) const;

    // What the current tool would touch (outlined), given the hover cell.
    using PreviewFunction = std::function<std::vector<QPoint>(QPoint hover)>;
    void setPreview(PreviewFunction preview) { preview_ = std::move(preview); }
    void setRoute(std::vector<worldmap::TravelLeg> legs, std::optional<QPoint> from, std::optional<QPoint> to);
    // Outlines a cell gone to (a rule's problem) until the next click or edit, or kMarkMs.
    void setMarkedCell(std::optional<QPoint> cell);
    std::optional<QPoint> markedCell() const { return marked_; }
    static constexpr int kMarkMs = 4000;

    // The landmasses overlay's picture (landmassImage), kept while the
    // overlay is shown and redrawn shortly after cells change.
    const QImage& landmasses() const { return landmasses_; }

    // The harbor/stables/airport networks (worldmap::serviceNetworks) the
    // Networks overlay draws as lines, kept while the overlay is shown and
    // worked out again on a worker shortly after cells change (from a copy of
    // the grid, so painting never waits for it).
    const std::vector<worldmap::ServiceNetwork>& networks() const { return networks_; }
    // The networks a cell belongs to (indexes into networks()).
    std::vector<int> networksAt(QPoint cell) const;
    // Whether the networks are being worked out or wait to be (tests).
    bool networksPending() const { return networksRunning_ || networksStale_ || networksTimer_.isActive(); }

    // How long the latest paint took (ms), for the bench.
    double lastPaintMs() const { return lastPaintMs_; }

signals:
    void cellHovered(QPoint cell);
    void cellPressed(QPoint cell, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    void cellDragged(QPoint cell);
    void cellReleased(QPoint cell, Qt::MouseButton button);
    void viewChanged();
    void networksChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void onCellsChanged(const QRect& area);
    void updateCells(const QRect& cells);
    // Schedules a repaint of the hovered cell and the tool's preview around it.
    void updatePreview();
    // Lets the layers draw what is not drawn yet on workers, nearest the visible cells first.
    void drawInBackground();
    void drawOverlays(QPainter& painter, const QRect& cells);
    void clampOrigin();
    void redrawLandmasses();
    void rebuildNetworks();
    void networksBuilt();
    void drawNetworks(QPainter& painter, const QRect& cells);

    WorldDocument* document_ = nullptr;
    const Selection* selection_ = nullptr;
    std::vector<WorldLayer> layers_;
    int overlays_ = Roads | Networks;
    double zoom_ = 8.0;
    QPointF origin_;                    // the world position (in cells) at the widget's top-left
    std::optional<QPoint> hover_;
    std::optional<QPoint> marked_;
    std::optional<QPointF> panFrom_;
    bool spaceHeld_ = false;
    bool toolDrag_ = false;
    PreviewFunction preview_;
    std::vector<worldmap::TravelLeg> route_;
    std::optional<QPoint> routeFrom_;
    std::optional<QPoint> routeTo_;
    double lastPaintMs_ = 0;
    QImage landmasses_;
    QTimer landmassTimer_;
    QTimer markTimer_;
    std::vector<worldmap::ServiceNetwork> networks_;
    // (cell index, network) for every service cell, sorted: a few entries, not one a cell of a 4096x4096 world.
    std::vector<std::pair<size_t, int>> networksOfCell_;
    // What the networks were worked out from: networkBits of every cell (empty: unknown), so an edit
    // of other fields (vegetation on open land, say) works nothing out again.
    struct NetworksBuilt {
        std::vector<worldmap::ServiceNetwork> networks;
        std::vector<uint8_t> bits;
    };
    std::vector<uint8_t> networkBits_;
    bool networkBitsChanged(const QRect& area) const;
    QFutureWatcher<NetworksBuilt> networksWatcher_;
    QTimer networksTimer_;
    bool networksShown_ = false;        // networks_ were worked out for the overlay (perhaps none)
    bool networksRunning_ = false;      // from the worker's start until its result is taken
    bool networksStale_ = false;        // cells changed while the worker ran
    // Restarts the background drawing stopped by a change that did not repaint.
    QTimer backgroundTimer_;
};

} // namespace incursion::studio
