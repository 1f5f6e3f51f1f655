#include "world/world_rendering.h"

#include "worldmap/cell_matcher.h"
#include "worldmap/landmass.h"

#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <cmath>
#include <vector>

namespace incursion::studio {

using worldmap::Field;
using worldmap::WorldGrid;

namespace {

const Field* fieldNamed(const worldmap::Schema& schema, const char* name)
{
    const int index = schema.fieldIndex(name);
    return index < 0 ? nullptr : &schema.fields[size_t(index)];
}

QRgb mix(QRgb a, QRgb b, int percentB)
{
    const auto channel = [&](int ca, int cb) { return (ca * (100 - percentB) + cb * percentB) / 100; };
    return qRgb(channel(qRed(a), qRed(b)), channel(qGreen(a), qGreen(b)), channel(qBlue(a), qBlue(b)));
}

} // namespace

QColor fieldValueColour(const Field& field, int value)
{
    return QColor::fromRgb(QRgb(0xff000000u | field.colour(value)));
}

LayerImage::LayerImage(const worldmap::Schema& schema, int layer)
    : schema_(schema)
    , layer_(layer)
{
    elevation_ = fieldNamed(schema, "elevation");
    vegetation_ = fieldNamed(schema, "vegetation");
    development_ = fieldNamed(schema, "development");
    road_ = fieldNamed(schema, "road");
    river_ = fieldNamed(schema, "river");
    harbor_ = fieldNamed(schema, "harbor");
    stables_ = fieldNamed(schema, "stables");
    airport_ = fieldNamed(schema, "airport");
}

void LayerImage::update(const WorldGrid& grid, const QRect& requested)
{
    QRect area = requested;
    if (image_.width() != grid.width() || image_.height() != grid.height()) {
        image_ = QImage(grid.width(), grid.height(), QImage::Format_RGB32);
        area = QRect(0, 0, grid.width(), grid.height());
    }
    area = area.intersected(QRect(0, 0, grid.width(), grid.height()));
    if (area.isEmpty())
        return;

    // Colour tables per field value, so a cell costs a few lookups.
    const auto table = [](const Field* field) {
        std::vector<QRgb> colours;
        if (field)
            for (int v = 0; v <= field->largestStored(); ++v)
                colours.push_back(0xff000000u | field->colour(v));
        return colours;
    };
    const bool composite = layer_ == kCompositeLayer && elevation_;
    const Field* single = layer_ >= 0 ? &schema_.fields[size_t(layer_)]
                                      : (composite ? nullptr : (schema_.fields.empty() ? nullptr : &schema_.fields[0]));
    const std::vector<QRgb> singleColours = table(single);
    const std::vector<QRgb> elevationColours = table(elevation_);
    const std::vector<QRgb> vegetationColours = table(vegetation_);
    const std::vector<QRgb> developmentColours = table(development_);

    uchar* const bits = image_.bits();        // detached here, once, before any worker writes
    const qsizetype stride = image_.bytesPerLine();
    const auto drawRows = [&](int top, int bottom) {
        for (int y = top; y <= bottom; ++y) {
            auto* line = reinterpret_cast<QRgb*>(bits + y * stride);
            const uint8_t* rgb = grid.cell(grid.index(area.left(), y));
            for (int x = area.left(); x <= area.right(); ++x, rgb += 3) {
                if (!composite) {
                    line[x] = single ? singleColours[size_t(WorldGrid::fieldOf(rgb, *single))] : qRgb(0, 0, 0);
                    continue;
                }
                const int elevation = WorldGrid::fieldOf(rgb, *elevation_);
                QRgb colour = elevationColours[size_t(elevation)];
                if (elevation > 0) {
                    // Vegetation over the ground, then shading by height: higher is lighter.
                    if (vegetation_)
                        colour = mix(colour, vegetationColours[size_t(WorldGrid::fieldOf(rgb, *vegetation_))], 55);
                    colour = mix(colour, elevation >= 4 ? qRgb(235, 235, 235) : qRgb(0, 0, 0), elevation >= 4 ? 35 : 10 * (4 - elevation));
                    if (development_) {
                        const int development = WorldGrid::fieldOf(rgb, *development_);
                        if (development == 1)
                            colour = mix(colour, developmentColours[1], 50);
                        else if (development >= 2)
                            colour = developmentColours[size_t(development)];
                    }
                }
                if (river_ && WorldGrid::fieldOf(rgb, *river_))
                    colour = mix(colour, 0xff000000u | river_->colour(1), 75);
                if (road_ && WorldGrid::fieldOf(rgb, *road_))
                    colour = mix(colour, 0xff000000u | road_->colour(1), 70);
                for (const Field* facility : {harbor_, stables_, airport_})
                    if (facility && WorldGrid::fieldOf(rgb, *facility))
                        colour = 0xff000000u | facility->colour(1);
                line[x] = colour;
            }
        }
    };
    // A large area (opening a world, a regeneration) is drawn in bands on every core;
    // each band writes its own rows of the image.
    constexpr int kBand = 64;
    if (qint64(area.width()) * area.height() < (1 << 18)) {
        drawRows(area.top(), area.bottom());
        return;
    }
    std::vector<int> bands;
    for (int top = area.top(); top <= area.bottom(); top += kBand)
        bands.push_back(top);
    QtConcurrent::blockingMap(bands, [&](int top) { drawRows(top, std::min(top + kBand - 1, area.bottom())); });
}

QImage landmassImage(const worldmap::Schema& schema, const WorldGrid& grid)
{
    const auto rule = std::find_if(schema.rules.begin(), schema.rules.end(),
                                   [](const worldmap::Rule& r) { return r.kind == worldmap::RuleKind::LandmassPair; });
    if (rule == schema.rules.end())
        return {};
    const std::vector<uint32_t> labels = worldmap::labelLandmasses(grid, worldmap::CellMatcher(schema, rule->land));
    QImage image(grid.width(), grid.height(), QImage::Format_ARGB32_Premultiplied);
    std::vector<QRgb> colours{qRgba(0, 0, 0, 0)};
    for (int y = 0; y < grid.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        const uint32_t* label = labels.data() + size_t(y) * size_t(grid.width());
        for (int x = 0; x < grid.width(); ++x) {
            // Labels come in raster order: each new one is the next colour, hues a golden
            // angle apart from a warm orange (the first landmass must not look like sea).
            while (label[x] >= colours.size()) {
                const double hue = std::fmod(0.08 + double(colours.size() - 1) * 0.618033988749895, 1.0);
                colours.push_back(QColor::fromHsvF(float(hue), 0.75f, 1.0f, 0.5f).rgba());
                colours.back() = qPremultiply(colours.back());
            }
            line[x] = colours[label[x]];
        }
    }
    return image;
}

} // namespace incursion::studio
