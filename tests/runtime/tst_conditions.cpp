// Conditions that take actions away (runtime/game/conditions.h), for the
// player and monsters: sleep and paralysis cost the player its turns while
// time goes on, damage wakes a sleeper, a web (STUCK) holds a creature and
// keeps its weapon still, nausea stops every blow, the attacks that follow a
// grab need a held or engulfed victim; and two rules of the spell engine
// the same trial found: a harmful globe catches its caster unless the effect
// says EF_CASTER_IMMUNE, and effect durations by the effect's flags.
// Each test cites the original's rule it checks.
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/combat.h"
#include "game/conditions.h"
#include "game/rules.h"
#include "map/grid_distance.h"

#include <QtTest>

namespace tst_conditions {

using namespace incursion;
using namespace incursion::test::effect_arena;
using game::Creature;
using game::PlayerCommand;
using game::StatusEffect;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define NOSAVE 3
#define Q_TAR 4
#define A_CRUS 30
#define EF_DSHORT 23
#define EF_D1ROUND 24
#define EF_CASTER_IMMUNE 34

int32 nStandard;
int32 nCrush;

Monster "darkmantle" : MA_ANIMAL
  { Image: blue 'm'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_SLAM for 1d1 AD_BLUNT, A_CRUS for 1d1 AD_BLUNT; Flags: M_HOSTILE;
    On Event EV_STRIKE {
      if (e.AType == A_CRUS)
        nCrush += 1;
      else
        nStandard += 1;
      return NOTHING;
      }; }
Monster "dummy" : MA_ANIMAL
  { Image: white 'd'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d1 AD_PIERCE; Flags: M_HOSTILE; }
Item "war pick" : T_WEAPON
  { Image: cyan '|'; SDmg: 2d1; LDmg: 3d1; Level: 1; Weight: 10; }
Effect "Flash" : EA_BLAST { Level: 1; xval: AD_FIRE; pval: 10d1; sval: NOSAVE; aval: AR_GLOBE; lval: 2; }
Effect "Warded Flash" : EA_BLAST
  { Level: 1; xval: AD_FIRE; pval: 10d1; sval: NOSAVE; aval: AR_GLOBE; lval: 2; Flags: EF_CASTER_IMMUNE; }
Effect "Blink" : EA_INFLICT { Level: 1; xval: BLIND; sval: NOSAVE; qval: Q_TAR; Flags: EF_D1ROUND; }
Effect "Dazzle" : EA_INFLICT { Level: 1; xval: BLIND; sval: NOSAVE; qval: Q_TAR; Flags: EF_DSHORT; }
Effect "Gloom" : EA_INFLICT { Level: 1; xval: BLIND; sval: NOSAVE; qval: Q_TAR; }
)";

constexpr int32_t SLEEP_MAGIC = 1, SLEEP_DEEP = 5;
constexpr int kEast = 2;    // kDirectionX/Y: north, north-east, east ...

StatusEffect stati(int32_t kind, int32_t value = 0, int32_t magnitude = 0, int32_t turns = -1,
                   Handle source = world::kNoObject)
{
    return StatusEffect{kind, value, magnitude, game::rules::SS_MISC, turns, 0, source};
}

PlayerCommand stepEast()
{
    PlayerCommand step = PlayerCommand::of(game::CommandKind::Move);
    step.direction = kEast;
    return step;
}

// The player's turns, `count` of them, each a step east (whatever happens).
void stepsEast(game::Game& g, int count)
{
    for (int i = 0; i < count && g.advance() == game::GameStatus::PlayerToAct; ++i)
        g.perform(stepEast());
}

} // namespace

