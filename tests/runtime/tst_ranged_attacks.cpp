// Ranged attacks (runtime/game/ranged_attack.h, player_ranged.h,
// monster_ranged.h) on a walled arena: the player fires a wielded bow's
// arrows and throws darts, a monster with a bow shoots at range and closes
// in when adjacent, a javelin thrower throws. Each rule is the original's:
//   - src/Fight.cpp, Creature::RAttack: EV_RATTACK (EItem the bow, EItem2
//     the missile), one of the stack flies, it strikes the creatures on its
//     line (EV_STRIKE with AType A_FIRE or A_HURL) and lands where it stops;
//     the damage is the arrow's dice added to the bow's, plus the pluses;
//   - src/Fight.cpp, Creature::PreStrike: -2 to hit per full range increment;
//   - src/Item.cpp, Weapon::RangeInc: the bow's (or thrown weapon's) Range;
//   - src/Player.cpp, KY_CMD_FIRE: "You have no projectiles ready for your
//     <bow>.", "You have no ranged weapons ready.";
//   - src/Item.cpp, Creature::LoadCrossbow: a crossbow is cranked first;
//   - src/Monster.cpp, Monster::ChooseAction: ACT_RATTACK and ACT_THROW only
//     when not in melee and with a line of fire.
#include "support/game_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/monster_ai.h"
#include "game/player_command.h"
#include "game/player_ranged.h"
#include "game/player_view.h"
#include "game/ranged_attack.h"
#include "game/rules.h"

#include <QtTest>

namespace tst_ranged_attacks {

using namespace incursion;
using game::CommandKind;
using game::MonsterAction;
using game::PlayerCommand;
using test::Arena;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define T_BOW 24
#define T_MISSILE 45
#define WG_ARCHERY 0x20
#define WG_THROWN 0x100
#define WT_PIERCING 27
#define WT_CROSSBOW 30
#define WT_NO_STRENGTH 43
#define WT_NO_MELEE 46
#define A_FIRE 65
#define A_HURL 41

int32 nShots;
int32 nStrikes;
int32 stopShots;
int32 seenAType;
int32 seenHit;
int32 seenRange;
int32 seenAfterHit;
int32 archerShots;

Item "short bow" : T_BOW
  { Image: green ')'; SDmg: 3d1; LDmg: 3d1; Range: 2; Crit: x3; Threat: 1; Weight: 20; Group: WG_ARCHERY;
    Fires: $"flight arrow"; Flags: WT_NO_MELEE, WT_PIERCING, WT_NO_STRENGTH;
    On Event PRE(EV_RATTACK) {
      nShots += 1;
      if (stopShots)
        return ABORT;
      return NOTHING;
      };
  }
Item "flight arrow" : T_MISSILE
  { Image: green '/'; SDmg: 0d0+1; LDmg: 0d0+1; Weight: 0; Group: WG_ARCHERY; Flags: WT_PIERCING; }
Item "arbalest" : T_BOW
  { Image: green ')'; SDmg: 1d10; LDmg: 1d4; Range: 12; Weight: 20; Group: WG_ARCHERY;
    Fires: $"crossbow bolt"; Flags: WT_CROSSBOW, WT_NO_MELEE, WT_PIERCING, WT_NO_STRENGTH; }
Item "crossbow bolt" : T_MISSILE
  { Image: green '/'; SDmg: 0d0; LDmg: 0d0; Weight: 0; Group: WG_ARCHERY; Flags: WT_PIERCING; }
Item "dart" : T_MISSILE
  { Image: green '/'; SDmg: 1d3; LDmg: 1d4; Range: 2; Crit: x2; Threat: 2; Weight: 0; Group: WG_THROWN;
    Flags: WT_PIERCING, WT_NO_MELEE; }
Item "javelin" : T_WEAPON
  { Image: green '/'; SDmg: 1d6; LDmg: 1d6; Range: 3; Weight: 5; Group: WG_THROWN; Flags: WT_PIERCING, WT_NO_MELEE; }

Monster "target" : MA_GOBLINOID
  { Image: white 'd'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_PUNC for 1d1 AD_BLUNT; Flags: M_HOSTILE;
    On Event EVICTIM(EV_STRIKE) {
      nStrikes += 1;
      seenAType = e.AType;
      seenHit = e.vHit;
      seenRange = e.vRange;
      return NOTHING;
      };
  }

Monster "archer" : MA_GOBLINOID
  { Image: red 'a'; CR: 1; HD: 4; Hit: 2; Def: 12; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_PUNC for 1d2 AD_BLUNT; Flags: M_HOSTILE;
    Gear: $"short bow", 6d1 $"flight arrow";
    On Event EV_RATTACK { archerShots += 1; return NOTHING; };
  }

Monster "javelineer" : MA_GOBLINOID
  { Image: red 'j'; CR: 1; HD: 4; Hit: 2; Def: 12; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_PUNC for 1d2 AD_BLUNT; Flags: M_HOSTILE;
    Gear: 3d1 $"javelin"; }
)";

