#include "world/world_view.h"

#include "world/world_document.h"
#include "world/world_selection.h"
#include "worldmap/scourge_fields.h"

#include <QElapsedTimer>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace incursion::studio {

namespace {
constexpr double kMinZoom = 1.0 / 16;
constexpr double kMaxZoom = 64;
const QColor kTravelColours[] = {QColor(255, 255, 255), QColor(200, 120, 40), QColor(60, 220, 255), QColor(255, 240, 120)};

// Where a service's marker (and its network's lines) sit in a cell: harbor left, stables in the middle, airport right.
QPointF serviceOffset(worldmap::Service service, double zoom)
{
    const double r = std::max(2.0, zoom * 0.3);
    return QPointF((int(service) - 1) * r * 0.9, 0);
}
} // namespace

WorldView::WorldView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(200, 150);
    // Landmasses are a pass over the whole world: redrawn once a stroke pauses, not every stamp.
    markTimer_.setSingleShot(true);
    markTimer_.setInterval(kMarkMs);
    connect(&markTimer_, &QTimer::timeout, this, [this] { setMarkedCell(std::nullopt); });
    landmassTimer_.setSingleShot(true);
    landmassTimer_.setInterval(250);
    connect(&landmassTimer_, &QTimer::timeout, this, &WorldView::redrawLandmasses);
    // So are the networks (on a worker): once a stroke pauses.
    networksTimer_.setSingleShot(true);
    networksTimer_.setInterval(250);
    connect(&networksTimer_, &QTimer::timeout, this, &WorldView::rebuildNetworks);
    connect(&networksWatcher_, &QFutureWatcherBase::finished, this, &WorldView::networksBuilt);
    backgroundTimer_.setSingleShot(true);
    backgroundTimer_.setInterval(0);
    connect(&backgroundTimer_, &QTimer::timeout, this, &WorldView::drawInBackground);
}

WorldView::~WorldView()
{
    networksWatcher_.waitForFinished();
}

void WorldView::setDocument(WorldDocument* document, const Selection* selection)
{
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    selection_ = selection;
    layers_.clear();
    landmasses_ = QImage();
    networksWatcher_.waitForFinished();
    networks_.clear();
    networksOfCell_.clear();
    networkBits_.clear();
    networksShown_ = false;
    networksRunning_ = false;
    networksStale_ = false;
    if (!document_)
        return update();
    connect(document_, &WorldDocument::changed, this, &WorldView::onCellsChanged);
    // The grid is about to change under the background drawing: it stops, and starts again afterwards.
    connect(document_, &WorldDocument::aboutToChange, this, [this] {
        for (WorldLayer& layer : layers_)
            if (layer.image->stopBackground())
                backgroundTimer_.start();
    });
    showLayer(kCompositeLayer, 1.0);
    if (overlays_ & Landmasses)
        redrawLandmasses();
    // The networks are a pass over the whole world (and a copy of it for the worker): worked out
    // shortly after the first frame, not before it.
    if (overlays_ & Networks)
        networksTimer_.start();
    update();
}

void WorldView::showLayer(int field, double opacity)
{
    for (WorldLayer& layer : layers_)
        if (layer.image->layer() == field) {
            layer.opacity = opacity;
            layer.visible = true;
            return update();
        }
    WorldLayer layer;
    // Drawn when painted: what is visible at once, then the rest in the background.
    layer.image = std::make_unique<LayerImage>(document_->schema(), document_->grid(), field);
    connect(layer.image.get(), &LayerImage::tileDrawn, this, &WorldView::updateCells);
    layer.opacity = opacity;
    layers_.push_back(std::move(layer));
    update();
}

void WorldView::hideLayer(int field)
{
    for (WorldLayer& layer : layers_)
        if (layer.image->layer() == field)
            layer.visible = false;
    update();
}

bool WorldView::isLayerShown(int field) const
{
    return std::any_of(layers_.begin(), layers_.end(),
                       [&](const WorldLayer& layer) { return layer.image->layer() == field && layer.visible; });
}

