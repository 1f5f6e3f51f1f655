// Templates on monsters (game/monster_templates.h) run by original-style
// handlers in a running game: what AddTemplate changes (CR, hit dice and hit
// points, attributes, hit, defence, speed, flags, types, blows, feats,
// image), what CanAddTemplate refuses, the template's own handlers taking
// part in its creature's events after the monster, EV_INITIALIZE told to a
// vault tile's `of $template`, and the templates kept by a save.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/character_rules.h"
#include "game/monster_templates.h"
#include "game/rules.h"
#include "module/resource_views.h"

#include <QtTest>

namespace tst_monster_templates {

using namespace incursion;
using game::Creature;
using game::EventInfo;
using world::Handle;
using game::EV_TASTE;
using game::EV_SEARCH;
using game::EV_ZAP;

namespace {

using test::throwAt;

const std::string kWorld = R"(
#define NULL_OBJ ((hObj)0)
#define A_KICK 2
#define A_GORE 23
#define MA_KOBOLD 18
#define TM_SKILL 1
#define TM_CLASS 2
#define TMF_OBVIOUS -2
#define MA_SAPIENT 85
#define MA_LIVING 75
#define MA_NLIVING 91
#define M_HUMANOID 1
#define M_CHAOTIC 52
#define M_LAWFUL 51
#define FT_POWER_ATTACK 150
#define SK_HIDE 20

Monster "ogre" : MA_GOBLINOID
  { Image: brown 'O'; CR: 3; HD: 4; Hit: 5; Def: 14; Arm: 2;
    Str 18, Dex 8, Con 12, Int 8, Wis 8, Cha 6;
    Attk: A_CLAW for 2d6 AD_SLASH, A_BITE for 1d4 AD_PIERCE;
    Flags: M_HUMANOID, M_LAWFUL, M_HOSTILE;
    On Event EVICTIM(EV_ZAP) { e.vVal = 1; return NOTHING; };
  }

Monster "dullard" : MA_GOBLINOID
  { Image: brown 'o'; CR: 1; HD: 1; Str 12, Dex 10, Con 10, Int 6, Wis 8, Cha 6;
    Attk: A_SLAM for 1d4 AD_BLUNT; Flags: M_HUMANOID; }

Monster "skull" : MA_UNDEAD
  { Image: white 's'; CR: 1; HD: 1; Attk: A_BITE for 1d4 AD_PIERCE; Flags: M_MINDLESS; }

Monster "asker" : MA_ANIMAL
  { Image: green 'a'; CR: 1; HD: 1; Attk: A_BITE for 1d2 AD_PIERCE;
    On Event EVICTIM(EV_SEARCH) {
      e.isHit = EVictim->CanAddTemplate($"veteran");
      EVictim->AddTemplate($"veteran");
      e.isSomething = EVictim->CanAddTemplate($"veteran");
      e.vDmg = EVictim->ChallengeRating(false);
      e.aDmg = EVictim->CanAddTemplate($"ghostly") * 10 + EVictim->CanAddTemplate($"biter");
      return DONE;
      };
  }

Template "veteran" : TM_SKILL for MA_LIVING
  { CR: +2 (min 6); HD: +2; Hit: =10; Def: 150%; Spd: 120%;
    Str 50%, Con +4;
    Attk: A_CLAW for 1d3 AD_SLASH, A_BITE for 2d8 AD_PIERCE, A_KICK for 1d6 AD_BLUNT;
    Feats: FT_POWER_ATTACK, SK_HIDE;
    Image: red 'O';
    Flags: TMF_OBVIOUS, M_CHAOTIC, !M_LAWFUL;
    MType: MA_UNDEAD;
    On Event EVICTIM(EV_ZAP) { e.vVal = e.vVal * 10 + 2; return NOTHING; };
  }

Template "ghostly" : TM_SKILL for MA_UNDEAD { CR: +1; }

Template "biter" : TM_SKILL
  { CR: +1;
    On Event EV_ISTARGET {
      if (!EActor->HasAttk(A_GORE))
        return -1;
      return 0;
      };
  }

Template "scholar" : TM_CLASS for MA_SAPIENT { CR: +1; }

Template "blessed" : TM_SKILL
  { CR: +1;
    On Event EV_INITIALIZE { EActor->mHP = EActor->mHP + 500; return NOTHING; };
  }
)";

module::ResourceId find(const game::Game& g, const char* name)
{
    return g.resources().find(name).value_or(0);
}

struct Arena {
    test::StartedGame s;
    Creature* spawn(const char* monster)
    {
        const Creature& self = s.g->player();
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                if (Creature* c = s.g->creature(s.g->spawnMonster(find(*s.g, monster), self.x + dx, self.y + dy)))
                    return c;
        return nullptr;
    }
};

} // namespace