// A started game whose player has no ability modifiers.
std::unique_ptr<game::Game> start(uint64_t seed = 1)
{
    std::unique_ptr<game::Game> g = test::startPlaying(kWorld, seed);
    g->player().attributes = {10, 10, 10, 10, 10, 10};
    return g;
}

// Gives the player `count` of `name`; a bow goes to the weapon hand.
Handle give(game::Game& g, std::string_view name, int32_t count = 1)
{
    game::Creature& self = g.player();
    const Handle handle = g.spawnItem(*g.resources().find(name), 0, self.x, self.y, count);
    const Handle carried = g.giveItem(self, *g.item(handle));
    if (g.item(carried)->itemType == game::ranged::T_BOW)
        self.weapon = carried;
    return carried;
}

// A game with the player at (12, 15) in an empty walled room (10, 10)-(30, 20).
struct Field {
    std::unique_ptr<game::Game> g;
    std::optional<Arena> arena;
};

Field field(uint64_t seed = 1)
{
    Field f{start(seed), std::nullopt};
    f.arena.emplace(*f.g);
    f.arena->room(10, 10, 30, 20);
    f.arena->putPlayer(12, 15);
    return f;
}

// A target of 100 hit points at (x, 15), in the player's row.
game::Creature& spawnTarget(Arena& arena, int x)
{
    game::Creature& c = arena.spawn("target", x, 15);
    c.hp = c.maxHp = 100;
    return c;
}

PlayerCommand fireAt(Handle target)
{
    PlayerCommand c = PlayerCommand::of(CommandKind::Fire);
    c.aim = game::AimKind::Creature;
    c.target = target;
    return c;
}

// Puts a monster back where the test wants it (it may have stepped).
void keepAt(game::Game& g, game::Creature& c, int x, int y)
{
    if (c.x != x || c.y != y)
        g.moveCreature(c, x, y);
}

int lyingCount(game::Game& g, int x, int y, std::string_view name)
{
    int n = 0;
    for (const Handle lying : g.itemsAt(x, y))
        if (const game::Item* it = g.item(lying); it && g.resources().name(it->resource) == name)
            n += it->quantity;
    return n;
}

} // namespace

class TestRangedAttacks : public QObject {
    Q_OBJECT

private slots:
    void firingSpendsAnArrowThatLandsByItsTarget()
    {
        Field f = field();
        auto& g = f.g;
        const Handle bow = give(*g, "short bow");
        const Handle arrows = give(*g, "flight arrow", 10);
        game::Creature& target = spawnTarget(*f.arena, 16);
        QVERIFY(game::keyCommand('f'));
        QCOMPARE(game::keyCommand('f')->kind, CommandKind::Fire);
        QCOMPARE(game::keyCommand('t')->kind, CommandKind::Throw);
        QVERIFY(g->perform(fireAt(target.handle())));
        QCOMPARE(test::moduleVariable(*g, "nShots"), 1);            // the bow's PRE(EV_RATTACK)
        QCOMPARE(test::moduleVariable(*g, "nStrikes"), 1);          // one EV_STRIKE at the target
        QCOMPARE(test::moduleVariable(*g, "seenAType"), int(game::rules::A_FIRE));
        QCOMPARE(test::moduleVariable(*g, "seenRange"), 2);         // the bow's Range
        QCOMPARE(g->item(arrows)->quantity, 9);
        QCOMPARE(g->item(bow)->owner, g->player().handle());
        // Hit or missed, an arrow aimed at a creature stops at its cell.
        QCOMPARE(lyingCount(*g, 16, 15, "flight arrow"), 1);
        const std::vector<std::string> log = test::logSince(*g, 0);
        const auto said = [&](std::string_view start) {
            return std::count_if(log.begin(), log.end(), [&](const std::string& line) { return line.starts_with(start); });
        };
        const bool hit = said("You fire a flight arrow at the target, hitting ") == 1;     // him, her or it
        const bool missed = said("You fire a flight arrow at the target, missing ") == 1;
        QVERIFY2(hit != missed, log.empty() ? "" : log.back().c_str());
        // A second shot lands on the first: one stack of two.
        QVERIFY(g->perform(fireAt(target.handle())));
        QCOMPARE(g->item(arrows)->quantity, 8);
        QCOMPARE(lyingCount(*g, 16, 15, "flight arrow"), 2);
        QCOMPARE(int(g->itemsAt(16, 15).size()), 1);
    }

