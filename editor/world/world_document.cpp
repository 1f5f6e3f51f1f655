#include "world/world_document.h"

#include "world/painted_mask.h"
#include "worldmap/world_generator.h"
#include "worldmap/world_png.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>
#include <QtConcurrent/QtConcurrentRun>

namespace incursion::studio {

using worldmap::Problem;
using worldmap::Schema;
using worldmap::WorldGrid;

WorldDocument::WorldDocument(std::unique_ptr<Schema> schema, std::unique_ptr<WorldGrid> grid)
    : schema_(std::move(schema))
    , grid_(std::move(grid))
    , checker_(std::make_unique<worldmap::WorldChecker>(*schema_, *grid_))
    , painted_(grid_->cellCount(), 0)
    , undoStack_(new QUndoStack(this))
{
    connect(&fullCheckWatcher_, &QFutureWatcher<bool>::finished, this, [this] {
        if (!checkRunning_ || !fullCheck_.isFinished())
            return;     // a cancelled check's end, heard after another started
        checkRunning_ = false;
        emit problemsChanged();
    });
    startFullCheck();
    connect(undoStack_, &QUndoStack::cleanChanged, this, [this] { emit modifiedChanged(isModified()); });
    overwritePrompt_ = [](const QString& path) {
        return QMessageBox::question(QApplication::activeWindow(), tr("World Changed on Disk"),
                                     tr("%1 changed on disk since it was opened. Overwrite it with this world?")
                                         .arg(QFileInfo(path).fileName()))
               == QMessageBox::Yes;
    };
}

WorldDocument::~WorldDocument()
{
    // The stack, a child, is cleared after the grid is gone: its listeners must not look.
    undoStack_->blockSignals(true);
    cancelCheck_ = true;
    fullCheck_.waitForFinished();
}

void WorldDocument::startFullCheck()
{
    prepareToChange();
    checkRunning_ = true;
    checkerCurrent_ = true;
    cancelCheck_ = false;
    worldmap::WorldChecker* checker = checker_.get();
    fullCheck_ = QtConcurrent::run([checker, cancel = &cancelCheck_] { return checker->checkAll(cancel); });
    fullCheckWatcher_.setFuture(fullCheck_);
}

void WorldDocument::prepareToChange()
{
    if (fullCheck_.isValid() && !fullCheck_.isFinished()) {
        cancelCheck_ = true;
        fullCheck_.waitForFinished();
        cancelCheck_ = false;
    }
    if (checkRunning_ && fullCheck_.isFinished() && !fullCheck_.result()) {
        checkRunning_ = false;
        checkerCurrent_ = false;
    }
    emit aboutToChange();
}

void WorldDocument::waitForCheck() const
{
    fullCheck_.waitForFinished();
}

const worldmap::WorldChecker& WorldDocument::checker() const
{
    waitForCheck();
    return *checker_;
}

worldmap::WorldGrid& WorldDocument::mutableGrid()
{
    prepareToChange();
    return *grid_;
}

QString WorldDocument::paintedPathFor(const QString& worldPath)
{
    const QFileInfo info(worldPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".painted"));
}

QString WorldDocument::schemaPathFor(const QString& worldPath)
{
    const QFileInfo info(worldPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".schema.json"));
}

std::unique_ptr<WorldDocument> WorldDocument::open(const QString& path, QString* error)
{
    const QString schemaPath = schemaPathFor(path);
    const bool ownSchema = QFileInfo::exists(schemaPath);
    worldmap::SchemaResult schema = worldmap::loadSchema(ownSchema ? schemaPath.toStdString() : std::string("scourge"));
    if (!schema.schema) {
        *error = QString::fromStdString(schema.error);
        return nullptr;
    }
    worldmap::WorldReadResult read = worldmap::readWorldPng(path.toStdString());
    if (!read.grid) {
        *error = QString::fromStdString(read.error);
        return nullptr;
    }
    std::unique_ptr<WorldDocument> document(new WorldDocument(std::make_unique<Schema>(std::move(*schema.schema)),
                                                              std::make_unique<WorldGrid>(std::move(*read.grid))));
    QFile paintedFile(paintedPathFor(path));
    if (paintedFile.exists()) {
        if (!paintedFile.open(QIODevice::ReadOnly)) {
            *error = tr("%1: cannot be read: %2").arg(paintedFile.fileName(), paintedFile.errorString());
            return nullptr;
        }
        PaintedMaskResult mask = readPaintedMask(paintedFile.readAll(), QFileInfo(paintedFile).fileName(),
                                                 document->grid_->width(), document->grid_->height());
        if (!mask.painted) {
            *error = mask.error;
            return nullptr;
        }
        document->painted_ = std::move(*mask.painted);
    }
    document->path_ = QFileInfo(path).absoluteFilePath();
    document->rememberDiskState();
    return document;
}

