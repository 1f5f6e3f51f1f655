// Travel between world cells (runtime/worldmap/travel.h) on hand-made
// worlds: walking times by terrain and roads, horses 2.5 times as fast
// between stables joined by land, ships over the same sea, airships in a
// straight line, and the reason when a way is not possible.
#include "worldmap/scourge_fields.h"
#include "worldmap/travel.h"

#include <QtTest>

using namespace incursion::worldmap;

namespace {

const Schema& scourge()
{
    static const Schema schema = *builtinSchema("scourge");
    return schema;
}

// 7x4: the sea in row 0, grassland plains below; harbors, stables and
// airports at 1,1 and 5,1.
WorldGrid coast()
{
    const ScourgeFields f(scourge());
    WorldGrid world(7, 4);
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 7; ++x) {
            world.set(x, y, *f.elevation, y == 0 ? kOcean : kPlains);
            world.set(x, y, *f.vegetation, y == 0 ? kWasteland : kGrassland);
        }
    for (const int x : {1, 5})
        for (const Field* service : {f.harbor, f.stables, f.airport})
            world.set(x, 1, *service, 1);
    return world;
}

QStringList describe(const std::vector<TravelOption>& options)
{
    QStringList lines;
    for (const TravelOption& option : options)
        lines << (option.possible ? QString("%1 %2 h %3 tiles").arg(travelModeName(option.mode).data())
                                        .arg(option.hours, 0, 'f', 1).arg(option.tiles, 0, 'f', 1)
                                  : QString("%1: %2").arg(travelModeName(option.mode).data(), option.reason.c_str()));
    return lines;
}

} // namespace

class WorldTravelTest : public QObject {
    Q_OBJECT

private slots:
    void everyWayOnOpenPlains();
    void roadsAreFaster();
    void impassableMountainsSplitTheLand();
    void harborsOnDifferentSeas();
    void missingServices();
};

void WorldTravelTest::everyWayOnOpenPlains()
{
    const WorldGrid world = coast();
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1})),
             QStringList({"walk 16.0 h 4.0 tiles", "horse 6.4 h 4.0 tiles", "ship 18.0 h 6.0 tiles",
                          "airship 4.0 h 4.0 tiles"}));
}

void WorldTravelTest::roadsAreFaster()
{
    WorldGrid world = coast();
    const ScourgeFields f(scourge());
    for (int x = 2; x <= 5; ++x)
        world.set(x, 1, *f.road, 1);
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1})).mid(0, 2),
             QStringList({"walk 12.0 h 4.0 tiles", "horse 4.8 h 4.0 tiles"}));
    // A ford through light forest costs 7 h instead of the road's 3: still
    // quicker than the detour over the plains (21 h).
    world.set(3, 1, *f.road, 0);
    world.set(3, 1, *f.river, 1);
    world.set(3, 1, *f.vegetation, kLightForest);
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1})).front(), QString("walk 16.0 h 4.0 tiles"));
    // Dense forest without a road blocks it: round by the plains (3 + 4 + 4 + 4 + 3 + 3).
    world.set(3, 1, *f.vegetation, kDenseForest);
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1})).front(), QString("walk 21.0 h 6.0 tiles"));
}

void WorldTravelTest::impassableMountainsSplitTheLand()
{
    WorldGrid world = coast();
    const ScourgeFields f(scourge());
    for (int y = 1; y < 4; ++y)
        world.set(3, y, *f.elevation, kMountains);
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1})),
             QStringList({"walk: no way on foot between them", "horse: the stables are not joined by land",
                          "ship 18.0 h 6.0 tiles", "airship 4.0 h 4.0 tiles"}));
    // A road over the pass opens it: 4 + 4 + 3 (the pass) + 4 + 4 + 4.
    world.set(3, 2, *f.road, 1);
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1})).mid(0, 2),
             QStringList({"walk 23.0 h 6.0 tiles", "horse 9.2 h 6.0 tiles"}));
}

void WorldTravelTest::harborsOnDifferentSeas()
{
    WorldGrid world = coast();
    const ScourgeFields f(scourge());
    world.set(3, 0, *f.elevation, kPlains);     // an isthmus cuts the sea in two
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1}))[2],
             QString("ship: the harbors are not on the same sea"));
}

void WorldTravelTest::missingServices()
{
    WorldGrid world = coast();
    const ScourgeFields f(scourge());
    world.set(5, 1, *f.stables, 0);
    world.set(1, 1, *f.airport, 0);
    world.set(5, 2, *f.harbor, 1);
    const QStringList lines = describe(travelOptions(scourge(), world, {1, 1}, {5, 1}));
    QCOMPARE(lines[1], QString("horse: no stables at 5,1"));
    QCOMPARE(lines[3], QString("airship: no airport at 1,1"));
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 2}))[2],
             QString("ship: the harbor at 5,2 has no sea border"));
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 0}, {5, 1})).front(), QString("walk: no one walks at 1,0"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, travelOptions(scourge(), world, {7, 0}, {5, 1}));
}

QTEST_APPLESS_MAIN(WorldTravelTest)
#include "tst_world_travel.moc"
