// Altars and sacrifice (game/altars.h, game/sacrifice.h): a new level's
// altars are given a god (rule: src/MakeLev.cpp, "Assign Gods to unassigned
// altars", random(8) over Asherath, Khasrach, Xel, Aiswin, Zurvash, Kysul
// and the Multitude), kept with the altar in a save; praying on an altar
// offers its god a sacrifice (rule: src/Prayer.cpp, Character::PrePray `s`
// and "Offer what?"), thrown as EV_SACRIFICE with the god as eID so its
// script answers first; the character's answer (rule: src/Prayer.cpp,
// Character::Sacrifice) matches the offering against SACRIFICE_LIST, takes
// it, speaks MSG_SACRIFICE and MSG_IMPRESSED or MSG_SATISFIED and raises
// the category's favour, or gives it back (MSG_UNINTERESTED); offering to
// another god makes the character's own jealous (rule: src/Prayer.cpp,
// Character::Jealousy, GOD_RELATIONS); a creature the player kills on an
// altar is offered too (rule: src/Fight.cpp, Creature::Death).
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/altars.h"
#include "game/feature_object.h"
#include "game/player_prompts.h"
#include "game/religion.h"
#include "game/sacrifice.h"

#include <QtTest>

#include <deque>

namespace tst_sacrifice {

using namespace incursion;
using namespace incursion::test::effect_arena;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define SACRIFICE_LIST 26
#define GOD_RELATIONS 31
#define REL_DEFAULT (-20)
#define T_FEATURE 13
#define T_GEM 39
#define F_ALTAR 0x40000
#define NULL_OBJ 0

Feature "altar" : T_FEATURE { Image: white '8'; Flags: F_ALTAR; }

God "Xel" {
  Lists:
    * SACRIFICE_LIST
        (-T_WEAPON) 10
        MA_GOBLINOID 10;
  On Event EV_SACRIFICE {
    if (GetHandle(EVictim) != NULL_OBJ)
      EActor->IPrint("Xel eyes the slain <Obj>.", EVictim);
    else
      EActor->IPrint("Xel eyes the <Obj>.", EItem);
    return NOTHING;
    };
}
God "Kysul" {
  Lists: * GOD_RELATIONS REL_DEFAULT 2 0;
}
God "Asherath" { }
God "Khasrach" { }
God "Aiswin" { }
God "Zurvash" { }
God "the Multitude" { }

Item "sword" : T_WEAPON { Image: cyan '|'; SDmg: 1d6; LDmg: 1d8; Level: 1; Weight: 10; Cost: 3000; }
Item "gem" : T_GEM { Image: white '*'; Level: 1; Weight: 1; Cost: 5000; }
Monster "goblin" : MA_GOBLINOID
  { Image: green 'g'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; }
)";

// Answers the prayer's questions in order, and the offering menu with the
// last option starting with `offering` (the one the test gave last).
class Worshipper final : public game::PromptHandler {
public:
    Worshipper(std::deque<char> answers, std::string offering) : answers_(std::move(answers)), offering_(std::move(offering)) {}
    std::vector<std::string> asked;
    bool yesNo(std::string_view question) override
    {
        asked.emplace_back(question);
        return true;
    }
    std::optional<char> choose(std::string_view question, std::string_view choices) override
    {
        asked.push_back(std::string(question) + " [" + std::string(choices) + "]");
        if (answers_.empty())
            return std::nullopt;
        const char answer = answers_.front();
        answers_.pop_front();
        return answer;
    }
    std::optional<size_t> menu(const game::MenuRequest& request) override
    {
        asked.push_back(request.title);
        std::optional<size_t> last;
        for (size_t i = 0; i < request.options.size(); ++i)
            if (request.options[i].text.starts_with(offering_))
                last = i;
        return last;
    }
    std::optional<std::vector<size_t>> multiSelect(const game::MenuRequest&) override { return std::nullopt; }
    void show(std::string_view) override {}

private:
    std::deque<char> answers_;
    std::string offering_;
};

module::ResourceId id(game::Game& g, std::string_view name) { return idOf(g, name); }

// An altar of `god` at (x, y).
Handle placeAltar(game::Game& g, int x, int y, module::ResourceId god)
{
    const Handle altar = g.createFeature(id(g, "altar"));
    if (!g.placeThing(altar, g.level(), x, y))
        return world::kNoObject;
    g.featureObject(altar)->god = god;
    return altar;
}

Handle carry(game::Game& g, std::string_view item)
{
    const Handle made = g.createItem(id(g, item));
    return g.giveItem(g.player(), *g.item(made));
}

} // namespace

class TestSacrifice : public QObject {
    Q_OBJECT

