// The plain-text vault format: the grid rows, one per line, then an empty
// line, then the legend, one IncursionScript tile entry per line:
//
//   %%%%%
//   %.@.%
//   %%+%%
//
//   '@': $"floor" [TILE_START]
//
// Rows are every character of their line (no indentation, no whitespace
// inside); they must all have the same length. Legend lines are tile entries
// as the `Tiles:` legend writes them (without the separating comma; a
// trailing one is accepted); blank lines between them are skipped. LF or
// CRLF line ends are read; LF is written. The legend lines are parsed by the
// compiler (vault_legend.h), not here.
#pragma once

#include "vault/vault_model.h"

#include <string>
#include <string_view>
#include <vector>

namespace incursion::vault {

struct VaultText {
    struct LegendSource {
        uint32_t line = 0;              // 1-based line in the file
        std::string text;               // the line, without its line end
    };
    std::vector<std::string> rows;
    std::vector<LegendSource> legend;
};

std::string writeVaultText(const Vault& vault);

// VaultError "PATH:LINE:COLUMN: what is wrong" for a file that is no vault
// (no rows, mismatched rows, whitespace in a row, a NUL byte, more than 255
// rows or columns, a legend line starting with '#': the legend goes through
// the preprocessor, which must not read other files for it).
VaultText readVaultText(std::string_view text, const std::string& path);

} // namespace incursion::vault
