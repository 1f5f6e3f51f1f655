// A monster's attack events and what its answers change
// (runtime/game/combat.h, monster_consider.h, grapple.h): a round of natural
// attacks is EV_NATTACK, a weapon round EV_WATTACK (one without a melee
// weapon re-thrown as EV_NATTACK), and a handler answering ABORT takes the
// round away; TF_WARN terrain is asked EV_MON_CONSIDER before a monster
// steps onto it and keeps it off with ABORT; a grab (AD_GRAB, FT_NATURAL_GRAB)
// holds its victim, who must break free (EV_SATTACK, A_ESCA, which a god
// watching the player may answer) to step away,
// while the grappler's attacks after a grab come each round; the held and the
// reeling cannot dodge; monsters wear what their bodies allow of their gear.
// Each test cites the original's rule it checks.
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/combat.h"
#include "game/conditions.h"
#include "game/equipment.h"
#include "game/grapple.h"
#include "game/monster_ai.h"
#include "game/monster_consider.h"
#include "game/rules.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <QtTest>

#include <algorithm>

namespace tst_monster_attack_events {

using namespace incursion;
using namespace incursion::test::effect_arena;
using game::Creature;
using game::PlayerCommand;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define TF_WARN 6
#define AD_GRAB 63
#define A_CONS 32
#define A_ESCA 78
#define FT_NATURAL_GRAB 239
#define GODWATCH(a) (a+20000)
#define M_HUMANOID 1
#define M_NOHANDS 3

int32 nNatural;
int32 nWeapon;
int32 nStrike;
int32 refuseRound;
int32 nConsidered;
int32 nConstrict;
int32 nEscape;
int32 seenEscapeParam;
int32 keepHeld;
int32 seenDef;

Monster "brawler" : MA_ANIMAL
  { Image: red 'b'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_CLAW for 1d1 AD_SLASH; Flags: M_HOSTILE;
    On Event EV_NATTACK {
      nNatural += 1;
      if (refuseRound)
        return ABORT;
      return NOTHING;
      };
    On Event EV_WATTACK { nWeapon += 1; return NOTHING; };
    On Event EV_STRIKE { nStrike += 1; return NOTHING; };
    On Event POST(EV_STRIKE) { seenDef = e.vDef; return NOTHING; };
  }
Monster "dummy" : MA_ANIMAL
  { Image: white 'd'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d1 AD_PIERCE; Flags: M_HOSTILE; }
Monster "salamander" : MA_ANIMAL
  { Image: red 's'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d1 AD_PIERCE; Flags: M_HOSTILE; }
Monster "constrictor" : MA_ANIMAL
  { Image: green 'S'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d1 AD_PIERCE and AD_GRAB (DC 30), A_CONS for 1d1 AD_BLUNT; Flags: M_HOSTILE;
    On Event EV_STRIKE {
      if (e.AType == A_CONS)
        nConstrict += 1;
      return NOTHING;
      };
  }
Monster "python" : MA_ANIMAL
  { Image: green 'P'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d1 AD_PIERCE; Feats: FT_NATURAL_GRAB; Flags: M_HOSTILE; }
Item "war pick" : T_WEAPON
  { Image: cyan '|'; SDmg: 1d1; LDmg: 1d1; Level: 1; Weight: 10; }
Item "iron helm" : 41 { Image: grey ']'; Level: 1; Weight: 30; }
Item "copper ring" : 48 { Image: yellow '='; Level: 1; Weight: 1; }
Item "mail shirt" : T_ARMOUR { Image: grey '['; Def: 2; Arm: slash 2, pierce 2, blunt 2; Level: 1; Weight: 200; }
Monster "orc" : MA_GOBLINOID
  { Image: green 'o'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_PUNC for 1d1 AD_BLUNT; Flags: M_HOSTILE, M_HUMANOID;
    Gear: $"war pick", $"iron helm", $"copper ring", $"mail shirt"; }
Monster "wolf" : MA_ANIMAL
  { Image: grey 'C'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d1 AD_PIERCE; Flags: M_HOSTILE, M_NOHANDS;
    Gear: $"war pick", $"iron helm", $"copper ring", $"mail shirt"; }

Terrain "curtain of fire"
  { Image: red ';'; Flags: TF_WARN;
    On Event EV_MON_CONSIDER {
      nConsidered += 1;
      if (EActor->mID == $"salamander")
        return NOTHING;
      return ABORT;
      };
  }

God "Watcher"
  { On Event GODWATCH(PRE(EV_SATTACK)) {
      if (e.EParam == A_ESCA) {
        nEscape += 1;
        seenEscapeParam = e.EParam;
        if (keepHeld)
          return ABORT;
        }
      return NOTHING;
      };
  }
)";