std::unique_ptr<WorldDocument> WorldDocument::create(Schema schema, int width, int height,
                                                     std::optional<uint64_t> seed, QString* error)
{
    if (const std::string problem = WorldGrid::sizeProblem(uint64_t(std::max(width, 0)), uint64_t(std::max(height, 0)));
        !problem.empty()) {
        *error = QString::fromStdString(problem);
        return nullptr;
    }
    std::unique_ptr<WorldGrid> grid;
    try {
        grid = seed ? std::make_unique<WorldGrid>(worldmap::generateWorld(schema, {width, height, *seed}))
                    : std::make_unique<WorldGrid>(width, height);
    } catch (const std::exception& failure) {
        *error = QString::fromStdString(failure.what());
        return nullptr;
    }
    std::unique_ptr<WorldDocument> document(
        new WorldDocument(std::make_unique<Schema>(std::move(schema)), std::move(grid)));
    document->seed_ = seed.value_or(1);
    return document;
}

QString WorldDocument::displayName() const
{
    return path_.isEmpty() ? tr("Untitled World") : QFileInfo(path_).fileName();
}

void WorldDocument::rememberDiskState()
{
    const QFileInfo info(path_);
    diskModified_ = info.lastModified();
    diskSize_ = info.exists() ? info.size() : -1;
}

bool WorldDocument::changedOnDisk() const
{
    if (path_.isEmpty())
        return false;
    const QFileInfo info(path_);
    return (info.exists() ? info.size() : -1) != diskSize_ || info.lastModified() != diskModified_;
}

bool WorldDocument::save(QString* error)
{
    if (path_.isEmpty()) {
        *error = tr("The world has no file yet: save it as a file.");
        return false;
    }
    if (changedOnDisk() && !overwritePrompt_(path_)) {
        *error = tr("%1 changed on disk; not overwritten.").arg(QFileInfo(path_).fileName());
        return false;
    }
    return saveAs(path_, error);
}

bool WorldDocument::saveAs(const QString& path, QString* error)
{
    if (const std::string failure = worldmap::writeWorldPng(path.toStdString(), *grid_); !failure.empty()) {
        *error = QString::fromStdString(failure);
        return false;
    }
    const QString paintedPath = paintedPathFor(path);
    const bool anyPainted = std::find(painted_.begin(), painted_.end(), uint8_t(1)) != painted_.end();
    if (anyPainted || QFileInfo::exists(paintedPath)) {
        QSaveFile file(paintedPath);
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(writePaintedMask(painted_, grid_->width(), grid_->height())) < 0 || !file.commit()) {
            *error = tr("%1: cannot be written: %2").arg(paintedPath, file.errorString());
            return false;
        }
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const bool renamed = absolute != path_;
    path_ = absolute;
    rememberDiskState();
    undoStack_->setClean();
    if (renamed)
        emit pathChanged(path_);
    emit modifiedChanged(false);
    return true;
}

void WorldDocument::beginStroke()
{
    prepareToChange();
    stroke_ = std::make_unique<EditRecorder>(*grid_);
    strokeDirty_ = QRect();
}

void WorldDocument::strokeSet(int x, int y, int field, int value)
{
    if (!stroke_ || !grid_->contains(x, y))
        return;
    const worldmap::Field& f = schema_->fields[size_t(field)];
    if (grid_->get(x, y, f) == value)
        return;
    prepareToChange();
    stroke_->touch(x, y);
    grid_->set(x, y, f, value);
    const size_t index = grid_->index(x, y);
    strokeDirty_ |= QRect(x, y, 1, 1);
    recheck(QRect(x, y, 1, 1), {uint32_t(index)});
}

void WorldDocument::flushStroke()
{
    if (strokeDirty_.isEmpty())
        return;
    const QRect dirty = strokeDirty_;
    strokeDirty_ = QRect();
    emit changed(dirty);
    // The checker is already up to date around each cell: the Rules panel follows the stroke.
    if (checkerCurrent_)
        emit problemsChanged();
}

void WorldDocument::endStroke(const QString& text)
{
    if (!stroke_)
        return;
    flushStroke();
    const std::unique_ptr<EditRecorder> recorder = std::move(stroke_);
    // A full check cancelled by the stroke: the whole world again, now the stroke is over.
    if (!checkerCurrent_)
        startFullCheck();
    auto* command = new WorldEditCommand(this, *recorder, true, text);
    if (command->isEmpty()) {
        delete command;
        return;
    }
    undoStack_->push(command);
    emit problemsChanged();
}

void WorldDocument::setSeed(uint64_t seed)
{
    if (seed == seed_)
        return;
    seed_ = seed;
    emit seedChanged(seed);
}

