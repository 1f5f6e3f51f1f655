// Local tiles (runtime/worldmap/local_tile.h) on generated and hand-made
// worlds: roads and rivers cross an edge exactly when both cells have them,
// the coast lies on edges whose neighbour is ocean and never comes from a
// corner, impassable neighbours close their edge, town streets meet across
// an edge between towns, every door and the dungeon
// entrance are reachable from the centre, and the same request gives the
// same tile.
#include "worldmap/local_tile.h"
#include "worldmap/scourge_fields.h"
#include "worldmap/world_generator.h"

#include <QtTest>
#include "support/test_suite.h"

namespace tst_world_local_tile {

using namespace incursion::worldmap;

namespace {

const Schema& scourge()
{
    static const Schema schema = *builtinSchema("scourge");
    return schema;
}

// Checks the edge contracts and reachability of one tile; an empty string when they hold.
QString contractProblems(const WorldGrid& world, const LocalTile& tile, int x, int y)
{
    const ScourgeFields f(scourge());
    const bool selfRoad = world.get(x, y, *f.road);
    const bool selfRiver = world.get(x, y, *f.river);
    for (const Edge edge : kEdges) {
        const auto [dx, dy] = edgeOffset(edge);
        const bool exists = world.contains(x + dx, y + dy);
        const bool road = exists && selfRoad && world.get(x + dx, y + dy, *f.road);
        const bool river = exists && selfRiver && world.get(x + dx, y + dy, *f.river);
        const bool coast = exists && f.isSea(world, x + dx, y + dy);
        const QString where = QString("cell %1,%2 %3 edge: ").arg(x).arg(y).arg(edgeName(edge).data());
        if (tile.roadCrosses(edge) != road)
            return where + QString("road crosses %1, expected %2").arg(tile.roadCrosses(edge)).arg(road);
        if (tile.riverCrosses(edge) != river)
            return where + QString("river crosses %1, expected %2").arg(tile.riverCrosses(edge)).arg(river);
        if (tile.coastOn(edge) != coast)
            return where + QString("coast %1, expected %2").arg(tile.coastOn(edge)).arg(coast);
    }
    const std::vector<uint8_t> reachable = tile.reachableFromCentre();
    const auto reached = [&](int px, int py) { return reachable[size_t(py) * size_t(tile.size) + size_t(px)] != 0; };
    if (world.get(x, y, *f.levels) > 0) {
        if (!tile.entrance)
            return QString("cell %1,%2 has levels but no entrance").arg(x).arg(y);
        if (!reached((*tile.entrance)[0], (*tile.entrance)[1]))
            return QString("cell %1,%2: the entrance is not reachable").arg(x).arg(y);
    } else if (tile.entrance) {
        return QString("cell %1,%2 has no levels but an entrance").arg(x).arg(y);
    }
    for (const LocalBuilding& building : tile.buildings)
        if (!reached(building.door[0], building.door[1]))
            return QString("cell %1,%2: the door of the %3 at %4,%5 is not reachable")
                .arg(x).arg(y).arg(building.name.c_str()).arg(building.door[0]).arg(building.door[1]);
    return {};
}

// 5x5 temperate grassland plains.
WorldGrid plains()
{
    const ScourgeFields f(scourge());
    WorldGrid world(5, 5);
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x) {
            world.set(x, y, *f.elevation, kPlains);
            world.set(x, y, *f.vegetation, kGrassland);
            world.set(x, y, *f.climate, kTemperate);
        }
    return world;
}

// The positions along an edge where road or bridge lies on the edge's row or column.
QList<int> roadCellsOn(const LocalTile& tile, Edge edge)
{
    QList<int> along;
    for (int i = 0; i < tile.size; ++i) {
        const int x = edge == Edge::East ? tile.size - 1 : edge == Edge::West ? 0 : i;
        const int y = edge == Edge::South ? tile.size - 1 : edge == Edge::North ? 0 : i;
        if (tile.at(x, y) == LocalTerrain::Road || tile.at(x, y) == LocalTerrain::Bridge)
            along << i;
    }
    return along;
}

// Runs of consecutive positions: one per road or street crossing the edge.
int runs(const QList<int>& along)
{
    int count = 0;
    for (int i = 0; i < along.size(); ++i)
        count += i == 0 || along[i] != along[i - 1] + 1;
    return count;
}

} // namespace

