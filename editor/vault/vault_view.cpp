#include "vault/vault_view.h"

#include "shared/cell_shapes.h"
#include "shared/game_colours.h"
#include "shared/map_font.h"
#include "vault/vault_document.h"

#include <QFontMetrics>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPaintEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QWheelEvent>

#include <array>
#include <cmath>
#include <optional>

namespace incursion::studio {
namespace {

// The playtest map's font sizes; kDefaultFont is 100 %.
constexpr int kFontSizes[] = {6, 8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 40, 48};
constexpr int kFontCount = int(std::size(kFontSizes));
constexpr int kDefaultFont = 7;

const QColor kBackground(0x00, 0x00, 0x00);
const QColor kGridLine(0xff, 0xff, 0xff, 28);
const QColor kPreviewTint(0xff, 0xd2, 0x3c, 70);
const QColor kPreviewOutline(0xff, 0xd2, 0x3c, 200);
const QColor kSelectionTint(0x3d, 0x7f, 0xc4, 90);
const QColor kSelectionOutline(0x6f, 0xb0, 0xf0);
const QColor kHoverOutline(0xff, 0xff, 0xff, 150);

bool isDrawingTool(VaultTool tool)
{
    return tool != VaultTool::Eyedropper && tool != VaultTool::Select && tool != VaultTool::MagicWand;
}

QRect boundsOf(const CellEdit& edit)
{
    QRect bounds;
    for (const auto& [cell, c] : edit)
        bounds |= QRect(cell.x, cell.y, 1, 1);
    return bounds;
}

} // namespace

VaultView::VaultView(VaultDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), fontIndex_(kDefaultFont)
{
    setObjectName(QStringLiteral("VaultView"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Vault grid"));
    font_ = mapFont();
    setFontIndex(kDefaultFont);
    connect(document, &VaultDocument::changed, this, &VaultView::documentChanged);
}

void VaultView::documentChanged()
{
    // The grid may have a new size; the selection keeps what is still on it.
    QList<QPoint> kept;
    for (const QPoint& p : std::as_const(selection_))
        if (p.x() < document_->width() && p.y() < document_->height())
            kept.append(p);
    if (kept != selection_) {
        selection_ = kept;
        emit selectionChanged();
    }
    const VaultRows rows = document_->rows();
    const bool sameGrid = layerValid_ && document_->hasVault() && rows.size() == layerRows_.size()
                          && std::equal(rows.begin(), rows.end(), layerRows_.begin(),
                                        [](const std::string& a, const std::string& b) { return a.size() == b.size(); });
    if (sameGrid && layerAppearances_ == document_->appearancesGeneration()) {
        // A stroke: only the cells it changed are drawn again.
        std::vector<QPoint> changed;
        for (size_t y = 0; y < rows.size(); ++y)
            for (size_t x = 0; x < rows[y].size(); ++x)
                if (rows[y][x] != layerRows_[y][x])
                    changed.emplace_back(int(x), int(y));
        redrawCells(changed);
        updatePreview();
        return;
    }
    invalidateLayer();
    updateGeometry();
    resize(sizeHint());
    updatePreview();
    update();
}

void VaultView::redrawCells(const std::vector<QPoint>& cells)
{
    if (cells.empty())
        return;
    QRect dirty;
    for (const QPoint& p : cells)
        dirty |= cellRect(p.x(), p.y());
    if (layerValid_) {
        QPainter painter(&layer_);
        for (const QPoint& p : cells) {
            const char c = document_->at(p.x(), p.y());
            drawCell(painter, p.x(), p.y(), lookOf(c));
            drawGridEdges(painter, p.x(), p.y());
            if (size_t(p.y()) < layerRows_.size() && size_t(p.x()) < layerRows_[size_t(p.y())].size())
                layerRows_[size_t(p.y())][size_t(p.x())] = c;
        }
    }
    update(dirty);
}

void VaultView::drawGridEdges(QPainter& painter, int x, int y)
{
    // The cell's share of the overlay's lines (its left and top edges, the
    // corner twice, as where the lines cross), so a cell drawn again looks
    // exactly as in a whole grid drawn at once.
    if (!showGrid_ || cell_.width() < 6)
        return;
    const QRect where = cellRect(x, y);
    painter.fillRect(QRect(where.topLeft(), QSize(1, where.height())), kGridLine);
    painter.fillRect(QRect(where.topLeft(), QSize(where.width(), 1)), kGridLine);
}

void VaultView::invalidateLayer()
{
    layerValid_ = false;
}

void VaultView::setTool(VaultTool tool)
{
    cancelDrag();
    tool_ = tool;
    updatePreview();
    update();
}

void VaultView::setBrush(char brush)
{
    brush_ = brush;
    updatePreview();
    update();
}

void VaultView::setStamp(const Stamp& stamp)
{
    stamp_ = stamp;
    updatePreview();
    update();
}

void VaultView::setShowCharacters(bool show)
{
    showCharacters_ = show;
    invalidateLayer();
    update();
}

void VaultView::setShowGrid(bool show)
{
    showGrid_ = show;
    invalidateLayer();
    update();
}

void VaultView::setFontIndex(int index)
{
    fontIndex_ = std::clamp(index, 0, kFontCount - 1);
    font_.setPixelSize(kFontSizes[fontIndex_]);
    const QFontMetrics metrics(font_);
    cell_ = QSize(std::max(metrics.horizontalAdvance(QLatin1Char('M')), 4), std::max(metrics.height(), 4));
    glyphs_.clear();
    invalidateLayer();
    updateGeometry();
    resize(sizeHint());
    update();
    emit zoomChanged();
}

void VaultView::zoomIn() { setFontIndex(fontIndex_ + 1); }
void VaultView::zoomOut() { setFontIndex(fontIndex_ - 1); }
void VaultView::resetZoom() { setFontIndex(kDefaultFont); }

int VaultView::zoomPercent() const
{
    return kFontSizes[fontIndex_] * 100 / kFontSizes[kDefaultFont];
}

QSize VaultView::sizeHint() const
{
    return QSize(std::max(document_ ? document_->width() : 0, 1) * cell_.width(),
                 std::max(document_ ? document_->height() : 0, 1) * cell_.height());
}

QRect VaultView::cellRect(int x, int y) const
{
    return QRect(x * cell_.width(), y * cell_.height(), cell_.width(), cell_.height());
}

QPoint VaultView::cellAt(const QPoint& position) const
{
    if (!document_ || position.x() < 0 || position.y() < 0)
        return {-1, -1};
    const int x = position.x() / cell_.width(), y = position.y() / cell_.height();
    if (x >= document_->width() || y >= document_->height())
        return {-1, -1};
    return {x, y};
}

QRect VaultView::selectionBounds() const
{
    QRect bounds;
    for (const QPoint& p : selection_)
        bounds |= QRect(p, QSize(1, 1));
    return bounds;
}

void VaultView::setSelection(const QList<QPoint>& cells)
{
    selection_ = cells;
    std::sort(selection_.begin(), selection_.end(),
              [](QPoint a, QPoint b) { return std::pair(a.y(), a.x()) < std::pair(b.y(), b.x()); });
    update();
    emit selectionChanged();
}

void VaultView::selectCell(int x, int y)
{
    setSelection({QPoint(x, y)});
    if (auto* area = qobject_cast<QScrollArea*>(parentWidget() ? parentWidget()->parentWidget() : nullptr))
        area->ensureVisible(cellRect(x, y).center().x(), cellRect(x, y).center().y());
}

void VaultView::clearSelection()
{
    if (selection_.isEmpty())
        return;
    selection_.clear();
    update();
    emit selectionChanged();
}

void VaultView::updatePreview()
{
    if (dragging_ && tool_ == VaultTool::Pencil)
        return;     // the preview is the stroke so far (extendStroke)
    const CellEdit before = preview_;
    preview_.clear();
    if (document_ && document_->hasVault() && isDrawingTool(tool_)) {
        const VaultRows rows = document_->rows();
        if (dragging_)
            preview_ = toolEdit(tool_, rows, anchor_, hovered_, brush_, stamp_);
        else if (hovered_.x() >= 0)
            preview_ = toolEdit(tool_, rows, hovered_, hovered_, brush_, stamp_);
    }
    // Only the cells the preview covered or covers now are drawn again.
    const QRect dirty = boundsOf(before) | boundsOf(preview_);
    if (!dirty.isEmpty())
        update(QRect(dirty.x() * cell_.width(), dirty.y() * cell_.height(), dirty.width() * cell_.width(),
                     dirty.height() * cell_.height()));
}

VaultView::CellLook VaultView::lookOf(char c)
{
    const CellAppearance look = document_->appearance(c);
    const qreal ratio = devicePixelRatioF();
    if (showCharacters_)
        return {kBackground, glyphs_.pixmap(char32_t(static_cast<unsigned char>(c)),
                                            readableOn(look.foreground, kBackground), font_, cell_, ratio)};
    return {look.background,
            look.glyph == U' ' ? QPixmap() : glyphs_.pixmap(look.glyph, look.foreground, font_, cell_, ratio)};
}

void VaultView::drawCell(QPainter& painter, int x, int y, const CellLook& look)
{
    const QRect where = cellRect(x, y);
    painter.fillRect(where, look.background);
    if (!look.glyph.isNull())
        painter.drawPixmap(where.topLeft(), look.glyph);
}

void VaultView::drawPreviewCell(QPainter& painter, int x, int y, char c)
{
    drawCell(painter, x, y, lookOf(c));
    painter.fillRect(cellRect(x, y), kPreviewTint);
    drawGridEdges(painter, x, y);
}

void VaultView::extendStroke(const CellEdit& segment)
{
    // A long stroke would be drawn again at every step: its cells go into
    // the layer as they come, so a step costs only its own cells.
    QRect dirty;
    std::optional<QPainter> layerPainter;
    if (layerValid_)
        layerPainter.emplace(&layer_);
    for (const auto& [cell, c] : segment)
        if (preview_.insert({cell, c}).second) {
            if (layerPainter)
                drawPreviewCell(*layerPainter, cell.x, cell.y, c);
            dirty |= cellRect(cell.x, cell.y);
        }
    if (!dirty.isEmpty())
        update(dirty);
}

void VaultView::renderLayer()
{
    const qreal ratio = devicePixelRatioF();
    const QSize size = sizeHint();
    layer_ = QPixmap(QSize(int(std::ceil(size.width() * ratio)), int(std::ceil(size.height() * ratio))));
    layer_.setDevicePixelRatio(ratio);
    layer_.fill(kBackground);
    layerValid_ = true;
    layerRows_ = document_ ? document_->rows() : VaultRows{};
    layerAppearances_ = document_ ? document_->appearancesGeneration() : 0;
    if (!document_ || !document_->hasVault())
        return;
    QPainter painter(&layer_);
    const vault::Vault& vault = *document_->vault();
    // Each character's look worked out once for the whole grid.
    std::array<std::optional<CellLook>, 256> looks;
    for (int y = 0; y < vault.height(); ++y) {
        const std::string& row = vault.rows[size_t(y)];
        for (int x = 0; x < int(row.size()); ++x) {
            std::optional<CellLook>& look = looks[static_cast<unsigned char>(row[size_t(x)])];
            if (!look)
                look = lookOf(row[size_t(x)]);
            drawCell(painter, x, y, *look);
        }
    }
    if (showGrid_ && cell_.width() >= 6) {
        // Lines one pixel wide as fills, the same as drawGridEdges() makes them.
        for (int x = 0; x <= vault.width(); ++x)
            painter.fillRect(QRect(x * cell_.width(), 0, 1, size.height()), kGridLine);
        for (int y = 0; y <= vault.height(); ++y)
            painter.fillRect(QRect(0, y * cell_.height(), size.width(), 1), kGridLine);
    }
    if (dragging_ && tool_ == VaultTool::Pencil)
        for (const auto& [cell, c] : preview_)
            drawPreviewCell(painter, cell.x, cell.y, c);
}

void VaultView::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    const QRect exposed = event->rect();
    if (!document_ || !document_->hasVault()) {
        painter.fillRect(exposed, kBackground);
        return;
    }
    if (!layerValid_)
        renderLayer();
    painter.fillRect(exposed, kBackground);
    painter.drawPixmap(exposed, layer_, QRectF(exposed.topLeft() * layer_.devicePixelRatio(),
                                               exposed.size() * layer_.devicePixelRatio()));

    if (!(dragging_ && tool_ == VaultTool::Pencil))     // a stroke's cells are in the layer
        for (const auto& [cell, c] : preview_)
            if (exposed.intersects(cellRect(cell.x, cell.y)))
                drawPreviewCell(painter, cell.x, cell.y, c);
    for (const QPoint& p : std::as_const(selection_))
        if (exposed.intersects(cellRect(p.x(), p.y())))
            painter.fillRect(cellRect(p.x(), p.y()), kSelectionTint);
    if (!selection_.isEmpty()) {
        const QRect bounds = selectionBounds();
        painter.setPen(QPen(kSelectionOutline, 1, Qt::DashLine));
        painter.drawRect(QRect(bounds.x() * cell_.width(), bounds.y() * cell_.height(),
                               bounds.width() * cell_.width() - 1, bounds.height() * cell_.height() - 1));
    }
    if (!preview_.empty() && tool_ == VaultTool::Stamp) {
        const QRect bounds = boundsOf(preview_);
        painter.setPen(kPreviewOutline);
        painter.drawRect(QRect(bounds.x() * cell_.width(), bounds.y() * cell_.height(),
                               bounds.width() * cell_.width() - 1, bounds.height() * cell_.height() - 1));
    }
    if (hovered_.x() >= 0) {
        painter.setPen(kHoverOutline);
        painter.drawRect(cellRect(hovered_.x(), hovered_.y()).adjusted(0, 0, -1, -1));
    }
}

void VaultView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton) {
        panning_ = true;
        panOrigin_ = event->globalPosition().toPoint();
        setCursor(Qt::ClosedHandCursor);
        return;
    }
    const QPoint cell = cellAt(event->position().toPoint());
    if (cell.x() < 0 || !document_)
        return;
    if (event->button() == Qt::RightButton) {
        // Tiled's right click: pick what is under the mouse as the brush.
        cancelDrag();
        emit brushPicked(document_->at(cell.x(), cell.y()));
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    hovered_ = cell;
    switch (tool_) {
    case VaultTool::Eyedropper:
        emit brushPicked(document_->at(cell.x(), cell.y()));
        return;
    case VaultTool::MagicWand:
        setSelection(connectedCells(document_->rows(), cell, false));
        return;
    case VaultTool::Fill:
    case VaultTool::Fill8:
    case VaultTool::Stamp:
        // One click: the preview under the mouse is the edit.
        updatePreview();
        commitStroke();
        return;
    default:
        break;
    }
    anchor_ = last_ = cell;
    if (tool_ == VaultTool::Pencil) {
        const QRect before = boundsOf(preview_);
        if (!before.isEmpty())
            update(QRect(before.x() * cell_.width(), before.y() * cell_.height(), before.width() * cell_.width(),
                         before.height() * cell_.height()));
        preview_.clear();
        dragging_ = true;
        extendStroke(toolEdit(VaultTool::Pencil, document_->rows(), cell, cell, brush_));
        return;
    }
    dragging_ = true;
    if (tool_ == VaultTool::Select)
        setSelection(rectangleCells(cell, cell, true));
    updatePreview();
}

void VaultView::mouseMoveEvent(QMouseEvent* event)
{
    if (panning_) {
        const QPoint now = event->globalPosition().toPoint();
        const QPoint delta = now - panOrigin_;
        panOrigin_ = now;
        if (auto* area = qobject_cast<QScrollArea*>(parentWidget() ? parentWidget()->parentWidget() : nullptr)) {
            area->horizontalScrollBar()->setValue(area->horizontalScrollBar()->value() - delta.x());
            area->verticalScrollBar()->setValue(area->verticalScrollBar()->value() - delta.y());
        }
        return;
    }
    QPoint cell = cellAt(event->position().toPoint());
    if (dragging_ && cell.x() < 0 && document_) {
        // A drag keeps going along the edge when the mouse leaves the grid.
        const QPoint p = event->position().toPoint();
        cell = QPoint(std::clamp(p.x() / cell_.width(), 0, document_->width() - 1),
                      std::clamp(p.y() / cell_.height(), 0, document_->height() - 1));
    }
    if (cell == hovered_)
        return;
    const QPoint before = hovered_;
    hovered_ = cell;
    if (before.x() >= 0)
        update(cellRect(before.x(), before.y()));
    if (cell.x() >= 0)
        update(cellRect(cell.x(), cell.y()));
    emit cellHovered(cell.x(), cell.y());
    if (dragging_ && cell.x() >= 0) {
        if (tool_ == VaultTool::Pencil) {
            extendStroke(toolEdit(VaultTool::Pencil, document_->rows(), last_, cell, brush_));
            last_ = cell;
            return;
        } if (tool_ == VaultTool::Select) {
            setSelection(rectangleCells(anchor_, cell, true));
        }
    }
    updatePreview();
}

void VaultView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton && panning_) {
        panning_ = false;
        unsetCursor();
        return;
    }
    if (event->button() != Qt::LeftButton || !dragging_)
        return;
    commitStroke();
}