void WorldView::setOverlays(int overlays)
{
    overlays_ = overlays;
    if (!(overlays_ & Landmasses))
        landmasses_ = QImage();
    else if (landmasses_.isNull())
        redrawLandmasses();
    if (!(overlays_ & Networks)) {
        networks_.clear();
        networksOfCell_.clear();
        networkBits_.clear();
        networksShown_ = false;
        networksTimer_.stop();
        networksStale_ = false;
    } else if (!networksShown_) {
        rebuildNetworks();
    }
    update();
}

void WorldView::redrawLandmasses()
{
    if (!document_ || !(overlays_ & Landmasses))
        return;
    landmasses_ = landmassImage(document_->schema(), document_->grid());
    update();
}

void WorldView::rebuildNetworks()
{
    if (!document_ || !(overlays_ & Networks))
        return;
    if (networksRunning_) {
        networksStale_ = true;      // once it ends, again from the grid as it is then
        return;
    }
    networksStale_ = false;
    networksRunning_ = true;
    // The worker reads its own copy: the document's grid changes as the author paints.
    networksWatcher_.setFuture(QtConcurrent::run([schema = document_->schema(), grid = document_->grid()] {
        NetworksBuilt built;
        try {
            built.networks = worldmap::serviceNetworks(schema, grid);
            const worldmap::ScourgeFields f(schema);
            built.bits.resize(grid.cellCount());
            for (int y = 0; y < grid.height(); ++y)
                for (int x = 0; x < grid.width(); ++x)
                    built.bits[grid.index(x, y)] = worldmap::networkBits(f, grid, x, y);
        } catch (const std::invalid_argument&) {
            built = {};         // a schema without the services has no networks
        }
        return built;
    }));
}

bool WorldView::networkBitsChanged(const QRect& area) const
{
    // Unknown (no services in the schema, or not worked out yet) or too large to compare at once: assume so.
    constexpr qint64 kLargestCompared = 256 * 256;
    if (networkBits_.empty() || qint64(area.width()) * area.height() > kLargestCompared)
        return true;
    const worldmap::WorldGrid& grid = document_->grid();
    const worldmap::ScourgeFields f(document_->schema());
    const QRect cells = area.intersected(document_->bounds());
    for (int y = cells.top(); y <= cells.bottom(); ++y)
        for (int x = cells.left(); x <= cells.right(); ++x)
            if (worldmap::networkBits(f, grid, x, y) != networkBits_[grid.index(x, y)])
                return true;
    return false;
}

void WorldView::networksBuilt()
{
    if (!networksRunning_)
        return;         // the document was replaced meanwhile: not its networks
    networksRunning_ = false;
    if (networksStale_)
        return rebuildNetworks();
    if (!document_ || !(overlays_ & Networks))
        return;
    NetworksBuilt built = networksWatcher_.result();
    networks_ = std::move(built.networks);
    networkBits_ = std::move(built.bits);
    networksOfCell_.clear();
    for (size_t n = 0; n < networks_.size(); ++n)
        for (const auto& [x, y] : networks_[n].cells)
            networksOfCell_.emplace_back(document_->grid().index(x, y), int(n));
    std::sort(networksOfCell_.begin(), networksOfCell_.end());
    networksShown_ = true;
    update();
    emit networksChanged();
}

std::vector<int> WorldView::networksAt(QPoint cell) const
{
    if (!document_ || !document_->grid().contains(cell.x(), cell.y()))
        return {};
    const size_t index = document_->grid().index(cell.x(), cell.y());
    std::vector<int> found;
    for (auto it = std::lower_bound(networksOfCell_.begin(), networksOfCell_.end(), std::pair{index, 0});
         it != networksOfCell_.end() && it->first == index; ++it)
        found.push_back(it->second);
    return found;
}