class WorldLocalTileTest : public QObject {
    Q_OBJECT

private slots:
    void generatedWorldsKeepTheEdgeContracts_data();
    void generatedWorldsKeepTheEdgeContracts();
    void aCornerOnTheOceanMakesNoCoast();
    void roadsRiversAndBridges();
    void impassableNeighboursCloseTheirEdge();
    void townsVillagesAndServicesHaveBuildings();
    void townStreetsMeetAcrossEdges();
    void sameRequestSameTile();
    void refusals();
};

void WorldLocalTileTest::generatedWorldsKeepTheEdgeContracts_data()
{
    QTest::addColumn<uint64_t>("seed");
    QTest::addColumn<int>("size");
    for (uint64_t seed = 1; seed <= 4; ++seed)
        QTest::addRow("seed %llu", static_cast<unsigned long long>(seed)) << seed << int(24 + 8 * seed);
}

// Every land cell of a generated world.
void WorldLocalTileTest::generatedWorldsKeepTheEdgeContracts()
{
    QFETCH(uint64_t, seed);
    QFETCH(int, size);
    const WorldGrid world = generateWorld(scourge(), WorldRequest{36, 28, seed});
    const ScourgeFields f(scourge());
    int tiles = 0;
    int crossings = 0;
    int coasts = 0;
    int entrances = 0;
    for (int y = 0; y < world.height(); ++y)
        for (int x = 0; x < world.width(); ++x) {
            if (f.isSea(world, x, y))
                continue;
            const LocalTile tile = generateLocalTile(scourge(), world, TileRequest{x, y, seed, size});
            const QString problem = contractProblems(world, tile, x, y);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            ++tiles;
            for (const Edge edge : kEdges) {
                crossings += tile.roadCrosses(edge) + tile.riverCrosses(edge);
                coasts += tile.coastOn(edge);
            }
            entrances += tile.entrance.has_value();
        }
    // The worlds exercise what is checked.
    QVERIFY(tiles > 200);
    QVERIFY(crossings > 20);
    QVERIFY(coasts > 20);
    QVERIFY(entrances > 0);
}

void WorldLocalTileTest::aCornerOnTheOceanMakesNoCoast()
{
    const ScourgeFields f(scourge());
    WorldGrid world = plains();
    world.set(3, 1, *f.elevation, kOcean);      // diagonal to 2,2 and 4,2; north of 3,2
    for (const int x : {2, 4}) {
        const LocalTile tile = generateLocalTile(scourge(), world, TileRequest{x, 2, 9, 40});
        for (const Edge edge : kEdges)
            QVERIFY2(!tile.coastOn(edge), edgeName(edge).data());
        for (const LocalTerrain t : tile.cells)
            QVERIFY(t != LocalTerrain::Sea);
    }
    const LocalTile coast = generateLocalTile(scourge(), world, TileRequest{3, 2, 9, 40});
    QVERIFY(coast.coastOn(Edge::North));
    QVERIFY(!coast.coastOn(Edge::East) && !coast.coastOn(Edge::South) && !coast.coastOn(Edge::West));
    QVERIFY(contractProblems(world, coast, 3, 2).isEmpty());
    // The corners of the coast edge are land: the sea fades out toward land edges.
    QVERIFY(coast.at(0, 0) != LocalTerrain::Sea);
    QVERIFY(coast.at(39, 0) != LocalTerrain::Sea);
    QCOMPARE(coast.at(20, 0), LocalTerrain::Sea);
}

