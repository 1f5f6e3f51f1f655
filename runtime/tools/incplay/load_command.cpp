#include "load_command.h"

#include "game/event_ids.h"
#include "game/handler_runnability.h"
#include "game/kept_differences.h"
#include "module/resource_manager.h"
#include "vm/disassembler.h"
#include "vm/program.h"

#include "command_line.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <string_view>

namespace incursion::tools {

namespace {

using Loaded = game::ModuleRunnability;

std::string handlerName(const vm::Program& program, const game::HandlerRunnability& handler)
{
    return vm::functionName(*program.modules()[handler.module].image, handler.function);
}

void printText(const Loaded& loaded)
{
    const module::ResourceManager& manager = *loaded.resources.manager;
    const vm::Program& program = *loaded.program.program;
    const vm::LoadReport& report = program.report();
    std::printf("%zu module%s, %zu resources\n", manager.moduleCount(), manager.moduleCount() == 1 ? "" : "s",
                manager.resourceCount());
    std::fputs(report.text().c_str(), stdout);
    std::printf("%zu implemented, %zu not implemented, %zu unresolved resource names\n", report.implementedCount(),
                report.imports.size() - report.implementedCount(), report.unresolved.size());

    std::printf("\nevent handlers:\n");
    for (const game::HandlerRunnability& handler : loaded.handlers) {
        std::string line = (handler.runnable() ? "  runnable      " : "  not runnable  ") + handlerName(program, handler);
        if (const std::string note = handler.partlyRunnableNote(); !note.empty())
            line += " (" + note + ")";
        std::string why;
        for (const std::string& reason : handler.explanation())
            why += (why.empty() ? ": " : "; ") + reason;
        std::printf("%s%s\n", line.c_str(), why.c_str());
    }

    const game::RunnabilitySummary summary = game::summarise(loaded.handlers);
    std::printf("\nhandlers runnable: %s of %s\n", groupedNumber(summary.runnable).c_str(),
                groupedNumber(summary.handlers).c_str());
    std::printf("handlers fully runnable (every event thrown): %s of %s\n", groupedNumber(summary.fullyRunnable).c_str(),
                groupedNumber(summary.handlers).c_str());
    std::printf("by kind:\n");
    for (size_t kind = 0; kind < core::kResourceKindCount; ++kind) {
        const auto [total, runnable] = summary.byKind[kind];
        if (total > 0)
            std::printf("  %-12s %s of %s\n", std::string(core::resourceKindName(core::ResourceKind(kind))).c_str(),
                        groupedNumber(runnable).c_str(), groupedNumber(total).c_str());
    }
    std::printf("by reason (a handler may have several):\n");
    for (size_t r = 0; r < game::kRunnabilityReasonCount; ++r)
        std::printf("  %-32s %s\n", std::string(game::reasonName(game::RunnabilityReason(r))).c_str(),
                    groupedNumber(summary.byReason[r]).c_str());
    std::printf("unimplemented API names by handlers blocked:\n");
    for (const auto& [name, count] : summary.blockingNames)
        std::printf("  %-32s %s\n", name.c_str(), groupedNumber(count).c_str());
    std::printf("differences from the original kept on purpose:\n");
    for (const game::KeptDifference& d : game::keptDifferences())
        std::printf("  warning (%.*s): %.*s\n", int(d.area.size()), d.area.data(), int(d.text.size()), d.text.data());
}

void printJson(const Loaded& loaded)
{
    const module::ResourceManager& manager = *loaded.resources.manager;
    const vm::Program& program = *loaded.program.program;
    const vm::LoadReport& report = program.report();
    nlohmann::ordered_json out;
    out["modules"] = nlohmann::json::array();
    for (const vm::Program::Module& m : program.modules())
        out["modules"].push_back(m.image->name);
    out["resources"] = manager.resourceCount();

    nlohmann::ordered_json api;
    api["imported"] = report.imports.size();
    api["implemented"] = report.implementedCount();
    api["names"] = nlohmann::json::array();
    for (const vm::ImportReport& r : report.imports)
        api["names"].push_back(nlohmann::ordered_json{{"name", r.name},
                                                      {"kind", module::importKindName(r.kind)},
                                                      {"signature", r.signature},
                                                      {"implemented", r.implemented},
                                                      {"problem", r.problem}});
    api["unresolved"] = nlohmann::json::array();
    for (const module::UnresolvedExternal& u : report.unresolved)
        api["unresolved"].push_back(nlohmann::ordered_json{{"name", u.name}, {"module", u.moduleName}});
    out["api"] = std::move(api);

    const game::RunnabilitySummary summary = game::summarise(loaded.handlers);
    nlohmann::ordered_json handlers;
    handlers["total"] = summary.handlers;
    handlers["runnable"] = summary.runnable;
    handlers["fullyRunnable"] = summary.fullyRunnable;
    handlers["byKind"] = nlohmann::ordered_json::object();
    for (size_t kind = 0; kind < core::kResourceKindCount; ++kind)
        if (const auto [total, runnable] = summary.byKind[kind]; total > 0)
            handlers["byKind"][std::string(core::resourceKindName(core::ResourceKind(kind)))] =
                nlohmann::ordered_json{{"total", total}, {"runnable", runnable}};
    handlers["byReason"] = nlohmann::ordered_json::object();
    for (size_t r = 0; r < game::kRunnabilityReasonCount; ++r)
        handlers["byReason"][std::string(game::reasonName(game::RunnabilityReason(r)))] = summary.byReason[r];
    handlers["blockingNames"] = nlohmann::json::array();
    for (const auto& [name, count] : summary.blockingNames)
        handlers["blockingNames"].push_back(nlohmann::ordered_json{{"name", name}, {"handlers", count}});
    handlers["list"] = nlohmann::json::array();
    for (const game::HandlerRunnability& handler : loaded.handlers) {
        nlohmann::ordered_json entry;
        entry["handler"] = handlerName(program, handler);
        entry["resource"] = std::string(manager.name(handler.owner));
        entry["kind"] = std::string(core::resourceKindName(handler.kind));
        entry["events"] = nlohmann::json::array();
        for (const int32_t event : handler.events)
            entry["events"].push_back(game::eventName(event));
        entry["runnable"] = handler.runnable();
        entry["fullyRunnable"] = handler.fullyRunnable();
        entry["neverThrown"] = nlohmann::json::array();
        for (const int32_t event : handler.neverThrown)
            entry["neverThrown"].push_back(game::eventName(event));
        entry["reasons"] = nlohmann::json::array();
        for (size_t r = 0; r < game::kRunnabilityReasonCount; ++r)
            if (handler.has(game::RunnabilityReason(r)))
                entry["reasons"].push_back(std::string(game::reasonName(game::RunnabilityReason(r))));
        entry["unimplemented"] = handler.unimplemented;
        handlers["list"].push_back(std::move(entry));
    }
    out["handlers"] = std::move(handlers);
    out["keptDifferences"] = nlohmann::json::array();
    for (const game::KeptDifference& d : game::keptDifferences())
        out["keptDifferences"].push_back(nlohmann::ordered_json{{"area", d.area}, {"text", d.text}});
    std::printf("%s\n", out.dump(2).c_str());
}

} // namespace

std::string groupedNumber(size_t n)
{
    std::string digits = std::to_string(n);
    for (size_t at = digits.size(); at > 3; at -= 3)
        digits.insert(at - 3, ",");
    return digits;
}

int runLoadCommand(int argc, char** argv)
{
    std::vector<std::string> paths;
    bool json = false;
    for (int i = 2; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--json")
            json = true;
        else if (arg.starts_with("-"))
            return usage("unknown option '" + std::string(arg) + "' of load");
        else
            paths.emplace_back(arg);
    }
    if (paths.empty())
        return usage("no module to load");

    const std::unique_ptr<Loaded> analysed = game::analyseModules(module::ResourceManager::loadFiles(paths));
    if (!analysed->errors.empty()) {
        for (const std::string& error : analysed->errors)
            std::fprintf(stderr, "incplay: %s\n", error.c_str());
        return Failed;
    }
    const Loaded& loaded = *analysed;
    if (json)
        printJson(loaded);
    else
        printText(loaded);
    return Success;
}

} // namespace incursion::tools
