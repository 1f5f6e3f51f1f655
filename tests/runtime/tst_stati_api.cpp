// The stati family of the host API (game/stati_api.h) called by a monster's
// scripts in a running game: the stati an effect gave read and changed by
// effect, a stati's magnitude and duration changed by nature, the summaries
// (greatest magnitude, or-ed values, caster level), the stati of one cause,
// copying every stati of another creature, the caster level kept in a
// saved creature, and the stati items hold.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/item.h"
#include "game/stati.h"
#include "module/binary_io.h"

#include <QtTest>

#include <algorithm>

namespace tst_stati_api {

using namespace incursion;
using game::EventInfo;
using game::StatusEffect;
using world::Handle;

namespace {

using test::throwAt;

// Natures and causes of our own (the runtime reads only ADJUST's).
const std::string kWorld = R"(
#define EV_POUR 6
#define EV_ZAP 7
#define EV_OPEN 29
#define EV_CLOSE 30
#define EV_RUB 92
#define EV_PUSH 3
#define SS_ITEM 1
#define SS_ATTK 6
#define SS_MISC 7
#define SS_CURS 12
#define COUNTER 150
#define RESIST 151
#define NULL_OBJ ((hObj)0)
#define NULL_ID ((rID)0)

#define POISONED 2

Effect "glow" : EA_GRANT { Level: 1; }
Item "vial" : T_POTION { Image: white '!'; Flags: IT_NOGEN; }
Effect "hex" : EA_INFLICT { Level: 3; }

Monster "tester" : MA_GOBLINOID
  { Image: green 'g'; CR: 1; HD: 2; Hit: 1; Def: 12;
    Str 15, Dex 12, Con 12, Int 10, Wis 9, Cha 6;
    Attk: A_CLAW for 1d4 AD_SLASH;

    // rule: inc/Map.h, Thing::GetEffStati* (first match; Val -1 and t NULL match any;
    // GetEffStatiVal answers -1 without one); src/Status.cpp, Thing::GetEffStati
    // (nature -1: any but INNATE_SPELL); inc/Inline.h, Thing::CountEffStati.
    On Event EVICTIM(EV_POUR) {
      EVictim->GainTempStati(ADJUST, EActor, 8, SS_ENCH, A_STR, 2, $"glow", 5);
      EVictim->GainPermStati(ADJUST, NULL_OBJ, SS_ENCH, A_DEX, 3, $"glow", 7);
      EVictim->GainPermStati(BLIND, NULL_OBJ, SS_CURS, 0, 1, $"hex", 9);
      e.vVal = EVictim->GetEffStatiVal(ADJUST, $"glow");
      e.vMag = EVictim->GetEffStatiMag(ADJUST, $"glow", A_DEX);
      e.isHit = EVictim->GetEffStatiObj(ADJUST, $"glow") == GetHandle(EActor)
                && EVictim->GetEffStatiObj(ADJUST, $"glow", A_DEX) == NULL_OBJ;
      e.vDuration = EVictim->GetEffStatiDur(ADJUST, $"glow", A_STR);
      e.EParam = EVictim->GetEffStatiCLev(ADJUST, $"glow", A_DEX);
      e.vDmg = EVictim->GetEffStatiVal(BLIND, $"glow");
      e.aDmg = EVictim->CountEffStati(ADJUST, $"glow") * 10 + EVictim->CountEffStati(-1, $"hex");
      e.xDmg = EVictim->GetEffStatiMag(-1, $"hex") * 10 + EVictim->GetEffStatiMag(ADJUST, $"glow", -1, EVictim);
      return DONE;
      };

    // rule: inc/Map.h, Thing::SetEffStatiMag/Dur/Val and IncEffStatiMag (adds to
    // the first match, or gains the stati permanently with Inc as its magnitude).
    On Event EVICTIM(EV_ZAP) {
      EVictim->SetEffStatiMag(ADJUST, $"glow", 4, A_DEX);
      EVictim->SetEffStatiDur(ADJUST, $"glow", 12, A_STR);
      EVictim->SetEffStatiVal(BLIND, $"hex", 2);
      EVictim->IncEffStatiMag(ADJUST, $"glow", SS_ENCH, NULL_OBJ, 5, A_DEX);
      EVictim->IncEffStatiMag(COUNTER, $"hex", SS_MISC, NULL_OBJ, 1);
      EVictim->IncEffStatiMag(COUNTER, $"hex", SS_MISC, NULL_OBJ, 1);
      return DONE;
      };

    // rule: inc/Inline.h, Thing::HighStatiMag (0 at least), XORStatiVal (ORs the
    // values), HasStatiFromSource; inc/Map.h, GetStatiCLev, SetStatiMag,
    // SetStatiDur, IncStatiMag; src/Status.cpp, Thing::RemoveStatiSource.
    On Event EVICTIM(EV_OPEN) {
      EVictim->GainPermStati(ADJUST, NULL_OBJ, SS_ATTK, A_CON, 2, NULL_ID, 4);
      EVictim->GainPermStati(ADJUST, NULL_OBJ, SS_ATTK, A_CON, 6, NULL_ID, 11);
      EVictim->GainPermStati(ADJUST, NULL_OBJ, SS_ATTK, A_WIS, -3);
      EVictim->GainPermStati(RESIST, NULL_OBJ, SS_ITEM, 1, 0);
      EVictim->GainPermStati(RESIST, NULL_OBJ, SS_ITEM, 4, 0);
      e.vVal = EVictim->HighStatiMag(ADJUST, A_CON) * 10 + EVictim->HighStatiMag(ADJUST, A_WIS);
      e.vMag = EVictim->GetStatiCLev(ADJUST, A_CON);
      e.EParam = EVictim->XORStatiVal(RESIST);
      e.isHit = EVictim->HasStatiFromSource(SS_ATTK) && !EVictim->HasStatiFromSource(SS_CURS);
      e.vDuration = EVictim->HighSourceCLev(SS_ATTK);
      EVictim->SetStatiMag(ADJUST, A_CON, NULL_OBJ, 1);
      EVictim->SetStatiDur(ADJUST, A_CON, NULL_OBJ, 5);
      EVictim->IncStatiMag(ADJUST, SS_ATTK, A_CON, NULL_OBJ, 2);
      EVictim->IncStatiMag(COUNTER, SS_MISC, 3, NULL_OBJ, 2);
      EVictim->RemoveStatiSource(SS_ITEM);
      e.vDmg = EVictim->XORStatiVal(RESIST);
      return DONE;
      };

    // Items hold stati as creatures do: a race's birth gift of a poisoned
    // vial (rule: src/Status.cpp, Thing::GainPermStati, RemoveStati and
    // inc/Map.h, Thing::HasStati are Thing's, not Creature's); two vials
    // poisoned differently are different things and stay apart in a pack.
    On Event EVICTIM(EV_RUB) {
      hObj h, plain;
      h = CreateItem($"vial");
      h->RemoveStati(POISONED);
      h->GainPermStati(POISONED, NULL_OBJ, SS_MISC, 0, 6, $"hex");
      h->GainPermStati(COUNTER, EActor, SS_MISC, 3, 1);
      e.vVal = h->HasStati(POISONED) + 10 * h->HasStati(COUNTER, 3, EActor) + 100 * h->HasStati(COUNTER, 4);
      e.vMag = h->GetStatiMag(POISONED);
      h->RemoveStati(COUNTER);
      e.isHit = !h->HasStati(COUNTER);
      plain = CreateItem($"vial");
      EVictim->GainItem(h, true);
      EVictim->GainItem(plain, true);
      return DONE;
      };

    // A carried item's timed stati count down with its carrier's turns
    // (rule: src/Creature.cpp, the carrier's it->UpdateStati()).
    On Event EVICTIM(EV_PUSH) {
      hObj h;
      h = CreateItem($"vial");
      h->GainTempStati(POISONED, NULL_OBJ, 5, SS_MISC, 0, 6);
      EVictim->GainItem(h, true);
      return DONE;
      };

    // rule: src/Status.cpp, Thing::CopyStati (every stati of h, whatever n).
    On Event EVICTIM(EV_CLOSE) {
      EVictim->CopyStati(EActor, ADJUST);
      return DONE;
      };
  }
)";

const StatusEffect* find(const game::Creature& c, game::StatiKey key)
{
    return game::findStati(c, key);
}

constexpr int32_t kAdjust = 106, kPoisoned = 2, kBlind = 3, kCounter = 150, kResist = 151;
constexpr int32_t kStr = 0, kDex = 1, kCon = 2, kWis = 4;

} // namespace

