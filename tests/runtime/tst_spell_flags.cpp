// What a creature knows of a spell (game/spell_flags_api.h) and what it is
// told of its stati (game/stati_message.h), asked by original-style
// handlers: a character's SP_* bits set and read back (and the spells it
// can cast with them), a monster's SP_KNOWN by its caster level; the
// original's StatiMessage texts, to the player and of a creature it sees.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/creature.h"

#include <QtTest>

#include <algorithm>

namespace tst_spell_flags {

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
#define SP_KNOWN 0x0001
#define SP_ARCANE 0x0004
#define SP_BARDIC 0x0010
#define BLIND 3
#define STUNNED 5
#define AFRAID 10
#define FEAR_SKIRMISH 4
#define PRONE 15
#define M_NEUTER 66

Effect "spark" : EA_BLAST { Level: 1; }
Effect "inferno" : EA_BLAST { Level: 5; }

Monster "scholar body" : MA_ANIMAL { Image: white '@'; CR: 1; HD: 1; }
Race "Scholar folk;race" { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"scholar body"; }
Class "Reader" { HitDice: 6; Mana: 4; }

Monster "examiner" : MA_ANIMAL
  { Image: green 'e'; CR: 3; HD: 1; Flags: M_NEUTER;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EActor->getSpellFlags($"spark");
      EActor->setSpellFlags($"spark", EActor->getSpellFlags($"spark") | SP_KNOWN | SP_BARDIC);
      e.vDmg = EActor->getSpellFlags($"spark");
      e.vMag = EActor->SpellKnown(theGame->SpellNum($"spark"));
      return DONE;
      };
    On Event EVICTIM(EV_TALK) {
      EActor->setSpellFlags($"spark", EActor->getSpellFlags($"spark") & ~(SP_BARDIC | SP_KNOWN));
      e.vVal = EActor->getSpellFlags($"spark");
      return DONE;
      };
    On Event EVICTIM(EV_SEARCH) {
      e.vVal = EVictim->getSpellFlags($"spark");
      e.vDmg = EVictim->getSpellFlags($"inferno");
      return DONE;
      };
    On Event EVICTIM(EV_TASTE) {
      EActor->StatiMessage(STUNNED);
      EVictim->StatiMessage(STUNNED, 0, false);
      EVictim->StatiMessage(PRONE);
      EActor->StatiMessage(BLIND, 0, true);
      EActor->StatiMessage(AFRAID, FEAR_SKIRMISH);
      return DONE;
      };
  }
)";

test::TestGame startReader()
{
    game::GameOptions options;
    options.race = "Scholar folk";
    options.characterClass = "Reader";
    return test::startTestGame(kWorld, options);
}

Creature* spawn(game::Game& g, const char* monster)
{
    Creature* c = g.creature(test::spawnNextToPlayer(g, monster));
    if (c)
        c->attitude = game::Attitude::Peaceful;
    return c;
}

bool canCast(const Creature& c, module::ResourceId spell)
{
    return std::find(c.spells.begin(), c.spells.end(), spell) != c.spells.end();
}

} // namespace

class SpellFlagsTest : public QObject {
    Q_OBJECT

private slots:
    // rule: inc/Creature.h, Character::getSpellFlags and setSpellFlags
    // (Spells[SpellNum(spID)]); lib's Aiswin's Lore grants a spell so and
    // takes it back. A spell known is one the character can cast.
    void aCharactersFlagsAreSetAndRead()
    {
        test::TestGame t = startReader();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        QVERIFY(g.player().character);
        Creature* examiner = spawn(g, "examiner");
        QVERIFY(examiner);
        const module::ResourceId spark = *g.resources().find("spark");
        EventInfo e = throwAt(g, EV_ZAP, g.player().handle(), examiner->handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 0);
        QCOMPARE(e.vDmg, 0x0011);
        QCOMPARE(e.vMag, 0x0011);
        QVERIFY(canCast(g.player(), spark));

        e = throwAt(g, EV_TALK, g.player().handle(), examiner->handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 0);
        QVERIFY(!canCast(g.player(), spark));
    }

    // rule: inc/Creature.h, Creature::getSpellFlags: a monster knows a
    // spell when its caster level (its CR, at least 1) reaches SAL(level)
    // (src/Tables.cpp: level 1 needs 1, level 5 needs 9); setSpellFlags is a
    // character's only.
    void aMonsterKnowsSpellsByItsCasterLevel()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* examiner = spawn(g, "examiner");
        QVERIFY(examiner);
        EventInfo e = throwAt(g, EV_SEARCH, g.player().handle(), examiner->handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 1);
        QCOMPARE(e.vDmg, 0);

        Creature* other = spawn(g, "examiner");
        QVERIFY(other);
        throwAt(g, EV_ZAP, examiner->handle(), other->handle());
        QVERIFY(!g.scriptErrors().empty());
        QVERIFY2(QString::fromStdString(g.scriptErrors().back()).contains("is not a character"),
                 g.scriptErrors().back().c_str());
    }

    // rule: src/Status.cpp, Creature::StatiMessage: the player's text when it
    // is the player, the observers' of a creature it sees; fear of a
    // skirmish says nothing.
    void statiMessagesTellThePlayer()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* examiner = spawn(g, "examiner");
        QVERIFY(examiner);
        const size_t before = g.log().size();
        throwAt(g, EV_TASTE, g.player().handle(), examiner->handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const std::vector<std::string> expected = {"You reel...", "The examiner reels...",
                                                   "The examiner is knocked from its feet!", "You can see again."};
        const std::vector<std::string> told = test::logSince(g, before);
        std::string joined;
        for (const std::string& line : told)
            joined += line + " | ";
        QVERIFY2(told == expected, joined.c_str());
    }
};

INCURSION_TEST_MAIN(SpellFlagsTest)
#include "tst_spell_flags.moc"

} // namespace tst_spell_flags
