// The event system: handlers of resources compiled from an in-memory source
// run in the documented order (facts §9), PRE can abort, POST sees what the
// main handlers did, a re-thrown event shares its parent's fields and a fresh
// one does not, the stack refuses the 129th event, a failing handler counts as
// NOTHING, message entries reach the sink, and the debugger's view of an event
// reads its fields.
#include "support/memory_build.h"
#include "support/memory_files.h"
#include "support/test_suite.h"

#include "game/event_ids.h"
#include "game/event_system.h"
#include "game/runtime_api.h"
#include "game/script_host.h"
#include "script/build.h"

#include <QtTest>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tst_events {

using namespace incursion;
using game::EventInfo;
using world::Handle;

namespace {

const char* const kSource = R"(
#define NOTHING 0
#define DONE    1
#define ABORT   2
#define PRE(a)      (a+500)
#define POST(a)     (a+1000)
#define EVICTIM(a)  (a+2000)
#define EITEM(a)    (a+4000)
#define GODWATCH(a) (a+20000)
#define EV_MOVE     1
#define EV_TURN     32
#define EV_SUNRISE  33
#define EV_SUNSET   34
#define EV_DAMAGE   41
#define EV_DEATH    42
#define EV_REST     45
#define EV_SEARCH   85
#define EV_DIG      91
#define EV_PRAY     134
#define EV_STRIKE   52

system void note(int32 n);
system void inspect();

int32 Depth;

Region "hall" : 1 { On Event EV_MOVE { note(1); }, EV_DIG { int32 a; a = 0; return 5 / a; }; }
Terrain "lava" { On Event EV_MOVE { note(2); }; }
Dungeon "deep" { On Event EV_MOVE { note(3); }; }
Effect "glow" : 1 { On Event EV_MOVE { note(4); }; }
God "watcher" {
  On Event GODWATCH(EV_MOVE) { note(5); }, GODWATCH(EVICTIM(EV_MOVE)) { note(55); };
  On Event GODWATCH(EV_STRIKE) { note(e.Event); };
}
Monster "map spirit" : 1 { On Event EV_MOVE { note(6); }; }
Item "bolt" : 1 { On Event EV_MOVE { note(7); }; }
Effect "flaming" : 1 { On Event EITEM(EV_MOVE) { note(8); }; }
Item "bow" : 1 { On Event EV_MOVE { note(9); }; }
Template "fiendish" : 1 for 1 { On Event EVICTIM(EV_MOVE) { note(11); }; }
Monster "orc" : 1 {
  On Event EVICTIM(EV_MOVE) { note(10); };
  On Event EVICTIM(EV_STRIKE) { note(e.Event); };
  On Event EV_PRAY "The orc prays." / "You see the orc pray.";
}
Monster "hero" : 1 {
  On Event EV_MOVE { note(12); };
  On Event PRE(EV_STRIKE), EV_STRIKE, POST(EV_STRIKE) { note(e.Event); };
  On Event PRE(EV_DAMAGE) { note(1); return ABORT; };
  On Event EV_DAMAGE { note(2); };
  On Event POST(EV_DAMAGE) { note(3); };
  On Event PRE(EV_DEATH) { note(1); };
  On Event EV_DEATH { e.vDmg = 7; note(2); return DONE; };
  On Event POST(EV_DEATH) { note(100 + e.vDmg); };
  On Event EV_TURN { e.vDmg = 1; ReThrow(EV_SUNRISE, e); note(e.vDmg); note(e.Event); };
  On Event EV_SUNSET { e.vDmg = 5; Throw(EV_SUNRISE, EActor); note(e.vDmg); };
  On Event EV_SUNRISE { note(e.Event); note(e.vDmg); e.vDmg = 42; inspect(); };
  On Event EV_REST { Depth += 1; note(Depth); ReThrow(EV_REST, e); };
  On Event EV_SEARCH {
    e.vDmg = 12; e.isHit = 5; e.eID = $"glow"; e.strDmg = "3d6"; e.vRoll = 300;
    inspect();
    return 256 + DONE;
    };
}
)";

