// What the map view draws: a layer is the composite picture (elevation shading,
// water, vegetation, settlements, roads, rivers, facilities) or one field in
// false colour (its values' colours from the schema). Each layer is kept as a
// QImage the size of the world, one pixel a cell, and redrawn only where cells
// changed; the view scales the visible part.
#pragma once

#include "worldmap/schema.h"
#include "worldmap/world_grid.h"

#include <QColor>
#include <QImage>
#include <QRect>

#include <optional>

namespace incursion::studio {

// -1 is the composite; 0.. a field of the schema.
constexpr int kCompositeLayer = -1;

class LayerImage {
public:
    LayerImage(const worldmap::Schema& schema, int layer);
    int layer() const { return layer_; }
    const QImage& image() const { return image_; }
    // Redraws the cells of `area` (clipped to the world); the whole world when the size changed.
    void update(const worldmap::WorldGrid& grid, const QRect& area);

private:
    const worldmap::Schema& schema_;
    int layer_;
    QImage image_;
    // The composite's fields, when the schema has them.
    const worldmap::Field* elevation_ = nullptr;
    const worldmap::Field* vegetation_ = nullptr;
    const worldmap::Field* development_ = nullptr;
    const worldmap::Field* road_ = nullptr;
    const worldmap::Field* river_ = nullptr;
    const worldmap::Field* harbor_ = nullptr;
    const worldmap::Field* stables_ = nullptr;
    const worldmap::Field* airport_ = nullptr;
};

// The landmasses overlay: each landmass (4-connected land, as the schema's
// first landmass_pair rule defines land) in a translucent colour of its own,
// what is not land transparent; one pixel a cell. A null image when the
// schema defines no land.
QImage landmassImage(const worldmap::Schema& schema, const worldmap::WorldGrid& grid);

// The colour of a field's value as the legend and the false-colour layer show it.
QColor fieldValueColour(const worldmap::Field& field, int value);

} // namespace incursion::studio