void WorldView::onCellsChanged(const QRect& area)
{
    setMarkedCell(std::nullopt);        // an edit: the cell gone to has served
    // Of a large change, the visible cells are drawn at once when the view shows the full picture
    // (zoomed out it shows a reduced one, made from the grid when painted).
    const QRect urgent = LayerImage::cellsPerPixelAt(zoom_) == 1 ? visibleCells() : QRect();
    for (WorldLayer& layer : layers_)
        layer.image->update(area, urgent);
    if (overlays_ & Landmasses)
        landmassTimer_.start();
    // Only an edit of what the networks depend on works them out again; while that is pending or
    // running, every edit counts (the kept bits are older than it).
    if ((overlays_ & Networks) && (networksTimer_.isActive() || networksRunning_ || networkBitsChanged(area)))
        networksTimer_.start();
    updateCells(area);
}

void WorldView::updateCells(const QRect& cells)
{
    // Only the cells' part of the widget (with a margin for the lines between cells).
    const QPointF topLeft = positionOf(cells.topLeft());
    const QPointF bottomRight = positionOf(cells.bottomRight() + QPoint(1, 1));
    update(QRectF(topLeft, bottomRight).toAlignedRect().adjusted(-int(zoom_) - 2, -int(zoom_) - 2, int(zoom_) + 2,
                                                                 int(zoom_) + 2)
               .intersected(rect()));
}

void WorldView::updatePreview()
{
    if (!hover_ || !document_)
        return;
    QRect cells(*hover_, QSize(1, 1));
    if (preview_)
        for (const QPoint& cell : preview_(*hover_))
            cells |= QRect(cell, QSize(1, 1));
    updateCells(cells);
}

void WorldView::drawInBackground()
{
    const QRect first = visibleCells();
    for (WorldLayer& layer : layers_)
        layer.image->drawInBackground(first);
}

QPoint WorldView::cellAt(QPointF position) const
{
    const QPointF world = origin_ + position / zoom_;
    return QPoint(int(std::floor(world.x())), int(std::floor(world.y())));
}

QPointF WorldView::positionOf(QPointF cell) const
{
    return (cell - origin_) * zoom_;
}

QRect WorldView::visibleCells() const
{
    if (!document_)
        return {};
    const QPoint topLeft = cellAt(QPointF(0, 0));
    const QPoint bottomRight = cellAt(QPointF(width() - 1, height() - 1));
    return QRect(topLeft, bottomRight).intersected(document_->bounds());
}

void WorldView::setZoom(double zoom, QPointF anchor)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (anchor.x() < 0)
        anchor = QPointF(width() / 2.0, height() / 2.0);
    const QPointF world = origin_ + anchor / zoom_;
    zoom_ = zoom;
    origin_ = world - anchor / zoom_;
    clampOrigin();
    update();
    emit viewChanged();
}

void WorldView::zoomIn()
{
    setZoom(zoom_ * 2);
}

void WorldView::zoomOut()
{
    setZoom(zoom_ / 2);
}

void WorldView::fitWorld()
{
    if (!document_)
        return;
    const QRect world = document_->bounds();
    double zoom = std::min(double(width()) / world.width(), double(height()) / world.height());
    // Whole pixels a cell when zoomed in, powers of two when zoomed out: crisp cells.
    zoom = zoom >= 1 ? std::floor(zoom) : std::pow(2.0, std::floor(std::log2(zoom)));
    zoom_ = std::clamp(zoom, kMinZoom, kMaxZoom);
    origin_ = QPointF(world.width() / 2.0, world.height() / 2.0) - QPointF(width(), height()) / (2 * zoom_);
    update();
    emit viewChanged();
}

void WorldView::centreOn(QPoint cell)
{
    origin_ = QPointF(cell) + QPointF(0.5, 0.5) - QPointF(width(), height()) / (2 * zoom_);
    clampOrigin();
    setMarkedCell(cell);
    emit viewChanged();
}

void WorldView::clampOrigin()
{
    if (!document_)
        return;
    // Keep at least a quarter of the view on the world.
    const QSizeF view = QSizeF(width(), height()) / zoom_;
    origin_.setX(std::clamp(origin_.x(), -view.width() * 0.75, document_->grid().width() - view.width() * 0.25));
    origin_.setY(std::clamp(origin_.y(), -view.height() * 0.75, document_->grid().height() - view.height() * 0.25));
}