// What handlers and the C++ participants did, in order.
std::vector<std::string> notes;
std::vector<vm::EventView> inspectedStack;
std::optional<vm::EventView> inspectedInvocation;

const Handle kActor = world::makeHandle(1, 1);
const Handle kVictim = world::makeHandle(2, 1);
const Handle kItem = world::makeHandle(3, 1);
const Handle kItem2 = world::makeHandle(4, 1);
const Handle kMap = world::makeHandle(5, 1);

// Everything takes part: the actor and victim are characters, and each
// object's C++ handling notes itself after its scripts.
class TestParticipants final : public game::EventParticipants {
public:
    explicit TestParticipants(const module::ResourceManager& r) : resources(r) {}

    module::ResourceId id(const char* name) const { return resources.find(name).value_or(0); }

    module::ResourceId regionAt(const EventInfo&, Handle subject) const override
    {
        return subject == kActor ? id("hall") : 0;
    }
    std::vector<module::ResourceId> terrainAt(const EventInfo&, Handle) const override { return {id("lava")}; }
    module::ResourceId dungeonOf(Handle map) const override { return map == kMap ? id("deep") : 0; }
    std::vector<module::ResourceId> gods() const override { return {id("watcher")}; }
    bool isCharacter(Handle object) const override { return object == kActor || object == kVictim; }
    std::vector<game::ScriptedResource> resourcesOf(Handle object) const override
    {
        if (object == kActor)
            return {{id("hero"), 0}};
        if (object == kVictim)
            return {{id("orc"), 0}, {id("fiendish"), 0}};
        if (object == kItem)
            return {{id("flaming"), game::kItemOffset}, {id("bow"), 0}};
        if (object == kItem2)
            return {{id("bolt"), 0}};
        if (object == kMap)
            return {{id("map spirit"), 0}};
        return {};
    }
    int32_t handleEvent(Handle object, int32_t event, EventInfo&) override
    {
        static const std::map<Handle, std::string> names{
            {kActor, "actor"}, {kVictim, "victim"}, {kItem, "item"}, {kItem2, "item2"}, {kMap, "map"}};
        const std::string name = game::eventName(event);
        if (noteHandling && name.find("PRE(") == std::string::npos && name.find("POST(") == std::string::npos)
            notes.push_back("c++ " + names.at(object) + " " + name);
        return game::NOTHING;
    }

    const module::ResourceManager& resources;
    bool noteHandling = false;  // note the C++ handling of main events
};

game::ScriptHost& hostOf(vm::HostCall& call) { return *static_cast<game::ScriptHost*>(call.context); }

vm::HostApi testApi()
{
    vm::HostApi api;
    game::registerRuntimeApi(api);
    api.addGlobalFunction("note", [](vm::HostCall& c) {
        notes.push_back(std::to_string(c.arg(0)));
        return 0;
    }, "void(int32)");
    api.addGlobalFunction("inspect", [](vm::HostCall& c) {
        game::ScriptHost& host = hostOf(c);
        inspectedStack = host.events().eventStack();
        const vm::Interpreter& vm = host.interpreter();
        inspectedInvocation = host.events().describeInvocation(vm.invocationTag(vm.frames().size() - 1));
        return 0;
    }, "void()");
    return api;
}

struct World {
    vm::HostApi api = testApi();
    std::unique_ptr<game::ScriptHost> host;
    std::unique_ptr<TestParticipants> participants;
    std::vector<std::string> errors;
    std::vector<std::pair<std::string, std::vector<std::string>>> messages;   // event, texts
};

