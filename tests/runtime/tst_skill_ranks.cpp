// Spending skill points (game/skill_points.h): the skill manager at
// creation and after a level, its maximum ranks, which skills a class's
// points may buy, the bot's deterministic default, the ranks in a skill
// level, and the ranks kept by a saved game. A small module of our own,
// checked against the original's rules (src/Managers.cpp
// TextTerm::SkillManager, src/Create.cpp Character::MaxRanks and
// Player::Create, src/Values.cpp Character::CalcSP).
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/character.h"
#include "game/character_advance.h"
#include "game/creature.h"
#include "game/player_prompts.h"
#include "game/player_view.h"
#include "game/combat.h"
#include "game/rules.h"
#include "game/skill_points.h"
#include "game/skills.h"

#include <QtTest>

#include <deque>
#include <numeric>

namespace tst_skill_ranks {

using namespace incursion;
namespace sk = game::skill;
namespace sp = game::skill_points;

namespace {

const std::string kWorld = R"(
#define SK_APPRAISE 3
#define SK_CLIMB 7
#define SK_LISTEN 32
#define SK_SPOT 44
#define SK_SWIM 45

Monster "stout body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 4; Attk: A_PUNC for 1d3 AD_BLUNT; }

Race "Stout folk;race"
  { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"stout body"; Skills: SK_SPOT; }

Class "Climber" { HitDice: 12; Mana: 0; Skills[4]: SK_CLIMB, SK_SWIM; }
Class "Lorekeeper" { HitDice: 6; Mana: 0; Skills[2]: SK_LISTEN; }
)";

// Answers each skill menu with the next skill of `picks` (by value) and
// declines once they run out; records what it was asked.
class SkillPicker final : public game::PromptHandler {
public:
    std::deque<int32_t> picks;
    std::vector<game::MenuRequest> menus;

    bool yesNo(std::string_view) override { return true; }
    std::optional<char> choose(std::string_view, std::string_view choices) override { return choices.front(); }
    std::optional<size_t> menu(const game::MenuRequest& request) override
    {
        menus.push_back(request);
        if (picks.empty())
            return std::nullopt;
        const int32_t wanted = picks.front();
        picks.pop_front();
        for (size_t i = 0; i < request.options.size(); ++i)
            if (request.options[i].value == wanted)
                return i;
        return std::nullopt;
    }
    std::optional<std::vector<size_t>> multiSelect(const game::MenuRequest&) override { return std::nullopt; }
    void show(std::string_view) override {}
};

test::TestGame startClimber()
{
    return test::startAsCharacter(kWorld, "Stout folk", "Climber");
}

int32_t ranks(const game::Creature& c, int32_t skill)
{
    return c.training.skillRanks[size_t(skill)];
}

int32_t allRanks(const game::Creature& c)
{
    return std::accumulate(c.training.skillRanks.begin(), c.training.skillRanks.end(), 0);
}

// Intelligence 10 (4 points a Climber level) and no ranks or points spent.
void startOver(game::Creature& c)
{
    c.character->baseAttributes[size_t(game::rules::A_INT)] = 10;
    c.training.skillRanks = {};
    c.training.spentSkillPoints = {};
}

} // namespace

