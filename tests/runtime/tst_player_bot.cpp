// The player's bots: explore finds the stairs and goes down level after
// level, the same seed gives the same game, the bot draws none of the game's
// random numbers, it is never refused more than a couple of times in a row,
// and its single choices: attack an adjacent monster, drink a potion when
// badly hurt, pick up what lies here, rest when hurt and alone, fight mode
// goes for the monster it sees, idle rests.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/player_bot.h"
#include "game/rules.h"

#include <QtTest>

namespace tst_player_bot {

using namespace incursion;
using game::BotMode;
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
AI_POTION Effect "Healing" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 2d8+8; }
)";

game::GameOptions seeded(uint64_t seed)
{
    game::GameOptions options;
    options.seed = seed;
    return options;
}

struct BotRun {
    int longestRefusal = 0;     // commands refused in a row, at most
    std::vector<uint64_t> descents;     // the turn of each level change
};

// Plays with the bot until `turns` game turns have passed or the player dies.
BotRun play(game::Game& g, BotMode mode, uint64_t turns)
{
    BotRun run;
    int refused = 0;
    int32_t depth = g.level().depth;
    while (g.turn() < turns && g.advance() == game::GameStatus::PlayerToAct) {
        if (g.perform(game::botCommand(g, mode))) {
            refused = 0;
        } else {
            run.longestRefusal = std::max(run.longestRefusal, ++refused);
            if (refused > 8)
                break;
        }
        if (g.level().depth != depth) {
            depth = g.level().depth;
            run.descents.push_back(g.turn());
        }
    }
    return run;
}

} // namespace

class TestPlayerBot : public QObject {
    Q_OBJECT

private slots:
    void modesByName()
    {
        QCOMPARE(game::botModeNamed("explore"), std::optional(BotMode::Explore));
        QCOMPARE(game::botModeNamed("fight"), std::optional(BotMode::Fight));
        QCOMPARE(game::botModeNamed("idle"), std::optional(BotMode::Idle));
        QVERIFY(!game::botModeNamed("dance"));
    }

    void exploresAndTakesTheStairsDown()
    {
        test::TestGame t = test::startTestGame(kWorld, seeded(4));
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const BotRun run = play(g, BotMode::Explore, 6000);
        QCOMPARE(run.longestRefusal, 0);
        // Every level of the five explored and left by its stairs, each
        // well before the bot's patience runs out.
        QCOMPARE(g.level().depth, 5);
        QCOMPARE(run.descents.size(), size_t(4));
        uint64_t previous = 0;
        for (uint64_t turn : run.descents) {
            QVERIFY2(turn - previous < game::kBotTurnsPerLevel, qPrintable(QString::number(turn - previous)));
            previous = turn;
        }
        QCOMPARE(g.stats().levels.size(), size_t(5));
    }

    void sameSeedSameGame()
    {
        auto once = [](uint64_t seed) {
            test::TestGame t = test::startTestGame(kWorld, seeded(seed), true);
            play(*t.game, BotMode::Explore, 1500);
            return t.game->save();
        };
        const std::string a = once(7);
        QCOMPARE(once(7), a);
        QVERIFY(once(8) != a);
    }

    void drawsNoRandomNumbers()
    {
        test::TestGame t = test::startTestGame(kWorld, seeded(2));
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        play(g, BotMode::Explore, 100);
        QVERIFY(test::spawnNextToPlayer(g, "goblin") != world::kNoObject);
        g.updatePlayerView();
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        const std::string before = g.save();
        for (BotMode mode : {BotMode::Explore, BotMode::Fight, BotMode::Idle}) {
            const PlayerCommand first = game::botCommand(g, mode);
            QCOMPARE(game::botCommand(g, mode), first);
        }
        QCOMPARE(g.save(), before);
    }

    void neverRefusedForLongWithMonstersAbout()
    {
        for (uint64_t seed : {1, 2, 3}) {
            for (BotMode mode : {BotMode::Explore, BotMode::Fight}) {
                test::TestGame t = test::startTestGame(kWorld, seeded(seed), true);
                QVERIFY2(t.game, qPrintable(t.errors));
                const BotRun run = play(*t.game, mode, 2000);
                QVERIFY2(run.longestRefusal <= 2, qPrintable(QString::number(run.longestRefusal)));
                QVERIFY(t.game->playerDead() || t.game->turn() >= 2000);
            }
        }
    }

