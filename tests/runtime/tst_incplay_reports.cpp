// `incplay load` and `incplay smoke` as a user runs them, on the arena module
// (tests/data/smoke/arena.irc) written to a .mod file: the text's totals and
// lines, the JSON's fields, the same output for the same seed, and bad usage.
#include "module/module_file.h"

#include "support/smoke_arena.h"
#include "support/test_suite.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_incplay_reports {

using namespace incursion;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
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
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

class IncplayReportsTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString module_;

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        std::optional<module::ModuleImage> image = test::buildSmokeArena();
        QVERIFY(image);
        module_ = dir_.filePath(QStringLiteral("arena.mod"));
        QFile file(module_);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const std::string bytes = module::writeModule(*image);
        QCOMPARE(file.write(bytes.data(), qint64(bytes.size())), qint64(bytes.size()));
        file.close();
    }

    void loadPrintsHandlersAndTotals()
    {
        const Run run = incplay({QStringLiteral("load"), module_});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split(QLatin1Char('\n'));
        QVERIFY(lines.contains(QStringLiteral("  runnable      On Event EV_MOVE of Monster \"rat\"")));
        QVERIFY(lines.contains(QStringLiteral(
            "  not runnable  On Event EV_MOVE of Behaviour \"spooky\": Behaviours take no part in events")));
        QVERIFY(lines.contains(QStringLiteral(
            "  not runnable  On Event EV_NATTACK of Monster \"rat\": calls what the runtime does not implement: "
            "smokeMissingDeep")));
        QVERIFY(lines.contains(QStringLiteral(
            "  runnable      On Event EV_PUSH, EV_STRIKE of Monster \"rat\" (EV_PUSH never thrown)")));
        QVERIFY(lines.contains(QStringLiteral("handlers runnable: 5 of 11")));
        QVERIFY(lines.contains(QStringLiteral("handlers fully runnable (every event thrown): 4 of 11")));
        QVERIFY(lines.contains(QStringLiteral("  Monster      3 of 6")));
        QVERIFY(lines.contains(QStringLiteral("  Behaviour    0 of 1")));
        QVERIFY(lines.contains(QStringLiteral("  owner takes no part in events    1")));
        QVERIFY(lines.contains(QStringLiteral("  calls unimplemented API          3")));
        // Sorted by the handlers they block.
        const qsizetype call = lines.indexOf(QStringLiteral("  smokeMissingCall                 2"));
        const qsizetype deep = lines.indexOf(QStringLiteral("  smokeMissingDeep                 1"));
        QVERIFY(call > 0 && deep > call);
        // The differences from the original kept on purpose are warnings, never silent.
        const qsizetype kept = lines.indexOf(QStringLiteral("differences from the original kept on purpose:"));
        QVERIFY(kept > deep);
        QVERIFY(lines[kept + 1].startsWith(QStringLiteral("  warning (monsters): one creature per cell")));
    }

    void loadJson()
    {
        const Run run = incplay({QStringLiteral("load"), QStringLiteral("--json"), module_});
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error;
        const QJsonObject root = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject handlers = root[QStringLiteral("handlers")].toObject();
        QCOMPARE(handlers[QStringLiteral("total")].toInt(), 11);
        QCOMPARE(handlers[QStringLiteral("runnable")].toInt(), 5);
        QCOMPARE(handlers[QStringLiteral("fullyRunnable")].toInt(), 4);
        QCOMPARE(handlers[QStringLiteral("byKind")][QStringLiteral("Effect")][QStringLiteral("runnable")].toInt(), 2);
        QCOMPARE(handlers[QStringLiteral("byReason")][QStringLiteral("event not thrown")].toInt(), 1);
        const QJsonArray blocking = handlers[QStringLiteral("blockingNames")].toArray();
        QCOMPARE(blocking.size(), 2);
        QCOMPARE(blocking[0][QStringLiteral("name")].toString(), QStringLiteral("smokeMissingCall"));
        QCOMPARE(blocking[0][QStringLiteral("handlers")].toInt(), 2);
        bool seen = false, partly = false;
        for (const QJsonValue& entry : handlers[QStringLiteral("list")].toArray()) {
            if (entry[QStringLiteral("handler")].toString() == QStringLiteral("On Event EV_PUSH, EV_STRIKE of Monster \"rat\"")) {
                partly = true;
                QCOMPARE(entry[QStringLiteral("runnable")].toBool(), true);
                QCOMPARE(entry[QStringLiteral("fullyRunnable")].toBool(), false);
                QCOMPARE(entry[QStringLiteral("neverThrown")].toArray(), QJsonArray{QStringLiteral("EV_PUSH")});
            }
            if (entry[QStringLiteral("handler")].toString() == QStringLiteral("On Event META(EV_STRIKE) of Monster \"rat\"")) {
                seen = true;
                QCOMPARE(entry[QStringLiteral("runnable")].toBool(), false);
                QCOMPARE(entry[QStringLiteral("reasons")].toArray(),
                         QJsonArray{QStringLiteral("event not delivered to its kind")});
            }
        }
        QVERIFY(seen);
        QVERIFY(partly);
        const QJsonArray kept = root[QStringLiteral("keptDifferences")].toArray();
        QVERIFY(!kept.isEmpty());
        QCOMPARE(kept[0][QStringLiteral("area")].toString(), QStringLiteral("monsters"));
        QVERIFY(kept[0][QStringLiteral("text")].toString().startsWith(QStringLiteral("one creature per cell")));
        const QJsonObject api = root[QStringLiteral("api")].toObject();
        // The arena imports only its two names no runtime has.
        QCOMPARE(api[QStringLiteral("imported")].toInt(), 2);
        QCOMPARE(api[QStringLiteral("implemented")].toInt(), 0);
    }

    void smokeText()
    {
        const Run run = incplay({QStringLiteral("smoke"), module_});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split(QLatin1Char('\n'));
        QCOMPARE(lines.value(0), QStringLiteral("smoke: seed 1, 5 turns, budget 1000000; arena: Test Depths, level 1"));
        QVERIFY(lines.contains(QStringLiteral("Monster          3       1              1       1        0")));
        QVERIFY(lines.contains(QStringLiteral("Effect           2       1              1       0        0")));
        QVERIFY(lines.contains(QStringLiteral("  smokeMissingCall                 2, 2")));
        QVERIFY(lines.contains(QStringLiteral("  unimplemented Effect \"fizzle\" (cast by the player at a monster): "
                                              "smokeMissingCall")));
        QVERIFY(lines.contains(QStringLiteral("  Behaviour (1): Behaviours take no part in events in this runtime")));
    }

    void smokeJsonIsDeterministic()
    {
        const QStringList arguments{QStringLiteral("smoke"), QStringLiteral("--json"), QStringLiteral("--seed"),
                                    QStringLiteral("3"), module_};
        const Run first = incplay(arguments);
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(incplay(arguments).out, first.out);
        const QJsonObject root = QJsonDocument::fromJson(first.out.toUtf8()).object();
        const QJsonObject monsters = root[QStringLiteral("kinds")][QStringLiteral("Monster")].toObject();
        QCOMPARE(monsters[QStringLiteral("total")].toInt(), 3);
        QCOMPARE(monsters[QStringLiteral("clean")].toInt(), 1);
        QCOMPARE(monsters[QStringLiteral("unimplemented")].toInt(), 1);
        QCOMPARE(monsters[QStringLiteral("errors")].toInt(), 1);
        const QJsonArray resources = root[QStringLiteral("resources")].toArray();
        bool seen = false;
        for (const QJsonValue& r : resources)
            if (r[QStringLiteral("name")].toString() == QStringLiteral("looper")) {
                seen = true;
                QCOMPARE(r[QStringLiteral("outcome")].toString(), QStringLiteral("error"));
                // Each of its attacks stops at the budget; the game goes on.
                const QJsonArray errors = r[QStringLiteral("errors")].toArray();
                QVERIFY(!errors.isEmpty());
                for (const QJsonValue& e : errors)
                    QVERIFY(e.toString().contains(QStringLiteral("the instruction budget of 1000000 instructions")));
            }
        QVERIFY(seen);
    }

    // Without keys or a bot nothing plays the player: the run says so rather
    // than stopping at turn 0 unexplained.
    void runWithNothingToPlaySaysWhy()
    {
        const Run run = incplay({QStringLiteral("run"), QStringLiteral("--turns"), QStringLiteral("5"), module_});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains(QStringLiteral("no --keys on turn 0 and no --bot plays on: the game stops here")),
                 qPrintable(run.err));
    }

    void badUsage()
    {
        Run run = incplay({QStringLiteral("smoke")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("no module to smoke")));
        run = incplay({QStringLiteral("smoke"), QStringLiteral("--turns"), QStringLiteral("0"), module_});
        QCOMPARE(run.exitCode, 2);
        run = incplay({QStringLiteral("load"), QStringLiteral("--jsn"), module_});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("unknown option '--jsn' of load")));
        run = incplay({QStringLiteral("smoke"), dir_.filePath(QStringLiteral("missing.mod"))});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(QStringLiteral("missing.mod")));
        run = incplay({QStringLiteral("--help")});
        QVERIFY(run.out.contains(QStringLiteral("incplay smoke [--seed N]")));
        QVERIFY(run.out.contains(QStringLiteral("Options of smoke:")));
    }
};

INCURSION_TEST_MAIN(IncplayReportsTest)
#include "tst_incplay_reports.moc"
} // namespace tst_incplay_reports