std::unique_ptr<World> load()
{
    test::MemoryBuild built = test::buildInMemory("events.irc", kSource, test::RuntimeApi::Read);
    if (!built.image)
        return nullptr;
    auto world = std::make_unique<World>();
    // The participants need the resources, the host needs the participants:
    // load once to learn the IDs (they depend only on the modules).
    std::vector<module::ModuleImage> images;
    images.push_back(*built.image);
    module::ResourceLoadResult resources = module::ResourceManager::loadImages(images);
    if (!resources.ok())
        return nullptr;
    static std::vector<std::unique_ptr<module::ResourceManager>> keep;     // outlives every test's participants
    keep.push_back(std::move(resources.manager));
    world->participants = std::make_unique<TestParticipants>(*keep.back());
    game::ScriptHostOptions hostOptions;
    hostOptions.participants = world->participants.get();
    game::ScriptHostLoad loaded = game::ScriptHost::load(std::move(images), world->api, hostOptions);
    if (!loaded.host) {
        for (const std::string& e : loaded.errors)
            qWarning("%s", e.c_str());
        return nullptr;
    }
    world->host = std::move(loaded.host);
    World* w = world.get();
    world->host->events().setErrorSink([w](const std::string& message) { w->errors.push_back(message); });
    world->host->events().setMessageSink([w](const EventInfo&, const game::HandlerMessages& m) {
        w->messages.push_back({game::eventName(m.event), {m.texts.begin(), m.texts.end()}});
    });
    notes.clear();
    inspectedStack.clear();
    inspectedInvocation.reset();
    return world;
}

EventInfo everyone(int32_t event)
{
    EventInfo e;
    e.event = event;
    e.actor = kActor;
    e.victim = kVictim;
    e.item = kItem;
    e.item2 = kItem2;
    e.map = kMap;
    return e;
}

using Notes = std::vector<std::string>;

} // namespace

class EventsTest : public QObject {
    Q_OBJECT
private slots:
    void participantsRunInTheDocumentedOrder()
    {
        auto w = load();
        QVERIFY(w);
        w->participants->noteHandling = true;
        EventInfo e = everyone(game::EV_MOVE);
        e.eID = w->participants->id("glow");
        QCOMPARE(w->host->events().throwEvent(e), int32_t(game::NOTHING));
        const Notes expected{
            "1", "2", "3", "4",             // region, terrain, dungeon, the event's effect
            "5", "55",                      // the god watching the actor, then the victim
            "6", "c++ map EV_MOVE",         // the map: its scripts, then its C++ handling
            "7", "c++ item2 EV_MOVE",
            "8", "9", "c++ item EV_MOVE",   // the item's effect (EITEM), then the item
            "10", "11", "c++ victim EVICTIM(EV_MOVE)",     // the victim's monster and template
            "12", "c++ actor EV_MOVE",
        };
        QCOMPARE(notes, expected);
        QVERIFY(w->errors.empty());
        QCOMPARE(w->host->events().depth(), size_t(0));
    }

    // rule: src/Event.cpp, RealThrow and ThrowEvent (e.Event is PRE(ev),
    // ev, then POST(ev) for the three sweeps, GODWATCH(ev) while the gods
    // judge) and src/Creature.cpp, Creature::Event (EVICTIM(ev) for the
    // victim): a handler shared by several events tells them apart by it.
    void handlersReadTheNumberTheyRunFor()
    {
        auto w = load();
        QVERIFY(w);
        EventInfo e;
        e.event = 52;
        e.actor = kActor;
        e.victim = kVictim;
        QCOMPARE(w->host->events().throwEvent(e), int32_t(game::NOTHING));
        QCOMPARE(notes, (Notes{"552", "20052", "2052", "52", "1052"}));
        QCOMPARE(e.event, 52);     // the thrower's event is as thrown
        QVERIFY(w->errors.empty());
    }

    void preCanAbort()
    {
        auto w = load();
        QVERIFY(w);
        EventInfo e;
        e.event = game::EV_DAMAGE;
        e.actor = kActor;
        QCOMPARE(w->host->events().throwEvent(e), int32_t(game::ABORT));
        QCOMPARE(notes, Notes{"1"});
    }