class MonsterTemplatesTest : public QObject {
    Q_OBJECT

private slots:
    // rule: inc/Base.h, MVal::Adjust (add never below 0, set, percent; then
    // the min / max / near bound).
    void modifierAdjustsAsTheOriginal()
    {
        using module::Modifier;
        using game::monster_templates::adjusted;
        QCOMPARE(adjusted(Modifier{Modifier::Add, -5, Modifier::NoBound, 0}, 3), 0);
        QCOMPARE(adjusted(Modifier{Modifier::Add, 2, Modifier::Min, 6}, 3), 6);
        QCOMPARE(adjusted(Modifier{Modifier::Set, 7, Modifier::NoBound, 0}, 3), 7);
        QCOMPARE(adjusted(Modifier{Modifier::Percent, 55, Modifier::Min, 7}, 18), 9);
        QCOMPARE(adjusted(Modifier{Modifier::Percent, 55, Modifier::Min, 12}, 18), 12);
        QCOMPARE(adjusted(Modifier{Modifier::Add, 10, Modifier::Max, 8}, 3), 8);
        QCOMPARE(adjusted(Modifier{Modifier::Add, 0, Modifier::Near, 9}, 3), 7);    // (3 + 18) / 3
    }

    // rule: src/Creature.cpp, Creature::AddTemplate and ChallengeRating; src/Values.cpp,
    // CalcValues (APPLY_TEMPLATE_MODIFIER, template hit dice), Creature::HasMFlag and isMType.
    void addTemplateChangesTheMonster()
    {
        Arena a{test::startAndAdvance(kWorld)};
        QVERIFY2(a.s.g, qPrintable(a.s.t.errors));
        Creature* ogre = a.spawn("ogre");
        QVERIFY(ogre);
        const int32_t hpBefore = ogre->maxHp;
        QVERIFY(game::monster_templates::addTemplate(*a.s.g, *ogre, find(*a.s.g, "veteran")));
        QCOMPARE(ogre->challenge, 6);                   // 3 + 2, at least 6
        QCOMPARE(ogre->level, 6);                       // HD 4 + 2
        QCOMPARE(ogre->attributes[game::rules::A_STR], 9);     // 50% of 18
        QCOMPARE(ogre->attributes[game::rules::A_CON], 16);    // 12 + 4
        QCOMPARE(ogre->hitBonus, 10);
        QCOMPARE(ogre->defence, 21);                    // 150% of 14
        QCOMPARE(ogre->speed, 120);
        // Two new dice at max(1, Con mod 3 + d8 / 2) = 7 each, and the Con
        // modifier's rise (1 -> 3) on the four old dice.
        QCOMPARE(ogre->maxHp, hpBefore + 2 * 7 + 2 * 4);
        QVERIFY(ogre->hasFlag(game::rules::M_CHAOTIC));
        QVERIFY(!ogre->hasFlag(game::rules::M_LAWFUL));
        QVERIFY(ogre->isType(game::rules::MA_UNDEAD));
        QVERIFY(ogre->hasStatus(game::rules::EXTRA_FEAT, 150));
        QVERIFY(ogre->hasStatus(game::rules::EXTRA_SKILL, 20));
        // Obvious (TMF_OBVIOUS): the TEMPLATE stati has magnitude 1, and the
        // template's colour shows.
        const game::StatusEffect* applied = ogre->status(game::monster_templates::kTemplateStati);
        QVERIFY(applied);
        QCOMPARE(applied->magnitude, 1);
        QCOMPARE(ogre->glyph.character, int32_t('O'));
        QCOMPARE(ogre->glyph.foreground, 4);            // red
    }

