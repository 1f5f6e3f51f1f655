// Monsters' special attacks (runtime/game/special_attacks.h, engulf.h): a
// breathing monster breathes its weapon down a line through everyone in it
// and waits for it to recharge; a gazer looks at the enemies that see it,
// for mana, but not at the blind; a tripper's rider knocks its victim prone,
// who stands up before it can walk; an engulfer takes its victim inside,
// digests it each turn, is struck by it from inside without a miss, and
// lets it out when it dies. Each throws EV_SATTACK, which a handler sees and
// may refuse (ABORT). Each test cites the original's rule it checks.
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/combat.h"
#include "game/conditions.h"
#include "game/engulf.h"
#include "game/level.h"
#include "game/monster_ai.h"
#include "game/rules.h"
#include "game/special_attacks.h"
#include "game/stati.h"

#include <QtTest>

namespace tst_special_attacks {

using namespace incursion;
using namespace incursion::test::effect_arena;
using game::Creature;
using world::Handle;
namespace sa = game::special_attacks;

namespace {

const std::string kWorld = R"(
#define A_BREA 42
#define A_GAZE 43
#define A_DGST 37
#define A_TRIP 74
#define A_TUCH 9
#define AD_TRIP 67
#define AD_ENGL 66
#define AR_BREATH 12
#define SZ_LARGE 5

int32 nSAttack;
int32 seenParam;
int32 refuse;

Effect "Breath Weapon" : EA_BLAST
  { sval: REF partial; aval: AR_BREATH; }

Monster "drake" : MA_ANIMAL
  { Image: red 'd'; CR: 4; HD: 4; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d1 AD_PIERCE, A_BREA for 3d1 AD_FIRE; Flags: M_HOSTILE;
    On Event EV_SATTACK {
      nSAttack += 1;
      seenParam = e.EParam;
      if (refuse)
        return ABORT;
      return NOTHING;
      };
  }
Monster "gazer" : MA_ANIMAL
  { Image: blue 'e'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%; Mana: 10;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_GAZE for 2d1 AD_FIRE; Flags: M_HOSTILE; }
Monster "tripper" : MA_ANIMAL
  { Image: grey 'C'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d1 AD_PIERCE and AD_TRIP (DC 40); Flags: M_HOSTILE; }
Monster "ooze" : MA_ANIMAL
  { Image: green 'j'; CR: 2; HD: 2; Hit: 0; Def: 10; Spd: 100%; Mov: 100%; Size: SZ_LARGE;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_TUCH for 1d1 AD_BLUNT and AD_ENGL, A_DGST for 2d1 AD_ACID; Flags: M_HOSTILE; }
Monster "dummy" : MA_ANIMAL
  { Image: white 'x'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d1 AD_PIERCE; }
)";

// The player, with hit points to spare for the attacks to come.
Creature& sturdyPlayer(game::Game& g)
{
    Creature& self = g.player();
    self.hp = self.maxHp = 500;
    return self;
}

} // namespace

