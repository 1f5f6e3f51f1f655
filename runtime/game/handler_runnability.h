// Whether each event handler of loaded modules can run in this runtime,
// told without running it: its resource's kind takes part in events and
// receives the event's wrapping (kEventParticipants), the runtime throws the
// base event (kThrownEvents), and every API name its code can reach is
// implemented (the VM's load report). `incplay load` prints it; the studio's
// Module Browser shows it per handler.
#pragma once

#include "core/resource_kind.h"
#include "module/resource_manager.h"
#include "vm/host_api.h"
#include "vm/program.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace incursion::game {

// Why a handler cannot run; a handler may have several reasons.
enum class RunnabilityReason : uint8_t {
    OwnerTakesNoPart,   // its resource's kind never takes part in events
    NotDelivered,       // the kind takes part, but never receives this wrapping (META, GODWATCH ...)
    EventNotThrown,     // the runtime never throws its base event
    Unimplemented,      // it can reach an API name the runtime does not implement
    Count
};
constexpr size_t kRunnabilityReasonCount = size_t(RunnabilityReason::Count);

// "owner takes no part in events", "event not thrown" ...
std::string_view reasonName(RunnabilityReason reason);

struct HandlerRunnability {
    uint32_t module = 0;            // index into the program's modules
    uint32_t function = 0;          // index into that module's functions
    module::ResourceId owner = 0;
    core::ResourceKind kind = core::ResourceKind::Monster;
    // The events it answers (`On Event A, B`), as stored, wrappers included.
    std::vector<int32_t> events;
    bool ownerTakesPart = false;
    bool delivered = false;         // the owner's kind receives one of its events' wrappings
    // The runtime throws the base event of one of them (of one delivered, if any is).
    bool eventThrown = false;
    // The API names it can reach that the runtime lacks, sorted; a member
    // variable it writes but the runtime only reads is "Name (set)".
    std::vector<std::string> unimplemented;

    // Its events (as stored) whose base event the runtime never throws: a
    // runnable handler of several events may still wait on some of them.
    std::vector<int32_t> neverThrown;

    bool runnable() const { return ownerTakesPart && delivered && eventThrown && unimplemented.empty(); }
    // Runnable, and every one of its events is thrown.
    bool fullyRunnable() const { return runnable() && neverThrown.empty(); }
    // What a runnable handler still waits on: "EV_PRAY never thrown"; empty
    // when it is fully runnable or cannot run at all.
    std::string partlyRunnableNote() const;
    bool has(RunnabilityReason reason) const;
    // One sentence per reason, in RunnabilityReason order: "Races take no part in events" ...
    std::vector<std::string> explanation() const;
};

// Every event handler function of the program's modules, by module and
// function; a handler of several events is one entry.
// `resources` holds the program's modules in the same order.
std::vector<HandlerRunnability> analyseHandlers(const vm::Program& program, const module::ResourceManager& resources);

struct RunnabilitySummary {
    size_t handlers = 0;
    size_t runnable = 0;
    size_t fullyRunnable = 0;      // of the runnable, those whose every event is thrown
    std::array<std::pair<size_t, size_t>, core::kResourceKindCount> byKind{};  // handlers, runnable
    std::array<size_t, kRunnabilityReasonCount> byReason{};                    // handlers with the reason
    // Unimplemented API names by the handlers they block, most first, then by name.
    std::vector<std::pair<std::string, size_t>> blockingNames;
};

RunnabilitySummary summarise(const std::vector<HandlerRunnability>& handlers);

// Loaded modules linked with the runtime's host API, and their handlers
// analysed: what `incplay load` prints and the Module Browser shows.
struct ModuleRunnability {
    module::ResourceLoadResult resources;
    vm::HostApi api;                    // the runtime's (registerRuntimeApi)
    vm::LoadResult program;             // null program: `errors` say why
    std::vector<HandlerRunnability> handlers;
    std::vector<std::string> errors;    // the resources' or the program's load errors
};

// Heap-allocated: the program points into `api` and `resources`.
std::unique_ptr<ModuleRunnability> analyseModules(module::ResourceLoadResult resources);

} // namespace incursion::game
