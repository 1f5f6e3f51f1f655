// The spell engine: every archetype and every area on a walled arena whose
// layout each test chooses, saves that halve or negate, the scripts that
// decide who counts as a target (EV_ISTARGET) and who shrugs an effect off
// (EV_MAGIC_HIT), POST handlers that see what the archetype did, a two-part
// Holy Smite, level scaling of dice, the mana a spell costs, the
// effect's own messages in the log, and the example module's spells against
// its flesh golem.
#include "support/effect_arena.h"
#include "support/example_game.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/combat.h"
#include "game/effect_area.h"
#include "game/rules.h"
#include "game/spell_engine.h"
#include "map/grid_distance.h"
#include "map/map.h"

#include <QtTest>

#include <algorithm>

namespace tst_spell_engine {

using namespace incursion;
using namespace incursion::test::effect_arena;
using game::Cell;
using game::EffectOutcome;
using game::EffectUse;

namespace {

// The constants these effects need beyond the prelude's (the original's values).
const std::string kWorld = R"(
#define CANNOT_CAST_IT -1
#define NOSAVE 3
#define EA_DRAIN 4
#define EA_TRAVEL 6
#define EA_IDENTIFY 7
#define EA_CURE 39
#define HEAL_MANA 2
#define EF_DSHORT 23
#define M_EVIL 49
#define LEVEL_MAX5 -122
#define Q_LOC 2
#define Q_TAR 4

Monster "dummy" : MA_ANIMAL
  { Image: white 'd'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE; }
Monster "imp" : MA_ANIMAL
  { Image: red 'i'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE, M_EVIL; }
Monster "warded" : MA_ANIMAL
  { Image: blue 'w'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE;
    On Event EVICTIM(EV_ISTARGET) { return ABORT; }; }
Monster "salamander" : MA_ANIMAL
  { Image: red 's'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE;
    On Event EVICTIM(PRE(EV_MAGIC_HIT)) {
      if (e.eval == EA_BLAST && e.xval == AD_FIRE)
        return DONE;
      return NOTHING;
      }; }
Item "potion" : T_POTION { Image: white '!'; Flags: IT_NOGEN; }
Flavour "murky" : AI_POTION { Colour: brown; }
AI_POTION Effect "Tonic" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 1d4; }

Effect "Bolt" : EA_BLAST { Level: 1; xval: AD_FIRE; pval: 10d1; sval: NOSAVE; aval: AR_BOLT; qval: Q_TAR; }
Effect "Beam" : EA_BLAST { Level: 1; xval: AD_COLD; pval: 10d1; sval: NOSAVE; aval: AR_BEAM; qval: Q_TAR; }
Effect "Ball" : EA_BLAST { Level: 3; xval: AD_FIRE; pval: 10d1; sval: NOSAVE; aval: AR_BALL; lval: 2; qval: Q_LOC; }
Effect "Globe" : EA_BLAST { Level: 1; xval: AD_COLD; pval: 10d1; sval: NOSAVE; aval: AR_GLOBE; lval: 2; }
Effect "Healing Circle" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 5d1; aval: AR_GLOBE; lval: 2; }
Effect "Cone" : EA_BLAST { Level: 1; xval: AD_COLD; pval: 10d1; sval: NOSAVE; aval: AR_CONE; lval: 4; qval: Q_LOC; }
Effect "Touch" : EA_BLAST { Level: 1; xval: AD_COLD; pval: 10d1; sval: NOSAVE; aval: AR_TOUCH; qval: Q_TAR; }
Effect "Scaled" : EA_BLAST { Level: 1; xval: AD_COLD; pval: (LEVEL_SCALED)d1; sval: NOSAVE; aval: AR_BOLT; }
Effect "Half Scaled" : EA_BLAST
  { Level: 1; xval: AD_COLD; pval: (LEVEL_SCALED2)d1 + LEVEL_MAX5; sval: NOSAVE; aval: AR_BOLT; }
Effect "Frost" : EA_BLAST { Level: 1; xval: AD_COLD; pval: 10d1; sval: REF partial; aval: AR_BOLT; }
Effect "Blindness" : EA_INFLICT { Level: 1; xval: BLIND; sval: FORT; qval: Q_TAR; }
Effect "Slow" : EA_INFLICT
  { Level: 1; xval: ADJUST; yval: A_SPD; pval: -5; sval: NOSAVE; qval: Q_TAR; Flags: EF_DSHORT; }
Effect "Bless" : EA_GRANT { Level: 1; xval: ADJUST; yval: A_STR; pval: 2; }
Effect "Mend" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 5d1; }
Effect "Focus" : EA_HEALING { Level: 1; xval: HEAL_MANA; pval: 4d1; }
Effect "Wither" : EA_DRAIN { Level: 1; xval: AD_NORM; pval: 3d1; sval: NOSAVE; }
Effect "Clear Sight" : EA_CURE { Level: 1; xval: BLIND; }
Effect "Insight" : EA_IDENTIFY { Level: 1; }
#define TRAVEL_LEVEL 3
#define EA_EARTHQUAKE 38
Effect "Gate Away" : EA_TRAVEL { Level: 1; xval: TRAVEL_LEVEL; }
Effect "Tremor" : EA_EARTHQUAKE { Level: 1; }
Spell "Spark" : EA_BLAST { Level: 1; Cost: 2; xval: AD_FIRE; pval: 4d1; sval: NOSAVE; aval: AR_BOLT; qval: Q_TAR; }
Effect "Picky" : EA_BLAST
  { Level: 1; xval: AD_COLD; pval: 10d1; sval: NOSAVE; aval: AR_GLOBE; lval: 3;
    On Event EV_ISTARGET { return CANNOT_CAST_IT; }; }