class TestSpecialAttacks : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Monster.cpp, Monster::ChooseAction (A_BREA at P_URGENT at an
    // enemy in a clear line nearer than 3 + CR/2, unless SPEC_TIMEOUT);
    // src/Fight.cpp, Creature::SAttack (A_BREA: the "Breath Weapon" effect
    // with the attack's dice and damage type, a line of 3 + CR/2 squares,
    // then SPEC_TIMEOUT for random(4)+2 turns); src/Magic.cpp (AR_BREATH is
    // a beam: everyone in the line).
    void aDrakeBreathesDownALineAndRecharges()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = sturdyPlayer(g);
        Creature& drake = *g.creature(place(g, "drake", self.x + 3, self.y));
        const Handle behind = place(g, "dummy", self.x - 1, self.y);
        // Refused by its handler: no breath, no recharge, something else done.
        test::moduleVariable(g, "refuse") = 1;
        const game::MonsterTurn refused = game::takeMonsterTurn(g, drake);
        QVERIFY(refused.action != game::MonsterAction::SpecialAttack);
        QCOMPARE(test::moduleVariable(g, "nSAttack"), 1);
        QCOMPARE(test::moduleVariable(g, "seenParam"), sa::A_BREA);
        QCOMPARE(self.hp, 500);
        QVERIFY(!drake.hasStatus(sa::SPEC_TIMEOUT));
        test::moduleVariable(g, "refuse") = 0;
        // Beside the player (where the player's light shows it), it breathes.
        g.moveCreature(drake, self.x + 1, self.y);
        const game::MonsterTurn breathed = game::takeMonsterTurn(g, drake);
        QCOMPARE(breathed.action, game::MonsterAction::SpecialAttack);
        QCOMPARE(test::countLogLines(g, "The drake breathes fire."), 1);
        QVERIFY2(self.hp < 500 && self.hp >= 500 - 3, qPrintable(QString::number(self.hp)));
        QVERIFY2(hpOf(g, behind) < 200, "the beam goes on through the player");
        const game::StatusEffect* timeout = drake.status(sa::SPEC_TIMEOUT, sa::A_BREA);
        QVERIFY(timeout);
        QVERIFY(timeout->turnsLeft >= 2 && timeout->turnsLeft <= 5);
        // Recharging, it does not breathe again (it bites); recharged, it would.
        QCOMPARE(sa::breathFor(g, drake, self, true), 0);
        QCOMPARE(game::takeMonsterTurn(g, drake).action, game::MonsterAction::Attack);
        drake.removeStatus(sa::SPEC_TIMEOUT);
        g.moveCreature(drake, self.x + 3, self.y);
        QCOMPARE(sa::breathFor(g, drake, self, false), sa::A_BREA);
        // Too far off (3 + 4/2 = 5 squares and more) it does not.
        g.moveCreature(drake, self.x + 6, self.y);
        QCOMPARE(sa::breathFor(g, drake, self, false), 0);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // rule: src/Fight.cpp, Creature::HandleNegate (a negated breath comes to
    // nothing, "nothing comes forth"; NEGATED's value then marks that the
    // monster knows, and its next try is refused so that it acts otherwise).
    void aNegatedBreathComesToNothing()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = sturdyPlayer(g);
        Creature& drake = *g.creature(place(g, "drake", self.x + 1, self.y));
        drake.addStatus(game::StatusEffect{sa::NEGATED, 0, 0, game::rules::SS_MISC, -1});
        QCOMPARE(game::takeMonsterTurn(g, drake).action, game::MonsterAction::SpecialAttack);
        QCOMPARE(test::countLogLines(g, "The drake tries to breathe, but nothing comes forth!"), 1);
        QCOMPARE(self.hp, 500);
        QCOMPARE(game::takeMonsterTurn(g, drake).action, game::MonsterAction::Attack);
        QCOMPARE(test::countLogLines(g, "The drake tries to breathe, but nothing comes forth!"), 1);
    }

    // rule: src/Fight.cpp, Creature::DoGazeAttack (each turn, every hostile
    // creature within 6 that is not blind and that the gazer and it see,
    // while it has 2 mana) and Creature::SAttack (A_GAZE: the blind immune,
    // LoseMana(2) for each gaze).
    void aGazerLooksAtThoseWhoSeeIt()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = sturdyPlayer(g);
        Creature& gazer = *g.creature(place(g, "gazer", self.x + 4, self.y));
        QCOMPARE(gazer.mana, 10);
        sa::turnPasses(g, gazer);
        QCOMPARE(test::countLogLines(g, "The gazer gazes at you."), 1);
        QCOMPARE(self.hp, 498);
        QCOMPARE(gazer.mana, 8);
        // Out of its sight range of 6, nothing.
        g.moveCreature(gazer, self.x + 8, self.y);
        sa::turnPasses(g, gazer);
        QCOMPARE(self.hp, 498);
        // Blind, the player does not see it: no gaze.
        g.moveCreature(gazer, self.x + 4, self.y);
        game::gainStati(g, self, game::StatusEffect{game::rules::BLIND, 0, 0, game::rules::SS_MISC, -1});
        sa::turnPasses(g, gazer);
        QCOMPARE(self.hp, 498);
        QCOMPARE(gazer.mana, 8);
        self.removeStatus(game::rules::BLIND);
        // Without mana it cannot.
        gazer.mana = 1;
        sa::turnPasses(g, gazer);
        QCOMPARE(self.hp, 498);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // rule: src/Fight.cpp, Creature::Damage (AD_TRIP: a Reflex save against
    // the DC, then PRONE, StatiMessage); src/Move.cpp (EV_MOVE while PRONE:
    // the creature stands up instead of stepping).
    void aTripperKnocksItsVictimProne()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = sturdyPlayer(g);
        Creature& tripper = *g.creature(place(g, "tripper", self.x + 1, self.y));
        tripper.hitBonus = 100;
        for (int i = 0; i < 20 && !self.hasStatus(sa::PRONE); ++i)
            game::meleeAttack(g, tripper, self);
        QVERIFY(self.hasStatus(sa::PRONE));
        QCOMPARE(test::countLogLines(g, "You are knocked from your feet!"), 1);
        // Prone, a step stands the player up and goes nowhere.
        g.removeCreature(tripper, self.handle(), "test");
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        const int x0 = self.x;
        QVERIFY(g.perform(game::PlayerCommand::move(6)));
        QCOMPARE(self.x, x0);
        QVERIFY(!self.hasStatus(sa::PRONE));
        QCOMPARE(test::countLogLines(g, "You stand up."), 1);
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        QVERIFY(g.perform(game::PlayerCommand::move(6)));
        QCOMPARE(self.x, x0 - 1);
    }

    // rule: src/Fight.cpp, Creature::SAttack (A_TRIP: a blow, then the opposed
    // check of Creature::ManeuverCheck; AD_TRIP without a save on success).
    void aTripManeuverThrowsSattack()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = sturdyPlayer(g);
        Creature& drake = *g.creature(place(g, "drake", self.x + 1, self.y));
        drake.hitBonus = 100;
        for (int i = 0; i < 40 && !self.hasStatus(sa::PRONE); ++i)
            sa::throwSpecialAttack(g, drake, sa::A_TRIP, &self);
        QVERIFY(self.hasStatus(sa::PRONE));
        QCOMPARE(test::moduleVariable(g, "seenParam"), sa::A_TRIP);
        QCOMPARE(self.hp, 500);     // a trip does no harm
    }

    // rule: src/Fight.cpp, Creature::Damage (AD_ENGL: DoEngulf), Creature::Strike
    // (an engulfed attacker always hits), Creature::Death (DropEngulfed);
    // src/Creature.cpp, Creature::DoTurn (A_DGST from the engulfer each turn);
    // src/Display.cpp, Creature::DoEngulf (the victim at the engulfer's cell,
    // off the map's contents) and Thing::Move (it moves along).
    void anEngulferHoldsDigestsAndReleasesOnDeath()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = sturdyPlayer(g);
        const Handle oozeHandle = place(g, "ooze", self.x + 1, self.y);
        Creature& ooze = *g.creature(oozeHandle);
        ooze.hitBonus = 100;
        for (int i = 0; i < 20 && !game::engulf::isEngulfed(self); ++i)
            game::meleeAttack(g, ooze, self);
        QVERIFY(game::engulf::isEngulfed(self));
        QCOMPARE(test::countLogLines(g, "The ooze engulfs you!"), 1);
        QCOMPARE(game::engulf::engulferOf(g, self), &ooze);
        QVERIFY(ooze.hasStatus(game::engulf::ENGULFER));
        QCOMPARE(self.x, ooze.x);
        QCOMPARE(self.y, ooze.y);
        QCOMPARE(g.level().creatureAt(ooze.x, ooze.y), oozeHandle);
        // Each turn inside, digestion (2d1 acid).
        const int before = self.hp;
        sa::turnPasses(g, self);
        QCOMPARE(test::countLogLines(g, "The ooze digests you."), 1);
        QCOMPARE(self.hp, before - 2);
        // Saved and loaded: still inside, the cell the ooze's.
        {
            game::GameStart loaded = test::reloadTestGame(kWorld, g.save());
            QVERIFY2(loaded.game, loaded.errors.empty() ? "" : loaded.errors.front().c_str());
            game::Game& l = *loaded.game;
            QVERIFY(game::engulf::isEngulfed(l.player()));
            QCOMPARE(l.level().creatureAt(l.player().x, l.player().y), oozeHandle);
        }
        // It moves: the victim with it.
        g.moveCreature(ooze, ooze.x + 1, ooze.y);
        QCOMPARE(self.x, ooze.x);
        // A step of the player's is a blow at the ooze, which cannot miss.
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        const int oozeHp = ooze.hp;
        QVERIFY(g.perform(game::PlayerCommand::move(6)));
        QVERIFY(ooze.hp < oozeHp);
        QVERIFY(game::engulf::isEngulfed(self));
        QCOMPARE(self.x, ooze.x);
        // Its death lets the player out where it was.
        const int oozeX = ooze.x, oozeY = ooze.y;
        game::dealDamage(g, self.handle(), ooze, game::rules::AD_NORM, 1000, "test");
        QVERIFY(!g.creature(oozeHandle));
        QVERIFY(!game::engulf::isEngulfed(self));
        QCOMPARE(self.x, oozeX);
        QCOMPARE(self.y, oozeY);
        QCOMPARE(g.level().creatureAt(oozeX, oozeY), self.handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(TestSpecialAttacks)
#include "tst_special_attacks.moc"

} // namespace tst_special_attacks
