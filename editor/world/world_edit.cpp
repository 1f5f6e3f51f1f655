#include "world/world_edit.h"

#include "world/world_document.h"

#include <algorithm>
#include <array>

namespace incursion::studio {

using worldmap::WorldGrid;

void EditRecorder::touch(int x, int y)
{
    if (!grid_.contains(x, y))
        return;
    if (snapshotArea_.contains(x, y))
        return;
    const size_t index = grid_.index(x, y);
    const uint8_t* rgb = grid_.cell(index);
    cells_.try_emplace(uint32_t(index), std::array<uint8_t, 3>{rgb[0], rgb[1], rgb[2]});
}

void EditRecorder::snapshot(const QRect& area)
{
    // One snapshot per recorder: operations over an area record it once.
    snapshotArea_ = area.intersected(QRect(0, 0, grid_.width(), grid_.height()));
    snapshotBytes_.resize(size_t(snapshotArea_.width()) * size_t(snapshotArea_.height()) * 3);
    uint8_t* out = snapshotBytes_.data();
    for (int y = snapshotArea_.top(); y <= snapshotArea_.bottom() && !snapshotArea_.isEmpty(); ++y) {
        const size_t bytes = size_t(snapshotArea_.width()) * 3;
        std::copy_n(grid_.cell(grid_.index(snapshotArea_.left(), y)), bytes, out);
        out += bytes;
    }
}

std::vector<EditRecorder::Cell> EditRecorder::cells() const
{
    std::vector<Cell> list;
    list.reserve(cells_.size() + size_t(snapshotArea_.width()) * size_t(snapshotArea_.height()));
    for (const auto& [index, before] : cells_)
        list.push_back(Cell{index, before});
    const uint8_t* bytes = snapshotBytes_.data();
    for (int y = snapshotArea_.top(); y <= snapshotArea_.bottom() && !snapshotArea_.isEmpty(); ++y)
        for (int x = snapshotArea_.left(); x <= snapshotArea_.right(); ++x, bytes += 3)
            list.push_back(Cell{uint32_t(grid_.index(x, y)), {bytes[0], bytes[1], bytes[2]}});
    // A snapshot alone is already in row-major order (a whole-world fill: millions of cells).
    if (!cells_.empty())
        std::sort(list.begin(), list.end(), [](const Cell& a, const Cell& b) { return a.index < b.index; });
    return list;
}

WorldEditCommand::WorldEditCommand(WorldDocument* document, const EditRecorder& recorder, bool markPainted,
                                   const QString& text)
    : QUndoCommand(text)
    , document_(document)
{
    const WorldGrid& grid = document->grid();
    const auto& fields = document->schema().fields;
    std::vector<uint8_t>& painted = document->mutablePaintedMask();
    runs_.resize(fields.size());
    const int width = grid.width();
    int left = grid.width(), top = grid.height(), right = -1, bottom = -1;
    for (const EditRecorder::Cell& cell : recorder.cells()) {
        const uint8_t* now = grid.cell(cell.index);
        if (std::equal(cell.before.begin(), cell.before.end(), now))
            continue;
        ++changedCells_;
        const int x = int(cell.index % uint32_t(width));
        const int y = int(cell.index / uint32_t(width));
        left = std::min(left, x), right = std::max(right, x), top = std::min(top, y), bottom = std::max(bottom, y);
        for (size_t f = 0; f < fields.size(); ++f) {
            const uint8_t before = uint8_t(WorldGrid::fieldOf(cell.before.data(), fields[f]));
            const uint8_t after = uint8_t(WorldGrid::fieldOf(now, fields[f]));
            if (before == after)
                continue;
            std::vector<Run>& runs = runs_[f];
            if (!runs.empty() && runs.back().start + runs.back().length == cell.index && runs.back().before == before &&
                runs.back().after == after)
                ++runs.back().length;
            else
                runs.push_back(Run{cell.index, 1, before, after});
        }
        if (markPainted && !painted[cell.index]) {
            painted[cell.index] = 1;
            if (!newlyPainted_.empty() && newlyPainted_.back().start + newlyPainted_.back().length == cell.index)
                ++newlyPainted_.back().length;
            else
                newlyPainted_.push_back(IndexRun{cell.index, 1});
        }
    }
    for (std::vector<Run>& runs : runs_)
        runs.shrink_to_fit();
    newlyPainted_.shrink_to_fit();
    if (changedCells_)
        bounds_ = QRect(QPoint(left, top), QPoint(right, bottom));
}

size_t WorldEditCommand::memoryBytes() const
{
    size_t bytes = newlyPainted_.capacity() * sizeof(IndexRun);
    for (const std::vector<Run>& runs : runs_)
        bytes += runs.capacity() * sizeof(Run);
    return bytes;
}

void WorldEditCommand::undo()
{
    apply(false);
}

void WorldEditCommand::redo()
{
    if (applied_)
        return;     // made after the edit was applied
    apply(true);
}

void WorldEditCommand::apply(bool forward)
{
    WorldGrid& grid = document_->mutableGrid();
    const auto& fields = document_->schema().fields;
    // Straight over the pixel bytes, eight cells (24 bytes) a step with the field's bits
    // masked in: the values were the field's own when recorded.
    uint8_t* const bytes = grid.bytes().data();
    for (size_t f = 0; f < runs_.size(); ++f) {
        const worldmap::Field& field = fields[f];
        const auto fieldBits = uint8_t(field.mask() << field.shift);
        for (const Run& run : runs_[f]) {
            const auto value = uint8_t((forward ? run.after : run.before) << field.shift);
            std::array<uint8_t, 24> keep, set;
            for (size_t i = 0; i < 24; ++i) {
                const bool ours = i % 3 == size_t(field.channel);
                keep[i] = ours ? uint8_t(~fieldBits) : uint8_t(0xff);
                set[i] = ours ? value : uint8_t(0);
            }
            uint8_t* cell = bytes + size_t(run.start) * 3;
            uint32_t left = run.length;
            for (; left >= 8; left -= 8, cell += 24)
                for (size_t i = 0; i < 24; ++i)
                    cell[i] = uint8_t((cell[i] & keep[i]) | set[i]);
            for (size_t i = 0; i < size_t(left) * 3; ++i)
                cell[i] = uint8_t((cell[i] & keep[i]) | set[i]);
        }
    }
    std::vector<uint8_t>& painted = document_->mutablePaintedMask();
    for (const IndexRun& run : newlyPainted_)
        std::fill_n(painted.begin() + qsizetype(run.start), run.length, uint8_t(forward ? 1 : 0));
    applied_ = forward;
    if (seedChange_)
        document_->setSeed(forward ? seedChange_->second : seedChange_->first);
    if (changedCells_)
        document_->cellsChanged(bounds_, cellsToRecheck());
}

std::vector<uint32_t> WorldEditCommand::cellsToRecheck() const
{
    std::vector<uint32_t> cells;
    if (changedCells_ > document_->grid().cellCount() / 16)
        return cells;
    for (const std::vector<Run>& runs : runs_)
        for (const Run& run : runs)
            for (uint32_t i = run.start; i < run.start + run.length; ++i)
                cells.push_back(i);
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

} // namespace incursion::studio
