// What scripts ask the player (game/prompt_api.h): yn, ChoicePrompt, the
// LOption/LMenu menu, LMultiSelect with FirstSelected/NextSelected and Box
// reach the game's PromptHandler and the script resumes with its answer; a
// monster asked takes the script's default; without a handler the
// SeededChooser answers from the game's dice, the same for the same seed.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/player_prompts.h"

#include <QtTest>

namespace tst_player_prompts {

using namespace incursion;
using game::EventInfo;

namespace {

const std::string kWorld = R"irc(
#define MENU_ESC 0x0002
#define MENU_BORDER 0x0100

Monster "oracle" : MA_GOBLINOID
  { Image: green 'o'; CR: 1; HD: 1; Hit: 1; Def: 12;
    Attk: A_CLAW for 1d4 AD_SLASH;

    On Event EVICTIM(EV_ZAP) {
      int32 v, w;
      e.isHit = EActor->yn("Drink from the fountain?", false);
      e.vVal = EActor->ChoicePrompt("Pulse, Anger or Retribution?", "PAR");
      e.vMag = EVictim->ChoicePrompt("Monsters take the default", "xyz", 'y');
      e.isSomething = EVictim->yn("A monster says", true);
      ETerm->LOptionClear();
      ETerm->LOption("Hesani", 101);
      ETerm->LOption("Maeve", 202, "The queen of the fey.");
      ETerm->LOption("Maeve again", 202);
      ETerm->LOption("Xel", 303);
      e.vDuration = ETerm->LMenu(MENU_BORDER, "Choose a God:");
      ETerm->LOption("a rope", 7);
      ETerm->LOption("a lamp", 8);
      ETerm->LOption("a bell", 9);
      e.Blocked = ETerm->LMultiSelect(MENU_BORDER + MENU_ESC, "Drop what?");
      v = 0;
      for (w = ETerm->FirstSelected(); w; w = ETerm->NextSelected())
        v = v * 10 + w;
      e.xDmg = v;
      ETerm->Box("The walls whisper.");
      return DONE;
      };

    On Event EVICTIM(EV_TALK) {
      ETerm->LOptionClear();
      e.vVal = ETerm->LMenu(MENU_BORDER, "Nothing to choose");
      return DONE;
      };
  }
)irc";

// Answers as a player would, and keeps what it was asked.
class ScriptedPlayer final : public game::PromptHandler {
public:
    std::vector<std::string> asked;
    bool yesNo(std::string_view question) override
    {
        asked.push_back("yn " + std::string(question));
        return true;
    }
    std::optional<char> choose(std::string_view question, std::string_view choices) override
    {
        asked.push_back("choose " + std::string(question) + " [" + std::string(choices) + "]");
        return 'a';
    }
    std::optional<size_t> menu(const game::MenuRequest& request) override
    {
        std::string line = "menu " + request.title;
        for (const game::MenuOption& o : request.options)
            line += " " + o.text + (o.description.empty() ? "" : " (" + o.description + ")");
        asked.push_back(line);
        return 1;
    }
    std::optional<std::vector<size_t>> multiSelect(const game::MenuRequest& request) override
    {
        asked.push_back("select " + request.title + (request.escapable ? " (may decline)" : ""));
        return std::vector<size_t>{0, 2};
    }
    void show(std::string_view text) override { asked.push_back("box " + std::string(text)); }
};

EventInfo ask(game::Game& g, int32_t event, world::Handle victim)
{
    EventInfo e;
    e.event = event;
    e.actor = g.player().handle();
    e.victim = victim;
    g.throwEvent(e);
    return e;
}

} // namespace

class PlayerPromptsTest : public QObject {
    Q_OBJECT
private slots:
    // rule: src/Term.cpp, TextTerm::yn and ChoicePrompt; src/TextTerm.cpp,
    // LOption (a value given twice is ignored), LMenu, LMultiSelect, FirstSelected.
    void theHandlersAnswersReachTheScript()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY(s.g);
        ScriptedPlayer player;
        s.g->setPromptHandler(&player);
        const world::Handle oracle = test::spawnNextToPlayer(*s.g, "oracle");
        const EventInfo e = ask(*s.g, game::EV_ZAP, oracle);
        QCOMPARE(test::firstScriptError(*s.g), "");
        QVERIFY(e.isHit);
        QCOMPARE(int(e.vVal), int('a'));
        QCOMPARE(int(e.vMag), int('y'));        // the monster's default
        QVERIFY(e.isSomething);
        QCOMPARE(int(e.vDuration), 202);
        QVERIFY(e.Blocked);
        QCOMPARE(int(e.xDmg), 7 * 10 + 9);
        QCOMPARE(player.asked, (std::vector<std::string>{
                                   "yn Drink from the fountain?",
                                   "choose Pulse, Anger or Retribution? [par]",
                                   "menu Choose a God: Hesani Maeve (The queen of the fey.) Xel",
                                   "select Drop what? (may decline)",
                                   "box The walls whisper.",
                               }));
        s.g->setPromptHandler(nullptr);
    }

    void aMenuWithoutOptionsFailsTheCall()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY(s.g);
        const world::Handle oracle = test::spawnNextToPlayer(*s.g, "oracle");
        ask(*s.g, game::EV_TALK, oracle);
        QVERIFY2(std::string(test::firstScriptError(*s.g)).find(
                     "LMenu \"Nothing to choose\": no options (LOption adds them)") != std::string::npos,
                 test::firstScriptError(*s.g));
    }

    void withoutAHandlerTheDiceAnswerTheSameForTheSameSeed()
    {
        auto answers = [] {
            test::StartedGame s = test::startAndAdvance(kWorld);
            const world::Handle oracle = test::spawnNextToPlayer(*s.g, "oracle");
            std::vector<int> out;
            for (int i = 0; i < 6; ++i) {
                const EventInfo e = ask(*s.g, game::EV_ZAP, oracle);
                out.insert(out.end(), {int(e.isHit), int(e.vVal), int(e.vDuration), int(e.xDmg)});
            }
            return std::make_pair(out, std::string(test::firstScriptError(*s.g)));
        };
        const auto first = answers();
        QCOMPARE(first.second, std::string());
        QCOMPARE(first.first, answers().first);
        for (size_t i = 0; i < first.first.size(); i += 4) {
            QVERIFY(std::string_view("par").find(char(first.first[i + 1])) != std::string_view::npos);
            QVERIFY(first.first[i + 2] == 101 || first.first[i + 2] == 202 || first.first[i + 2] == 303);
        }
    }
};

INCURSION_TEST_MAIN(PlayerPromptsTest)
#include "tst_player_prompts.moc"
} // namespace tst_player_prompts
