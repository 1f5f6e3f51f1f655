// The encounter generator (game/encounter_generator.h) on small modules of
// our own: an Encounter chosen by CR, a group of several parts and counts
// with a named template, Encounter handlers that change the group, a level
// populated from Encounter resources (deterministically), a script's
// thEnGenMonSummXY and enUniformGet, and bad data that gives a clear error.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/encounter_generator.h"
#include "game/monster_templates.h"
#include "game/rules.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <tuple>

namespace tst_encounters {

using namespace incursion;
using game::Creature;
using game::encounters::EncounterOutcome;
using game::encounters::EncounterRequest;
using game::encounters::generateEncounter;
using world::Handle;

namespace {

const std::string kDefines = R"(
#define NULL_OBJ ((hObj)0)
#define NULL_ID ((rID)0)
#define MA_ALL 0
#define NF_NOGEN 1
#define NF_SINGLE 2
#define NF_UNIFORM 9
#define EP_NOXCR 0x00000004
#define EP_SKEW_FOR_AMT 0x00000800
#define EN_SINGLE 0x00000004
#define EN_SUMMON 0x00000400
#define MON_LIST1 105
#define TM_SKILL 1
#define SS_MISC 7
#define M_NOGEN 24
#define CANNOT_CAST_IT (-1)
)";

// Rats and jackals at CR 1, ogres at CR 5.
const std::string kMonsters = R"(
Template "spotted" : TM_SKILL { CR: +1; }
Monster "rat" : MA_ANIMAL { Image: brown 'r'; CR: 1; HD: 1; Attk: A_BITE for 1d3 AD_PIERCE; }
Monster "giant rat" : MA_ANIMAL { Image: brown 'R'; CR: 1; HD: 2; Attk: A_BITE for 1d4 AD_PIERCE; }
Monster "jackal" : MA_ANIMAL { Image: yellow 'C'; CR: 1; HD: 1; Attk: A_BITE for 1d3 AD_PIERCE; }
Monster "ogre" : MA_GOBLINOID { Image: brown 'O'; CR: 5; HD: 6; Attk: A_SLAM for 1d8 AD_BLUNT; }
Item "bread" : T_FOOD { Image: brown '%'; Level: 1; Weight: 1; }
)";

// rule: src/Encounter.cpp, Map::enGenerate stages 2-3 (an encounter's CR
// range must hold the asked CR) and Map::enGenPart (a fixed amount makes
// exactly that many; a part's second target is a template on each).
const std::string kChoice = kDefines + kMonsters + R"(
Encounter "rat pack" {
  CR: 1-2;
  Parts: * 3 of $"rat" [EP_NOXCR]
         * 1 of $"jackal" $"spotted" [EP_NOXCR];
}
Encounter "ogre band" {
  CR: 5-10;
  Parts: * 2 of $"ogre" [EP_NOXCR];
}
)";

// rule: src/Encounter.cpp, Map::enChooseMID (EV_CRITERIA of the encounter
// judges each candidate: CANNOT_CAST_IT leaves it out; POST(EV_ENCHOOSE_MID)
// may change e.chResult) and Map::enGenerate (POST(EV_ENGEN) sees the group
// through GetEncounterCreature; NF_UNIFORM gives one monster to a part of
// `any` type, which enUniformGet reads).
const std::string kHandlers = kDefines + kMonsters + R"(
Encounter "animal pack" {
  CR: 1-3;
  Parts: * 3 of any MA_ANIMAL [EP_NOXCR];
  Flags: NF_UNIFORM;
  On Event EV_CRITERIA {
    if (e.eID == $"jackal")
      return CANNOT_CAST_IT;
    return NOTHING;
    },
  POST(EV_ENCHOOSE_MID) {
    if (e.chResult == $"rat")
      e.chResult = $"giant rat";
    return NOTHING;
    },
  POST(EV_ENGEN) {
    EMap->GetEncounterCreature(0)->PartyID = 42;
    if (EMap->enUniformGet(0x0F000000 | MA_ANIMAL) == $"rat")
      EMap->GetEncounterCreature(1)->PartyID = 43;
    return NOTHING;
    };
}
)";

// A dungeon that draws only from its Encounter: "cave rat" is NOGEN, so the
// random population would never place it.
// rule: src/MakeLev.cpp, Map::PopulatePanel (each room's open cells get one
// encounter at the depth's CR; a group shares a party).
const std::string kLevel = kDefines + kMonsters + R"(
Monster "cave rat" : MA_ANIMAL { Image: grey 'r'; CR: 1; HD: 1; Attk: A_BITE for 1d3 AD_PIERCE; Flags: M_NOGEN; }
Encounter "rat nest" {
  CR: 1-5;
  Parts: * 1-6 of $"cave rat";
}
)";

