#include "world/world_tools.h"

#include "shared/cell_shapes.h"
#include "world/world_document.h"

#include <QRect>

namespace incursion::studio {

namespace {

QRect spanned(QPoint a, QPoint b)
{
    return QRect(a, b).normalized();
}

// Stamps the brush at every cell of `cells` into the document's current stroke.
void stamp(WorldToolContext& context, const std::vector<QPoint>& cells)
{
    for (const QPoint& centre : cells)
        for (const QPoint& cell : brushCells(centre, context.brush.size, context.brush.round))
            if (!context.selection || context.selection->isEmpty() || context.selection->contains(cell.x(), cell.y()))
                context.document->strokeSet(cell.x(), cell.y(), context.brush.field, context.brush.value);
    context.document->flushStroke();
}

class PencilTool : public WorldTool {
public:
    WorldToolId id() const override { return WorldToolId::Pencil; }
    void press(WorldToolContext& context, QPoint cell, Qt::KeyboardModifiers) override
    {
        context.document->beginStroke();
        last_ = cell;
        stamp(context, {cell});
    }
    void drag(WorldToolContext& context, QPoint cell) override
    {
        if (!last_)
            return;
        const QList<QPoint> line = lineCells(*last_, cell);
        stamp(context, {line.cbegin(), line.cend()});
        last_ = cell;
    }
    void release(WorldToolContext& context, QPoint) override
    {
        if (!last_)
            return;
        last_.reset();
        context.document->endStroke(WorldTool::tr("Paint %1").arg(QString::fromStdString(
            context.document->schema().fields[size_t(context.brush.field)].name)));
    }
    std::vector<QPoint> preview(const WorldToolContext& context, QPoint hover) const override
    {
        return brushCells(hover, context.brush.size, context.brush.round);
    }
    bool busy() const override { return last_.has_value(); }

private:
    std::optional<QPoint> last_;
};

// Line and Rectangle: drag from a start cell, paint on release.
class ShapeTool : public WorldTool {
public:
    explicit ShapeTool(bool rectangle) : rectangle_(rectangle) {}
    WorldToolId id() const override { return rectangle_ ? WorldToolId::Rectangle : WorldToolId::Line; }
    void press(WorldToolContext&, QPoint cell, Qt::KeyboardModifiers) override { start_ = cell; }
    void release(WorldToolContext& context, QPoint cell) override
    {
        if (!start_)
            return;
        const std::vector<QPoint> cells = shape(context, *start_, cell);
        start_.reset();
        context.document->beginStroke();
        for (const QPoint& c : cells)
            if (!context.selection || context.selection->isEmpty() || context.selection->contains(c.x(), c.y()))
                context.document->strokeSet(c.x(), c.y(), context.brush.field, context.brush.value);
        context.document->endStroke(rectangle_ ? WorldTool::tr("Rectangle") : WorldTool::tr("Line"));
    }
    std::vector<QPoint> preview(const WorldToolContext& context, QPoint hover) const override
    {
        return start_ ? shape(context, *start_, hover) : brushCells(hover, context.brush.size, context.brush.round);
    }
    bool busy() const override { return start_.has_value(); }

private:
    std::vector<QPoint> shape(const WorldToolContext& context, QPoint a, QPoint b) const
    {
        std::vector<QPoint> cells;
        if (rectangle_) {
            const QRect rect = spanned(a, b);
            for (int y = rect.top(); y <= rect.bottom(); ++y)
                for (int x = rect.left(); x <= rect.right(); ++x)
                    cells.push_back(QPoint(x, y));
            return cells;
        }
        for (const QPoint& centre : lineCells(a, b))
            for (const QPoint& cell : brushCells(centre, context.brush.size, context.brush.round))
                cells.push_back(cell);
        return cells;
    }

