// The player's companions (game/companions.h): MakeCompanion makes a monster
// follow the player and fight for it within the pools of challenge rating
// the player may lead, FixSummonCR fits a summoning to the room left, the
// player's summons and the monsters it dominates are companions, they go
// with the player to another level, the player displaces them, and a save
// keeps them.
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/companions.h"
#include "game/monster_ai.h"
#include "game/player_command.h"
#include "game/player_view.h"
#include "game/rules.h"
#include "game/spell_engine.h"

#include <QtTest>

namespace tst_companions {

using namespace incursion;
using namespace incursion::test::effect_arena;
using game::Creature;
using game::EventInfo;
using world::Handle;
namespace cp = game::companions;

namespace {

// A "tamer" answers EVICTIM(EV_ZAP) with vDmg naming the pool: it calls
// MakeCompanion on the victim, EVICTIM(EV_TASTE) asks FixSummonCR(vDmg, vVal).
const std::string kWorld = R"(
#define PHD_PARTY 1
#define PHD_MAGIC 2
#define PHD_ANIMAL 3
#define PHD_UNDEAD 5
#define PHD_FREEBIE 6
#define MA_ADVENTURER 87
#define MA_UNDEAD 76
#define CHARMED 137
#define CH_CHARM 1
#define CH_DOMINATE 4

Monster "dog" : MA_ANIMAL
  { Image: brown 'd'; CR: 1; HD: 3; Hit: 4; Def: 12; Spd: 100%; Mov: 100%;
    Attk: A_BITE for 1d6 AD_PIERCE; Flags: M_HOSTILE;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EVictim->MakeCompanion(EActor, e.vDmg);
      return DONE;
      };
    On Event EVICTIM(EV_TASTE) {
      e.vVal = EActor->FixSummonCR(e.vDmg, e.vVal);
      return DONE;
      };
    On Event EVICTIM(EV_SEARCH) {
      EVictim->GainPermStati(CHARMED, EActor, SS_ENCH, e.vDmg, 0);
      return DONE;
      };
    On Event EVICTIM(EV_TALK) {
      e.vVal = EVictim->isLedBy(EActor) + 2 * EActor->isLedBy(EVictim);
      e.vDmg = EVictim->getLeader()->isPlayer();
      e.aDmg = EActor->getLeader()->isPlayer();
      e.xDmg = EVictim->getLeaderOrFirst()->isPlayer();
      return DONE;
      };
  }
Monster "giant" : MA_ANIMAL
  { Image: red 'G'; CR: 8; HD: 8; Attk: A_SLAM for 1d6 AD_BLUNT; Flags: M_HOSTILE;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EVictim->MakeCompanion(EActor, e.vDmg);
      return DONE;
      };
  }
Monster "sellsword" : MA_ADVENTURER
  { Image: white 'p'; CR: 1; HD: 2; Attk: A_PUNC for 1d3 AD_BLUNT; Flags: M_HOSTILE;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EVictim->MakeCompanion(EActor, e.vDmg);
      return DONE;
      };
  }
Monster "rat" : MA_ANIMAL
  { Image: brown 'r'; CR: 1; HD: 1; Hit: 0; Def: 8; Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE; }
Spell "Call Rats" : EA_SUMMON { Level: 1; Cost: 3; rval: $"rat"; pval: 2d1; }
)";

// MakeCompanion(player, pool) asked of `monster` by its script.
bool makeCompanion(game::Game& g, Handle monster, int32_t pool)
{
    EventInfo e;
    e.event = game::EV_ZAP;
    e.actor = g.player().handle();
    e.victim = monster;
    e.vDmg = int16_t(pool);
    g.throwEvent(e);
    return e.vVal != 0;
}

// The player's FixSummonCR(cr, pool), asked by a dog's script.
int32_t fixSummonCR(game::Game& g, Handle dog, int32_t cr, int32_t pool)
{
    EventInfo e;
    e.event = game::EV_TASTE;
    e.actor = g.player().handle();
    e.victim = dog;
    e.vDmg = int16_t(cr);
    e.vVal = pool;
    g.throwEvent(e);
    return e.vVal;
}

