// Melee as nested events (runtime/game/combat.h): every link of the chain
// EV_WATTACK -> EV_STRIKE -> EV_HIT / EV_MISS -> EV_DAMAGE -> EV_DEATH runs
// the scripts of those taking part, which see and change the event's fields;
// the rules behind it (d20 against defence, criticals, armour, immunities,
// resistances, riders' saves, death, experience) and the messages it prints.
//
// The scripts record what they see in module variables, which the tests
// read and set through the program. Outcomes that depend on the dice are
// forced (a defence out of reach, a script that rewrites the roll's fields)
// or repeated until they occur; the game is seeded, so every run is the same.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/combat.h"
#include "game/rules.h"
#include "game/runtime_api.h"

#include <QtTest>

namespace tst_combat {

using namespace incursion;
using game::Creature;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define A_TUCH 9
#define AD_CONF 26
#define CONFUSED 6
#define DF_FIRE 0x00000001
#define DF_COLD 0x00000002
#define DF_ELEC 0x00000008
#define DF_POIS 0x00000010
#define DF_CRIT 0x00400000
#define WT_PIERCING 27
#define T_ARMOUR 21

int32 nRound;
int32 nStrike;
int32 nHit;
int32 nMiss;
int32 nDamage;
int32 nToxin;
int32 nDeath;
int32 seenThreat;
int32 seenCrit;
int32 seenFirstHit;
int32 seenLastHit;
int32 seenRoll;
int32 seenIsCrit;
int32 seenDmg;
int32 seenDType;
int32 seenAType;
int32 seenBlowDmg;
int32 addDamage;
int32 forceDamage;
int32 stopDamage;
int32 forceCrit;
int32 golemMended;
int32 golemSlowed;

Monster "brawler" : MA_GOBLINOID
  { Image: red 'b'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_CLAW for 2d1 AD_SLASH; Flags: M_HOSTILE;
    On Event EV_NATTACK { nRound += 1; return NOTHING; };
    On Event EV_STRIKE {
      nStrike += 1;
      seenThreat = e.vThreat;
      seenCrit = e.vCrit;
      if (nStrike == 1)
        seenFirstHit = e.vHit;
      seenLastHit = e.vHit;
      if (forceCrit) {
        e.vThreat = 20;
        e.vDef = -100;
        }
      return NOTHING;
      };
    On Event POST(EV_STRIKE) { seenRoll = e.vRoll; return NOTHING; };
    On Event EV_HIT { nHit += 1; seenIsCrit = e.isCrit; return NOTHING; };
    On Event POST(EV_HIT) { seenBlowDmg = e.aDmg; return NOTHING; };
    On Event EV_MISS { nMiss += 1; return NOTHING; };
    On Event PRE(EV_DAMAGE) { e.vDmg += addDamage; return NOTHING; };
  }

Monster "twin claws" : MA_ANIMAL
  { Image: red 't'; CR: 1; HD: 1; Hit: 0; Def: 10;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_CLAW for 1d1 AD_SLASH, A_TUCH for 1d1 AD_BLUNT; Flags: M_HOSTILE;
    On Event EV_STRIKE { nStrike += 1; return NOTHING; };
  }

Monster "spider" : MA_ANIMAL
  { Image: grey 's'; CR: 1; HD: 1; Hit: 0; Def: 10;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d1 AD_PIERCE and 3d1 AD_TOXI (DC 12); Flags: M_HOSTILE; }

Monster "dummy" : MA_GOBLINOID
  { Image: white 'd'; CR: 1; HD: 1; Hit: 0; Def: 10;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_PUNC for 1d1 AD_BLUNT; Flags: M_HOSTILE;
    On Event EVICTIM(EV_DAMAGE) {
      nDamage += 1;
      if (e.DType == AD_TOXI)
        nToxin += 1;
      seenDmg = e.vDmg;
      seenDType = e.DType;
      seenAType = e.AType;
      if (forceDamage > 0)
        e.vDmg = forceDamage;
      if (stopDamage)
        return DONE;
      return NOTHING;
      };
    On Event EVICTIM(EV_DEATH) { nDeath += 1; return NOTHING; };
  }

Monster "goblin" : MA_GOBLINOID
  { Image: green 'g'; CR: 1/2; HD: 1; Hit: 1; Def: 12;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_CLAW for 1d4 AD_SLASH; Flags: M_HOSTILE; }

Monster "salamander" : MA_ANIMAL
  { Image: red 'S'; CR: 2; HD: 2; Hit: 2; Def: 14;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d4 AD_PIERCE;
    Resists: DF_COLD; Immune: DF_FIRE, DF_POIS, DF_CRIT; Flags: M_HOSTILE; }

/* The example's flesh golem, with what the host API offers so far:
   lightning is stopped (DONE) and counted instead of mending it, and fire
   and cold are counted instead of slowing it. */
Monster "flesh golem" : MA_GOLEM
  { Image: red 'G'; CR: 5; HD: 9; Hit: 7; Def: 14; Arm: 0;
    Str 10, Dex 10, Con 10, Int 1, Wis 11, Cha 1;
    Attk: A_SLAM for 2d8 AD_BLUNT; Flags: M_HOSTILE, M_MINDLESS;
    On Event EVICTIM(EV_DAMAGE) {
      if (e.DType == AD_ELEC) {
        golemMended += e.vDmg;
        return DONE;
        }
      if (e.DType == AD_FIRE || e.DType == AD_COLD)
        golemSlowed += 1;
      return NOTHING;
      };
  }

Item "war pick" : T_WEAPON
  { Image: cyan '|'; SDmg: 2d1; LDmg: 3d1; Crit: x3; Threat: 2; Level: 1; Weight: 10; Flags: WT_PIERCING; }
Item "scale vest" : T_ARMOUR
  { Image: brown '['; Def: 0; Arm: slash 4, pierce 1, blunt 2; Level: 1; Weight: 150; }
)";

