// What an event carries: its number, its participants and the fields
// handlers read and change (`e.vDmg`, `EActor`). The fields come from
// event_fields.def, which also drives the host's getters and setters, the
// runtime's API header and the debugger's view of an event.
#pragma once

#include "game/level_magic.h"
#include "module/resource_manager.h"
#include "module/record_tags.h"
#include "core/bytecode.h"
#include "world/handle.h"

#include <array>
#include <optional>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace incursion::game {

struct EffectOutcome;

struct EventInfo {
    int32_t event = 0;                      // the base event thrown (EV_DAMAGE), no wrappers
    world::Handle actor = world::kNoObject;     // EActor (p[0] in the original)
    world::Handle victim = world::kNoObject;    // EVictim and ETarget (p[1])
    world::Handle item = world::kNoObject;      // EItem (p[2])
    world::Handle item2 = world::kNoObject;     // EItem2 (p[3])
    world::Handle map = world::kNoObject;       // EMap

#define INCURSION_EVENT_NUMBER(name, type)
#define INCURSION_EVENT_FIELD(name, type, storage) storage name{};
#include "game/event_fields.def"
#undef INCURSION_EVENT_FIELD
#undef INCURSION_EVENT_NUMBER

    // What scripts cannot read: the dice SetPVal gave the current segment of
    // an effect in EV_CALC_EFFECT (the original wrote them into its EMagic).
    std::optional<module::Dice> pval;
    // Where the C++ handling of EV_EFFECT reports what the effect did to the
    // code that threw it (spell_engine.h's applyEffect); null for a script's throw.
    EffectOutcome* effectOutcome = nullptr;
    // EV_FIELDON and EV_FIELDOFF: the field entered or left (the original's
    // EField), its effect taking part. A copy: the field may go meanwhile.
    std::optional<Field> field;
    // EV_EFFECT re-thrown by a modifier field at whoever enters or leaves it.
    bool isEnter = false;
    bool isLeave = false;

    // SetParam(i, t): participant i in the original's order (0 actor,
    // 1 victim/target, 2 item, 3 item2); false for another index.
    bool setParticipant(int32_t index, world::Handle object);
};

// One script-visible field. Numeric fields read and write through `get` and
// `set` (which truncates to the declared type, as a store to a variable of
// that type would); strings through `text`.
struct EventField {
    std::string_view name;
    core::ValueType type = core::ValueType::Int32;
    int32_t (*get)(const EventInfo&) = nullptr;
    void (*set)(EventInfo&, int32_t) = nullptr;
    std::string EventInfo::*text = nullptr;

    bool isString() const { return text != nullptr; }
};

namespace detail {

template <auto Member> int32_t getEventField(const EventInfo& e) { return static_cast<int32_t>(e.*Member); }

// `value` as a variable of `type` holds it: wrapped to the width, bool 0/1.
constexpr int32_t truncateTo(core::ValueType type, int32_t value)
{
    switch (type) {
    case core::ValueType::Bool: return value != 0;
    case core::ValueType::Int8: return static_cast<int8_t>(value);
    case core::ValueType::Int16: return static_cast<int16_t>(value);
    case core::ValueType::UInt8: return static_cast<uint8_t>(value);
    case core::ValueType::UInt16: return static_cast<uint16_t>(value);
    default: return value;
    }
}

template <auto Member, core::ValueType Type> void setEventField(EventInfo& e, int32_t value)
{
    using Storage = std::remove_cvref_t<decltype(e.*Member)>;
    e.*Member = static_cast<Storage>(truncateTo(Type, value));
}

template <auto Member, core::ValueType Type> constexpr EventField eventField(std::string_view name)
{
    using Storage = std::remove_cvref_t<decltype(std::declval<EventInfo&>().*Member)>;
    if constexpr (std::is_same_v<Storage, std::string>)
        return EventField{name, Type, nullptr, nullptr, Member};
    else
        return EventField{name, Type, &getEventField<Member>, &setEventField<Member, Type>, nullptr};
}

} // namespace detail

// Every field, in the table's order (Event first).
inline constexpr std::array kEventFields{
#define INCURSION_EVENT_NUMBER(name, type) detail::eventField<&EventInfo::event, core::ValueType::type>(#name),
#define INCURSION_EVENT_FIELD(name, type, storage) detail::eventField<&EventInfo::name, core::ValueType::type>(#name),
#include "game/event_fields.def"
#undef INCURSION_EVENT_FIELD
#undef INCURSION_EVENT_NUMBER
};

// The field scripts call `name`, or null.
const EventField* findEventField(std::string_view name);

} // namespace incursion::game
