// Field of view (symmetric shadowcasting, radius, light, the two clearing
// modes, map memory) and the perception kinds layered over it.
#include "map/field_of_view.h"
#include "map/perception.h"

#include <QtTest>
#include "support/test_suite.h"

#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace incursion::map {
// How QCOMPARE prints a SenseSet: "{Sight, Telepathy}".
char* toString(const SenseSet& senses)
{
    static const char* const names[] = {"Sight", "Infravision", "Tremorsense", "Blindsight", "Telepathy"};
    QByteArray text = "{";
    for (int bit = 0; bit < 5; ++bit) {
        if (!(senses.bits() & (1 << bit)))
            continue;
        if (text.size() > 1)
            text += ", ";
        text += names[bit];
    }
    return qstrdup(text + "}");
}
} // namespace incursion::map

namespace tst_field_of_view {

using namespace incursion::map;

namespace {

// An ASCII map: '#' blocks sight, '@' is the viewer (on floor), anything else is floor.
struct AsciiMap {
    int width = 0;
    int height = 0;
    int viewerX = -1;
    int viewerY = -1;
    std::vector<std::string> rows;
    std::vector<uint8_t> opacity;

    explicit AsciiMap(const std::vector<std::string>& lines) : rows(lines)
    {
        height = int(lines.size());
        width = int(lines.front().size());
        opacity.resize(size_t(width * height));
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                const char c = lines[size_t(y)][size_t(x)];
                opacity[size_t(y * width + x)] = c == '#';
                if (c == '@') {
                    viewerX = x;
                    viewerY = y;
                }
            }
        }
    }
    OpacityGrid grid() const { return OpacityGrid(opacity, width, height); }
};

// The map with every cell out of view blanked.
QStringList drawInView(const AsciiMap& map, const VisibilityMap& visibility)
{
    QStringList lines;
    for (int y = 0; y < map.height; ++y) {
        QString line;
        for (int x = 0; x < map.width; ++x)
            line += visibility.inView(x, y) ? QChar(map.rows[size_t(y)][size_t(x)]) : QChar(' ');
        lines << line;
    }
    return lines;
}

VisibilityMap viewFrom(const AsciiMap& map, int radius = 0)
{
    VisibilityMap visibility;
    FieldOfViewRequest request;
    request.x = map.viewerX;
    request.y = map.viewerY;
    request.radius = radius;
    computeFieldOfView(map.grid(), request, visibility);
    return visibility;
}

std::vector<uint8_t> randomWalls(std::mt19937& random, int width, int height, int wallPercent)
{
    std::vector<uint8_t> opacity(size_t(width * height));
    std::uniform_int_distribution<int> percent(0, 99);
    for (uint8_t& cell : opacity)
        cell = percent(random) < wallPercent;
    return opacity;
}

} // namespace

class FieldOfViewTest : public QObject {
    Q_OBJECT

private slots:
    void golden_data();
    void golden();
    void symmetricOnRandomMaps_data();
    void symmetricOnRandomMaps();
    void radiusLimitsTheUnlimitedView();
    void clearingModesGiveIdenticalResults();
    void viewerOutsideTheGridSeesNothing();
    void unlitCellsOnlyWithinTheViewersLight();
    void memoryKeepsWhatWasSeen();
    void memoryRejectsAppearanceOfTheWrongSize();
    void gridsAndLightMapsOfTheWrongSizeAreRejected();
    void senseDistanceIsTheOriginals();
    void fieldOfViewRadiusCoversTheRanges();
    void sightNeedsLightAndRange();
    void infravisionSeesWarmCreaturesInTheDark();
    void tremorsenseMissesFlyingAndIgnoresWalls();
    void blindsightIgnoresLightButNotWalls();
    void telepathyMissesMindlessAndIgnoresWalls();
    void nothingIsPerceivedBeyondThirty();
};