Item "vial" : T_POTION { Image: white '!'; Flags: IT_NOGEN; }
Effect "Splash" : EA_BLAST
  { Level: 1; xval: AD_FIRE; pval: 10d1; sval: NOSAVE; aval: AR_BALL; lval: 1; qval: Q_LOC;
    On Event EV_EFFECT {
      if (GetHandle(EItem))
        EItem->Remove(true);
      return NOTHING;
      },
    EV_ISTARGET {
      if (EItem->IFlags == 0)
        return CANNOT_CAST_IT;
      return NOTHING;
      }; }
Effect "Hidden Blindness" : EA_INFLICT
  { Level: 1; xval: BLIND; sval: NOSAVE; qval: Q_TAR;
    On Event POST(EV_MAGIC_HIT) {
      if (e.isSomething)
        e.isSomething = false;
      return NOTHING;
      }; }
Effect "Smite" : EA_BLAST
  { Level: 4; xval: AD_HOLY; pval: 10d1; sval: WILL partial; aval: AR_GLOBE; lval: 2; qval: Q_LOC;
    On Event EV_MAGIC_HIT "You are smote!" / "The <EVictim> is smote!"; }
  and EA_INFLICT
  { xval: BLIND; tval: MA_EVIL; sval: FORT; }

// The effect pipeline's events (rules: src/Magic.cpp, Magic::MagicEvent and
// Magic::CalcEffect; src/Event.cpp, RedirectEff and ThrowEffXY; src/Status.cpp,
// Thing::RemoveEffStati; src/VMachine.cpp, SetPVal).
#define EA_GENERIC 46
#define EA_NOTIMP 25
#define EF_ITEMS_ONLY 41
#define Q_INV 8
Effect "Appraise" : EA_GENERIC
  { Level: 1; qval: Q_INV; Flags: EF_ITEMS_ONLY;
    On Event EV_MAGIC_HIT { ETarget->MakeKnown(0xFF); return DONE; }; }
Monster "mirror" : MA_ANIMAL
  { Image: white 'M'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE;
    On Event EVICTIM(EV_MAGIC_STRIKE) { return DONE; }; }
Effect "Unfinished" : EA_NOTIMP { Level: 1; }
  and EA_BLAST { xval: AD_FIRE; pval: 10d1; sval: NOSAVE; }
#define NULL_OBJ ((hObj)0)
Effect "Half Done" : EA_BLAST
  { Level: 1; xval: AD_FIRE; pval: 10d1; sval: NOSAVE; qval: Q_TAR;
    On Event EV_EFFECT { if (e.efNum == 0) return DONE; return NOTHING; }; }
  and EA_INFLICT
  { xval: BLIND; sval: NOSAVE; }
Effect "Refused" : EA_BLAST
  { Level: 1; xval: AD_FIRE; pval: 10d1; sval: NOSAVE; qval: Q_TAR;
    On Event PRE(EV_EFFECT) { return ABORT; }; }
Effect "Told After" : EA_BLAST
  { Level: 1; xval: AD_FIRE; pval: 10d1; sval: NOSAVE; aval: AR_TOUCH; qval: Q_TAR;
    On Event POST(EV_EFFECT) { EActor->IPrint("The touch fades."); return NOTHING; }; }
Effect "Measured" : EA_BLAST
  { Level: 1; xval: AD_FIRE; pval: 10d1; sval: NOSAVE; aval: AR_TOUCH; qval: Q_TAR;
    On Event EV_CALC_EFFECT { SetPVal(e, 3, 2, 1); return NOTHING; }; }
Effect "Fixed" : EA_BLAST
  { Level: 1; xval: AD_FIRE; pval: 10d1; sval: NOSAVE; aval: AR_TOUCH; qval: Q_TAR;
    On Event EV_CALC_EFFECT { e.vDmg = 7; return NOTHING; }; }
Effect "Relay" : EA_GENERIC
  { Level: 1; qval: Q_TAR;
    On Event EV_EFFECT { RedirectEff(e, $"Touch"); return DONE; }; }
Effect "Volley" : EA_GENERIC
  { Level: 1; qval: Q_TAR;
    On Event EV_EFFECT {
      ThrowDmgEff(EV_DAMAGE, AD_FIRE, 6, "a test flame", $"Bolt", EActor, EVictim);
      ThrowEffXY(EV_EFFECT, $"Ball", EVictim->x, EVictim->y, EActor);
      return DONE;
      }; }
Effect "Brief" : EA_INFLICT
  { Level: 1; xval: BLIND; sval: NOSAVE; qval: Q_TAR;
    On Event EV_ELAPSED { EActor->GainPermStati(STUNNED, NULL_OBJ, SS_ENCH, 1, e.EParam); return NOTHING; };
    On Event EV_REMOVED { EActor->GainPermStati(STUNNED, NULL_OBJ, SS_ENCH, 2, e.EParam); return NOTHING; }; }
Effect "Clinging" : EA_INFLICT
  { Level: 1; xval: BLIND; sval: NOSAVE; qval: Q_TAR;
    On Event EV_ELAPSED { return ABORT; }; }
