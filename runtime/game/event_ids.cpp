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

// The order names print in, outermost first, as the corpus nests them:
// GODWATCH(PRE(EVICTIM(x))), META(POST(EVICTIM(x))).
constexpr std::array<std::pair<int32_t, std::string_view>, 6> kPrintOrder{{
    {kGodWatchOffset, "GODWATCH"},
    {kMetaOffset, "META"},
    {kPostOffset, "POST"},
    {kPreOffset, "PRE"},
    {kItemOffset, "EITEM"},
    {kVictimOffset, "EVICTIM"},
}};

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

std::string eventName(int32_t event)
{
    int32_t base = event;
    std::array<bool, 6> wrapped{};
    for (size_t i = 0; i < kOffsets.size(); ++i)
        if (base > kOffsets[i] && !baseEventName(base)) {
            base -= kOffsets[i];
            wrapped[i] = true;
        }
    const std::optional<std::string_view> name = baseEventName(base);
    if (!name)
        return "event " + std::to_string(event);
    std::string prefix, suffix;
    for (const auto& [offset, wrapper] : kPrintOrder)
        for (size_t i = 0; i < kOffsets.size(); ++i)
            if (wrapped[i] && kOffsets[i] == offset) {
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