// The example's flesh golem as it is written there, for the host API that
// runs it (cHP, mHP, GainTempStati, VPrint). (The apostrophe stays out of
// the raw string: moc reads it as the start of a character literal.)
const std::string kMended = "The lightning knits the flesh golem's seams together!";
const std::string kExampleGolem = R"(
#define SS_ATTK 6
#define NULL_OBJ ((hObj)0)
Monster "flesh golem" : MA_GOLEM
  { Image: red 'G'; CR: 5; HD: 9; Hit: 7; Def: 14; Arm: 0; Spd: 90%;
    Str 10, Dex 10, Con 10, Int 1, Wis 11, Cha 1;
    Attk: A_SLAM for 2d8 AD_BLUNT; Flags: M_HOSTILE, M_MINDLESS;
    On Event EVICTIM(EV_DAMAGE) {
      int16 healed;
      if (e.DType == AD_ELEC) {
        healed = min(e.vDmg, EVictim->mHP - EVictim->cHP);
        EVictim->cHP = EVictim->cHP + healed;
        VPrint(e, "The lightning knits your seams together!",
                  ")" + kMended + R"(");
        return DONE;
        }
      if (e.DType == AD_FIRE || e.DType == AD_COLD) {
        EVictim->GainTempStati(ADJUST, NULL_OBJ, 3, SS_ATTK, A_SPD, -5);
        VPrint(e, "Your limbs stiffen and slow.",
                  "The flesh golem stiffens and slows.");
        }
      return NOTHING;
      };
  }
)";

QString logText(const game::Game& g)
{
    QString log;
    for (const game::LogEntry& entry : g.log())
        log += QString::fromStdString(entry.text()) + "\n";
    return log;
}

int logCount(const game::Game& g, const QString& line)
{
    return int(logText(g).count(line + "\n"));
}

// A started game with the player ready to act and its Strength modifier 0.
std::unique_ptr<game::Game> startGame(uint64_t seed = 1)
{
    std::unique_ptr<game::Game> g = test::startPlaying(kWorld, seed);
    g->player().attributes[game::rules::A_STR] = 10;
    return g;
}

Creature& spawn(game::Game& g, std::string_view name)
{
    const Handle handle = test::spawnNextToPlayer(g, name);
    if (handle == world::kNoObject)
        qFatal("could not spawn %s", std::string(name).c_str());
    return *g.creature(handle);
}

