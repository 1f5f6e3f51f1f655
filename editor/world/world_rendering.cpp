#include "world/world_rendering.h"

#include "worldmap/cell_matcher.h"
#include "worldmap/landmass.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <array>
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

// The colours of the byte values met lately, by value: a cell's colour depends on its three
// bytes only, and the cells drawn together repeat a few values (sea, plains, forest), where
// colourOf mixes several fields a cell.
class ColourMemo {
public:
    template <class Compute>
    QRgb colour(const uint8_t* rgb, const Compute& compute)
    {
        const uint32_t key = uint32_t(rgb[0]) << 16 | uint32_t(rgb[1]) << 8 | uint32_t(rgb[2]);
        Entry& entry = entries_[(key * 2654435761u) >> (32 - kBits)];
        if (entry.key != key) {
            entry.key = key;
            entry.colour = compute(rgb);
        }
        return entry.colour;
    }

private:
    static constexpr int kBits = 10;
    struct Entry {
        uint32_t key = 0xffffffffu;     // no cell's bytes
        QRgb colour = 0;
    };
    std::array<Entry, size_t(1) << kBits> entries_{};
};

} // namespace

QColor fieldValueColour(const Field& field, int value)
{
    return QColor::fromRgb(QRgb(0xff000000u | field.colour(value)));
}

LayerImage::LayerImage(const worldmap::Schema& schema, const WorldGrid& grid, int layer)
    : schema_(schema)
    , grid_(grid)
    , layer_(layer)
    , image_(grid.width(), grid.height(), QImage::Format_RGB32)
    , tilesX_((grid.width() + kTileSide - 1) / kTileSide)
    , tilesY_((grid.height() + kTileSide - 1) / kTileSide)
    , drawn_(size_t(tilesX_) * size_t(tilesY_))
    , undrawn_(tilesX_ * tilesY_)
{
    elevation_ = fieldNamed(schema, "elevation");
    vegetation_ = fieldNamed(schema, "vegetation");
    development_ = fieldNamed(schema, "development");
    road_ = fieldNamed(schema, "road");
    river_ = fieldNamed(schema, "river");
    for (const char* facility : {"harbor", "stables", "airport"})
        if (const Field* field = fieldNamed(schema, facility))
            facilities_.push_back(field);
    composite_ = layer_ == kCompositeLayer && elevation_;
    single_ = layer_ >= 0 ? &schema_.fields[size_t(layer_)]
                          : (composite_ || schema_.fields.empty() ? nullptr : &schema_.fields[0]);
    // Colour tables per field value, so a cell costs a few lookups.
    const auto table = [](const Field* field) {
        std::vector<QRgb> colours;
        if (field)
            for (int v = 0; v <= field->largestStored(); ++v)
                colours.push_back(0xff000000u | field->colour(v));
        return colours;
    };
    singleColours_ = table(single_);
    elevationColours_ = table(elevation_);
    vegetationColours_ = table(vegetation_);
    developmentColours_ = table(development_);
}

LayerImage::~LayerImage()
{
    stopBackground();
}

QRgb LayerImage::colourOf(const uint8_t* rgb) const
{
    if (!composite_)
        return single_ ? singleColours_[size_t(WorldGrid::fieldOf(rgb, *single_))] : qRgb(0, 0, 0);
    const int elevation = WorldGrid::fieldOf(rgb, *elevation_);
    QRgb colour = elevationColours_[size_t(elevation)];
    if (elevation > 0) {
        // Vegetation over the ground, then shading by height: higher is lighter.
        if (vegetation_)
            colour = mix(colour, vegetationColours_[size_t(WorldGrid::fieldOf(rgb, *vegetation_))], 55);
        colour = mix(colour, elevation >= 4 ? qRgb(235, 235, 235) : qRgb(0, 0, 0), elevation >= 4 ? 35 : 10 * (4 - elevation));
        if (development_) {
            const int development = WorldGrid::fieldOf(rgb, *development_);
            if (development == 1)
                colour = mix(colour, developmentColours_[1], 50);
            else if (development >= 2)
                colour = developmentColours_[size_t(development)];
        }
    }
    if (river_ && WorldGrid::fieldOf(rgb, *river_))
        colour = mix(colour, 0xff000000u | river_->colour(1), 75);
    if (road_ && WorldGrid::fieldOf(rgb, *road_))
        colour = mix(colour, 0xff000000u | road_->colour(1), 70);
    for (const Field* facility : facilities_)
        if (WorldGrid::fieldOf(rgb, *facility))
            colour = 0xff000000u | facility->colour(1);
    return colour;
}

