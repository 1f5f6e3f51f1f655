// The smoke run gives a resource the context the original gives it: an
// armour quality's effect is reached by wearing an armour of that quality
// (its scripts read the armour as EItem), an effect naming its BASE_ITEM is
// used through that item, and a monster only a spell brings comes summoned
// by the player (its EV_INITIALIZE asks who summoned it).
#include "game/smoke_run.h"

#include "support/smoke_arena.h"
#include "support/test_suite.h"

#include <QtTest>

namespace tst_smoke_contexts {

using namespace incursion;
using game::SmokeOutcome;

namespace {

const std::string kWorld = R"(
#define SUMMONED 67
#define NULL_OBJ ((hObj)0)
#define NULL_ID ((rID)0)
#define BASE_ITEM 101
#define T_TOOL 56
#define AI_WONDER 38
#define EA_GENERIC 46

Monster "mouse" : MA_ANIMAL
  { Image: grey 'r'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Attk: A_BITE for 1d2 AD_PIERCE; }
Item "padded armour" : T_ARMOUR { Image: brown '['; Def: 1; Level: 1; Weight: 100; }
Item "brazier" : T_TOOL { Image: red '&'; Flags: IT_NOGEN; Weight: 25; }

Effect "quality::sacred" : EA_GRANT
  { xval: ADJUST; yval: A_CHA; pval: 1;
    On Event EV_MAGIC_HIT {
      e.vDmg = EItem->GetPlus() + 1;
      }; }

AI_WONDER Effect "Brazier of Warmth" : EA_GENERIC
  { Level: 1;
    On Event EV_MAGIC_HIT {
      e.vDmg = EItem->GetPlus();
      return DONE;
      };
    Constants: * BASE_ITEM $"brazier"; }

Monster "ghostly hand" : MA_UNDEAD
  { Image: white 'h'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Attk: A_PUNC for 1d2 AD_BLUNT; Flags: M_NOGEN;
    On Event EV_INITIALIZE {
      EActor->GainPermStati(ADJUST, NULL_OBJ, SS_ENCH, A_STR, EActor->GetStatiObj(SUMMONED)->CasterLev(), NULL_ID);
      }; }

Spell "Call Hand" : EA_SUMMON { Level: 1; Cost: 1; rval: $"ghostly hand"; pval: 1; }
)";

game::SmokeReport smoke()
{
    return test::smokeReportOf(
        test::buildInMemory("contexts.irc", test::kGameTestPrelude + kWorld, test::RuntimeApi::Read).image);
}

const game::SmokeResult* find(const game::SmokeReport& report, std::string_view name)
{
    return test::smokeResultOf(report, name);
}

std::string errorsOf(const game::SmokeResult* r)
{
    std::string out;
    if (r)
        for (const std::string& e : r->errors)
            out += e + "\n";
    return out;
}

} // namespace

class SmokeContextsTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Item.cpp, Armour::Event (POST(EV_WIELD): each quality's
    // "quality::" effect thrown with the armour as EItem).
    void armourQualityWornOnAnArmour()
    {
        const game::SmokeReport report = smoke();
        const game::SmokeResult* r = find(report, "quality::sacred");
        QVERIFY(r);
        QVERIFY2(r->outcome == SmokeOutcome::Clean, errorsOf(r).c_str());
        QVERIFY2(r->exercise.starts_with("on a padded armour of that quality, worn, "), r->exercise.c_str());
        QVERIFY(r->handlersRun > 0);
    }

    // rule: src/Item.cpp, Item::Initialize (an effect's BASE_ITEM is the item it is made into).
    void baseItemCarriesTheEffect()
    {
        const game::SmokeReport report = smoke();
        const game::SmokeResult* r = find(report, "Brazier of Warmth");
        QVERIFY(r);
        QVERIFY2(r->outcome == SmokeOutcome::Clean, errorsOf(r).c_str());
        QCOMPARE(r->exercise, std::string("used through a brazier the player carries, on the player"));
    }

    // rule: src/Encounter.cpp, Map::enBuildMon (SUMMONED gained before Initialize throws EV_INITIALIZE).
    void summonedOnlyMonsterComesSummoned()
    {
        const game::SmokeReport report = smoke();
        const game::SmokeResult* hand = find(report, "ghostly hand");
        QVERIFY(hand);
        QVERIFY2(hand->outcome == SmokeOutcome::Clean, errorsOf(hand).c_str());
        QVERIFY2(hand->exercise.starts_with("summoned by the player (Call Hand), "), hand->exercise.c_str());
        const game::SmokeResult* spell = find(report, "Call Hand");
        QVERIFY(spell);
        QVERIFY2(spell->outcome == SmokeOutcome::Clean, errorsOf(spell).c_str());
    }
};

INCURSION_TEST_MAIN(SmokeContextsTest)
#include "tst_smoke_contexts.moc"
} // namespace tst_smoke_contexts