#define PUR_DUNGEON 1
#define PUR_POISON 11
#define AR_POISON 14
#define POISONED 2
#define NULL_ID ((rID)0)
Monster "marked" : MA_ANIMAL
  { Image: white 'm'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE;
    On Event EVICTIM(EV_DAMAGE) {
      if (e.eID == $"Bolt" && e.DType == AD_FIRE)
        EVictim->GainPermStati(STUNNED, NULL_OBJ, SS_ENCH, 3, e.vDmg);
      if (e.effIllusion)
        EVictim->GainPermStati(STUNNED, NULL_OBJ, SS_ENCH, 4, e.vDmg);
      return NOTHING;
      };
    On Event EVICTIM(EV_SEARCH) { EVictim->RemoveEffStati($"Brief"); return DONE; };
    On Event EVICTIM(EV_OPEN) {
      e.vVal = 0;
      if (theGame->GetEffectID(PUR_DUNGEON, 0, 5, AI_POTION) == $"Tonic") e.vVal += 1;
      e.EParam = nCandidates();
      if (theGame->GetEffectID(PUR_DUNGEON, 2, 5, AI_POTION) == NULL_ID) e.vVal += 10;
      if (theGame->GetEffectID(PUR_POISON, 0, 10) == $"Venom") e.vVal += 100;
      return DONE;
      };
    On Event EVICTIM(EV_CLOSE) {
      ThrowTerraDmg(EV_DAMAGE, AD_FIRE, 4, "lava", EVictim, EMap->TerrainAt(EVictim->x, EVictim->y));
      ThrowTerraDmg(EV_DAMAGE, AD_FIRE, 3, "phantom lava", EVictim, $"pillar");
      return DONE;
      };
    }
#define TRAP_EVENT 79
#define META(a) (a+10000)
Effect "Thorns" : EA_GRANT
  { Level: 1; xval: TRAP_EVENT; yval: EVICTIM(EV_DAMAGE); pval: 3; qval: Q_TAR;
    On Event META(EVICTIM(EV_DAMAGE)) {
      EVictim->GainPermStati(STUNNED, NULL_OBJ, SS_ENCH, 5, e.vDmg);
      return NOTHING;
      }; }
Effect "Venom" : EA_INFLICT { Level: 2; xval: POISONED; sval: 12; aval: AR_POISON; }
)";

} // namespace

class TestSpellEngine : public QObject {
    Q_OBJECT

    static std::unique_ptr<Arena> arena() { return startArena(kWorld); }

private slots:
    void levelCodes()
    {
        using namespace game::rules;
        QCOMPARE(game::levelValue(LEVEL_SCALED, 7), 7);
        QCOMPARE(game::levelValue(LEVEL_SCALED, 14), 12);      // past 10th, half as much
        QCOMPARE(game::levelValue(LEVEL_SCALED2, 7), 3);
        QCOMPARE(game::levelValue(LEVEL_1PER2, 7), 4);
        QCOMPARE(game::levelValue(LEVEL_2PER1, 7), 14);
        QCOMPARE(game::levelValue(LEVEL_EVERY2, 7), 3);
        QCOMPARE(game::levelValue(LEVEL_MAX5, 7), 5);
        QCOMPARE(game::levelValue(LEVEL_MAX5, 3), 3);
        QCOMPARE(game::levelValue(LEVEL_PLUS5, 7), 12);
        QCOMPARE(game::levelValue(PLUS_2PER1, 7, 3), 6);
        QCOMPARE(game::levelValue(-5, 7), -5);                  // a plain negative bonus
        QCOMPARE(game::levelValue(12, 7), 12);
        const module::Dice scaled = game::levelScaledDice({LEVEL_SCALED2, 8, LEVEL_MAX5}, 1);
        QCOMPARE(scaled.number, int16_t(1));                    // a count a code brings to 0 stays 1
        QCOMPARE(scaled.sides, int16_t(8));
        QCOMPARE(scaled.bonus, int16_t(1));
    }

