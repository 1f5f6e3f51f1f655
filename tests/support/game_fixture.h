// A small world for tests of the game: the runtime's API header, the engine
// constants the tests use (the original's values), a five-level dungeon of
// plain 64x64 levels, and whatever monsters, items and effects a test adds.
// Random population is off unless a test asks for it, so a test's creatures
// are the ones it places.
#pragma once

#include "memory_build.h"

#include "game/game.h"

#include <QString>
#include <QtGlobal>

#include <memory>
#include <string>
#include <vector>

namespace incursion::test {

// Every event number, from the runtime's own table.
inline std::string eventDefines()
{
    std::string defines;
#define INCURSION_EVENT(name, number) defines += "#define " #name " " #number "\n";
#include "game/event_ids.def"
#undef INCURSION_EVENT
    return defines;
}

inline const std::string kGameTestPrelude = eventDefines() + R"(
#define NOTHING 0
#define DONE 1
#define ABORT 2
#define PRE(a) (a+500)
#define POST(a) (a+1000)
#define EVICTIM(a) (a+2000)
#define EITEM(a) (a+4000)
#define A_STR 0
#define A_DEX 1
#define A_CON 2
#define A_INT 3
#define A_WIS 4
#define A_CHA 5
#define A_SPD 54
#define A_MOV 26
#define A_DEF 27
#define AD_NORM 0
#define AD_FIRE 1
#define AD_COLD 2
#define AD_ACID 3
#define AD_ELEC 4
#define AD_TOXI 5
#define AD_SLASH 11
#define AD_PIERCE 12
#define AD_BLUNT 13
#define AD_HOLY 69
#define A_PUNC 1
#define A_CLAW 6
#define A_BITE 7
#define A_SLAM 19
#define FORT 0
#define REF 1
#define WILL 2
#define BLIND 3
#define STUNNED 5
#define SLEEPING 7
#define AFRAID 10
#define ADJUST 106
#define SS_ENCH 2
#define MA_ANIMAL 2
#define MA_GOBLINOID 84
#define MA_EVIL 103
#define MA_GOLEM 40
#define MA_UNDEAD 76
#define M_NOGEN 24
#define M_HOSTILE 55
#define M_MINDLESS 33
#define T_ARMOUR 21
#define T_FOOD 37
#define T_POTION 47
#define T_SCROLL 50
#define T_WAND 57
#define T_WEAPON 58
#define IT_NOGEN 1
#define AI_POTION 1
#define AI_SCROLL 2
#define AI_WAND 3
#define EA_BLAST 1
#define EA_GRANT 2
#define EA_INFLICT 3
#define EA_SUMMON 9
#define EA_HEALING 26
#define AR_BOLT 1
#define AR_BEAM 2
#define AR_BALL 3
#define AR_RAY 4
#define AR_BURST 5
#define AR_TOUCH 6
#define AR_GLOBE 11
#define AR_BREATH 12
#define AR_CONE 17
#define HEAL_HP 1
#define LEVEL_SCALED -126
#define LEVEL_SCALED2 -99
#define EF_NOGEN 18
#define TF_SOLID 1
#define TF_OPAQUE 2
#define TF_WALL 20
#define T_PORTAL 10
#define T_DOOR 11
#define RF_CORRIDOR 1
#define RF_ROOM 4
#define RF_NOGEN 15
#define MAT_WOOD 8
#define LEVEL_SIZEX 1
#define LEVEL_SIZEY 2
#define DUN_DEPTH 44

Module "Game Test"; File "GameTest.Mod"; Slot 0;

Terrain "solid rock" { Image: '#'; Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "indestructable rock" { Image: '#'; Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "wall torch" { Image: '*'; Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "pillar" { Image: 'I'; Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "dungeon wall" { Image: '#'; Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "floor" { Image: '.'; }
Feature "oak door" : T_DOOR { Image: '+'; Mat: MAT_WOOD; }
Feature "up stairs" : T_PORTAL { Image: '<'; xval: 1; }
Feature "down stairs" : T_PORTAL { Image: '>'; xval: 2; }
Region "unworked stone" : RF_NOGEN { }
Region "winding corridor" : RF_CORRIDOR { Walls: $"dungeon wall"; Floor: $"floor"; }
Region "test hall" : RF_ROOM { Walls: $"dungeon wall"; Floor: $"floor"; Door: $"oak door"; }
Dungeon "Test Depths" { Constants: * LEVEL_SIZEX 64, * LEVEL_SIZEY 64, * DUN_DEPTH 5; }
)";

struct TestGame {
    std::unique_ptr<game::Game> game;
    QString errors;     // build and start errors, for QVERIFY2
};

// Builds kGameTestPrelude + `resources` and starts a game on level 1, with
// no random population unless `populate`.
inline TestGame startTestGame(const std::string& resources, game::GameOptions options = {}, bool populate = false)
{
    TestGame out;
    MemoryBuild built = buildInMemory("game_test.irc", kGameTestPrelude + resources, RuntimeApi::Read);
    if (!built.image) {
        out.errors = QStringLiteral("the test module does not build (see the warnings above)");
        return out;
    }
    options.populate = populate;
    std::vector<module::ModuleImage> images;
    images.push_back(std::move(*built.image));
    game::GameStart started = game::Game::start(std::move(images), options);
    for (const std::string& error : started.errors)
        out.errors += QString::fromStdString(error) + "\n";
    out.game = std::move(started.game);
    return out;
}

// A test game of `resources` with `seed`, advanced to the player's first
// turn; fatal (with the errors) when it does not start.
inline std::unique_ptr<game::Game> startPlaying(const std::string& resources, uint64_t seed = 1)
{
    game::GameOptions options;
    options.seed = seed;
    TestGame t = startTestGame(resources, options);
    if (!t.game)
        qFatal("%s", qPrintable(t.errors));
    t.game->advance();
    return std::move(t.game);
}

// The game saved as `bytes` loaded back with the module startTestGame built of
// `resources`; the errors say why when it did not load.
inline game::GameStart reloadTestGame(const std::string& resources, const std::string& bytes)
{
    MemoryBuild built = buildInMemory("game_test.irc", kGameTestPrelude + resources, RuntimeApi::Read);
    if (!built.image)
        return {nullptr, {"the test module does not build (see the warnings above)"}};
    std::vector<module::ModuleImage> images{*built.image};
    return game::Game::load(images, bytes);
}

// A test game whose player is of the race and class named (empty: the first
// offered), worshipping the god named (empty: chosen only by a religious class).
inline TestGame startAsCharacter(const std::string& resources, const std::string& race, const std::string& klass,
                                 const std::string& god = {})
{
    game::GameOptions options;
    options.race = race;
    options.characterClass = klass;
    options.god = god;
    return startTestGame(resources, options);
}

// A test game started and advanced to the player's first turn, so scripts'
// answers can be asked at once; `g` is null when it did not start (see t.errors).
struct StartedGame {
    TestGame t;
    game::Game* g = nullptr;
};

inline StartedGame startAndAdvance(const std::string& resources)
{
    StartedGame s{startTestGame(resources)};
    s.g = s.t.game.get();
    if (s.g)
        s.g->advance();
    return s;
}

// Throws `event` with these participants and returns it as the handlers left it.
inline game::EventInfo throwAt(game::Game& g, int32_t event, world::Handle actor, world::Handle victim)
{
    game::EventInfo e;
    e.event = event;
    e.actor = actor;
    e.victim = victim;
    g.throwEvent(e);
    return e;
}

// What the player's question to a test's examiner carries besides its number
// and the examiner (the victim): designated, as in {.vVal = 2, .item = sword}.
struct Question {
    int32_t vVal = 0;
    bool isHit = false;
    bool isSomething = false;
    world::Handle item = world::kNoObject;
    world::Handle item2 = world::kNoObject;
};

// The player "asks" `examiner` by throwing `event` at it (a test module's
// examiner answers in its EVICTIM handler by filling the event's fields);
// returns the event as the handlers left it.
inline game::EventInfo ask(game::Game& g, int32_t event, world::Handle examiner, const Question& question = {})
{
    game::EventInfo e;
    e.event = event;
    e.actor = g.player().handle();
    e.victim = examiner;
    e.vVal = question.vVal;
    e.isHit = question.isHit;
    e.isSomething = question.isSomething;
    e.item = question.item;
    e.item2 = question.item2;
    g.throwEvent(e);
    return e;
}

// The game's messages from the `from`th on, as text.
inline std::vector<std::string> logSince(const game::Game& g, size_t from)
{
    std::vector<std::string> lines;
    for (size_t i = from; i < g.log().size(); ++i)
        lines.push_back(g.log()[i].text());
    return lines;
}

// A variable of the game's first module, by name, for the test to read and
// set (scripts count what they saw in them); fatal when there is none.
inline int32_t& moduleVariable(game::Game& g, std::string_view name)
{
    vm::Program& program = g.host().program();
    const module::ModuleImage& image = *program.modules().front().image;
    for (size_t i = 0; i < image.variables.size(); ++i) {
        if (image.strings[image.variables[i].name] == name)
            return program.variables(0)[i];
    }
    qFatal("no module variable %s", std::string(name).c_str());
}

// How many of the game's messages read exactly `line`.
inline int countLogLines(const game::Game& g, std::string_view line)
{
    int n = 0;
    for (const game::LogEntry& entry : g.log())
        n += entry.text() == line;
    return n;
}

// The first script error of `g`, or "", for QVERIFY2.
inline const char* firstScriptError(const game::Game& g)
{
    return g.scriptErrors().empty() ? "" : g.scriptErrors().front().c_str();
}

// A free floor cell next to the player (the first of the eight directions
// that is free), or (-1, -1).
inline std::pair<int, int> freeCellNextToPlayer(game::Game& g)
{
    const game::Creature& self = g.player();
    for (int d = 0; d < 8; ++d) {
        const int x = self.x + game::kDirectionX[d];
        const int y = self.y + game::kDirectionY[d];
        if (g.level().map().contains(x, y) && !g.level().map().solid(x, y) && !g.creatureAt(x, y))
            return {x, y};
    }
    return {-1, -1};
}

// Puts a monster named `name` next to the player; kNoObject if it cannot.
inline world::Handle spawnNextToPlayer(game::Game& g, std::string_view name)
{
    const std::optional<module::ResourceId> id = g.resources().find(name);
    const auto [x, y] = freeCellNextToPlayer(g);
    if (!id || x < 0)
        return world::kNoObject;
    return g.spawnMonster(*id, x, y);
}

} // namespace incursion::test