    void attacksAnAdjacentMonster()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        const world::Handle goblin = test::spawnNextToPlayer(g, "goblin");
        QVERIFY(goblin != world::kNoObject);
        const game::Creature* monster = g.creature(goblin);
        const PlayerCommand command = game::botCommand(g, BotMode::Explore);
        QCOMPARE(command.kind, CommandKind::Move);
        QCOMPARE(g.player().x + game::kDirectionX[command.direction], monster->x);
        QCOMPARE(g.player().y + game::kDirectionY[command.direction], monster->y);
        // A peaceful one is left alone.
        g.creature(goblin)->attitude = game::Attitude::Peaceful;
        const PlayerCommand other = game::botCommand(g, BotMode::Explore);
        QVERIFY(!(other.kind == CommandKind::Move &&
                  g.player().x + game::kDirectionX[other.direction] == monster->x &&
                  g.player().y + game::kDirectionY[other.direction] == monster->y));
    }

    void drinksAPotionWhenBadlyHurt()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        game::Creature& self = g.player();
        self.mana = 0;
        self.hp = self.maxHp * 3 / 10;
        const PlayerCommand command = game::botCommand(g, BotMode::Explore);
        QCOMPARE(command.kind, CommandKind::Use);
        QCOMPARE(g.item(command.item)->itemType, game::rules::T_POTION);
        const int hp = self.hp;
        QVERIFY(g.perform(command));
        QVERIFY(g.player().hp > hp);
    }

    void picksUpWhatLiesHere()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        const game::Creature& self = g.player();
        g.spawnItem(*g.resources().find("dagger"), 0, self.x, self.y);
        QCOMPARE(game::botCommand(g, BotMode::Explore).kind, CommandKind::PickUp);
        const size_t carried = self.inventory.size();
        QVERIFY(g.perform(game::botCommand(g, BotMode::Explore)));
        QCOMPARE(self.inventory.size(), carried + 1);
        QVERIFY(game::botCommand(g, BotMode::Explore).kind != CommandKind::PickUp);
    }

    void restsWhenHurtAndAlone()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        game::Creature& self = g.player();
        self.hp = self.maxHp / 2;
        QCOMPARE(game::botCommand(g, BotMode::Explore).kind, CommandKind::Rest);
        // With a monster in sight it does not rest.
        const world::Handle goblin = test::spawnNextToPlayer(g, "goblin");
        QVERIFY(goblin != world::kNoObject);
        g.updatePlayerView();
        QVERIFY(game::botCommand(g, BotMode::Explore).kind != CommandKind::Rest);
        QCOMPARE(game::botCommand(g, BotMode::Idle).kind, CommandKind::Rest);
    }

    void fightModeGoesForTheMonsterItSees()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        game::Creature& self = g.player();
        self.mana = 0;     // no spells: it has to walk
        // A goblin three steps off in sight.
        const map::Map& m = g.level().map();
        world::Handle goblin = world::kNoObject;
        for (int d = 0; d < 8 && goblin == world::kNoObject; ++d) {
            const int x = self.x + 3 * game::kDirectionX[d];
            const int y = self.y + 3 * game::kDirectionY[d];
            if (m.contains(x, y) && !m.solid(x, y) && g.canSee(self, x, y) &&
                !m.solid(self.x + game::kDirectionX[d], self.y + game::kDirectionY[d]))
                goblin = g.spawnMonster(*g.resources().find("goblin"), x, y);
        }
        QVERIFY(goblin != world::kNoObject);
        g.updatePlayerView();
        auto distance = [&] {
            const game::Creature* c = g.creature(goblin);
            return std::max(std::abs(c->x - self.x), std::abs(c->y - self.y));
        };
        const int before = distance();
        const PlayerCommand command = game::botCommand(g, BotMode::Fight);
        QCOMPARE(command.kind, CommandKind::Move);
        const int nx = self.x + game::kDirectionX[command.direction];
        const int ny = self.y + game::kDirectionY[command.direction];
        const game::Creature* c = g.creature(goblin);
        QVERIFY(std::max(std::abs(c->x - nx), std::abs(c->y - ny)) < before);
    }
};

INCURSION_TEST_MAIN(TestPlayerBot)
#include "tst_player_bot.moc"
} // namespace tst_player_bot
