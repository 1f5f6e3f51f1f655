// Travel between world cells (runtime/worldmap/travel.h) on hand-made
// worlds: walking times by terrain and roads; journeys that walk to a
// service, ride and walk on (horses 2.5 times as fast between stables joined
// by land, ships over the same sea, airships in a straight line), with their
// exact legs and the quickest choice of services; the reason when a way is
// not possible. The service networks (service_networks.h) group exactly the
// services a ride joins.
#include "worldmap/scourge_fields.h"
#include "worldmap/service_networks.h"
#include "worldmap/travel.h"

#include <QtTest>
#include "support/test_suite.h"

namespace tst_world_travel {

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

// Each journey as `incworld travel` prints it: "ship 31.0 h: walk 2,3 -> 2,1
// (8.0 h), ..." or "horse: REASON".
QStringList describe(const std::vector<Journey>& journeys)
{
    QStringList lines;
    for (const Journey& journey : journeys) {
        const QString mode = travelModeName(journey.mode).data();
        if (!journey.possible) {
            lines << mode + ": " + journey.reason.c_str();
            continue;
        }
        QStringList legs;
        double sum = 0;
        for (const TravelLeg& leg : journey.legs) {
            legs << QString("%1 %2,%3 -> %4,%5 (%6 h)").arg(travelModeName(leg.mode).data()).arg(leg.from[0])
                        .arg(leg.from[1]).arg(leg.to[0]).arg(leg.to[1]).arg(leg.hours, 0, 'f', 1);
            sum += leg.hours;
        }
        if (std::abs(sum - journey.hours) > 1e-9)
            legs << "legs do not add up";
        lines << QString("%1 %2 h: %3").arg(mode).arg(journey.hours, 0, 'f', 1).arg(legs.join(", "));
    }
    return lines;
}

} // namespace

class WorldTravelTest : public QObject {
    Q_OBJECT

private slots:
    void everyWayOnOpenPlains();
    void journeysWalkToTheServices();
    void theQuickestHarborIsChosen();
    void roadsAreFaster();
    void impassableMountainsSplitTheLand();
    void harborsOnDifferentSeas();
    void missingServices();
    void unwalkableEndsSayWhy();
    void serviceNetworksJoinWhatARideJoins();
};

void WorldTravelTest::everyWayOnOpenPlains()
{
    const WorldGrid world = coast();
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1})),
             QStringList({"walk 16.0 h: walk 1,1 -> 5,1 (16.0 h)", "horse 6.4 h: horse 1,1 -> 5,1 (6.4 h)",
                          "ship 18.0 h: ship 1,1 -> 5,1 (18.0 h)", "airship 4.0 h: airship 1,1 -> 5,1 (4.0 h)"}));
}

void WorldTravelTest::journeysWalkToTheServices()
{
    // Two tiles of plains (8 h) from each end to the services in row 1.
    const WorldGrid world = coast();
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 3}, {5, 3})),
             QStringList({"walk 16.0 h: walk 1,3 -> 5,3 (16.0 h)",
                          "horse 22.4 h: walk 1,3 -> 1,1 (8.0 h), horse 1,1 -> 5,1 (6.4 h), walk 5,1 -> 5,3 (8.0 h)",
                          "ship 34.0 h: walk 1,3 -> 1,1 (8.0 h), ship 1,1 -> 5,1 (18.0 h), walk 5,1 -> 5,3 (8.0 h)",
                          "airship 20.0 h: walk 1,3 -> 1,1 (8.0 h), airship 1,1 -> 5,1 (4.0 h), walk 5,1 -> 5,3 (8.0 h)"}));
    const std::vector<Journey> journeys = travelOptions(scourge(), world, {1, 3}, {5, 3});
    QCOMPARE(journeys[2].legs[1].tiles, 6.0);
    QCOMPARE(journeys[2].legs[0].tiles, 2.0);
}

void WorldTravelTest::theQuickestHarborIsChosen()
{
    WorldGrid world = coast();
    const ScourgeFields f(scourge());
    world.set(2, 1, *f.harbor, 1);
    // From 2,3: the harbor at 2,1 (8 h on foot, 5 tiles of sea, 15 h) beats
    // the one at 1,1 (12 h on foot, 18 h at sea).
    QCOMPARE(describe(travelOptions(scourge(), world, {2, 3}, {5, 3}))[2],
             QString("ship 31.0 h: walk 2,3 -> 2,1 (8.0 h), ship 2,1 -> 5,1 (15.0 h), walk 5,1 -> 5,3 (8.0 h)"));
    // A road from 0,3 to 1,1 makes the far harbor the quicker one:
    // 3 + 3 + 3 on foot and 18 at sea = 27 h against 13 + 15 = 28 h by 2,1.
    for (const auto& [x, y] : {std::array{0, 2}, std::array{0, 1}, std::array{1, 1}})
        world.set(x, y, *f.road, 1);
    QCOMPARE(describe(travelOptions(scourge(), world, {0, 3}, {5, 1}))[2],
             QString("ship 27.0 h: walk 0,3 -> 1,1 (9.0 h), ship 1,1 -> 5,1 (18.0 h)"));
    // Where walking is quicker the ship still goes somewhere: not out to sea
    // and back to the same harbor (1,0 and back, 6 h), but on to 5,1.
    world = coast();
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {2, 1})).mid(0, 3),
             QStringList({"walk 4.0 h: walk 1,1 -> 2,1 (4.0 h)",
                          "horse 18.4 h: horse 1,1 -> 5,1 (6.4 h), walk 5,1 -> 2,1 (12.0 h)",
                          "ship 30.0 h: ship 1,1 -> 5,1 (18.0 h), walk 5,1 -> 2,1 (12.0 h)"}));
}