void FieldOfViewTest::golden_data()
{
    QTest::addColumn<QStringList>("map");
    QTest::addColumn<int>("radius");
    QTest::addColumn<QStringList>("expected");

    // A pillar straight ahead shadows one column; the walls around the room
    // and the door's corridor are shown.
    QTest::newRow("room with pillar") << QStringList{
        "#############",
        "#...........#",
        "#...........#",
        "#.....#.....#",
        "#...........#",
        "#.....@.....#",
        "#...........#",
        "######.######",
        "######.######",
        "######.######",
    } << 0 << QStringList{
        "###### ######",
        "#..... .....#",
        "#..... .....#",
        "#.....#.....#",
        "#...........#",
        "#.....@.....#",
        "#...........#",
        "######.######",
        "     #.#     ",
        "     #.#     ",
    };
    // From a corridor through a one-cell opening: the first row of the room
    // shows only the cell straight ahead (its neighbours' centres lie outside
    // the opening's slopes), the rows beyond widen.
    QTest::newRow("corridor into room") << QStringList{
        "##########",
        "#........#",
        "#........#",
        "#........#",
        "####.#####",
        "####.#####",
        "####@#####",
    } << 0 << QStringList{
        "   ###    ",
        "   ...    ",
        "   ...    ",
        "    .     ",
        "   #.#    ",
        "   #.#    ",
        "   #@#    ",
    };
    // No border walls: the map edge clips the scan, walls cast shadows.
    QTest::newRow("open map edge") << QStringList{
        "....#.....",
        "..@.......",
        "......#...",
        ".#........",
        "..........",
    } << 0 << QStringList{
        "....# ....",
        "..@.......",
        "......#   ",
        ".#......  ",
        "  ........",
    };
    // Radius 4: cells with dx² + dy² <= 16, minus the wall's shadow.
    QTest::newRow("radius 4") << QStringList{
        "....................",
        ".........#..........",
        "....................",
        "..........@.........",
        "....................",
        "....................",
        "....................",
    } << 4 << QStringList{
        "          ...       ",
        "       ..#....      ",
        "       .......      ",
        "      ....@....     ",
        "       .......      ",
        "       .......      ",
        "        .....       ",
    };
}

void FieldOfViewTest::golden()
{
    QFETCH(QStringList, map);
    QFETCH(int, radius);
    QFETCH(QStringList, expected);
    std::vector<std::string> lines;
    for (const QString& line : map)
        lines.push_back(line.toStdString());
    const AsciiMap ascii(lines);
    QCOMPARE(drawInView(ascii, viewFrom(ascii, radius)), expected);
}

void FieldOfViewTest::symmetricOnRandomMaps_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<int>("radius");
    for (unsigned seed : {1u, 2u, 3u}) {
        QTest::addRow("seed %u unlimited", seed) << seed << 0;
        QTest::addRow("seed %u radius 7", seed) << seed << 7;
    }
}

// For every pair of floor cells A, B of a 40x40 map with 35% walls: A has B
// in view exactly when B has A in view.
void FieldOfViewTest::symmetricOnRandomMaps()
{
    QFETCH(unsigned, seed);
    QFETCH(int, radius);
    const int width = 40, height = 40;
    std::mt19937 random(seed);
    const std::vector<uint8_t> opacity = randomWalls(random, width, height, 35);
    const OpacityGrid grid(opacity, width, height);
    const int cells = width * height;

    std::vector<std::vector<bool>> sees(static_cast<size_t>(cells));
    VisibilityMap visibility;
    FieldOfViewScratch scratch;
    int floors = 0;
    for (int cell = 0; cell < cells; ++cell) {
        if (opacity[size_t(cell)])
            continue;
        ++floors;
        FieldOfViewRequest request;
        request.x = cell % width;
        request.y = cell / width;
        request.radius = radius;
        computeFieldOfView(grid, request, visibility, scratch);
        sees[size_t(cell)].resize(size_t(cells));
        for (int32_t seen : visibility.cellsInView())
            sees[size_t(cell)][size_t(seen)] = true;
    }
    QVERIFY(floors > cells / 2);
    int pairsInView = 0;
    for (int a = 0; a < cells; ++a) {
        if (opacity[size_t(a)])
            continue;
        for (int b = a + 1; b < cells; ++b) {
            if (opacity[size_t(b)])
                continue;
            if (sees[size_t(a)][size_t(b)] != sees[size_t(b)][size_t(a)])
                QFAIL(qPrintable(QStringLiteral("(%1,%2) %3 (%4,%5) but not the other way")
                                     .arg(a % width).arg(a / width)
                                     .arg(sees[size_t(a)][size_t(b)] ? "sees" : "is seen by")
                                     .arg(b % width).arg(b / width)));
            pairsInView += sees[size_t(a)][size_t(b)];
        }
    }
    QVERIFY(pairsInView > floors); // the maps are not trivially blind
}

