// A thing's image and flags as original-style handlers read and change them
// (game/thing_image.h, game/thing_flags.h): Image packs the glyph as the
// original's GLYPH_VALUE does and setting it is what the map draws and a save
// keeps; SetImage works a creature's image out again from its kind, what it
// seems to be, its obvious templates and the player's glyph; a resource's
// Image; Flags says a thing is gone (F_DELETE) or unseen (F_INVIS).
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/creature.h"
#include "game/monster_templates.h"
#include "game/player_view.h"
#include "game/thing_flags.h"

#include <QtTest>

#include <algorithm>

namespace tst_thing_image {

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

constexpr int32_t kPink = 12, kYellow = 14, kBlue = 1;

const std::string kWorld = R"(
#define NULL_OBJ ((hObj)0)
#define GLYPH_ID_MASK 0xFFF
#define GLYPH_FORE_MASK 0xF000
#define GLYPH_VALUE(id, attr) ((id) | ((attr) << 12))
#define F_INVIS 0x0004
#define F_DELETE 0x0008
#define A_SEEM 102
#define HIDING 65
#define INVIS 100
#define SS_MISC 7
#define TM_SKILL 1
#define TMF_OBVIOUS -2
#define MS_KNOWN 0x0008

Item "chest" : T_FOOD { Image: brown '~'; Level: 0; }

Monster "senmurv" : MA_ANIMAL
  { Image: yellow 'f'; CR: 1; HD: 1;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EVictim->Image;
      if ((EVictim->Image & GLYPH_ID_MASK) == 'f')
        EVictim->Image = GLYPH_VALUE('f', 12);
      e.MM = EVictim->Image;
      e.vMag = $"senmurv"->Image;
      e.vDmg = $"chest"->Image;
      return DONE;
      };
    On Event EVICTIM(EV_TALK) {
      EVictim->Image = GLYPH_VALUE('x', 1);
      EVictim->SetImage();
      e.vVal = EVictim->Image;
      return DONE;
      };
  }

Monster "mimic" : MA_ANIMAL
  { Image: red 'm'; CR: 1; HD: 1; Attk: A_SEEM for $"chest";
    On Event EVICTIM(EV_TALK) {
      EVictim->SetImage();
      e.vVal = EVictim->Image;
      EVictim->StateFlags |= MS_KNOWN;
      EVictim->SetImage();
      e.vDmg = EVictim->Image;
      return DONE;
      };
  }

Monster "lurker" : MA_ANIMAL
  { Image: green 'l'; CR: 1; HD: 1;
    On Event EVICTIM(EV_SEARCH) {
      e.vVal = EVictim->Flags;
      EVictim->GainPermStati(HIDING, NULL_OBJ, SS_MISC, 1);
      EVictim->SetImage();
      e.vDmg = EVictim->Flags;
      e.vMag = EVictim->Image;
      return DONE;
      };
    On Event EVICTIM(EV_TASTE) {
      EActor->SetImage();
      e.vVal = EActor->Image;
      return DONE;
      };
  }

Template "glowing" : TM_SKILL { CR: +1; Image: bright red 0; Flags: TMF_OBVIOUS; }
)";

Creature* spawn(game::Game& g, const char* monster)
{
    return g.creature(test::spawnNextToPlayer(g, monster));
}

int32_t packed(int32_t id, int32_t foreground, int32_t background = 0)
{
    return id | foreground << 12 | background << 16;
}

const game::ViewThing* drawn(const game::PlayerView& view, Handle h)
{
    const auto at = std::find_if(view.things.begin(), view.things.end(), [h](const game::ViewThing& t) {
        return t.handle == h;
    });
    return at == view.things.end() ? nullptr : &*at;
}

} // namespace

class ThingImageTest : public QObject {
    Q_OBJECT

private slots:
    // rule: lib's senmurv (its EV_TURN recolours its 'f'), inc/Defines.h
    // GLYPH_VALUE (id in bits 0-11, colour from bit 12); the map draws the
    // thing's Image (src/Display.cpp), a save keeps it (src/Base.cpp,
    // Thing's archive). A resource's Image is its glyph (inc/Res.h).
    void imageIsTheGlyphTheMapDraws()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* senmurv = spawn(g, "senmurv");
        QVERIFY(senmurv);
        const Handle h = senmurv->handle();
        const EventInfo e = throwAt(g, EV_ZAP, g.player().handle(), h);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, packed('f', kYellow));
        QCOMPARE(e.MM, packed('f', kPink));
        QCOMPARE(e.vMag, packed('f', kYellow));
        QCOMPARE(int32_t(e.vDmg), packed('~', 6));
        QCOMPARE(g.creature(h)->glyph.foreground, kPink);

        const game::PlayerView view = game::takePlayerView(g);     // kept: seen points into it
        const game::ViewThing* seen = drawn(view, h);
        QVERIFY(seen);
        QCOMPARE(seen->glyph, U'f');
        QCOMPARE(int(seen->colour), kPink);

        QVERIFY(!g.restore(g.save()));
        QCOMPARE(g.creature(h)->glyph.foreground, kPink);
    }

    // rule: src/Creature.cpp, Creature::SetImage: the kind's image, then an
    // obvious template's colour over it; a monster that seems something else
    // (A_SEEM) looks like it until the player knows it (MS_KNOWN).
    void setImageWorksTheImageOutAgain()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* senmurv = spawn(g, "senmurv");
        QVERIFY(senmurv);
        const Handle h = senmurv->handle();
        EventInfo e = throwAt(g, EV_TALK, g.player().handle(), h);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, packed('f', kYellow));

        QVERIFY(g.resources().find("glowing"));
        senmurv = g.creature(h);
        QVERIFY(game::monster_templates::addTemplate(g, *senmurv, *g.resources().find("glowing")));
        e = throwAt(g, EV_TALK, g.player().handle(), h);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, packed('f', kPink));

        Creature* mimic = spawn(g, "mimic");
        QVERIFY(mimic);
        e = throwAt(g, EV_TALK, g.player().handle(), mimic->handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, packed('~', 6));
        QCOMPARE(e.vDmg, packed('m', 4));
    }

    // rule: src/Creature.cpp, Creature::SetImage: the player is
    // GLYPH_PLAYER (361) in its body's colour, and on a blue ground while it
    // hides; another creature that hides is unseen (F_INVIS) and, with
    // OPT_HIGH_HIDE (on by default), on a blue ground. inc/Defines.h
    // F_DELETE: a thing killed is marked for deletion.
    void hidingAndGoneThingsFlags()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* lurker = spawn(g, "lurker");
        QVERIFY(lurker);
        const Handle h = lurker->handle();
        EventInfo e = throwAt(g, EV_SEARCH, g.player().handle(), h);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 0);
        QCOMPARE(e.vDmg, game::thing_flags::F_INVIS);
        QCOMPARE(e.vMag, packed('l', 2, kBlue));

        g.player().addStatus(game::StatusEffect{65, 1, 0, 7, -1, 0, world::kNoObject, 0});
        e = throwAt(g, EV_TASTE, g.player().handle(), h);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal & 0xFFF, 361);
        QCOMPARE(e.vVal >> 16 & 0xF, kBlue);

        g.removeCreature(*g.creature(h), g.player().handle(), "a test");
        QCOMPARE(game::thing_flags::flagsOf(g, h), game::thing_flags::F_DELETE);
    }
};

INCURSION_TEST_MAIN(ThingImageTest)
#include "tst_thing_image.moc"

} // namespace tst_thing_image
