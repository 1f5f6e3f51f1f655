// Puts a vault's cells and legend back into the file that holds them,
// rewriting only its `Grid` and `Tiles` spans; every other byte of the file
// stays as it was (comments, indentation, line ends, entry order, the text
// after `:};`).
//
// How little changes:
//  - a row of the same length keeps its layout; only the changed cells'
//    bytes are replaced, so one changed cell changes one line;
//  - a row of another length keeps its indentation and what follows it;
//    added rows copy the last row's indentation, removed rows go with their
//    line breaks;
//  - a legend entry whose one-line text is unchanged keeps its source text
//    (comments, line breaks); a changed one is replaced by its new text;
//    entries are matched to the old ones by character, in order; removed
//    ones go with their separator, added ones are put after the entry before
//    them with the legend's own separator (`,`, line break, indentation);
//  - a legend emptied removes the `Tiles` entry; a legend added to a region
//    without one goes after its `Grid` entry.
#pragma once

#include "vault/vault_model.h"

#include <string>
#include <string_view>
#include <vector>

namespace incursion::vault {

// A legend entry as one line of IncursionScript (`'@': $"floor" [TILE_START]`)
// and the character it defines.
struct LegendLine {
    char character = 0;
    std::string text;
    friend bool operator==(const LegendLine&, const LegendLine&) = default;
};

// What a vault is made of, as an editor or a file format changes it.
struct VaultContent {
    std::vector<std::string> rows;
    std::vector<LegendLine> legend;
    friend bool operator==(const VaultContent&, const VaultContent&) = default;
};

VaultContent contentOf(const Vault& vault);

// `fileText` (the text of vault.file the vault was read from) with the
// vault's Grid and Tiles rewritten to `content`. VaultError when the vault is
// not editable (Vault::notEditable) or `content` is no grid (no rows, rows of
// different lengths, whitespace in a row, more than 255 rows or columns).
std::string rewriteVault(std::string_view fileText, const Vault& vault, const VaultContent& content);

} // namespace incursion::vault