PlayerCommand stepWest()
{
    PlayerCommand step = PlayerCommand::of(game::CommandKind::Move);
    step.direction = 6;     // kDirectionX/Y: north, north-east, east, south-east, south, south-west, west
    return step;
}

void writeCurtain(game::Game& g, int x, int y)
{
    const auto view = module::view<module::TerrainView>(g.resources(), idOf(g, "curtain of fire"));
    g.level().map().setTerrain(x, y, map::terrainTypeOf(*view));
}

} // namespace

class TestMonsterAttackEvents : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Monster.cpp, Monster::ChooseAction (ACT_NATTACK without a
    // melee weapon: Throw(EV_NATTACK), ACT_WATTACK with one); src/Move.cpp,
    // Creature::Walk (the player's S_BRAWL round is EV_NATTACK); src/Fight.cpp,
    // Creature::WAttack (ReThrow(EV_NATTACK) for a weapon that cannot melee);
    // src/Event.cpp (an ABORT from a handler ends the throw before the
    // creature's own handling).
    void aNaturalRoundIsNattackAndAbortTakesItAway()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& brawler = *g.creature(place(g, "brawler", a->start.x + 4, a->start.y));
        Creature& dummy = *g.creature(place(g, "dummy", a->start.x + 5, a->start.y));
        brawler.hitBonus = 100;     // every claw lands
        game::meleeAttack(g, brawler, dummy);
        QCOMPARE(test::moduleVariable(g, "nNatural"), 1);
        QCOMPARE(test::moduleVariable(g, "nWeapon"), 0);
        QCOMPARE(test::moduleVariable(g, "nStrike"), 1);
        // Its handler answering ABORT: no blow at all.
        test::moduleVariable(g, "refuseRound") = 1;
        QCOMPARE(game::meleeAttack(g, brawler, dummy), int32_t(game::ABORT));
        QCOMPARE(test::moduleVariable(g, "nNatural"), 2);
        QCOMPARE(test::moduleVariable(g, "nStrike"), 1);
        QCOMPARE(dummy.hp, 199);
        test::moduleVariable(g, "refuseRound") = 0;
        // A weapon round for a brawler (a script's Throw) becomes a natural one.
        test::throwAt(g, game::EV_WATTACK, brawler.handle(), dummy.handle());
        QCOMPARE(test::moduleVariable(g, "nWeapon"), 1);
        QCOMPARE(test::moduleVariable(g, "nNatural"), 3);
        QCOMPARE(test::moduleVariable(g, "nStrike"), 2);
        // Wielding a weapon, its round is EV_WATTACK alone (one swing at Hit 0).
        brawler.hitBonus = 0;
        const Handle pick = g.spawnItem(idOf(g, "war pick"), 0, brawler.x, brawler.y);
        g.giveItem(brawler, *g.item(pick));
        brawler.weapon = pick;
        game::meleeAttack(g, brawler, dummy);
        QCOMPARE(test::moduleVariable(g, "nWeapon"), 2);
        QCOMPARE(test::moduleVariable(g, "nNatural"), 3);
        QCOMPARE(test::moduleVariable(g, "nStrike"), 3);
    }

    // rule: src/Djikstra.cpp (a TF_WARN terrain whose EV_MON_CONSIDER answers
    // ABORT is no way for the creature: cost 0), the original's pathing
    // for every monster's step.
    void warnTerrainAsksWhetherAMonsterStepsOnIt()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        // A curtain across the arena, between the player and the monsters.
        const int curtainX = a->start.x + 6;
        for (int y = 4; y < 4 + 13; ++y)
            writeCurtain(g, curtainX, y);
        QCOMPARE(game::consideringTerrainsOf(g.resources()).size(), size_t(1));
        const Handle wary = place(g, "dummy", curtainX + 1, a->start.y);
        for (int i = 0; i < 10; ++i) {
            Creature* c = g.creature(wary);
            QVERIFY(c);
            game::takeMonsterTurn(g, *c);
            QVERIFY2(c->x > curtainX, qPrintable(QString("the dummy stepped to x %1").arg(c->x)));
        }
        QVERIFY(test::moduleVariable(g, "nConsidered") > 0);
        // A creature the terrain lets by walks through it to the player.
        const Handle bold = place(g, "salamander", curtainX + 1, a->start.y + 2);
        bool crossed = false;
        for (int i = 0; i < 12 && !crossed; ++i) {
            game::takeMonsterTurn(g, *g.creature(bold));
            crossed = g.creature(bold)->x <= curtainX;
        }
        QVERIFY(crossed);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // rule: src/Fight.cpp, Creature::Damage (AD_GRAB: on a failed save the
    // victim GRABBED and the attacker GRAPPLING, each naming the other) and
    // Creature::NAttack (is_postgrab_attk blows on a held victim each round).
    void aGrabHoldsAndTheHoldCrushes()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = g.player();
        self.hp = self.maxHp = 500;
        Creature& snake = *g.creature(place(g, "constrictor", self.x + 1, self.y));
        snake.hitBonus = 100;       // every bite lands
        for (int i = 0; i < 20 && !game::grapple::holds(snake, self); ++i)
            game::meleeAttack(g, snake, self);
        QVERIFY(game::grapple::holds(snake, self));
        QCOMPARE(self.status(game::conditions::GRABBED)->source, snake.handle());
        QCOMPARE(snake.status(game::conditions::GRAPPLING)->source, self.handle());
        // Said while the bite's damage is dealt, so gathered after the bite's
        // message with the rest of what it did (src/Fight.cpp, QUEUE_DAMAGE_MSG).
        const auto grabs = std::count_if(g.log().begin(), g.log().end(), [](const game::LogEntry& entry) {
            return entry.text().find("The constrictor grabs you!") != std::string::npos;
        });
        QCOMPARE(grabs, 1);
        QCOMPARE(test::moduleVariable(g, "nConstrict"), 0);
        game::meleeAttack(g, snake, self);
        QCOMPARE(test::moduleVariable(g, "nConstrict"), 1);
        // Its death ends the hold: the victim walks away freely.
        g.removeCreature(snake, self.handle(), "test");
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        const int x0 = self.x;
        QVERIFY(g.perform(stepWest()));
        QCOMPARE(self.x, x0 - 1);
        QVERIFY(!self.hasStatus(game::conditions::GRABBED));
        QCOMPARE(test::moduleVariable(g, "nEscape"), 0);     // nothing held it: no try was thrown
    }

    // rule: src/Fight.cpp, Creature::NAttack (FT_NATURAL_GRAB: the first
    // natural blow that lands starts a grapple) and Creature::ManeuverCheck.
    void naturalGrappleTakesHoldAfterAHit()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = g.player();
        self.hp = self.maxHp = 500;
        self.hitBonus = -100;       // loses every grapple check
        Creature& python = *g.creature(place(g, "python", self.x + 1, self.y));
        python.hitBonus = 100;
        game::meleeAttack(g, python, self);
        QVERIFY(game::grapple::holds(python, self));
        // One victim at a time.
        Creature& other = *g.creature(place(g, "dummy", python.x, python.y + 1));
        game::meleeAttack(g, python, other);
        QVERIFY(!game::grapple::holds(python, other));
    }

    // rule: src/Move.cpp (EV_MOVE while GRABBED: ThrowVal(EV_SATTACK, A_ESCA),
    // ABORT while still held) and src/Fight.cpp, Creature::SAttack (A_ESCA:
    // a grapple check against each grappler; a failure costs the turn).
    void aHeldPlayerMustBreakFreeToStepAway()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& self = g.player();
        self.hp = self.maxHp = 500;
        Creature& python = *g.creature(place(g, "python", self.x + 1, self.y));
        python.hitBonus = 100;
        self.hitBonus = -100;
        QVERIFY(game::grapple::takeHold(g, python, self));
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        const int x0 = self.x;
        const uint64_t tick0 = g.tick();
        QVERIFY(g.perform(stepWest()));
        QCOMPARE(self.x, x0);
        QCOMPARE(test::moduleVariable(g, "nEscape"), 1);
        QCOMPARE(test::moduleVariable(g, "seenEscapeParam"), game::grapple::A_ESCA);
        QCOMPARE(test::countLogLines(g, "You struggle in the python's grip."), 1);
        QVERIFY(game::grapple::holds(python, self));
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        QVERIFY(g.tick() > tick0);
        // A handler answering ABORT before the try keeps it held, whatever its strength.
        self.hitBonus = 200;
        test::moduleVariable(g, "keepHeld") = 1;
        QVERIFY(g.perform(stepWest()));
        QCOMPARE(test::moduleVariable(g, "nEscape"), 2);
        QCOMPARE(self.x, x0);
        QVERIFY(game::grapple::holds(python, self));
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        // Stronger now, it breaks free and the same step takes it away.
        test::moduleVariable(g, "keepHeld") = 0;
        QVERIFY(g.perform(stepWest()));
        QCOMPARE(test::countLogLines(g, "You break free of the python's hold!"), 1);
        QVERIFY(!self.hasStatus(game::conditions::GRABBED));
        QVERIFY(!python.hasStatus(game::conditions::GRAPPLING));
        QCOMPARE(self.x, x0 - 1);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // rule: src/Fight.cpp, Creature::PreStrike (a victim caught flat-footed,
    // or one that cannot dodge, Creature::noDexDefense: GRABBED, STUNNED,
    // NAUSEA ..., loses its Dexterity bonus to vDef) and src/Values.cpp,
    // CalcValues (STUNNED or NAUSEA: -6 Dex, -10 speed).
    void theHeldAndTheReelingCannotDodge()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        Creature& brawler = *g.creature(place(g, "brawler", a->start.x + 4, a->start.y));
        Creature& dummy = *g.creature(place(g, "dummy", a->start.x + 5, a->start.y));
        dummy.attributes[game::rules::A_DEX] = 18;      // +4
        dummy.alertness.turnsOutOfFight = 0;           // alert: not flat-footed
        game::meleeAttack(g, brawler, dummy);
        const int32_t alert = test::moduleVariable(g, "seenDef");
        QCOMPARE(alert, game::defenceOf(g, dummy));
        QVERIFY(game::grapple::takeHold(g, brawler, dummy));
        dummy.alertness.turnsOutOfFight = 0;
        game::meleeAttack(g, brawler, dummy);
        QCOMPARE(test::moduleVariable(g, "seenDef"), alert - 4);
        game::grapple::releaseAll(g, dummy);
        QVERIFY(!brawler.hasStatus(game::conditions::GRAPPLING));
        // Caught flat-footed: the same loss.
        dummy.alertness.turnsOutOfFight = 20;
        game::meleeAttack(g, brawler, dummy);
        QCOMPARE(test::moduleVariable(g, "seenDef"), alert - 4);
        // Stunned: Dexterity 12 now (+1), and no dodging with it either.
        const int32_t speed = dummy.currentSpeed();
        dummy.addStatus(game::StatusEffect{game::rules::STUNNED, 0, 0, game::rules::SS_MISC, 5, 0, world::kNoObject});
        QCOMPARE(dummy.attribute(game::rules::A_DEX), 12);
        QCOMPARE(dummy.currentSpeed(), speed - 50);
        dummy.alertness.turnsOutOfFight = 0;
        game::meleeAttack(g, brawler, dummy);
        QCOMPARE(test::moduleVariable(g, "seenDef"), alert - 4 - 4);   // the stun's -4 and no Dex
    }

    // rule: src/Monster.cpp, Monster::Inventory (HotSlots: weapon, ready,
    // armour, ring, amulet, bracers, gauntlets, boots, helm, belt, cloak,
    // light) and src/Effects.cpp, TMonster::HasSlot (no hands: no weapon or
    // ring; armour only on a humanoid).
    void monstersWearWhatTheirBodyAllows()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        using namespace game::wear_slots;
        Creature& orc = *g.creature(place(g, "orc", a->start.x + 8, a->start.y));
        QCOMPARE(orc.inventory.size(), size_t(4));
        auto nameIn = [&](const Creature& c, int32_t slot) {
            const game::Item* it = g.item(game::equipment::inSlot(c, slot));
            return it ? it->name : std::string();
        };
        QCOMPARE(nameIn(orc, SL_WEAPON), std::string("war pick"));
        QCOMPARE(nameIn(orc, SL_HELM), std::string("iron helm"));
        QCOMPARE(nameIn(orc, SL_LRING), std::string("copper ring"));
        QCOMPARE(nameIn(orc, SL_ARMOUR), std::string("mail shirt"));
        QCOMPARE(orc.weapon, game::equipment::inSlot(orc, SL_WEAPON));
        Creature& wolf = *g.creature(place(g, "wolf", a->start.x + 8, a->start.y + 3));
        QCOMPARE(wolf.inventory.size(), size_t(4));
        QCOMPARE(nameIn(wolf, SL_WEAPON), std::string());
        QCOMPARE(nameIn(wolf, SL_LRING), std::string());
        QCOMPARE(nameIn(wolf, SL_ARMOUR), std::string());
        QCOMPARE(nameIn(wolf, SL_HELM), std::string("iron helm"));
    }
};

INCURSION_TEST_MAIN(TestMonsterAttackEvents)
#include "tst_monster_attack_events.moc"

} // namespace tst_monster_attack_events