    // rule: src/Creature.cpp, AddTemplate (a clashing blow: the template's
    // weaker weapon-damage blow keeps the monster's, stored as -type, which
    // ListAttacks never matches; otherwise the monster's is suspended, and
    // with it every blow of that type).
    void clashingBlowsAreResolvedAsTheOriginal()
    {
        Arena a{test::startAndAdvance(kWorld)};
        QVERIFY2(a.s.g, qPrintable(a.s.t.errors));
        Creature* ogre = a.spawn("ogre");
        QVERIFY(ogre);
        QVERIFY(game::monster_templates::addTemplate(*a.s.g, *ogre, find(*a.s.g, "veteran")));
        std::vector<std::pair<int32_t, int32_t>> blows;     // type, dice sides
        for (const game::CreatureAttack& attack : ogre->attacks)
            blows.push_back({attack.type, attack.parts.front().damage.sides});
        // Ogre claw 2d6 beats veteran claw 1d3: both stay. Veteran bite 2d8
        // beats ogre bite 1d4: the bite type is suspended, the veteran's too.
        const std::vector<std::pair<int32_t, int32_t>> expected{
            {game::rules::A_CLAW, 6}, {game::rules::A_CLAW, 3}, {game::rules::A_KICK, 6}};
        QCOMPARE(blows, expected);
    }

    // rule: src/Creature.cpp, Creature::CanAddTemplate (not twice, the `for`
    // type, TM_CLASS needs M_HUMANOID and Int 7, EV_ISTARGET -1 refuses).
    void canAddTemplateRefusesAsTheOriginal()
    {
        Arena a{test::startAndAdvance(kWorld)};
        QVERIFY2(a.s.g, qPrintable(a.s.t.errors));
        game::Game& g = *a.s.g;
        Creature* asker = a.spawn("asker");
        QVERIFY(asker);
        const EventInfo e = throwAt(g, EV_SEARCH, g.player().handle(), asker->handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);               // a living animal may become a veteran
        QVERIFY(!e.isSomething);        // but not twice
        QCOMPARE(e.vDmg, 6);            // CR 1 + 2, at least 6, read by ChallengeRating
        // The veteran made it undead (MType), so `ghostly` fits; it has no gore: `biter` refuses.
        QCOMPARE(e.aDmg, 10);

        Creature* dullard = a.spawn("dullard");     // humanoid of Int 6
        Creature* ogre = a.spawn("ogre");            // humanoid of Int 8
        Creature* skull = a.spawn("skull");          // mindless: not sapient
        QVERIFY(dullard && ogre && skull);
        const module::ResourceId scholar = find(g, "scholar");
        QVERIFY(!game::monster_templates::canAddTemplate(g, *dullard, scholar));
        QVERIFY(game::monster_templates::canAddTemplate(g, *ogre, scholar));
        QVERIFY(!game::monster_templates::canAddTemplate(g, *skull, scholar));
        // A refused monster is left as it was.
        const int32_t cr = dullard->challenge;
        QVERIFY(!game::monster_templates::addTemplate(g, *dullard, scholar));
        QCOMPARE(dullard->challenge, cr);
        QVERIFY(game::monster_templates::templatesOf(*dullard).empty());
    }

