// Monsters' own events and the host API of monsters (game/monster_events.h,
// game/monster_api.h), run by original-style handlers in a running game:
// EV_INITIALIZE offered once to the monster's own resource before its gear,
// EV_TURN thrown to every creature and item lying on the map each game
// turn (a DONE skipping a creature's upkeep), and what scripts ask of a monster: XCR, tmID, HasAttk,
// isAerial, isIllusion, isHostileToPartyOf, getLeaderOrFirst, Awaken,
// TurnHostileTo and TurnNeutralTo; and TF_SPECIAL terrain answering the
// events of its cell.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/player_command.h"
#include "game/rules.h"

#include <QtTest>

namespace tst_monster_events {

using namespace incursion;
using game::EventInfo;
using world::Handle;

namespace {

using test::throwAt;

const std::string kWorld = R"(
#define NULL_OBJ ((hObj)0)
#define M_FLYER 12
#define EXPOSED 16
#define ILLUSION 74
#define LEVITATION 127
#define SLEEP_NATURAL 2
#define SLEEP_DEEP 5
#define SS_MISC 7
#define A_GORE 23
#define TF_SPECIAL 5

Terrain "quicksand" { Image: yellow '.'; Flags: TF_SPECIAL;
    On Event EV_MOVE {
      EActor->GainPermStati(STUNNED, NULL_OBJ, SS_ENCH, 0, 0);
      return ABORT;
      };
  }
Terrain "circle" { Image: magenta '.'; Flags: TF_SPECIAL;
    On Event EV_INITIALIZE { EPlayer->mHP = EPlayer->mHP + e.EXVal * 1000 + e.EYVal; return NOTHING; };
  }
Terrain "mud" { Image: brown '.';
    On Event EV_MOVE {
      EActor->GainPermStati(STUNNED, NULL_OBJ, SS_ENCH, 0, 0);
      return ABORT;
      };
  }

Item "club" : T_WEAPON { Image: brown '|'; SDmg: 1d6; LDmg: 1d4; Level: 1; Weight: 30; }
Item "ember" : T_FOOD { Image: red '*'; Level: 1; Weight: 1;
    On Event EV_TURN { EPlayer->mHP = EPlayer->mHP + 1; return NOTHING; };
  }

Monster "toad" : MA_ANIMAL
  { Image: green 't'; CR: 1; HD: 1; Hit: 1; Def: 12; Attk: A_BITE for 1d4 AD_PIERCE;
    Gear: $"club";
    On Event EV_INITIALIZE {
      EActor->mHP = EActor->mHP + 100;
      if (EActor->FirstInv() == NULL_OBJ)
        EActor->GainPermStati(STUNNED, NULL_OBJ, SS_ENCH, 0, 0);
      return NOTHING;
      };
    On Event PRE(EV_INITIALIZE) {
      EActor->GainPermStati(BLIND, NULL_OBJ, SS_ENCH, 0, 0);
      return NOTHING;
      };
    On Event EV_TURN {
      EActor->mHP = EActor->mHP + 1;
      return NOTHING;
      };
  }

Monster "stone toad" : MA_ANIMAL
  { Image: white 't'; CR: 1; HD: 1; Hit: 1; Def: 12; Attk: A_BITE for 1d4 AD_PIERCE;
    On Event EV_TURN { return DONE; };
  }

Monster "bat" : MA_ANIMAL
  { Image: brown 'b'; CR: 0; HD: 1; Hit: 1; Def: 14; Attk: A_BITE for 1d2 AD_PIERCE, A_GORE for 1d2 AD_PIERCE;
    Flags: M_FLYER, M_HOSTILE; }

Monster "asker" : MA_GOBLINOID
  { Image: green 'g'; CR: 1; HD: 1; Hit: 1; Def: 12; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = XCR(1) * 10000 + XCR(0) * 100 + XCR(-8);
      e.vMag = XCR(-9) + XCR(5);
      e.isHit = EVictim->HasAttk(A_CLAW) && !EVictim->HasAttk(A_GORE);
      e.isSomething = EVictim->tmID == EVictim->mID;
      e.vDmg = EVictim->isAerial() + EVictim->isIllusion() * 10;
      e.xDmg = EActor->isAerial();
      EVictim->GainPermStati(LEVITATION, NULL_OBJ, SS_ENCH, 0, 0);
      EVictim->GainPermStati(ILLUSION, NULL_OBJ, SS_ENCH, 0, 0);
      e.aDmg = EVictim->isAerial() + EVictim->isIllusion() * 10;
      return DONE;
      };
    On Event EVICTIM(EV_SEARCH) {
      e.isHit = EVictim->isHostileToPartyOf(EActor);
      e.isSomething = EVictim->getLeaderOrFirst() == GetHandle(EVictim);
      return DONE;
      };
    On Event EVICTIM(EV_TASTE) {
      EVictim->Awaken();
      return DONE;
      };
    On Event EVICTIM(EV_OPEN) {
      EMap->WriteTerra(e.EXVal, e.EYVal, $"circle");
      EMap->WriteTerra(e.EXVal, e.EYVal + 1, $"mud");
      return DONE;
      };
    On Event EVICTIM(EV_TALK) {
      EVictim->TurnHostileTo(EActor);
      e.isHit = EVictim->isHostileTo(EActor);
      EVictim->TurnNeutralTo(EActor);
      e.isSomething = EVictim->isHostileTo(EActor);
      return DONE;
      };
  }
)";

