#include "resource_counts.h"

#include <cstdio>
#include <string>

namespace incursion::incc {

void printResourceCounts(const ResourceCounts& countByKind)
{
    size_t total = 0;
    std::printf("Resources:\n");
    for (size_t k = 0; k < core::kResourceKindCount; ++k) {
        const size_t n = countByKind[k];
        if (!n)
            continue;
        total += n;
        std::printf("  %-12s %6zu\n", std::string(core::resourceKindPlural(static_cast<core::ResourceKind>(k))).c_str(),
                    n);
    }
    std::printf("  %-12s %6zu\n", "Total", total);
}

} // namespace incursion::incc