// A radius only cuts the unlimited view down to the disc: no cell inside the
// disc is lost or gained.
void FieldOfViewTest::radiusLimitsTheUnlimitedView()
{
    const int width = 80, height = 60;
    std::mt19937 random(11);
    const std::vector<uint8_t> opacity = randomWalls(random, width, height, 20);
    const OpacityGrid grid(opacity, width, height);
    VisibilityMap unlimited, limited;
    std::uniform_int_distribution<int> column(0, width - 1), row(0, height - 1);
    for (int i = 0; i < 200; ++i) {
        FieldOfViewRequest request;
        request.x = column(random);
        request.y = row(random);
        computeFieldOfView(grid, request, unlimited);
        for (int radius : {1, 3, 8, 12}) {
            request.radius = radius;
            computeFieldOfView(grid, request, limited);
            for (int y = 0; y < height; ++y) {
                for (int x = 0; x < width; ++x) {
                    const int dx = x - request.x, dy = y - request.y;
                    const bool inDisc = dx * dx + dy * dy <= radius * radius;
                    if (limited.inView(x, y) != (inDisc && unlimited.inView(x, y)))
                        QFAIL(qPrintable(QStringLiteral("from (%1,%2), radius %3: (%4,%5) is %6 in view")
                                             .arg(request.x).arg(request.y).arg(radius).arg(x).arg(y)
                                             .arg(limited.inView(x, y) ? "wrongly" : "not")));
                }
            }
        }
    }
}

// Clearing only the previously touched cells leaves the buffer exactly as a
// whole-map clear (or a fresh buffer) would.
void FieldOfViewTest::clearingModesGiveIdenticalResults()
{
    const int width = 100, height = 70;
    std::mt19937 random(5);
    const std::vector<uint8_t> opacity = randomWalls(random, width, height, 35);
    std::vector<uint8_t> light(opacity.size());
    std::uniform_int_distribution<int> percent(0, 99);
    for (uint8_t& level : light)
        level = percent(random) < 50 ? 3 : 0;
    const OpacityGrid grid(opacity, width, height);
    VisibilityMap touched, whole;
    FieldOfViewScratch scratch;
    std::uniform_int_distribution<int> column(0, width - 1), row(0, height - 1);
    for (int i = 0; i < 300; ++i) {
        FieldOfViewRequest request;
        request.x = column(random);
        request.y = row(random);
        request.radius = i % 3 == 0 ? 0 : 4 + i % 20;
        request.lightLevels = light;
        request.lightRadius = i % 4;
        request.clear = ClearMode::TouchedCells;
        computeFieldOfView(grid, request, touched, scratch);
        request.clear = ClearMode::WholeMap;
        computeFieldOfView(grid, request, whole, scratch);
        VisibilityMap fresh;
        computeFieldOfView(grid, request, fresh);
        for (int cell = 0; cell < width * height; ++cell)
            if (touched.flagsAt(cell) != whole.flagsAt(cell) || touched.flagsAt(cell) != fresh.flagsAt(cell))
                QFAIL(qPrintable(QStringLiteral("call %1, cell (%2,%3): flags %4 touched-cell clear, %5 whole-map "
                                                "clear, %6 fresh")
                                     .arg(i).arg(cell % width).arg(cell / width).arg(touched.flagsAt(cell))
                                     .arg(whole.flagsAt(cell)).arg(fresh.flagsAt(cell))));
        QVERIFY(std::equal(touched.cellsInView().begin(), touched.cellsInView().end(),
                           whole.cellsInView().begin(), whole.cellsInView().end()));
    }
}