    void damageIsTheArrowsDiceAddedToTheBows()
    {
        Field f = field();
        auto& g = f.g;
        give(*g, "short bow");
        give(*g, "flight arrow", 5);
        game::Creature& target = spawnTarget(*f.arena, 14);
        target.defence = -100;     // only a natural 1 misses
        int shots = 0;
        while (target.hp == 100 && shots < 5) {
            QVERIFY(g->perform(fireAt(target.handle())));
            ++shots;
        }
        // 3d1 (the bow) + 0d0+1 (the arrow); a critical (threat 1) doubles it.
        QVERIFY2(target.hp == 96 || target.hp == 92, qPrintable(QString::number(target.hp)));
    }

    void eachRangeIncrementCostsTwoToHit()
    {
        int32_t near = 0, far = 0;
        for (int x : {15, 17}) {      // 3 and 5 cells off: one and two increments of 2
            Field f = field();
            auto& g = f.g;
            give(*g, "short bow");
            give(*g, "flight arrow", 5);
            const game::Creature& dummy = spawnTarget(*f.arena, x);
            QVERIFY(g->perform(fireAt(dummy.handle())));
            (x == 15 ? near : far) = test::moduleVariable(*g, "seenHit");
        }
        QCOMPARE(near - far, 2);
    }

    void theSameSeedShootsTheSame()
    {
        auto play = [](uint64_t seed) {
            Field f = field(seed);
            auto& g = f.g;
            give(*g, "short bow");
            give(*g, "flight arrow", 10);
            game::Creature& target = spawnTarget(*f.arena, 18);
            for (int i = 0; i < 6; ++i)
                g->perform(fireAt(target.handle()));
            return std::make_pair(test::logSince(*g, 0), target.hp);
        };
        QCOMPARE(play(7), play(7));
    }

    void aScriptAbortingTheShotKeepsTheArrow()
    {
        Field f = field();
        auto& g = f.g;
        Arena& arena = *f.arena;
        give(*g, "short bow");
        const Handle arrows = give(*g, "flight arrow", 3);
        game::Creature& target = arena.spawn("target", 16, 15);
        test::moduleVariable(*g, "stopShots") = 1;
        const uint64_t before = g->tick();
        QVERIFY(!g->perform(fireAt(target.handle())));   // no time passes
        QCOMPARE(g->tick(), before);
        QCOMPARE(test::moduleVariable(*g, "nShots"), 1);
        QCOMPARE(test::moduleVariable(*g, "nStrikes"), 0);
        QCOMPARE(g->item(arrows)->quantity, 3);
        QCOMPARE(lyingCount(*g, 16, 15, "flight arrow"), 0);
    }

    void withoutAmmunitionOrThrowablesTheCommandIsRefused()
    {
        Field f = field();
        auto& g = f.g;
        for (const Handle carried : std::vector<Handle>(g->player().inventory))     // the starting gear
            g->liftThing(carried);
        // Refused before any aim is asked: the view says so (ranged::shotNeedsAim).
        QVERIFY(!game::ranged::shotNeedsAim(*g, CommandKind::Throw));
        QVERIFY(!game::takePlayerView(*g).status.throwAims);
        QVERIFY(!g->perform(PlayerCommand::of(CommandKind::Throw)));
        QCOMPARE(g->log().back().text(), std::string("You have no ranged weapons ready."));
        give(*g, "short bow");
        QVERIFY(!game::ranged::shotNeedsAim(*g, CommandKind::Fire));
        QVERIFY(!g->perform(PlayerCommand::of(CommandKind::Fire)));
        QCOMPARE(g->log().back().text(), std::string("You have no projectiles ready for your short bow."));
        give(*g, "flight arrow", 2);
        QVERIFY(game::takePlayerView(*g).status.fireAims);
    }

    void aThrownDartFliesInADirectionUntilItStops()
    {
        Field f = field();
        auto& g = f.g;
        const Handle darts = give(*g, "dart", 4);
        PlayerCommand t = PlayerCommand::of(CommandKind::Throw);
        t.aim = game::AimKind::Direction;
        t.direction = 2;    // east: nothing in the way, it lands before the wall
        QVERIFY(g->perform(t));
        QCOMPARE(g->item(darts)->quantity, 3);
        QCOMPARE(lyingCount(*g, 30, 15, "dart"), 1);
        // At a creature: EV_STRIKE with AType A_HURL.
        game::Creature& target = spawnTarget(*f.arena, 15);
        t.aim = game::AimKind::Creature;
        t.target = target.handle();
        QVERIFY(g->perform(t));
        QCOMPARE(test::moduleVariable(*g, "seenAType"), int(game::ranged::A_HURL));
        QCOMPARE(lyingCount(*g, 15, 15, "dart"), 1);
        QCOMPARE(g->item(darts)->quantity, 2);
    }

