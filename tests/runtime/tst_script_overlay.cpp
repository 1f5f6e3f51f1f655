// Glyphs scripts draw over the map (game/screen_overlay.h): PutGlyph draws on
// a cell, TermUpdate makes a frame of what is drawn, StopWatch holds it,
// RefreshMap and a cell's Update wipe it; the player view carries the glyphs
// decoded as the map's and the frames since the player's last command. The
// overlay is not saved.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/player_view.h"
#include "game/playtest_report.h"

#include <QtTest>

namespace tst_script_overlay {

using namespace incursion;

namespace {

constexpr int kPink = 12;

const std::string kWorld = R"(
#define GLYPH_VALUE(id, attr) ((id) | ((attr) << 12))

Monster "conjurer" : MA_ANIMAL
  { Image: white 'c'; CR: 1; HD: 1; Hit: 0; Def: 10;
    Attk: A_BITE for 1d2 AD_PIERCE;
    On Event EVICTIM(EV_TALK) {
      ETerm->PutGlyph(EActor->x + 1, EActor->y - 1, GLYPH_VALUE('*', 12));
      ETerm->PutGlyph(-5, -5, GLYPH_VALUE('*', 12));
      ETerm->TermUpdate();
      ETerm->StopWatch(500);
      ETerm->PutGlyph(EActor->x + 2, EActor->y - 1, GLYPH_VALUE('Z', 12) | (1 << 16));
      ETerm->TermUpdate();
      return DONE;
      };
    On Event EVICTIM(EV_SEARCH) {
      EMap->Update(EActor->x + 2, EActor->y - 1);
      return DONE;
      };
    On Event EVICTIM(EV_ZAP) {
      ETerm->RefreshMap();
      return DONE;
      };
  }
)";

} // namespace

class ScriptOverlayTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Term.cpp, TextTerm::PutGlyph (a cell off the map is not
    // drawn); the curses term's Update shows it, StopWatch(milli) holds it
    // (src/Wcurses.cpp); TextTerm::RefreshMap (inc/Term.h) draws the map
    // afresh; Map::Update (src/Term.cpp) redraws one cell.
    void drawnGlyphsShowUntilTheMapIsRedrawn()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const world::Handle conjurer = test::spawnNextToPlayer(g, "conjurer");
        const int px = g.player().x, py = g.player().y;
        test::throwAt(g, game::EV_TALK, g.player().handle(), conjurer);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));

        game::PlayerView view = game::takePlayerView(g);
        const game::ViewOverlayCell star{px + 1, py - 1, U'*', kPink, 0};
        const game::ViewOverlayCell second{px + 2, py - 1, U'Z', kPink, 1};
        QCOMPARE(view.overlay, (std::vector<game::ViewOverlayCell>{star, second}));
        QCOMPARE(view.animation.size(), size_t(2));
        QCOMPARE(view.animation[0].cells, std::vector<game::ViewOverlayCell>{star});
        QCOMPARE(view.animation[0].holdMilliseconds, 500);
        QCOMPARE(view.animation[1].cells.size(), size_t(2));
        // Only the screen holds it: a save is the same with it or without it.
        {
            const std::string with = g.save();
            game::ScreenOverlay kept = g.overlay();
            g.overlay().clear();
            QVERIFY(g.save() == with);
            g.overlay() = kept;
        }

        // incplay's report draws them over its map.
        const std::string report = game::playtestReport(g);
        QVERIFY(report.find("@") != std::string::npos);
        QVERIFY2(report.find('Z') != std::string::npos, report.c_str());

        test::throwAt(g, game::EV_SEARCH, g.player().handle(), conjurer);
        view = game::takePlayerView(g);
        QCOMPARE(view.overlay, std::vector<game::ViewOverlayCell>{star});

        test::throwAt(g, game::EV_ZAP, g.player().handle(), conjurer);
        view = game::takePlayerView(g);
        QVERIFY(view.overlay.empty());
        QCOMPARE(view.animation.size(), size_t(2));     // played until the next command

        QVERIFY(g.perform(game::PlayerCommand{}));
        QVERIFY(game::takePlayerView(g).animation.empty());
    }

    // A glyph drawn and left stays on the view until the player's next
    // command, which starts the screen afresh (the original redrew the map
    // each time the player was asked for one).
    void aNewCommandStartsAfresh()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const world::Handle conjurer = test::spawnNextToPlayer(g, "conjurer");
        test::throwAt(g, game::EV_TALK, g.player().handle(), conjurer);
        QCOMPARE(game::takePlayerView(g).overlay.size(), size_t(2));
        QVERIFY(g.perform(game::PlayerCommand{}));
        g.advance();
        QVERIFY(game::takePlayerView(g).overlay.empty());
    }
};

INCURSION_TEST_MAIN(ScriptOverlayTest)
#include "tst_script_overlay.moc"

} // namespace tst_script_overlay