    // rule: src/Creature.cpp, Creature::Event (the monster's handler, then
    // each template's, for the actor and for the victim).
    void templatesAnswerTheirCreaturesEventsAfterTheMonster()
    {
        Arena a{test::startAndAdvance(kWorld)};
        QVERIFY2(a.s.g, qPrintable(a.s.t.errors));
        game::Game& g = *a.s.g;
        Creature* ogre = a.spawn("ogre");
        QVERIFY(ogre);
        QCOMPARE(throwAt(g, EV_ZAP, g.player().handle(), ogre->handle()).vVal, 1);
        QVERIFY(game::monster_templates::addTemplate(g, *ogre, find(g, "veteran")));
        QCOMPARE(throwAt(g, EV_ZAP, g.player().handle(), ogre->handle()).vVal, 12);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // rule: src/MakeLev.cpp (a vault tile's `with $monster of $template`:
    // the template goes on before the monster comes into play) and
    // src/Monster.cpp, Monster::Initialize (EV_INITIALIZE to the monster,
    // then to each template).
    void templateGivenAtSpawnIsInitialized()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const Creature& self = g.player();
        Handle made = 0;
        for (int dx = -1; dx <= 1 && !made; ++dx)
            for (int dy = -1; dy <= 1 && !made; ++dy)
                made = g.spawnMonster(find(g, "ogre"), self.x + dx, self.y + dy, {{}, {find(g, "blessed")}});
        const Creature* ogre = g.creature(made);
        QVERIFY(ogre);
        QCOMPARE(game::monster_templates::templatesOf(*ogre), std::vector<module::ResourceId>{find(g, "blessed")});
        QVERIFY(ogre->maxHp > 500);
        QCOMPARE(ogre->challenge, 4);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // The templates are TEMPLATE stati and the changed values the creature's
    // own: a save keeps both, and the loaded creature still answers with them.
    void savedGameKeepsTemplates()
    {
        Arena a{test::startAndAdvance(kWorld)};
        QVERIFY2(a.s.g, qPrintable(a.s.t.errors));
        game::Game& g = *a.s.g;
        Creature* ogre = a.spawn("ogre");
        QVERIFY(ogre);
        const Handle handle = ogre->handle();
        QVERIFY(game::monster_templates::addTemplate(g, *ogre, find(g, "veteran")));
        const std::string saved = g.save();
        QVERIFY(!g.restore(saved));
        const Creature* loaded = g.creature(handle);
        QVERIFY(loaded);
        QCOMPARE(loaded->challenge, 6);
        QCOMPARE(game::monster_templates::templatesOf(*loaded), std::vector<module::ResourceId>{find(g, "veteran")});
        QCOMPARE(throwAt(g, EV_ZAP, g.player().handle(), handle).vVal, 12);
    }

    // Scripts naming something else get a clear error, not a crash.
    void badTemplateArgumentFailsTheCall()
    {
        Arena a{test::startAndAdvance(kWorld + R"(
Monster "confused" : MA_ANIMAL
  { Image: green 'c'; CR: 1; HD: 1;
    On Event EVICTIM(EV_TASTE) { EVictim->AddTemplate($"ogre"); return DONE; };
  }
)")};
        QVERIFY2(a.s.g, qPrintable(a.s.t.errors));
        game::Game& g = *a.s.g;
        Creature* c = a.spawn("confused");
        QVERIFY(c);
        throwAt(g, EV_TASTE, g.player().handle(), c->handle());
        QVERIFY(!g.scriptErrors().empty());
        QVERIFY2(g.scriptErrors().front().find("AddTemplate: ") != std::string::npos
                     && g.scriptErrors().front().find("is no Template resource") != std::string::npos,
                 g.scriptErrors().front().c_str());
    }
};

INCURSION_TEST_MAIN(MonsterTemplatesTest)
#include "tst_monster_templates.moc"
} // namespace tst_monster_templates
