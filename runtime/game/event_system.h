// The event system: throws events, runs the handlers of everything that takes
// part in the order the original game did, and keeps the event stack the
// debugger shows. README.md in this folder describes the dispatch.
#pragma once

#include "game/event_ids.h"
#include "game/event_info.h"
#include "module/resource_manager.h"
#include "vm/host_inspector.h"
#include "vm/interpreter.h"
#include "world/object_registry.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::game {

using module::ResourceId;
using world::Handle;

// A resource whose handlers an object brings to its events, and what is added
// to the event number it sees: EITEM for an item's magic effect, META for a
// trap status, 0 for a creature's monster and templates or an item's own resource.
struct ScriptedResource {
    ResourceId resource = 0;
    int32_t eventOffset = 0;
    // An item's own resource: any answer but NOTHING ends the item's delivery
    // (the original's rule); others stop on DONE, ABORT and ERROR only.
    bool anyAnswerStops = false;
};

// Who takes part in an event besides the event's own objects. The game
// implements it (maps, creatures and items answer here); the dispatcher only
// asks, so new kinds of participants need no change to it. Every answer
// defaults to "none".
class EventParticipants {
public:
    virtual ~EventParticipants() = default;
    // The Region resource `subject` stands in (the victim for EV_DAMAGE and
    // EV_DEATH, otherwise the actor), 0 for none.
    virtual ResourceId regionAt(const EventInfo&, Handle /*subject*/) const { return 0; }
    // Terrain resources at the subject's place whose handlers run: special
    // terrain, then illusory terrain.
    virtual std::vector<ResourceId> terrainAt(const EventInfo&, Handle /*subject*/) const { return {}; }
    // The Dungeon resource of a map.
    virtual ResourceId dungeonOf(Handle /*map*/) const { return 0; }
    // A field effect at the event's place. Without one the event's own effect
    // (e.eID) takes part, except in EV_EFFECT, whose handlers are that effect's own.
    virtual ResourceId fieldEffect(const EventInfo&) const { return 0; }
    // Gods watch what characters do: each gets GODWATCH(ev) when the actor is a
    // character and GODWATCH(EVICTIM(ev)) when the victim is one.
    virtual std::vector<ResourceId> gods() const { return {}; }
    virtual bool isCharacter(Handle /*object*/) const { return false; }
    // The resources of an object's handlers in the order they run (a creature:
    // its monster, then its templates; an item: its effect, then the item).
    virtual std::vector<ScriptedResource> resourcesOf(Handle /*object*/) const { return {}; }
    // Whether `object` in the victim's place sees EVICTIM(ev). Only
    // creatures did in the original (Creature::Event); a feature struck or
    // opened sees the plain number (Feature::Event).
    virtual bool wrapsAsVictim(Handle /*object*/) const { return true; }
    // The effects whose TRAP_EVENT stati on `object` ask for `event` (the
    // number it is offered, PRE/POST/EVICTIM included): each gets META(event)
    // before the object's own handlers (src/Event.cpp, ThrowEvent).
    virtual std::vector<ResourceId> trapEventEffects(Handle /*object*/, int32_t /*event*/) const { return {}; }
    // Whether a handler of a resource of `kind` may run for `event` (wrappers
    // included). The game answers from its participation table
    // (event_participation.h), so what reports promise is what runs.
    virtual bool receives(core::ResourceKind /*kind*/, int32_t /*event*/) const { return true; }
    // The object's hard-coded handling, after its resources' scripts.
    virtual int32_t handleEvent(Handle /*object*/, int32_t /*event*/, EventInfo&) { return NOTHING; }
};

// The message entries (`On Event EV_X "text" / "text"`) a resource answered
// an event with: the game shows them to the actor, victim and observers.
struct HandlerMessages {
    int32_t event = 0;              // as delivered, wrappers included
    ResourceId resource = 0;
    std::vector<std::string_view> texts;    // 1 to 3 variants, as written
};

// One event being handled. Handlers run with a pointer to their frame as the
// interpreter's invocation tag.
struct EventFrame {
    EventInfo* info = nullptr;      // a re-thrown event shares its parent's
    int32_t delivered = 0;          // the number handlers run for now: PRE(ev), EVICTIM(ev) ...
    bool rethrown = false;
};

class EventSystem final : public vm::HostInspector {
public:
    static constexpr size_t kMaxDepth = 128;    // as the original's event stack

    using ErrorSink = std::function<void(const std::string& message)>;
    // A handler's script error as the VM raised it, with the API name it
    // called when the error is an unimplemented one ("IPrint").
    using FaultObserver = std::function<void(const vm::ScriptError& error, const std::string& apiName)>;
    using MessageSink = std::function<void(const EventInfo&, const HandlerMessages&)>;

    // `resources` and the interpreter's program hold the same modules in the
    // same order (handlers are found by resource, run by program function).
    EventSystem(vm::Interpreter& interpreter, const module::ResourceManager& resources,
                EventParticipants& participants, const world::ObjectRegistry* registry = nullptr);