    void aCrossbowIsCrankedBeforeItFires()
    {
        Field f = field();
        auto& g = f.g;
        const Handle crossbow = give(*g, "arbalest");
        const Handle bolts = give(*g, "crossbow bolt", 3);
        game::Creature& target = spawnTarget(*f.arena, 16);
        QVERIFY(!game::ranged::shotNeedsAim(*g, CommandKind::Fire));     // `f` cranks, unaimed
        QVERIFY(g->perform(fireAt(target.handle())));
        QCOMPARE(g->log().back().text(), std::string("You crank your arbalest."));
        QVERIFY(game::ranged::shotNeedsAim(*g, CommandKind::Fire));
        QCOMPARE(g->item(bolts)->quantity, 3);
        QVERIFY(!game::ranged::needsCocking(*g, *g->item(crossbow)));
        QVERIFY(g->perform(fireAt(target.handle())));
        QCOMPARE(g->item(bolts)->quantity, 2);
        QVERIFY(game::ranged::needsCocking(*g, *g->item(crossbow)));   // firing spends the cranking
    }

    void anArcherShootsAtRangeAndFightsWhenAdjacent()
    {
        Field f = field();
        auto& g = f.g;
        Arena& arena = *f.arena;
        g->player().hp = g->player().maxHp = 500;
        game::Creature& archer = arena.spawn("archer", 18, 15);
        QVERIFY(game::ranged::launcherOf(*g, archer));
        const auto arrowsOf = [&] {
            int n = 0;
            for (const Handle carried : archer.inventory)
                if (const game::Item* it = g->item(carried); it && g->resources().name(it->resource) == "flight arrow")
                    n += it->quantity;
            return n;
        };
        QCOMPARE(arrowsOf(), 6);
        bool shot = false;
        for (int i = 0; i < 20 && !shot; ++i) {
            const game::MonsterTurn turn = game::takeMonsterTurn(*g, archer);
            shot = turn.action == MonsterAction::Shoot;
            if (!shot)
                keepAt(*g, archer, 18, 15);     // at range
        }
        QVERIFY(shot);
        QCOMPARE(test::moduleVariable(*g, "archerShots"), 1);
        QCOMPARE(arrowsOf(), 5);
        QCOMPARE(lyingCount(*g, 12, 15, "flight arrow"), 1);   // by the player, hit or not
        // Beside the player it fights in melee instead.
        keepAt(*g, archer, 13, 15);
        for (int i = 0; i < 10; ++i)
            QCOMPARE(game::takeMonsterTurn(*g, archer).action, MonsterAction::Attack);
        QCOMPARE(test::moduleVariable(*g, "archerShots"), 1);
    }

    void aWallBetweenStopsTheShot()
    {
        Field f = field();
        auto& g = f.g;
        Arena& arena = *f.arena;
        arena.set(15, 14, arena.wall);
        arena.set(15, 15, arena.wall);
        arena.set(15, 16, arena.wall);
        game::Creature& archer = arena.spawn("archer", 18, 15);
        for (int i = 0; i < 10; ++i) {
            QVERIFY(game::takeMonsterTurn(*g, archer).action != MonsterAction::Shoot);
            keepAt(*g, archer, 18, 15);
        }
        QCOMPARE(test::moduleVariable(*g, "archerShots"), 0);
    }

    void aJavelineerThrowsItsJavelins()
    {
        Field f = field();
        auto& g = f.g;
        Arena& arena = *f.arena;
        g->player().hp = g->player().maxHp = 500;
        game::Creature& thrower = arena.spawn("javelineer", 17, 15);
        bool threw = false;
        for (int i = 0; i < 20 && !threw; ++i) {
            threw = game::takeMonsterTurn(*g, thrower).action == MonsterAction::Throw;
            keepAt(*g, thrower, 17, 15);
        }
        QVERIFY(threw);
        QCOMPARE(lyingCount(*g, 12, 15, "javelin"), 1);
    }
};

INCURSION_TEST_MAIN(TestRangedAttacks)
#include "tst_ranged_attacks.moc"
} // namespace tst_ranged_attacks
