// The smoke run (game/smoke_run.h) on tests/data/smoke/arena.irc: each
// resource's outcome and what it hit, the counts per kind, the skipped kinds
// with their reasons, a looping handler stopped by the budget, and the same
// seed giving the same report.
#include "game/smoke_run.h"

#include "support/smoke_arena.h"
#include "support/test_suite.h"

#include <QtTest>

#include <map>
#include <string>
#include <vector>

namespace tst_smoke_run {

using namespace incursion;
using game::SmokeOutcome;

namespace {

game::SmokeReport smokeArena(game::SmokeOptions options = {})
{
    return test::smokeReportOf(test::buildSmokeArena(), options);
}

const game::SmokeResult* find(const game::SmokeReport& report, std::string_view name)
{
    return test::smokeResultOf(report, name);
}

// Everything a report says, as one text to compare.
std::string describe(const game::SmokeReport& report)
{
    std::string out = report.arena + "\n";
    for (const game::SmokeResult& r : report.resources) {
        out += std::string(core::resourceKindName(r.kind)) + " " + r.name + ": " +
               std::string(game::smokeOutcomeName(r.outcome)) + " (" + r.exercise + ") " +
               std::to_string(r.handlersRun) + "\n";
        for (const auto& [name, calls] : r.unimplemented)
            out += "  " + name + " " + std::to_string(calls) + "\n";
        for (const std::string& e : r.errors)
            out += "  " + e + "\n";
    }
    return out;
}

} // namespace

class SmokeRunTest : public QObject {
    Q_OBJECT

private slots:
    void eachResourceAndWhatItHit()
    {
        const game::SmokeReport report = smokeArena();
        QCOMPARE(report.arena, std::string("Test Depths, level 1"));
        using Calls = std::map<std::string, uint64_t>;
        auto outcome = [&](const char* name) {
            const game::SmokeResult* r = find(report, name);
            return r ? r->outcome : SmokeOutcome::Skipped;
        };
        // A monster without handlers, beside the player for its turns.
        QCOMPARE(outcome("mouse"), SmokeOutcome::Clean);
        QCOMPARE(find(report, "mouse")->exercise, std::string("5 turns beside the player"));
        // Its EV_NATTACK (a bite round) calls a script function that calls a missing name.
        QCOMPARE(outcome("rat"), SmokeOutcome::Unimplemented);
        QVERIFY(find(report, "rat")->unimplemented.count("smokeMissingDeep") == 1);
        // `while (1) {}` stops at the budget: a script error, not a hang.
        QCOMPARE(outcome("looper"), SmokeOutcome::Error);
        QVERIFY(!find(report, "looper")->errors.empty());
        QVERIFY2(find(report, "looper")->errors.front().find("budget") != std::string::npos,
                 find(report, "looper")->errors.front().c_str());
        // The weapon is wielded and swung at the dummy: its EV_STRIKE calls a missing name.
        QCOMPARE(outcome("stick"), SmokeOutcome::Unimplemented);
        QVERIFY(find(report, "stick")->exercise.starts_with("wielded, "));
        QVERIFY(find(report, "stick")->unimplemented.count("smokeMissingCall") == 1);
        QCOMPARE(find(report, "ration")->exercise, std::string("used"));
        QCOMPARE(outcome("ration"), SmokeOutcome::Clean);
        // Effects are cast by the player at the dummy (the first monster without handlers).
        QCOMPARE(outcome("spark"), SmokeOutcome::Clean);
        QCOMPARE(find(report, "spark")->exercise, std::string("cast by the player at a monster"));
        QCOMPARE(find(report, "spark")->handlersRun, uint64_t(1));
        QCOMPARE(outcome("fizzle"), SmokeOutcome::Unimplemented);
        QCOMPARE(find(report, "fizzle")->unimplemented, (Calls{{"smokeMissingCall", 1}}));
        QCOMPARE(outcome("Test Depths"), SmokeOutcome::Clean);
        QCOMPARE(outcome("spooky"), SmokeOutcome::Skipped);
        QCOMPARE(find(report, "spooky")->exercise, std::string("Behaviours take no part in events in this runtime"));
        QCOMPARE(find(report, "floor")->exercise, std::string("smoke has no exercise for Terrains"));
    }

    void countsPerKind()
    {
        const game::SmokeReport report = smokeArena();
        auto counts = [&](core::ResourceKind kind) {
            const auto found = report.kinds.find(kind);
            const game::SmokeKindCounts c = found == report.kinds.end() ? game::SmokeKindCounts{} : found->second;
            return std::vector<size_t>{c.total, c.clean, c.unimplemented, c.errors, c.skipped};
        };
        using Row = std::vector<size_t>;
        QCOMPARE(counts(core::ResourceKind::Monster), (Row{3, 1, 1, 1, 0}));
        QCOMPARE(counts(core::ResourceKind::Item), (Row{2, 1, 1, 0, 0}));
        QCOMPARE(counts(core::ResourceKind::Effect), (Row{2, 1, 1, 0, 0}));
        QCOMPARE(counts(core::ResourceKind::Behaviour), (Row{1, 0, 0, 0, 1}));
        QCOMPARE(counts(core::ResourceKind::Dungeon), (Row{1, 1, 0, 0, 0}));
        QCOMPARE(counts(core::ResourceKind::Terrain), (Row{6, 0, 0, 0, 6}));
        QCOMPARE(counts(core::ResourceKind::Feature), (Row{3, 3, 0, 0, 0}));
        // A feature is put where the original puts one into events (smoke_run.cpp, Arena::feature).
        QCOMPARE(find(report, "oak door")->exercise,
                 std::string("placed beside the player, considered by a monster, opened, walked onto, walked off"));
        QCOMPARE(counts(core::ResourceKind::Region), (Row{3, 0, 0, 0, 3}));
        QCOMPARE(report.names.size(), size_t(2));
        QCOMPARE(report.names.front().first, std::string("smokeMissingCall"));
        QCOMPARE(report.names.front().second.first, size_t(2));     // stick and fizzle
        QCOMPARE(report.names.back().first, std::string("smokeMissingDeep"));
        QCOMPARE(report.names.back().second.first, size_t(1));
    }

    void sameSeedSameReport()
    {
        const std::string first = describe(smokeArena());
        QVERIFY(first.size() > 100);
        QCOMPARE(describe(smokeArena()), first);
        game::SmokeOptions other;
        other.seed = 7;
        QCOMPARE(describe(smokeArena(other)), describe(smokeArena(other)));
    }
};

INCURSION_TEST_MAIN(SmokeRunTest)
#include "tst_smoke_run.moc"
} // namespace tst_smoke_run