void WorldView::setRoute(std::vector<worldmap::TravelLeg> legs, std::optional<QPoint> from, std::optional<QPoint> to)
{
    route_ = std::move(legs);
    routeFrom_ = from;
    routeTo_ = to;
    update();
}

void WorldView::setMarkedCell(std::optional<QPoint> cell)
{
    if (cell)
        markTimer_.start();
    else
        markTimer_.stop();
    if (marked_ == cell)
        return;
    marked_ = cell;
    update();
}

void WorldView::paintEvent(QPaintEvent* event)
{
    QElapsedTimer timer;
    timer.start();
    QPainter painter(this);
    painter.fillRect(event->rect(), palette().color(QPalette::Dark));
    if (!document_)
        return;
    // Only the cells under the part being repainted.
    const QRect cells = QRect(cellAt(event->rect().topLeft()), cellAt(event->rect().bottomRight()))
                            .intersected(document_->bounds());
    if (!cells.isEmpty()) {
        const QRectF target(positionOf(cells.topLeft()), positionOf(cells.bottomRight() + QPoint(1, 1)));
        for (const WorldLayer& layer : layers_) {
            if (!layer.visible || layer.opacity <= 0)
                continue;
            painter.setOpacity(layer.opacity);
            int cellsPerPixel = 1;
            const QImage& picture = layer.image->picture(zoom_, cells, &cellsPerPixel);
            const QRectF source(QPointF(cells.topLeft()) / cellsPerPixel, QSizeF(cells.size()) / cellsPerPixel);
            painter.drawImage(target, picture, source);
        }
        painter.setOpacity(1.0);
        if (!landmasses_.isNull())
            painter.drawImage(target, landmasses_, QRectF(cells));
        drawOverlays(painter, cells);
    }
    lastPaintMs_ = double(timer.nsecsElapsed()) / 1e6;
    // The frame is shown: now the rest of the pictures.
    drawInBackground();
}

