// What the map view draws: a layer is the composite picture (elevation shading,
// water, vegetation, settlements, roads, rivers, facilities) or one field in
// false colour (its values' colours from the schema).
//
// A layer is a picture of one pixel a cell, drawn lazily in square tiles: the
// tiles the view needs now are drawn at once on the view's thread (never
// waiting for the thread pool, which a full rule check may hold for seconds),
// the rest on worker threads in the
// background, nearest the view first (a 4096x4096 world shows at once and
// fills in behind). The background drawing stops before the grid changes
// (WorldDocument::aboutToChange) and the tiles the change touched are drawn
// again; a tile is only marked drawn when it was drawn whole from the grid
// as it is. Zoomed out, the view draws from a reduced picture instead: one
// pixel for each block of 2, 4, 8... cells a side, the colour of the block's
// middle cell, made from the grid directly (a sixty-fourth of the cells at an
// eighth of the size) and redrawn where cells changed the next time it is used.
#pragma once

#include "worldmap/schema.h"
#include "worldmap/world_grid.h"

#include <QColor>
#include <QFuture>
#include <QImage>
#include <QObject>
#include <QRect>

#include <atomic>
#include <map>
#include <vector>

namespace incursion::studio {

// -1 is the composite; 0.. a field of the schema.
constexpr int kCompositeLayer = -1;

class LayerImage : public QObject {
    Q_OBJECT
public:
    // Keeps both references: the grid must outlive the layer. Nothing is drawn yet.
    LayerImage(const worldmap::Schema& schema, const worldmap::WorldGrid& grid, int layer);
    ~LayerImage() override;

    static constexpr int kTileSide = 128;

    int layer() const { return layer_; }
    // The picture, one pixel a cell; only its drawn tiles (isDrawn) show the world.
    const QImage& image() const { return image_; }
    // The picture to show at `zoom` pixels a cell over `cells`: the full picture
    // with those cells drawn (cellsPerPixel 1), or a reduced one (cellsPerPixel
    // 2, 4, ...: a power of two no larger than 1 / zoom).
    const QImage& picture(double zoom, const QRect& cells, int* cellsPerPixel);
    // How many cells a side a pixel of the picture for `zoom` covers: 1, or a
    // power of two no larger than 1 / zoom (at most 64).
    static int cellsPerPixelAt(double zoom);
    // The reduced picture, one pixel for each block of `cellsPerPixel` cells a side (a power of two >= 2).
    const QImage& reduced(int cellsPerPixel);

    // Cells in `area` changed. A small area is drawn again at once where its
    // tiles were drawn; of a large one, the tiles meeting `urgent` are drawn at
    // once and the others left to drawInBackground().
    void update(const QRect& area, const QRect& urgent = {});
    // Draws every tile meeting `area` not drawn yet, at once (stopping the background drawing meanwhile).
    void drawNow(const QRect& area);
    bool isDrawn(const QRect& area) const;
    bool isFullyDrawn() const { return undrawn_.load() == 0; }

    // Draws the tiles not drawn yet on worker threads, those nearest `first`
    // first; tileDrawn follows each. Does nothing while it runs already.
    void drawInBackground(const QRect& first);
    bool drawingInBackground() const;
    // Stops the background drawing (a tile half drawn stays not drawn) and waits
    // for its workers: before the grid changes. Returns whether it was running.
    bool stopBackground();
    // Waits until the background drawing ends (tests, the bench).
    void waitForBackground();

signals:
    // A tile was drawn on a worker (delivered to the view's thread, queued).
    void tileDrawn(const QRect& cells);

private:
    QRgb colourOf(const uint8_t* rgb) const;
    // Draws the cells of `area` into the picture; false when `cancel` was set before it ended.
    bool drawCells(uchar* bits, const QRect& area, const std::atomic<bool>* cancel) const;
    QRect tileRect(int tile) const;
    std::vector<int> tilesMeeting(const QRect& area) const;
    void drawTiles(const std::vector<int>& tiles);
    void drawQueued();

    const worldmap::Schema& schema_;
    const worldmap::WorldGrid& grid_;
    int layer_;
    QImage image_;
    int tilesX_ = 0;
    int tilesY_ = 0;
    std::vector<std::atomic<bool>> drawn_;
    std::atomic<int> undrawn_ = 0;

    // The colour of a cell: the composite's fields, or the one field in false colour.
    bool composite_ = false;
    const worldmap::Field* single_ = nullptr;
    const worldmap::Field* elevation_ = nullptr;
    const worldmap::Field* vegetation_ = nullptr;
    const worldmap::Field* development_ = nullptr;
    const worldmap::Field* road_ = nullptr;
    const worldmap::Field* river_ = nullptr;
    std::vector<const worldmap::Field*> facilities_;
    std::vector<QRgb> singleColours_, elevationColours_, vegetationColours_, developmentColours_;

    struct Reduced {
        QImage image;
        QRect dirty;        // in cells
    };
    std::map<int, Reduced> reduced_;

    // The background drawing: workers take the queued tiles in turn.
    std::vector<int> queue_;
    std::atomic<size_t> next_ = 0;
    std::atomic<bool> cancel_ = false;
    uchar* backgroundBits_ = nullptr;
    std::vector<QFuture<void>> workers_;
};

// The landmasses overlay: each landmass (4-connected land, as the schema's
// first landmass_pair rule defines land) in a translucent colour of its own,
// what is not land transparent; one pixel a cell. A null image when the
// schema defines no land.
QImage landmassImage(const worldmap::Schema& schema, const worldmap::WorldGrid& grid);

// The colour of a field's value as the legend and the false-colour layer show it.
QColor fieldValueColour(const worldmap::Field& field, int value);

} // namespace incursion::studio