// rule: src/Encounter.cpp, Map::thEnGenMonSummXY (EV_ENGEN for the named
// encounter, every member of the given monster, placed at the cell, summons
// of the actor's side with EN_SUMMON); the encounter's PRE(EV_ENGEN) may
// change the request first (src/MakeLev.cpp, Map::Event sends it to enID).
const std::string kSummons = kDefines + kMonsters + R"(
Encounter "exact monster" {
  CR: 1+;
  Parts: * 1 of any MA_ALL [EP_NOXCR];
  Flags: NF_NOGEN, NF_SINGLE;
  On Event PRE(EV_ENGEN) {
    if (e.enConstraint == $"giant rat")
      e.enConstraint = (int32)$"jackal";
    return NOTHING;
    };
}
Monster "conjurer" : MA_ANIMAL {
  Image: blue 'c'; CR: 1; HD: 1;
  On Event EVICTIM(EV_TALK) {
    e.vVal = EMap->thEnGenMonSummXY($"exact monster", $"giant rat", EN_SUMMON|EN_SINGLE, 1, 0, EVictim,
                                    EVictim->x, EVictim->y);
    return DONE;
    };
}
)";

const std::string kBadTarget = kDefines + kMonsters + R"(
Encounter "bread heap" {
  CR: 1-5;
  Parts: * 2 of $"bread" [EP_NOXCR];
}
)";

const std::string kMissingList = kDefines + kMonsters + R"(
Encounter "listless" {
  CR: 1-5;
  Parts: * 2 of MON_LIST1;
}
)";

module::ResourceId find(const game::Game& g, const char* name)
{
    return g.resources().find(name).value_or(0);
}

std::string nameOf(const game::Game& g, module::ResourceId id)
{
    return std::string(g.resources().name(id));
}

EncounterRequest at(const game::Game& g, int32_t cr, int32_t flags = 0)
{
    EncounterRequest request;
    request.cr = cr;
    request.depth = 1;
    request.flags = flags;
    request.at = std::pair{g.player().x, g.player().y};
    return request;
}