void VaultView::commitStroke()
{
    const CellEdit edit = preview_;
    cancelDrag();
    if (!edit.empty() && document_) {
        QString error;
        if (!document_->applyCells(edit, &error))
            emit editFailed(error);
    }
    updatePreview();
}

void VaultView::cancelDrag()
{
    const bool stroke = dragging_ && tool_ == VaultTool::Pencil;
    dragging_ = false;
    anchor_ = last_ = QPoint(-1, -1);
    if (stroke) {
        // The stroke drawn into the layer goes: its cells as they are.
        std::vector<QPoint> cells;
        for (const auto& [cell, c] : std::exchange(preview_, {}))
            cells.emplace_back(cell.x, cell.y);
        redrawCells(cells);
    }
}

void VaultView::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    if (dragging_)
        return;
    if (hovered_.x() >= 0)
        update(cellRect(hovered_.x(), hovered_.y()));
    hovered_ = QPoint(-1, -1);
    emit cellHovered(-1, -1);
    updatePreview();
}

void VaultView::wheelEvent(QWheelEvent* event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        event->ignore();        // the scroll area pans
        return;
    }
    if (event->angleDelta().y() > 0)
        zoomIn();
    else if (event->angleDelta().y() < 0)
        zoomOut();
    event->accept();
}

void VaultView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape) {
        if (dragging_) {
            cancelDrag();
            updatePreview();
            update();
        } else {
            clearSelection();
        }
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace incursion::studio
