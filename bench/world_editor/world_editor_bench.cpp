// Times the studio's world editor offscreen (bench/world_editor.sh) against
// issue 16's targets, with libpng-through-the-runtime reading the same file in
// the same run as the floor an open pays:
//
//   read_ms          readWorldPng alone on the 4096x4096 world
//   open_ms          WorldDocument::open (the read; the full rule check
//                    starts on a worker), the editor made, shown 1280x800 and
//                    fitted as File > Open does, until its first frame is
//                    painted: the whole world on screen, from the reduced
//                    picture (an eighth a side)                target <= 500
//   open_drawn_ms    from the same start until the composite is drawn whole
//                    at one pixel a cell (in the background, after the frame)
//   rules_ready_ms   from the same start until the worker's full check ends
//                    (the Rules panel fills then)
//   frame_ms_median, frame_ms_worst   one step of a 32-cell brush stroke
//                    dragged across the map: the cells set, re-checked, the
//                    layer image updated and the view repainted  target <= 16
//   recheck_ms       re-checking the rules around one 32-cell brush stamp
//                    (what a stroke step re-checks)           target <= 5
//   tile_preview_ms  the tile preview made again after an edit (the tile and
//                    its four neighbours' strips)              target <= 50
//   fill_undo_ms, fill_undo_bytes   undoing a flood fill over the whole 4096
//                    world right after it (its re-check still running on the
//                    worker), until the next frame is painted (zoom 4; the
//                    bytes back, the visible tiles drawn, the re-check gone
//                    to the worker), and the bytes its undo command holds
//                                                              target <= 50
//   fill_undo_drawn_ms    the same until the composite is drawn whole again
//   fill_undo_checked_ms  the same until the worker's re-check ends
//
// Beside each of open_ms, frame_ms_median and fill_undo_ms, *_cpu_ms is the
// CPU time the GUI thread spent meanwhile and *_process_cpu_ms that of every
// thread of the process (the workers too): on a shared machine the wall time
// includes waiting for a core, the CPU time does not.
//
// Each timing is the median of RUNS runs; the world is the 1024 world of seed
// 1 repeated 4x4 (as bench/worldmap.sh makes it).
//
//   world_editor_bench DIR [RUNS]
#include "world/tile_preview_dock.h"
#include "world/world_document.h"
#include "world/world_editor.h"
#include "world/world_selection.h"
#include "world/world_view.h"
#include "worldmap/world_generator.h"
#include "worldmap/world_png.h"

#include <QApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace incursion;
using namespace incursion::studio;

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

