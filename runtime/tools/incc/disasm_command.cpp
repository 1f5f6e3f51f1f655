// `incc disasm`: listings of a compiled module's functions.
#include "module_commands.h"

#include "command_line.h"
#include "module_reading.h"

#include "module/linker.h"
#include "vm/disassembler.h"

#include <algorithm>
#include <cstdio>

namespace incursion::incc {

using namespace module;

int runDisasm(const std::string& moduleFile, const std::optional<std::string>& resourceName)
{
    const ModuleReadResult read = readModuleFile(moduleFile);
    if (!read.ok())
        return reportReadError(moduleFile, read);
    const ModuleImage& image = *read.image;

    // The functions of every resource of that name (a name may be used by
    // several kinds), and a script function of that name.
    auto nameMatches = [&](uint32_t name, const std::string& wanted) {
        return name < image.strings.size() && foldedName(image.strings[name]) == wanted;
    };
    std::vector<bool> shown(image.functions.size(), !resourceName);
    if (resourceName) {
        const std::string wanted = foldedName(*resourceName);
        for (size_t f = 0; f < image.functions.size(); ++f) {
            const core::Function& function = image.functions[f];
            shown[f] = function.kind == core::FunctionKind::ScriptFunction
                           ? nameMatches(function.name, wanted)
                           : nameMatches(image.resources[function.resource].name, wanted);   // verified: in range
        }
        if (std::find(shown.begin(), shown.end(), true) == shown.end()
            && std::none_of(image.resources.begin(), image.resources.end(),
                            [&](const module::Resource& r) { return nameMatches(r.name, wanted); })) {
            std::fprintf(stderr, "incc: module '%s' (%s) has no resource or function named '%s'\n", image.name.c_str(),
                         moduleFile.c_str(), resourceName->c_str());
            return InputErrors;
        }
    }

    const vm::SourceLineProvider sourceLines = vm::sourceLinesFromFiles(image);
    size_t listed = 0;
    for (uint32_t f = 0; f < image.functions.size(); ++f) {
        if (!shown[f])
            continue;
        if (listed++)
            std::printf("\n");
        writeText(vm::disassembleText(image, f, sourceLines), stdout);
    }
    if (!listed) {
        const std::string what = resourceName ? "resource '" + *resourceName + "'" : "module '" + image.name + "'";
        std::fprintf(stderr, "incc: %s has no compiled functions\n", what.c_str());
    }
    return Success;
}

} // namespace incursion::incc
