// Playtests on a world (game_world.cpp, world_travel_state.h) with the
// example module and its world: the game starts on a cell's local tile,
// stepping off an edge (keys and the explore bot) enters the neighbour's tile
// and the report lists both, returning finds the tile kept, the dungeon
// entrance at 8,14 leads to the Goblin Warrens' level 1 and back up to the
// tile, ships, horses and airships ride from cells that have them, the same
// seed visits the same tiles (and a ride's hours pass on the clock), the
// binding's "dungeons" chooses the Dungeon by the cell's underground kind,
// saves carry the world and a damaged world blob is refused; and
// `incplay run --world`.
#include "game/game.h"
#include "game/player_bot.h"
#include "game/player_view.h"
#include "game/playtest_report.h"
#include "game/world_travel_state.h"
#include "game/rules.h"
#include "game/pathfinding.h"
#include "map/dungeon_generator.h"
#include "module/format_error.h"
#include "module/module_file.h"
#include "script/build.h"
#include "worldmap/scourge_fields.h"
#include "worldmap/travel.h"
#include "worldmap/world_generator.h"
#include "worldmap/world_png.h"

#include <QProcess>

#include <fstream>
#include <tuple>
#include <sstream>
#include <QTemporaryDir>
#include <QtTest>
#include "support/test_suite.h"

