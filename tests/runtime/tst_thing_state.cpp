// What the original kept on every Thing and Creature as plain members, run by
// original-style handlers in a running game (game/thing_state_api.h): a
// creature's Timeout as its wait in the turn queue, raised during its own
// action and held off the level being played; Named on creatures and items
// (a known creature's first name, items named apart that do not stack); and
// StateFlags, whose bits drive the attitude, guard post, identification and
// pronouns. Each is kept by a save.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/creature_state.h"
#include "game/player_command.h"
#include "game/thing_state_api.h"
#include "game/turn_queue.h"

#include <QtTest>

namespace tst_thing_state {

using namespace incursion;
using game::Creature;
using game::EV_TASTE;
using game::EV_SEARCH;
using game::EV_TALK;
using game::EV_ZAP;
using game::EventInfo;
using test::throwAt;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define MS_PEACEFUL 0x0001
#define MS_GUARDING 0x0002
#define MS_FEMALE 0x0004
#define MS_KNOWN 0x0008
#define MS_SCRUTINIZED 0x0100
#define M_ALL_FEMALE 65
#define M_NEUTER 66

Item "bread" : T_FOOD { Image: brown '%'; Level: 1; Weight: 1; }

Monster "sentry" : MA_ANIMAL
  { Image: brown 'r'; CR: 0; HD: 1; Attk: A_BITE for 1d3 AD_PIERCE;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EVictim->Timeout;
      EVictim->Timeout = 90;
      e.vDmg = EVictim->Timeout;
      return DONE;
      };
    On Event EVICTIM(EV_TALK) {
      EActor->Timeout += 45;
      return DONE;
      };
    On Event EVICTIM(EV_SEARCH) {
      EVictim->Named = "Captain Varn Oakheart";
      EVictim->StateFlags |= MS_KNOWN | MS_GUARDING | MS_SCRUTINIZED;
      EVictim->StateFlags &= ~MS_PEACEFUL;
      e.vVal = EVictim->StateFlags;
      return DONE;
      };
    On Event EVICTIM(EV_TASTE) {
      hObj it;
      it = EActor->FirstInv();
      it->Named = "Soulcleaver";
      e.vVal = (it->Timeout == -1);
      return DONE;
      };
  }
Monster "seer" : MA_ANIMAL
  { Image: blue 's'; CR: 1; HD: 1;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EActor->formulaSeed % 7;
      e.vDmg = EActor->formulaSeed;
      EActor->formulaSeed = 1234;
      return DONE;
      };
    On Event EVICTIM(EV_TALK) { e.vVal = EVictim->formulaSeed; return DONE; };
  }
Monster "dryad" : MA_ANIMAL { Image: green 'd'; CR: 1; HD: 1; Flags: M_ALL_FEMALE; }
Monster "ooze" : MA_ANIMAL { Image: green 'j'; CR: 1; HD: 1; Flags: M_NEUTER, M_HOSTILE; }
)";

module::ResourceId find(const game::Game& g, const char* name)
{
    return g.resources().find(name).value_or(0);
}

Creature* spawn(game::Game& g, const char* monster)
{
    return g.creature(test::spawnNextToPlayer(g, monster));
}

uint64_t waitOf(const game::Game& g, Handle actor)
{
    return g.queue().nextActionOf(actor) - g.queue().now();
}

} // namespace

class ThingStateTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Main.cpp (the main loop counts every thing's Timeout down a
    // tick at a time and lets a creature act at 0); src/Item.cpp and
    // inc/Feature.h (items and features have -1: they never act).
    void timeoutIsTheWaitInTheTurnQueue()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* sentry = spawn(g, "sentry");
        QVERIFY(sentry);
        const Handle h = sentry->handle();
        const uint64_t before = waitOf(g, h);
        const EventInfo e = throwAt(g, EV_ZAP, g.player().handle(), h);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(uint64_t(e.vVal), before);
        QCOMPARE(e.vDmg, 90);
        QCOMPARE(waitOf(g, h), uint64_t(90));
        // The queue is saved, and the wait with it.
        QVERIFY(!g.restore(g.save()));
        QCOMPARE(waitOf(g, h), uint64_t(90));
        QCOMPARE(game::thing_state_api::timeoutOf(g, *g.creature(h)), 90);
        // An item's is -1.
        const Handle bread = g.createItem(find(g, "bread"));
        g.giveItem(g.player(), *g.item(bread));
        const EventInfo asked = throwAt(g, EV_TASTE, g.player().handle(), h);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(asked.vVal, 1);
    }

    // rule: src/Fight.cpp and src/Inv.cpp (the engine adds an action's cost
    // to Timeout) with lib scripts such as `EActor->Timeout += 30`: what a
    // script adds during the actor's action comes on top of its cost.
    void timeoutRaisedDuringAnActionAddsToItsCost()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* sentry = spawn(g, "sentry");
        QVERIFY(sentry);
        const Handle self = g.player().handle();
        QCOMPARE(waitOf(g, self), uint64_t(0));     // the player is due
        throwAt(g, EV_TALK, self, sentry->handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(waitOf(g, self), uint64_t(45));
        const uint64_t now = g.queue().now();
        QVERIFY(g.perform(game::PlayerCommand{}));   // rest: a standard action
        QCOMPARE(g.queue().nextActionOf(self), now + 45 + game::scaledCost(game::kStandardActionCost,
                                                                            uint16_t(g.player().currentSpeed())));
    }

    // rule: src/Main.cpp (only the level being played counts Timeouts down:
    // a creature taken off it keeps its Timeout until it is played again).
    void timeoutIsHeldOffTheLevel()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* sentry = spawn(g, "sentry");
        QVERIFY(sentry);
        const Handle h = sentry->handle();
        const int x = sentry->x, y = sentry->y;
        game::thing_state_api::setTimeout(g, *sentry, 70);
        g.liftThing(h);
        QVERIFY(!g.queue().contains(h));
        QCOMPARE(game::thing_state_api::timeoutOf(g, *sentry), 70);
        game::thing_state_api::setTimeout(g, *sentry, 120);     // a script's write waits for it too
        QVERIFY(!g.restore(g.save()));
        sentry = g.creature(h);
        QCOMPARE(sentry->state.heldTimeout, 120);
        QVERIFY(g.placeThing(h, g.level(), x, y));
        QCOMPARE(waitOf(g, h), uint64_t(120));
        QCOMPARE(sentry->state.heldTimeout, -1);
    }

    // rule: src/Message.cpp, Creature::Name and GetFirstName (a creature
    // whose name is known goes by its first name, without an article);
    // src/Item.cpp, Item::operator== (items named apart never stack).
    void namedGivesProperNames()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* sentry = spawn(g, "sentry");
        QVERIFY(sentry);
        const Handle h = sentry->handle();
        QCOMPARE(g.nameOf(h)->name, std::string("sentry"));
        throwAt(g, EV_SEARCH, g.player().handle(), h);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(sentry->state.named, std::string("Captain Varn Oakheart"));
        QCOMPARE(g.nameOf(h)->name, std::string("Varn"));
        QVERIFY(g.nameOf(h)->proper);

        QCOMPARE(game::firstNameOf("  Jade   Tiger "), std::string("Jade   Tiger"));
        QCOMPARE(game::firstNameOf("King"), std::string("King"));
        QCOMPARE(game::firstNameOf("lady Morwen of Ash"), std::string("Morwen"));
        QCOMPARE(game::firstNameOf("Aldric the Bold"), std::string("Aldric"));
        QCOMPARE(game::firstNameOf(" "), std::string("Nameless"));

        const Handle first = g.createItem(find(g, "bread"));
        g.giveItem(g.player(), *g.item(first));
        const EventInfo named = throwAt(g, EV_TASTE, g.player().handle(), h);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.item(first)->named, std::string("Soulcleaver"));
        const Handle second = g.createItem(find(g, "bread"));
        g.item(second)->named = "Bladewarder";
        QCOMPARE(g.giveItem(g.player(), *g.item(second)), second);      // no stack
        const Handle third = g.createItem(find(g, "bread"));
        g.item(third)->named = "soulcleaver";
        QCOMPARE(g.giveItem(g.player(), *g.item(third)), first);        // names compare without case
        QVERIFY(!g.restore(g.save()));
        QCOMPARE(g.item(first)->named, std::string("Soulcleaver"));
        QCOMPARE(g.creature(h)->state.named, std::string("Captain Varn Oakheart"));
        Q_UNUSED(named);
    }

    // rule: inc/Defines.h (MS_*), src/Creature.cpp (the constructor: M_ALL_FEMALE
    // creatures are female, M_NEUTER ones never), inc/Creature.h (He/She/It),
    // src/MakeLev.cpp (MS_PEACEFUL and MS_GUARDING on monsters placed).
    void stateFlagsAreTheCreaturesState()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* dryad = spawn(g, "dryad");
        Creature* ooze = spawn(g, "ooze");
        Creature* sentry = spawn(g, "sentry");
        QVERIFY(dryad && ooze && sentry);
        using namespace game::state_flags;
        QVERIFY(dryad->state.female());
        QCOMPARE(g.nameOf(dryad->handle())->gender, game::Gender::Female);
        QVERIFY(!ooze->state.female());
        QCOMPARE(g.nameOf(ooze->handle())->gender, game::Gender::Neuter);
        // The sentry is peaceful (no M_HOSTILE): the bit reads so, and
        // clearing it makes it hostile; MS_GUARDING posts it where it stands.
        QCOMPARE(sentry->attitude, game::Attitude::Peaceful);
        QVERIFY(game::thing_state_api::stateFlagsOf(g, *sentry) & MS_PEACEFUL);
        const EventInfo e = throwAt(g, EV_SEARCH, g.player().handle(), sentry->handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(sentry->attitude, game::Attitude::Hostile);
        QCOMPARE(sentry->mind.guardX, sentry->x);
        QCOMPARE(sentry->mind.guardY, sentry->y);
        QVERIFY(g.identification().knowsCreature(sentry->handle()));
        const int32_t expected = MS_KNOWN | MS_GUARDING | 0x0100 | (sentry->state.female() ? MS_FEMALE : 0);
        QCOMPARE(e.vVal, expected);
        const world::Handle handle = sentry->handle();     // restoring replaces the creature
        QVERIFY(!g.restore(g.save()));
        QCOMPARE(int32_t(game::thing_state_api::stateFlagsOf(g, *g.creature(handle))), expected);
        // Clearing MS_KNOWN: the player forgets what it is.
        game::thing_state_api::setStateFlags(g, *g.creature(handle), 0);
        QVERIFY(!g.identification().knowsCreature(handle));
        QCOMPARE(g.creature(handle)->mind.guardX, -1);
    }

    // rule: src/Create.cpp, Player::Create (formulaSeed is fixed when the
    // character is made; classes.irh picks from it with `% 7`): the game's
    // seed here, so the same game makes the same choices; kept by a save.
    void formulaSeedIsFixedAtTheMaking()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* seer = spawn(g, "seer");
        QVERIFY(seer);
        const int32_t seed = int32_t(uint32_t(g.options().seed));
        const EventInfo e = throwAt(g, EV_ZAP, g.player().handle(), seer->handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vDmg, seed);
        QCOMPARE(e.vVal, seed % 7);
        const world::Handle seerHandle = seer->handle();   // restoring replaces the creature
        QVERIFY(!g.restore(g.save()));
        QCOMPARE(g.player().state.formulaSeed, 1234);
        throwAt(g, EV_TALK, g.player().handle(), seerHandle);
        QCOMPARE(g.scriptErrors().size(), size_t(1));
        QVERIFY2(g.scriptErrors()[0].find("formulaSeed: creature \"seer\" is not the player") != std::string::npos,
                 g.scriptErrors()[0].c_str());
    }

    // Bad values from scripts fail the call with a clear message.
    void badTimeoutsAreRefused()
    {
        test::StartedGame s = test::startAndAdvance(kWorld + R"(
Monster "bad" : MA_ANIMAL { Image: red 'b'; CR: 1; HD: 1;
    On Event EVICTIM(EV_ZAP) { EVictim->Timeout = -1; return DONE; };
    On Event EVICTIM(EV_TALK) { EActor->FirstInv()->Timeout = 5; return DONE; };
  }
)");
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* bad = spawn(g, "bad");
        QVERIFY(bad);
        throwAt(g, EV_ZAP, g.player().handle(), bad->handle());
        QCOMPARE(g.scriptErrors().size(), size_t(1));
        QVERIFY2(g.scriptErrors()[0].find("Timeout: -1 for creature \"bad\" would stop it acting for ever") !=
                     std::string::npos,
                 g.scriptErrors()[0].c_str());
        g.giveItem(g.player(), *g.item(g.createItem(find(g, "bread"))));
        throwAt(g, EV_TALK, g.player().handle(), bad->handle());
        QCOMPARE(g.scriptErrors().size(), size_t(2));
        QVERIFY2(g.scriptErrors()[1].find("Timeout: item \"bread\" is no creature: only creatures act") !=
                     std::string::npos,
                 g.scriptErrors()[1].c_str());
    }
};

INCURSION_TEST_MAIN(ThingStateTest)
#include "tst_thing_state.moc"
} // namespace tst_thing_state