void WorldView::drawOverlays(QPainter& painter, const QRect& cells)
{
    const auto centre = [&](int x, int y) { return positionOf(QPointF(x + 0.5, y + 0.5)); };
    const worldmap::WorldGrid& grid = document_->grid();
    const worldmap::Schema& schema = document_->schema();
    const auto fieldOrNull = [&](const char* name) {
        const int index = schema.fieldIndex(name);
        return index < 0 ? nullptr : &schema.fields[size_t(index)];
    };
    // Every cell under the repainted part is visited for each overlay below: straight over the
    // pixel bytes, with the fields looked up once, so a frame costs a pass over a screenful of bytes.
    const size_t stride = size_t(grid.width()) * 3;
    // Lines between cells only make sense when a cell is a few pixels wide.
    if ((overlays_ & Roads) && zoom_ >= 4) {
        for (const auto& [name, colour, width] : {std::tuple{"river", QColor(40, 110, 255), 0.35},
                                                  std::tuple{"road", QColor(120, 70, 30), 0.22}}) {
            const worldmap::Field* field = fieldOrNull(name);
            if (!field)
                continue;
            const auto on = [&](const uint8_t* rgb) { return worldmap::WorldGrid::fieldOf(rgb, *field) != 0; };
            // One pen for all: drawn as one batch of lines and one of points.
            std::vector<QLineF> lines;
            std::vector<QPointF> points;
            for (int y = cells.top(); y <= cells.bottom(); ++y) {
                const uint8_t* rgb = grid.cell(grid.index(cells.left(), y));
                for (int x = cells.left(); x <= cells.right(); ++x, rgb += 3) {
                    if (!on(rgb))
                        continue;
                    const bool right = x + 1 < grid.width() && on(rgb + 3);
                    const bool down = y + 1 < grid.height() && on(rgb + stride);
                    if (right)
                        lines.emplace_back(centre(x, y), centre(x + 1, y));
                    if (down)
                        lines.emplace_back(centre(x, y), centre(x, y + 1));
                    const bool left = x > 0 && on(rgb - 3);
                    const bool up = y > 0 && on(rgb - stride);
                    if (!right && !down && !left && !up)
                        points.push_back(centre(x, y));
                }
            }
            painter.setPen(QPen(colour, std::max(1.5, zoom_ * width), Qt::SolidLine, Qt::RoundCap));
            painter.drawLines(lines.data(), int(lines.size()));
            painter.drawPoints(points.data(), int(points.size()));
        }
    }
    if (overlays_ & Networks)
        drawNetworks(painter, cells);
    if ((overlays_ & Networks) && zoom_ >= 2) {
        // A service as a marker: harbor an anchor-blue square, stables a brown disc, airport a white diamond.
        std::vector<std::pair<worldmap::Service, const worldmap::Field*>> services;
        for (const worldmap::Service service : worldmap::kServices)
            if (const worldmap::Field* field = fieldOrNull(std::string(worldmap::serviceName(service)).c_str()))
                services.emplace_back(service, field);
        const double r = std::max(2.0, zoom_ * 0.3);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(Qt::black, 1));
        for (int y = cells.top(); y <= cells.bottom() && !services.empty(); ++y) {
            const uint8_t* rgb = grid.cell(grid.index(cells.left(), y));
            for (int x = cells.left(); x <= cells.right(); ++x, rgb += 3)
                for (const auto& [service, field] : services) {
                    if (!worldmap::WorldGrid::fieldOf(rgb, *field))
                        continue;
                    painter.setBrush(fieldValueColour(*field, 1));
                    const QPointF c = centre(x, y) + serviceOffset(service, zoom_);
                    painter.drawEllipse(c, r * 0.6, r * 0.6);
                }
        }
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setBrush(Qt::NoBrush);
    }
    if ((overlays_ & Grid) && zoom_ >= 8) {
        painter.setPen(QPen(QColor(0, 0, 0, 50), 0));
        for (int x = cells.left(); x <= cells.right() + 1; ++x)
            painter.drawLine(positionOf(QPointF(x, cells.top())), positionOf(QPointF(x, cells.bottom() + 1)));
        for (int y = cells.top(); y <= cells.bottom() + 1; ++y)
            painter.drawLine(positionOf(QPointF(cells.left(), y)), positionOf(QPointF(cells.right() + 1, y)));
    }
    const auto outline = [&](const QRect& rect, const QColor& colour) {
        painter.setPen(QPen(colour, 0));
        painter.drawRect(QRectF(positionOf(rect.topLeft()), positionOf(rect.bottomRight() + QPoint(1, 1))));
    };
    if (selection_ && !selection_->isEmpty()) {
        const QRect shown = selection_->bounds().intersected(cells);
        QColor fill(60, 140, 255, 80);
        if (zoom_ >= 1) {
            for (int y = shown.top(); y <= shown.bottom() && !shown.isEmpty(); ++y)
                for (int x = shown.left(); x <= shown.right(); ++x)
                    if (selection_->contains(x, y))
                        painter.fillRect(QRectF(positionOf(QPointF(x, y)), QSizeF(zoom_, zoom_)), fill);
        }
        outline(selection_->bounds(), QColor(60, 140, 255));
    }
    if (hover_ && preview_ && !panFrom_) {
        painter.setPen(Qt::NoPen);
        for (const QPoint& cell : preview_(*hover_))
            if (cells.contains(cell))
                painter.fillRect(QRectF(positionOf(cell), QSizeF(zoom_, zoom_)), QColor(255, 255, 255, 90));
        outline(QRect(*hover_, QSize(1, 1)), QColor(255, 255, 255));
    }
    if (marked_)
        outline(QRect(*marked_, QSize(1, 1)).adjusted(-1, -1, 1, 1), QColor(255, 60, 60));
    painter.setRenderHint(QPainter::Antialiasing);
    for (const worldmap::TravelLeg& leg : route_) {
        painter.setPen(QPen(kTravelColours[int(leg.mode)], std::max(2.0, zoom_ / 4), Qt::DashLine, Qt::RoundCap));
        painter.drawLine(centre(leg.from[0], leg.from[1]), centre(leg.to[0], leg.to[1]));
    }
    for (const std::optional<QPoint>& end : {routeFrom_, routeTo_})
        if (end) {
            painter.setPen(QPen(Qt::black, 1));
            painter.setBrush(end == routeFrom_ ? QColor(80, 255, 80) : QColor(255, 80, 80));
            painter.drawEllipse(centre(end->x(), end->y()), std::max(3.0, zoom_ / 3), std::max(3.0, zoom_ / 3));
        }
    painter.setBrush(Qt::NoBrush);
}