void FieldOfViewTest::viewerOutsideTheGridSeesNothing()
{
    const AsciiMap map({"...", "...", "..."});
    VisibilityMap visibility;
    FieldOfViewRequest request;
    request.x = 3;
    request.y = 1;
    computeFieldOfView(map.grid(), request, visibility);
    QVERIFY(visibility.cellsInView().empty());
    QVERIFY(!visibility.inView(2, 1));
    QVERIFY(!visibility.inView(-1, 0)); // out-of-grid queries are simply false
}

// A lit room seen from a dark corridor: lit cells are seen as far as the view
// goes, unlit ones only within the viewer's own light; both are in view.
void FieldOfViewTest::unlitCellsOnlyWithinTheViewersLight()
{
    const AsciiMap map({
        "#########",
        "#.......#",
        "#.......#",
        "#.......#",
        "####.####",
        "####.####",
        "####.####",
        "####.####",
        "####@####",
    });
    std::vector<uint8_t> light(map.opacity.size(), 0);
    for (int y = 0; y <= 4; ++y) // the room and its walls are lit
        for (int x = 0; x < map.width; ++x)
            light[size_t(y * map.width + x)] = 2;

    VisibilityMap visibility;
    FieldOfViewRequest request;
    request.x = map.viewerX;
    request.y = map.viewerY;
    request.lightLevels = light;
    request.lightRadius = 2;
    computeFieldOfView(map.grid(), request, visibility);

    QVERIFY(visibility.seen(4, 8));  // the viewer's own cell
    QVERIFY(visibility.seen(4, 7));  // unlit, distance 1
    QVERIFY(visibility.seen(4, 6));  // unlit, distance 2
    QVERIFY(visibility.inView(4, 5));
    QVERIFY(!visibility.seen(4, 5)); // unlit, distance 3: dark
    QVERIFY(visibility.seen(4, 4));  // the lit doorway, distance 4
    QVERIFY(visibility.seen(4, 1));  // deep in the lit room
    QVERIFY(visibility.seen(4, 0));  // its lit wall

    // Without a light of its own the viewer sees only its own cell in the corridor.
    request.lightRadius = 0;
    computeFieldOfView(map.grid(), request, visibility);
    QVERIFY(visibility.seen(4, 8));
    QVERIFY(visibility.inView(4, 7));
    QVERIFY(!visibility.seen(4, 7));
    QVERIFY(visibility.seen(4, 2));

    // No light map: everything in view is seen.
    request.lightLevels = {};
    computeFieldOfView(map.grid(), request, visibility);
    for (int32_t cell : visibility.cellsInView())
        QVERIFY(visibility.flagsAt(cell) & VisibilityMap::kSeen);
}

