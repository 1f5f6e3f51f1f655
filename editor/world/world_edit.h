// One edit of a world as an undo command: per field, the runs of consecutive
// cells whose value changed (start, length, old and new value), and the cells
// the edit marked as painted. A fill of a whole 4096x4096 world over cells that
// held one value is one run, so undoing it is instant and light.
//
// An edit is recorded while it happens (the grid is changed in place, then
// the command made from what changed): EditRecorder remembers each cell's
// bytes before its first change, either cell by cell (brush strokes) or as a
// snapshot of a rectangle (fills, pastes, global operations, fixes).
#pragma once

#include "worldmap/world_grid.h"

#include <QRect>
#include <QUndoCommand>

#include <array>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace incursion::studio {

class WorldDocument;

class EditRecorder {
public:
    explicit EditRecorder(const worldmap::WorldGrid& grid) : grid_(grid) {}
    // Remembers the cell's bytes unless already remembered (call before changing it).
    void touch(int x, int y);
    // Remembers a whole rectangle at once (clipped to the world).
    void snapshot(const QRect& area);
    bool empty() const { return cells_.empty() && snapshotArea_.isEmpty(); }
    // The cells remembered, in row-major order, with their old bytes.
    struct Cell {
        uint32_t index;
        std::array<uint8_t, 3> before;
    };
    std::vector<Cell> cells() const;

private:
    const worldmap::WorldGrid& grid_;
    std::unordered_map<uint32_t, std::array<uint8_t, 3>> cells_;
    QRect snapshotArea_;
    std::vector<uint8_t> snapshotBytes_;
};

class WorldEditCommand : public QUndoCommand {
public:
    struct Run {
        uint32_t start;
        uint32_t length;
        uint8_t before;
        uint8_t after;
    };
    struct IndexRun {
        uint32_t start;
        uint32_t length;
    };

    // Compares what `recorder` remembered with the grid as it is now; the edit
    // is already applied (the first redo does nothing). `markPainted`: the
    // changed cells become painted (an author's edit; not a regeneration).
    WorldEditCommand(WorldDocument* document, const EditRecorder& recorder, bool markPainted, const QString& text);

    bool isEmpty() const { return changedCells_ == 0 && !seedChange_; }
    size_t changedCells() const { return changedCells_; }
    // The changed cells, ascending; empty when more than a sixteenth of the
    // world changed (then the whole world is re-checked instead).
    std::vector<uint32_t> cellsToRecheck() const;
    QRect bounds() const { return bounds_; }
    // Bytes held by the command: its runs.
    size_t memoryBytes() const;
    // The world's seed changes with this edit (a regeneration): undo puts the old one back.
    void setSeedChange(uint64_t before, uint64_t after) { seedChange_ = {before, after}; }

    void undo() override;
    void redo() override;

private:
    void apply(bool forward);

    WorldDocument* document_;
    std::vector<std::vector<Run>> runs_;        // by field index
    std::vector<IndexRun> newlyPainted_;
    QRect bounds_;
    size_t changedCells_ = 0;
    std::optional<std::pair<uint64_t, uint64_t>> seedChange_;     // before, after
    bool applied_ = true;
};

} // namespace incursion::studio