// Gives `owner` a new item of `name`, wielded or worn as its kind says.
game::Item& equip(game::Game& g, Creature& owner, std::string_view name)
{
    const Handle handle = g.spawnItem(*g.resources().find(name), 0, owner.x, owner.y);
    game::Item& it = *g.item(handle);
    g.giveItem(owner, it);
    if (it.itemType == game::rules::T_WEAPON)
        owner.weapon = handle;
    else
        owner.bodyArmour = handle;
    return it;
}

} // namespace

class TestCombat : public QObject {
    Q_OBJECT

private slots:
    void everyLinkRunsTheScripts()
    {
        auto g = startGame();
        Creature& brawler = spawn(*g, "brawler");
        Creature& dummy = spawn(*g, "dummy");
        dummy.defence = -100;     // only a natural 1 misses
        dummy.hp = dummy.maxHp = 100;
        int rounds = 0;
        while (test::moduleVariable(*g, "nHit") == 0 && rounds < 10) {
            game::meleeAttack(*g, brawler, dummy);
            ++rounds;
        }
        QCOMPARE(test::moduleVariable(*g, "nRound"), rounds);
        QCOMPARE(test::moduleVariable(*g, "nStrike"), rounds);      // one claw a round
        QCOMPARE(test::moduleVariable(*g, "nHit") + test::moduleVariable(*g, "nMiss"), rounds);
        QCOMPARE(test::moduleVariable(*g, "nHit"), 1);
        // The strike's fields, as the scripts saw them before the roll: a
        // natural attack threatens on 20 only and doubles.
        QCOMPARE(test::moduleVariable(*g, "seenThreat"), 1);
        QCOMPARE(test::moduleVariable(*g, "seenCrit"), 2);
        QCOMPARE(test::moduleVariable(*g, "seenFirstHit"), 0);      // Hit 0, Str 10
        QVERIFY(test::moduleVariable(*g, "seenRoll") >= 2 && test::moduleVariable(*g, "seenRoll") <= 20);
        // The damage event: the claw's 2d1 slashing, once.
        QCOMPARE(test::moduleVariable(*g, "nDamage"), 1);
        QCOMPARE(test::moduleVariable(*g, "seenDType"), game::rules::AD_SLASH);
        QCOMPARE(test::moduleVariable(*g, "seenAType"), game::rules::A_CLAW);
        const int expected = test::moduleVariable(*g, "seenIsCrit") ? 4 : 2;
        QCOMPARE(test::moduleVariable(*g, "seenDmg"), expected);
        QCOMPARE(dummy.hp, 100 - expected);
        // POST(EV_HIT) learns what the blow did.
        QCOMPARE(test::moduleVariable(*g, "seenBlowDmg"), expected);
        QVERIFY2(logText(*g).contains("The brawler claws the dummy."), qPrintable(logText(*g)));
    }

    void aMissThrowsEvMiss()
    {
        auto g = startGame();
        Creature& brawler = spawn(*g, "brawler");
        Creature& dummy = spawn(*g, "dummy");
        dummy.defence = 127;      // only a natural 20 hits
        dummy.hp = dummy.maxHp = 100;
        for (int i = 0; i < 10 && test::moduleVariable(*g, "nMiss") == 0; ++i)
            game::meleeAttack(*g, brawler, dummy);
        QCOMPARE(test::moduleVariable(*g, "nMiss"), 1);
        QCOMPARE(test::moduleVariable(*g, "nDamage"), test::moduleVariable(*g, "nHit"));
        QCOMPARE(logCount(*g, "The brawler misses the dummy."), 1);
        // The player's own miss reads in the second person.
        for (int i = 0; i < 10 && logCount(*g, "You miss the dummy.") == 0; ++i)
            game::meleeAttack(*g, g->player(), dummy);
        QCOMPARE(logCount(*g, "You miss the dummy."), 1);
    }

