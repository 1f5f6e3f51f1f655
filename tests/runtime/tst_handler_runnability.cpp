// Which handlers the runtime can run (game/handler_runnability.h), on
// tests/data/smoke/arena.irc: each reason on a handler made to have it, the
// totals by kind and reason, the unimplemented names by the handlers they
// block; the event tables it reads are the ones the dispatch enforces.
#include "game/event_participation.h"
#include "game/handler_runnability.h"
#include "module/resource_manager.h"
#include "vm/disassembler.h"
#include "vm/import_reach.h"

#include "support/smoke_arena.h"
#include "support/test_suite.h"

#include <QtTest>

#include <map>
#include <string>
#include <vector>

namespace tst_handler_runnability {

using namespace incursion;
using game::RunnabilityReason;

namespace {

struct Analysed {
    std::unique_ptr<game::ModuleRunnability> module;
    // "On Event EV_MOVE of Monster \"rat\"" -> its analysis
    std::map<std::string, const game::HandlerRunnability*> byName;
    const std::vector<game::HandlerRunnability>& handlers() const { return module->handlers; }
};

std::unique_ptr<Analysed> analyseArena()
{
    std::optional<module::ModuleImage> image = test::buildSmokeArena();
    if (!image)
        return nullptr;
    std::vector<module::ModuleImage> images;
    images.push_back(std::move(*image));
    auto out = std::make_unique<Analysed>();
    out->module = game::analyseModules(module::ResourceManager::loadImages(std::move(images)));
    if (!out->module->errors.empty())
        return nullptr;
    const module::ModuleImage& loaded = out->module->resources.manager->image(0);
    for (const game::HandlerRunnability& h : out->module->handlers)
        out->byName[vm::functionName(loaded, h.function)] = &h;
    return out;
}

} // namespace

class HandlerRunnabilityTest : public QObject {
    Q_OBJECT

private slots:
    // The arena's choices rest on these facts of the tables.
    void tablesSayWhatTheArenaAssumes()
    {
        QVERIFY(game::runtimeThrows(game::EV_MOVE));
        QVERIFY(game::runtimeThrows(game::EV_STRIKE));
        QVERIFY(!game::runtimeThrows(game::EV_PUSH));
        QVERIFY(!game::runtimeThrows(game::EV_PULL));
        QVERIFY(game::deliveredTo(core::ResourceKind::Effect, game::EITEM(game::EV_STRIKE)));
        QVERIFY(!game::deliveredTo(core::ResourceKind::Monster, game::META(game::EV_STRIKE)));
        QVERIFY(!game::deliveredTo(core::ResourceKind::Monster, game::EITEM(game::EV_STRIKE)));
        QVERIFY(game::deliveredTo(core::ResourceKind::Monster, game::PRE(game::EVICTIM(game::EV_STRIKE))));
        QVERIFY(!game::eventParticipant(core::ResourceKind::Behaviour));
        QCOMPARE(game::runtimeEvent<game::EV_MOVE>, int32_t(game::EV_MOVE));
    }

    void eachHandlerWithItsReasons()
    {
        const std::unique_ptr<Analysed> a = analyseArena();
        QVERIFY(a);
        QCOMPARE(a->handlers().size(), size_t(11));
        auto runnable = [&](const char* name) {
            const auto found = a->byName.find(name);
            return found != a->byName.end() && found->second->runnable();
        };
        auto explained = [&](const char* name) {
            const auto found = a->byName.find(name);
            return found == a->byName.end() ? std::vector<std::string>{"(no such handler)"}
                                            : found->second->explanation();
        };
        QVERIFY(runnable("On Event EV_MOVE of Monster \"rat\""));
        // One of its events thrown is enough; the one never thrown is named.
        QVERIFY(runnable("On Event EV_PUSH, EV_STRIKE of Monster \"rat\""));
        const game::HandlerRunnability* partly = a->byName.at("On Event EV_PUSH, EV_STRIKE of Monster \"rat\"");
        QVERIFY(!partly->fullyRunnable());
        QCOMPARE(partly->neverThrown, std::vector<int32_t>{game::EV_PUSH});
        QCOMPARE(partly->partlyRunnableNote(), std::string("EV_PUSH never thrown"));
        const game::HandlerRunnability* whole = a->byName.at("On Event EV_MOVE of Monster \"rat\"");
        QVERIFY(whole->fullyRunnable());
        QVERIFY(whole->partlyRunnableNote().empty());
        // A handler that cannot run tells why instead.
        QVERIFY(a->byName.at("On Event EV_PULL of Monster \"rat\"")->partlyRunnableNote().empty());
        QVERIFY(runnable("On Event EV_NATTACK of Monster \"looper\""));
        QVERIFY(runnable("On Event EV_MAGIC_HIT of Effect \"spark\""));
        QVERIFY(runnable("On Event EITEM(EV_STRIKE) of Effect \"fizzle\""));

        QCOMPARE(explained("On Event EV_PULL of Monster \"rat\""),
                 std::vector<std::string>{"the runtime never throws EV_PULL"});
        QCOMPARE(explained("On Event META(EV_STRIKE) of Monster \"rat\""),
                 std::vector<std::string>{"Monsters never receive META(EV_STRIKE)"});
        // Through the script function it calls.
        QCOMPARE(explained("On Event EV_NATTACK of Monster \"rat\""),
                 std::vector<std::string>{"calls what the runtime does not implement: smokeMissingDeep"});
        QCOMPARE(explained("On Event EV_STRIKE of Item \"stick\""),
                 std::vector<std::string>{"calls what the runtime does not implement: smokeMissingCall"});
        QCOMPARE(explained("On Event EV_ISTARGET of Effect \"fizzle\""),
                 std::vector<std::string>{"calls what the runtime does not implement: smokeMissingCall"});
        QCOMPARE(explained("On Event EV_MOVE of Behaviour \"spooky\""),
                 std::vector<std::string>{"Behaviours take no part in events"});
    }

