// How the world editor draws (editor/world/world_rendering.h, world_view.h):
// layers redrawn where cells changed or in the background match layers drawn
// whole, a frame comes while every pool thread is busy, an edit during the
// background drawing is not lost, the overlays, the tile preview follows a
// neighbour's edit, and a hover repaints only the tool's preview.
#include "editing/document_tabs.h"
#include "project/current_project.h"
#include "world/painted_mask.h"
#include "world/tile_preview_dock.h"
#include "world/world_controller.h"
#include "world/world_document.h"
#include "world/world_editor.h"
#include "world/world_rules_dock.h"
#include "world/world_rendering.h"
#include "world/world_view.h"
#include "worldmap/world_checker.h"
#include "worldmap/world_generator.h"
#include "worldmap/world_png.h"
#include "support/test_settings.h"
#include "support/test_suite.h"
#include "support/test_files.h"
#include "support/world_editor_fixture.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSemaphore>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <QTreeWidget>
#include <QtTest>

namespace tst_world_rendering {

using namespace incursion::studio;
using namespace incursion::test::world_editor;
using incursion::test::readFile;

namespace {

// Whether a pixel within `radius` of `at` has `colour` (lines are antialiased, and each service's are
// shifted a little sideways in the cell, as its markers are).
bool lineColourNear(const QImage& image, QPointF at, double radius, const QColor& colour)
{
    for (int y = int(at.y() - radius); y <= int(at.y() + radius); ++y)
        for (int x = int(at.x() - radius); x <= int(at.x() + radius); ++x) {
            if (!image.rect().contains(x, y))
                continue;
            const QColor pixel = image.pixelColor(x, y);
            if (std::abs(pixel.red() - colour.red()) <= 12 && std::abs(pixel.green() - colour.green()) <= 12
                && std::abs(pixel.blue() - colour.blue()) <= 12)
                return true;
        }
    return false;
}

} // namespace

namespace {

// Collects the region of every paint event its object receives.
class PaintRecorder : public QObject {
public:
    QRegion painted;

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            painted += static_cast<QPaintEvent*>(event)->region();
        return false;
    }
};

} // namespace

class WorldRenderingTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { incursion::test::useTestSettings(QStringLiteral("tst_world_rendering")); }
    void tilePreviewFollowsANeighboursEdit();
    void aLayerRedrawnWhereCellsChangedMatchesOneDrawnWhole();
    void aLayerDrawnInTheBackgroundMatchesOneDrawnAtOnce();
    void aFrameIsDrawnWhileEveryPoolThreadIsBusy();
    void anEditDuringTheBackgroundDrawingIsNotLost();
    void theLandmassesOverlayTintsEachLandmass();
    void theNetworksOverlayJoinsTheCellsTravelJoins();
    void theRoadsOverlayJoinsNeighboursAndDotsALoneCell();
    void aHoverRepaintsOnlyTheToolsPreview();
};

void WorldRenderingTest::tilePreviewFollowsANeighboursEdit()
{
    auto editor = generatedEditor();
    WorldDocument& document = *editor->document();
    // A land cell with a land neighbour to its east.
    QPoint cell(-1, -1);
    const Field& elevation = document.schema().field("elevation");
    for (int y = 5; y < 27 && cell.x() < 0; ++y)
        for (int x = 5; x < 40 && cell.x() < 0; ++x)
            if (document.grid().get(x, y, elevation) == 1 && document.grid().get(x + 1, y, elevation) == 1 &&
                !document.grid().get(x, y, document.schema().field("road")))
                cell = QPoint(x, y);
    QVERIFY(cell.x() >= 0);
    TilePreviewDock preview;
    preview.setEditor(editor.get());
    editor->setCurrentCell(cell);
    QTRY_COMPARE(preview.cell(), std::optional<QPoint>(cell));
    const QImage before = preview.image();
    const QString asciiBefore = preview.ascii();
    QVERIFY(!before.isNull());
    // The neighbour becomes ocean: the tile gets a coast on its east edge.
    document.beginStroke();
    document.strokeSet(cell.x() + 1, cell.y(), fieldIndex(document, "elevation"), 0);
    document.endStroke(QStringLiteral("sea"));
    QTRY_VERIFY(preview.ascii() != asciiBefore);
    QVERIFY(preview.image() != before);
    QCOMPARE(preview.cell(), std::optional<QPoint>(cell));
    // A change far away does not remake it.
    const QString asciiAfter = preview.ascii();
    document.beginStroke();
    document.strokeSet(0, 0, fieldIndex(document, "climate"), 1);
    document.endStroke(QStringLiteral("far"));
    QCoreApplication::processEvents();
    QCOMPARE(preview.ascii(), asciiAfter);
}

