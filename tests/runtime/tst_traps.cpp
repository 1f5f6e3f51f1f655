// Traps in play (game/traps.h): a creature walking onto a trap sets it off
// (rule: src/Move.cpp, Creature::Walk), and the trap works as the
// original's Trap::TriggerTrap (rule: src/Feature.cpp): found when the
// player sees its victim, avoided by a saving throw against 15 + its level
// (+ 5 unknown), else spent and its effect used on the victim with the trap
// as EItem and isTrap; a spent trap does nothing; fliers pass over; a
// script sets one off with TriggerTrap(e, found_before) (rule: lib's Dispel
// Magic on a trap it fails to disarm).
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/creature.h"
#include "game/feature_object.h"
#include "game/traps.h"

#include <QtTest>

namespace tst_traps {

using namespace incursion;
using namespace incursion::test::effect_arena;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define T_TRAP 12
#define M_FLYER 12
#define NOSAVE 3

Feature "bear trap" : T_TRAP { Image: '^'; }
Effect "dart trap" : EA_BLAST
  { Level: 1; xval: AD_PIERCE; pval: 3d1; sval: NOSAVE;
    On Event EV_MAGIC_STRIKE {
      if (e.isTrap && EItem->isType(T_TRAP) && GetHandle(EVictim) == GetHandle(EActor))
        EVictim->IPrint("The dart flies from the trap at your feet.");
      return NOTHING;
      }; }
Effect "pit trap" : EA_BLAST
  { Level: 1; xval: AD_BLUNT; pval: 1d1; sval: NOSAVE;
    On Event POST(EV_EFFECT) { EItem->Remove(true); return NOTHING; }; }
Effect "clumsy trap" : EA_BLAST { Level: -30; xval: AD_PIERCE; pval: 3d1; sval: REF; }
Monster "walker" : MA_ANIMAL
  { Image: white 'w'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; }
Monster "bat" : MA_ANIMAL
  { Image: white 'b'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_FLYER; }
Monster "dispeller" : MA_ANIMAL
  { Image: white 'd'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE;
    On Event EVICTIM(EV_SEARCH) {
      e.vVal = EMap->FTrapAt(e.EXVal, e.EYVal)->TriggerTrap(e, true);
      return DONE;
      }; }
)";

// A hidden trap of `effect` at (x, y).
Handle layTrap(game::Game& g, std::string_view effect, int x, int y)
{
    const Handle trap = g.createFeature(idOf(g, "bear trap"), idOf(g, effect));
    return g.placeThing(trap, g.level(), x, y) ? trap : world::kNoObject;
}

bool hidden(game::Game& g, Handle trap)
{
    const game::FeatureObject* object = g.featureObject(trap);
    const map::Feature* feature = object ? g.featureOf(*object) : nullptr;
    return feature && (feature->state & map::kFeatureHidden);
}

bool spent(game::Game& g, Handle trap)
{
    const game::FeatureObject* object = g.featureObject(trap);
    return object && (object->otherFlags & game::traps::TS_DISARMED);
}

// The player steps east and back west.
void stepEastAndBack(game::Game& g)
{
    g.perform(game::PlayerCommand::move(2));
    g.perform(game::PlayerCommand::move(6));
}

} // namespace

class TestTraps : public QObject {
    Q_OBJECT

    static std::unique_ptr<Arena> arena() { return startArena(kWorld); }

private slots:
    // The player walks onto a hidden trap: "You fall victim to a bear
    // trap!", its effect strikes the player with the trap as EItem and
    // isTrap, the trap is found and spent; walking onto it again does nothing.
    void walkingOntoAHiddenTrap()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        game::Creature& self = g.player();
        self.hp = self.maxHp = 50;
        const Handle trap = layTrap(g, "dart trap", a->start.x + 1, a->start.y);
        QVERIFY(trap && hidden(g, trap));
        QVERIFY(g.perform(game::PlayerCommand::move(2)));
        QVERIFY(logHas(g, "You fall victim to a bear trap!"));
        QVERIFY(logHas(g, "The dart flies from the trap at your feet."));
        QCOMPARE(self.hp, 47);
        QVERIFY(!hidden(g, trap));
        QVERIFY(spent(g, trap));
        stepEastAndBack(g);
        QCOMPARE(self.hp, 47);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // A trap whose POST(EV_EFFECT) removes its EItem (the original's pit
    // traps) is gone from the map once set off.
    void aTrapThatRemovesItself()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const int x = a->start.x + 1, y = a->start.y;
        QVERIFY(layTrap(g, "pit trap", x, y));
        g.perform(game::PlayerCommand::move(2));
        QVERIFY(logHas(g, "You fall victim to a bear trap!"));
        QVERIFY(!g.level().map().featureAt(x, y));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // A saving throw against 15 + a level of -30 (+ 5 unknown) fails only
    // on a natural 1: the player avoids the trap, which stays armed.
    void aSavingThrowAvoidsIt()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        game::Creature& self = g.player();
        self.hp = self.maxHp = 50;
        const Handle trap = layTrap(g, "clumsy trap", a->start.x + 1, a->start.y);
        g.perform(game::PlayerCommand::move(2));
        QVERIFY(logHas(g, "You avoid the effects of a bear trap!"));
        QCOMPARE(self.hp, 50);
        QVERIFY(!spent(g, trap));
    }

    // Monsters walk into traps too, but a flier passes over; the player
    // watching, the trap is found.
    void monstersAndFliers()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const int x = a->start.x + 4, y = a->start.y;
        const Handle trap = layTrap(g, "dart trap", x, y);
        const Handle bat = place(g, "bat", x, y, 20);
        game::traps::walkedOnto(g, *g.creature(bat));
        QCOMPARE(hpOf(g, bat), 20);
        QVERIFY(hidden(g, trap) && !spent(g, trap));
        g.creature(bat)->hp = 0;
        g.removeCreature(*g.creature(bat), world::kNoObject, "test");
        const Handle walker = place(g, "walker", x, y, 20);
        game::traps::walkedOnto(g, *g.creature(walker));
        QCOMPARE(hpOf(g, walker), 17);
        QVERIFY(logHas(g, "falls victim to a bear trap!"));
        QVERIFY(!hidden(g, trap) && spent(g, trap));
    }

    // TriggerTrap(e, found_before) sets the trap off on the event's actor.
    void aScriptSetsATrapOff()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const int x = a->start.x + 4, y = a->start.y;
        const Handle trap = layTrap(g, "dart trap", x, y);
        const Handle dispeller = place(g, "dispeller", x + 1, y, 20);
        game::EventInfo e;
        e.event = game::EV_SEARCH;
        e.actor = dispeller;
        e.victim = dispeller;
        e.EXVal = int16_t(x);
        e.EYVal = int16_t(y);
        g.throwEvent(e);
        QCOMPARE(hpOf(g, dispeller), 17);
        QVERIFY(spent(g, trap));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(TestTraps)
#include "tst_traps.moc"
} // namespace tst_traps
