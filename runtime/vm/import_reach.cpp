#include "vm/import_reach.h"

#include "core/bytecode.h"

#include <algorithm>

namespace incursion::vm {

std::vector<ImportUse> reachableImports(const module::ModuleImage& image, uint32_t function)
{
    std::vector<ImportUse> uses;
    std::vector<bool> seen(image.functions.size(), false);
    std::vector<uint32_t> pending{function};
    while (!pending.empty()) {
        const uint32_t f = pending.back();
        pending.pop_back();
        if (f >= image.functions.size() || seen[f])
            continue;
        seen[f] = true;
        // An Extra word's opcode byte is Extra, so every word can be read as an instruction.
        for (const core::Instruction word : image.functions[f].code) {
            switch (core::opcodeOf(word)) {
            case core::Opcode::CallHost:
            case core::Opcode::GetMember: uses.push_back({core::operandBx(word), false}); break;
            case core::Opcode::SetMember: uses.push_back({core::operandBx(word), true}); break;
            case core::Opcode::Call: pending.push_back(core::operandBx(word)); break;
            default: break;
            }
        }
    }
    std::sort(uses.begin(), uses.end());
    uses.erase(std::unique(uses.begin(), uses.end()), uses.end());
    return uses;
}

} // namespace incursion::vm