void WorldRenderingTest::aLayerRedrawnWhereCellsChangedMatchesOneDrawnWhole()
{
    // 640x480 cells: drawn whole, in tiles on several threads; redrawn cell by cell, on this one.
    const incursion::worldmap::Schema schema = *incursion::worldmap::builtinSchema("scourge");
    WorldGrid grid = incursion::worldmap::generateWorld(schema, {640, 480, 5});
    const QRect world(0, 0, 640, 480);
    const WorldGrid original = grid;
    for (const int layer : {kCompositeLayer, schema.fieldIndex("elevation")}) {
        grid = original;
        LayerImage patched(schema, grid, layer);
        patched.drawNow(world);
        const QImage before = patched.image();
        for (int i = 0; i < 200; ++i) {
            const QPoint cell((i * 37) % 640, (i * 53) % 480);
            grid.set(cell.x(), cell.y(), schema.field("elevation"), i % 5);
            grid.set(cell.x(), cell.y(), schema.field("road"), i % 2);
            patched.update(QRect(cell, QSize(1, 1)));
        }
        QVERIFY(patched.isFullyDrawn());        // small changes are drawn at once
        LayerImage whole(schema, grid, layer);
        whole.drawNow(world);
        QCOMPARE(patched.image(), whole.image());
        QVERIFY(patched.image() != before);      // the edits show
    }
}

void WorldRenderingTest::aLayerDrawnInTheBackgroundMatchesOneDrawnAtOnce()
{
    // 1000x700: tiles cut by the world's right and bottom edges too.
    const incursion::worldmap::Schema schema = *incursion::worldmap::builtinSchema("scourge");
    const WorldGrid grid = incursion::worldmap::generateWorld(schema, {1000, 700, 11});
    const QRect world(0, 0, 1000, 700);
    for (const int layer : {kCompositeLayer, schema.fieldIndex("vegetation")}) {
        LayerImage reference(schema, grid, layer);
        reference.drawNow(world);
        QVERIFY(reference.isFullyDrawn());

        LayerImage lazy(schema, grid, layer);
        QVERIFY(!lazy.isDrawn(QRect(500, 300, 1, 1)));
        // The view's part at once, then the rest on the workers, nearest it first.
        lazy.drawNow(QRect(300, 200, 200, 100));
        QVERIFY(lazy.isDrawn(QRect(300, 200, 200, 100)));
        QVERIFY(!lazy.isFullyDrawn());
        lazy.drawInBackground(QRect(300, 200, 200, 100));
        lazy.waitForBackground();
        QVERIFY(lazy.isFullyDrawn());
        QCOMPARE(lazy.image(), reference.image());

        // Zoomed out, the reduced pictures: each pixel its block's middle cell.
        for (const int side : {2, 8, 64}) {
            const QImage& reduced = lazy.reduced(side);
            QCOMPARE(reduced.size(), QSize((1000 + side - 1) / side, (700 + side - 1) / side));
            for (int py = 0; py < reduced.height(); ++py)
                for (int px = 0; px < reduced.width(); ++px)
                    QCOMPARE(reduced.pixel(px, py), reference.image().pixel(std::min(px * side + side / 2, 999),
                                                                            std::min(py * side + side / 2, 699)));
        }
        int side = 0;
        QCOMPARE(&lazy.picture(1.0 / 8, world, &side), &lazy.reduced(8));
        QCOMPARE(side, 8);
        QCOMPARE(&lazy.picture(0.75, world, &side), &lazy.image());
        QCOMPARE(side, 1);
    }
}

