// The player's sex (game/character_sex.h): chosen before the race, kept in
// the creature's StateFlags where a race's EV_PREREQ reads it, and followed
// by the character's pronouns; when not chosen, the first the race accepts.
// rule: src/Create.cpp, Player::Create: "male or female?" (OPT_GENDER) is
// asked before the race menu, and the menu leaves out a race whose EV_PREREQ
// answers ABORT, as a race only women may take refuses a man.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/character_sex.h"
#include "module/module_file.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_character_sex {

using namespace incursion;
using game::CharacterSex;

namespace {

const std::string kWorld = R"(
#define MS_FEMALE 0x0004
#define M_HUMANOID 1

Monster "folk body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 4; Flags: M_HUMANOID;
    Attk: A_PUNC for 1d3 AD_BLUNT; }

Race "Folk;race" { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"folk body"; }
Race "Matriarch;race" : $"folk;race"
  {
    Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0;
    Monster: $"folk body";
    On Event EV_PREREQ {
      if (!(EActor->StateFlags & MS_FEMALE))
        return ABORT;
      return DONE;
      };
  }
Race "Hermit;race"
  {
    Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0;
    Monster: $"folk body";
    On Event EV_PREREQ { return ABORT; };
  }

Class "Fighter" { HitDice: 10; }

Monster "examiner" : MA_GOBLINOID
  { Image: green 'e'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) { e.vVal = EActor->StateFlags & MS_FEMALE; return DONE; };
  }
)";

test::TestGame startAs(const std::string& race, CharacterSex sex, uint64_t seed = 1)
{
    game::GameOptions options;
    options.seed = seed;
    options.race = race;
    options.characterClass = "Fighter";
    options.sex = sex;
    return test::startTestGame(kWorld, options);
}

// What a script reads of the player's StateFlags: MS_FEMALE or 0.
int32_t femaleFlagAScriptReads(game::Game& g)
{
    const world::Handle examiner = test::spawnNextToPlayer(g, "examiner");
    return examiner == world::kNoObject ? -1 : test::ask(g, game::EV_ZAP, examiner).vVal;
}

struct Run {
    int exitCode = -1;
    QString err;
};

