#include "game/event_ids.h"

#include <array>
#include <utility>

namespace incursion::game {

namespace {

struct NamedEvent {
    std::string_view name;
    int32_t number;
};

constexpr NamedEvent kEvents[] = {
#define INCURSION_EVENT(name, number) {#name, number},
#include "game/event_ids.def"
#undef INCURSION_EVENT
};

// Largest first: every offset is larger than the sum of the smaller ones
// plus any base event, so peeling in this order finds each wrapper once.
constexpr std::array<int32_t, 6> kOffsets{kGodWatchOffset, kMetaOffset, kItemOffset, kVictimOffset,
                                          kPostOffset, kPreOffset};

// Every base event is below the smallest wrapper offset: deliveryOf()
// (event_participation.h) reads the outer wrappers from the magnitude alone.
constexpr bool allBelowWrappers()
{
    for (const NamedEvent& e : kEvents)
        if (e.number >= kPreOffset)
            return false;
    return true;
}
static_assert(allBelowWrappers());

} // namespace

std::optional<std::string_view> baseEventName(int32_t event)
{
    for (const NamedEvent& e : kEvents)
        if (e.number == event)
            return e.name;
    return std::nullopt;
}

std::optional<int32_t> eventNumber(std::string_view name)
{
    for (const NamedEvent& e : kEvents)
        if (e.name == name)
            return e.number;
    return std::nullopt;
}

EventWrapping unwrapEvent(int32_t event)
{
    EventWrapping out;
    int32_t base = event;
    std::array<bool, 6> wrapped{};
    for (size_t i = 0; i < kOffsets.size(); ++i)
        if (base > kOffsets[i] && !baseEventName(base)) {
            base -= kOffsets[i];
            wrapped[i] = true;
        }
    if (!baseEventName(base)) {
        out.base = event;
        return out;
    }
    out.base = base;
    out.godWatch = wrapped[0];
    out.meta = wrapped[1];
    out.item = wrapped[2];
    out.victim = wrapped[3];
    out.post = wrapped[4];
    out.pre = wrapped[5];
    return out;
}

std::string eventName(int32_t event)
{
    const EventWrapping w = unwrapEvent(event);
    const std::optional<std::string_view> name = baseEventName(w.base);
    if (!name)
        return "event " + std::to_string(event);
    // Outermost first, as the corpus nests them: GODWATCH(PRE(EVICTIM(x))), META(POST(EVICTIM(x))).
    const std::pair<bool, std::string_view> printOrder[] = {
        {w.godWatch, "GODWATCH"}, {w.meta, "META"}, {w.post, "POST"},
        {w.pre, "PRE"},           {w.item, "EITEM"}, {w.victim, "EVICTIM"},
    };
    std::string prefix, suffix;
    for (const auto& [on, wrapper] : printOrder)
        if (on) {
            prefix += std::string(wrapper) + "(";
            suffix += ")";
        }
    return prefix + std::string(*name) + suffix;
}

std::string eventResultName(int32_t result)
{
    switch (result) {
    case ERROR: return "ERROR";
    case NOTHING: return "NOTHING";
    case DONE: return "DONE";
    case ABORT: return "ABORT";
    case NOMSG: return "NOMSG";
    }
    return "result " + std::to_string(result);
}

} // namespace incursion::game