void WorldRenderingTest::aFrameIsDrawnWhileEveryPoolThreadIsBusy()
{
    // The first full rule check and the networks hold the pool's threads for seconds on a large
    // world: the tiles and the reduced picture a frame needs are drawn meanwhile, on this thread.
    const incursion::worldmap::Schema schema = *incursion::worldmap::builtinSchema("scourge");
    const WorldGrid grid = incursion::worldmap::generateWorld(schema, {600, 600, 7});
    QThreadPool* pool = QThreadPool::globalInstance();
    QSemaphore letGo;
    std::atomic<int> timedOut = 0;
    std::vector<QFuture<void>> blockers;
    for (int i = 0; i < pool->maxThreadCount(); ++i)
        blockers.push_back(QtConcurrent::run([&] {
            if (!letGo.tryAcquire(1, 60000))
                ++timedOut;
        }));
    QTRY_COMPARE(pool->activeThreadCount(), pool->maxThreadCount());

    LayerImage lazy(schema, grid, kCompositeLayer);
    const QRect view(0, 0, 600, 300);           // 10 tiles
    lazy.drawNow(view);
    const QImage reduced = lazy.reduced(2);     // 300x300 pixels
    letGo.release(pool->maxThreadCount());
    for (QFuture<void>& blocker : blockers)
        blocker.waitForFinished();
    QCOMPARE(timedOut.load(), 0);               // drawn while every blocker still held its thread

    LayerImage reference(schema, grid, kCompositeLayer);
    reference.drawNow(QRect(0, 0, 600, 600));
    QVERIFY(lazy.isDrawn(view));
    QVERIFY(!lazy.isFullyDrawn());
    QCOMPARE(lazy.image().copy(view), reference.image().copy(view));
    for (int py = 0; py < reduced.height(); ++py)
        for (int px = 0; px < reduced.width(); ++px)
            QCOMPARE(reduced.pixel(px, py), reference.image().pixel(px * 2 + 1, py * 2 + 1));
}

void WorldRenderingTest::anEditDuringTheBackgroundDrawingIsNotLost()
{
    // Edits through the document while the view's composite is drawn on workers: the
    // background drawing stops before each change and no tile keeps a stale picture.
    auto editor = generatedEditor(1000, 700, 13);
    WorldDocument& document = *editor->document();
    LayerImage& composite = *editor->view()->layers().front().image;
    const QRect world = document.bounds();
    const int elevation = fieldIndex(document, "elevation");
    const int road = fieldIndex(document, "road");
    (void)composite.reduced(4);      // made before the edits: redrawn where they changed cells
    for (int round = 0; round < 12; ++round) {
        composite.drawInBackground(QRect(round * 80, round * 50, 10, 10));
        if (round % 3 == 0) {
            // A stroke of a few cells (drawn at once where their tiles were drawn).
            document.beginStroke();
            for (int i = 0; i < 40; ++i)
                document.strokeSet((round * 71 + i * 13) % 1000, (round * 37 + i * 7) % 700, road, (round + i) % 2);
            document.endStroke(QStringLiteral("roads"));
        } else if (round % 3 == 1) {
            // A large area: its tiles drawn again in the background.
            QVERIFY(document.applyOperation(QStringLiteral("raise"), QRect(round * 30, round * 20, 600, 400),
                                            [&](WorldGrid& grid) {
                                                const Field& field = document.schema().fields[size_t(elevation)];
                                                for (int y = round * 20; y < round * 20 + 400; ++y)
                                                    for (int x = round * 30; x < round * 30 + 600; ++x)
                                                        grid.set(x, y, field, (x + y + round) % 5);
                                            }) > 0);
        } else {
            document.undoStack()->undo();
        }
    }
    composite.drawInBackground(world);
    composite.waitForBackground();
    QVERIFY(composite.isFullyDrawn());
    LayerImage fresh(document.schema(), document.grid(), kCompositeLayer);
    fresh.drawNow(world);
    QCOMPARE(composite.image(), fresh.image());
    QCOMPARE(composite.reduced(4), fresh.reduced(4));
}

