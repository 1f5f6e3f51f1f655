// `incc disasm`: listings of a compiled module's functions.
#include "module_commands.h"

#include "command_line.h"
#include "module_reading.h"

#include "module/linker.h"
#include "vm/disassembler.h"

#include <cstdio>

namespace incursion::incc {

using namespace module;

int runDisasm(const std::string& moduleFile, const std::optional<std::string>& resourceName)
{
    const ModuleReadResult read = readModuleFile(moduleFile);
    if (!read.ok())
        return reportReadError(moduleFile, read);
    const ModuleImage& image = *read.image;

    // Every resource of that name (a name may be used by several kinds).
    std::vector<bool> shown(image.resources.size(), !resourceName);
    if (resourceName) {
        const std::string wanted = foldedName(*resourceName);
        bool found = false;
        for (size_t r = 0; r < image.resources.size(); ++r) {
            const uint32_t name = image.resources[r].name;
            if (name < image.strings.size() && foldedName(image.strings[name]) == wanted)
                shown[r] = found = true;
        }
        if (!found) {
            std::fprintf(stderr, "incc: module '%s' (%s) has no resource named '%s'\n", image.name.c_str(),
                         moduleFile.c_str(), resourceName->c_str());
            return InputErrors;
        }
    }

    const vm::SourceLineProvider sourceLines = vm::sourceLinesFromFiles(image);
    size_t listed = 0;
    for (uint32_t f = 0; f < image.functions.size(); ++f) {
        if (!shown[image.functions[f].resource])    // verified: the resource index is in range
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