bool LayerImage::drawCells(uchar* bits, const QRect& area, const std::atomic<bool>* cancel) const
{
    const qsizetype stride = image_.bytesPerLine();
    ColourMemo memo;
    const auto compute = [this](const uint8_t* rgb) { return colourOf(rgb); };
    for (int y = area.top(); y <= area.bottom(); ++y) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return false;
        auto* line = reinterpret_cast<QRgb*>(bits + y * stride);
        const uint8_t* rgb = grid_.cell(grid_.index(area.left(), y));
        for (int x = area.left(); x <= area.right(); ++x, rgb += 3)
            line[x] = memo.colour(rgb, compute);
    }
    return true;
}

QRect LayerImage::tileRect(int tile) const
{
    const QRect rect((tile % tilesX_) * kTileSide, (tile / tilesX_) * kTileSide, kTileSide, kTileSide);
    return rect.intersected(QRect(0, 0, grid_.width(), grid_.height()));
}

std::vector<int> LayerImage::tilesMeeting(const QRect& requested) const
{
    std::vector<int> tiles;
    const QRect area = requested.intersected(QRect(0, 0, grid_.width(), grid_.height()));
    if (area.isEmpty())
        return tiles;
    for (int ty = area.top() / kTileSide; ty <= area.bottom() / kTileSide; ++ty)
        for (int tx = area.left() / kTileSide; tx <= area.right() / kTileSide; ++tx)
            tiles.push_back(ty * tilesX_ + tx);
    return tiles;
}

bool LayerImage::isDrawn(const QRect& area) const
{
    const std::vector<int> tiles = tilesMeeting(area);
    return std::all_of(tiles.begin(), tiles.end(), [&](int tile) { return drawn_[size_t(tile)].load(); });
}

void LayerImage::drawTiles(const std::vector<int>& tiles)
{
    // On this thread: the tiles of a frame are a screenful of cells, and the pool's threads may all be
    // busy for seconds (a full rule check, the networks), so a frame handed to them would wait.
    uchar* const bits = image_.bits();
    for (const int tile : tiles) {
        drawCells(bits, tileRect(tile), nullptr);
        drawn_[size_t(tile)] = true;
        --undrawn_;
    }
}

void LayerImage::drawNow(const QRect& area)
{
    std::vector<int> tiles = tilesMeeting(area);
    std::erase_if(tiles, [&](int tile) { return drawn_[size_t(tile)].load(); });
    if (tiles.empty())
        return;
    stopBackground();
    drawTiles(tiles);
}

void LayerImage::update(const QRect& requested, const QRect& urgent)
{
    const QRect area = requested.intersected(QRect(0, 0, grid_.width(), grid_.height()));
    if (area.isEmpty())
        return;
    stopBackground();
    for (auto& [cellsPerPixel, picture] : reduced_)
        picture.dirty |= area;
    // A brush stamp, a line, a fix: drawn again at once where the picture was drawn
    // (a tile not drawn yet is drawn whole from the grid as it is now, later).
    constexpr qint64 kDrawAtOnce = 1 << 16;
    if (qint64(area.width()) * area.height() <= kDrawAtOnce) {
        uchar* const bits = image_.bits();
        for (const int tile : tilesMeeting(area))
            if (drawn_[size_t(tile)])
                drawCells(bits, area.intersected(tileRect(tile)), nullptr);
        return;
    }
    // A fill, a paste, an undo of the whole world: what the view shows now, the rest in the background.
    for (const int tile : tilesMeeting(area))
        if (drawn_[size_t(tile)].exchange(false))
            ++undrawn_;
    drawNow(area.intersected(urgent));
}