void WorldRenderingTest::theLandmassesOverlayTintsEachLandmass()
{
    QString error;
    auto created = WorldDocument::create(*incursion::worldmap::builtinSchema("scourge"), 20, 8, std::nullopt, &error);
    QVERIFY(created);
    WorldEditor editor(std::move(created));
    WorldDocument& document = *editor.document();
    const Field& elevation = document.schema().field("elevation");
    // Two islands in an ocean (elevation 0).
    document.applyOperation(QStringLiteral("islands"), document.bounds(), [&](WorldGrid& grid) {
        for (int y = 2; y <= 4; ++y)
            for (int x : {2, 3, 4, 12, 13, 14})
                grid.set(x, y, elevation, 1);
    });
    QVERIFY(editor.view()->landmasses().isNull());          // kept only while shown
    editor.view()->setOverlays(WorldView::Landmasses);
    const QImage& image = editor.view()->landmasses();
    QCOMPARE(image.size(), QSize(20, 8));
    QCOMPARE(qAlpha(image.pixel(0, 0)), 0);                  // the sea is not tinted
    QVERIFY(qAlpha(image.pixel(3, 3)) > 0);
    QCOMPARE(image.pixel(2, 2), image.pixel(4, 4));          // one island, one tint
    QVERIFY(image.pixel(3, 3) != image.pixel(13, 3));        // two islands, two tints
    // A land bridge joins them: after the redraw (a moment after the edit) they share a tint.
    document.setField(QStringLiteral("bridge"), {uint32_t(3 * 20 + 5), uint32_t(3 * 20 + 6), uint32_t(3 * 20 + 7),
                                                 uint32_t(3 * 20 + 8), uint32_t(3 * 20 + 9), uint32_t(3 * 20 + 10),
                                                 uint32_t(3 * 20 + 11)},
                      fieldIndex(document, "elevation"), 1);
    QTRY_COMPARE(editor.view()->landmasses().pixel(3, 3), editor.view()->landmasses().pixel(13, 3));
    editor.view()->setOverlays(WorldView::Roads);
    QVERIFY(editor.view()->landmasses().isNull());
}