void FieldOfViewTest::memoryKeepsWhatWasSeen()
{
    const AsciiMap map({
        "#######",
        "#..#..#",
        "#..#..#",
        "#.....#",
        "#######",
    });
    std::vector<uint32_t> appearance(map.opacity.size());
    for (size_t cell = 0; cell < appearance.size(); ++cell)
        appearance[cell] = map.opacity[cell] ? uint32_t('#') : uint32_t('.');
    std::vector<uint8_t> light(map.opacity.size(), 1);
    light[size_t(3 * map.width + 2)] = 0; // one dark cell

    MapMemory memory;
    VisibilityMap visibility;
    FieldOfViewRequest request;
    request.x = 1;
    request.y = 1;
    request.lightLevels = light;
    computeFieldOfView(map.grid(), request, visibility);
    memory.remember(visibility, appearance);
    QCOMPARE(memory.width(), map.width);
    QCOMPARE(memory.recalled(2, 2), uint32_t('.'));
    QCOMPARE(memory.recalled(3, 1), uint32_t('#'));
    QVERIFY(!memory.remembers(5, 1));            // behind the wall
    QVERIFY(visibility.inView(2, 3));
    QVERIFY(!visibility.seen(2, 3));
    QVERIFY(!memory.remembers(2, 3));            // in view but dark
    QCOMPARE(memory.recalled(9, 9), MapMemory::kNeverSeen);

    // Something changes out of view, the viewer moves on: the old view is kept.
    appearance[size_t(1 * map.width + 1)] = uint32_t('$');
    request.x = 5;
    request.y = 1;
    computeFieldOfView(map.grid(), request, visibility);
    QVERIFY(!visibility.inView(1, 1));
    memory.remember(visibility, appearance);
    QCOMPARE(memory.recalled(1, 1), uint32_t('.'));
    QCOMPARE(memory.recalled(5, 1), uint32_t('.'));
    QVERIFY(!memory.remembers(2, 3));            // still dark

    memory.forgetAll();
    QVERIFY(!memory.remembers(2, 2));
}

void FieldOfViewTest::memoryRejectsAppearanceOfTheWrongSize()
{
    const AsciiMap map({"@.."});
    MapMemory memory;
    const std::vector<uint32_t> tooShort(2, 7);
    try {
        memory.remember(viewFrom(map), tooShort);
        QFAIL("no exception");
    } catch (const std::invalid_argument& error) {
        QCOMPARE(QString::fromUtf8(error.what()),
                 QStringLiteral("MapMemory::remember: 2 appearance values for a 3x1 map"));
    }
}

void FieldOfViewTest::gridsAndLightMapsOfTheWrongSizeAreRejected()
{
    const std::vector<uint8_t> cells(5, 0);
    try {
        OpacityGrid grid(cells, 3, 2);
        QFAIL("no exception for the grid");
    } catch (const std::invalid_argument& error) {
        QCOMPARE(QString::fromUtf8(error.what()), QStringLiteral("OpacityGrid: 5 cells for a 3x2 grid"));
    }
    const std::vector<uint8_t> light(4, 1);
    FieldOfViewRequest request;
    request.lightLevels = light;
    VisibilityMap visibility;
    try {
        computeFieldOfView(OpacityGrid(cells, 5, 1), request, visibility);
        QFAIL("no exception for the light map");
    } catch (const std::invalid_argument& error) {
        QCOMPARE(QString::fromUtf8(error.what()),
                 QStringLiteral("computeFieldOfView: 4 light levels for a 5x1 grid"));
    }
}

void FieldOfViewTest::senseDistanceIsTheOriginals()
{
    QCOMPARE(senseDistance(0, 0), 0);
    QCOMPARE(senseDistance(5, 0), 5);
    QCOMPARE(senseDistance(-5, 3), 6);
    QCOMPARE(senseDistance(3, -5), 6);
    QCOMPARE(senseDistance(4, 4), 6);
    QCOMPARE(senseDistance(1, 1), 1);
}

void FieldOfViewTest::fieldOfViewRadiusCoversTheRanges()
{
    for (int range = 1; range <= 30; ++range) {
        Senses senses;
        senses.infravision = range;
        const int radius = fieldOfViewRadius(senses);
        for (int dx = -range; dx <= range; ++dx)
            for (int dy = -range; dy <= range; ++dy)
                if (senseDistance(dx, dy) <= range)
                    QVERIFY2(dx * dx + dy * dy <= radius * radius, qPrintable(QString::number(range)));
    }
}