class StatiApiTest : public QObject {
    Q_OBJECT

private slots:
    void queriesByEffect()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle victim = test::spawnNextToPlayer(g, "tester");
        QVERIFY(victim != world::kNoObject);
        const EventInfo e = throwAt(g, game::EV_POUR, g.player().handle(), victim);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(int(e.vVal), kStr);        // the first of glow's stati
        QCOMPARE(int(e.vMag), 3);
        QVERIFY(e.isHit);
        QCOMPARE(int(e.vDuration), 8);
        QCOMPARE(int(e.EParam), 7);
        QCOMPARE(int(e.vDmg), -1);          // no BLIND from glow
        QCOMPARE(int(e.aDmg), 21);          // two ADJUSTs of glow, one stati of hex
        QCOMPARE(int(e.xDmg), 10);          // hex's magnitude 1; no glow stati has the victim as its object
    }

    void changesByEffect()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle victim = test::spawnNextToPlayer(g, "tester");
        throwAt(g, game::EV_POUR, g.player().handle(), victim);
        throwAt(g, game::EV_ZAP, g.player().handle(), victim);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const game::Creature& c = *g.creature(victim);
        const module::ResourceId glow = g.resources().find("glow").value_or(0), hex = g.resources().find("hex").value_or(0);
        QVERIFY(glow && hex);
        const StatusEffect* dex = find(c, {kAdjust, kDex, world::kNoObject, glow});
        QVERIFY(dex);
        QCOMPARE(dex->magnitude, 9);        // set to 4, then 5 more
        const StatusEffect* str = find(c, {kAdjust, kStr, world::kNoObject, glow});
        QVERIFY(str);
        QCOMPARE(str->turnsLeft, 12);
        QCOMPARE(str->magnitude, 2);
        const StatusEffect* blind = find(c, {kBlind, -1, world::kNoObject, hex});
        QVERIFY(blind);
        QCOMPARE(blind->value, 2);
        const StatusEffect* counter = find(c, {kCounter, -1, world::kNoObject, hex});
        QVERIFY(counter);
        QCOMPARE(counter->magnitude, 2);    // gained with 1, then 1 more
        QCOMPARE(counter->value, 0);
        QCOMPARE(counter->cause, 7);        // SS_MISC
        QCOMPARE(counter->turnsLeft, -1);
        QCOMPARE(std::count_if(c.stati.begin(), c.stati.end(), [](const StatusEffect& st) { return st.stati == kCounter; }),
                 1);
        QCOMPARE(c.attribute(kDex), 12 + 9);
    }

    void byNatureAndCause()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle victim = test::spawnNextToPlayer(g, "tester");
        const EventInfo e = throwAt(g, game::EV_OPEN, g.player().handle(), victim);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(int(e.vVal), 60);          // 6 for A_CON; A_WIS's only magnitude is -3, so 0
        QCOMPARE(int(e.vMag), 4);           // the first A_CON stati's caster level
        QCOMPARE(int(e.EParam), 5);         // 1 | 4
        QVERIFY(e.isHit);
        QCOMPARE(int(e.vDuration), 11);
        QCOMPARE(int(e.vDmg), 0);           // the SS_ITEM stati are gone
        const game::Creature& c = *g.creature(victim);
        const StatusEffect* con = find(c, {kAdjust, kCon, world::kNoObject, {}});
        QVERIFY(con);
        QCOMPARE(con->magnitude, 3);        // set to 1, then 2 more
        QCOMPARE(con->turnsLeft, 5);
        const StatusEffect* counter = find(c, {kCounter, 3, world::kNoObject, {}});
        QVERIFY(counter);
        QCOMPARE(counter->magnitude, 2);
        QVERIFY(!find(c, {kResist, -1, world::kNoObject, {}}));
        QCOMPARE(c.attribute(kCon), 12 + 3 + 6);
        QCOMPARE(c.attribute(kWis), 9 - 3);
    }

    void copyStatiCopiesEveryStati()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle first = test::spawnNextToPlayer(g, "tester");
        const Handle second = test::spawnNextToPlayer(g, "tester");
        QVERIFY(second != world::kNoObject);
        throwAt(g, game::EV_POUR, g.player().handle(), first);
        throwAt(g, game::EV_CLOSE, first, second);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.creature(second)->stati, g.creature(first)->stati);
        QCOMPARE(g.creature(second)->stati.size(), size_t(3));
    }

    void itemsHoldStati()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle victim = test::spawnNextToPlayer(g, "tester");
        const EventInfo e = throwAt(g, game::EV_RUB, g.player().handle(), victim);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(int(e.vVal), 11);          // POISONED, and COUNTER of value 3 from the actor; no COUNTER 4
        QCOMPARE(int(e.vMag), 6);
        QVERIFY(e.isHit);
        std::vector<const game::Item*> vials;
        for (Handle h : g.creature(victim)->inventory)
            if (const game::Item* it = g.item(h); it && it->name == "vial")
                vials.push_back(it);
        QCOMPARE(vials.size(), size_t(2));  // the poisoned vial did not merge with the plain one
        QCOMPARE(vials[0]->stati.size(), size_t(1));
        QCOMPARE(vials[0]->stati[0].stati, kPoisoned);
        QCOMPARE(vials[0]->stati[0].magnitude, 6);
        QCOMPARE(vials[0]->stati[0].effect, g.resources().find("hex").value_or(0));
        QVERIFY(vials[1]->stati.empty());

        throwAt(g, game::EV_PUSH, g.player().handle(), victim);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.creature(victim)->inventory.size(), size_t(3));
        const game::Item* timed = g.item(g.creature(victim)->inventory.back());
        QCOMPARE(timed->stati.size(), size_t(1));
        QCOMPARE(timed->stati[0].turnsLeft, 5);
        for (int i = 0; i < 5 * 2 && !timed->stati.empty(); ++i) {
            g.perform(game::PlayerCommand::of(game::CommandKind::Rest));
            g.advance();
        }
        QVERIFY(timed->stati.empty());
    }

    // An item's stati survive a save; an item saved before items held stati
    // (state version 3) still loads, with none.
    void itemStatiAreSaved()
    {
        game::Item it;
        it.name = "vial";
        it.stati.push_back({kPoisoned, 0, 6, 7, -1, 77, world::kNoObject, 3});
        module::ByteWriter out;
        it.saveState(out);
        game::Item loaded;
        module::ByteReader in("item", out.bytes, 0);
        loaded.loadState(in);
        QCOMPARE(loaded.stati, it.stati);

        game::Item plain;
        module::ByteWriter plainOut;
        plain.saveState(plainOut);
        std::string old = plainOut.bytes;
        module::ByteWriter wearOut;
        plain.wear.save(wearOut);
        old[0] = 3;
        // version 3 ended before the count of stati (and the wear, version 5, and
        // the name, version 6, after it: an empty string is its 4-byte length)
        old.resize(old.size() - 4 - wearOut.bytes.size() - 4);
        game::Item fromOld;
        fromOld.stati = it.stati;
        module::ByteReader oldIn("item", old, 0);
        fromOld.loadState(oldIn);
        QVERIFY(fromOld.stati.empty());
        QCOMPARE(oldIn.remaining(), size_t(0));
    }

    // A stati's caster level survives a save; a creature saved before
    // stati kept one still loads, its stati with caster level 0.
    void casterLevelIsSaved()
    {
        game::Creature c;
        c.stati.push_back({kAdjust, kStr, 2, 2, 8, 77, world::kNoObject, 5});
        module::ByteWriter out;
        c.saveState(out);
        game::Creature loaded;
        module::ByteReader in("creature", out.bytes, 0);
        loaded.loadState(in);
        QCOMPARE(loaded.stati, c.stati);

        std::string old = out.bytes;
        old[0] = 1;     // the version before caster levels
        // Version 1 wrote each stati without the caster level after its
        // effect (77) and object (none).
        const std::string tail("\x4d\0\0\0\0\0\0\0\x05\0\0\0", 12);
        const size_t tailAt = old.find(tail);
        QVERIFY(tailAt != std::string::npos);
        old.erase(tailAt + 8, 4);
        game::Creature fromOld;
        module::ByteReader oldIn("creature", old, 0);
        fromOld.loadState(oldIn);
        QCOMPARE(fromOld.stati.size(), size_t(1));
        QCOMPARE(fromOld.stati[0].casterLevel, 0);
        QCOMPARE(fromOld.stati[0].turnsLeft, 8);
    }
};

INCURSION_TEST_MAIN(StatiApiTest)
#include "tst_stati_api.moc"
} // namespace tst_stati_api
