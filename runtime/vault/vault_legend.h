// Reads the legend lines of a plain-text vault (vault_text.h) with the
// compiler itself: they are preprocessed with the module's macros
// (TILE_START, GLYPH_PILLAR2 ...), lexed and parsed as the entries of a
// `Tiles:` legend, so a legend in a text file means exactly what it would
// mean in the source.
#pragma once

#include "vault/vault_text.h"
#include "vault/vault_writer.h"

namespace incursion::vault {

// The entries of `text`'s legend in order. VaultError "PATH:LINE:COLUMN:
// message" at the first syntax error (the compiler's message), or when a
// line holds more than one entry. `front` is the module the vault belongs to
// (its macros; the legend joins its sources as a virtual file named `path`).
std::vector<LegendLine> parseLegend(const script::CheckResult& front, const script::PreprocessorOptions& options,
                                    const VaultText& text, const std::string& path);

} // namespace incursion::vault
