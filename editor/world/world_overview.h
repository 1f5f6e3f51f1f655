// The whole world small, with the part the map view shows outlined; a click
// or a drag centres the view there (Tiled's Mini-map).
#pragma once

#include <QPointer>
#include <QWidget>

namespace incursion::studio {

class WorldView;

class WorldOverview : public QWidget {
    Q_OBJECT
public:
    explicit WorldOverview(QWidget* parent = nullptr);
    void setView(WorldView* view);      // null: empty

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    // Where the world is drawn inside the widget (aspect kept).
    QRectF worldRect() const;
    void centreAt(QPointF position);

    QPointer<WorldView> view_;
};

} // namespace incursion::studio
