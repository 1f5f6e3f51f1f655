// Prayer and the gods' pulses (game/prayer.h, game/god_pulse.h): the Pray
// command throws EV_PRAY, the character's own answers ask for aid or
// insight, the god's aid chart and scripts answer, timeouts and anger
// follow; gods step in unasked with EV_GODPULSE and EV_ANGER_PULSE.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/player_command.h"
#include "game/player_prompts.h"
#include "game/prayer.h"

#include <QtTest>

namespace tst_prayer {

using namespace incursion;
using test::logSince;

namespace {

const std::string kWorld = R"(
#define AID_CHART 30
#define INTERVENTION_COST 122
#define PRAYER_TIMEOUT 124
#define PRAYER_DC 127
#define TOLERANCE_VAL 129
#define GODPULSE_INTERVAL 132
#define GODANGER_INTERVAL 133
#define AID_HEAL 1
#define AID_SMITE 3
#define P_LOW 3
#define P_MODERATE 4
#define GODWATCH(a) (a+20000)

God "Sol" {
  Lists:
    * AID_CHART
        AID_HEAL P_LOW 0
        AID_SMITE P_MODERATE 0;
  Constants:
    * TOLERANCE_VAL 2,
    * INTERVENTION_COST 40,
    * PRAYER_TIMEOUT 5,
    * PRAYER_DC -100,
    * GODPULSE_INTERVAL 0,
    * GODANGER_INTERVAL 0;
  On Event EV_GIVE_AID { EActor->IPrint("Sol answers aid <Num>.", e.EParam); return NOTHING; };
  On Event EV_RETRIBUTION { EActor->IPrint("Sol's retribution <Num>.", e.EParam); return DONE; };
  On Event EV_GODPULSE { EActor->IPrint("Sol smiles on you."); return DONE; };
  On Event EV_ANGER_PULSE { EActor->IPrint("Sol frowns on you."); return DONE; };
}

God "Hard" {
  Constants: * PRAYER_DC 100, * TOLERANCE_VAL 5;
}

God "Other" {
  Constants: * TOLERANCE_VAL 0, * GODANGER_INTERVAL 0;
  On Event GODWATCH(EV_PRAY) { EActor->IPrint("Other sees you pray."); return NOTHING; };
  On Event EV_ANGER_PULSE { EActor->IPrint("Other's wrath."); return DONE; };
}

God "Brave" {
  Constants: * TOLERANCE_VAL 10;
  On Event GODWATCH(EV_GAIN_STATI) {
    if (e.EParam == AFRAID)
      EActor->Transgress($"Brave", 2, false, "becoming afraid");
    return NOTHING;
    };
}

// EActor: who takes fright; EVictim: the fright's source.
Monster "scarer" : MA_GOBLINOID
  { Image: white 's'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d2 AD_SLASH;
    On Event EVICTIM(EV_TASTE) {
      EActor->GainTempStati(AFRAID, EVictim, 5, SS_ENCH, 0, 0);
      EVictim->GainTempStati(AFRAID, EActor, 5, SS_ENCH, 0, 0);
      return DONE;
      };
  }

// A wrath of law on both: EActor (the player) and EVictim (an unaligned monster).
Monster "lawgiver" : MA_GOBLINOID
  { Image: white 'l'; CR: 1; HD: 20; Hit: 1; Def: 10; Attk: A_CLAW for 1d2 AD_SLASH;
    On Event EVICTIM(EV_TASTE) {
      ThrowDmg(EV_DAMAGE, 70, 10, "the judgement of law", EVictim, EActor);
      ThrowDmg(EV_DAMAGE, 70, 10, "the judgement of law", EActor, EVictim);
      return DONE;
      };
  }

Monster "brute" : MA_GOBLINOID
  { Image: red 'o'; CR: 8; HD: 8; Hit: 1; Def: 10; Attk: A_CLAW for 1d2 AD_SLASH; }
)";

// Answers every "aid or insight?" with one letter, and keeps the questions.
class Answering final : public game::PromptHandler {
public:
    explicit Answering(std::optional<char> answer) : answer_(answer) {}
    std::vector<std::string> asked;
    bool yesNo(std::string_view) override { return false; }
    std::optional<char> choose(std::string_view question, std::string_view choices) override
    {
        asked.push_back(std::string(question) + " [" + std::string(choices) + "]");
        return answer_;
    }
    std::optional<size_t> menu(const game::MenuRequest&) override { return std::nullopt; }
    std::optional<std::vector<size_t>> multiSelect(const game::MenuRequest&) override { return std::nullopt; }
    void show(std::string_view) override {}

private:
    std::optional<char> answer_;
};

bool contains(const std::vector<std::string>& lines, std::string_view line)
{
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

std::string joined(const std::vector<std::string>& lines)
{
    std::string all;
    for (const std::string& line : lines)
        all += line + " | ";
    return all;
}

// A turn of rest, and the game on to the player's next turn.
void rest(game::Game& g)
{
    QVERIFY(g.perform(game::PlayerCommand::of(game::CommandKind::Rest)));
    g.advance();
}

module::ResourceId god(game::Game& g, std::string_view name) { return *g.resources().find(name); }

} // namespace

class PrayerTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Player.cpp, KY_CMD_PRAY ('P', src/Tables.cpp) throws
    // EV_PRAY; src/Prayer.cpp, Character::PrePray: without a god "You have
    // no god to pray to." and the prayer is aborted (no time passes).
    void noGodToPrayTo()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        QCOMPARE(game::keyCommand('P'), game::PlayerCommand::of(game::CommandKind::Pray));
        QCOMPARE(game::describeCommand(game::PlayerCommand::of(game::CommandKind::Pray)), std::string("pray"));
        g.religion().god = 0;
        const uint64_t before = g.queue().now();
        const size_t logged = g.log().size();
        QVERIFY(!g.perform(game::PlayerCommand::of(game::CommandKind::Pray)));
        g.advance();
        QCOMPARE(logSince(g, logged), std::vector<std::string>{"You have no god to pray to."});
        QCOMPARE(g.queue().now(), before);
    }

    // rule: src/Prayer.cpp, Character::PrePray asks "Request aid or seek
    // insight?"; Character::Pray: a Knowledge (Theology) check against
    // PRAYER_DC, then MSG_PRAYER, then each trouble (getTroubles: an injury
    // of 70% is critical) the AID_CHART answers is re-thrown as EV_GIVE_AID,
    // the god's script first (src/Event.cpp: the event's eID, then every god
    // watching, GODWATCH), then Character::GiveAid heals; the god's timeout
    // is PRAYER_TIMEOUT + level + random(5) and its favour penalty grows by
    // INTERVENTION_COST.
    void aPrayerForAidIsAnswered()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Answering player('a');
        g.setPromptHandler(&player);
        const module::ResourceId sol = god(g, "Sol");
        g.religion().god = sol;
        game::Creature& self = g.player();
        self.maxHp = 20;
        self.hp = 2;
        const uint64_t before = g.queue().now();
        size_t logged = g.log().size();
        QVERIFY(g.perform(game::PlayerCommand::of(game::CommandKind::Pray)));
        g.advance();
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(player.asked, std::vector<std::string>{"Request aid or seek insight? [ai]"});
        std::vector<std::string> said = logSince(g, logged);
        QVERIFY2(contains(said, "Other sees you pray."), joined(said).c_str());
        QVERIFY2(contains(said, "A pillar of shimmering light surrounds you."), joined(said).c_str());
        QVERIFY2(contains(said, "Sol answers aid 1."), joined(said).c_str());
        QVERIFY2(contains(said, "Your wounds close completely!"), joined(said).c_str());
        QCOMPARE(self.hp, 20);
        QVERIFY(g.queue().now() > before);
        const game::GodStanding& standing = g.religion().standing(sol);
        QVERIFY2(standing.prayerTimeout >= 5 + self.level && standing.prayerTimeout <= 9 + self.level,
                 qPrintable(QString::number(standing.prayerTimeout)));
        QCOMPARE(standing.favourPenalty, int16_t(40));
        QVERIFY(standing.flags & game::Religion::GS_INVOLVED);

        // rule: Character::GainXP: each gain of experience runs every
        // prayer timeout down by one.
        const int16_t timeout = standing.prayerTimeout;
        game::prayer::experienceGained(g);
        QCOMPARE(g.religion().standing(sol).prayerTimeout, int16_t(timeout - 1));

        // Praying again too soon: MSG_TIMEOUT, a transgression of 1 (the own
        // god's MSG_UNEASY) and PRAYER_TIMEOUT more to wait.
        logged = g.log().size();
        QVERIFY(g.perform(game::PlayerCommand::of(game::CommandKind::Pray)));
        said = logSince(g, logged);
        QVERIFY2(contains(said, "A voice thunders, \"Thou callest on me far too lightly, mortal!\"<7>")
                     || contains(said, "A voice thunders, \"Thou callest on me far too lightly, mortal!\""),
                 joined(said).c_str());
        QVERIFY2(contains(said, "You feel uneasy."), joined(said).c_str());
        QCOMPARE(g.religion().standing(sol).anger, int16_t(1));
        QCOMPARE(g.religion().standing(sol).prayerTimeout, int16_t(timeout - 1 + 5));

        // The timeouts and the gods' clock are saved with the religion.
        const std::string saved = g.save();
        g.religion() = {};
        QVERIFY(!g.restore(saved));
        QCOMPARE(g.religion().standing(sol).prayerTimeout, int16_t(timeout - 1 + 5));
        QCOMPARE(g.religion().experienceTicks, 1);
        QCOMPARE(g.religion().standing(sol).favourPenalty, int16_t(40));
        g.setPromptHandler(nullptr);
    }

    // rule: src/Prayer.cpp, Character::Pray: a god angered past its
    // tolerance answers a prayer with MSG_BAD_PRAY and EV_RETRIBUTION (the
    // anger past the tolerance in EParam); a failed Knowledge (Theology)
    // check is "You fail to recite ..." and the next try is 2 harder (TRIED).
    void angerAndAFailedRecital()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Answering player('a');
        g.setPromptHandler(&player);
        const module::ResourceId sol = god(g, "Sol");
        g.religion().god = sol;
        g.religion().standing(sol).anger = 5;
        size_t logged = g.log().size();
        QVERIFY(g.perform(game::PlayerCommand::of(game::CommandKind::Pray)));
        std::vector<std::string> said = logSince(g, logged);
        QVERIFY2(contains(said, "Sol's retribution 3."), joined(said).c_str());
        QVERIFY(g.religion().standing(sol).flags & game::Religion::GS_KNOWN_ANGER);

        g.religion().god = god(g, "Hard");
        logged = g.log().size();
        QVERIFY(g.perform(game::PlayerCommand::of(game::CommandKind::Pray)));
        said = logSince(g, logged);
        QVERIFY2(contains(said, "You fail to recite the ritual prayers and invocations correctly."),
                 joined(said).c_str());
        const game::StatusEffect* tried = g.player().status(187, 30 + 1000);
        QVERIFY(tried);
        QCOMPARE(tried->magnitude, 2);
        QCOMPARE(tried->turnsLeft, game::prayer::kUntilDaysPass);
        QVERIFY(g.perform(game::PlayerCommand::of(game::CommandKind::Pray)));
        QCOMPARE(g.player().status(187, 30 + 1000)->magnitude, 4);
        g.setPromptHandler(nullptr);
    }

    // Declining the question (Escape) aborts the prayer: no time passes.
    void decliningTakesNoTime()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Answering player(std::nullopt);
        g.setPromptHandler(&player);
        g.religion().god = god(g, "Sol");
        const uint64_t before = g.queue().now();
        QVERIFY(!g.perform(game::PlayerCommand::of(game::CommandKind::Pray)));
        g.advance();
        QCOMPARE(g.queue().now(), before);
        QCOMPARE(player.asked.size(), size_t(1));
        g.setPromptHandler(nullptr);
    }

    // rule: src/Creature.cpp, the character's turn: one turn in ten its god
    // (three times in four; else a god it has dealt with) considers it;
    // past GODPULSE_INTERVAL experience ticks since its last visit a content
    // god sends EV_GODPULSE, one angered past its tolerance EV_ANGER_PULSE
    // (and its anger is known). Another god's anger wears down by 2 a pulse
    // until it is spent (MSG_EXPENDED).
    void godsStepInUnasked()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const module::ResourceId sol = god(g, "Sol");
        g.religion().god = sol;
        size_t logged = g.log().size();
        for (int i = 0; i < 200 && !contains(logSince(g, logged), "Sol smiles on you."); ++i)
            rest(g);
        QVERIFY2(contains(logSince(g, logged), "Sol smiles on you."), joined(logSince(g, logged)).c_str());

        g.religion().standing(sol).anger = 3;
        logged = g.log().size();
        for (int i = 0; i < 200 && !contains(logSince(g, logged), "Sol frowns on you."); ++i)
            rest(g);
        QVERIFY2(contains(logSince(g, logged), "Sol frowns on you."), joined(logSince(g, logged)).c_str());
        QVERIFY(g.religion().standing(sol).flags & game::Religion::GS_KNOWN_ANGER);
        QCOMPARE(g.religion().standing(sol).anger, int16_t(3));     // one's own god's anger stays

        // Godless, an angry god once dealt with visits its wrath, and it wears out.
        g.religion().god = 0;
        const module::ResourceId other = god(g, "Other");
        g.religion().standing(other).flags |= game::Religion::GS_INVOLVED;
        g.religion().standing(other).anger = 3;
        logged = g.log().size();
        for (int i = 0; i < 400 && g.religion().standing(other).anger; ++i)
            rest(g);
        const std::vector<std::string> said = logSince(g, logged);
        QCOMPARE(std::count(said.begin(), said.end(), std::string("Other's wrath.")), 2);
        QVERIFY2(contains(said, "You sense that the anger of Other is entirely spent."), joined(said).c_str());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // rule: src/Status.cpp, Thing::GainTempStati throws EV_GAIN_STATI with
    // the creature as actor and the stati's nature in EParam; src/Event.cpp:
    // every god watches a character's (GODWATCH), none a monster's
    // (lib religion: Erich and Khasrach mind a follower's fear).
    void godsWatchTheStatiACharacterGains()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const module::ResourceId brave = god(g, "Brave");
        g.religion().god = brave;
        const world::Handle scarer = test::spawnNextToPlayer(g, "scarer");
        const size_t logged = g.log().size();
        test::ask(g, game::EV_TASTE, scarer);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(g.player().hasStatus(10));      // AFRAID
        QVERIFY(g.creature(scarer)->hasStatus(10));
        QCOMPARE(g.religion().standing(brave).anger, int16_t(2));   // the player's fright alone
        QVERIFY2(contains(logSince(g, logged), "You feel uneasy."), joined(logSince(g, logged)).c_str());
    }

    // rule: src/Fight.cpp, Creature::Damage: lawful power (AD_LAWF) spares
    // the lawful, halves against the unaligned and hurts as plain damage;
    // src/Values.cpp, isMType: a character is of its ALIGNMENT's kinds (a
    // god's Order's Wrath spares its lawful follower).
    void lawfulPowerSparesTheLawful()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        game::Creature& self = g.player();
        self.addStatus(game::StatusEffect{222, 0x1, 0, 7, -1, 0, world::kNoObject});   // ALIGNMENT: AL_LAWFUL
        self.maxHp = self.hp = 50;
        const world::Handle lawgiver = test::spawnNextToPlayer(g, "lawgiver");
        const int32_t monsterHp = g.creature(lawgiver)->hp;
        const size_t logged = g.log().size();
        test::ask(g, game::EV_TASTE, lawgiver);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(self.hp, 50);
        QCOMPARE(g.creature(lawgiver)->hp, monsterHp - 5);
        QVERIFY2(contains(logSince(g, logged), "Order's fury binds the lawgiver."), joined(logSince(g, logged)).c_str());
    }
};

INCURSION_TEST_MAIN(PrayerTest)
#include "tst_prayer.moc"
} // namespace tst_prayer