void WorldLocalTileTest::roadsRiversAndBridges()
{
    const ScourgeFields f(scourge());
    WorldGrid world = plains();
    // A road west-east through row 2, a river north-south through column 2:
    // they cross in 2,2 (which needs a bridge), and the river meets a second
    // one coming from the east at 3,3.
    for (int x = 0; x < 5; ++x)
        world.set(x, 2, *f.road, 1);
    for (int y = 0; y < 5; ++y)
        world.set(2, y, *f.river, 1);
    world.set(3, 3, *f.river, 1);
    world.set(2, 3, *f.river, 1);
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x) {
            const LocalTile tile = generateLocalTile(scourge(), world, TileRequest{x, y, 3, 48});
            const QString problem = contractProblems(world, tile, x, y);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    const LocalTile crossing = generateLocalTile(scourge(), world, TileRequest{2, 2, 3, 48});
    QVERIFY(std::count(crossing.cells.begin(), crossing.cells.end(), LocalTerrain::Bridge) > 0);
    // Both sides of an edge put the crossing at the same place.
    const LocalTile west = generateLocalTile(scourge(), world, TileRequest{1, 2, 3, 48});
    for (int y = 0; y < 48; ++y) {
        const bool roadHere = crossing.at(0, y) == LocalTerrain::Road || crossing.at(0, y) == LocalTerrain::Bridge;
        const bool roadThere = west.at(47, y) == LocalTerrain::Road || west.at(47, y) == LocalTerrain::Bridge;
        QCOMPARE(roadHere, roadThere);
    }
    const LocalTile north = generateLocalTile(scourge(), world, TileRequest{2, 1, 3, 48});
    for (int x = 0; x < 48; ++x)
        QCOMPARE(crossing.at(x, 0) == LocalTerrain::Water, north.at(x, 47) == LocalTerrain::Water);
}

void WorldLocalTileTest::impassableNeighboursCloseTheirEdge()
{
    const ScourgeFields f(scourge());
    WorldGrid world = plains();
    world.set(2, 1, *f.elevation, kMountains);
    world.set(2, 1, *f.vegetation, kWasteland);
    world.set(3, 2, *f.vegetation, kDenseForest);
    const LocalTile tile = generateLocalTile(scourge(), world, TileRequest{2, 2, 4, 32});
    for (int i = 0; i < 32; ++i) {
        QVERIFY(!localTerrainWalkable(tile.at(i, 0)));
        QVERIFY(!localTerrainWalkable(tile.at(31, i)));
        if (i < 30) {       // the corner is closed by both bands
            QCOMPARE(tile.at(i, 0), LocalTerrain::Rock);
            QCOMPARE(tile.at(31, i + 2), LocalTerrain::Tree);
        }
    }
    // With a road into the mountains the edge opens where the road crosses.
    world.set(2, 1, *f.road, 1);
    world.set(2, 2, *f.road, 1);
    const LocalTile open = generateLocalTile(scourge(), world, TileRequest{2, 2, 4, 32});
    QVERIFY(open.roadCrosses(Edge::North));
    QVERIFY(contractProblems(world, open, 2, 2).isEmpty());
}

void WorldLocalTileTest::townsVillagesAndServicesHaveBuildings()
{
    const ScourgeFields f(scourge());
    WorldGrid world = plains();
    world.set(2, 1, *f.elevation, kOcean);
    world.set(2, 2, *f.development, kTown);
    world.set(2, 2, *f.road, 1);
    world.set(2, 2, *f.harbor, 1);
    world.set(2, 2, *f.stables, 1);
    world.set(2, 2, *f.airport, 1);
    world.set(2, 2, *f.levels, 3);
    world.set(2, 2, *f.underground, 2);
    world.set(3, 2, *f.development, kTown);
    world.set(3, 2, *f.road, 1);
    const LocalTile town = generateLocalTile(scourge(), world, TileRequest{2, 2, 5, 64});
    QVERIFY(contractProblems(world, town, 2, 2).isEmpty());
    QStringList names;
    for (const LocalBuilding& building : town.buildings)
        names << QString::fromStdString(building.name);
    QVERIFY2(names.mid(0, 3) == QStringList({"harbor", "stables", "airport"}), qPrintable(names.join(", ")));
    QVERIFY(names.count("town house") >= 6);
    QCOMPARE(town.entranceName, std::string("cave mouth"));
    QVERIFY(town.coastOn(Edge::North));
    QVERIFY(town.roadCrosses(Edge::East));

    world.set(0, 0, *f.development, kVillage);
    world.set(0, 0, *f.road, 1);
    const LocalTile village = generateLocalTile(scourge(), world, TileRequest{0, 0, 5, 64});
    QVERIFY(village.buildings.size() >= 3);
    QVERIFY(contractProblems(world, village, 0, 0).isEmpty());
}

