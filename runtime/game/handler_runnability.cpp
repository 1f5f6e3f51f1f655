#include "game/handler_runnability.h"

#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/runtime_api.h"
#include "module/resource_views.h"
#include "vm/import_reach.h"

#include <algorithm>
#include <map>

namespace incursion::game {

std::string_view reasonName(RunnabilityReason reason)
{
    switch (reason) {
    case RunnabilityReason::OwnerTakesNoPart: return "owner takes no part in events";
    case RunnabilityReason::NotDelivered: return "event not delivered to its kind";
    case RunnabilityReason::EventNotThrown: return "event not thrown";
    case RunnabilityReason::Unimplemented: return "calls unimplemented API";
    case RunnabilityReason::Count: break;
    }
    return {};
}

bool HandlerRunnability::has(RunnabilityReason reason) const
{
    switch (reason) {
    case RunnabilityReason::OwnerTakesNoPart: return !ownerTakesPart;
    case RunnabilityReason::NotDelivered: return ownerTakesPart && !delivered;
    case RunnabilityReason::EventNotThrown: return !eventThrown;
    case RunnabilityReason::Unimplemented: return !unimplemented.empty();
    case RunnabilityReason::Count: break;
    }
    return false;
}

std::string HandlerRunnability::partlyRunnableNote() const
{
    if (!runnable() || neverThrown.empty())
        return {};
    std::string names;
    for (const int32_t event : neverThrown)
        names += (names.empty() ? "" : ", ") + eventName(event);
    return names + " never thrown";
}

std::vector<std::string> HandlerRunnability::explanation() const
{
    std::vector<std::string> out;
    const std::string kinds(core::resourceKindPlural(kind));
    auto eventList = [this](bool onlyDelivered) {
        std::string names;
        for (const int32_t event : events)
            if (!onlyDelivered || deliveredTo(kind, event))
                names += (names.empty() ? "" : ", ") + eventName(onlyDelivered ? unwrapEvent(event).base : event);
        return names;
    };
    if (has(RunnabilityReason::OwnerTakesNoPart))
        out.push_back(kinds + " take no part in events");
    if (has(RunnabilityReason::NotDelivered))
        out.push_back(kinds + " never receive " + eventList(false));
    if (has(RunnabilityReason::EventNotThrown))
        out.push_back("the runtime never throws " + eventList(delivered));
    if (has(RunnabilityReason::Unimplemented)) {
        std::string names;
        for (const std::string& name : unimplemented)
            names += (names.empty() ? "" : ", ") + name;
        out.push_back("calls what the runtime does not implement: " + names);
    }
    return out;
}

std::vector<HandlerRunnability> analyseHandlers(const vm::Program& program, const module::ResourceManager& resources)
{
    std::map<std::pair<uint32_t, uint32_t>, HandlerRunnability> byFunction;
    for (const module::ResourceId id : resources.resources()) {
        const std::optional<module::ResourceView> resource = module::view(resources, id);
        if (!resource)
            continue;
        const auto moduleIndex = uint32_t(resource->module());
        if (moduleIndex >= program.modules().size())
            continue;
        for (const module::EventHandler& handler : resource->events()) {
            if (handler.function >= program.modules()[moduleIndex].image->functions.size())
                continue;
            HandlerRunnability& entry = byFunction[{moduleIndex, handler.function}];
            entry.module = moduleIndex;
            entry.function = handler.function;
            entry.owner = id;
            entry.kind = resource->kind();
            entry.events.push_back(handler.event);
        }
    }

    const vm::LoadReport& report = program.report();
    std::vector<HandlerRunnability> out;
    out.reserve(byFunction.size());
    for (auto& [key, entry] : byFunction) {
        entry.ownerTakesPart = eventParticipant(entry.kind) != nullptr;
        bool deliveredThrown = false;
        for (const int32_t event : entry.events) {
            const bool delivered = deliveredTo(entry.kind, event);
            const bool thrown = runtimeThrows(unwrapEvent(event).base);
            if (!thrown)
                entry.neverThrown.push_back(event);
            entry.delivered = entry.delivered || delivered;
            entry.eventThrown = entry.eventThrown || thrown;
            deliveredThrown = deliveredThrown || (delivered && thrown);
        }
        if (entry.delivered)
            entry.eventThrown = deliveredThrown;
        const module::ModuleImage& image = *program.modules()[entry.module].image;
        for (const vm::ImportUse& use : vm::reachableImports(image, entry.function)) {
            const vm::ImportReport* import = report.find(entry.module, use.import);
            if (!import)
                continue;
            if (!import->implemented)
                entry.unimplemented.push_back(import->name);
            else if (use.store && !import->settable)
                entry.unimplemented.push_back(import->name + " (set)");
        }
        std::sort(entry.unimplemented.begin(), entry.unimplemented.end());
        entry.unimplemented.erase(std::unique(entry.unimplemented.begin(), entry.unimplemented.end()),
                                  entry.unimplemented.end());
        out.push_back(std::move(entry));
    }
    return out;
}

RunnabilitySummary summarise(const std::vector<HandlerRunnability>& handlers)
{
    RunnabilitySummary summary;
    std::map<std::string, size_t> blocked;
    for (const HandlerRunnability& handler : handlers) {
        ++summary.handlers;
        auto& [total, runnable] = summary.byKind[size_t(handler.kind)];
        ++total;
        if (handler.runnable()) {
            ++summary.runnable;
            ++runnable;
            summary.fullyRunnable += handler.fullyRunnable();
        }
        for (size_t r = 0; r < kRunnabilityReasonCount; ++r)
            if (handler.has(RunnabilityReason(r)))
                ++summary.byReason[r];
        for (const std::string& name : handler.unimplemented)
            ++blocked[name];
    }
    summary.blockingNames.assign(blocked.begin(), blocked.end());
    std::stable_sort(summary.blockingNames.begin(), summary.blockingNames.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    return summary;
}

std::unique_ptr<ModuleRunnability> analyseModules(module::ResourceLoadResult resources)
{
    auto out = std::make_unique<ModuleRunnability>();
    out->resources = std::move(resources);
    if (!out->resources.ok()) {
        out->errors = out->resources.errors;
        return out;
    }
    const module::ResourceManager& manager = *out->resources.manager;
    std::vector<const module::ModuleImage*> images;
    for (size_t i = 0; i < manager.moduleCount(); ++i)
        images.push_back(&manager.image(i));
    registerRuntimeApi(out->api);
    out->program = vm::Program::load(images, out->api);
    if (!out->program.program) {
        out->errors = out->program.errors;
        return out;
    }
    out->handlers = analyseHandlers(*out->program.program, manager);
    return out;
}

} // namespace incursion::game