void WorldTravelTest::roadsAreFaster()
{
    WorldGrid world = coast();
    const ScourgeFields f(scourge());
    for (int x = 2; x <= 5; ++x)
        world.set(x, 1, *f.road, 1);
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1})).mid(0, 2),
             QStringList({"walk 12.0 h: walk 1,1 -> 5,1 (12.0 h)", "horse 4.8 h: horse 1,1 -> 5,1 (4.8 h)"}));
    // A ford through light forest costs 7 h instead of the road's 3: still
    // quicker than the detour over the plains (21 h).
    world.set(3, 1, *f.road, 0);
    world.set(3, 1, *f.river, 1);
    world.set(3, 1, *f.vegetation, kLightForest);
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1})).front(), QString("walk 16.0 h: walk 1,1 -> 5,1 (16.0 h)"));
    // Dense forest without a road blocks it: round by the plains (3 + 4 + 4 + 4 + 3 + 3).
    world.set(3, 1, *f.vegetation, kDenseForest);
    const std::vector<Journey> journeys = travelOptions(scourge(), world, {1, 1}, {5, 1});
    QCOMPARE(describe(journeys).front(), QString("walk 21.0 h: walk 1,1 -> 5,1 (21.0 h)"));
    QCOMPARE(journeys.front().legs.front().tiles, 6.0);
}

void WorldTravelTest::impassableMountainsSplitTheLand()
{
    WorldGrid world = coast();
    const ScourgeFields f(scourge());
    for (int y = 1; y < 4; ++y)
        world.set(3, y, *f.elevation, kMountains);
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1})),
             QStringList({"walk: no way on foot between them",
                          "horse: no stables within walking reach of 1,1 is joined by land to one within walking reach of 5,1",
                          "ship 18.0 h: ship 1,1 -> 5,1 (18.0 h)", "airship 4.0 h: airship 1,1 -> 5,1 (4.0 h)"}));
    // A road over the pass opens it: 4 + 4 + 3 (the pass) + 4 + 4 + 4.
    world.set(3, 2, *f.road, 1);
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1})).mid(0, 2),
             QStringList({"walk 23.0 h: walk 1,1 -> 5,1 (23.0 h)", "horse 9.2 h: horse 1,1 -> 5,1 (9.2 h)"}));
}

void WorldTravelTest::harborsOnDifferentSeas()
{
    WorldGrid world = coast();
    const ScourgeFields f(scourge());
    world.set(3, 0, *f.elevation, kPlains);     // an isthmus cuts the sea in two
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1}))[2],
             QString("ship: no harbor within walking reach of 1,1 is on the same sea as one within walking reach of 5,1"));
    // A harbor on the eastern sea at 4,1: walk there (12 h), sail 4,0 5,0 5,1 (9 h).
    world.set(4, 1, *f.harbor, 1);
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 1}))[2],
             QString("ship 21.0 h: walk 1,1 -> 4,1 (12.0 h), ship 4,1 -> 5,1 (9.0 h)"));
}

void WorldTravelTest::missingServices()
{
    WorldGrid world = coast();
    const ScourgeFields f(scourge());
    world.set(5, 1, *f.stables, 0);
    world.set(1, 1, *f.airport, 0);
    world.set(5, 1, *f.harbor, 0);
    world.set(5, 2, *f.harbor, 1);      // no sea border: no ship docks there
    const QStringList lines = describe(travelOptions(scourge(), world, {1, 1}, {5, 1}));
    QCOMPARE(lines[1], QString("horse: the only stables within walking reach is at 1,1"));
    QCOMPARE(lines[2], QString("ship: the only harbor within walking reach is at 1,1"));
    QCOMPARE(lines[3], QString("airship: the only airport within walking reach is at 5,1"));
    // Mountains wall off the west: nothing there to ride from.
    for (int y = 1; y < 4; ++y)
        world.set(3, y, *f.elevation, kMountains);
    world.set(5, 1, *f.harbor, 1);
    world.set(5, 1, *f.stables, 1);
    world.set(1, 1, *f.stables, 0);
    QCOMPARE(describe(travelOptions(scourge(), world, {5, 1}, {1, 1})).mid(1),
             QStringList({"horse: no stables can be reached on foot from 1,1",
                          "ship 18.0 h: ship 5,1 -> 1,1 (18.0 h)",
                          "airship: no airport can be reached on foot from 1,1"}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, travelOptions(scourge(), world, {7, 0}, {5, 1}));
}

void WorldTravelTest::unwalkableEndsSayWhy()
{
    WorldGrid world = coast();
    const ScourgeFields f(scourge());
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 0}, {5, 1})),
             QStringList({"walk: 1,0 is ocean", "horse: 1,0 is ocean", "ship: 1,0 is ocean", "airship: 1,0 is ocean"}));
    world.set(5, 3, *f.elevation, kMountains);
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 3})).front(),
             QString("walk: 5,3 is impassable (mountains without a road)"));
    world.set(5, 3, *f.elevation, kPlains);
    world.set(5, 3, *f.vegetation, kDenseForest);
    QCOMPARE(describe(travelOptions(scourge(), world, {1, 1}, {5, 3})).front(),
             QString("walk: 5,3 is impassable (dense forest without a road)"));
}

