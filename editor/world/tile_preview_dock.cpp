#include "world/tile_preview_dock.h"

#include "world/world_editor.h"
#include "worldmap/local_tile.h"

#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QResizeEvent>
#include <QSpinBox>
#include <QVBoxLayout>

namespace incursion::studio {

namespace {

QRgb terrainColour(worldmap::LocalTerrain terrain)
{
    using worldmap::LocalTerrain;
    switch (terrain) {
    case LocalTerrain::Sea: return qRgb(20, 50, 150);
    case LocalTerrain::Water: return qRgb(60, 120, 230);
    case LocalTerrain::Sand: return qRgb(225, 205, 140);
    case LocalTerrain::Ground: return qRgb(150, 130, 95);
    case LocalTerrain::Grass: return qRgb(105, 170, 80);
    case LocalTerrain::Field: return qRgb(200, 180, 70);
    case LocalTerrain::Tree: return qRgb(30, 95, 40);
    case LocalTerrain::Rock: return qRgb(130, 130, 135);
    case LocalTerrain::Road: return qRgb(170, 120, 70);
    case LocalTerrain::Bridge: return qRgb(120, 80, 40);
    case LocalTerrain::Wall: return qRgb(60, 45, 40);
    case LocalTerrain::Floor: return qRgb(205, 185, 160);
    }
    return qRgb(0, 0, 0);
}

} // namespace

TilePreviewDock::TilePreviewDock(QWidget* parent)
    : QDockWidget(tr("Tile Preview"), parent)
    , picture_(new QLabel)
    , caption_(new QLabel)
    , size_(new QSpinBox)
{
    setObjectName(QStringLiteral("TilePreviewDock"));
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    auto* row = new QHBoxLayout;
    row->addWidget(caption_, 1);
    row->addWidget(new QLabel(tr("Tile size:")));
    size_->setRange(24, 256);
    size_->setValue(64);
    row->addWidget(size_);
    layout->addLayout(row);
    picture_->setAlignment(Qt::AlignCenter);
    picture_->setMinimumSize(160, 160);
    picture_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    layout->addWidget(picture_, 1);
    setWidget(body);
    refreshTimer_.setSingleShot(true);
    refreshTimer_.setInterval(0);
    connect(&refreshTimer_, &QTimer::timeout, this, &TilePreviewDock::refresh);
    connect(size_, &QSpinBox::valueChanged, this, [this] { refreshTimer_.start(); });
    setEditor(nullptr);
}

void TilePreviewDock::setEditor(WorldEditor* editor)
{
    if (editor_) {
        disconnect(editor_, nullptr, this, nullptr);
        // A closing tab's editor may already have let its document go.
        if (editor_->document())
            disconnect(editor_->document(), nullptr, this, nullptr);
    }
    editor_ = editor;
    widget()->setEnabled(editor != nullptr);
    if (editor_) {
        connect(editor_, &WorldEditor::currentCellChanged, this, [this] { refreshTimer_.start(); });
        connect(editor_->document(), &WorldDocument::changed, this, &TilePreviewDock::scheduleFor);
        connect(editor_->document(), &WorldDocument::seedChanged, this, [this] { refreshTimer_.start(); });
    }
    refresh();
}

void TilePreviewDock::scheduleFor(const QRect& changed)
{
    // The tile reads its cell and four neighbours; the strips read theirs: a change within two cells matters.
    if (cell_ && changed.intersects(QRect(*cell_ - QPoint(2, 2), QSize(5, 5))))
        refreshTimer_.start();
}

void TilePreviewDock::refresh()
{
    refreshTimer_.stop();
    cell_ = editor_ ? editor_->currentCell() : std::nullopt;
    if (!editor_ || !cell_) {
        image_ = QImage();
        ascii_.clear();
        caption_->setText(tr("No cell chosen"));
        picture_->clear();
        return;
    }
    const WorldDocument& document = *editor_->document();
    const int size = size_->value();
    QElapsedTimer timer;
    timer.start();
    image_ = QImage(size + 2 * kStrip, size + 2 * kStrip, QImage::Format_RGB32);
    image_.fill(palette().color(QPalette::Window));
    const auto draw = [&](const worldmap::LocalTile& tile, QPoint offset, const QRect& part) {
        for (int y = part.top(); y <= part.bottom(); ++y)
            for (int x = part.left(); x <= part.right(); ++x)
                image_.setPixel(offset.x() + x, offset.y() + y, terrainColour(tile.at(x, y)));
    };
    try {
        const uint64_t seed = document.seed();
        const worldmap::LocalTile tile = worldmap::generateLocalTile(
            document.schema(), document.grid(), worldmap::TileRequest{cell_->x(), cell_->y(), seed, size});
        draw(tile, QPoint(kStrip, kStrip), QRect(0, 0, size, size));
        ascii_ = QString::fromStdString(tile.ascii());
        // Each neighbour's strip next to the shared edge.
        const struct {
            QPoint step;
            QRect part;
            QPoint offset;
        } neighbours[] = {
            {QPoint(0, -1), QRect(0, size - kStrip, size, kStrip), QPoint(kStrip, kStrip - size)},
            {QPoint(0, 1), QRect(0, 0, size, kStrip), QPoint(kStrip, kStrip + size)},
            {QPoint(-1, 0), QRect(size - kStrip, 0, kStrip, size), QPoint(kStrip - size, kStrip)},
            {QPoint(1, 0), QRect(0, 0, kStrip, size), QPoint(kStrip + size, kStrip)},
        };
        for (const auto& neighbour : neighbours) {
            const QPoint n = *cell_ + neighbour.step;
            if (!document.grid().contains(n.x(), n.y()))
                continue;
            const worldmap::LocalTile other = worldmap::generateLocalTile(
                document.schema(), document.grid(), worldmap::TileRequest{n.x(), n.y(), seed, size});
            draw(other, neighbour.offset, neighbour.part);
        }
        QPainter painter(&image_);
        painter.setPen(QColor(255, 255, 255, 160));
        painter.drawRect(kStrip - 1, kStrip - 1, size + 1, size + 1);
        caption_->setText(tr("Cell %1,%2 (%3 ms)").arg(cell_->x()).arg(cell_->y()).arg(timer.elapsed()));
    } catch (const std::exception& failure) {
        image_ = QImage();
        ascii_.clear();
        caption_->setText(tr("No local tile: %1").arg(QString::fromStdString(failure.what())));
    }
    showImage();
}

void TilePreviewDock::showImage()
{
    if (image_.isNull()) {
        picture_->clear();
        return;
    }
    const QSize room = picture_->size().boundedTo(QSize(2048, 2048));
    const int scale = std::max(1, std::min(room.width(), room.height()) / image_.width());
    picture_->setPixmap(QPixmap::fromImage(image_.scaled(image_.size() * scale)));
}

} // namespace incursion::studio
