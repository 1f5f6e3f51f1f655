// What the debugger asks the host (the game) about things only the host
// knows: the objects behind handles and the events handlers run for. The VM
// records the `tag` the host passed to each Interpreter::invoke; the game's
// event system passes its event frame and answers here (game/event_system.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace incursion::vm {

// A value as the debugger shows it: every field already rendered, so a view
// on another thread needs nothing else.
struct DebugValue {
    std::string name;       // "EActor", "vDmg", "n"
    std::string type;       // "hObj", "int16", "rID", "string" ...
    std::string value;      // "12", "true", "creature \"goblin\" (#0x100007)", "$\"long sword\"", "\"text\""
    int32_t raw = 0;        // the register value (0 for values that are not one register)
    friend bool operator==(const DebugValue&, const DebugValue&) = default;
};

// One event (or other host context) handlers run for.
struct EventView {
    std::string title;                  // "EV_DAMAGE", "PRE(EV_MOVE)", "EV_DEATH (re-thrown)"
    std::vector<DebugValue> subjects;   // e, EActor, EVictim, ETarget, EItem, EItem2, EMap (those set)
    std::vector<DebugValue> fields;     // the EventInfo fields, in declaration order
    friend bool operator==(const EventView&, const EventView&) = default;
};

class HostInspector {
public:
    virtual ~HostInspector() = default;
    // One line about the object `handle` names, e.g. `creature "goblin"`;
    // empty when the host knows none (the debugger then shows the number).
    virtual std::string describeObject(int32_t handle) const = 0;
    // The event an invocation tagged `tag` runs for; nullopt for tags the host
    // does not know (and for null).
    virtual std::optional<EventView> describeInvocation(const void* tag) const = 0;
    // The host's event stack, innermost first (events without script
    // handlers included).
    virtual std::vector<EventView> eventStack() const = 0;
};

} // namespace incursion::vm