// 12x8, ocean around two islands of grassland plains: A (1..4 x 1..5, with a
// one-cell lake at 2,2) and B (8..10 x 1..5). Harbors at 4,2 and 1,5 (A's
// coast), 8,2 (B's coast) and 2,3 (on the lake only); stables at 1,1 and 4,5
// (A), 9,4 (B) and 10,1 (B, on mountains without a road: no one stands
// there); airports at 3,4 (A), 9,1 and 10,5 (B).
void WorldTravelTest::serviceNetworksJoinWhatARideJoins()
{
    const ScourgeFields f(scourge());
    WorldGrid world(12, 8);
    for (int y = 1; y <= 5; ++y)
        for (const int x : {1, 2, 3, 4, 8, 9, 10}) {
            world.set(x, y, *f.elevation, kPlains);
            world.set(x, y, *f.vegetation, kGrassland);
        }
    world.set(2, 2, *f.elevation, kOcean);
    world.set(10, 1, *f.elevation, kMountains);
    for (const auto& [x, y] : {std::pair{4, 2}, {1, 5}, {8, 2}, {2, 3}})
        world.set(x, y, *f.harbor, 1);
    for (const auto& [x, y] : {std::pair{1, 1}, {4, 5}, {9, 4}, {10, 1}})
        world.set(x, y, *f.stables, 1);
    for (const auto& [x, y] : {std::pair{3, 4}, {9, 1}, {10, 5}})
        world.set(x, y, *f.airport, 1);

    const std::vector<ServiceNetwork> networks = serviceNetworks(scourge(), world);
    QStringList shown;
    for (const ServiceNetwork& network : networks) {
        QStringList cells, links;
        for (const auto& [x, y] : network.cells)
            cells << QString("%1,%2").arg(x).arg(y);
        for (const auto& [a, b] : network.links)
            links << QString("%1-%2").arg(a).arg(b);
        shown << QString("%1: %2 | %3").arg(serviceName(network.service).data(), cells.join(' '), links.join(' '));
    }
    // Spanning trees by straight-line distance: 4,2-8,2 (16) and 4,2-1,5 (18), not 8,2-1,5 (58);
    // 9,1-10,5 (17) and 9,1-3,4 (45), not 3,4-10,5 (50).
    QCOMPARE(shown, QStringList({"harbor: 4,2 8,2 1,5 | 0-1 0-2", "harbor: 2,3 | ", "stables: 1,1 4,5 | 0-1",
                                 "stables: 9,4 | ", "airport: 9,1 3,4 10,5 | 0-1 0-2"}));

    // The journeys agree: between two cells of a network, the ride (perhaps after a walk to a nearer
    // service) is within the network.
    for (const ServiceNetwork& network : networks)
        for (const auto& a : network.cells)
            for (const auto& b : network.cells) {
                if (a == b)
                    continue;
                const Journey journey = travelOptions(scourge(), world, a, b)[size_t(serviceMode(network.service))];
                QVERIFY(journey.possible);
                const auto ride = std::find_if(journey.legs.begin(), journey.legs.end(), [&](const TravelLeg& leg) {
                    return leg.mode == serviceMode(network.service);
                });
                QVERIFY(ride != journey.legs.end());
                for (const auto& end : {ride->from, ride->to})
                    QVERIFY(std::find(network.cells.begin(), network.cells.end(), end) != network.cells.end());
            }
    // ...and no horse joins stables of two networks.
    QVERIFY(!travelOptions(scourge(), world, {1, 1}, {9, 4})[size_t(TravelMode::Horse)].possible);

    // A harbor painted away leaves its network.
    world.set(8, 2, *f.harbor, 0);
    const std::vector<ServiceNetwork> after = serviceNetworks(scourge(), world);
    QCOMPARE(after.front().cells, (std::vector<std::array<int, 2>>{{4, 2}, {1, 5}}));
    QCOMPARE(after.front().links, (std::vector<std::array<uint32_t, 2>>{{0, 1}}));
}

INCURSION_TEST_MAIN(WorldTravelTest)
#include "tst_world_travel.moc"
} // namespace tst_world_travel