    static std::unique_ptr<Arena> arena() { return startArena(kWorld); }

private slots:
    // An altar without a god is given one of the seven; one with a god keeps it.
    void altarsAreGivenAGod()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Handle bare = placeAltar(g, a->start.x + 2, a->start.y, 0);
        const Handle xels = placeAltar(g, a->start.x + 4, a->start.y, id(g, "Xel"));
        game::altars::assignGods(g, g.level());
        const module::ResourceId given = g.featureObject(bare)->god;
        const std::vector<module::ResourceId> seven = {id(g, "Asherath"), id(g, "Khasrach"), id(g, "Xel"),
                                                       id(g, "Aiswin"),   id(g, "Zurvash"),  id(g, "Kysul"),
                                                       id(g, "the Multitude")};
        QVERIFY(given);
        QVERIFY(std::find(seven.begin(), seven.end(), given) != seven.end());
        QCOMPARE(g.featureObject(xels)->god, id(g, "Xel"));
        QCOMPARE(game::altars::altarAt(g, a->start.x + 4, a->start.y).god, id(g, "Xel"));
        QCOMPARE(game::altars::altarAt(g, a->start.x + 3, a->start.y).feature, world::kNoObject);
    }

    // The altar's god is saved with it (feature state version 2).
    void anAltarsGodIsSaved()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Handle altar = placeAltar(g, a->start.x + 2, a->start.y, id(g, "Kysul"));
        QVERIFY(altar);
        const std::string saved = g.save();
        g.featureObject(altar)->god = 0;
        const std::optional<std::string> error = g.restore(saved);
        QVERIFY2(!error, error ? error->c_str() : "");
        QCOMPARE(game::altars::altarAt(g, a->start.x + 2, a->start.y).god, id(g, "Kysul"));
    }

    // On its own god's altar the player sacrifices a weapon: Xel's script
    // sees the EV_SACRIFICE, the sword is gone, Xel is impressed and the
    // category's favour rises.
    void aSacrificeAtOwnGodsAltar()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const module::ResourceId xel = id(g, "Xel");
        g.religion().god = xel;
        QVERIFY(placeAltar(g, a->start.x, a->start.y, xel));
        const Handle sword = carry(g, "sword");
        QVERIFY(sword);
        // Cost 3,000 gold: 300,000 copper / 100 / 3.
        QCOMPARE(game::sacrifice::itemValue(g, *g.item(sword)), 1000);
        Worshipper player({'s'}, "sword");
        g.setPromptHandler(&player);
        QVERIFY(g.perform(game::PlayerCommand::of(game::CommandKind::Pray)));
        g.setPromptHandler(nullptr);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(player.asked, (std::vector<std::string>{"Request aid, seek insight or sacrifice? [ais]", "Offer what?"}));
        QVERIFY(logHas(g, "Xel eyes the sword."));
        QVERIFY(logHas(g, "Silvery flames flare up, and your sacrifice is gone."));
        QVERIFY(!g.item(sword));
        QVERIFY(g.religion().standing(xel).favour[0] > 0);
        QVERIFY(g.religion().standing(xel).flags & game::Religion::GS_INVOLVED);
    }

    // An offering the god's list does not name is refused and dropped at the player's feet.
    void anUnwantedOffering()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const module::ResourceId xel = id(g, "Xel");
        g.religion().god = xel;
        QVERIFY(placeAltar(g, a->start.x, a->start.y, xel));
        const Handle gem = carry(g, "gem");
        Worshipper player({'s'}, "gem");
        g.setPromptHandler(&player);
        QVERIFY(g.perform(game::PlayerCommand::of(game::CommandKind::Pray)));
        g.setPromptHandler(nullptr);
        QVERIFY(logHas(g, "Xel takes no interest in your offering."));
        QVERIFY(g.item(gem));
        QCOMPARE(g.item(gem)->owner, world::kNoObject);
        QCOMPARE(g.item(gem)->x, a->start.x);
        QCOMPARE(g.religion().standing(xel).favour[0], 0);
    }

    // Praying at Xel's altar while worshipping Kysul: the god is chosen,
    // and the sacrifice to Xel angers Kysul by its GOD_RELATIONS default (2).
    void anotherGodsAltarMakesOnesOwnJealous()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const module::ResourceId xel = id(g, "Xel"), kysul = id(g, "Kysul");
        g.religion().god = kysul;
        QVERIFY(placeAltar(g, a->start.x, a->start.y, xel));
        carry(g, "sword");
        Worshipper player({'1', 's'}, "sword");
        g.setPromptHandler(&player);
        QVERIFY(g.perform(game::PlayerCommand::of(game::CommandKind::Pray)));
        g.setPromptHandler(nullptr);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(player.asked, (std::vector<std::string>{"Pray to [1] Xel or [2] Kysul? [12]",
                                                         "Request aid or make sacrifice? [as]", "Offer what?"}));
        QVERIFY(logHas(g, "Xel eyes the sword."));
        QCOMPARE(g.religion().standing(kysul).anger, int16_t(2));
        QVERIFY(g.religion().standing(xel).favour[0] > 0);
    }

    // A goblin the player kills on Xel's altar is offered as it dies: the
    // goblin category's favour is its XCR (64 at CR 1) or more.
    void aKillOnAnAltarIsASacrifice()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const module::ResourceId xel = id(g, "Xel");
        g.religion().god = xel;
        const int x = a->start.x + 1, y = a->start.y;
        QVERIFY(placeAltar(g, x, y, xel));
        const Handle goblin = place(g, "goblin", x, y, 1);
        g.creature(goblin)->hp = 0;
        test::throwAt(g, game::EV_DEATH, g.player().handle(), goblin);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(logHas(g, "Xel eyes the slain goblin."));
        QVERIFY2(g.religion().standing(xel).favour[1] >= 64,
                 qPrintable(QString::number(g.religion().standing(xel).favour[1])));
    }
};

INCURSION_TEST_MAIN(TestSacrifice)
#include "tst_sacrifice.moc"
} // namespace tst_sacrifice