// The map the perception tests share: the viewer in a dark room, a lit room
// to the east behind a wall with an opening, creatures placed per test.
//    x: 0123456789012
namespace {
const std::vector<std::string> kPerceptionMap = {
    "#############",
    "#.....#.....#",
    "#.....#.....#",
    "#.@.........#",
    "#.....#.....#",
    "#############",
};

struct PerceptionScene {
    AsciiMap map{kPerceptionMap};
    std::vector<uint8_t> light;
    VisibilityMap visibility;

    explicit PerceptionScene(int lightRadius = 0)
    {
        light.assign(map.opacity.size(), 0);
        for (int y = 0; y < map.height; ++y)
            for (int x = 7; x < map.width; ++x)
                light[size_t(y * map.width + x)] = 1; // the east room is lit
        FieldOfViewRequest request;
        request.x = map.viewerX;
        request.y = map.viewerY;
        request.lightLevels = light;
        request.lightRadius = lightRadius;
        computeFieldOfView(map.grid(), request, visibility);
    }
    SenseSet perceive(const Senses& senses, PerceptionTarget target, const VisibilityMap* unobstructed = nullptr) const
    {
        return incursion::map::perceive(Viewer{map.viewerX, map.viewerY, senses}, target, visibility, unobstructed);
    }
};

PerceptionTarget creatureAt(int x, int y, bool flying = false, bool mindless = false, bool warm = false)
{
    return PerceptionTarget{x, y, flying, mindless, warm};
}
} // namespace

void FieldOfViewTest::sightNeedsLightAndRange()
{
    const PerceptionScene scene(1);
    Senses senses;
    senses.sight = 15;
    QCOMPARE(scene.perceive(senses, creatureAt(3, 3)), SenseSet(Sense::Sight));   // within the torch
    QCOMPARE(scene.perceive(senses, creatureAt(5, 3)), SenseSet());               // dark room, beyond the torch
    QCOMPARE(scene.perceive(senses, creatureAt(10, 3)), SenseSet(Sense::Sight));  // lit room, in view
    QCOMPARE(scene.perceive(senses, creatureAt(8, 1)), SenseSet());               // lit but behind the wall
    senses.sight = 7;
    QCOMPARE(scene.perceive(senses, creatureAt(10, 3)), SenseSet());              // lit, in view, out of range
    senses.sight = 0;
    QCOMPARE(scene.perceive(senses, creatureAt(3, 3)), SenseSet());               // blind
}

void FieldOfViewTest::infravisionSeesWarmCreaturesInTheDark()
{
    const PerceptionScene scene;
    Senses senses;
    senses.sight = 15;
    senses.infravision = 6;
    // A warm creature in the dark: infravision only.
    QCOMPARE(scene.perceive(senses, creatureAt(5, 2, false, false, true)), SenseSet(Sense::Infravision));
    // A cold one in the dark: nothing.
    QCOMPARE(scene.perceive(senses, creatureAt(5, 2)), SenseSet());
    // Warm but beyond range (senseDistance 7) in the lit room: sight only.
    QCOMPARE(scene.perceive(senses, creatureAt(9, 3, false, false, true)), SenseSet(Sense::Sight));
    // Warm, within range, but behind the wall: infravision needs line of sight.
    QCOMPARE(scene.perceive(senses, creatureAt(7, 1, false, false, true)), SenseSet());
    QVERIFY(!scene.visibility.inView(7, 1));
}

void FieldOfViewTest::tremorsenseMissesFlyingAndIgnoresWalls()
{
    const PerceptionScene scene;
    Senses senses;
    senses.tremorsense = 8;
    QCOMPARE(scene.perceive(senses, creatureAt(8, 1)), SenseSet(Sense::Tremorsense)); // behind the wall
    QCOMPARE(scene.perceive(senses, creatureAt(4, 2)), SenseSet(Sense::Tremorsense)); // in the dark
    QCOMPARE(scene.perceive(senses, creatureAt(4, 2, true)), SenseSet());             // flying
    QCOMPARE(scene.perceive(senses, creatureAt(11, 3)), SenseSet());                  // distance 9
}