    void levelScaledDamageIsExact()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle dummy = place(g, "dummy", a->start.x + 2, a->start.y);
        EffectOutcome out = use(g, "Scaled", dummy, {}, 7);
        QCOMPARE(out.damageDone, int64_t(7));
        QCOMPARE(hpOf(g, dummy), 193);
        QCOMPARE(out.creaturesAffected, 1);
        // (LEVEL_SCALED2)d1 + LEVEL_MAX5 at level 7: 3 + 5.
        out = use(g, "Half Scaled", dummy, {}, 7);
        QCOMPARE(out.damageDone, int64_t(8));
    }

    void boltStopsAtTheFirstCreature()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle near = place(g, "dummy", a->start.x + 2, a->start.y);
        const world::Handle far = place(g, "dummy", a->start.x + 5, a->start.y);
        const EffectOutcome out = use(g, "Bolt", far);
        QCOMPARE(hpOf(g, near), 190);
        QCOMPARE(hpOf(g, far), 200);
        QCOMPARE(out.creaturesAffected, 1);
        QCOMPARE(out.damageDone, int64_t(10));
        QVERIFY(out.identifies);
    }

    void beamHitsEveryCreatureInLine()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle near = place(g, "dummy", a->start.x + 2, a->start.y);
        const world::Handle far = place(g, "dummy", a->start.x + 5, a->start.y);
        const world::Handle beyond = place(g, "dummy", a->start.x + 9, a->start.y);    // the beam goes past its aim
        const world::Handle aside = place(g, "dummy", a->start.x + 3, a->start.y + 2);
        const EffectOutcome out = use(g, "Beam", near);
        QCOMPARE(hpOf(g, near), 190);
        QCOMPARE(hpOf(g, far), 190);
        QCOMPARE(hpOf(g, beyond), 190);
        QCOMPARE(hpOf(g, aside), 200);
        QCOMPARE(out.creaturesAffected, 3);
        // A wall ends the beam.
        setWall(g, a->start.x + 4, a->start.y);
        use(g, "Beam", near);
        QCOMPARE(hpOf(g, near), 180);
        QCOMPARE(hpOf(g, far), 190);
    }

    // rule: src/Display.cpp, Thing::Remove (Remove(true) queues the thing
    // for destruction) and src/Main.cpp, Game::Play (the queue is freed at
    // the end of the loop): an effect whose EV_EFFECT used up its item (a
    // thrown vial of water, alchemy.irh) still reads the item in each
    // target's EV_ISTARGET; the item is gone once the effect is over.
    void anItemRemovedByItsEffectIsReadableUntilTheEffectEnds()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell centre{a->start.x + 6, a->start.y};
        const world::Handle aimed = place(g, "dummy", centre.x, centre.y);
        const world::Handle beside = place(g, "dummy", centre.x + 1, centre.y);
        const world::Handle vial = g.giveItem(g.player(), *g.item(g.createItem(idOf(g, "vial"))));
        EffectUse splash;
        splash.effect = idOf(g, "Splash");
        splash.caster = g.player().handle();
        splash.item = vial;
        splash.targetX = centre.x;
        splash.targetY = centre.y;
        game::applyEffect(g, splash);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(hpOf(g, aimed), 200);      // each EV_ISTARGET read the vial's flags: 0, CANNOT_CAST_IT
        QCOMPARE(hpOf(g, beside), 200);
        QVERIFY(!g.item(vial));
        QVERIFY(std::find(g.player().inventory.begin(), g.player().inventory.end(), vial) == g.player().inventory.end());
    }

    void ballBurstsAtThePointAndWallsStopIt()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell centre{a->start.x + 8, a->start.y};
        const world::Handle aimed = place(g, "dummy", centre.x, centre.y);
        const world::Handle beside = place(g, "dummy", centre.x + 1, centre.y + 1);    // distance 1
        const world::Handle edge = place(g, "dummy", centre.x + 2, centre.y - 1);      // distance 2
        const world::Handle outside = place(g, "dummy", centre.x + 3, centre.y);       // distance 3
        const world::Handle sheltered = place(g, "dummy", centre.x, centre.y + 2);
        setWall(g, centre.x, centre.y + 1);
        const EffectOutcome out = use(g, "Ball", world::kNoObject, centre);
        QCOMPARE(hpOf(g, aimed), 190);
        QCOMPARE(hpOf(g, beside), 190);
        QCOMPARE(hpOf(g, edge), 190);
        QCOMPARE(hpOf(g, outside), 200);
        QCOMPARE(hpOf(g, sheltered), 200);
        QCOMPARE(out.creaturesAffected, 3);
        QCOMPARE(g.player().hp, g.player().maxHp);      // far from the caster
        // Thrown at a point behind a wall, it bursts in front of the wall.
        setWall(g, a->start.x + 4, a->start.y);
        const world::Handle front = place(g, "dummy", a->start.x + 2, a->start.y + 1);
        use(g, "Ball", world::kNoObject, centre);
        QCOMPARE(hpOf(g, aimed), 190);
        QCOMPARE(hpOf(g, front), 190);
    }

    void globeSurroundsTheCaster()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        game::Creature& self = g.player();
        self.hp = self.maxHp = 100;
        const world::Handle close = place(g, "dummy", a->start.x + 1, a->start.y + 1);
        const world::Handle twoAway = place(g, "dummy", a->start.x + 2, a->start.y);
        const world::Handle away = place(g, "dummy", a->start.x + 4, a->start.y);
        EffectOutcome out = use(g, "Globe", world::kNoObject);
        QCOMPARE(hpOf(g, close), 190);
        QCOMPARE(hpOf(g, twoAway), 190);
        QCOMPARE(hpOf(g, away), 200);
        // The caster is caught in its own globe: only EF_CASTER_IMMUNE spares
        // it (rule: src/Magic.cpp, Magic::isTarget); tst_conditions checks the flag.
        QCOMPARE(self.hp, 90);
        QCOMPARE(out.creaturesAffected, 3);
        // A healing globe includes its caster too.
        self.hp = 50;
        out = use(g, "Healing Circle", world::kNoObject);
        QCOMPARE(self.hp, 55);
        QCOMPARE(hpOf(g, close), 195);
        QCOMPARE(hpOf(g, twoAway), 195);
        QCOMPARE(out.healingDone, int64_t(15));
        QCOMPARE(out.creaturesAffected, 3);
    }

    void coneOpensTowardsItsAim()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell apex = a->start;
        const world::Handle ahead = place(g, "dummy", apex.x + 3, apex.y);
        const world::Handle diagonal = place(g, "dummy", apex.x + 2, apex.y + 2);     // 45 degrees off
        const world::Handle wide = place(g, "dummy", apex.x + 1, apex.y + 3);         // 72 degrees off
        const world::Handle tooFar = place(g, "dummy", apex.x + 6, apex.y);
        const EffectOutcome out = use(g, "Cone", world::kNoObject, {apex.x + 4, apex.y});
        QCOMPARE(hpOf(g, ahead), 190);
        QCOMPARE(hpOf(g, diagonal), 190);
        QCOMPARE(hpOf(g, wide), 200);
        QCOMPARE(hpOf(g, tooFar), 200);
        QCOMPARE(out.creaturesAffected, 2);
    }

    void touchAffectsTheTargetAlone()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle target = place(g, "dummy", a->start.x + 1, a->start.y);
        const world::Handle neighbour = place(g, "dummy", a->start.x + 1, a->start.y + 1);
        const EffectOutcome out = use(g, "Touch", target);
        QCOMPARE(hpOf(g, target), 190);
        QCOMPARE(hpOf(g, neighbour), 200);
        QCOMPARE(out.creaturesAffected, 1);
    }

    void partialSaveHalvesTheDamage()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle dummy = place(g, "dummy", a->start.x + 2, a->start.y, 1000);
        // DC -100: every save succeeds but a natural 1; DC 100: every one fails but a natural 20.
        int halves = 0, wholes = 0;
        for (int i = 0; i < 20; ++i) {
            const int64_t done = use(g, "Frost", dummy, {}, 5, -100).damageDone;
            QVERIFY2(done == 5 || done == 10, qPrintable(QString::number(done)));
            (done == 5 ? halves : wholes) += 1;
        }
        QVERIFY2(halves >= 15, qPrintable(QString::number(halves)));
        halves = wholes = 0;
        for (int i = 0; i < 20; ++i) {
            const int64_t done = use(g, "Frost", dummy, {}, 5, 100).damageDone;
            QVERIFY2(done == 5 || done == 10, qPrintable(QString::number(done)));
            (done == 5 ? halves : wholes) += 1;
        }
        QVERIFY2(wholes >= 15, qPrintable(QString::number(wholes)));
    }

    void saveNegatesAStati()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        std::vector<world::Handle> saved, failed;
        for (int i = 0; i < 8; ++i) {
            saved.push_back(place(g, "dummy", a->start.x + 2 + i, a->start.y - 3));
            failed.push_back(place(g, "dummy", a->start.x + 2 + i, a->start.y + 3));
        }
        int blindSaved = 0, blindFailed = 0;
        for (world::Handle h : saved) {
            use(g, "Blindness", h, {}, 5, -100);
            blindSaved += g.creature(h)->hasStatus(game::rules::BLIND);
        }
        for (world::Handle h : failed) {
            const EffectOutcome out = use(g, "Blindness", h, {}, 5, 100);
            const bool blind = g.creature(h)->hasStatus(game::rules::BLIND);
            QCOMPARE(out.creaturesAffected, blind ? 1 : 0);
            blindFailed += blind;
        }
        QVERIFY2(blindSaved <= 2, qPrintable(QString::number(blindSaved)));
        QVERIFY2(blindFailed >= 6, qPrintable(QString::number(blindFailed)));
        // Next to the player (so it is seen), a save is told.
        const world::Handle close = place(g, "dummy", a->start.x + 1, a->start.y);
        for (int i = 0; i < 10 && !logHas(g, "The dummy resists."); ++i)
            QCOMPARE(use(g, "Blindness", close, {}, 5, -100).creaturesAffected,
                     g.creature(close)->hasStatus(game::rules::BLIND) ? 1 : 0);
        QVERIFY(logHas(g, "The dummy resists."));
    }

    void isTargetScriptsExcludeCreatures()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        // The creature's own EVICTIM(EV_ISTARGET) answers ABORT.
        const world::Handle warded = place(g, "warded", a->start.x + 2, a->start.y);
        const world::Handle plain = place(g, "dummy", a->start.x + 5, a->start.y);
        use(g, "Beam", warded);
        QCOMPARE(hpOf(g, warded), 200);
        QCOMPARE(hpOf(g, plain), 190);
        // The effect's own EV_ISTARGET answers CANNOT_CAST_IT: its globe touches no one.
        const world::Handle near = place(g, "dummy", a->start.x + 1, a->start.y + 1);
        const EffectOutcome out = use(g, "Picky", world::kNoObject);
        QCOMPARE(hpOf(g, near), 200);
        QCOMPARE(hpOf(g, warded), 200);
        QCOMPARE(out.creaturesAffected, 0);
        use(g, "Globe", world::kNoObject);      // the same globe without the script
        QCOMPARE(hpOf(g, near), 190);
        QCOMPARE(hpOf(g, warded), 200);
    }

    // rule: src/Magic.cpp, Magic::isTarget: an EF_ITEMS_ONLY effect's creature is
    // no target, so its EV_MAGIC_HIT (which calls item methods on ETarget) never
    // runs for one (an Identify wand zapped at a monster failed "is not an item").
    void itemsOnlyEffectsPassCreaturesBy()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle dummy = place(g, "dummy", a->start.x + 1, a->start.y);
        const EffectOutcome out = use(g, "Appraise", dummy);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(out.creaturesAffected, 0);
        QCOMPARE(hpOf(g, dummy), 200);
    }

    void magicHitScriptsStopTheEffect()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle salamander = place(g, "salamander", a->start.x + 2, a->start.y);
        EffectOutcome out = use(g, "Bolt", salamander);      // fire: its PRE(EV_MAGIC_HIT) answers DONE
        QCOMPARE(hpOf(g, salamander), 200);
        QCOMPARE(out.creaturesAffected, 0);
        out = use(g, "Touch", salamander);                   // cold reaches it
        QCOMPARE(hpOf(g, salamander), 190);
        QCOMPARE(out.creaturesAffected, 1);
    }

    void postHandlersSeeWhatTheArchetypeDid()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle dummy = place(g, "dummy", a->start.x + 1, a->start.y);
        // Its POST(EV_MAGIC_HIT) handler finds e.isSomething already set and clears it.
        const EffectOutcome out = use(g, "Hidden Blindness", dummy);
        QVERIFY(g.creature(dummy)->hasStatus(game::rules::BLIND));
        QCOMPARE(out.creaturesAffected, 0);
    }

    void holySmiteDamagesAllAndBlindsTheEvil()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell centre{a->start.x + 6, a->start.y};
        std::vector<world::Handle> evil, plain;
        evil.push_back(place(g, "imp", centre.x, centre.y));
        evil.push_back(place(g, "imp", centre.x + 1, centre.y));
        evil.push_back(place(g, "imp", centre.x - 1, centre.y));
        plain.push_back(place(g, "dummy", centre.x, centre.y + 1));
        plain.push_back(place(g, "dummy", centre.x, centre.y - 1));
        const EffectOutcome out = use(g, "Smite", evil.front(), {}, 5, 100);
        int blind = 0;
        for (world::Handle h : evil) {
            QVERIFY(hpOf(g, h) == 190 || hpOf(g, h) == 195);
            blind += g.creature(h)->hasStatus(game::rules::BLIND);
        }
        for (world::Handle h : plain) {
            QVERIFY(hpOf(g, h) == 190 || hpOf(g, h) == 195);
            QVERIFY(!g.creature(h)->hasStatus(game::rules::BLIND));     // not MA_EVIL: the second part skips it
        }
        QVERIFY2(blind >= 2, qPrintable(QString::number(blind)));
        QVERIFY(out.damageDone >= 5 * 5);
        // The effect's own EV_MAGIC_HIT message, read as the victim's.
        QVERIFY(logHas(g, "The imp is smote!"));
        QVERIFY(!logHas(g, "You are smote!"));
        QVERIFY(logHas(g, "The imp is blinded!"));
    }

    void inflictAndGrantGiveStati()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle dummy = place(g, "dummy", a->start.x + 2, a->start.y);
        const int speedBefore = g.creature(dummy)->currentSpeed();
        EffectOutcome out = use(g, "Slow", dummy);
        const game::StatusEffect* slow = g.creature(dummy)->status(game::rules::ADJUST, game::rules::A_SPD);
        QVERIFY(slow);
        QCOMPARE(slow->magnitude, -5);
        // EF_DSHORT: 1d4+1 turns (rule: src/Magic.cpp, Magic::CalcEffect).
        QVERIFY2(slow->turnsLeft >= 2 && slow->turnsLeft <= 5, qPrintable(QString::number(slow->turnsLeft)));
        QCOMPARE(slow->effect, idOf(g, "Slow"));
        QCOMPARE(g.creature(dummy)->currentSpeed(), speedBefore - 25);
        QCOMPARE(out.creaturesAffected, 1);
        // The same effect again renews it rather than stacking.
        use(g, "Slow", dummy);
        QCOMPARE(g.creature(dummy)->currentSpeed(), speedBefore - 25);
        // A grant on the caster (AR_NONE, aimed at itself), lasting 10 turns
        // and 2 a caster level (rule: src/Magic.cpp, Magic::CalcEffect).
        game::Creature& self = g.player();
        const int strength = self.attribute(game::rules::A_STR);
        out = use(g, "Bless", self.handle(), {}, 3);
        QCOMPARE(self.attribute(game::rules::A_STR), strength + 2);
        QCOMPARE(self.status(game::rules::ADJUST, game::rules::A_STR)->turnsLeft, 16);
    }

    void healingDrainCureAndIdentify()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        game::Creature& self = g.player();
        self.hp = self.maxHp - 7;
        EffectOutcome out = use(g, "Mend", self.handle());
        QCOMPARE(self.hp, self.maxHp - 2);
        QCOMPARE(out.healingDone, int64_t(5));
        QVERIFY(logHas(g, "You feel better."));
        self.maxMana = 10;
        self.mana = 1;
        use(g, "Focus", self.handle());
        QCOMPARE(self.mana, 5);
        // What a hurt creature (or a bot) reaches for heals hit points: EA_HEALING
        // heals what its xval names (src/Magic.cpp, the EA_HEALING archetype).
        QVERIFY(game::effectHeals(g, idOf(g, "Mend")));
        QVERIFY(!game::effectHeals(g, idOf(g, "Focus")));

        const world::Handle dummy = place(g, "dummy", a->start.x + 1, a->start.y);
        out = use(g, "Wither", dummy);
        QCOMPARE(hpOf(g, dummy), 197);
        QCOMPARE(out.damageDone, int64_t(3));

        self.addStatus({game::rules::BLIND, 0, 0, game::rules::SS_ENCH, 5, 0, world::kNoObject});
        out = use(g, "Clear Sight", self.handle());
        QVERIFY(!self.hasStatus(game::rules::BLIND));
        QCOMPARE(out.creaturesAffected, 1);

        const world::Handle potion = g.spawnItem(idOf(g, "potion"), idOf(g, "Tonic"), self.x, self.y);
        g.giveItem(self, *g.item(potion));
        QVERIFY(!g.identification().known(idOf(g, "Tonic")));
        out = use(g, "Insight", world::kNoObject);
        QVERIFY(g.identification().known(idOf(g, "Tonic")));
        QCOMPARE(out.itemsIdentified, 1);
        QVERIFY(logHas(g, "You identify the") && logHas(g, "of Tonic."));
    }

    void castingCostsManaAndRefusesWithout()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        game::Creature& self = g.player();
        const world::Handle dummy = place(g, "dummy", a->start.x + 2, a->start.y);
        const module::ResourceId spark = idOf(g, "Spark");
        QCOMPARE(game::manaCost(g, spark), 2);
        self.mana = 1;
        EffectOutcome out = game::castSpell(g, self, spark, dummy, a->start.x + 2, a->start.y);
        QCOMPARE(out.result, int32_t(game::ABORT));
        QCOMPARE(self.mana, 1);
        QCOMPARE(hpOf(g, dummy), 200);
        QCOMPARE(g.log().back().text(), std::string("You do not have enough mana."));
        self.mana = 5;
        out = game::castSpell(g, self, spark, dummy, a->start.x + 2, a->start.y);
        QCOMPARE(out.result, int32_t(game::NOTHING));
        QCOMPARE(self.mana, 3);
        QCOMPARE(hpOf(g, dummy), 196);
        QVERIFY(logHas(g, "You cast Spark."));
    }

    // The example's spells against its monsters: the flesh golem's
    // EVICTIM(EV_DAMAGE) script turns Lightning Bolt into healing and fire
    // into slowness; Holy Smite blinds only the evil; the shaman's rats come.
    void goblinWarrensSpells()
    {
        test::TestGame t = test::startGoblinWarrens();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const Cell start = carveArena(g, 4, 4, 24, 13);
        const world::Handle golem = place(g, "flesh golem", start.x + 3, start.y, 100);
        g.creature(golem)->hp = 40;
        use(g, "Lightning Bolt", golem, {}, 6);
        QVERIFY2(hpOf(g, golem) > 40, qPrintable(QString::number(hpOf(g, golem))));
        const int mended = hpOf(g, golem);
        const EffectOutcome fire = use(g, "Fireball", golem, {}, 6);
        QVERIFY(hpOf(g, golem) < mended);
        QCOMPARE(fire.damageDone, int64_t(mended - hpOf(g, golem)));
        QVERIFY(g.creature(golem)->hasStatus(game::rules::ADJUST, game::rules::A_SPD));

        const world::Handle goblin = place(g, "goblin", start.x + 10, start.y);
        const world::Handle rat = place(g, "warren rat", start.x + 10, start.y + 1);
        use(g, "Holy Smite", goblin, {}, 8, 100);
        QVERIFY(hpOf(g, goblin) < 200 && hpOf(g, rat) < 200);
        QVERIFY(!g.creature(rat)->hasStatus(game::rules::BLIND));

        game::Creature& self = g.player();
        self.mana = self.maxMana = 20;
        const EffectOutcome rats =
            game::castSpell(g, self, idOf(g, "Summon Warren Rats"), self.handle(), self.x, self.y);
        QVERIFY2(rats.creaturesSummoned >= 2 && rats.creaturesSummoned <= 4,
                 qPrintable(QString::number(rats.creaturesSummoned)));
        QCOMPARE(self.mana, 17);
    }

    // An effect's own EV_EFFECT handler is asked before each segment: DONE
    // means the script did that segment, and the rest go on.
    void effectHandlerAnswersForEachSegment()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle dummy = place(g, "dummy", a->start.x + 1, a->start.y);
        const EffectOutcome out = use(g, "Half Done", dummy);
        QCOMPARE(hpOf(g, dummy), 200);      // the blast was the script's, which did nothing
        QVERIFY(g.creature(dummy)->hasStatus(game::rules::BLIND));
        QCOMPARE(out.creaturesAffected, 1);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // EV_EFFECT is thrown: PRE(EV_EFFECT) may refuse the use, POST(EV_EFFECT)
    // comes after the segments did their work.
    void preAndPostEffect()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle dummy = place(g, "dummy", a->start.x + 1, a->start.y);
        EffectOutcome out = use(g, "Refused", dummy);
        QCOMPARE(out.result, game::ABORT);
        QCOMPARE(hpOf(g, dummy), 200);
        out = use(g, "Told After", dummy);
        QCOMPARE(hpOf(g, dummy), 190);
        QCOMPARE(g.log().back().text(), std::string("The touch fades."));
        QVERIFY(logHas(g, "The Told After strikes the dummy."));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // EV_CALC_EFFECT: SetPVal gives the segment other dice (2d1+3), or the
    // handler sets the amount itself.
    void calcEffectSetsTheAmount()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle dummy = place(g, "dummy", a->start.x + 1, a->start.y);
        EffectOutcome out = use(g, "Measured", dummy);
        QCOMPARE(out.damageDone, int64_t(5));
        out = use(g, "Fixed", dummy);
        QCOMPARE(out.damageDone, int64_t(7));
        QCOMPARE(hpOf(g, dummy), 188);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // Scripts use effects: RedirectEff hands the use on to another effect,
    // ThrowEffXY aims one at a cell, ThrowDmgEff deals damage that names its effect.
    void scriptsUseEffects()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle dummy = place(g, "dummy", a->start.x + 1, a->start.y);
        use(g, "Relay", dummy);
        QCOMPARE(hpOf(g, dummy), 190);      // Touch's 10d1
        const world::Handle marked = place(g, "marked", a->start.x + 6, a->start.y);
        use(g, "Volley", marked);
        QCOMPARE(hpOf(g, marked), 200 - 6 - 10);
        const game::StatusEffect* mark = g.creature(marked)->status(game::rules::STUNNED, 3);
        QVERIFY(mark);
        QCOMPARE(mark->magnitude, 6);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // When an effect's stati run out the effect is asked EV_ELAPSED, then
    // (answering NOTHING) EV_REMOVED; RemoveEffStati asks EV_REMOVED alone;
    // ABORT keeps the stati.
    void elapsedAndRemovedAreAskedOfTheEffect()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle first = place(g, "marked", a->start.x + 3, a->start.y);
        const world::Handle second = place(g, "marked", a->start.x + 5, a->start.y);
        const world::Handle third = place(g, "marked", a->start.x + 7, a->start.y);
        const auto blind = [&](world::Handle who, std::string_view effect, int32_t turns) {
            g.creature(who)->addStatus({game::rules::BLIND, 0, 0, game::rules::SS_ENCH, turns, idOf(g, effect),
                                        world::kNoObject, 1});
        };
        blind(first, "Brief", 1);
        blind(second, "Brief", -1);
        blind(third, "Clinging", 1);
        game::EventInfo search;
        search.event = game::EV_SEARCH;
        search.actor = g.player().handle();
        search.victim = second;
        g.throwEvent(search);
        const uint64_t turn = g.turn();
        while (g.turn() < turn + 2 && g.advance() == game::GameStatus::PlayerToAct)
            g.perform(game::PlayerCommand::of(game::CommandKind::Rest));
        const game::Creature& one = *g.creature(first);
        QVERIFY(!one.hasStatus(game::rules::BLIND));
        QVERIFY(one.hasStatus(game::rules::STUNNED, 1));
        QVERIFY(one.hasStatus(game::rules::STUNNED, 2));
        QCOMPARE(one.status(game::rules::STUNNED, 2)->magnitude, game::rules::BLIND);
        const game::Creature& two = *g.creature(second);
        QVERIFY(!two.hasStatus(game::rules::BLIND));
        QVERIFY(!two.hasStatus(game::rules::STUNNED, 1));
        QVERIFY(two.hasStatus(game::rules::STUNNED, 2));
        const game::StatusEffect* kept = g.creature(third)->status(game::rules::BLIND);
        QVERIFY(kept);
        QCOMPARE(kept->turnsLeft, -1);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // A stati ending says its own ending, as the original's RemoveStati calls
    // StatiMessage when no script answered; no catch-all "You feel more like
    // yourself." (rule: src/Status.cpp, Thing::RemoveStati).
    void endingStatiSaysItsOwnEnding()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        g.player().addStatus({game::rules::BLIND, 0, 0, game::rules::SS_ENCH, 1, 0, world::kNoObject});
        const uint64_t turn = g.turn();
        while (g.turn() < turn + 2 && g.advance() == game::GameStatus::PlayerToAct)
            g.perform(game::PlayerCommand::of(game::CommandKind::Rest));
        QVERIFY(!g.player().hasStatus(game::rules::BLIND));
        QVERIFY(logHas(g, "You can see again."));
        QVERIFY(!logHas(g, "You feel more like yourself."));
    }

    // Each creature of the area is struck by EV_MAGIC_STRIKE: a handler
    // answering DONE (the mirror's) takes the strike its own way, and the
    // beam goes on to the next (rule: src/Magic.cpp, Magic::ABallBeamBolt
    // re-throws EV_MAGIC_STRIKE per target; Creature::Event runs MagicStrike).
    void magicStrikeHandlersTakeTheStrike()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle mirror = place(g, "mirror", a->start.x + 2, a->start.y);
        const world::Handle dummy = place(g, "dummy", a->start.x + 4, a->start.y);
        const EffectOutcome out = use(g, "Beam", dummy);
        QCOMPARE(hpOf(g, mirror), 200);
        QCOMPARE(hpOf(g, dummy), 190);
        QCOMPARE(out.creaturesAffected, 1);
        QCOMPARE(out.damageDone, int64_t(10));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // theGame->GetEffectID draws an effect for a purpose from a source within
    // levels (rule: src/Res.cpp, Game::GetEffectID); ThrowTerraDmg deals a
    // terrain's damage, marked as an illusion's when the terrain named is not
    // the one underfoot (rule: src/Event.cpp, ThrowTerraDmg).
    void effectIdsAndTerrainDamage()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle marked = place(g, "marked", a->start.x + 2, a->start.y);
        game::EventInfo e;
        e.event = game::EV_OPEN;
        e.actor = g.player().handle();
        e.victim = marked;
        g.throwEvent(e);
        QCOMPARE(e.vVal, 111);
        QCOMPARE(int(e.EParam), 1);
        game::EventInfo lava;
        lava.event = game::EV_CLOSE;
        lava.actor = g.player().handle();
        lava.victim = marked;
        lava.map = g.level().handle();
        g.throwEvent(lava);
        QCOMPARE(hpOf(g, marked), 200 - 4 - 3);
        const game::StatusEffect* illusion = g.creature(marked)->status(game::rules::STUNNED, 4);
        QVERIFY(illusion);
        QCOMPARE(illusion->magnitude, 3);
        QCOMPARE(std::count_if(g.creature(marked)->stati.begin(), g.creature(marked)->stati.end(),
                               [](const game::StatusEffect& st) { return st.stati == game::rules::STUNNED; }),
                 1);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // A TRAP_EVENT stati makes its effect answer META(ev) for the event it
    // names, when its holder takes part (rule: src/Event.cpp, ThrowEvent);
    // gained with the event as its value, it keeps it as its magnitude
    // (src/Status.cpp, GainTempStati).
    void trapEventStatiDeliverMeta()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle dummy = place(g, "dummy", a->start.x + 1, a->start.y);
        const world::Handle other = place(g, "dummy", a->start.x + 3, a->start.y);
        use(g, "Thorns", dummy);
        const game::StatusEffect* trap = g.creature(dummy)->status(79);
        QVERIFY(trap);
        QCOMPARE(trap->magnitude, game::EVICTIM(game::EV_DAMAGE));
        QCOMPARE(trap->value, 3);
        game::dealDamage(g, g.player().handle(), *g.creature(dummy), game::rules::AD_FIRE, 6, "a test flame");
        game::dealDamage(g, g.player().handle(), *g.creature(other), game::rules::AD_FIRE, 6, "a test flame");
        const game::StatusEffect* mark = g.creature(dummy)->status(game::rules::STUNNED, 5);
        QVERIFY(mark);
        QCOMPARE(mark->magnitude, 6);
        QVERIFY(!g.creature(other)->hasStatus(game::rules::STUNNED));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // EA_NOTIMP marks what the original never implemented: it tells the
    // caster so and the effect stops (rule: src/Magic.cpp, Magic::MagicHit).
    void notImplementedArchetypeSaysSo()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle dummy = place(g, "dummy", a->start.x + 1, a->start.y);
        const EffectOutcome out = use(g, "Unfinished", dummy);
        QCOMPARE(out.result, game::ABORT);
        QCOMPARE(out.unsupportedSegments, 0);
        QCOMPARE(hpOf(g, dummy), 200);
        QCOMPARE(g.log().back().text(), std::string("That effect isn't implemented yet."));
    }

    void unsupportedArchetypeSaysNothingHappens()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const EffectOutcome out = use(g, "Tremor", g.player().handle());
        QCOMPARE(out.unsupportedSegments, 1);
        QCOMPARE(out.creaturesAffected, 0);
        QCOMPARE(g.log().back().text(), std::string("Nothing happens."));
        use(g, "Tremor", g.player().handle());
        use(g, "Gate Away", g.player().handle());
        const auto& calls = g.stats().unimplementedCalls;
        const auto found = calls.find("EA_EARTHQUAKE (effect \"Tremor\")");
        QVERIFY(found != calls.end());
        QCOMPARE(found->second, uint64_t(2));
        QVERIFY(calls.contains("EA_TRAVEL TRAVEL_LEVEL (effect \"Gate Away\")"));
    }

};

INCURSION_TEST_MAIN(TestSpellEngine)
#include "tst_spell_engine.moc"
} // namespace tst_spell_engine
