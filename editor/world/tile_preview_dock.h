// The local tile the runtime makes for the current cell (local_tile.h), drawn
// a pixel a local cell with a strip of each neighbour's tile along its edges,
// so that roads, rivers and coasts can be seen to meet. It is made again when
// the cell or one of its neighbours changes.
#pragma once

#include <QDockWidget>
#include <QImage>
#include <QPoint>
#include <QPointer>
#include <QTimer>

#include <optional>

class QLabel;
class QSpinBox;

namespace incursion::studio {

class WorldEditor;

class TilePreviewDock : public QDockWidget {
    Q_OBJECT
public:
    explicit TilePreviewDock(QWidget* parent = nullptr);

    void setEditor(WorldEditor* editor);
    // Makes the tile now (otherwise on the next turn of the event loop after a change).
    void refresh();

    std::optional<QPoint> cell() const { return cell_; }
    // The picture: the tile in the middle, `kStrip` cells of each neighbour around it.
    const QImage& image() const { return image_; }
    // The tile's local cells as ASCII (local_tile.h), what the picture shows; empty without a tile.
    const QString& ascii() const { return ascii_; }
    static constexpr int kStrip = 8;

private:
    void scheduleFor(const QRect& changed);
    void showImage();

    QPointer<WorldEditor> editor_;
    std::optional<QPoint> cell_;
    QImage image_;
    QString ascii_;
    QLabel* picture_;
    QLabel* caption_;
    QSpinBox* size_;
    QTimer refreshTimer_;
};

} // namespace incursion::studio