// Room in the player's party pool for companions up to CR 10 together: a
// BONUS_PHD stati for PHD_PARTY, as the original's bard start gives one
// (lib/classes.irh). A first-level player's own pool (its level plus its
// Charisma modifier) holds no CR 1 monster: MakeCompanion rounds what is
// left down to a challenge rating below 0.
void makeRoomToLead(game::Game& g)
{
    Creature& self = g.player();
    const int32_t bonus = 10 - cp::maxGroupCR(g, self, cp::PHD_PARTY);
    self.addStatus({45, cp::PHD_PARTY, bonus, game::rules::SS_MISC, -1, 0, world::kNoObject});
}

int steps(const Creature& a, const Creature& b)
{
    return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
}

} // namespace

class TestCompanions : public QObject {
    Q_OBJECT

    std::unique_ptr<Arena> a_;      // each test's game, in a fresh arena

private slots:
    void init()
    {
        a_ = startArena(kWorld);
        QVERIFY2(a_->t.game, qPrintable(a_->t.errors));
    }

    // rule: src/Social.cpp, Monster::MakeCompanion (the player becomes its
    // leader, TargetSummoner; outside PHD_MAGIC it joins the player's
    // PartyID); src/Monster.cpp, Monster::Movement (a follower more than 3
    // steps from its leader heads for it).
    void aCompanionFollowsAndFightsForThePlayer()
    {
        game::Game& g = a_->g();
        Creature& self = g.player();
        makeRoomToLead(g);
        self.party.partyId = 3;
        const Handle dog = place(g, "dog", self.x + 2, self.y, 40);
        QVERIFY(makeCompanion(g, dog, cp::PHD_PARTY));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        Creature& pet = *g.creature(dog);
        QCOMPARE(pet.party.leader, self.handle());
        QCOMPARE(pet.attitude, game::Attitude::Player);
        QCOMPARE(pet.party.partyId, 3);
        QVERIFY(cp::isCompanionOf(pet, self));
        QCOMPARE(cp::companionsOf(g, self), std::vector<Handle>{dog});
        // Scripts see who leads whom (inc/Creature.h, isLedBy, getLeader,
        // getLeaderOrFirst; the player leads itself, src/Player.cpp).
        EventInfo asked;
        asked.event = game::EV_TALK;
        asked.actor = self.handle();
        asked.victim = dog;
        g.throwEvent(asked);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(int(asked.vVal), 1);
        QCOMPARE(int(asked.vDmg), 1);
        QCOMPARE(int(asked.aDmg), 1);
        QCOMPARE(int(asked.xDmg), 1);

        // A hostile rat beside it: the dog bites it.
        const Handle rat = place(g, "rat", pet.x + 1, pet.y, 50);
        QCOMPARE(game::takeMonsterTurn(g, pet).action, game::MonsterAction::Attack);
        QCOMPARE(pet.mind.target, rat);
        g.removeCreature(*g.creature(rat), world::kNoObject, "test");

        // The player walks off: the dog follows until within 3 steps.
        g.moveCreature(self, a_->start.x + 18, a_->start.y);
        for (int i = 0; i < 30 && steps(pet, self) > 3; ++i)
            game::takeMonsterTurn(g, pet);
        QCOMPARE(steps(pet, self), 3);
        // Near enough, it stays near: no wandering off.
        for (int i = 0; i < 20; ++i) {
            game::takeMonsterTurn(g, pet);
            QVERIFY(steps(pet, self) <= 4);
        }
    }

    // rule: src/Social.cpp, Monster::MakeCompanion: PHD_MAGIC keeps the
    // monster's own PartyID; an MA_ADVENTURER joining the party gains
    // HEROIC_QUALITY and 20 hit points (src/Values.cpp, CalcValues), once.
    void magicKeepsItsPartyAndAdventurersAreHeroic()
    {
        game::Game& g = a_->g();
        Creature& self = g.player();
        makeRoomToLead(g);
        self.party.partyId = 3;
        const Handle dog = place(g, "dog", self.x + 2, self.y, 40);
        g.creature(dog)->party.partyId = 44;
        QVERIFY(makeCompanion(g, dog, cp::PHD_MAGIC));
        QCOMPARE(g.creature(dog)->party.partyId, 44);

        const Handle hero = place(g, "sellsword", self.x + 1, self.y + 1, 10);     // beside: the arena is dark
        QVERIFY(makeCompanion(g, hero, cp::PHD_PARTY));
        QCOMPARE(g.creature(hero)->maxHp, 30);
        QCOMPARE(g.creature(hero)->hp, 30);
        QVERIFY(g.creature(hero)->hasStatus(203));
        QVERIFY(logHas(g, "You sense a certain heroic quality about the sellsword..."));
        QVERIFY(makeCompanion(g, hero, cp::PHD_PARTY));
        QCOMPARE(g.creature(hero)->maxHp, 30);
    }