    void multipleBlowsEachStrike()
    {
        auto g = startGame();
        Creature& twin = spawn(*g, "twin claws");
        Creature& dummy = spawn(*g, "dummy");
        dummy.hp = dummy.maxHp = 100;
        game::meleeAttack(*g, twin, dummy);
        QCOMPARE(test::moduleVariable(*g, "nStrike"), 2);
        test::moduleVariable(*g, "nStrike") = 0;
        // A wielded weapon replaces the natural attacks, and an attack bonus
        // of +11 swings three times: +11, +6, +1.
        Creature& brawler = spawn(*g, "brawler");
        equip(*g, brawler, "war pick");
        brawler.hitBonus = 11;
        game::meleeAttack(*g, brawler, dummy);
        QCOMPARE(test::moduleVariable(*g, "nStrike"), 3);
        QCOMPARE(test::moduleVariable(*g, "seenFirstHit"), 11);
        QCOMPARE(test::moduleVariable(*g, "seenLastHit"), 1);
        // The weapon's own threat range and multiplier.
        QCOMPARE(test::moduleVariable(*g, "seenThreat"), 2);
        QCOMPARE(test::moduleVariable(*g, "seenCrit"), 3);
    }

    void criticalsMultiply()
    {
        auto g = startGame();
        Creature& brawler = spawn(*g, "brawler");
        Creature& dummy = spawn(*g, "dummy");
        dummy.hp = dummy.maxHp = 1000;
        test::moduleVariable(*g, "forceCrit") = 1;      // every hit threatens and is confirmed unless a 1 is rolled
        for (int i = 0; i < 10 && !test::moduleVariable(*g, "seenIsCrit"); ++i)
            game::meleeAttack(*g, brawler, dummy);
        QCOMPARE(test::moduleVariable(*g, "seenIsCrit"), 1);
        QCOMPARE(test::moduleVariable(*g, "seenDmg"), 2 * 2);       // the claw's 2, doubled
        QVERIFY(logText(*g).contains("The brawler claws the dummy. A critical hit!"));
        // A weapon's multiplier: the war pick's 2d1 x3.
        equip(*g, brawler, "war pick");
        test::moduleVariable(*g, "seenIsCrit") = 0;
        for (int i = 0; i < 10 && !test::moduleVariable(*g, "seenIsCrit"); ++i)
            game::meleeAttack(*g, brawler, dummy);
        QCOMPARE(test::moduleVariable(*g, "seenIsCrit"), 1);
        QCOMPARE(test::moduleVariable(*g, "seenDmg"), 2 * 3);
        QCOMPARE(test::moduleVariable(*g, "seenDType"), game::rules::AD_PIERCE);
        QVERIFY(logText(*g).contains("The brawler hits the dummy. A critical hit!"));
        // Creatures immune to criticals (DF_CRIT) are never threatened.
        Creature& salamander = spawn(*g, "salamander");
        salamander.hp = salamander.maxHp = 1000;
        game::meleeAttack(*g, brawler, salamander);
        QCOMPARE(test::moduleVariable(*g, "seenThreat"), 0);    // as the script saw it, before forcing a threat
    }

    void scriptsChangeTheDamage()
    {
        auto g = startGame();
        Creature& brawler = spawn(*g, "brawler");
        Creature& dummy = spawn(*g, "dummy");
        dummy.hp = dummy.maxHp = 100;
        // PRE(EV_DAMAGE) of the attacker adds 5.
        test::moduleVariable(*g, "addDamage") = 5;
        game::dealDamage(*g, brawler.handle(), dummy, game::rules::AD_FIRE, 3, "test");
        QCOMPARE(test::moduleVariable(*g, "seenDmg"), 8);
        QCOMPARE(dummy.hp, 92);
        // EVICTIM(EV_DAMAGE) of the victim sets it (after PRE).
        test::moduleVariable(*g, "forceDamage") = 4;
        game::dealDamage(*g, brawler.handle(), dummy, game::rules::AD_FIRE, 3, "test");
        QCOMPARE(dummy.hp, 88);
        // A DONE from EVICTIM(EV_DAMAGE) replaces the C++ handling: no damage.
        test::moduleVariable(*g, "stopDamage") = 1;
        game::dealDamage(*g, brawler.handle(), dummy, game::rules::AD_FIRE, 30, "test");
        QCOMPARE(dummy.hp, 88);
        QCOMPARE(test::moduleVariable(*g, "nDamage"), 3);
        // The same in melee: the claw's damage as the scripts rewrote it.
        test::moduleVariable(*g, "stopDamage") = 0;
        test::moduleVariable(*g, "forceDamage") = 0;
        dummy.defence = -100;
        const int hitsBefore = test::moduleVariable(*g, "nHit");
        for (int i = 0; i < 10 && test::moduleVariable(*g, "nHit") == hitsBefore; ++i)
            game::meleeAttack(*g, brawler, dummy);
        QCOMPARE(test::moduleVariable(*g, "seenDmg"), (test::moduleVariable(*g, "seenIsCrit") ? 4 : 2) + 5);
        QCOMPARE(dummy.hp, 88 - test::moduleVariable(*g, "seenDmg"));
    }

