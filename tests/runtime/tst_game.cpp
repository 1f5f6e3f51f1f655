// The game loop as a whole: a game starts on a generated level with the
// player and its gear, the player's commands take time or are refused with a
// reason, monsters act in the turn queue, the same seed and commands give the
// same game, a save in the middle changes nothing, corrupt saves are refused,
// and the playtest report has every part the issue asks for.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/player_bot.h"
#include "game/playtest_report.h"
#include "game/rules.h"

#include <QtTest>

namespace tst_game {

using namespace incursion;
using game::CommandKind;
using game::PlayerCommand;

namespace {

const std::string kWorld = R"(
Monster "goblin" : MA_GOBLINOID
  { Image: green 'g'; CR: 1; HD: 1; Hit: 1; Def: 12; Spd: 100%; Mov: 100%;
    Str 11, Dex 13, Con 12, Int 10, Wis 9, Cha 6;
    Attk: A_CLAW for 1d4 AD_SLASH; Flags: M_HOSTILE; }
Monster "rat" : MA_ANIMAL
  { Image: brown 'r'; CR: 1; HD: 1; Hit: 0; Def: 11; Spd: 120%;
    Attk: A_BITE for 1d3 AD_PIERCE; Flags: M_HOSTILE; }
Item "dagger" : T_WEAPON { Image: cyan '|'; SDmg: 1d4; LDmg: 1d3; Level: 1; Weight: 10; }
Item "leather armour" : T_ARMOUR { Image: brown '['; Def: 2; Arm: 1; Level: 1; Weight: 150; }
Item "potion" : T_POTION { Image: white '!'; Flags: IT_NOGEN; }
Flavour "murky" : AI_POTION { Colour: brown; }
Flavour "fizzy" : AI_POTION { Colour: white; }
AI_POTION Effect "Healing" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 2d8+8; }
AI_POTION Effect "Firewater" : EA_BLAST { Level: 1; xval: AD_FIRE; pval: 1d4; }
)";

game::GameOptions seeded(uint64_t seed)
{
    game::GameOptions options;
    options.seed = seed;
    return options;
}

