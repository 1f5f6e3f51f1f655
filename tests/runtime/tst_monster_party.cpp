// Parties, breeding and the other host functions of issue 18's monsters part
// (game/party_api.h), run by original-style handlers in a running game:
// PartyID read and set by scripts and kept by a save, Multiply's young and
// its limits, GetEncounterCreature after a summons, an item's isGroup and a
// subrace's BaseRace, and GetMonID's choice of a monster.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/monster_templates.h"
#include "game/rules.h"
#include "game/spell_engine.h"

#include <QtTest>

namespace tst_monster_party {

using namespace incursion;
using game::Creature;
using game::EV_TASTE;
using game::EV_SEARCH;
using game::EV_ZAP;
using game::EventInfo;
using world::Handle;

namespace {

using test::throwAt;

const std::string kWorld = R"(
#define NULL_OBJ ((hObj)0)
#define NULL_ID ((rID)0)
#define TM_SKILL 1
#define GENERATION 84
#define SS_MISC 7
#define WG_SWORDS 0x10
#define WG_AXES 0x20
#define T_SHIELD 51
#define MA_NLIVING 91
#define PUR_DUNGEON 1
#define PUR_POLY 3
#define M_UNIQUE 67
#define M_HUMANOID 1

Race "Elf;race" { Str 10; Monster: $"rat"; }
Race "Wood Elf" : $"Elf;race" { Str 10; Monster: $"rat"; }

Item "short sword" : T_WEAPON { Image: grey '|'; SDmg: 1d6; LDmg: 1d8; Level: 1; Weight: 20; Group: WG_SWORDS; }
Item "buckler" : T_SHIELD { Image: brown '['; Level: 1; Weight: 50; Group: WG_SWORDS; }
Item "bread" : T_FOOD { Image: brown '%'; Level: 1; Weight: 1; }

Template "spotted" : TM_SKILL { CR: +1;
    On Event EV_INITIALIZE {
      if (EActor->GetStatiMag(GENERATION) == 2)
        EActor->GainPermStati(BLIND, NULL_OBJ, SS_ENCH, 0, 0);
      return NOTHING;
      };
  }

Monster "jelly" : MA_ANIMAL
  { Image: blue 'j'; CR: 1; HD: 4; Mana: 10; Attk: A_SLAM for 1d4 AD_BLUNT; Flags: M_HOSTILE;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EVictim->PartyID;
      EVictim->PartyID = 77;
      return DONE;
      };
    On Event EVICTIM(EV_SEARCH) {
      EVictim->Multiply(2, e.isHit, false);
      return DONE;
      };
  }

Monster "rat" : MA_ANIMAL { Image: brown 'r'; CR: 0; HD: 1; Attk: A_BITE for 1d3 AD_PIERCE; }
Monster "cave ogre" : MA_GOBLINOID { Image: brown 'O'; CR: 9; HD: 9; Depth: 4; Str 18, Int 8; Flags: M_HUMANOID; }
Monster "hidden ogre" : MA_GOBLINOID { Image: red 'O'; CR: 9; HD: 9; Depth: 4; Str 18, Int 8; Flags: M_HUMANOID, M_NOGEN; }
Monster "deep ogre" : MA_GOBLINOID { Image: blue 'O'; CR: 9; HD: 9; Depth: 20; Str 18, Int 8; Flags: M_HUMANOID; }
Monster "wolf" : MA_ANIMAL { Image: grey 'C'; CR: 9; HD: 9; Depth: 4; Flags: M_UNIQUE; }

Monster "chooser" : MA_ANIMAL
  { Image: green 'c'; CR: 1; HD: 1;
    On Event EVICTIM(EV_TALK) {
      e.vVal = theGame->GetMonID(PUR_DUNGEON, 9, 9, 10, MA_GOBLINOID) == $"cave ogre";
      e.vDmg = theGame->GetMonID(PUR_DUNGEON, 9, 9, 10, MA_ANIMAL) == $"wolf";
      e.aDmg = theGame->GetMonID(PUR_POLY, 9, 9, 10, MA_ANIMAL) == NULL_ID;
      e.xDmg = theGame->GetMonID(PUR_DUNGEON, 9, 9, 3) == NULL_ID;
      return DONE;
      };
  }

Spell "Call Rats" : EA_SUMMON { Level: 1; Cost: 3; rval: $"rat"; pval: 2d1;
    On Event POST(EV_MAGIC_HIT) {
      hObj cr;
      cr = EMap->GetEncounterCreature(1);
      if (cr != NULL_OBJ)
        cr->PartyID = 9;
      if (EMap->GetEncounterCreature(2) == NULL_OBJ && EMap->GetEncounterCreature(-1) == NULL_OBJ)
        EActor->GainPermStati(BLIND, NULL_OBJ, SS_ENCH, 0, 0);
      return NOTHING;
      };
  }

Monster "asker" : MA_ANIMAL
  { Image: green 'a'; CR: 1; HD: 1;
    On Event EVICTIM(EV_TASTE) {
      hObj h;
      e.vVal = 0;
      for (h = EActor->FirstInv(); h; h = EActor->NextInv())
        e.vVal = e.vVal * 10 + h->isGroup(WG_SWORDS) * 1 + h->isGroup(WG_AXES) * 2;
      e.vDmg = ($"Wood Elf")->BaseRace == $"Elf;race";
      e.aDmg = (($"Elf;race")->BaseRace == NULL_ID);
      return DONE;
      };
  }
)";