    // Script errors in handlers and refused throws; by default they are dropped.
    void setErrorSink(ErrorSink sink) { errorSink_ = std::move(sink); }
    void setMessageSink(MessageSink sink) { messageSink_ = std::move(sink); }
    void setFaultObserver(FaultObserver observer) { faultObserver_ = std::move(observer); }
    // Counts every handler invocation into `*counter` (null: none).
    void setInvocationCounter(uint64_t* counter) { invocations_ = counter; }

    // Throws `info.event` as a new event on top of the stack; handlers change
    // `info` in place, so the thrower reads their changes afterwards. At
    // kMaxDepth events deep the throw is refused: ERROR, and the error sink
    // says so.
    int32_t throwEvent(EventInfo& info);
    int32_t throwEvent(EventInfo&& info) { return throwEvent(info); }
    // Throws `event` with the current event's info (the original's ReThrow):
    // the nested handlers read and change the same fields, and the parent's
    // handlers see their changes. The parent's event number is restored
    // afterwards. ERROR when no event is being handled.
    int32_t reThrow(int32_t event);

    // Runs `resource`'s own handler of `info.event` alone, on a new frame: no
    // PRE or POST, no other participant (the original's TEFF(eID)->Event(e),
    // by which an effect is asked about itself: EV_EFFECT before each of its
    // segments acts, EV_CALC_EFFECT before its amount is used; the original's
    // Resource::Event and PEvent, by which a character's race and classes
    // hear of its birth and advancement and a new monster's own resource of
    // EV_INITIALIZE). NOTHING when it has no such handler; ERROR when the
    // stack is full.
    int32_t askResource(ResourceId resource, EventInfo& info);
    // Runs function `function` of `resource`'s module with `info` as the
    // event (the original's VM.Execute(&e, xID, code): a Gear entry's `if
    // (...)`, src/Annot.cpp, Resource::GrantGear) and returns its value as
    // it is; nullopt after a script error (reported) or on a full stack.
    std::optional<int32_t> evaluate(ResourceId resource, uint32_t function, EventInfo& info);

    // The event being handled (innermost), or null.
    EventInfo* current() { return frames_.empty() ? nullptr : frames_.back().info; }
    const EventInfo* current() const { return frames_.empty() ? nullptr : frames_.back().info; }
    size_t depth() const { return frames_.size(); }
    // The number the current event's handlers run for now, wrappers included
    // (PRE(ev), EVICTIM(ev), META(ev) ...); 0 when no event is being handled.
    int32_t deliveredEvent() const { return frames_.empty() ? 0 : frames_.back().delivered; }

    const module::ResourceManager& resources() const { return resources_; }
    vm::Interpreter& interpreter() { return interpreter_; }

    // The objects behind ETerm, EPlayer and theGame: the game's, not the event's.
    struct GameObjects {
        Handle terminal = world::kNoObject;
        Handle player = world::kNoObject;
        Handle game = world::kNoObject;
    };
    void setGameObjects(GameObjects objects) { gameObjects_ = objects; }
    const GameObjects& gameObjects() const { return gameObjects_; }

    // The object a system handle 1..10 names now (EActor: the current event's
    // actor, EPlayer: the player ...); other handles as they are. `e` (1) is
    // the event itself, no object: kNoObject.
    Handle resolve(int32_t handle) const;

    // vm::HostInspector
    std::string describeObject(int32_t handle) const override;
    std::optional<vm::EventView> describeInvocation(const void* tag) const override;
    std::vector<vm::EventView> eventStack() const override;

    // A value of `type` as the debugger writes it (vm::formatValue).
    std::string renderValue(core::ValueType type, int32_t value) const;

private:
    int32_t run(EventFrame& frame);
    // Invokes `function` of `resource` on `frame`; a script error is reported
    // as that event's handler failing (no event: a script of the resource).
    std::optional<int32_t> invoke(const vm::LoadedFunction& function, EventFrame& frame, ResourceId resource,
                                  std::optional<int32_t> event);
    int32_t sweep(EventFrame& frame, int32_t event);
    int32_t deliverToObject(EventFrame& frame, Handle object, int32_t event);
    int32_t deliverToResource(EventFrame& frame, ResourceId resource, int32_t event);
    void report(const std::string& message) const;
    vm::EventView view(const EventFrame& frame) const;

    vm::Interpreter& interpreter_;
    const module::ResourceManager& resources_;
    EventParticipants& participants_;
    const world::ObjectRegistry* registry_;
    std::vector<EventFrame> frames_;    // reserved to kMaxDepth: frame addresses (tags) stay put
    ErrorSink errorSink_;
    MessageSink messageSink_;
    FaultObserver faultObserver_;
    uint64_t* invocations_ = nullptr;
    GameObjects gameObjects_;
};

} // namespace incursion::game
