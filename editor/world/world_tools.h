// The editing tools, in the manner of Tiled: each acts on the document (and
// the selection) from the cells the mouse presses, drags and releases over,
// and shows what it would touch. Painting tools write only the chosen field's
// bits; each stroke or click is one undo command.
#pragma once

#include "world/world_selection.h"

#include <QCoreApplication>
#include <QPoint>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace incursion::studio {

class WorldDocument;

// What the painting tools paint: a field, a value, a brush.
struct WorldBrush {
    int field = 0;
    int value = 0;
    int size = 1;
    bool round = false;
};

struct WorldToolContext {
    WorldDocument* document = nullptr;
    WorldBrush brush;
    Selection* selection = nullptr;
    const WorldClip* clip = nullptr;
};

enum class WorldToolId { Pencil, Line, Rectangle, Fill, MagicWand, SelectRect, Stamp, Travel };

class WorldTool {
    Q_DECLARE_TR_FUNCTIONS(WorldTool)
public:
    virtual ~WorldTool() = default;
    virtual WorldToolId id() const = 0;
    virtual void press(WorldToolContext& context, QPoint cell, Qt::KeyboardModifiers modifiers) = 0;
    virtual void drag(WorldToolContext&, QPoint) {}
    virtual void release(WorldToolContext&, QPoint) {}
    // The cells outlined while the mouse is at `hover` (a drag in progress included).
    virtual std::vector<QPoint> preview(const WorldToolContext& context, QPoint hover) const;
    // Whether the tool is part way through a drag.
    virtual bool busy() const { return false; }

    static std::unique_ptr<WorldTool> make(WorldToolId id);
    static QString label(WorldToolId id);
};

// The two cells the Travel tool picked, first then second.
struct TravelPick {
    std::optional<QPoint> from;
    std::optional<QPoint> to;
};

} // namespace incursion::studio