    void totalsByKindReasonAndName()
    {
        const std::unique_ptr<Analysed> a = analyseArena();
        QVERIFY(a);
        const game::RunnabilitySummary s = game::summarise(a->handlers());
        QCOMPARE(s.handlers, size_t(11));
        QCOMPARE(s.runnable, size_t(5));
        QCOMPARE(s.fullyRunnable, size_t(4));   // EV_PUSH, EV_STRIKE of the rat waits on EV_PUSH
        using Pair = std::pair<size_t, size_t>;
        QCOMPARE(s.byKind[size_t(core::ResourceKind::Monster)], Pair(6, 3));
        QCOMPARE(s.byKind[size_t(core::ResourceKind::Item)], Pair(1, 0));
        QCOMPARE(s.byKind[size_t(core::ResourceKind::Effect)], Pair(3, 2));
        QCOMPARE(s.byKind[size_t(core::ResourceKind::Behaviour)], Pair(1, 0));
        QCOMPARE(s.byReason[size_t(RunnabilityReason::OwnerTakesNoPart)], size_t(1));
        QCOMPARE(s.byReason[size_t(RunnabilityReason::NotDelivered)], size_t(1));
        QCOMPARE(s.byReason[size_t(RunnabilityReason::EventNotThrown)], size_t(1));
        QCOMPARE(s.byReason[size_t(RunnabilityReason::Unimplemented)], size_t(3));
        using Named = std::vector<std::pair<std::string, size_t>>;
        QCOMPARE(s.blockingNames, (Named{{"smokeMissingCall", 2}, {"smokeMissingDeep", 1}}));
    }

    // A script function's imports count for whoever calls it, however deep,
    // and a function that calls itself is read once.
    void reachFollowsCalls()
    {
        const std::unique_ptr<Analysed> a = analyseArena();
        QVERIFY(a);
        const module::ModuleImage& image = *a->module->program.program->modules()[0].image;
        const game::HandlerRunnability* rat = a->byName.at("On Event EV_NATTACK of Monster \"rat\"");
        std::vector<std::string> names;
        for (const vm::ImportUse& use : vm::reachableImports(image, rat->function))
            names.push_back(image.strings[image.imports[use.import].name]);
        QCOMPARE(names, std::vector<std::string>{"smokeMissingDeep"});
    }

    // The game's dispatch asks the same table: a kind it leaves out, or a
    // wrapping a kind does not get, runs no handler.
    void theGameEnforcesTheTable()
    {
        test::TestGame started = test::startTestGame("");
        QVERIFY2(started.game, qPrintable(started.errors));
        const game::Game& g = *started.game;
        QVERIFY(g.receives(core::ResourceKind::Monster, game::PRE(game::EVICTIM(game::EV_STRIKE))));
        QVERIFY(g.receives(core::ResourceKind::Effect, game::EITEM(game::EV_STRIKE)));
        QVERIFY(!g.receives(core::ResourceKind::Monster, game::META(game::EV_STRIKE)));
        QVERIFY(!g.receives(core::ResourceKind::Behaviour, game::EV_MOVE));
        QVERIFY(!g.receives(core::ResourceKind::Text, game::EV_MOVE));
        // A priest's domains hear its levels (domain_choice.h), not META events.
        QVERIFY(g.receives(core::ResourceKind::Domain, game::EV_ADVANCE));
        QVERIFY(!g.receives(core::ResourceKind::Domain, game::META(game::EV_ADVANCE)));
        // Gods watch characters (GODWATCH) and get the events their eID names,
        // but no stati's META events.
        QVERIFY(g.receives(core::ResourceKind::God, game::GODWATCH(game::EV_DEATH)));
        QVERIFY(g.receives(core::ResourceKind::God, game::EV_CALC_FAVOUR));
        QVERIFY(!g.receives(core::ResourceKind::God, game::META(game::EV_DEATH)));
    }
};

INCURSION_TEST_MAIN(HandlerRunnabilityTest)
#include "tst_handler_runnability.moc"
} // namespace tst_handler_runnability
