// A world being edited: the grid, its schema, the file it came from, the undo
// stack, the painted mask (the cells the author painted, which regeneration
// keeps; saved beside the world, painted_mask.h) and the rule checker, kept
// up to date around every change. Tools change the grid through the document
// (cell by cell in a stroke, or by an operation over an area); each edit ends
// as one WorldEditCommand on the undo stack.
//
// The first full rule check of a world (and the full re-check after an edit
// too large to re-check cell by cell, such as undoing a whole-world fill) runs
// on a worker: the world shows and answers at once, the Rules panel fills when
// the check is done (problemsChanged). Whatever reads the checker waits for a
// running check; whatever changes the grid cancels it first (the checker never
// sees a grid being changed, and an undo never waits for a check of what it
// undoes), and the whole world is checked again after the change. Other
// readers of the grid on workers (the map's background drawing) hear
// aboutToChange() before every change and stop until changed().
//
// Saving writes the PNG bit for bit through the runtime (writeWorldPng,
// atomic), never through QImage; a file changed on disk since it was read is
// overwritten only when the overwrite prompt agrees.
#pragma once

#include "worldmap/schema.h"
#include "worldmap/world_checker.h"
#include "worldmap/world_grid.h"
#include "world/world_edit.h"

#include <QDateTime>
#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QRect>
#include <QString>
#include <QUndoStack>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace incursion::studio {

class WorldDocument : public QObject {
    Q_OBJECT
public:
    // Opens a PNG as a world. Its schema is WORLD.schema.json beside it when
    // there is one, otherwise the built-in scourge; its painted cells come from
    // WORLD.painted. On failure returns null and sets `error` (nothing is written).
    static std::unique_ptr<WorldDocument> open(const QString& path, QString* error);
    // A new world, not yet saved: all zero, or generated from `seed`.
    static std::unique_ptr<WorldDocument> create(worldmap::Schema schema, int width, int height,
                                                 std::optional<uint64_t> seed, QString* error);
    ~WorldDocument() override;

    const worldmap::Schema& schema() const { return *schema_; }
    const worldmap::WorldGrid& grid() const { return *grid_; }
    // Waits for a running full check (see checking()).
    const worldmap::WorldChecker& checker() const;
    // Whether a full rule check is running on the worker (the Rules panel says so).
    bool checking() const { return checkRunning_ || !checkerCurrent_; }
    void waitForCheck() const;
    QUndoStack* undoStack() const { return undoStack_; }
    QString path() const { return path_; }              // empty until saved
    QString displayName() const;
    bool isModified() const { return !undoStack_->isClean() || path_.isEmpty(); }
    // The seed the world was generated from: the tile preview's, the playtest's
    // from a cell of it, and regeneration's default. Regenerate changes it as
    // part of its undo step.
    uint64_t seed() const { return seed_; }
    void setSeed(uint64_t seed);

    bool isPainted(int x, int y) const { return painted_[grid_->index(x, y)] != 0; }
    const std::vector<uint8_t>& paintedMask() const { return painted_; }

    // Asked before overwriting a file that changed on disk since it was read;
    // true overwrites. The default asks in a message box.
    using OverwritePrompt = std::function<bool(const QString& path)>;
    void setOverwritePrompt(OverwritePrompt prompt) { overwritePrompt_ = std::move(prompt); }
    bool changedOnDisk() const;
    // Writes the PNG and the painted cells; false (and `error`) when it failed
    // or the user declined to overwrite a file changed on disk.
    bool save(QString* error);
    bool saveAs(const QString& path, QString* error);

    // --- Editing. A stroke collects cell changes into one undo command.
    void beginStroke();
    // Sets one field of a cell within the current stroke (a no-op outside the
    // world); re-checks around it. The views hear of it at flushStroke().
    void strokeSet(int x, int y, int field, int value);
    // Tells the views which cells the stroke changed since the last flush (one
    // signal a brush stamp, not one a cell); endStroke() flushes too.
    void flushStroke();
    void endStroke(const QString& text);
    bool inStroke() const { return stroke_ != nullptr; }

    // Runs `change` on the grid after remembering `area`, then makes one undo
    // command of what changed. Returns the number of cells changed.
    // `seed`: the world's seed after the operation (undo puts the old one back).
    size_t applyOperation(const QString& text, const QRect& area, const std::function<void(worldmap::WorldGrid&)>& change,
                          bool markPainted = true, std::optional<uint64_t> seed = std::nullopt);
    // Sets a field on every cell of `cells` (row-major indices) where `filter` holds.
    size_t setField(const QString& text, const std::vector<uint32_t>& cells, int field, int value);

    // Applies the fix of one problem; of every problem of a rule (-1: every rule). One undo step.
    size_t fix(const worldmap::Problem& problem);
    size_t fixAll(int rule);
    // Regenerates from `seed` every cell the author has not painted. One undo step.
    size_t regenerate(uint64_t seed);

    // For WorldEditCommand: the grid to change (readers on workers stopped,
    // aboutToChange) and the cells it changed.
    worldmap::WorldGrid& mutableGrid();
    std::vector<uint8_t>& mutablePaintedMask() { return painted_; }
    // After cells in `area` changed (`cells` of them): re-checks and tells the views.
    void cellsChanged(const QRect& area, const std::vector<uint32_t>& cells);

    QRect bounds() const { return QRect(0, 0, grid_->width(), grid_->height()); }
    static QString paintedPathFor(const QString& worldPath);
    static QString schemaPathFor(const QString& worldPath);

signals:
    // The grid is about to change: readers on other threads stop now (direct connections only).
    void aboutToChange();
    // Cells inside `area` changed (drawing, rules, the tile preview follow).
    void changed(const QRect& area);
    void problemsChanged();
    void pathChanged(const QString& path);
    void modifiedChanged(bool modified);
    void seedChanged(uint64_t seed);

private:
    WorldDocument(std::unique_ptr<worldmap::Schema> schema, std::unique_ptr<worldmap::WorldGrid> grid);
    void rememberDiskState();
    void recheck(const QRect& area, const std::vector<uint32_t>& cells);
    void startFullCheck();
    // Cancels a running full check (the checker is then out of date until the next one)
    // and tells the other readers: called before any change of the grid.
    void prepareToChange();

    std::unique_ptr<worldmap::Schema> schema_;
    std::unique_ptr<worldmap::WorldGrid> grid_;
    std::unique_ptr<worldmap::WorldChecker> checker_;
    std::vector<uint8_t> painted_;
    QUndoStack* undoStack_;
    QString path_;
    uint64_t seed_ = 1;
    QDateTime diskModified_;
    qint64 diskSize_ = -1;
    OverwritePrompt overwritePrompt_;
    std::unique_ptr<EditRecorder> stroke_;
    QRect strokeDirty_;
    mutable QFuture<bool> fullCheck_;
    QFutureWatcher<bool> fullCheckWatcher_;
    std::atomic<bool> cancelCheck_ = false;
    bool checkRunning_ = false;
    // False after a full check was cancelled: the checker is not re-checked cell by
    // cell but whole (at the end of a stroke, at once otherwise).
    bool checkerCurrent_ = true;
};

} // namespace incursion::studio