    void fleshGolemTurnsLightningAside()
    {
        auto g = startGame();
        Creature& golem = spawn(*g, "flesh golem");
        golem.hp = golem.maxHp = 50;
        golem.hp = 30;
        game::dealDamage(*g, g->player().handle(), golem, game::rules::AD_ELEC, 12, "test");
        QCOMPARE(golem.hp, 30);                     // DONE: the C++ handling never ran
        QCOMPARE(test::moduleVariable(*g, "golemMended"), 12);  // and the script saw the damage
        // Fire reaches the script (which would slow the golem with
        // GainTempStati) and, answered NOTHING, hurts as usual.
        game::dealDamage(*g, g->player().handle(), golem, game::rules::AD_FIRE, 5, "test");
        game::dealDamage(*g, g->player().handle(), golem, game::rules::AD_COLD, 5, "test");
        QCOMPARE(test::moduleVariable(*g, "golemSlowed"), 2);
        QCOMPARE(golem.hp, 20);
        game::dealDamage(*g, g->player().handle(), golem, game::rules::AD_BLUNT, 5, "test");
        QCOMPARE(test::moduleVariable(*g, "golemSlowed"), 2);
        QCOMPARE(golem.hp, 15);
    }

    void theExampleGolemMendsAndSlows()
    {
        const std::string api = game::runtimeApiHeader();
        for (const char* name : {"cHP", "mHP", "GainTempStati", "VPrint"})
            if (api.find(name) == std::string::npos)
                QSKIP(qPrintable(QStringLiteral("the host API has no %1 yet").arg(QLatin1String(name))));
        test::TestGame t = test::startTestGame(kExampleGolem);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        Creature& golem = spawn(g, "flesh golem");
        golem.hp = golem.maxHp = 50;
        golem.hp = 40;
        const Handle player = g.player().handle();
        // Lightning mends it, never above its full hit points.
        game::dealDamage(g, player, golem, game::rules::AD_ELEC, 6, "test");
        QCOMPARE(golem.hp, 46);
        game::dealDamage(g, player, golem, game::rules::AD_ELEC, 9, "test");
        QCOMPARE(golem.hp, 50);
        QCOMPARE(logCount(g, QString::fromStdString(kMended)), 2);
        // Fire hurts and slows it: 90% less 5 fives of percent.
        const int32_t speed = golem.currentSpeed();
        game::dealDamage(g, player, golem, game::rules::AD_FIRE, 7, "test");
        QCOMPARE(golem.hp, 43);
        QCOMPARE(golem.currentSpeed(), speed - 25);
        QCOMPARE(logCount(g, "The flesh golem stiffens and slows."), 1);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    void armourStopsPhysicalDamageOnly()
    {
        auto g = startGame();
        Creature& dummy = spawn(*g, "dummy");
        dummy.hp = dummy.maxHp = 100;
        dummy.armour = 3;
        const Handle player = g->player().handle();
        game::dealDamage(*g, player, dummy, game::rules::AD_SLASH, 5, "test");
        QCOMPARE(dummy.hp, 98);
        game::dealDamage(*g, player, dummy, game::rules::AD_FIRE, 5, "test");
        QCOMPARE(dummy.hp, 93);
        game::dealDamage(*g, player, dummy, game::rules::AD_BLUNT, 2, "test");
        QCOMPARE(dummy.hp, 93);
        QCOMPARE(logCount(*g, "The dummy shrugs off the blow."), 1);
        // Worn armour adds its Arm for the damage type: slash 4, pierce 1.
        dummy.armour = 0;
        equip(*g, dummy, "scale vest");
        game::dealDamage(*g, player, dummy, game::rules::AD_SLASH, 5, "test");
        QCOMPARE(dummy.hp, 92);
        game::dealDamage(*g, player, dummy, game::rules::AD_PIERCE, 5, "test");
        QCOMPARE(dummy.hp, 88);
        game::dealDamage(*g, player, dummy, game::rules::AD_ACID, 5, "test");
        QCOMPARE(dummy.hp, 83);
    }

    void immunityAndResistance()
    {
        auto g = startGame();
        Creature& salamander = spawn(*g, "salamander");
        salamander.hp = salamander.maxHp = 100;
        // `Immune: DF_FIRE ...` and `Resists: DF_COLD` as the resource stores them.
        QVERIFY(game::immuneTo(salamander, game::rules::AD_FIRE));
        QVERIFY(game::immuneTo(salamander, game::rules::AD_TOXI));
        QVERIFY(game::immuneTo(salamander, game::rules::AD_POIS));
        QVERIFY(!game::immuneTo(salamander, game::rules::AD_COLD));
        QVERIFY(game::resists(salamander, game::rules::AD_COLD));
        QVERIFY(!game::resists(salamander, game::rules::AD_NORM));
        const Handle player = g->player().handle();
        game::dealDamage(*g, player, salamander, game::rules::AD_FIRE, 10, "test");
        QCOMPARE(salamander.hp, 100);
        QCOMPARE(logCount(*g, "The fire does not harm the salamander."), 1);
        game::dealDamage(*g, player, salamander, game::rules::AD_COLD, 10, "test");
        QCOMPARE(salamander.hp, 95);
        QCOMPARE(logCount(*g, "The salamander resists the cold."), 1);
        game::dealDamage(*g, player, salamander, game::rules::AD_TOXI, 10, "test");
        QCOMPARE(salamander.hp, 95);
        QCOMPARE(logCount(*g, "The poison does not harm the salamander."), 1);
        game::dealDamage(*g, player, salamander, game::rules::AD_ELEC, 10, "test");
        QCOMPARE(salamander.hp, 85);
    }

    void aRiderAllowsASave()
    {
        // The spider's bite carries 3 points of poison (DC 12): a tough
        // victim shrugs most of it off, a frail one takes most of it.
        auto bites = [](int constitution) {
            auto g = startGame(3);
            Creature& spider = spawn(*g, "spider");
            Creature& dummy = spawn(*g, "dummy");
            dummy.hp = dummy.maxHp = 1000;
            dummy.defence = -100;
            dummy.attributes[game::rules::A_CON] = constitution;
            for (int i = 0; i < 40; ++i)
                game::meleeAttack(*g, spider, dummy);
            const int saved = logCount(*g, "The dummy resists the poison.");
            const int poisoned = test::moduleVariable(*g, "nToxin");
            const int hits = logCount(*g, "The spider bites the dummy.") +
                             logCount(*g, "The spider bites the dummy. A critical hit!");
            return std::tuple{hits, saved, poisoned};
        };
        const auto [toughHits, toughSaved, toughPoisoned] = bites(40);      // +15: only a 1 fails
        QVERIFY(toughHits >= 30);
        QCOMPARE(toughSaved + toughPoisoned, toughHits);
        QVERIFY2(toughSaved >= toughHits * 3 / 4, qPrintable(QString::number(toughSaved)));
        const auto [frailHits, frailSaved, frailPoisoned] = bites(1);       // -5: 17 and up saves
        QCOMPARE(frailSaved + frailPoisoned, frailHits);
        QVERIFY2(frailPoisoned >= frailHits / 2, qPrintable(QString::number(frailPoisoned)));
    }

    void deathRemovesDropsAndRewards()
    {
        auto g = startGame();
        Creature& goblin = spawn(*g, "goblin");
        const Handle handle = goblin.handle();
        const int x = goblin.x, y = goblin.y;
        const game::Item& vest = equip(*g, goblin, "scale vest");
        const Handle vestHandle = vest.handle();
        goblin.hp = 1;
        goblin.defence = -100;
        goblin.bodyArmour = world::kNoObject;   // carried, not worn: nothing stops the blow
        const int32_t experience = g->player().experience;
        for (int i = 0; i < 10 && g->creature(handle); ++i)
            game::meleeAttack(*g, g->player(), *g->creature(handle));
        QVERIFY(!g->creature(handle));
        QVERIFY(logText(*g).contains("You hit the goblin."));
        QCOMPARE(logCount(*g, "The goblin dies."), 1);
        QVERIFY(g->registry().diagnose(handle).find("slain by player") != std::string::npos);
        // Its gear lies where it fell.
        const game::Item* dropped = g->item(vestHandle);
        QVERIFY(dropped);
        QCOMPARE(dropped->owner, world::kNoObject);
        QCOMPARE(dropped->x, x);
        QCOMPARE(dropped->y, y);
        // CR 1/2 is worth 150 experience to a first-level killer, and the kill is counted.
        QCOMPARE(g->player().experience, experience + 150);
        QCOMPARE(g->stats().levels.front().kills.at("goblin"), 1);
        // The victim's EVICTIM(EV_DEATH) handler runs before it is removed.
        Creature& dummy = spawn(*g, "dummy");
        dummy.hp = 3;
        game::dealDamage(*g, g->player().handle(), dummy, game::rules::AD_FIRE, 10, "test");
        QCOMPARE(test::moduleVariable(*g, "nDeath"), 1);
        QCOMPARE(logCount(*g, "The dummy dies."), 1);
    }

    void thePlayersDeathHasACause()
    {
        auto g = startGame();
        Creature& goblin = spawn(*g, "goblin");
        Creature& self = g->player();
        self.bodyArmour = world::kNoObject;
        self.defence = -100;
        self.hp = 1;
        for (int i = 0; i < 10 && !g->playerDead(); ++i)
            game::meleeAttack(*g, goblin, self);
        QVERIFY(g->playerDead());
        QVERIFY(logText(*g).contains("The goblin claws you."));
        QCOMPARE(logCount(*g, "You die..."), 1);
        QCOMPARE(QString::fromStdString(g->causeOfDeath()),
                 QStringLiteral("Killed by a goblin's claw on level 1, turn %1.").arg(g->turn()));
        QCOMPARE(g->advance(), game::GameStatus::PlayerDead);
    }

    // A killer the player does not see is "something" on the grave, its
    // blow still named ("its claw" read as if the player had seen it).
    void anUnseenKillerIsSomething()
    {
        auto g = startGame();
        Creature& goblin = spawn(*g, "goblin");
        Creature& self = g->player();
        self.bodyArmour = world::kNoObject;
        self.defence = -100;
        self.hp = 1;
        self.stati.push_back({game::rules::BLIND, 0, 0, 0, -1, 0, world::kNoObject, 0});
        g->updatePlayerView();
        // Blind, the player sees only the cells next to it: the goblin strikes from two steps away.
        int gx = -1, gy = -1;
        for (int dy = -2; dy <= 2 && gx < 0; ++dy)
            for (int dx = -2; dx <= 2 && gx < 0; ++dx)
                if ((std::abs(dx) == 2 || std::abs(dy) == 2) && g->level().map().contains(self.x + dx, self.y + dy) &&
                    g->level().map().walkable(self.x + dx, self.y + dy) &&
                    !g->creatureAt(self.x + dx, self.y + dy))
                    gx = self.x + dx, gy = self.y + dy;
        QVERIFY(gx >= 0);
        g->moveCreature(goblin, gx, gy);
        QVERIFY(!g->playerPerceives(goblin.handle()));
        for (int i = 0; i < 10 && !g->playerDead(); ++i)
            game::meleeAttack(*g, goblin, self);
        QVERIFY(g->playerDead());
        QCOMPARE(QString::fromStdString(g->causeOfDeath()),
                 QStringLiteral("Killed by something's claw on level 1, turn %1.").arg(g->turn()));
    }
};

INCURSION_TEST_MAIN(TestCombat)
#include "tst_combat.moc"
} // namespace tst_combat
