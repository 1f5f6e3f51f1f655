#include "game/event_system.h"

#include "module/resource_views.h"
#include "vm/value_format.h"

#include <limits>
#include <stdexcept>

namespace incursion::game {

namespace {

// DONE, ABORT and ERROR end a sweep: someone handled the event, cancelled it
// or failed.
bool stopsSweep(int32_t result) { return result == DONE || result == ABORT || result == ERROR; }

// What a handler's int32 return means: the original kept the low byte.
int32_t handlerResult(int32_t value) { return static_cast<int8_t>(value); }

} // namespace

EventSystem::EventSystem(vm::Interpreter& interpreter, const module::ResourceManager& resources,
                         EventParticipants& participants, const world::ObjectRegistry* registry)
    : interpreter_(interpreter), resources_(resources), participants_(participants), registry_(registry)
{
    if (interpreter.program().modules().size() != resources.moduleCount())
        throw std::invalid_argument("the event system needs the program and the resources of the same modules");
    frames_.reserve(kMaxDepth);
}

int32_t EventSystem::throwEvent(EventInfo& info)
{
    if (frames_.size() >= kMaxDepth) {
        report("event stack full (" + std::to_string(kMaxDepth) + " events deep): " + eventName(info.event)
               + " was not thrown (inside " + eventName(frames_.back().info->event) + ")");
        return ERROR;
    }
    // rule: src/Event.cpp, RealThrow: what a god's retribution, aid, pulse
    // or a sacrifice sets off is an act of god.
    if (!frames_.empty()) {
        const int32_t parent = frames_.back().info->event % 500;
        if (parent == EV_RETRIBUTION || parent == EV_GIVE_AID || parent == EV_GODPULSE || parent == EV_ANGER_PULSE ||
            parent == EV_SACRIFICE)
            info.isActOfGod = true;
    }
    frames_.push_back({&info, info.event, false});
    const int32_t result = run(frames_.back());
    frames_.pop_back();
    return result;
}

int32_t EventSystem::reThrow(int32_t event)
{
    if (frames_.empty()) {
        report(eventName(event) + " re-thrown outside any event");
        return ERROR;
    }
    EventInfo& info = *frames_.back().info;
    if (frames_.size() >= kMaxDepth) {
        report("event stack full (" + std::to_string(kMaxDepth) + " events deep): " + eventName(event)
               + " was not re-thrown (inside " + eventName(info.event) + ")");
        return ERROR;
    }
    const int32_t parentEvent = info.event;
    info.event = event;
    frames_.push_back({&info, event, true});
    const int32_t result = run(frames_.back());
    frames_.pop_back();
    info.event = parentEvent;
    return result;
}

int32_t EventSystem::askResource(ResourceId resource, EventInfo& info)
{
    if (frames_.size() >= kMaxDepth) {
        report("event stack full (" + std::to_string(kMaxDepth) + " events deep): " + eventName(info.event)
               + " was not asked of " + resources_.describe(resource));
        return ERROR;
    }
    frames_.push_back({&info, info.event, false});
    const int32_t result = deliverToResource(frames_.back(), resource, info.event);
    frames_.pop_back();
    return result;
}

std::optional<int32_t> EventSystem::evaluate(ResourceId resource, uint32_t function, EventInfo& info)
{
    const std::optional<module::ResourceView> view = module::view(resources_, resource);
    const vm::LoadedFunction* code = view ? interpreter_.program().function(view->module(), function) : nullptr;
    if (!code) {
        report("function " + std::to_string(function) + " of " + resources_.describe(resource) + " does not exist");
        return std::nullopt;
    }
    if (frames_.size() >= kMaxDepth) {
        report("event stack full (" + std::to_string(kMaxDepth) + " events deep): a script of " +
               resources_.describe(resource) + " was not run");
        return std::nullopt;
    }
    frames_.push_back({&info, info.event, false});
    const std::optional<int32_t> value = invoke(*code, frames_.back(), resource, std::nullopt);
    frames_.pop_back();
    return value;
}

std::optional<int32_t> EventSystem::invoke(const vm::LoadedFunction& function, EventFrame& frame,
                                           ResourceId resource, std::optional<int32_t> event)
{
    if (invocations_)
        ++*invocations_;
    const vm::Interpreter::Result result = interpreter_.invoke(function, {}, &frame);
    if (!result.ok) {
        const std::string why = interpreter_.lastError() ? interpreter_.lastError()->text() : "script error";
        if (faultObserver_ && interpreter_.lastError())
            faultObserver_(*interpreter_.lastError(), interpreter_.lastError()->apiName);
        report((event ? eventName(*event) + " of " : std::string("a script of ")) + resources_.describe(resource) +
               " failed: " + why);
        return std::nullopt;
    }
    return result.value;
}

int32_t EventSystem::run(EventFrame& frame)
{
    const int32_t event = frame.info->event;
    int32_t result = sweep(frame, PRE(event));
    if (result != DONE && result != ABORT)
        result = sweep(frame, event);
    if (result != ABORT)
        sweep(frame, POST(event));     // POST's own result changes nothing
    return result;
}

int32_t EventSystem::sweep(EventFrame& frame, int32_t event)
{
    frame.delivered = event;
    EventInfo& e = *frame.info;
    int32_t outcome = NOTHING;
    // One participant's answer: stop the sweep, or remember that it printed.
    auto settle = [&](int32_t result) {
        if (result == NOMSG) {
            e.Terse = true;
            outcome = NOMSG;
        }
        return stopsSweep(result);
    };
    auto resource = [&](ResourceId id, int32_t number) {
        const int32_t result = deliverToResource(frame, id, number);
        return settle(result) ? result : std::optional<int32_t>();
    };

    const int32_t base = e.event;
    const Handle subject = base == EV_DAMAGE || base == EV_DEATH ? e.victim : e.actor;
    if (const ResourceId region = participants_.regionAt(e, subject))
        if (auto stop = resource(region, event))
            return *stop;
    for (const ResourceId terrain : participants_.terrainAt(e, subject))
        if (auto stop = resource(terrain, event))
            return *stop;
    if (e.map)
        if (const ResourceId dungeon = participants_.dungeonOf(e.map))
            if (auto stop = resource(dungeon, event))
                return *stop;
    // An effect answers its own EV_EFFECT one segment at a time (askResource);
    // its PRE(EV_EFFECT) and POST(EV_EFFECT) come in the sweep like any other
    // event's (src/Event.cpp, ThrowEvent compares the wrapped number).
    ResourceId effect = participants_.fieldEffect(e);
    if (!effect && event != EV_EFFECT)
        effect = e.eID;
    if (effect)
        if (auto stop = resource(effect, event))
            return *stop;
    const bool actorWatched = e.actor && participants_.isCharacter(e.actor);
    const bool victimWatched = e.victim && participants_.isCharacter(e.victim);
    // Every god judges the actor's deed, then every god the victim's part
    // (src/Event.cpp, ThrowEvent).
    if (actorWatched || victimWatched) {
        const std::vector<ResourceId> gods = participants_.gods();
        if (actorWatched)
            for (const ResourceId god : gods)
                if (auto stop = resource(god, GODWATCH(event)))
                    return *stop;
        if (victimWatched)
            for (const ResourceId god : gods)
                if (auto stop = resource(god, GODWATCH(EVICTIM(event))))
                    return *stop;
    }
    const std::pair<Handle, int32_t> objects[] = {
        {e.map, event}, {e.item2, event}, {e.item, event},
        {e.victim, !e.victim || participants_.wrapsAsVictim(e.victim) ? EVICTIM(event) : event}, {e.actor, event},
    };
    for (const auto& [object, number] : objects) {
        if (!object)
            continue;
        for (const ResourceId trap : participants_.trapEventEffects(object, number))
            if (auto stop = resource(trap, META(number)))
                return *stop;
        const int32_t result = deliverToObject(frame, object, number);
        if (settle(result))
            return result;
    }
    return outcome;
}

int32_t EventSystem::deliverToObject(EventFrame& frame, Handle object, int32_t event)
{
    int32_t outcome = NOTHING;
    for (const ScriptedResource& scripted : participants_.resourcesOf(object)) {
        const int32_t result = deliverToResource(frame, scripted.resource, event + scripted.eventOffset);
        if (stopsSweep(result) || (scripted.anyAnswerStops && result != NOTHING))
            return result;
        if (result == NOMSG)
            outcome = NOMSG;
    }
    frame.delivered = event;
    const int32_t result = participants_.handleEvent(object, event, *frame.info);
    return result == NOTHING ? outcome : result;
}

int32_t EventSystem::deliverToResource(EventFrame& frame, ResourceId id, int32_t event)
{
    // Handlers are stored under int16 numbers: larger ones have none.
    if (event < std::numeric_limits<int16_t>::min() || event > std::numeric_limits<int16_t>::max())
        return NOTHING;
    const std::optional<module::ResourceView> resource = module::view(resources_, id);
    if (!resource)
        return NOTHING;
    frame.delivered = event;
    if (const std::optional<uint32_t> handler = resource->handler(int16_t(event))) {
        if (!participants_.receives(resource->kind(), event)) {
            report(eventName(event) + " of " + resources_.describe(id) + " was offered, but " +
                   std::string(core::resourceKindPlural(resource->kind())) + " receive no such events here");
            return NOTHING;
        }
        const vm::LoadedFunction* function = interpreter_.program().function(resource->module(), *handler);
        if (!function)
            return NOTHING;
        const std::optional<int32_t> value = invoke(*function, frame, id, event);
        return value ? handlerResult(*value) : NOTHING;
    }
    if (!messageSink_)
        return NOTHING;
    const std::vector<module::TextRef> texts = resource->messageTexts(int16_t(event));
    if (texts.empty())
        return NOTHING;
    HandlerMessages messages{event, id, {}};
    for (const module::TextRef& text : texts)
        messages.texts.push_back(text.text);
    messageSink_(*frame.info, messages);
    return NOMSG;
}

void EventSystem::report(const std::string& message) const
{
    if (errorSink_)
        errorSink_(message);
}

Handle EventSystem::resolve(int32_t handle) const
{
    const EventInfo* e = current();
    switch (handle) {
    case 1: return world::kNoObject;
    case 2: return gameObjects_.terminal;
    case 3: return gameObjects_.player;
    case 10: return gameObjects_.game;
    case 4: return e ? e->actor : world::kNoObject;
    case 5:
    case 6: return e ? e->victim : world::kNoObject;
    case 7: return e ? e->item : world::kNoObject;
    case 8: return e ? e->item2 : world::kNoObject;
    case 9: return e ? e->map : world::kNoObject;
    }
    return Handle(handle);
}

std::string EventSystem::describeObject(int32_t handle) const
{
    if (handle == 1)
        return current() ? "event " + eventName(current()->event) : std::string();
    const Handle object = world::isSystemHandle(Handle(handle)) ? resolve(handle) : Handle(handle);
    if (!registry_ || !world::isObjectHandle(object))
        return {};
    const world::GameObject* found = registry_->find(object);
    return found ? found->describe() : std::string();
}

std::string EventSystem::renderValue(core::ValueType type, int32_t value) const
{
    return vm::formatValue(type, value, {&interpreter_.program(), &interpreter_, this});
}

vm::EventView EventSystem::view(const EventFrame& frame) const
{
    const EventInfo& e = *frame.info;
    vm::EventView view;
    view.title = eventName(frame.delivered);
    if (frame.rethrown)
        view.title += " (re-thrown)";
    auto subject = [&](std::string name, Handle handle) {
        if (handle)
            view.subjects.push_back({std::move(name), "hObj", renderValue(core::ValueType::Object, int32_t(handle)),
                                     int32_t(handle)});
    };
    subject("EActor", e.actor);
    subject("EVictim", e.victim);
    subject("EItem", e.item);
    subject("EItem2", e.item2);
    subject("EMap", e.map);
    for (const EventField& field : kEventFields) {
        vm::DebugValue value{std::string(field.name), std::string(core::valueTypeName(field.type)), {}, 0};
        if (field.isString()) {
            value.value = vm::quotedText(e.*field.text);
        } else {
            value.raw = field.get(e);
            value.value = renderValue(field.type, value.raw);
        }
        view.fields.push_back(std::move(value));
    }
    return view;
}

std::optional<vm::EventView> EventSystem::describeInvocation(const void* tag) const
{
    for (const EventFrame& frame : frames_)
        if (&frame == tag)
            return view(frame);
    return std::nullopt;
}

std::vector<vm::EventView> EventSystem::eventStack() const
{
    std::vector<vm::EventView> stack;
    for (auto frame = frames_.rbegin(); frame != frames_.rend(); ++frame)
        stack.push_back(view(*frame));
    return stack;
}

} // namespace incursion::game