// Plays until `turns` more game turns have passed, the player resting.
void restFor(game::Game& g, uint64_t turns)
{
    const uint64_t until = g.turn() + turns;
    while (g.turn() < until && g.advance() == game::GameStatus::PlayerToAct)
        g.perform(game::PlayerCommand::of(game::CommandKind::Rest));
}

} // namespace

class MonsterEventsTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Monster.cpp, Monster::Initialize: EV_INITIALIZE goes to the
    // monster's own resource with PEvent (no PRE, no other participant),
    // once, before its gear (the comment before PreBuff and Inventory).
    void initializeComesOnceBeforeTheGear()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle toad = test::spawnNextToPlayer(g, "toad");
        QVERIFY(toad != world::kNoObject);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const game::Creature& c = *g.creature(toad);
        QVERIFY(c.maxHp > 100 && c.maxHp <= 108);        // 1d8 and the handler's 100, once
        QVERIFY(c.hasStatus(game::rules::STUNNED));      // it had no gear yet
        QVERIFY(!c.hasStatus(game::rules::BLIND));       // PRE(EV_INITIALIZE) is not offered
        QCOMPARE(c.inventory.size(), size_t(1));         // the club came after
    }

    // rule: src/Main.cpp, the game loop throws EV_TURN to every thing on
    // the map every 60 ticks; src/Creature.cpp, Creature::Event: the
    // creature's own EV_TURN handling (DoTurn) comes after its scripts, so
    // a script's DONE skips it.
    void everyCreatureGetsATurnEvent()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle toad = test::spawnNextToPlayer(g, "toad");
        const Handle stone = test::spawnNextToPlayer(g, "stone toad");
        QVERIFY(toad != world::kNoObject && stone != world::kNoObject);
        const int32_t before = g.creature(toad)->maxHp;
        // A stati of one turn runs out in the upkeep the stone toad skips.
        for (Handle h : {toad, stone})
            g.creature(h)->addStatus({game::rules::AFRAID, 0, 0, game::rules::SS_MISC, 1, 0, world::kNoObject});
        // An item lying on the map gets it too; one carried does not.
        const Handle lying = g.spawnItem(*g.resources().find("ember"), 0, g.player().x, g.player().y, 1);
        const Handle carried = g.spawnItem(*g.resources().find("ember"), 0, g.player().x, g.player().y, 1);
        QVERIFY(lying != world::kNoObject && carried != world::kNoObject);
        g.giveItem(g.player(), *g.item(carried));
        const int32_t playerBefore = g.player().maxHp;
        restFor(g, 5);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.creature(toad)->maxHp, before + 5);
        QCOMPARE(g.player().maxHp, playerBefore + 5);
        QVERIFY(!g.creature(toad)->hasStatus(game::rules::AFRAID));
        QVERIFY(g.creature(stone)->hasStatus(game::rules::AFRAID));
    }

    // rule: inc/Inline.h, XCR; src/Creature.cpp, Creature::GetAttk and
    // Creature::isAerial (M_FLYER, LEVITATION ...); inc/Map.h,
    // Thing::isIllusion (the ILLUSION stati).
    void whatAMonsterIs()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle asker = test::spawnNextToPlayer(g, "asker");
        QVERIFY(asker != world::kNoObject);
        const EventInfo e = throwAt(g, game::EV_ZAP, g.player().handle(), asker);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 64 * 10000 + 55 * 100 + 10);
        QCOMPARE(e.vMag, 6 + 8 * 8 * 8);
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);
        QCOMPARE(e.vDmg, int16_t(0));
        QCOMPARE(e.aDmg, int16_t(11));

        QCOMPARE(e.xDmg, int16_t(0));   // the player neither flies nor levitates

        const Handle bat = test::spawnNextToPlayer(g, "bat");
        QVERIFY(bat != world::kNoObject);
        const EventInfo b = throwAt(g, game::EV_ZAP, bat, asker);
        QCOMPARE(b.xDmg, int16_t(1));   // M_FLYER
    }

    // rule: src/Social.cpp, Creature::isHostileToPartyOf (hostile to c or
    // to a friend of c); inc/Creature.h, Creature::getLeaderOrFirst (no
    // leader: the friend with the lowest handle, itself included).
    void partiesAndLeaders()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle first = test::spawnNextToPlayer(g, "asker");
        const Handle second = test::spawnNextToPlayer(g, "asker");
        QVERIFY(first != world::kNoObject && second != world::kNoObject);
        for (Handle h : {first, second})
            g.creature(h)->attitude = game::Attitude::Hostile;

        // Asked of the second asker about the player: hostile to the player's party;
        // its leader or first is the first asker.
        EventInfo e = throwAt(g, game::EV_SEARCH, g.player().handle(), second);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);
        QVERIFY(!e.isSomething);
        e = throwAt(g, game::EV_SEARCH, g.player().handle(), first);
        QVERIFY(e.isSomething);

        // A peaceful monster is hostile to no one's party.
        g.creature(second)->attitude = game::Attitude::Peaceful;
        e = throwAt(g, game::EV_SEARCH, g.player().handle(), second);
        QVERIFY(!e.isHit);
        QVERIFY(e.isSomething);     // it has no friend: it is its own first
    }

    // rule: src/Skills.cpp, Creature::Awaken: natural sleep ends, with a
    // message and 4 turns EXPOSED; deep (and psychic) sleep does not.
    void awakenEndsNaturalSleepOnly()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle sleeper = test::spawnNextToPlayer(g, "asker");
        const Handle deep = test::spawnNextToPlayer(g, "asker");
        QVERIFY(sleeper != world::kNoObject && deep != world::kNoObject);
        g.creature(sleeper)->addStatus({game::rules::SLEEPING, 2, 0, game::rules::SS_MISC, -1, 0, world::kNoObject});
        g.creature(deep)->addStatus({game::rules::SLEEPING, 5, 0, game::rules::SS_MISC, -1, 0, world::kNoObject});

        throwAt(g, game::EV_TASTE, g.player().handle(), sleeper);
        throwAt(g, game::EV_TASTE, g.player().handle(), deep);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const game::StatusEffect* exposed = g.creature(sleeper)->status(16);
        QVERIFY(!g.creature(sleeper)->hasStatus(game::rules::SLEEPING));
        QVERIFY(exposed && exposed->turnsLeft == 4);
        QVERIFY(g.creature(deep)->hasStatus(game::rules::SLEEPING));
        QVERIFY(!g.creature(deep)->hasStatus(16));
        // Its next action comes 30 ticks later than planned, at least 30 from now.
        for (const game::UpcomingAction& next : g.queue().upcoming())
            if (next.actor == sleeper)
                QVERIFY(next.wait >= 30);
    }

    // rule: src/Event.cpp, the dispatch after the region: the terrain of
    // the event's cell (EXVal, EYVal when isLoc) runs its handlers when it
    // is TF_SPECIAL; src/Move.cpp: a step's EV_MOVE names its target cell.
    void specialTerrainTakesPartInEvents()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const auto [x, y] = test::freeCellNextToPlayer(g);
        QVERIFY(x >= 0);
        int direction = 0;
        while (g.player().x + game::kDirectionX[direction] != x || g.player().y + game::kDirectionY[direction] != y)
            ++direction;
        map::Map& m = g.level().map();
        const int fromX = g.player().x, fromY = g.player().y;

        // Mud is no special terrain: its handler is never offered, the step is taken.
        m.setTerrain(x, y, map::TerrainType{*g.resources().find("mud"), 0});
        QVERIFY(g.perform(game::PlayerCommand::move(direction)));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.player().x, x);
        QVERIFY(!g.player().hasStatus(game::rules::STUNNED));

        // Quicksand is: its EV_MOVE stops the step back onto it, and stuns.
        g.advance();
        int back = 0;
        while (x + game::kDirectionX[back] != fromX || y + game::kDirectionY[back] != fromY)
            ++back;
        m.setTerrain(fromX, fromY, map::TerrainType{*g.resources().find("quicksand"), 0});
        g.perform(game::PlayerCommand::move(back));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.player().x, x);
        QCOMPARE(g.player().y, y);
        QVERIFY(g.player().hasStatus(game::rules::STUNNED));
    }

    // rule: src/Effects.cpp, Map::WriteTerra: special terrain written on
    // the map gets EV_INITIALIZE with its cell; other terrain none.
    void writtenSpecialTerrainIsInitialized()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle asker = test::spawnNextToPlayer(g, "asker");
        QVERIFY(asker != world::kNoObject);
        const int32_t before = g.player().maxHp;
        EventInfo e;
        e.event = game::EV_OPEN;
        e.actor = g.player().handle();
        e.victim = asker;
        e.EXVal = 3;
        e.EYVal = 4;
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.level().map().terrainResource(3, 4), *g.resources().find("circle"));
        QCOMPARE(g.player().maxHp, before + 3004);
    }

    // rule: src/Target.cpp, TargetSystem::TurnHostileTo (the creature an
    // enemy) and TurnNeutralTo (no enemies: MS_PEACEFUL).
    void turningHostileAndNeutral()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle asker = test::spawnNextToPlayer(g, "asker");
        QVERIFY(asker != world::kNoObject);
        g.creature(asker)->attitude = game::Attitude::Peaceful;
        const EventInfo e = throwAt(g, game::EV_TALK, g.player().handle(), asker);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);
        QVERIFY(!e.isSomething);
        QCOMPARE(g.creature(asker)->attitude, game::Attitude::Peaceful);

        // The player's side cannot be a peaceful creature's enemy here: a clear error.
        const Handle other = test::spawnNextToPlayer(g, "asker");
        g.creature(other)->attitude = game::Attitude::Peaceful;
        throwAt(g, game::EV_TALK, other, asker);
        QVERIFY(!g.scriptErrors().empty());
        QVERIFY2(g.scriptErrors().back().find("is peaceful") != std::string::npos, g.scriptErrors().back().c_str());
    }
};

INCURSION_TEST_MAIN(MonsterEventsTest)
#include "tst_monster_events.moc"
} // namespace tst_monster_events