void WorldView::drawNetworks(QPainter& painter, const QRect& cells)
{
    const worldmap::Schema& schema = document_->schema();
    const QRectF shown = QRectF(cells).adjusted(-1, -1, 1, 1);
    painter.setRenderHint(QPainter::Antialiasing);
    for (const worldmap::ServiceNetwork& network : networks_) {
        const int field = schema.fieldIndex(std::string(worldmap::serviceName(network.service)));
        if (field < 0)
            continue;
        // Each kind in its field's colour from the schema, as its markers and the legend.
        painter.setPen(QPen(fieldValueColour(schema.fields[size_t(field)], 1), std::max(1.5, zoom_ * 0.15),
                            Qt::SolidLine, Qt::RoundCap));
        const QPointF offset = serviceOffset(network.service, zoom_);
        for (const auto& [a, b] : network.links) {
            const QPointF from(network.cells[a][0] + 0.5, network.cells[a][1] + 0.5);
            const QPointF to(network.cells[b][0] + 0.5, network.cells[b][1] + 0.5);
            if (!shown.intersects(QRectF(from, to).normalized().adjusted(-0.5, -0.5, 0.5, 0.5)))
                continue;
            painter.drawLine(positionOf(from) + offset, positionOf(to) + offset);
        }
    }
    painter.setRenderHint(QPainter::Antialiasing, false);
}

void WorldView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && spaceHeld_)) {
        panFrom_ = event->position();
        setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (!document_)
        return;
    toolDrag_ = event->button() == Qt::LeftButton;
    setMarkedCell(std::nullopt);        // a click: the cell gone to has served
    emit cellPressed(cellAt(event->position()), event->button(), event->modifiers());
}

void WorldView::mouseMoveEvent(QMouseEvent* event)
{
    if (panFrom_) {
        origin_ -= (event->position() - *panFrom_) / zoom_;
        panFrom_ = event->position();
        clampOrigin();
        update();
        emit viewChanged();
        return;
    }
    const QPoint cell = cellAt(event->position());
    if (hover_ != cell) {
        // Only the tool's preview where it was and where it is now (a stroke's cells repaint themselves).
        updatePreview();
        hover_ = cell;
        if (toolDrag_)
            emit cellDragged(cell);
        emit cellHovered(cell);
        updatePreview();
    }
}

void WorldView::mouseReleaseEvent(QMouseEvent* event)
{
    if (panFrom_) {
        panFrom_.reset();
        unsetCursor();
        return;
    }
    if (event->button() == Qt::LeftButton)
        toolDrag_ = false;
    emit cellReleased(cellAt(event->position()), event->button());
    update();
}

void WorldView::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        setZoom(event->angleDelta().y() > 0 ? zoom_ * 2 : zoom_ / 2, event->position());
    } else {
        // Scroll as Tiled does: the wheel moves the view, Shift sideways.
        QPointF delta = QPointF(event->angleDelta()) / 120.0 * 48.0 / zoom_;
        if (event->modifiers() & Qt::ShiftModifier)
            delta = QPointF(delta.y(), delta.x());
        origin_ -= delta;
        clampOrigin();
        update();
        emit viewChanged();
    }
    event->accept();
}

void WorldView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = true;
        setCursor(Qt::OpenHandCursor);
        return;
    }
    QWidget::keyPressEvent(event);
}

void WorldView::keyReleaseEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = false;
        unsetCursor();
        return;
    }
    QWidget::keyReleaseEvent(event);
}

void WorldView::leaveEvent(QEvent* event)
{
    updatePreview();
    hover_.reset();
    QWidget::leaveEvent(event);
}

} // namespace incursion::studio
