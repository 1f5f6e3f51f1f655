#include "world/world_overview.h"

#include "world/world_document.h"
#include "world/world_view.h"

#include <QMouseEvent>
#include <QPainter>

namespace incursion::studio {

WorldOverview::WorldOverview(QWidget* parent)
    : QWidget(parent)
{
    setMinimumHeight(48);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void WorldOverview::setView(WorldView* view)
{
    if (view_)
        disconnect(view_, nullptr, this, nullptr);
    view_ = view;
    if (view_) {
        connect(view_, &WorldView::viewChanged, this, qOverload<>(&QWidget::update));
        connect(view_->document(), &WorldDocument::changed, this, qOverload<>(&QWidget::update));
    }
    update();
}

QRectF WorldOverview::worldRect() const
{
    if (!view_ || !view_->document())
        return {};
    const QSizeF world(view_->document()->grid().width(), view_->document()->grid().height());
    const QSizeF shown = world.scaled(QSizeF(size()), Qt::KeepAspectRatio);
    return QRectF(QPointF((width() - shown.width()) / 2, (height() - shown.height()) / 2), shown);
}

void WorldOverview::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Dark));
    if (!view_ || view_->layers().empty())
        return;
    const QRectF target = worldRect();
    // The composite, reduced near the panel's size, then smoothly scaled: a 4096 world fits a panel.
    const double scale = target.width() / view_->document()->grid().width();
    int cellsPerPixel = 1;
    const QImage& picture =
        view_->layers().front().image->picture(scale, view_->document()->bounds(), &cellsPerPixel);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawImage(target, picture,
                      QRectF(QPointF(0, 0), QSizeF(view_->document()->grid().width(), view_->document()->grid().height()) /
                                                cellsPerPixel));
    const QRect visible = view_->visibleCells();
    painter.setPen(QPen(Qt::white, 1.5));
    painter.drawRect(QRectF(target.topLeft() + QPointF(visible.topLeft()) * scale, QSizeF(visible.size()) * scale));
}

void WorldOverview::centreAt(QPointF position)
{
    if (!view_)
        return;
    const QRectF target = worldRect();
    if (target.isEmpty())
        return;
    const double scale = target.width() / view_->document()->grid().width();
    const QPointF cell = (position - target.topLeft()) / scale;
    view_->centreOn(QPoint(int(cell.x()), int(cell.y())));
    view_->setMarkedCell(std::nullopt);
}

void WorldOverview::mousePressEvent(QMouseEvent* event)
{
    centreAt(event->position());
}

void WorldOverview::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton)
        centreAt(event->position());
}

} // namespace incursion::studio