void WorldRenderingTest::theNetworksOverlayJoinsTheCellsTravelJoins()
{
    QString error;
    auto created = WorldDocument::create(*incursion::worldmap::builtinSchema("scourge"), 12, 8, std::nullopt, &error);
    QVERIFY(created);
    WorldEditor editor(std::move(created));
    WorldDocument& document = *editor.document();
    const incursion::worldmap::Schema& schema = document.schema();
    // Ocean around two islands of plains: A (1..4 x 1..5, a one-cell lake at 2,2) and B (8..10 x 1..5).
    // Harbors on A's coast (4,2 and 1,5), on B's (8,2) and on the lake (2,3); stables on A (1,1, 4,5)
    // and B (9,4); airports on A (3,4) and B (9,1, 10,5).
    document.applyOperation(QStringLiteral("islands"), document.bounds(), [&](WorldGrid& grid) {
        for (int y = 1; y <= 5; ++y)
            for (const int x : {1, 2, 3, 4, 8, 9, 10})
                grid.set(x, y, schema.field("elevation"), 1);
        grid.set(2, 2, schema.field("elevation"), 0);
        for (const auto& [name, cells] : {std::pair{"harbor", std::vector<QPoint>{{4, 2}, {1, 5}, {8, 2}, {2, 3}}},
                                          std::pair{"stables", std::vector<QPoint>{{1, 1}, {4, 5}, {9, 4}}},
                                          std::pair{"airport", std::vector<QPoint>{{3, 4}, {9, 1}, {10, 5}}}})
            for (const QPoint cell : cells)
                grid.set(cell.x(), cell.y(), schema.field(name), 1);
    });
    WorldView* view = editor.view();
    const auto edges = [&] {
        QStringList shown;
        for (const incursion::worldmap::ServiceNetwork& network : view->networks()) {
            QStringList links;
            for (const auto& [a, b] : network.links)
                links << QStringLiteral("%1,%2-%3,%4").arg(network.cells[a][0]).arg(network.cells[a][1])
                             .arg(network.cells[b][0]).arg(network.cells[b][1]);
            shown << QStringLiteral("%1 %2: %3").arg(incursion::worldmap::serviceName(network.service).data())
                         .arg(network.cells.size()).arg(links.join(QLatin1Char(' ')));
        }
        return shown;
    };
    view->setOverlays(WorldView::Roads);
    QVERIFY(view->networks().empty());          // worked out only while shown
    view->setOverlays(WorldView::Networks);
    QVERIFY(view->networksPending());           // on a worker: the view does not wait
    QTRY_VERIFY(!view->networksPending());
    QCOMPARE(edges(), QStringList({"harbor 3: 4,2-8,2 4,2-1,5", "harbor 1: ", "stables 2: 1,1-4,5", "stables 1: ",
                                   "airport 3: 9,1-3,4 9,1-10,5"}));
    // Hovering a service tells its network and how many cells it reaches.
    QVERIFY(editor.describeCell(QPoint(4, 2)).contains(QStringLiteral("Harbor network 1 of 2: ships reach 2 other harbors")));
    QVERIFY(editor.describeCell(QPoint(2, 3)).contains(QStringLiteral("Harbor network 2 of 2: ships reach 0 other harbors")));
    QVERIFY(editor.describeCell(QPoint(3, 4)).contains(QStringLiteral("Airport network: airships reach 2 other airports")));
    QVERIFY(editor.describeNetworks(QPoint(0, 0)).isEmpty());

    // The drawn lines, the composite hidden, looked for within a third of a cell of a point on them.
    editor.resize(1000, 800);
    view->grab();           // lays the editor out: the view has its size
    view->fitWorld();
    QVERIFY(view->zoom() >= 16);
    view->showLayer(kCompositeLayer, 0.0);
    const QColor harbor = fieldValueColour(schema.field("harbor"), 1);
    const QColor airport = fieldValueColour(schema.field("airport"), 1);
    const double near = view->zoom() / 3;
    const auto at = [&](double x, double y) { return view->positionOf(QPointF(x, y)); };
    QImage image = view->grab().toImage();
    // The harbor line 4,2-8,2 along row 2's middle; no harbor line above it between the islands.
    for (const double x : {5.5, 6.5, 7.5})
        QVERIFY2(lineColourNear(image, at(x, 2.5), near, harbor), qPrintable(QString::number(x)));
    QVERIFY(!lineColourNear(image, at(6.5, 1.0), near, harbor));
    // The harbor line 4,2-1,5 (a diagonal) at its middle, cell 3,4's top-left corner.
    QVERIFY(lineColourNear(image, at(3, 4), near, harbor));
    // The airport line 9,1-10,5 halfway down.
    QVERIFY(lineColourNear(image, at(10, 3.5), near, airport));
    QVERIFY(!lineColourNear(image, at(6.5, 6.5), near, airport));

    // Grassland on open land changes no network: nothing is worked out again.
    document.setField(QStringLiteral("grass"), {uint32_t(3 * 12 + 3)}, fieldIndex(document, "vegetation"), 1);
    QVERIFY(!view->networksPending());
    // Painting away the harbor of B: after the refresh its line is gone and the rest stay.
    document.setField(QStringLiteral("no harbor"), {uint32_t(2 * 12 + 8)}, fieldIndex(document, "harbor"), 0);
    QTRY_COMPARE(edges().front(), QStringLiteral("harbor 2: 4,2-1,5"));
    QTRY_VERIFY(!view->networksPending());
    image = view->grab().toImage();
    QVERIFY(!lineColourNear(image, at(6.5, 2.5), near, harbor));
    QVERIFY(lineColourNear(image, at(3, 4), near, harbor));
    QVERIFY(editor.describeCell(QPoint(4, 2)).contains(QStringLiteral("Harbor network 1 of 2: ships reach 1 other harbors")));
}