    void postSeesTheMainHandlersWork()
    {
        auto w = load();
        QVERIFY(w);
        EventInfo e;
        e.event = game::EV_DEATH;
        e.actor = kActor;
        QCOMPARE(w->host->events().throwEvent(e), int32_t(game::DONE));
        QCOMPARE(notes, (Notes{"1", "2", "107"}));
        QCOMPARE(e.vDmg, int16_t(7));      // the thrower reads the handlers' changes
    }

    void reThrownEventSharesItsFields()
    {
        auto w = load();
        QVERIFY(w);
        EventInfo e;
        e.event = game::EV_TURN;
        e.actor = kActor;
        w->host->events().throwEvent(e);
        // nested: sees Event 33 and the parent's vDmg 1; the parent then reads
        // the nested handler's 42 and its own event number again.
        QCOMPARE(notes, (Notes{"33", "1", "42", "32"}));
        QCOMPARE(inspectedStack.size(), size_t(2));
        QCOMPARE(inspectedStack[0].title, std::string("EV_SUNRISE (re-thrown)"));
        QCOMPARE(inspectedStack[1].title, std::string("EV_TURN"));
    }

    void freshNestedEventDoesNotShare()
    {
        auto w = load();
        QVERIFY(w);
        EventInfo e;
        e.event = game::EV_SUNSET;
        e.actor = kActor;
        w->host->events().throwEvent(e);
        QCOMPARE(notes, (Notes{"33", "0", "5"}));
        QCOMPARE(inspectedStack.size(), size_t(2));
        QCOMPARE(inspectedStack[0].title, std::string("EV_SUNRISE"));
    }

    void stackDeeperThanTheLimitIsRefused()
    {
        auto w = load();
        QVERIFY(w);
        EventInfo e;
        e.event = game::EV_REST;
        e.actor = kActor;
        QCOMPARE(w->host->events().throwEvent(e), int32_t(game::NOTHING));
        QCOMPARE(notes.size(), game::EventSystem::kMaxDepth);
        QCOMPARE(notes.back(), std::to_string(game::EventSystem::kMaxDepth));
        QCOMPARE(w->errors.size(), size_t(1));
        QVERIFY2(w->errors[0].find("event stack full (128 events deep): EV_REST was not re-thrown") != std::string::npos,
                 w->errors[0].c_str());
        QCOMPARE(w->host->events().depth(), size_t(0));
    }

    void reThrowOutsideAnEventIsAnError()
    {
        auto w = load();
        QVERIFY(w);
        QCOMPARE(w->host->events().reThrow(game::EV_MOVE), int32_t(game::ERROR));
        QCOMPARE(w->errors, std::vector<std::string>{"EV_MOVE re-thrown outside any event"});
    }

    void failingHandlerCountsAsNothing()
    {
        auto w = load();
        QVERIFY(w);
        EventInfo e;
        e.event = game::EV_DIG;
        e.actor = kActor;
        QCOMPARE(w->host->events().throwEvent(e), int32_t(game::NOTHING));
        QCOMPARE(w->errors.size(), size_t(1));
        QVERIFY2(w->errors[0].starts_with("EV_DIG of Region \"hall\" failed: "), w->errors[0].c_str());
        QVERIFY2(w->errors[0].find("division by zero") != std::string::npos, w->errors[0].c_str());
        QVERIFY(notes.empty());
    }

    void messageEntriesGoToTheSink()
    {
        auto w = load();
        QVERIFY(w);
        EventInfo e;
        e.event = game::EV_PRAY;
        e.actor = kVictim;      // the orc prays: its plain EV_PRAY entry answers
        QCOMPARE(w->host->events().throwEvent(e), int32_t(game::NOMSG));
        QCOMPARE(w->messages.size(), size_t(1));
        QCOMPARE(w->messages[0].first, std::string("EV_PRAY"));
        QCOMPARE(w->messages[0].second, (std::vector<std::string>{"The orc prays.", "You see the orc pray."}));
        QVERIFY(e.Terse);       // NOMSG: the handler printed
    }