module::ResourceId find(const game::Game& g, const char* name)
{
    return g.resources().find(name).value_or(0);
}

Creature* spawnBeside(game::Game& g, const char* monster, const game::MonsterStart& start = {})
{
    const Creature& self = g.player();
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if (Creature* c = g.creature(g.spawnMonster(find(g, monster), self.x + dx * 3, self.y + dy * 3, start)))
                return c;
    return nullptr;
}

std::vector<Creature*> creaturesOf(game::Game& g, module::ResourceId monster)
{
    std::vector<Creature*> out;
    for (Handle h : g.creaturesOnLevel())
        if (Creature* c = g.creature(h); c && c->monster == monster)
            out.push_back(c);
    return out;
}

} // namespace

class MonsterPartyTest : public QObject {
    Q_OBJECT

private slots:
    // rule: inc/Creature.h (PartyID, 0 for a new creature) and
    // src/Encounter.cpp (a summons takes its summoner's PartyID).
    void partyIdIsReadSetAndSaved()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* jelly = spawnBeside(g, "jelly");
        QVERIFY(jelly);
        QCOMPARE(throwAt(g, EV_ZAP, g.player().handle(), jelly->handle()).vVal, 0);
        QCOMPARE(jelly->party.partyId, 77);
        const Handle handle = jelly->handle();
        QVERIFY(!g.restore(g.save()));
        QCOMPARE(g.creature(handle)->party.partyId, 77);
        QCOMPARE(throwAt(g, EV_ZAP, g.player().handle(), handle).vVal, 77);
    }

    // rule: src/Creature.cpp, Creature::Multiply (young of its kind and
    // templates near it, of its party and side, half its spare mana, its
    // hit points (halved when split), generation = its own + count before
    // EV_INITIALIZE, none past generation 1).
    void multiplyMakesYoungAsTheOriginal()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        game::MonsterStart start;
        start.templates.push_back(find(g, "spotted"));
        Creature* jelly = spawnBeside(g, "jelly", start);
        QVERIFY(jelly);
        const Handle parent = jelly->handle();
        jelly->party.partyId = 5;
        jelly->mana = 7;
        const int32_t parentHp = jelly->maxHp;
        EventInfo e;
        e.event = EV_SEARCH;
        e.actor = g.player().handle();
        e.victim = parent;
        e.isHit = true;     // split
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        std::vector<Creature*> jellies = creaturesOf(g, find(g, "jelly"));
        QCOMPARE(jellies.size(), size_t(3));
        QCOMPARE(g.level().breedCount, 2);
        QCOMPARE(g.creature(parent)->maxHp, parentHp);
        QVERIFY(!g.creature(parent)->hasStatus(game::rules::BLIND));
        for (Creature* young : jellies) {
            if (young->handle() == parent)
                continue;
            QCOMPARE(young->party.partyId, 5);
            QCOMPARE(young->attitude, g.creature(parent)->attitude);
            QCOMPARE(young->mana, 3);
            QCOMPARE(young->maxHp, std::max(1, parentHp / 2));
            QCOMPARE(young->status(84)->magnitude, 2);
            QVERIFY(young->hasStatus(game::rules::BLIND));      // its generation was set before EV_INITIALIZE
            QCOMPARE(game::monster_templates::templatesOf(*young),
                     std::vector<module::ResourceId>{find(g, "spotted")});
            QVERIFY(std::abs(young->x - g.creature(parent)->x) <= 6 && std::abs(young->y - g.creature(parent)->y) <= 6);
        }
        // Generation 2 breeds no more.
        Creature* young = jellies.front()->handle() == parent ? jellies[1] : jellies.front();
        throwAt(g, EV_SEARCH, g.player().handle(), young->handle());
        QCOMPARE(creaturesOf(g, find(g, "jelly")).size(), size_t(3));
    }

    // A creature saved when each kept its own breed count (state 5) still
    // loads: its party stays, the count is dropped (the level keeps it now).
    void creaturesSavedWithABreedCountStillLoad()
    {
        game::Creature c;
        c.party.partyId = 5;
        module::ByteWriter out;
        c.saveState(out);
        module::ByteWriter training;
        c.training.save(training);
        module::ByteWriter state;
        c.state.save(state);
        module::ByteWriter alertness;
        c.alertness.save(alertness);
        module::ByteWriter worn;
        c.equipment.save(worn);
        // Version 15 added the leader at the end (a handle), version 10 the Equipment before it, version 9 the turns out
        // of a fight before it, version 8 the CreatureState before them; version 6 ends with the shapeshifted
        // flag, version 5 has none.
        constexpr size_t kLeader = 4;
        for (const uint8_t version : {uint8_t(5), uint8_t(6)}) {
            std::string old = out.bytes;
            old.resize(old.size() - kLeader - worn.bytes.size() - alertness.bytes.size() - state.bytes.size());
            old[0] = char(version);
            const size_t trainingAt = old.size() - 1 - training.bytes.size();
            old.erase(trainingAt + 95, 24);     // version 16's spent skill points, at the training's offset 95
            if (version == 5)
                old.resize(old.size() - 1);
            old.insert(trainingAt, std::string("\x07\0\0\0", 4));
            game::Creature fromOld;
            module::ByteReader in("creature", old, 0);
            fromOld.loadState(in);
            QCOMPARE(fromOld.party.partyId, 5);
            QCOMPARE(in.remaining(), size_t(0));
        }
    }

    // rule: src/Creature.cpp, Multiply (a summoned creature breeds not).
    void summonedCreaturesDoNotMultiply()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* jelly = spawnBeside(g, "jelly");
        QVERIFY(jelly);
        jelly->addStatus({game::rules::SUMMONED, 0, 0, game::rules::SS_ENCH, -1, 0, g.player().handle()});
        throwAt(g, EV_SEARCH, g.player().handle(), jelly->handle());
        QCOMPARE(creaturesOf(g, find(g, "jelly")).size(), size_t(1));
        QCOMPARE(g.level().breedCount, 0);
    }

    // rule: src/Creature.cpp, Creature::Multiply and inc/Map.h (BreedCount
    // belongs to the map: once 50 young were born on it no creature there
    // breeds, whoever had them), kept by a save.
    void theFiftyYoungAreCountedPerLevel()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* first = spawnBeside(g, "jelly");
        QVERIFY(first);
        const Handle firstParent = first->handle();
        throwAt(g, EV_SEARCH, g.player().handle(), firstParent);
        QCOMPARE(g.level().breedCount, 2);
        g.level().breedCount = game::Level::kMostYoungPerLevel - 1;
        QVERIFY(!g.restore(g.save()));
        QCOMPARE(g.level().breedCount, game::Level::kMostYoungPerLevel - 1);
        // Another parent that never bred gets one young of its two, then none.
        Creature* second = spawnBeside(g, "jelly");
        QVERIFY(second);
        const Handle secondParent = second->handle();
        throwAt(g, EV_SEARCH, g.player().handle(), secondParent);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(creaturesOf(g, find(g, "jelly")).size(), size_t(5));
        QCOMPARE(g.level().breedCount, game::Level::kMostYoungPerLevel);
        throwAt(g, EV_SEARCH, g.player().handle(), firstParent);
        QCOMPARE(creaturesOf(g, find(g, "jelly")).size(), size_t(5));
    }

    // rule: src/Encounter.cpp, Map::GetEncounterCreature (the creatures the
    // latest generation made, in order; none past the end or below 0) and
    // src/Effects.cpp, Magic::Summon (a summons fills that list).
    void encounterCreaturesAreTheLatestSummons()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        g.player().party.partyId = 4;
        game::EffectUse use;
        use.effect = find(g, "Call Rats");
        use.caster = g.player().handle();
        use.target = g.player().handle();
        const game::EffectOutcome outcome = game::applyEffect(g, use);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(outcome.creaturesSummoned, 2);
        QCOMPARE(g.encounterCreatures().size(), size_t(2));
        QCOMPARE(g.creature(g.encounterCreatures()[0])->party.partyId, 4);
        QCOMPARE(g.creature(g.encounterCreatures()[1])->party.partyId, 9);
        QVERIFY(g.player().hasStatus(game::rules::BLIND));
    }

    // rule: src/Res.cpp, Game::GetMonID (CR range, depth, type; never an
    // M_NOGEN monster but for PUR_ANYMON; a unique only for the dungeon).
    void monsterChoiceAsTheOriginal()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* chooser = spawnBeside(g, "chooser");
        QVERIFY(chooser);
        for (int i = 0; i < 5; ++i) {
            const EventInfo e = throwAt(g, game::EV_TALK, g.player().handle(), chooser->handle());
            QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
            QCOMPARE(e.vVal, 1);    // the only goblinoid of CR 9 met by depth 10 that is generated
            QCOMPARE(e.vDmg, 1);    // a unique, for the dungeon
            QCOMPARE(e.aDmg, 1);    // but not to polymorph into
            QCOMPARE(e.xDmg, 1);    // none is met at depth 3
        }
    }

    // rule: inc/Item.h, Weapon::isGroup and Armour::isGroup (the Item's
    // Group bits; other items are of none); src/Res.cpp, TRace::BaseRace.
    void itemGroupsAndBaseRace()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature& self = g.player();
        for (const char* name : {"short sword", "buckler", "bread"}) {
            game::Item* it = g.item(g.spawnItem(find(g, name), 0, self.x, self.y));
            QVERIFY(it);
            g.giveItem(self, *it);
        }
        Creature* asker = spawnBeside(g, "asker");
        QVERIFY(asker);
        const EventInfo e = throwAt(g, EV_TASTE, self.handle(), asker->handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal % 1000, 110);   // sword, buckler: swords; bread: of no group
        QCOMPARE(e.vDmg, 1);
        QCOMPARE(e.aDmg, 1);     // a race of its own has none
    }
};

INCURSION_TEST_MAIN(MonsterPartyTest)
#include "tst_monster_party.moc"
} // namespace tst_monster_party