// Every monster of the level but the player: (monster, x, y), in a stable order.
std::vector<std::tuple<std::string, int, int>> monstersOf(game::Game& g)
{
    std::vector<std::tuple<std::string, int, int>> out;
    for (Handle h : g.creaturesOnLevel())
        if (const Creature* c = g.creature(h); c && !c->isPlayer)
            out.emplace_back(nameOf(g, c->monster), c->x, c->y);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

class EncountersTest : public QObject {
    Q_OBJECT

private slots:
    void encounterIsChosenByChallengeRating()
    {
        test::StartedGame s = test::startAndAdvance(kChoice);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        for (int i = 0; i < 5; ++i) {
            const EncounterOutcome low = generateEncounter(g, at(g, 1, game::encounters::EN_NOBUILD));
            QCOMPARE(low.result, int32_t(game::DONE));
            QCOMPARE(nameOf(g, low.encounter), std::string("rat pack"));
            const EncounterOutcome high = generateEncounter(g, at(g, 6, game::encounters::EN_NOBUILD));
            QCOMPARE(nameOf(g, high.encounter), std::string("ogre band"));
            QCOMPARE(high.members.size(), size_t(2));
        }
        // Nothing at CR 3: a clear error, no group.
        const EncounterOutcome none = generateEncounter(g, at(g, 3, game::encounters::EN_NOBUILD));
        QCOMPARE(none.result, int32_t(game::ABORT));
        QVERIFY2(none.error.find("no Encounter suits CR 3") != std::string::npos, none.error.c_str());
    }

    void partsMakeTheirCountsWithTheirTemplate()
    {
        test::StartedGame s = test::startAndAdvance(kChoice);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const EncounterOutcome group = generateEncounter(g, at(g, 1));
        QCOMPARE(group.result, int32_t(game::DONE));
        QCOMPARE(group.members.size(), size_t(4));
        QCOMPARE(group.made.size(), size_t(4));
        for (size_t i = 0; i < 3; ++i) {
            QCOMPARE(nameOf(g, group.members[i].monster), std::string("rat"));
            QCOMPARE(group.members[i].part, 0);
            QVERIFY(group.members[i].templates.empty());
        }
        QCOMPARE(nameOf(g, group.members[3].monster), std::string("jackal"));
        QCOMPARE(group.members[3].part, 1);
        const Creature* jackal = g.creature(group.made[3]);
        QVERIFY(jackal);
        QCOMPARE(game::monster_templates::templatesOf(*jackal), std::vector<module::ResourceId>{find(g, "spotted")});
        // One party, placed at or near the asked cell, and GetEncounterCreature's list.
        QCOMPARE(g.encounterCreatures(), group.made);
        for (Handle h : group.made) {
            const Creature* c = g.creature(h);
            QCOMPARE(c->party.partyId, g.creature(group.made[0])->party.partyId);
            QVERIFY(std::max(std::abs(c->x - g.player().x), std::abs(c->y - g.player().y)) < 10);
        }
    }

    void encounterHandlersChangeTheGroup()
    {
        test::StartedGame s = test::startAndAdvance(kHandlers);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        for (int i = 0; i < 4; ++i) {
            const EncounterOutcome group = generateEncounter(g, at(g, 1));
            QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
            QCOMPARE(group.result, int32_t(game::DONE));
            QCOMPARE(group.members.size(), size_t(3));
            // Jackals are refused by EV_CRITERIA; rats become giant rats in
            // POST(EV_ENCHOOSE_MID), but the uniform choice stays the rat.
            std::map<std::string, int> counts;
            for (const auto& member : group.members)
                ++counts[nameOf(g, member.monster)];
            QCOMPARE(counts.count("jackal"), size_t(0));
            QCOMPARE(counts.count("rat"), size_t(0));
            // The uniform choice is made before POST, so a rat drawn first
            // stays the part's monster and every member becomes a giant rat.
            QCOMPARE(counts["giant rat"], 3);
            QCOMPARE(g.creature(group.made[0])->party.partyId, 42);
            const module::ResourceId uniform =
                game::encounters::uniformChoice(g, 0x0F000000 | game::rules::MA_ANIMAL);
            QVERIFY(uniform == find(g, "rat") || uniform == find(g, "giant rat"));
            QCOMPARE(g.creature(group.made[1])->party.partyId == 43, uniform == find(g, "rat"));
        }
    }

    void levelIsPopulatedFromEncounterResources()
    {
        test::TestGame t = test::startTestGame(kLevel, {}, true);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const auto monsters = monstersOf(g);
        QVERIFY(!monsters.empty());
        for (const auto& [name, x, y] : monsters)
            QCOMPARE(name, std::string("cave rat"));    // only the encounter places it
        // Each group (1-6 of its part, at most five built) is one party.
        std::map<int16_t, int> parties;
        for (Handle h : g.creaturesOnLevel())
            if (const Creature* c = g.creature(h); c && !c->isPlayer)
                ++parties[c->party.partyId];
        for (const auto& [party, count] : parties) {
            QVERIFY(party != 0);
            QVERIFY2(count >= 1, qPrintable(QString::number(count)));
        }
    }

    void sameSeedSameMonstersAtTheSameCells()
    {
        game::GameOptions options;
        options.seed = 1234;
        test::TestGame a = test::startTestGame(kLevel, options, true);
        test::TestGame b = test::startTestGame(kLevel, options, true);
        QVERIFY2(a.game && b.game, qPrintable(a.errors + b.errors));
        const auto first = monstersOf(*a.game);
        QVERIFY(!first.empty());
        QCOMPARE(monstersOf(*b.game), first);
        options.seed = 99;
        test::TestGame c = test::startTestGame(kLevel, options, true);
        QVERIFY(c.game);
        QVERIFY(monstersOf(*c.game) != first);
    }

    void scriptSummonsAnExactMonster()
    {
        test::StartedGame s = test::startAndAdvance(kSummons);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle conjurer = test::spawnNextToPlayer(g, "conjurer");
        QVERIFY(conjurer);
        const game::EventInfo e = test::throwAt(g, game::EV_TALK, g.player().handle(), conjurer);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, int32_t(game::DONE));
        QCOMPARE(g.encounterCreatures().size(), size_t(1));
        const Creature* summoned = g.creature(g.encounterCreatures()[0]);
        QCOMPARE(nameOf(g, summoned->monster), std::string("jackal"));
        QCOMPARE(summoned->party.partyId, g.creature(conjurer)->party.partyId);
        QVERIFY(summoned->hasStatus(game::rules::SUMMONED));
        QCOMPARE(summoned->attitude, g.creature(conjurer)->attitude);
    }

    void badDataGivesAClearError()
    {
        {
            test::StartedGame s = test::startAndAdvance(kBadTarget);
            QVERIFY2(s.g, qPrintable(s.t.errors));
            game::Game& g = *s.g;
            EncounterRequest request = at(g, 1);
            request.encounter = find(g, "bread heap");
            const EncounterOutcome outcome = generateEncounter(g, request);
            QCOMPARE(outcome.result, int32_t(game::ABORT));
            QVERIFY(outcome.made.empty());
            QVERIFY2(outcome.error.find("bread heap") != std::string::npos &&
                         outcome.error.find("is not a Monster or Encounter") != std::string::npos,
                     outcome.error.c_str());
        }
        {
            test::StartedGame s = test::startAndAdvance(kMissingList);
            QVERIFY2(s.g, qPrintable(s.t.errors));
            game::Game& g = *s.g;
            EncounterRequest request = at(g, 1);
            request.encounter = find(g, "listless");
            const EncounterOutcome outcome = generateEncounter(g, request);
            QCOMPARE(outcome.result, int32_t(game::ABORT));
            QVERIFY2(outcome.error.find("listless") != std::string::npos &&
                         outcome.error.find("which the encounter does not have") != std::string::npos,
                     outcome.error.c_str());
            // Chosen by CR rather than asked for: it is tried again and again, then given up.
            const EncounterOutcome chosen = generateEncounter(g, at(g, 1));
            QCOMPARE(chosen.result, int32_t(game::ABORT));
            QVERIFY2(!chosen.error.empty(), "no error given");
        }
    }
};

INCURSION_TEST_MAIN(EncountersTest)
#include "tst_encounters.moc"
} // namespace tst_encounters