class TestConditions : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Main.cpp, the main loop passes a SLEEPING creature's turn by
    // (ChooseAction is never asked); src/Status.cpp, UpdateStati ends it.
    void aSleepingPlayerLosesItsTurnsUntilItWakes()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = g.player();
        self.addStatus(stati(game::rules::SLEEPING, SLEEP_MAGIC, 0, 3));
        const int x0 = self.x;
        const uint64_t turn0 = g.turn();
        int lost = 0;
        while (self.hasStatus(game::rules::SLEEPING) && lost < 50) {
            QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
            if (!self.hasStatus(game::rules::SLEEPING))
                break;
            QVERIFY(g.perform(stepEast()));     // the key takes the turn: time goes on
            QCOMPARE(self.x, x0);               // but the player does not walk
            ++lost;
        }
        QVERIFY(!self.hasStatus(game::rules::SLEEPING));
        QVERIFY2(lost >= 4, qPrintable(QString::number(lost)));    // three turns of two actions
        QVERIFY(g.turn() >= turn0 + 3);
        QCOMPARE(test::countLogLines(g, "You are asleep."), lost);
        // Awake, the same key walks.
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        QVERIFY(g.perform(stepEast()));
        QCOMPARE(self.x, x0 + 1);
    }

    // rule: src/Player.cpp, Player::ChooseAction: a paralysed player can only wait.
    void aParalysedPlayerLosesItsTurns()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = g.player();
        self.addStatus(stati(game::rules::PARALYSIS, 0, 0, 2));
        const int x0 = self.x;
        const uint64_t tick0 = g.tick();
        QVERIFY(g.perform(stepEast()));
        QCOMPARE(self.x, x0);
        QVERIFY(g.tick() >= tick0);
        QCOMPARE(test::countLogLines(g, "You are paralyzed."), 1);
        QVERIFY(g.advance() == game::GameStatus::PlayerToAct);
        QVERIFY(g.tick() > tick0);      // the lost turn was charged
        // Magic is refused without time passing: only still, vocalized spells
        // work (rule: src/Magic.cpp, Creature::Cast).
        const uint64_t tick1 = g.tick();
        QVERIFY(!g.perform(PlayerCommand::of(game::CommandKind::Cast)));
        QCOMPARE(g.tick(), tick1);
        QCOMPARE(test::countLogLines(g, "You can only cast still, vocalized spells while paralyzed."), 1);
    }

    // rule: src/Main.cpp, monsters act while the player sleeps; src/Skills.cpp,
    // Creature::Awaken: a deep sleep is not broken by blows.
    void monstersActWhileThePlayerSleeps()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = g.player();
        self.hp = self.maxHp = 1000;
        self.addStatus(stati(game::rules::SLEEPING, SLEEP_DEEP));
        const Handle hunter = place(g, "dummy", a->start.x + 6, a->start.y);
        const int x0 = self.x;
        stepsEast(g, 12);
        const Creature* it = g.creature(hunter);
        QVERIFY(it);
        QVERIFY2(map::stepDistance(it->x - self.x, it->y - self.y) <= 1,
                 qPrintable(QString("the dummy is at %1,%2").arg(it->x).arg(it->y)));
        QVERIFY(self.hp < 1000);                // it came and bit
        QVERIFY(self.hasStatus(game::rules::SLEEPING));
        QCOMPARE(self.x, x0);
    }

    // rule: src/Creature.cpp, Creature::Event POST(EV_DAMAGE) calls Awaken;
    // src/Skills.cpp, Creature::Awaken (not a psychic or a deep sleep).
    void damageWakesASleeper()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = g.player();
        self.hp = self.maxHp = 100;
        self.addStatus(stati(game::rules::SLEEPING, SLEEP_MAGIC));
        game::dealDamage(g, world::kNoObject, self, game::rules::AD_FIRE, 3, "a spark");
        QCOMPARE(self.hp, 97);
        QVERIFY(!self.hasStatus(game::rules::SLEEPING));
        QCOMPARE(test::countLogLines(g, "You are shocked awake!"), 1);
        // A monster wakes the same way.
        const Handle sleeper = place(g, "dummy", a->start.x + 3, a->start.y);
        g.creature(sleeper)->addStatus(stati(game::rules::SLEEPING, SLEEP_MAGIC));
        game::dealDamage(g, world::kNoObject, *g.creature(sleeper), game::rules::AD_FIRE, 3, "a spark");
        QVERIFY(!g.creature(sleeper)->hasStatus(game::rules::SLEEPING));
        // A deep sleep holds.
        self.addStatus(stati(game::rules::SLEEPING, SLEEP_DEEP));
        game::dealDamage(g, world::kNoObject, self, game::rules::AD_FIRE, 3, "a spark");
        QVERIFY(self.hasStatus(game::rules::SLEEPING));
    }

    // rule: src/Move.cpp, Creature::Walk: a STUCK creature's move is an Escape
    // Artist check against 15 + the web's strength; either way no step.
    void aStuckPlayerStrugglesInsteadOfStepping()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = g.player();
        const int x0 = self.x;
        self.addStatus(stati(game::conditions::STUCK, 0, 100));    // no roll tears this
        QVERIFY(g.perform(stepEast()));
        QCOMPARE(self.x, x0);
        QVERIFY(self.hasStatus(game::conditions::STUCK));
        QCOMPARE(test::countLogLines(g, "You remain stuck fast!"), 1);
        // Stuck, the stairs are out of reach too (src/Skills.cpp, Creature::Descend).
        QVERIFY(!g.perform(PlayerCommand::of(game::CommandKind::Descend)));
        QCOMPARE(test::countLogLines(g, "You can't descend while stuck, grappling or engulfed."), 1);
        self.removeStatus(game::conditions::STUCK);
        self.addStatus(stati(game::conditions::STUCK, 0, -100));   // every roll tears this
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        QVERIFY(g.perform(stepEast()));
        QCOMPARE(self.x, x0);                   // tearing free took the move
        QVERIFY(!self.hasStatus(game::conditions::STUCK));
        QCOMPARE(test::countLogLines(g, "You tear free!"), 1);
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        QVERIFY(g.perform(stepEast()));
        QCOMPARE(self.x, x0 + 1);
    }

    // rule: src/Move.cpp, Creature::Walk (STUCK) for monsters alike.
    void aStuckMonsterStaysInItsWeb()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        g.player().hp = g.player().maxHp = 1000;
        const Handle webbed = place(g, "dummy", a->start.x + 6, a->start.y - 3);
        const Handle free = place(g, "dummy", a->start.x + 6, a->start.y + 3);
        g.creature(webbed)->addStatus(stati(game::conditions::STUCK, 0, 100));
        const int wx = g.creature(webbed)->x, wy = g.creature(webbed)->y;
        const int fx = g.creature(free)->x, fy = g.creature(free)->y;
        for (int i = 0; i < 8 && g.advance() == game::GameStatus::PlayerToAct; ++i)
            g.perform(PlayerCommand::of(game::CommandKind::Rest));
        QCOMPARE(g.creature(webbed)->x, wx);
        QCOMPARE(g.creature(webbed)->y, wy);
        QVERIFY(g.creature(free)->x != fx || g.creature(free)->y != fy);   // monsters did act
    }

    // rule: src/Fight.cpp, Creature::WAttack ("You can't attack with a weapon
    // while stuck."); Creature::NAttack has no such check: natural blows land.
    void aWebKeepsAWeaponStill()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& brute = *g.creature(place(g, "darkmantle", a->start.x + 4, a->start.y));
        Creature& target = *g.creature(place(g, "dummy", a->start.x + 5, a->start.y));
        target.defence = -100;
        brute.addStatus(stati(game::conditions::STUCK, 0, 5));
        QVERIFY(game::meleeAttack(g, brute, target) != game::ABORT);
        const int natural = test::moduleVariable(g, "nStandard");
        QVERIFY(natural >= 1);                  // no weapon: its slam still strikes
        const Handle pick = g.spawnItem(idOf(g, "war pick"), 0, brute.x, brute.y);
        g.giveItem(brute, *g.item(pick));
        brute.weapon = pick;
        test::moduleVariable(g, "nStandard") = 0;
        QCOMPARE(game::meleeAttack(g, brute, target), int32_t(game::ABORT));
        QCOMPARE(test::moduleVariable(g, "nStandard"), 0);
        // The player, stuck with a weapon in hand: the blow is refused and takes no time.
        Creature& self = g.player();
        const Handle own = g.spawnItem(idOf(g, "war pick"), 0, self.x, self.y);
        g.giveItem(self, *g.item(own));
        self.weapon = own;
        self.addStatus(stati(game::conditions::STUCK, 0, 5));
        place(g, "dummy", self.x + 1, self.y);
        QVERIFY(!g.perform(stepEast()));
        QCOMPARE(test::countLogLines(g, "You can't attack with a weapon while stuck."), 1);
    }

    // rule: src/Fight.cpp, Creature::WAttack and Creature::NAttack ("You're too
    // nauseated to attack!"); moving is still allowed.
    void nauseaStopsEveryBlow()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& sick = *g.creature(place(g, "darkmantle", a->start.x + 4, a->start.y));
        Creature& target = *g.creature(place(g, "dummy", a->start.x + 5, a->start.y));
        sick.addStatus(stati(game::conditions::NAUSEA, 0, 0, 5));
        QCOMPARE(game::meleeAttack(g, sick, target), int32_t(game::ABORT));
        QCOMPARE(test::moduleVariable(g, "nStandard"), 0);
        QCOMPARE(target.hp, 200);
        Creature& self = g.player();
        self.addStatus(stati(game::conditions::NAUSEA, 0, 0, 5));
        const int x0 = self.x;
        QVERIFY(g.perform(stepEast()));         // a free square: it walks
        QCOMPARE(self.x, x0 + 1);
        const Handle beside = place(g, "dummy", self.x + 1, self.y);
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        QVERIFY(!g.perform(stepEast()));
        QCOMPARE(g.creature(beside)->hp, 200);
        QCOMPARE(test::countLogLines(g, "You're too nauseated to attack!"), 1);
    }

    // rule: src/Fight.cpp, Creature::NAttack: is_standard_attk (1..29) blows
    // every round, is_postgrab_attk (30..39) only with vicHeld (the victim
    // GRABBED by an attacker that is GRAPPLING); src/Creature.cpp, DoTurn: a
    // crush on an ENGULFED victim.
    void attacksAfterAGrabNeedAHeldVictim()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& mantle = *g.creature(place(g, "darkmantle", a->start.x + 4, a->start.y));
        Creature& victim = *g.creature(place(g, "dummy", a->start.x + 5, a->start.y, 1000));
        game::meleeAttack(g, mantle, victim);
        QCOMPARE(test::moduleVariable(g, "nStandard"), 1);
        QCOMPARE(test::moduleVariable(g, "nCrush"), 0);
        // Grabbed, but the darkmantle is not grappling: still no crush.
        victim.addStatus(stati(game::conditions::GRABBED, 0, 0, -1, mantle.handle()));
        game::meleeAttack(g, mantle, victim);
        QCOMPARE(test::moduleVariable(g, "nCrush"), 0);
        mantle.addStatus(stati(game::conditions::GRAPPLING, 0, 0, -1, victim.handle()));
        game::meleeAttack(g, mantle, victim);
        QCOMPARE(test::moduleVariable(g, "nCrush"), 1);
        QCOMPARE(test::moduleVariable(g, "nStandard"), 3);
        // Held by another, not by this one: no crush.
        victim.removeStatus(game::conditions::GRABBED);
        victim.addStatus(stati(game::conditions::GRABBED, 0, 0, -1, g.player().handle()));
        game::meleeAttack(g, mantle, victim);
        QCOMPARE(test::moduleVariable(g, "nCrush"), 1);
        // Engulfed by it: the crush comes.
        victim.removeStatus(game::conditions::GRABBED);
        victim.addStatus(stati(game::conditions::ENGULFED, 0, 0, -1, mantle.handle()));
        game::meleeAttack(g, mantle, victim);
        QCOMPARE(test::moduleVariable(g, "nCrush"), 2);
    }

    // rule: src/Magic.cpp, Magic::isTarget: the caster is a target of its own
    // area unless the effect has EF_CASTER_IMMUNE.
    void harmfulGlobesCatchTheirCaster()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = g.player();
        self.hp = self.maxHp = 100;
        const Handle close = place(g, "dummy", a->start.x + 1, a->start.y + 1);
        EffectOutcome out = use(g, "Flash", world::kNoObject, {self.x, self.y});
        QCOMPARE(self.hp, 90);
        QCOMPARE(hpOf(g, close), 190);
        QCOMPARE(out.creaturesAffected, 2);
        out = use(g, "Warded Flash", world::kNoObject, {self.x, self.y});
        QCOMPARE(self.hp, 90);
        QCOMPARE(hpOf(g, close), 180);
        QCOMPARE(out.creaturesAffected, 1);
    }

    // rule: src/Magic.cpp, Magic::CalcEffect: EF_DSHORT 1d4+1, EF_D1ROUND 2,
    // otherwise 10 + 2 a caster level; src/Status.cpp, UpdateStati counts
    // them down once an EV_TURN.
    void durationsFollowTheOriginal()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Handle dummy = place(g, "dummy", a->start.x + 3, a->start.y);
        const auto blindTurns = [&](std::string_view effect, int32_t level) {
            g.creature(dummy)->removeStatus(game::rules::BLIND);
            use(g, effect, dummy, {}, level);
            const StatusEffect* blind = g.creature(dummy)->status(game::rules::BLIND);
            return blind ? blind->turnsLeft : -100;
        };
        QCOMPARE(blindTurns("Blink", 5), 2);
        QCOMPARE(blindTurns("Gloom", 5), 20);
        QCOMPARE(blindTurns("Gloom", 1), 12);
        int lowest = 100, highest = 0;
        for (int i = 0; i < 60; ++i) {
            const int32_t turns = blindTurns("Dazzle", 5);
            lowest = std::min(lowest, turns);
            highest = std::max(highest, turns);
        }
        QCOMPARE(lowest, 2);
        QCOMPARE(highest, 5);
    }
};

INCURSION_TEST_MAIN(TestConditions)
#include "tst_conditions.moc"

} // namespace tst_conditions