class SkillRanksTest : public QObject {
    Q_OBJECT

private slots:
    // src/Create.cpp, Player::Create runs the skill manager with `initial`,
    // which (src/Managers.cpp) starts over until the first class's points
    // are all spent: the character starts with ranks for every point.
    void creationSpendsTheFirstClassPoints()
    {
        test::TestGame t = startClimber();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const game::Creature& self = g.player();
        const int32_t points = game::totalSkillPoints(g, self, 0);
        QVERIFY(points >= 1);
        QCOMPARE(self.training.spentSkillPoints[0], points);
        QCOMPARE(sp::unspent(g, self, 0), 0);
        QCOMPARE(allRanks(self), points);
        QVERIFY(ranks(self, sk::CLIMB) >= 1);
        // The sheet lists the skills with ranks, and the saves' bonuses.
        const game::SheetView sheet = game::takeSheetView(g);
        const auto climb = std::find_if(sheet.skills.begin(), sheet.skills.end(),
                                        [](const game::SheetSkill& s) { return s.name == "Climb"; });
        QVERIFY(climb != sheet.skills.end());
        QCOMPARE(climb->ranks, ranks(self, sk::CLIMB));
        QCOMPARE(climb->level, game::skillLevel(g, self, sk::CLIMB));
        QCOMPARE(int(sheet.skills.size()), int(std::count_if(self.training.skillRanks.begin(),
                                                             self.training.skillRanks.end(),
                                                             [](int8_t r) { return r > 0; })));
        QCOMPARE(sheet.saves[size_t(game::rules::WILL)], game::saveBonus(g, self, game::rules::WILL));
    }

    // The bot's default: the class's skills in its listed order,
    // round-robin, then (when they are at their maximum) the others in
    // skill order; the same character twice buys the same ranks.
    void theBotDefaultIsDeterministic()
    {
        test::TestGame t = startClimber();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        startOver(self);
        QCOMPARE(game::totalSkillPoints(g, self, 0), 4);
        QCOMPARE(sp::spendSkillPoints(g, self, true), 4);
        QCOMPARE(ranks(self, sk::CLIMB), 2);
        QCOMPARE(ranks(self, sk::SWIM), 2);
        QCOMPARE(allRanks(self), 4);
        // Two more points (a bonus): the class's skills are at their
        // maximum of 2, so the first others in skill order.
        self.training.bonusSkillPoints[0] = 2;
        QCOMPARE(sp::spendSkillPoints(g, self, false), 2);
        QCOMPARE(ranks(self, sk::APPRAISE), 1);
        QCOMPARE(ranks(self, sk::ATHLETICS), 1);
        const auto first = self.training.skillRanks;
        startOver(self);
        self.training.bonusSkillPoints[0] = 2;
        sp::spendSkillPoints(g, self, true);
        QCOMPARE(self.training.skillRanks, first);
    }

    // src/Create.cpp, Character::MaxRanks: ClassLevelRanks (2, 4, 6, 7 ...)
    // by total level for a racial skill, by the levels of the classes that
    // teach it otherwise; familiar skills min(level, 5) at least.
    // src/Managers.cpp, SkillManager: a class's points buy only its own,
    // racial, EXTRA_SKILL or familiar skills (no cross-class ranks).
    void maximumRanksAndWhatPointsBuy()
    {
        test::TestGame t = startClimber();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        QCOMPARE(sp::maxRanks(g, self, sk::CLIMB), 2);
        QCOMPARE(sp::maxRanks(g, self, sk::SPOT), 2);       // racial
        QCOMPARE(sp::maxRanks(g, self, sk::APPRAISE), 1);   // familiar
        QCOMPARE(sp::maxRanks(g, self, sk::HIDE), 0);
        QVERIFY(!sp::mayBuy(g, self, 0, sk::HIDE));
        QVERIFY(!sp::mayBuy(g, self, 0, sk::LISTEN));

        game::character::advanceLevel(g, self, 0);
        game::character::advanceLevel(g, self, 0);
        QCOMPARE(sp::maxRanks(g, self, sk::CLIMB), 6);      // ClassLevelRanks[3]
        QCOMPARE(sp::maxRanks(g, self, sk::APPRAISE), 3);
        self.character->classes[1] = *g.resources().find("Lorekeeper");
        game::character::advanceLevel(g, self, 1);
        // Listen is the Lorekeeper's: its one level counts, the Climber's do not.
        QCOMPARE(sp::maxRanks(g, self, sk::LISTEN), 2);
        QCOMPARE(sp::maxRanks(g, self, sk::SPOT), 7);       // racial: total level 4
        QVERIFY(!sp::mayBuy(g, self, 0, sk::LISTEN));
        QVERIFY(sp::mayBuy(g, self, 1, sk::LISTEN));
        QVERIFY(!sp::mayBuy(g, self, 1, sk::CLIMB));
        // A rank at its maximum buys no more.
        startOver(self);
        self.training.skillRanks[size_t(sk::LISTEN)] = 2;
        QVERIFY(!sp::buyRank(g, self, 1, sk::LISTEN));
        QCOMPARE(self.training.spentSkillPoints[1], 0);
        QVERIFY(sp::buyRank(g, self, 1, sk::SPOT));
        QCOMPARE(self.training.spentSkillPoints[1], 1);
    }