    // rule: src/Social.cpp, Player::MaxGroupCR (PHD_PARTY: total level +
    // Charisma modifier + Diplomacy and Leadership bonuses; PHD_MAGIC:
    // (caster level + total level) / 2; PHD_ANIMAL: -10 without
    // CA_ANIMAL_COMP), Player::GetGroupXCR (each companion weighs
    // max(10, (CR + 2)³), the new one (CR + 2)³) and Player::FixSummonCR
    // (the CR lowered until XCR(max) - weight, plus PHD_PARTY's room, is
    // not negative; -1 at least).
    void fixSummonCRFitsTheRoomLeft()
    {
        game::Game& g = a_->g();
        Creature& self = g.player();
        const Handle dog = place(g, "dog", self.x + 2, self.y, 40);
        const int32_t level = self.character ? self.character->totalLevel() : self.level;
        QCOMPARE(cp::maxGroupCR(g, self, cp::PHD_ANIMAL), -10);
        QCOMPARE(cp::maxGroupCR(g, self, cp::PHD_UNDEAD), 0);
        const int32_t party = cp::maxGroupCR(g, self, cp::PHD_PARTY);
        QCOMPARE(party, level + self.modifier(game::rules::A_CHA));
        // Worked by hand from the original's formulas for a party limit of
        // 10 and a magic limit of 5: XCR(10) = 2197, XCR(5) = 512.
        self.attributes[game::rules::A_CHA] = 10;
        self.addStatus({45, cp::PHD_PARTY, 10 - level, game::rules::SS_MISC, -1, 0, world::kNoObject});
        self.addStatus({45, cp::PHD_MAGIC, 5 - cp::maxGroupCR(g, self, cp::PHD_MAGIC), game::rules::SS_MISC, -1, 0,
                        world::kNoObject});
        QCOMPARE(cp::maxGroupCR(g, self, cp::PHD_PARTY), 10);
        QCOMPARE(cp::maxGroupCR(g, self, cp::PHD_MAGIC), 5);
        // Nothing led: 512 - (cr + 2)³ + 2197 >= 0 up to cr 11 (14³ = 2744 > 2709).
        QCOMPARE(fixSummonCR(g, dog, 20, cp::PHD_MAGIC), 11);
        QCOMPARE(cp::fixSummonCR(g, self, 5, cp::PHD_MAGIC), 5);
        // PHD_PARTY alone: 2197 - (cr + 2)³ >= 0 up to cr 11.
        QCOMPARE(fixSummonCR(g, dog, 20, cp::PHD_PARTY), 11);
        // A giant (CR 8) led by magic weighs (8 + 2)³ = 1000.
        // (Summoned by the player: the pools go by what a companion is, not
        // by the pool named when it joined.)
        const Handle giant = place(g, "giant", self.x + 4, self.y, 40);
        g.creature(giant)->addStatus({game::rules::SUMMONED, 0, 0, game::rules::SS_ENCH, -1, 0, self.handle()});
        QVERIFY(makeCompanion(g, giant, cp::PHD_MAGIC));
        QCOMPARE(cp::groupWeight(g, self, cp::PHD_MAGIC), 1000);
        // The magic pool's excess over its limit (1000 - 512) counts on PHD_PARTY.
        QCOMPARE(cp::groupWeight(g, self, cp::PHD_PARTY), 488);
        // 512 - 1000 - (cr + 2)³ + (2197 - 488) >= 0 up to cr 8 (10³ = 1000 <= 1221 < 11³).
        QCOMPARE(fixSummonCR(g, dog, 20, cp::PHD_MAGIC), 8);
        // Nothing fits: -1 at least.
        self.removeStatus(45);
        QCOMPARE(fixSummonCR(g, dog, 20, cp::PHD_MAGIC), -1);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // rule: src/Social.cpp, Monster::MakeCompanion with the pool full: an
    // animal refuses ("You don't feel you can control that many animals at
    // the same time."), PHD_UNDEAD says nothing, a dominated or summoned one
    // is pacified (the player's Will save against 15 + CR) or breaks free;
    // PHD_FREEBIE always joins and counts in no pool (NO_PHD).
    void aFullPoolRefusesAsTheOriginal()
    {
        game::Game& g = a_->g();
        Creature& self = g.player();
        // A first-level player of Charisma 3 (-4) has 26 - 10 = 16 of party
        // room: a CR 1 animal (27) does not fit, nor a CR 8 giant by magic.
        self.attributes[game::rules::A_CHA] = 3;
        const Handle dog = place(g, "dog", self.x + 2, self.y, 40);
        QVERIFY(!makeCompanion(g, dog, cp::PHD_ANIMAL));
        QVERIFY(logHas(g, "You don't feel you can control that many animals at the same time."));
        QCOMPARE(g.creature(dog)->party.leader, world::kNoObject);
        QCOMPARE(g.creature(dog)->attitude, game::Attitude::Hostile);

        const Handle giant = place(g, "giant", self.x + 1, self.y - 1, 40);
        const size_t logged = g.log().size();
        QVERIFY(!makeCompanion(g, giant, cp::PHD_UNDEAD));
        QCOMPARE(g.log().size(), logged);

        QVERIFY(!makeCompanion(g, giant, cp::PHD_MAGIC));
        const Creature& broken = *g.creature(giant);
        QCOMPARE(broken.party.leader, world::kNoObject);
        if (logHas(g, "The giant breaks free of your control!"))
            QCOMPARE(broken.attitude, game::Attitude::Hostile);
        else {
            QVERIFY(logHas(g, "you content yourself with pacifying it."));
            QCOMPARE(broken.attitude, game::Attitude::Peaceful);
        }

        // A freebie joins whatever the pools say, and weighs nothing.
        QVERIFY(makeCompanion(g, giant, cp::PHD_FREEBIE));
        QCOMPARE(g.creature(giant)->party.leader, self.handle());
        QCOMPARE(g.creature(giant)->attitude, game::Attitude::Player);
        QVERIFY(g.creature(giant)->hasStatus(233));
        QCOMPARE(cp::groupWeight(g, self, cp::PHD_PARTY), 0);
        QCOMPARE(cp::groupWeight(g, self, cp::PHD_ANIMAL), 0);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // rule: src/Status.cpp, Thing::GainStati (CHARMED from the player as
    // CH_ALLY, CH_DOMINATE or CH_COMMAND makes the monster a companion;
    // CH_CHARM does not) and Player::GetGroupXCR (a dominated one counts in
    // PHD_MAGIC).
    void dominatedMonstersBecomeCompanions()
    {
        game::Game& g = a_->g();
        Creature& self = g.player();
        makeRoomToLead(g);
        const Handle charmed = place(g, "dog", self.x + 2, self.y, 40);
        const Handle dominated = place(g, "dog", self.x + 3, self.y, 40);
        EventInfo e;
        e.event = game::EV_SEARCH;
        e.actor = self.handle();
        e.victim = charmed;
        e.vDmg = 1;     // CH_CHARM
        g.throwEvent(e);
        QCOMPARE(g.creature(charmed)->party.leader, world::kNoObject);
        e.victim = dominated;
        e.vDmg = 4;     // CH_DOMINATE
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.creature(dominated)->party.leader, self.handle());
        QCOMPARE(g.creature(dominated)->attitude, game::Attitude::Player);
        QCOMPARE(cp::groupWeight(g, self, cp::PHD_ANIMAL), 0);
        QCOMPARE(cp::groupWeight(g, self, cp::PHD_MAGIC), 27);     // (1 + 2)³
    }

    // rule: src/Encounter.cpp, the EN_SUMMON build: the player's summons
    // are made its companions in PHD_MAGIC (SUMMONED from the player).
    void summonsAreCompanions()
    {
        game::Game& g = a_->g();
        Creature& self = g.player();
        self.mana = self.maxMana = 10;
        const game::EffectOutcome out =
            game::castSpell(g, self, idOf(g, "Call Rats"), self.handle(), self.x, self.y);
        QCOMPARE(out.creaturesSummoned, 2);
        const std::vector<Handle> pets = cp::companionsOf(g, self);
        QCOMPARE(pets.size(), size_t(2));
        // Each rat (CR 1) weighs 3³ = 27 in the magic pool.
        QCOMPARE(cp::groupWeight(g, self, cp::PHD_MAGIC), 54);
    }

    // rule: src/Feature.cpp, Player::MoveDepth (the monsters the player
    // leads go with it to the new level, placed near it).
    void companionsGoWithThePlayerToAnotherLevel()
    {
        game::Game& g = a_->g();
        Creature& self = g.player();
        makeRoomToLead(g);
        const Handle dog = place(g, "dog", self.x + 6, self.y, 40);
        const Handle stranger = place(g, "rat", self.x + 8, self.y, 40);
        QVERIFY(makeCompanion(g, dog, cp::PHD_PARTY));
        const Handle before = g.level().handle();
        QVERIFY(g.goToLevel(2));
        QVERIFY(g.level().handle() != before);
        const Creature& pet = *g.creature(dog);
        QCOMPARE(pet.map(), g.level().handle());
        QVERIFY(steps(pet, self) <= 2);
        QCOMPARE(g.level().creatureAt(pet.x, pet.y), dog);
        QCOMPARE(g.creature(stranger)->map(), before);
        // And back again.
        QVERIFY(g.goToLevel(1));
        QCOMPARE(g.creature(dog)->map(), before);
        QVERIFY(g.queue().contains(dog));
    }

    // rule: src/Move.cpp, Creature::Walk ("You displace the <EVictim>.": a
    // friendly creature in the way changes places with the walker).
    void thePlayerDisplacesACompanion()
    {
        game::Game& g = a_->g();
        Creature& self = g.player();
        makeRoomToLead(g);
        const Handle dog = place(g, "dog", self.x + 1, self.y, 40);
        QVERIFY(makeCompanion(g, dog, cp::PHD_PARTY));
        const int x = self.x, y = self.y;
        QVERIFY(g.perform(game::PlayerCommand::move(2)));     // east
        QCOMPARE(self.x, x + 1);
        QCOMPARE(g.creature(dog)->x, x);
        QCOMPARE(g.creature(dog)->y, y);
        QCOMPARE(g.creature(dog)->hp, 40);
        QVERIFY(logHas(g, "You displace the dog."));
    }

    // A save keeps who leads whom, and the view lists the companions.
    void aSaveKeepsCompanions()
    {
        game::Game& g = a_->g();
        makeRoomToLead(g);
        const Handle dog = place(g, "dog", g.player().x + 2, g.player().y, 40);
        QVERIFY(makeCompanion(g, dog, cp::PHD_PARTY));
        QVERIFY(!g.restore(g.save()));
        const Creature* pet = g.creature(dog);
        QVERIFY(pet);
        QCOMPARE(pet->party.leader, g.player().handle());
        QCOMPARE(pet->attitude, game::Attitude::Player);
        QCOMPARE(cp::companionsOf(g, g.player()), std::vector<Handle>{dog});
        const game::PlayerView view = game::takePlayerView(g);
        QCOMPARE(view.sheet.companions.size(), size_t(1));
        QCOMPARE(view.sheet.companions.front().name, std::string("dog"));
        bool marked = false;
        for (const game::ViewThing& thing : view.things)
            marked = marked || (thing.handle == dog && thing.companion);
        QVERIFY(marked);
    }

    // Bad input: a pool that is none, or a player that is no player, fails
    // the script's call with a clear error.
    void badArgumentsFailClearly()
    {
        game::Game& g = a_->g();
        const Handle dog = place(g, "dog", g.player().x + 2, g.player().y, 40);
        QVERIFY(!makeCompanion(g, dog, 9));
        QVERIFY(!g.scriptErrors().empty());
        QVERIFY(QString::fromStdString(test::firstScriptError(g)).contains("no PHD_ pool"));
        QCOMPARE(g.creature(dog)->party.leader, world::kNoObject);
    }
};

INCURSION_TEST_MAIN(TestCompanions)
#include "tst_companions.moc"
} // namespace tst_companions