void FieldOfViewTest::blindsightIgnoresLightButNotWalls()
{
    const PerceptionScene scene;
    Senses senses;
    senses.blindsight = 5;
    QCOMPARE(scene.perceive(senses, creatureAt(5, 2, true, true)), SenseSet(Sense::Blindsight)); // dark, flying, mindless
    QCOMPARE(scene.perceive(senses, creatureAt(7, 2)), SenseSet());                               // behind the wall
    QVERIFY(!scene.visibility.inView(7, 2));
    QCOMPARE(scene.perceive(senses, creatureAt(8, 3)), SenseSet());                               // distance 6

    // Fog: a cell that blocks sight but not movement. Blindsight passes it when
    // given a field of view over what blocks movement.
    AsciiMap fog(kPerceptionMap);
    fog.opacity[size_t(3 * fog.width + 4)] = 1;
    VisibilityMap sight, unobstructed;
    FieldOfViewRequest request;
    request.x = fog.viewerX;
    request.y = fog.viewerY;
    computeFieldOfView(fog.grid(), request, sight);
    computeFieldOfView(scene.map.grid(), request, unobstructed);
    const Viewer viewer{fog.viewerX, fog.viewerY, senses};
    QVERIFY(!sight.inView(5, 3));
    QCOMPARE(perceive(viewer, creatureAt(5, 3), sight), SenseSet());
    QCOMPARE(perceive(viewer, creatureAt(5, 3), sight, &unobstructed), SenseSet(Sense::Blindsight));
}

void FieldOfViewTest::telepathyMissesMindlessAndIgnoresWalls()
{
    const PerceptionScene scene;
    Senses senses;
    senses.telepathy = 10;
    senses.tremorsense = 10;
    QCOMPARE(scene.perceive(senses, creatureAt(9, 1, true)), SenseSet(Sense::Telepathy));        // behind the wall, flying
    QCOMPARE(scene.perceive(senses, creatureAt(9, 1, true, true)), SenseSet());                   // mindless too
    QCOMPARE(scene.perceive(senses, creatureAt(9, 1, false, true)), SenseSet(Sense::Tremorsense));
    QCOMPARE(scene.perceive(senses, creatureAt(9, 1)), Sense::Telepathy | Sense::Tremorsense);

    const std::vector<PerceptionTarget> targets = {creatureAt(9, 1), creatureAt(9, 1, true, true), creatureAt(12, 3)};
    const std::vector<SenseSet> all = perceiveAll(Viewer{scene.map.viewerX, scene.map.viewerY, senses}, targets,
                                                  scene.visibility);
    QCOMPARE(all.size(), size_t(3));
    QCOMPARE(all[0], Sense::Telepathy | Sense::Tremorsense);
    QCOMPARE(all[1], SenseSet());
    QCOMPARE(all[2], Sense::Telepathy | Sense::Tremorsense); // distance 10
}

void FieldOfViewTest::nothingIsPerceivedBeyondThirty()
{
    std::vector<std::string> corridor(3, std::string(40, '#'));
    corridor[1] = "#@" + std::string(37, '.') + "#";
    const AsciiMap map(corridor);
    const VisibilityMap visibility = viewFrom(map);
    Senses senses{50, 50, 50, 50, 50};
    const Viewer viewer{1, 1, senses};
    const SenseSet everything = SenseSet::fromBits(0x1f);
    QCOMPARE(perceive(viewer, creatureAt(31, 1, false, false, true), visibility), everything);
    QCOMPARE(perceive(viewer, creatureAt(32, 1, false, false, true), visibility), SenseSet());
}

INCURSION_TEST_MAIN(FieldOfViewTest)
#include "tst_field_of_view.moc"
} // namespace tst_field_of_view