    // Each point is a menu naming the class, the points left, and per skill
    // its rank, maximum, cost and level; at a later level the player may
    // keep points (Escape), which the next menu offers again.
    void theMenuAfterALevel()
    {
        test::TestGame t = startClimber();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        startOver(self);
        game::character::advanceLevel(g, self, 0);
        QCOMPARE(sp::unspent(g, self, 0), 8);
        SkillPicker picker;
        picker.picks = {sk::SWIM, sk::SWIM, sk::CLIMB};
        g.setPromptHandler(&picker);
        QCOMPARE(sp::spendSkillPoints(g, self, false), 3);
        g.setPromptHandler(nullptr);
        QCOMPARE(picker.menus.size(), size_t(4));   // three picks, then Escape
        const game::MenuRequest& menu = picker.menus[0];
        QCOMPARE(menu.title, std::string("Spend a skill point (Climber, 8 left) on:"));
        QVERIFY(menu.escapable);
        QCOMPARE(menu.options[0].value, sk::CLIMB);  // the class's skills first, in its order
        QCOMPARE(menu.options[1].value, sk::SWIM);
        QVERIFY(menu.options[0].text.starts_with("Climb (rank 0 of 4, 1 point, now "));
        QCOMPARE(picker.menus[3].title, std::string("Spend a skill point (Climber, 5 left) on:"));
        QCOMPARE(ranks(self, sk::SWIM), 2);
        QCOMPARE(ranks(self, sk::CLIMB), 1);
        QCOMPARE(sp::unspent(g, self, 0), 5);
        // At creation the menu may not be declined.
        startOver(self);
        picker.menus.clear();
        picker.picks = {sk::CLIMB};
        g.setPromptHandler(&picker);
        sp::spendSkillPoints(g, self, true);
        g.setPromptHandler(nullptr);
        QVERIFY(!picker.menus.front().escapable);
    }

    // src/Create.cpp, Creature::SkillLevel: the ranks bought are the base
    // of the skill level, and so of every check (SkillCheck adds d20).
    void ranksCountInASkillCheck()
    {
        test::TestGame t = startClimber();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        startOver(self);
        const int32_t before = game::skillLevel(g, self, sk::SWIM);
        QVERIFY(sp::buyRank(g, self, 0, sk::SWIM));
        QVERIFY(sp::buyRank(g, self, 0, sk::SWIM));
        QCOMPARE(game::skillLevel(g, self, sk::SWIM), before + 2);
        game::skillCheck(g, self, sk::SWIM, 0, false);
        const int32_t total = g.lastSkillCheckResult();
        QVERIFY(total >= before + 2 + 1 && total <= before + 2 + 20);
    }

    // The ranks and the points spent are saved with the character
    // (creature state 16).
    void ranksSurviveSaveAndLoad()
    {
        test::TestGame t = startClimber();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const game::Creature& self = g.player();
        const auto ranksBefore = self.training.skillRanks;
        const auto spentBefore = self.training.spentSkillPoints;
        QVERIFY(allRanks(self) > 0);
        game::GameStart loaded = test::reloadTestGame(kWorld, g.save());
        QVERIFY(loaded.game);
        QCOMPARE(loaded.game->player().training.skillRanks, ranksBefore);
        QCOMPARE(loaded.game->player().training.spentSkillPoints, spentBefore);
    }
};

INCURSION_TEST_MAIN(SkillRanksTest)
#include "tst_skill_ranks.moc"
} // namespace tst_skill_ranks