void WorldRenderingTest::theRoadsOverlayJoinsNeighboursAndDotsALoneCell()
{
    QString error;
    auto created = WorldDocument::create(*incursion::worldmap::builtinSchema("scourge"), 12, 8, std::nullopt, &error);
    QVERIFY(created);
    WorldEditor editor(std::move(created));
    WorldDocument& document = *editor.document();
    const Field& road = document.schema().field("road");
    const Field& river = document.schema().field("river");
    // A road 2,2-4,2 turning down to 4,3; a lone road cell at 8,5; a river 9,1-9,2 at the world's right.
    document.applyOperation(QStringLiteral("roads"), document.bounds(), [&](WorldGrid& grid) {
        for (const QPoint cell : {QPoint(2, 2), QPoint(3, 2), QPoint(4, 2), QPoint(4, 3), QPoint(8, 5)})
            grid.set(cell.x(), cell.y(), road, 1);
        grid.set(11, 1, river, 1);
        grid.set(11, 2, river, 1);
    });
    WorldView* view = editor.view();
    view->setOverlays(WorldView::Roads);
    editor.resize(1000, 800);
    view->grab();
    view->fitWorld();
    QVERIFY(view->zoom() >= 16);
    view->showLayer(kCompositeLayer, 0.0);
    const QImage image = view->grab().toImage();
    const QColor roadColour(120, 70, 30), riverColour(40, 110, 255);
    const double near = view->zoom() / 10;
    const auto at = [&](double x, double y) { return view->positionOf(QPointF(x, y)); };
    // Joined between neighbours' centres, across and down.
    QVERIFY(lineColourNear(image, at(3.0, 2.5), near, roadColour));
    QVERIFY(lineColourNear(image, at(4.0, 2.5), near, roadColour));
    QVERIFY(lineColourNear(image, at(4.5, 3.0), near, roadColour));
    QVERIFY(lineColourNear(image, at(11.5, 2.0), near, riverColour));
    // Not joined where there is no neighbour, nor diagonally, nor past the world's edge.
    QVERIFY(!lineColourNear(image, at(5.5, 2.5), near, roadColour));
    QVERIFY(!lineColourNear(image, at(4.0, 3.0), near, roadColour));
    QVERIFY(!lineColourNear(image, at(11.5, 3.0), near, riverColour));
    // A cell with no road beside it is a dot at its centre.
    QVERIFY(lineColourNear(image, at(8.5, 5.5), near, roadColour));
    QVERIFY(!lineColourNear(image, at(8.5, 6.2), near, roadColour));
    QVERIFY(!lineColourNear(image, at(7.8, 5.5), near, roadColour));
}

void WorldRenderingTest::aHoverRepaintsOnlyTheToolsPreview()
{
    auto editor = generatedEditor(200, 150, 5);
    editor->resize(1000, 800);
    editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(editor.get()));
    WorldView* view = editor->view();
    view->setZoom(4);
    editor->setBrushSize(3);
    // Settled: the world drawn, the networks worked out (their arrival repaints the whole view).
    QTRY_VERIFY(!view->networksPending());
    QTest::mouseMove(view, QPoint(400, 300));
    QApplication::processEvents();
    PaintRecorder recorder;
    view->installEventFilter(&recorder);
    QTest::mouseMove(view, QPoint(440, 320));
    QTRY_VERIFY(!recorder.painted.isEmpty());
    view->removeEventFilter(&recorder);
    // The brush outline where it was and where it is now, not the whole view.
    QVERIFY(recorder.painted.contains(QPoint(400, 300)));
    QVERIFY(recorder.painted.contains(QPoint(440, 320)));
    const QRect bounds = recorder.painted.boundingRect();
    QVERIFY2(bounds.width() < view->width() / 4 && bounds.height() < view->height() / 4,
             qPrintable(QStringLiteral("%1x%2").arg(bounds.width()).arg(bounds.height())));
    QVERIFY(editor->hoveredCell() == view->cellAt(QPointF(440, 320)));
}

INCURSION_TEST_MAIN(WorldRenderingTest)
#include "tst_world_rendering.moc"
} // namespace tst_world_rendering