Run incplay(const QStringList& arguments)
{
    QProcess process;
    process.start(QStringLiteral(INCURSION_BINARY_DIR "/bin/incplay"), arguments);
    Run run;
    if (!process.waitForFinished(120000))
        return run;
    run.exitCode = process.exitCode();
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

class CharacterSexTest : public QObject {
    Q_OBJECT

private slots:
    // A race only women take: with no sex chosen the character is a woman,
    // StateFlags says so to scripts and her pronouns are hers.
    void raceRefusingMenRollsAWoman()
    {
        test::TestGame t = startAs("Matriarch", CharacterSex::Unchosen);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.resources().name(g.player().character->race), std::string_view("Matriarch;race"));
        QVERIFY(g.player().state.female());
        QCOMPARE(g.nameOf(g.player().handle())->gender, game::Gender::Female);
        QCOMPARE(femaleFlagAScriptReads(g), 0x0004);
    }

    // A sex not chosen is male where the race takes both (OPT_GENDER's
    // prompt offers male first); a chosen one is what the character is.
    void chosenSexReachesTheCharacter_data()
    {
        QTest::addColumn<QString>("race");
        QTest::addColumn<int>("sex");
        QTest::addColumn<bool>("female");
        QTest::newRow("folk, unchosen") << "Folk" << int(CharacterSex::Unchosen) << false;
        QTest::newRow("folk, male") << "Folk" << int(CharacterSex::Male) << false;
        QTest::newRow("folk, female") << "Folk" << int(CharacterSex::Female) << true;
        QTest::newRow("matriarch, female") << "Matriarch" << int(CharacterSex::Female) << true;
    }
    void chosenSexReachesTheCharacter()
    {
        QFETCH(QString, race);
        QFETCH(int, sex);
        QFETCH(bool, female);
        test::TestGame t = startAs(race.toStdString(), CharacterSex(sex));
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        QCOMPARE(g.player().state.female(), female);
        QCOMPARE(g.nameOf(g.player().handle())->gender, female ? game::Gender::Female : game::Gender::Male);
        QCOMPARE(femaleFlagAScriptReads(g), female ? 0x0004 : 0);
    }

    // A man chosen for a race only women take is refused, naming the race and
    // why; a race that takes no one says so whichever the sex.
    void refusalNamesTheRaceAndTheSex()
    {
        test::TestGame man = startAs("Matriarch", CharacterSex::Male);
        QVERIFY(!man.game);
        QCOMPARE(man.errors, QStringLiteral("the race Matriarch refuses a male character (its EV_PREREQ answered "
                                            "ABORT; it accepts a female one)\n"));
        for (CharacterSex sex : {CharacterSex::Unchosen, CharacterSex::Female}) {
            test::TestGame nobody = startAs("Hermit", sex);
            QVERIFY(!nobody.game);
            QCOMPARE(nobody.errors, QStringLiteral("the race Hermit refuses this character (its EV_PREREQ "
                                                   "answered ABORT) whether male or female\n"));
        }
    }

    // The sex is the creature's state: a saved game loads with it.
    void sexSurvivesSaveAndLoad()
    {
        test::TestGame t = startAs("Matriarch", CharacterSex::Unchosen);
        QVERIFY2(t.game, qPrintable(t.errors));
        const std::string bytes = t.game->save();
        test::MemoryBuild built =
            test::buildInMemory("game_test.irc", test::kGameTestPrelude + kWorld, test::RuntimeApi::Read);
        QVERIFY(built.image);
        std::vector<module::ModuleImage> images{*built.image};
        game::GameStart loaded = game::Game::load(images, bytes);
        QVERIFY2(loaded.game, loaded.errors.empty() ? "" : loaded.errors.front().c_str());
        QVERIFY(loaded.game->player().state.female());
        QCOMPARE(loaded.game->save(), bytes);
        QCOMPARE(femaleFlagAScriptReads(*loaded.game), 0x0004);
    }

    // Same seed and choices, same game; and "the race decides" is the game
    // of the sex it decides on, but for the one handler run more (the race
    // asked of a man first).
    void sameChoicesSameGame()
    {
        for (CharacterSex sex : {CharacterSex::Unchosen, CharacterSex::Female}) {
            test::TestGame a = startAs("Matriarch", sex, 7), b = startAs("Matriarch", sex, 7);
            QVERIFY2(a.game && b.game, qPrintable(a.errors + b.errors));
            QCOMPARE(a.game->save(), b.game->save());
        }
        test::TestGame decided = startAs("Matriarch", CharacterSex::Unchosen, 7);
        test::TestGame chosen = startAs("Matriarch", CharacterSex::Female, 7);
        QVERIFY2(decided.game && chosen.game, qPrintable(decided.errors + chosen.errors));
        QCOMPARE(decided.game->stats().handlersRun, chosen.game->stats().handlersRun + 1);
        decided.game->stats().handlersRun = chosen.game->stats().handlersRun;
        QCOMPARE(decided.game->save(), chosen.game->save());
    }

    void sexNames()
    {
        QCOMPARE(game::characterSexNamed("male"), std::optional(CharacterSex::Male));
        QCOMPARE(game::characterSexNamed("female"), std::optional(CharacterSex::Female));
        QVERIFY(!game::characterSexNamed("Female ") && !game::characterSexNamed(""));
        QCOMPARE(game::characterSexName(CharacterSex::Female), std::string_view("female"));
    }

    // `incplay run --sex`: a bad value and a refused sex are clear errors.
    void incplayRunSex()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        test::MemoryBuild built =
            test::buildInMemory("game_test.irc", test::kGameTestPrelude + kWorld, test::RuntimeApi::Read);
        QVERIFY(built.image);
        const QString module = dir.filePath(QStringLiteral("sex.mod"));
        QFile file(module);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const std::string bytes = module::writeModule(*built.image);
        QCOMPARE(file.write(bytes.data(), qint64(bytes.size())), qint64(bytes.size()));
        file.close();

        Run bad = incplay({QStringLiteral("run"), QStringLiteral("--sex"), QStringLiteral("other"), module});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("'--sex' is male or female, not 'other'")), qPrintable(bad.err));
        Run badSmoke = incplay({QStringLiteral("smoke"), QStringLiteral("--sex"), QStringLiteral("M"), module});
        QCOMPARE(badSmoke.exitCode, 2);
        QVERIFY2(badSmoke.err.contains(QStringLiteral("'--sex' is male or female, not 'M'")), qPrintable(badSmoke.err));

        Run refused = incplay({QStringLiteral("run"), QStringLiteral("--race"), QStringLiteral("Matriarch"),
                               QStringLiteral("--sex"), QStringLiteral("male"), QStringLiteral("--turns"),
                               QStringLiteral("2"), module});
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains(QStringLiteral("the race Matriarch refuses a male character")),
                 qPrintable(refused.err));
        Run played = incplay({QStringLiteral("run"), QStringLiteral("--race"), QStringLiteral("Matriarch"),
                              QStringLiteral("--turns"), QStringLiteral("2"), module});
        QVERIFY2(played.exitCode == 0, qPrintable(played.err));
    }
};

INCURSION_TEST_MAIN(CharacterSexTest)
#include "tst_character_sex.moc"
} // namespace tst_character_sex