    bool rectangle_;
    std::optional<QPoint> start_;
};

class FillTool : public WorldTool {
public:
    WorldToolId id() const override { return WorldToolId::Fill; }
    void press(WorldToolContext& context, QPoint cell, Qt::KeyboardModifiers) override
    {
        WorldDocument& document = *context.document;
        if (!document.grid().contains(cell.x(), cell.y()))
            return;
        std::vector<uint32_t> cells =
            floodByValue(document.grid(), document.schema().fields[size_t(context.brush.field)], cell.x(), cell.y());
        if (context.selection && !context.selection->isEmpty()) {
            const uint32_t width = uint32_t(document.grid().width());
            std::erase_if(cells, [&](uint32_t i) { return !context.selection->contains(int(i % width), int(i / width)); });
        }
        document.setField(WorldTool::tr("Fill"), cells, context.brush.field, context.brush.value);
    }
    std::vector<QPoint> preview(const WorldToolContext&, QPoint hover) const override { return {hover}; }
};

class MagicWandTool : public WorldTool {
public:
    WorldToolId id() const override { return WorldToolId::MagicWand; }
    void press(WorldToolContext& context, QPoint cell, Qt::KeyboardModifiers modifiers) override
    {
        const WorldDocument& document = *context.document;
        if (!document.grid().contains(cell.x(), cell.y()))
            return;
        context.selection->select(
            floodByValue(document.grid(), document.schema().fields[size_t(context.brush.field)], cell.x(), cell.y()),
            document.grid().width(), modifiers & Qt::ShiftModifier);
    }
    std::vector<QPoint> preview(const WorldToolContext&, QPoint hover) const override { return {hover}; }
};

class SelectRectTool : public WorldTool {
public:
    WorldToolId id() const override { return WorldToolId::SelectRect; }
    void press(WorldToolContext&, QPoint cell, Qt::KeyboardModifiers modifiers) override
    {
        start_ = cell;
        add_ = modifiers & Qt::ShiftModifier;
    }
    void release(WorldToolContext& context, QPoint cell) override
    {
        if (!start_)
            return;
        const QRect world = context.document->bounds();
        const QRect rect = spanned(*start_, cell).intersected(world);
        start_.reset();
        if (rect.isEmpty())
            context.selection->clear();
        else
            context.selection->selectRect(rect, world.width(), add_);
    }
    std::vector<QPoint> preview(const WorldToolContext&, QPoint hover) const override
    {
        if (!start_)
            return {hover};
        const QRect rect = spanned(*start_, hover);
        return {rect.topLeft(), rect.bottomRight()};
    }
    bool busy() const override { return start_.has_value(); }

private:
    std::optional<QPoint> start_;
    bool add_ = false;
};

// Places the copied region with its top-left at the clicked cell.
class StampTool : public WorldTool {
public:
    WorldToolId id() const override { return WorldToolId::Stamp; }
    void press(WorldToolContext& context, QPoint cell, Qt::KeyboardModifiers) override
    {
        if (!context.clip || context.clip->isEmpty())
            return;
        const WorldClip& clip = *context.clip;
        context.document->applyOperation(WorldTool::tr("Paste"), QRect(cell, QSize(clip.width, clip.height)),
                                         [&](worldmap::WorldGrid& grid) {
                                             pasteRegion(grid, context.document->schema(), clip, cell);
                                         });
    }
    std::vector<QPoint> preview(const WorldToolContext& context, QPoint hover) const override
    {
        std::vector<QPoint> cells;
        if (!context.clip)
            return {hover};
        for (int y = 0; y < context.clip->height; ++y)
            for (int x = 0; x < context.clip->width; ++x)
                if (context.clip->present[size_t(y) * size_t(context.clip->width) + size_t(x)])
                    cells.push_back(hover + QPoint(x, y));
        return cells;
    }
};

} // namespace

std::vector<QPoint> WorldTool::preview(const WorldToolContext&, QPoint hover) const
{
    return {hover};
}

std::unique_ptr<WorldTool> WorldTool::make(WorldToolId id)
{
    switch (id) {
    case WorldToolId::Pencil: return std::make_unique<PencilTool>();
    case WorldToolId::Line: return std::make_unique<ShapeTool>(false);
    case WorldToolId::Rectangle: return std::make_unique<ShapeTool>(true);
    case WorldToolId::Fill: return std::make_unique<FillTool>();
    case WorldToolId::MagicWand: return std::make_unique<MagicWandTool>();
    case WorldToolId::SelectRect: return std::make_unique<SelectRectTool>();
    case WorldToolId::Stamp: return std::make_unique<StampTool>();
    case WorldToolId::Travel: return nullptr;      // the editor handles the two clicks itself
    }
    return nullptr;
}

QString WorldTool::label(WorldToolId id)
{
    switch (id) {
    case WorldToolId::Pencil: return tr("Pencil");
    case WorldToolId::Line: return tr("Line");
    case WorldToolId::Rectangle: return tr("Rectangle");
    case WorldToolId::Fill: return tr("Fill");
    case WorldToolId::MagicWand: return tr("Magic Wand");
    case WorldToolId::SelectRect: return tr("Rectangular Select");
    case WorldToolId::Stamp: return tr("Paste Stamp");
    case WorldToolId::Travel: return tr("Travel");
    }
    return {};
}

} // namespace incursion::studio