const QImage& LayerImage::reduced(int cellsPerPixel)
{
    Reduced& picture = reduced_[cellsPerPixel];
    const int side = cellsPerPixel;
    const int width = grid_.width(), height = grid_.height();
    if (picture.image.isNull()) {
        picture.image = QImage((width + side - 1) / side, (height + side - 1) / side, QImage::Format_RGB32);
        picture.dirty = QRect(0, 0, width, height);
    }
    if (picture.dirty.isEmpty())
        return picture.image;
    // Each pixel the colour of its block's middle cell (the last cell of a block cut by the world's edge).
    const QRect pixels(QPoint(picture.dirty.left() / side, picture.dirty.top() / side),
                       QPoint(picture.dirty.right() / side, picture.dirty.bottom() / side));
    picture.dirty = QRect();
    uchar* const bits = picture.image.bits();
    const qsizetype stride = picture.image.bytesPerLine();
    // On this thread, as drawTiles (a quarter of the cells at most, at 2 cells a pixel; a sixty-fourth at 8).
    ColourMemo memo;
    const auto compute = [this](const uint8_t* rgb) { return colourOf(rgb); };
    for (int py = pixels.top(); py <= pixels.bottom(); ++py) {
        auto* line = reinterpret_cast<QRgb*>(bits + py * stride);
        const int y = std::min(py * side + side / 2, height - 1);
        for (int px = pixels.left(); px <= pixels.right(); ++px)
            line[px] = memo.colour(grid_.cell(grid_.index(std::min(px * side + side / 2, width - 1), y)), compute);
    }
    return picture.image;
}

int LayerImage::cellsPerPixelAt(double zoom)
{
    constexpr int kMostReduced = 64;
    int side = 1;
    while (side < kMostReduced && side * 2 * zoom <= 1.0)
        side *= 2;
    return side;
}

const QImage& LayerImage::picture(double zoom, const QRect& cells, int* cellsPerPixel)
{
    const int side = cellsPerPixelAt(zoom);
    *cellsPerPixel = side;
    if (side > 1)
        return reduced(side);
    drawNow(cells);
    return image_;
}

void LayerImage::drawInBackground(const QRect& first)
{
    if (undrawn_.load() == 0 || drawingInBackground())
        return;
    workers_.clear();
    queue_.clear();
    for (size_t tile = 0; tile < drawn_.size(); ++tile)
        if (!drawn_[tile])
            queue_.push_back(int(tile));
    const QPoint centre = first.isEmpty() ? QPoint(0, 0) : first.center();
    const auto distance = [&](int tile) { return (tileRect(tile).center() - centre).manhattanLength(); };
    std::stable_sort(queue_.begin(), queue_.end(), [&](int a, int b) { return distance(a) < distance(b); });
    next_ = 0;
    cancel_ = false;
    backgroundBits_ = image_.bits();        // detached here, before the workers start
    const int workers = std::max(1, QThreadPool::globalInstance()->maxThreadCount());
    for (int i = 0; i < workers; ++i)
        workers_.push_back(QtConcurrent::run([this] { drawQueued(); }));
}

void LayerImage::drawQueued()
{
    while (!cancel_.load(std::memory_order_relaxed)) {
        const size_t next = next_++;
        if (next >= queue_.size())
            return;
        const int tile = queue_[next];
        if (drawn_[size_t(tile)])
            continue;
        const QRect cells = tileRect(tile);
        if (!drawCells(backgroundBits_, cells, &cancel_))
            return;     // stopped half way: the tile stays not drawn
        drawn_[size_t(tile)] = true;
        --undrawn_;
        emit tileDrawn(cells);
    }
}

bool LayerImage::drawingInBackground() const
{
    return std::any_of(workers_.begin(), workers_.end(), [](const QFuture<void>& worker) { return !worker.isFinished(); });
}

bool LayerImage::stopBackground()
{
    if (workers_.empty())
        return false;
    const bool running = drawingInBackground();
    cancel_ = true;
    waitForBackground();
    cancel_ = false;
    return running;
}

void LayerImage::waitForBackground()
{
    for (QFuture<void>& worker : workers_)
        worker.waitForFinished();
    workers_.clear();
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