double msOf(const QElapsedTimer& timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// CPU time in ms of the calling thread or of the whole process, and what was spent since start().
double cpuMs(clockid_t clock)
{
    timespec now{};
    clock_gettime(clock, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

struct CpuTimer {
    double thread = 0, process = 0;
    void start()
    {
        thread = cpuMs(CLOCK_THREAD_CPUTIME_ID);
        process = cpuMs(CLOCK_PROCESS_CPUTIME_ID);
    }
    double threadMs() const { return cpuMs(CLOCK_THREAD_CPUTIME_ID) - thread; }
    double processMs() const { return cpuMs(CLOCK_PROCESS_CPUTIME_ID) - process; }
};

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: world_editor_bench DIR [RUNS]\n");
        return 2;
    }
    const QString dir = QString::fromLocal8Bit(argv[1]);
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
    const worldmap::Schema schema = *worldmap::builtinSchema("scourge");

    const worldmap::WorldGrid tile = worldmap::generateWorld(schema, {1024, 1024, 1});
    worldmap::WorldGrid big(4096, 4096);
    for (int y = 0; y < 4096; ++y)
        for (int block = 0; block < 4; ++block)
            std::copy_n(tile.cell(tile.index(0, y % 1024)), 1024 * 3, big.cell(big.index(block * 1024, y)));
    const QString path = dir + QStringLiteral("/world4096.png");
    if (const std::string error = worldmap::writeWorldPng(path.toStdString(), big); !error.empty()) {
        std::fprintf(stderr, "%s\n", error.c_str());
        return 1;
    }

    std::vector<double> openCpu, openProcessCpu, frameCpu, frameProcessCpu, undoCpu, undoProcessCpu;
    std::vector<double> read, open, openDrawn, rulesReady, frames, recheck, preview, undo, undoDrawn, undoChecked;
    size_t undoBytes = 0;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        const worldmap::WorldReadResult plain = worldmap::readWorldPng(path.toStdString());
        read.push_back(msOf(timer));

        CpuTimer cpu;
        timer.restart();
        cpu.start();
        QString error;
        std::unique_ptr<WorldDocument> document = WorldDocument::open(path, &error);
        if (!document) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        WorldEditor editor(std::move(document));
        editor.resize(1280, 800);
        editor.show();
        editor.view()->fitWorld();
        // The first frame: painted once the window is exposed (events, as in the studio).
        while (editor.view()->lastPaintMs() == 0 && timer.elapsed() < 10000)
            QApplication::processEvents();
        if (editor.view()->lastPaintMs() == 0) {
            std::fprintf(stderr, "the world was not painted\n");
            return 1;
        }
        open.push_back(msOf(timer));
        openCpu.push_back(cpu.threadMs());
        openProcessCpu.push_back(cpu.processMs());
        LayerImage& composite = *editor.view()->layers().front().image;
        composite.waitForBackground();
        if (!composite.isFullyDrawn()) {
            std::fprintf(stderr, "the composite is not drawn whole after the background drawing\n");
            return 1;
        }
        openDrawn.push_back(msOf(timer));
        WorldDocument& world = *editor.document();
        // The first full rule check goes on on the worker; the Rules panel fills when it ends.
        world.waitForCheck();
        rulesReady.push_back(msOf(timer));

        QApplication::processEvents();
        editor.view()->setZoom(4);
        editor.view()->centreOn(QPoint(2048, 2048));
        editor.setBrushField(world.schema().fieldIndex("vegetation"));
        editor.setBrushValue(3);
        editor.setBrushSize(32);
        editor.setBrushRound(true);

        // A stroke across the visible map, a step of 4 cells at a time.
        QPoint cell(1960, 2000);
        editor.pressCell(cell);
        for (int step = 0; step < 40; ++step) {
            cell += QPoint(4, 2);
            timer.restart();
            cpu.start();
            editor.dragCell(cell);
            editor.view()->repaint();
            frames.push_back(msOf(timer));
            frameCpu.push_back(cpu.threadMs());
            frameProcessCpu.push_back(cpu.processMs());
        }
        editor.releaseCell(cell);

        // The rules re-checked around one 32-cell stamp, on a checker of its own.
        worldmap::WorldChecker checker(world.schema(), world.grid());
        checker.checkAll();
        const std::vector<QPoint> stamp = brushCells(QPoint(1000, 1000), 32, true);
        timer.restart();
        for (const QPoint& c : stamp)
            checker.recheckAround(c.x(), c.y());
        recheck.push_back(msOf(timer));

        TilePreviewDock dock;
        dock.setEditor(&editor);
        editor.setCurrentCell(QPoint(1500, 1500));
        dock.refresh();
        world.beginStroke();
        world.strokeSet(1501, 1500, world.schema().fieldIndex("road"), 1);
        world.endStroke(QStringLiteral("road"));
        timer.restart();
        dock.refresh();
        preview.push_back(msOf(timer));
        dock.setEditor(nullptr);

        // The whole world one value, then a fill over it, then its undo.
        world.applyOperation(QStringLiteral("flatten"), world.bounds(), [&](worldmap::WorldGrid& grid) {
            const worldmap::Field& climate = world.schema().field("climate");
            for (size_t i = 0; i < grid.cellCount(); ++i)
                worldmap::WorldGrid::setFieldOf(grid.cell(i), climate, 2);
        });
        editor.setTool(WorldToolId::Fill);
        editor.setBrushField(world.schema().fieldIndex("climate"));
        editor.setBrushValue(1);
        editor.pressCell(QPoint(0, 0));
        editor.releaseCell(QPoint(0, 0));
        undoBytes = dynamic_cast<const WorldEditCommand*>(world.undoStack()->command(world.undoStack()->count() - 1))
                        ->memoryBytes();
        timer.restart();
        cpu.start();
        world.undoStack()->undo();
        editor.view()->repaint();
        undo.push_back(msOf(timer));
        undoCpu.push_back(cpu.threadMs());
        undoProcessCpu.push_back(cpu.processMs());
        composite.waitForBackground();
        if (!composite.isFullyDrawn()) {
            std::fprintf(stderr, "the composite is not drawn whole after the undo's background drawing\n");
            return 1;
        }
        undoDrawn.push_back(msOf(timer));
        world.waitForCheck();
        undoChecked.push_back(msOf(timer));
        (void)plain;
    }
    std::printf("read_ms %.1f\nopen_ms %.1f\nopen_drawn_ms %.1f\nrules_ready_ms %.1f\nframe_ms_median %.2f\n"
                "frame_ms_worst %.2f\nrecheck_ms %.2f\ntile_preview_ms %.1f\nfill_undo_ms %.1f\n"
                "fill_undo_drawn_ms %.1f\nfill_undo_checked_ms %.1f\nfill_undo_bytes %zu\n",
                median(read), median(open), median(openDrawn), median(rulesReady), median(frames),
                *std::max_element(frames.begin(), frames.end()), median(recheck), median(preview), median(undo),
                median(undoDrawn), median(undoChecked), undoBytes);
    std::printf("open_cpu_ms %.1f\nopen_process_cpu_ms %.1f\nframe_cpu_ms %.2f\nframe_process_cpu_ms %.2f\n"
                "fill_undo_cpu_ms %.1f\nfill_undo_process_cpu_ms %.1f\n",
                median(openCpu), median(openProcessCpu), median(frameCpu), median(frameProcessCpu), median(undoCpu),
                median(undoProcessCpu));
    return 0;
}