    void handlerResultIsTruncatedToInt8()
    {
        auto w = load();
        QVERIFY(w);
        EventInfo e;
        e.event = game::EV_SEARCH;
        e.actor = kActor;
        // 257: its low byte is DONE.
        QCOMPARE(w->host->events().throwEvent(e), int32_t(game::DONE));
    }

    void eventViewReadsTheFields()
    {
        auto w = load();
        QVERIFY(w);
        EventInfo e;
        e.event = game::EV_SEARCH;
        e.actor = kActor;
        w->host->events().throwEvent(e);
        QVERIFY(inspectedInvocation);
        const vm::EventView& view = *inspectedInvocation;
        QCOMPARE(view.title, std::string("EV_SEARCH"));
        QCOMPARE(view.subjects.size(), size_t(1));
        QCOMPARE(view.subjects[0].name, std::string("EActor"));
        QCOMPARE(view.subjects[0].raw, int32_t(kActor));
        QCOMPARE(view.subjects[0].value, "#" + world::handleText(kActor));    // no registry: the number
        QCOMPARE(view.fields.size(), game::kEventFields.size());
        auto field = [&](const std::string& name) {
            for (const vm::DebugValue& v : view.fields)
                if (v.name == name)
                    return v;
            return vm::DebugValue{};
        };
        QCOMPARE(field("Event"), (vm::DebugValue{"Event", "int16", "85", 85}));
        QCOMPARE(field("vDmg"), (vm::DebugValue{"vDmg", "int16", "12", 12}));
        QCOMPARE(field("isHit"), (vm::DebugValue{"isHit", "bool", "true", 1}));
        QCOMPARE(field("vRoll"), (vm::DebugValue{"vRoll", "int8", "44", 44}));
        const int32_t glow = int32_t(w->participants->id("glow"));
        QCOMPARE(field("eID"), (vm::DebugValue{"eID", "rID", "$\"glow\"", glow}));
        QCOMPARE(field("strDmg"), (vm::DebugValue{"strDmg", "string", "\"3d6\"", 0}));
        QCOMPARE(field("vObj"), (vm::DebugValue{"vObj", "hObj", "NULL", 0}));
        QCOMPARE(view.fields.front().name, std::string("Event"));   // the table's order
        QCOMPARE(w->host->events().describeInvocation(nullptr), std::optional<vm::EventView>());
        QVERIFY(w->host->events().eventStack().empty());
    }

    void eventNames()
    {
        using namespace game;
        QCOMPARE(eventName(EV_DAMAGE), std::string("EV_DAMAGE"));
        QCOMPARE(eventName(PRE(EVICTIM(EV_DAMAGE))), std::string("PRE(EVICTIM(EV_DAMAGE))"));
        QCOMPARE(eventName(META(POST(EVICTIM(EV_DEATH)))), std::string("META(POST(EVICTIM(EV_DEATH)))"));
        QCOMPARE(eventName(GODWATCH(PRE(EVICTIM(EV_MOVE)))), std::string("GODWATCH(PRE(EVICTIM(EV_MOVE)))"));
        QCOMPARE(eventName(EITEM(EV_HIT)), std::string("EITEM(EV_HIT)"));
        QCOMPARE(eventName(13), std::string("EV_WIELD"));      // first of the names of 13
        QCOMPARE(eventName(4321), std::string("event 4321"));
        QCOMPARE(eventName(0), std::string("event 0"));
        QCOMPARE(eventName(-5), std::string("event -5"));
        QCOMPARE(eventNumber("EV_ENGEN_ALIGN"), std::optional<int32_t>(192));
        QCOMPARE(eventNumber("EV_PUTON"), std::optional<int32_t>(13));
        QCOMPARE(eventNumber("EV_NOPE"), std::optional<int32_t>());
        QCOMPARE(eventResultName(ABORT), std::string("ABORT"));
        QCOMPARE(eventResultName(7), std::string("result 7"));
    }
};

INCURSION_TEST_MAIN(EventsTest)
#include "tst_events.moc"
} // namespace tst_events