namespace tst_world_playtest {

using namespace incursion;
using game::CommandKind;
using game::PlayerCommand;
using game::WorldCell;

namespace {

const std::string kSource = INCURSION_SOURCE_DIR;
const std::string kWorld = kSource + "/examples/goblin-warrens/world/world.png";
const std::string kBinding = kSource + "/examples/goblin-warrens/world/world.binding.json";
const std::string kModule = INCURSION_BINARY_DIR "/examples/modules/goblin-warrens.mod";

std::vector<module::ModuleImage> exampleModules()
{
    module::ModuleReadResult read = module::readModuleFile(kModule);
    if (!read.ok())
        return {};
    std::vector<module::ModuleImage> images;
    images.push_back(std::move(*read.image));
    return images;
}

game::WorldStart worldStart(const std::string& world, WorldCell cell, const std::string& binding = {})
{
    game::WorldStart start;
    start.worldPath = world;
    start.cell = cell;
    start.bindingPath = binding;
    return start;
}

std::unique_ptr<game::Game> startOn(WorldCell cell, uint64_t seed = 1, const std::string& world = kWorld)
{
    game::GameOptions options;
    options.seed = seed;
    options.world = worldStart(world, cell);
    game::GameStart started = game::Game::start(exampleModules(), options);
    for (const std::string& error : started.errors)
        qWarning("%s", error.c_str());
    return std::move(started.game);
}

std::string report(const game::Game& g)
{
    return game::playtestReport(g, {});
}

std::string logText(const game::Game& g)
{
    std::string text;
    for (const game::LogEntry& entry : g.log())
        text += entry.text() + "\n";
    return text;
}

// Puts the player on the walkable cell of the tile's east (west) edge
// nearest row `fromY`, as if it had walked there.
void standOnEdge(game::Game& g, bool east, int fromY)
{
    const map::Map& m = g.level().map();
    const int x = east ? m.width() - 1 : 0;
    for (int d = 0; d < m.height(); ++d) {
        for (int y : {fromY + d, fromY - d}) {
            if (m.contains(x, y) && game::walkableCell(m, x, y, false) && !g.creatureAt(x, y)) {
                g.moveCreature(g.player(), x, y);
                return;
            }
        }
    }
    QFAIL("no walkable cell on the edge");
}

void standOnEastEdge(game::Game& g)
{
    standOnEdge(g, true, g.level().map().height() / 2);
}

std::optional<int32_t> featureCell(const map::Map& m, map::FeatureKind kind)
{
    for (const auto& [cell, feature] : m.features()) {
        if (feature.kind == kind)
            return cell;
    }
    return std::nullopt;
}

// The player's turn comes, and it acts.
bool act(game::Game& g, const PlayerCommand& command)
{
    if (g.advance() != game::GameStatus::PlayerToAct)
        return false;
    return g.perform(command);
}

void standOn(game::Game& g, int32_t cell)
{
    const int width = g.level().map().width();
    g.moveCreature(g.player(), cell % width, cell / width);
}

// Plays the explore bot until the player's world cell changes (or `turns` pass).
void botUntilCellChanges(game::Game& g, uint64_t turns)
{
    const WorldCell from = *g.worldCell();
    const uint64_t until = g.turn() + turns;
    while (g.turn() < until && *g.worldCell() == from && g.advance() == game::GameStatus::PlayerToAct)
        g.perform(game::botCommand(g, game::BotMode::Explore));
}

} // namespace

class TestWorldPlaytest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (exampleModules().empty())
            QSKIP("the example module is built by the example_goblin-warrens_build test");
    }

    void startsOnTheCellsLocalTile()
    {
        auto g = startOn({8, 14});
        QVERIFY(g);
        QCOMPARE(g->level().depth, 0);
        QCOMPARE(g->worldCell(), std::optional(WorldCell{8, 14}));
        QCOMPARE(g->level().map().width(), 64);
        QCOMPARE(g->level().describe(), std::string("world tile \"8,14\""));
        const game::PlayerView view = game::takePlayerView(*g);
        QCOMPARE(view.status.worldCell, std::optional(WorldCell{8, 14}));
        const std::string text = report(*g);
        QVERIFY2(text.find("World:   cell 8,14 (its local tile)\n") != std::string::npos, text.c_str());
        QVERIFY(text.find("World tiles visited: 8,14\n") != std::string::npos);
        QVERIFY(text.find("Alive on the world at 8,14 with") != std::string::npos);
        QVERIFY(text.find("\nWorld tiles: 0 turns, 0 kills") != std::string::npos);     // the tiles' statistics
    }

    void badStartsAreRefused()
    {
        game::GameOptions options;
        options.world = worldStart(kWorld, {40, 3});
        game::GameStart outside = game::Game::start(exampleModules(), options);
        QVERIFY(!outside.game);
        QCOMPARE(outside.errors.back(), kWorld + ": cannot start on cell 40,3: the world ends there");
        options.world = worldStart(kWorld, {0, 0});
        game::GameStart sea = game::Game::start(exampleModules(), options);
        QCOMPARE(sea.errors.back(), kWorld + ": cannot start on cell 0,0: open sea");
        options.world = worldStart(kSource + "/no-such-world.png", {1, 1});
        game::GameStart missing = game::Game::start(exampleModules(), options);
        QVERIFY(!missing.game);
        QVERIFY(missing.errors.back().find("no-such-world.png") != std::string::npos);
        options.world = worldStart(kWorld, {8, 14}, kSource + "/no-binding.json");
        game::GameStart unbound = game::Game::start(exampleModules(), options);
        QCOMPARE(unbound.errors.back(), kSource + "/no-binding.json: cannot read the world's terrain binding");
    }

    // Keys: walking east off the tile enters 9,14's tile at its west edge;
    // walking back west finds 8,14's tile as it was left.
    void keysCrossTheEastEdge()
    {
        auto g = startOn({8, 14});
        const world::Handle firstTile = g->level().handle();
        standOnEastEdge(*g);
        const int y = g->player().y;
        QVERIFY(act(*g, *game::keyCommand('l')));
        QCOMPARE(g->worldCell(), std::optional(WorldCell{9, 14}));
        QCOMPARE(g->level().describe(), std::string("world tile \"9,14\""));
        QVERIFY2(g->player().x <= 3 && std::abs(g->player().y - y) <= 3, "arrives by the west edge, about as far down");
        QVERIFY(logText(*g).find("You walk on to the world's cell 9,14.") != std::string::npos);
        QVERIFY(report(*g).find("World tiles visited: 8,14 9,14\n") != std::string::npos);

        standOnEdge(*g, false, g->player().y);
        QVERIFY(act(*g, *game::keyCommand('h')));
        QCOMPARE(g->worldCell(), std::optional(WorldCell{8, 14}));
        QCOMPARE(g->level().handle(), firstTile);
        QVERIFY(report(*g).find("World tiles visited: 8,14 9,14\n") != std::string::npos);
    }

    // A land cell whose east neighbour is ocean: the east edge stays shut.
    void theSeaStopsAWalker()
    {
        const worldmap::Schema schema = *worldmap::builtinSchema("scourge");
        const worldmap::ScourgeFields fields(schema);
        const worldmap::WorldGrid grid = *worldmap::readWorldPng(kWorld).grid;
        std::optional<WorldCell> coast;
        for (int y = 0; y < grid.height() && !coast; ++y) {
            for (int x = 0; x + 1 < grid.width() && !coast; ++x) {
                if (!fields.isSea(grid, x, y) && !fields.impassable(grid, x, y) && fields.isSea(grid, x + 1, y))
                    coast = WorldCell{x, y};
            }
        }
        QVERIFY(coast);
        auto g = startOn(*coast);
        QVERIFY(g);
        const map::Map& m = g->level().map();
        std::optional<int> edgeY;
        for (int y = 0; y < m.height() && !edgeY; ++y) {
            if (game::walkableCell(m, m.width() - 1, y, false))
                edgeY = y;
        }
        if (!edgeY)
            QFAIL("no ground on the edge");
        g->moveCreature(g->player(), m.width() - 1, *edgeY);
        QVERIFY(!act(*g, PlayerCommand::move(2)));
        QCOMPARE(g->worldCell(), coast);
        QCOMPARE(g->log().back().text(), std::string("You cannot go that way: open sea."));
    }

    // The explore bot explores the tile, then walks on to a neighbour it has
    // not seen, and from there to another unseen one.
    void botExploresThenCrossesToUnseenNeighbours()
    {
        auto g = startOn({8, 14});
        const game::Level& first = g->level();
        botUntilCellChanges(*g, 4000);
        const WorldCell second = *g->worldCell();
        QVERIFY(second != (WorldCell{8, 14}));
        QCOMPARE(std::abs(second[0] - 8) + std::abs(second[1] - 14), 1);
        // It left once the tile was explored (or its time there was up).
        QVERIFY2(first.exploredCount() * 2 > size_t(first.map().cellCount()) ||
                     g->turn() >= game::kBotTurnsPerLevel,
                 std::to_string(first.exploredCount()).c_str());
        botUntilCellChanges(*g, 4000);
        const WorldCell third = *g->worldCell();
        QVERIFY(third != second && third != (WorldCell{8, 14}));
        QCOMPARE(g->worldTravel()->visited().size(), size_t(3));
    }

    void sameSeedVisitsTheSameTiles()
    {
        auto play = [](uint64_t seed) {
            auto g = startOn({8, 14}, seed);
            while (g->turn() < 2500 && g->advance() == game::GameStatus::PlayerToAct)
                g->perform(game::botCommand(*g, game::BotMode::Explore));
            return std::make_pair(g->worldTravel()->visitedText(), g->stateDigest());
        };
        const auto a = play(3), b = play(3);
        QCOMPARE(a.first, b.first);
        QCOMPARE(a.second, b.second);
        QVERIFY(a.first.find(' ') != std::string::npos);     // it got somewhere
    }

    // The cave mouth at 8,14 leads to level 1 of the Goblin Warrens; the
    // stairs up from there lead back out onto the tile, by the entrance.
    void dungeonEntranceAndBack()
    {
        auto g = startOn({8, 14});
        const world::Handle tile = g->level().handle();
        const std::optional<int32_t> entrance = featureCell(g->level().map(), map::FeatureKind::StairsDown);
        QVERIFY(entrance);
        standOn(*g, *entrance);
        QVERIFY(act(*g, *game::keyCommand('>')));
        QCOMPARE(g->level().depth, 1);
        QCOMPARE(g->level().dungeon, *map::findDungeon(g->resources()));
        QCOMPARE(g->level().describe(), std::string("level 1 of \"The Goblin Warrens\""));
        QCOMPARE(g->levelCount(), 5);       // the cell's levels (the Warrens have at least as many)
        QCOMPARE(g->worldCell(), std::optional(WorldCell{8, 14}));
        QVERIFY(report(*g).find("World:   cell 8,14, dungeon level 1\n") != std::string::npos);
        const world::Handle levelOne = g->level().handle();

        const std::optional<int32_t> up = featureCell(g->level().map(), map::FeatureKind::StairsUp);
        QVERIFY(up);
        standOn(*g, *up);
        QVERIFY(act(*g, *game::keyCommand('<')));
        QCOMPARE(g->level().handle(), tile);
        QCOMPARE(g->level().map().index(g->player().x, g->player().y), *entrance);
        QVERIFY(logText(*g).find("You climb out onto the world at 8,14.") != std::string::npos);

        QVERIFY(act(*g, *game::keyCommand('>')));
        QCOMPARE(g->level().handle(), levelOne);     // kept
    }

    // The binding's "dungeons" sends the Warrens' cave (underground=cave) into
    // a second Dungeon of two levels; a kind or Dungeon unknown is refused.
    void theBindingChoosesTheDungeonByUndergroundKind()
    {
        QTemporaryDir dir;
        // The example module with a second Dungeon after its own.
        const std::string example = kSource + "/examples/goblin-warrens";
        const std::string main = dir.filePath(QStringLiteral("caves.irc")).toStdString();
        {
            std::ifstream in(example + "/goblin-warrens.irc");
            std::ostringstream text;
            text << in.rdbuf()
                 << "\nDungeon \"The Deep Caves\"\n  {\n    Constants:\n      * DUN_DEPTH 2,\n      * INITIAL_CR 1,\n"
                    "      * LEVEL_SIZEX 96,\n      * LEVEL_SIZEY 64,\n      * TERRAIN_MAPEDGE $\"bedrock\",\n"
                    "      * TERRAIN_ROCK $\"packed earth\",\n      * TERRAIN_TORCH $\"wall torch\",\n"
                    "      * TERRAIN_PILLAR $\"stone pillar\",\n      * BASE_REGION $\"Solid Earth\",\n"
                    "      * CORRIDOR_REGION $\"Goblin Tunnel\",\n      * STAIRS_UP $\"up stairs\",\n"
                    "      * STAIRS_DOWN $\"down stairs\";\n  }\n";
            std::ofstream(main) << text.str();
        }
        script::CheckOptions check;
        check.mainFile = main;
        check.preprocessor.includeDirs = {example + "/inc"};
        script::BuildResult built = script::buildModule(check);
        if (!built.ok())
            for (const script::Diagnostic& d : built.front.diagnostics->all())
                qWarning("%s", built.front.diagnostics->formatText(d).c_str());
        QVERIFY(built.image);
        const std::string world = dir.filePath(QStringLiteral("world.png")).toStdString();
        QVERIFY(QFile::copy(QString::fromStdString(kWorld), QString::fromStdString(world)));
        const std::string binding = dir.filePath(QStringLiteral("world.binding.json")).toStdString();
        const auto startWith = [&](const std::string& dungeons) {
            std::ifstream in(kBinding);
            std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            text.insert(text.rfind('}'), ", \"dungeons\": " + dungeons);
            std::ofstream(binding) << text;
            game::GameOptions options;
            options.dungeon = "The Goblin Warrens";
            options.world = worldStart(world, {8, 14});
            return game::Game::start({*built.image}, options);
        };

        game::GameStart started = startWith("{\"cave\": \"The Deep Caves\", \"monastery\": \"The Goblin Warrens\"}");
        QVERIFY2(started.game, started.errors.empty() ? "" : started.errors.back().c_str());
        game::Game& g = *started.game;
        QCOMPARE(g.levelCount(), 2);        // the cell has 5 levels, the Deep Caves 2
        const std::optional<int32_t> entrance = featureCell(g.level().map(), map::FeatureKind::StairsDown);
        QVERIFY(entrance);
        standOn(g, *entrance);
        QVERIFY(act(g, *game::keyCommand('>')));
        QCOMPARE(g.level().depth, 1);
        QCOMPARE(g.level().describe(), std::string("level 1 of \"The Deep Caves\""));
        QCOMPARE(g.currentDungeon(), *g.resources().find("The Deep Caves", module::kindBit(module::ResourceKind::Dungeon)));

        game::GameStart badKind = startWith("{\"crypt\": \"The Deep Caves\"}");
        QVERIFY(!badKind.game);
        QCOMPARE(badKind.errors.back(),
                 binding + ": dungeons.crypt: not an underground kind of the world's schema (dungeon, monastery, cave)");
        game::GameStart badName = startWith("{\"cave\": \"The Shallow Caves\"}");
        QVERIFY(!badName.game);
        QCOMPARE(badName.errors.back(), binding + ": dungeons.cave: the modules have no Dungeon \"The Shallow Caves\"");
    }

    // Outdoor encounters: each tile holds two to four sleeping monsters a
    // quarter of the tile or more from its centre (the example's monsters
    // have no Terrain, so those of the Warrens' first level); the same seed
    // puts the same ones on a tile whichever way the tile is reached.
    void tilesHaveOutdoorEncounters()
    {
        using Encounter = std::vector<std::tuple<module::ResourceId, int, int>>;
        const auto encounterOn = [](game::Game& g, world::Handle tile) {
            const auto& level = static_cast<const game::Level&>(g.registry().get(tile));
            const map::Map& m = level.map();
            Encounter found;
            for (int y = 0; y < m.height(); ++y) {
                for (int x = 0; x < m.width(); ++x) {
                    const game::Creature* c = g.creature(level.creatureAt(x, y));
                    if (!c || c->isPlayer)
                        continue;
                    if (!c->hasStatus(game::rules::SLEEPING) ||
                        std::max(std::abs(x - m.width() / 2), std::abs(y - m.height() / 2)) < m.width() / 4)
                        return Encounter{};
                    found.emplace_back(c->monster, x, y);
                }
            }
            return found;
        };
        auto first = startOn({8, 14}, 7);
        QVERIFY(first);
        const Encounter warrens = encounterOn(*first, first->worldTravel()->tileLevel({8, 14}));
        QVERIFY2(warrens.size() >= 2 && warrens.size() <= 4, qPrintable(QString::number(warrens.size())));
        standOnEastEdge(*first);
        QVERIFY(act(*first, *game::keyCommand('l')));
        QCOMPARE(first->worldCell(), std::optional(WorldCell{9, 14}));
        const Encounter walkedTo = encounterOn(*first, first->worldTravel()->tileLevel({9, 14}));
        QVERIFY(walkedTo.size() >= 2 && walkedTo.size() <= 4);
        // Started on 9,14 instead: its tile has the same encounter; the Warrens' tile too, made later.
        auto second = startOn({9, 14}, 7);
        QVERIFY(second);
        QCOMPARE(encounterOn(*second, second->worldTravel()->tileLevel({9, 14})), walkedTo);
        QVERIFY(warrens != walkedTo);
        auto other = startOn({8, 14}, 8);
        QVERIFY(encounterOn(*other, other->worldTravel()->tileLevel({8, 14})) != warrens);   // another seed, another encounter
    }

    // The example's harbors at 24,14 and 7,22 share the sea.
    void shipFromAHarbor()
    {
        auto g = startOn({24, 14});
        QVERIFY(g);
        QVERIFY(!act(*g, PlayerCommand::travel(1, {7, 22})));
        QCOMPARE(g->log().back().text(), std::string("There are no stables here."));
        QVERIFY(!act(*g, PlayerCommand::travel(3, {7, 22})));
        QCOMPARE(g->log().back().text(), std::string("There is no airport here."));
        const uint64_t before = g->tick();
        QVERIFY(act(*g, PlayerCommand::travel(2, {7, 22})));
        QCOMPARE(g->worldCell(), std::optional(WorldCell{7, 22}));
        QCOMPARE(g->log().back().text(), std::string("You travel by ship to 7,22 (207.0 hours)."));
        // The voyage's hours passed on the game's clock (and then the player's next action is due).
        QVERIFY2(g->tick() >= before + 207 * game::kTicksPerHour, qPrintable(QString::number(g->tick() - before)));
        QVERIFY(g->tick() < before + 207 * game::kTicksPerHour + 10 * game::kStandardActionCost);
        QCOMPARE(g->worldTravel()->visitedText(), std::string("24,14 7,22"));

        auto noHarbor = startOn({8, 14});
        QVERIFY(!act(*noHarbor, PlayerCommand::travel(2, {7, 22})));
        QCOMPARE(noHarbor->log().back().text(), std::string("There is no harbor here."));
    }

    // Horses and airships on a generated world that has stables and airports.
    void horseAndAirship()
    {
        const worldmap::Schema schema = *worldmap::builtinSchema("scourge");
        const worldmap::ScourgeFields fields(schema);
        QTemporaryDir dir;
        const std::string worldPath = dir.filePath(QStringLiteral("world.png")).toStdString();
        QVERIFY(QFile::copy(QString::fromStdString(kBinding), dir.filePath(QStringLiteral("world.binding.json"))));
        for (const worldmap::TravelMode mode : {worldmap::TravelMode::Horse, worldmap::TravelMode::Airship}) {
            const worldmap::Field* service = mode == worldmap::TravelMode::Horse ? fields.stables : fields.airport;
            std::optional<std::pair<WorldCell, WorldCell>> ride;
            std::optional<worldmap::WorldGrid> found;
            for (uint64_t seed = 1; seed < 20 && !ride; ++seed) {
                const worldmap::WorldGrid grid = worldmap::generateWorld(schema, {64, 48, seed});
                std::vector<WorldCell> served;
                for (int y = 0; y < grid.height(); ++y) {
                    for (int x = 0; x < grid.width(); ++x) {
                        if (grid.get(x, y, *service) && !fields.impassable(grid, x, y))
                            served.push_back({x, y});
                    }
                }
                for (size_t i = 0; i < served.size() && !ride; ++i) {
                    for (size_t j = 0; j < served.size() && !ride; ++j) {
                        if (i != j && worldmap::travelOptions(schema, grid, served[i], served[j])[size_t(mode)].possible)
                            ride = std::pair{served[i], served[j]};
                    }
                }
                if (ride)
                    found = grid;
            }
            QVERIFY(ride);
            QCOMPARE(worldmap::writeWorldPng(worldPath, *found), std::string());
            auto g = startOn(ride->first, 1, worldPath);
            QVERIFY(g);
            const worldmap::Journey journey =
                worldmap::travelOptions(schema, *found, ride->first, ride->second)[size_t(mode)];
            const uint64_t before = g->tick();
            QVERIFY(act(*g, PlayerCommand::travel(uint8_t(mode), ride->second)));
            QCOMPARE(g->worldCell(), std::optional(ride->second));
            QVERIFY(g->tick() >= before + uint64_t(std::llround(journey.hours * game::kTicksPerHour)));
            char hours[32];
            std::snprintf(hours, sizeof hours, "%.1f", journey.hours);
            QCOMPARE(g->log().back().text(), "You travel by " + std::string(worldmap::travelModeName(mode)) + " to " +
                                                 game::cellText(ride->second) + " (" + hours + " hours).");
        }
    }

    // A save carries the world: loaded, it stands on the same cell with the
    // same tiles visited and plays on exactly as the game that was saved.
    void savesCarryTheWorld()
    {
        auto g = startOn({8, 14}, 5);
        standOnEastEdge(*g);
        QVERIFY(act(*g, PlayerCommand::move(2)));
        const std::string bytes = g->save();
        game::GameStart loaded = game::Game::load(exampleModules(), bytes);
        QVERIFY(loaded.game);
        game::Game& copy = *loaded.game;
        QCOMPARE(copy.worldCell(), std::optional(WorldCell{9, 14}));
        QCOMPARE(copy.worldTravel()->visitedText(), std::string("8,14 9,14"));
        QCOMPARE(copy.save(), bytes);
        for (game::Game* game : {g.get(), &copy}) {
            while (game->turn() < 1500 && game->advance() == game::GameStatus::PlayerToAct)
                game->perform(game::botCommand(*game, game::BotMode::Explore));
        }
        QCOMPARE(copy.worldTravel()->visitedText(), g->worldTravel()->visitedText());
        QCOMPARE(copy.stateDigest(), g->stateDigest());
        QCOMPARE(copy.save(), g->save());

        // Restoring the first save over the later game goes back to 9,14.
        QCOMPARE(g->restore(bytes), std::nullopt);
        QCOMPARE(g->worldCell(), std::optional(WorldCell{9, 14}));
        QCOMPARE(g->save(), bytes);
    }

    // The world blob is untrusted input: each damage is refused by name.
    void damagedWorldBlobsAreRefused()
    {
        auto g = startOn({8, 14});
        standOnEastEdge(*g);
        QVERIFY(act(*g, PlayerCommand::move(2)));
        const game::WorldTravelState& state = *g->worldTravel();
        module::ByteWriter good;
        state.save(good);
        auto refusal = [&](std::string bytes) -> std::string {
            try {
                module::ByteReader in("world", bytes, 0);
                game::WorldTravelState::load(in, g->resources());
                in.expectEnd();
            } catch (const module::FormatFailure& failure) {
                return failure.error.describe();
            }
            return {};
        };
        QCOMPARE(refusal(good.bytes), std::string());
        QVERIFY(refusal(good.bytes.substr(0, good.bytes.size() / 2)).find("section world") != std::string::npos);
        std::string version = good.bytes;
        version[0] = 9;
        QVERIFY(refusal(version).find("unknown world state version") != std::string::npos);

        // A blob written field by field, with the current cell off the world.
        const std::string binding = [] {
            QFile file(QString::fromStdString(kBinding));
            file.open(QIODevice::ReadOnly);
            return file.readAll().toStdString();
        }();
        auto blob = [&](int cellX, int visitedTwice) {
            module::ByteWriter out;
            out.u8(1);
            out.string("scourge");
            out.string(state.schema().toJson());
            out.u32(uint32_t(state.grid().width()));
            out.u32(uint32_t(state.grid().height()));
            out.string(std::string_view(reinterpret_cast<const char*>(state.grid().bytes().data()),
                                        state.grid().bytes().size()));
            out.string("world.binding.json");
            out.string(binding);
            out.i32(64);
            out.i32(cellX);
            out.i32(14);
            out.u64(0);
            out.count(size_t(1 + visitedTwice), "visited");
            for (int i = 0; i <= visitedTwice; ++i) {
                out.i32(8);
                out.i32(14);
                out.u64(0);
            }
            out.count(0, "tiles");
            out.count(0, "dungeons");
            return out.bytes;
        };
        QCOMPARE(refusal(blob(8, 0)), std::string());
        QVERIFY2(refusal(blob(99, 0)).find("current cell 99,14 outside the world") != std::string::npos,
                 refusal(blob(99, 0)).c_str());
        QVERIFY(refusal(blob(8, 1)).find("cell 8,14 visited twice") != std::string::npos);
    }

    void incplayRunsOnTheWorld()
    {
        QProcess incplay;
        incplay.start(QStringLiteral(INCURSION_BINARY_DIR "/bin/incplay"),
                      {QStringLiteral("run"), QStringLiteral("--world"), QString::fromStdString(kWorld),
                       QStringLiteral("--start"), QStringLiteral("8,14"), QStringLiteral("--bot"),
                       QStringLiteral("explore"), QStringLiteral("--turns"), QStringLiteral("1200"),
                       QStringLiteral("--report"), QStringLiteral("-"), QStringLiteral("--date"),
                       QStringLiteral("2026-11-26"), QString::fromStdString(kModule)});
        QVERIFY(incplay.waitForFinished(120000));
        const QString out = QString::fromUtf8(incplay.readAllStandardOutput());
        QCOMPARE(incplay.exitCode(), 0);
        QVERIFY2(out.contains(QStringLiteral("\nWorld tiles visited: 8,14 8,13\n")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("World:   cell 8,13 (its local tile)")));

        QProcess bad;
        bad.start(QStringLiteral(INCURSION_BINARY_DIR "/bin/incplay"),
                  {QStringLiteral("run"), QStringLiteral("--world"), QString::fromStdString(kWorld),
                   QString::fromStdString(kModule)});
        QVERIFY(bad.waitForFinished(60000));
        QCOMPARE(bad.exitCode(), 2);
        QVERIFY(QString::fromUtf8(bad.readAllStandardError()).contains(QStringLiteral("'--world' and '--start' go together")));
        bad.start(QStringLiteral(INCURSION_BINARY_DIR "/bin/incplay"),
                  {QStringLiteral("run"), QStringLiteral("--world"), QString::fromStdString(kWorld),
                   QStringLiteral("--start"), QStringLiteral("8,14"), QStringLiteral("--depth"), QStringLiteral("2"),
                   QString::fromStdString(kModule)});
        QVERIFY(bad.waitForFinished(60000));
        QCOMPARE(bad.exitCode(), 2);
        QVERIFY(QString::fromUtf8(bad.readAllStandardError()).contains(QStringLiteral("'--depth' does not go with '--world'")));
    }
};

INCURSION_TEST_MAIN(TestWorldPlaytest)
#include "tst_world_playtest.moc"
} // namespace tst_world_playtest
