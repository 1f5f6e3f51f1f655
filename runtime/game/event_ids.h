// Event numbers and the return codes of event handlers, as the original game
// numbered them (event_ids.def). A handler is stored under the number its
// `On Event` clause computed, wrappers included: PRE(EV_DAMAGE) is 541.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace incursion::game {

enum EventId : int32_t {
#define INCURSION_EVENT(name, number) name = number,
#include "game/event_ids.def"
#undef INCURSION_EVENT
};

// The wrappers are additive offsets and nest in any order. EVICTIM and
// ETARGET are the same offset: the event as its second participant sees it.
constexpr int32_t kPreOffset = 500;
constexpr int32_t kPostOffset = 1000;
constexpr int32_t kVictimOffset = 2000;
constexpr int32_t kItemOffset = 4000;
constexpr int32_t kMetaOffset = 10000;
constexpr int32_t kGodWatchOffset = 20000;

constexpr int32_t PRE(int32_t event) { return event + kPreOffset; }
constexpr int32_t POST(int32_t event) { return event + kPostOffset; }
constexpr int32_t EVICTIM(int32_t event) { return event + kVictimOffset; }
constexpr int32_t ETARGET(int32_t event) { return event + kVictimOffset; }
constexpr int32_t EITEM(int32_t event) { return event + kItemOffset; }
constexpr int32_t META(int32_t event) { return event + kMetaOffset; }
constexpr int32_t GODWATCH(int32_t event) { return event + kGodWatchOffset; }

// What a handler returns. ERROR, DONE and ABORT stop a sweep; ABORT also
// cancels what the event would have done (no main sweep after PRE, no POST).
enum EventResult : int32_t {
    ERROR = -1,
    NOTHING = 0,
    DONE = 1,
    ABORT = 2,
    NOMSG = 3,      // handled, and the handler printed its own messages
};

// An event number taken apart: the base event and the wrappers added to it.
struct EventWrapping {
    int32_t base = 0;
    bool pre = false, post = false, victim = false, item = false, meta = false, godWatch = false;
};
// Peels the wrappers off `event` (largest first); a number no wrapping of a
// known base event gives comes back whole as `base`.
EventWrapping unwrapEvent(int32_t event);

// The name of a base event number ("EV_DAMAGE"), if the game defines it.
std::optional<std::string_view> baseEventName(int32_t event);
// The base event number of a name ("EV_DAMAGE" -> 41).
std::optional<int32_t> eventNumber(std::string_view name);

// An event number as a script writes it: "EV_DAMAGE", "PRE(EVICTIM(EV_DAMAGE))",
// "GODWATCH(POST(EV_DEATH))"; "event 4321" when no wrapping of a known event
// gives the number.
std::string eventName(int32_t event);

// "DONE", "ABORT" ...; "result 7" for other values.
std::string eventResultName(int32_t result);

} // namespace incursion::game
