// `incc info`: what compiled modules contain, and what linking them leaves open.
#include "module_commands.h"

#include "command_line.h"
#include "module_reading.h"
#include "resource_counts.h"

#include "module/linker.h"

#include <algorithm>
#include <cstdio>

namespace incursion::incc {

using namespace module;

namespace {

std::string kindsText(uint32_t kinds)
{
    if ((kinds & kAllResourceKinds) == kAllResourceKinds)
        return {};
    std::string out;
    for (size_t k = 0; k < core::kResourceKindCount; ++k) {
        if (!(kinds & (1u << k)))
            continue;
        out += out.empty() ? " (" : " or ";
        out += core::resourceKindName(static_cast<ResourceKind>(k));
    }
    return out.empty() ? out : out + ")";
}

void printSlot(const ModuleImage& image, const LinkedModule& linked)
{
    std::printf("  Slot:           ");
    if (image.slot)
        std::printf("%u", unsigned(*image.slot));
    else
        std::printf("none declared");
    if (linked.slot)
        std::printf(" (resource IDs 0x%02X000000 and up)\n", unsigned(linked.slot));
    else
        std::printf(" (not linked)\n");
}

void printModule(const std::string& path, const ModuleReadResult& read, const LinkedModule& linked)
{
    const ModuleImage& image = *read.image;
    std::printf("%s: module \"%s\"\n", path.c_str(), image.name.c_str());
    std::printf("  File name:      %s\n", image.fileName.empty() ? "(none)" : image.fileName.c_str());
    printSlot(image, linked);
    std::string prerequisites;
    for (const std::string& name : image.prerequisites)
        prerequisites += (prerequisites.empty() ? "" : ", ") + name;
    std::printf("  Prerequisites:  %s\n", prerequisites.empty() ? "none" : prerequisites.c_str());

    ResourceCounts counts{};
    for (const Resource& resource : image.resources)
        ++counts[static_cast<size_t>(resource.kind)];
    printResourceCounts(counts);

    size_t functions[size_t(core::FunctionKind::ScriptFunction) + 1] = {};
    for (const core::Function& function : image.functions)
        ++functions[static_cast<size_t>(function.kind)];
    std::printf("Functions:\n");
    std::printf("  %-22s %6zu\n", "Event handlers", functions[size_t(core::FunctionKind::EventHandler)]);
    std::printf("  %-22s %6zu\n", "Gear conditions", functions[size_t(core::FunctionKind::GearCondition)]);
    std::printf("  %-22s %6zu\n", "Encounter conditions", functions[size_t(core::FunctionKind::EncounterCondition)]);
    std::printf("  %-22s %6zu\n", "Script functions", functions[size_t(core::FunctionKind::ScriptFunction)]);
    std::printf("  %-22s %6zu\n", "Total", image.functions.size());

    std::printf("Strings: %zu, imports: %zu, variables: %zu, external references: %zu\n", image.strings.size(),
                image.imports.size(), image.variables.size(), image.externals.size());

    // The header and the directory come before the first section.
    uint64_t total = read.sections.empty() ? 0 : read.sections.front().offset;
    for (const SectionInfo& section : read.sections)
        total = std::min<uint64_t>(total, section.offset);
    std::printf("Sections:\n");
    std::printf("  %-12s %10llu bytes\n", "(header)", static_cast<unsigned long long>(total));
    for (const SectionInfo& section : read.sections) {
        std::printf("  %-12s %10u bytes\n", section.id.c_str(), section.size);
        total += section.size;
    }
    std::printf("  %-12s %10llu bytes\n", "Total", static_cast<unsigned long long>(total));
}

} // namespace

int runInfo(const std::vector<std::string>& moduleFiles)
{
    std::vector<ModuleReadResult> reads;
    for (const std::string& path : moduleFiles) {
        reads.push_back(readModuleFile(path));
        if (!reads.back().ok())
            return reportReadError(path, reads.back());
    }
    std::vector<const ModuleImage*> images;
    for (const ModuleReadResult& read : reads)
        images.push_back(&*read.image);
    const LinkedProgram program = link(images);

    for (size_t i = 0; i < reads.size(); ++i) {
        if (i)
            std::printf("\n");
        printModule(moduleFiles[i], reads[i], program.modules[i]);
    }
    std::printf("\nUnresolved external references: %zu\n", program.unresolved.size());
    for (const UnresolvedExternal& u : program.unresolved)
        std::printf("  %s: $\"%s\"%s\n", u.moduleName.c_str(), u.name.c_str(), kindsText(u.kinds).c_str());
    std::fflush(stdout);
    for (const std::string& error : program.errors)
        std::fprintf(stderr, "incc: error: %s\n", error.c_str());
    return program.ok() ? Success : InputErrors;
}

} // namespace incursion::incc