void WorldLocalTileTest::townStreetsMeetAcrossEdges()
{
    // Towns at 2,2, 3,2 (east) and 2,3 (south), a village at 1,2 (west); all on roads.
    const ScourgeFields f(scourge());
    WorldGrid world = plains();
    for (const auto& [x, y] : {std::array{2, 2}, std::array{3, 2}, std::array{2, 3}, std::array{1, 2}}) {
        world.set(x, y, *f.development, x == 1 ? kVillage : kTown);
        world.set(x, y, *f.road, 1);
    }
    for (const int size : {24, 64}) {
        const LocalTile town = generateLocalTile(scourge(), world, TileRequest{2, 2, 9, size});
        const LocalTile east = generateLocalTile(scourge(), world, TileRequest{3, 2, 9, size});
        const LocalTile south = generateLocalTile(scourge(), world, TileRequest{2, 3, 9, size});
        const LocalTile west = generateLocalTile(scourge(), world, TileRequest{1, 2, 9, size});
        QVERIFY(contractProblems(world, town, 2, 2).isEmpty());
        QVERIFY(contractProblems(world, east, 3, 2).isEmpty());
        QVERIFY(contractProblems(world, south, 2, 3).isEmpty());
        // Between towns the road and a street cross, on the same cells of both sides.
        QCOMPARE(roadCellsOn(town, Edge::East), roadCellsOn(east, Edge::West));
        QCOMPARE(runs(roadCellsOn(town, Edge::East)), 2);
        QCOMPARE(roadCellsOn(town, Edge::South), roadCellsOn(south, Edge::North));
        QCOMPARE(runs(roadCellsOn(town, Edge::South)), 2);
        // Toward the village only the road.
        QCOMPARE(roadCellsOn(town, Edge::West), roadCellsOn(west, Edge::East));
        QCOMPARE(runs(roadCellsOn(town, Edge::West)), 1);
        // The street is reachable from the centre on both sides.
        for (const LocalTile* tile : {&town, &east}) {
            const std::vector<uint8_t> reachable = tile->reachableFromCentre();
            const Edge edge = tile == &town ? Edge::East : Edge::West;
            const int column = edge == Edge::East ? size - 1 : 0;
            for (const int y : roadCellsOn(*tile, edge))
                QVERIFY(reachable[size_t(y) * size_t(size) + size_t(column)] != 0);
        }
    }
}

void WorldLocalTileTest::sameRequestSameTile()
{
    const WorldGrid world = generateWorld(scourge(), WorldRequest{20, 20, 11});
    const ScourgeFields f(scourge());
    int compared = 0;
    for (int y = 0; y < 20; ++y)
        for (int x = 0; x < 20; ++x) {
            if (f.isSea(world, x, y))
                continue;
            const LocalTile a = generateLocalTile(scourge(), world, TileRequest{x, y, 11, 40});
            const LocalTile b = generateLocalTile(scourge(), world, TileRequest{x, y, 11, 40});
            QVERIFY(a.cells == b.cells);
            QCOMPARE(a.ascii(), b.ascii());
            const LocalTile other = generateLocalTile(scourge(), world, TileRequest{x, y, 12, 40});
            QVERIFY(other.cells != a.cells);
            ++compared;
        }
    QVERIFY(compared > 50);
}

void WorldLocalTileTest::refusals()
{
    const WorldGrid world = plains();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateLocalTile(scourge(), world, TileRequest{5, 0, 1, 64}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateLocalTile(scourge(), world, TileRequest{0, 0, 1, 23}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateLocalTile(scourge(), world, TileRequest{0, 0, 1, 257}));
    const SchemaResult bare = parseSchema(R"({"name": "bare", "fields": [{"name": "a", "channel": "red", "shift": 0, "bits": 1}]})", "bare.json");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateLocalTile(*bare.schema, world, TileRequest{0, 0, 1, 64}));
}

INCURSION_TEST_MAIN(WorldLocalTileTest)
#include "tst_world_local_tile.moc"
} // namespace tst_world_local_tile