size_t WorldDocument::applyOperation(const QString& text, const QRect& area,
                                     const std::function<void(WorldGrid&)>& change, bool markPainted,
                                     std::optional<uint64_t> seed)
{
    prepareToChange();
    EditRecorder recorder(*grid_);
    recorder.snapshot(area);
    change(*grid_);
    auto* command = new WorldEditCommand(this, recorder, markPainted, text);
    if (seed && *seed != seed_)
        command->setSeedChange(seed_, *seed);
    const size_t changedCells = command->changedCells();
    if (command->isEmpty()) {
        delete command;
        if (!checkerCurrent_)
            startFullCheck();
        return 0;
    }
    const std::vector<uint32_t> cells = command->cellsToRecheck();
    const QRect changedArea = command->bounds();
    undoStack_->push(command);
    // The command does not re-apply on push: set the seed, re-check and redraw here.
    if (seed)
        setSeed(*seed);
    if (changedCells)
        cellsChanged(changedArea, cells);
    else if (!checkerCurrent_)
        startFullCheck();
    return changedCells;
}

size_t WorldDocument::setField(const QString& text, const std::vector<uint32_t>& cells, int field, int value)
{
    if (cells.empty())
        return 0;
    const int width = grid_->width();
    QRect area;
    for (const uint32_t index : cells)
        area |= QRect(int(index % uint32_t(width)), int(index / uint32_t(width)), 1, 1);
    const worldmap::Field& f = schema_->fields[size_t(field)];
    return applyOperation(text, area, [&](WorldGrid& grid) {
        for (const uint32_t index : cells)
            WorldGrid::setFieldOf(grid.cell(index), f, value);
    });
}

size_t WorldDocument::fix(const Problem& problem)
{
    waitForCheck();
    return applyOperation(tr("Fix %1 at %2,%3").arg(QString::fromStdString(schema_->rules[size_t(problem.rule)].id))
                              .arg(problem.x).arg(problem.y),
                          QRect(problem.x, problem.y, 1, 1),
                          [&](WorldGrid& grid) { worldmap::applyFix(*schema_, grid, problem); });
}

size_t WorldDocument::fixAll(int rule)
{
    // Fixes act on what the check found: a running check ends first.
    waitForCheck();
    if (rule < 0) {
        // Every rule: the runtime's fixAll, which re-checks after each fix and
        // fixes what a fix raised (a clamped elevation's mountains lose their trees).
        return applyOperation(tr("Fix All"), bounds(),
                              [&](WorldGrid& grid) { worldmap::fixAll(*schema_, grid, *checker_); });
    }
    std::vector<Problem> targets;
    QRect area;
    for (const Problem& problem : checker_->keptProblems())
        if (problem.rule == rule) {
            const worldmap::Rule& r = schema_->rules[size_t(problem.rule)];
            if (r.kind != worldmap::RuleKind::Range && r.fix.empty())
                continue;
            targets.push_back(problem);
            area |= QRect(problem.x, problem.y, 1, 1);
        }
    if (targets.empty())
        return 0;
    const QString text = tr("Fix All %1").arg(QString::fromStdString(schema_->rules[size_t(rule)].id));
    return applyOperation(text, area, [&](WorldGrid& grid) {
        for (const Problem& problem : targets)
            worldmap::applyFix(*schema_, grid, problem);
    });
}

size_t WorldDocument::regenerate(uint64_t seed)
{
    WorldGrid generated = worldmap::generateWorld(*schema_, {grid_->width(), grid_->height(), seed});
    return applyOperation(tr("Regenerate (seed %1)").arg(seed), bounds(), [&](WorldGrid& grid) {
        std::vector<uint8_t>& bytes = grid.bytes();
        const std::vector<uint8_t>& fresh = generated.bytes();
        for (size_t i = 0; i < painted_.size(); ++i)
            if (!painted_[i])
                std::copy_n(fresh.data() + i * 3, 3, bytes.data() + i * 3);
    }, false, seed);
}

void WorldDocument::recheck(const QRect& area, const std::vector<uint32_t>& cells)
{
    if (!checkerCurrent_ && stroke_)
        return;     // checked whole when the stroke ends
    if ((cells.empty() && !area.isEmpty()) || !checkerCurrent_) {
        // Too many cells to re-check one by one, or a cancelled check: the whole world, on the worker.
        startFullCheck();
        return;
    }
    const uint32_t width = uint32_t(grid_->width());
    for (const uint32_t index : cells)
        checker_->recheckAround(int(index % width), int(index / width));
}

void WorldDocument::cellsChanged(const QRect& area, const std::vector<uint32_t>& cells)
{
    recheck(area, cells);
    emit changed(area);
    if (!stroke_)
        emit problemsChanged();
}

} // namespace incursion::studio