// Plays `turns` game turns with the explore bot.
void playWithBot(game::Game& g, uint64_t turns)
{
    int refused = 0;
    while (g.turn() < turns && g.advance() == game::GameStatus::PlayerToAct) {
        if (!g.perform(game::botCommand(g, game::BotMode::Explore)) && ++refused > 8) {
            g.perform(PlayerCommand::of(CommandKind::Rest));
            refused = 0;
        }
    }
}

} // namespace

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void startsWithPlayerAndGear()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const game::Creature& self = g.player();
        QVERIFY(self.isPlayer);
        QCOMPARE(g.level().depth, 1);
        QVERIFY(!g.level().map().solid(self.x, self.y));
        // The up stairs are where the player arrives.
        const map::Feature* stairs = g.level().map().featureAt(self.x, self.y);
        QVERIFY(stairs && stairs->kind == map::FeatureKind::StairsUp);
        // Gear: the dagger wielded, the armour worn, two healing potions (unidentified).
        QCOMPARE(self.inventory.size(), size_t(3));
        QCOMPARE(g.item(self.weapon)->name, std::string("dagger"));
        QCOMPARE(g.item(self.bodyArmour)->name, std::string("leather armour"));
        const game::Item* potion = g.item(self.inventory[2]);
        QCOMPARE(potion->quantity, 2);
        const std::string unknown = g.nameOf(*potion);
        QVERIFY2(unknown == "murky potion" || unknown == "fizzy potion", unknown.c_str());
        QVERIFY(g.creaturesOnLevel().size() == 1);  // no random population in tests
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
    }

    void refusedCommandsTakeNoTime()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        const uint64_t tick = g.tick();
        QVERIFY(!g.perform(PlayerCommand::of(CommandKind::Descend)));
        QCOMPARE(g.log().back().text(), std::string("You see no stairs down here."));
        QVERIFY(!g.perform(PlayerCommand::of(CommandKind::PickUp)));
        QCOMPARE(g.log().back().text(), std::string("There is nothing here to pick up."));
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        QCOMPARE(g.tick(), tick);
        QVERIFY(g.perform(PlayerCommand::of(CommandKind::Rest)));
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        QCOMPARE(g.tick(), tick + game::kStandardActionCost);
    }

    void drinkingIdentifiesThePotion()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        game::Creature& self = g.player();
        self.hp = 3;
        const world::Handle potion = self.inventory[2];
        const module::ResourceId effect = g.item(potion)->effect;
        QVERIFY(!g.identification().known(effect));
        QVERIFY(g.perform(PlayerCommand::useFirst(game::rules::T_POTION)));
        QVERIFY(g.identification().known(effect));
        QCOMPARE(g.item(potion)->quantity, 1);
        QCOMPARE(g.nameOf(*g.item(potion)), std::string("potion of Healing"));
        // Said by its new name, one of the stack (src/Item.cpp, Player::IdentByTrial).
        QCOMPARE(test::countLogLines(g, "This must be a potion of Healing!"), 1);
        QVERIFY2(self.hp >= 3 + 10, qPrintable(QString::number(self.hp)));
    }

    void meleeKillsAndCounts()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const world::Handle goblin = test::spawnNextToPlayer(g, "goblin");
        QVERIFY(goblin != world::kNoObject);
        g.creature(goblin)->hp = 1;
        g.creature(goblin)->defence = -100;     // every blow lands
        const game::Creature& self = g.player();
        int direction = 0;
        for (; direction < 8; ++direction)
            if (g.creatureAt(self.x + game::kDirectionX[direction], self.y + game::kDirectionY[direction]))
                break;
        QVERIFY(g.perform(PlayerCommand::move(direction)));
        QVERIFY(!g.creature(goblin));
        QVERIFY(g.registry().diagnose(goblin).find("slain by player") != std::string::npos);
        QCOMPARE(g.stats().levels.front().kills.at("goblin"), 1);
        QString log;
        for (const game::LogEntry& entry : g.log())
            log += QString::fromStdString(entry.text()) + "\n";
        QVERIFY2(log.contains("The goblin dies.\n"), qPrintable(log));
    }

    void sameSeedSameGame()
    {
        auto play = [](uint64_t seed) {
            test::TestGame t = test::startTestGame(kWorld, seeded(seed), true);
            if (!t.game)
                return std::string("no game: ") + t.errors.toStdString();
            playWithBot(*t.game, 400);
            return game::playtestReport(*t.game) + t.game->save();
        };
        const std::string a = play(7);
        QCOMPARE(play(7), a);
        QVERIFY(play(8) != a);
    }

    void saveAndLoadChangeNothing()
    {
        test::TestGame straight = test::startTestGame(kWorld, seeded(11), true);
        QVERIFY2(straight.game, qPrintable(straight.errors));
        playWithBot(*straight.game, 300);

        test::TestGame first = test::startTestGame(kWorld, seeded(11), true);
        QVERIFY2(first.game, qPrintable(first.errors));
        playWithBot(*first.game, 150);
        const std::string bytes = first.game->save();
        // save -> load -> save gives the same bytes.
        test::MemoryBuild built = test::buildInMemory("game_test.irc", test::kGameTestPrelude + kWorld,
                                                      test::RuntimeApi::Read);
        std::vector<module::ModuleImage> images{*built.image};
        game::GameStart loaded = game::Game::load(images, bytes);
        QVERIFY2(loaded.game, loaded.errors.empty() ? "" : loaded.errors.front().c_str());
        QCOMPARE(loaded.game->save(), bytes);
        playWithBot(*loaded.game, 300);
        if (!straight.game->playerDead() || !loaded.game->playerDead())
            QCOMPARE(loaded.game->turn(), straight.game->turn());
        QCOMPARE(game::playtestReport(*loaded.game), game::playtestReport(*straight.game));
        QCOMPARE(loaded.game->save(), straight.game->save());
    }

    void corruptSavesAreRefused()
    {
        test::TestGame t = test::startTestGame(kWorld, seeded(3), true);
        QVERIFY2(t.game, qPrintable(t.errors));
        playWithBot(*t.game, 50);
        const std::string bytes = t.game->save();
        test::MemoryBuild built = test::buildInMemory("game_test.irc", test::kGameTestPrelude + kWorld,
                                                      test::RuntimeApi::Read);
        std::vector<module::ModuleImage> images{*built.image};
        // Every 97th byte flipped, one at a time: refused or loaded, never a crash.
        int refused = 0;
        for (size_t i = 0; i < bytes.size(); i += 97) {
            std::string broken = bytes;
            broken[i] = char(broken[i] ^ 0x5a);
            game::GameStart loaded = game::Game::load(images, broken);
            if (!loaded.game) {
                ++refused;
                QVERIFY(!loaded.errors.empty());
            }
        }
        QVERIFY(refused > 0);
        // Another module set is named.
        std::vector<module::ModuleImage> other{*built.image};
        other.front().name = "Another";
        game::GameStart wrong = game::Game::load(other, bytes);
        QVERIFY(!wrong.game);
        QVERIFY2(wrong.errors.front().find("Game Test") != std::string::npos, wrong.errors.front().c_str());
    }

    void savesThatCannotBePlayedAreRefused()
    {
        test::TestGame t = test::startTestGame(kWorld, seeded(3));
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const world::Handle goblin = test::spawnNextToPlayer(g, "goblin");
        QVERIFY(goblin);
        test::MemoryBuild built = test::buildInMemory("game_test.irc", test::kGameTestPrelude + kWorld,
                                                      test::RuntimeApi::Read);
        const std::vector<module::ModuleImage> images{*built.image};
        auto refusal = [&](const std::string& bytes) {
            game::GameStart loaded = game::Game::load(images, bytes);
            return loaded.game ? std::string() : loaded.errors.front();
        };
        QCOMPARE(refusal(g.save()), std::string());
        game::Creature& monster = *g.creature(goblin);
        const int x = monster.x, y = monster.y;
        // In a wall (the map's corner is solid rock), then on the player's cell.
        monster.x = 0;
        monster.y = 0;
        QVERIFY2(refusal(g.save()).find("stands where it cannot (0, 0)") != std::string::npos, refusal(g.save()).c_str());
        monster.x = g.player().x;
        monster.y = g.player().y;
        QVERIFY(refusal(g.save()).find("stands where it cannot") != std::string::npos);
        monster.x = x;
        monster.y = y;
        // Carrying something that is not its item.
        monster.inventory.push_back(g.player().handle());
        QVERIFY2(refusal(g.save()).find("carries what is not its own item") != std::string::npos, refusal(g.save()).c_str());
        monster.inventory.clear();
        // Out of the turn queue.
        g.queue().remove(goblin);
        QVERIFY(refusal(g.save()).find("missing from the turn queue") != std::string::npos);
    }

    void goingToTheCurrentLevelChangesNothing()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const std::string before = g.save();
        QVERIFY(g.goToLevel(1));
        QCOMPARE(g.save(), before);
        QVERIFY(!g.goToLevel(0));
        QVERIFY(!g.goToLevel(6));
        QVERIFY(g.goToLevel(2));
        QCOMPARE(g.level().depth, 2);
        QCOMPARE(g.creatureAt(g.player().x, g.player().y), &g.player());
    }

    void theDeadKeepTheirBelongingsForTheReport()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const size_t carried = g.player().inventory.size();
        const world::Handle goblin = test::spawnNextToPlayer(g, "goblin");
        g.removeCreature(g.player(), goblin, "claw");
        QVERIFY(g.playerDead());
        QCOMPARE(g.player().inventory.size(), carried);
        QVERIFY(game::playtestReport(g).find("(wielded)") != std::string::npos);
        QCOMPARE(g.causeOfDeath(), std::string("Killed by a goblin's claw on level 1, turn 0."));
    }

    void reportHasEveryPart()
    {
        test::TestGame t = test::startTestGame(kWorld, seeded(5), true);
        QVERIFY2(t.game, qPrintable(t.errors));
        playWithBot(*t.game, 200);
        game::ReportOptions options;
        options.date = "2026-11-22";
        const QString report = QString::fromStdString(game::playtestReport(*t.game, options));
        for (const char* part : {"Module:  Game Test (build ", "Seed:    5", "Date:    2026-11-22", "Result:  ",
                                 "Level 1: ", "Last messages", "Inventory", "Map around the player", "Handlers run: ",
                                 "Unimplemented API calls: "})
            QVERIFY2(report.contains(QLatin1String(part)), part);
        // The map has a border and the player in it.
        QVERIFY(report.contains(QLatin1String("+-")));
        QVERIFY(report.contains(QLatin1Char('@')));
    }
};

INCURSION_TEST_MAIN(TestGame)
#include "tst_game.moc"
} // namespace tst_game
