// Which imports a function can reach: the host names its own code uses
// (`callh`, `getm`, `setm`) and those of every script function it calls,
// however deep. What `incplay load` and the studio read to tell whether a
// handler calls anything the runtime lacks, without running it.
#pragma once

#include "module/module_image.h"

#include <compare>
#include <cstdint>
#include <vector>

namespace incursion::vm {

struct ImportUse {
    uint32_t import = 0;        // index into the module's imports
    bool store = false;         // `setm`: needs the variable's setter
    friend auto operator<=>(const ImportUse&, const ImportUse&) = default;
};

// The imports function `function` of the verified `image` reaches, sorted,
// each use once.
std::vector<ImportUse> reachableImports(const module::ModuleImage& image, uint32_t function);

} // namespace incursion::vm
