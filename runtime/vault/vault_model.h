// The vault model: a Region's prefab map (`Grid` + `Tiles`, facts §4) as the
// compiler's own syntax tree gives it, with where every part is written, so
// that a painter can show it and the writer (vault_writer.h) can put edits
// back into the source without touching anything else.
//
//   script::CheckResult front = script::checkModule(options);
//   std::variant<Vault, std::string> vault = readVault(front, "Warren Mouth");
//
// Nothing here parses IncursionScript itself: rows come from the lexer's own
// row splitting (script::splitGridRows), the legend from the parser's Tile
// nodes, and spans from their tokens (ast::writtenRange).
#pragma once

#include "map/vault_placement.h"
#include "script/frontend.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace incursion::vault {

using script::FileId;

// Bytes of one source file.
struct TextSpan {
    FileId file = 0;
    uint32_t offset = 0;
    uint32_t length = 0;
    uint32_t end() const { return offset + length; }
};

// `$"name"` as written in a legend entry or a region entry.
struct NameUse {
    std::string name;
    TextSpan span;                      // the string literal
};

// One entry of the `Tiles` legend.
struct LegendEntry {
    char character = 0;
    // The entry on one line: its tokens as written, comments left out, every
    // run of whitespace (line breaks included) as one space. This is how the
    // plain-text format writes it and how edits are compared.
    std::string text;
    std::optional<TextSpan> span;       // where it is written; none for an entry not in the source yet
    std::optional<NameUse> terrain;     // the resource before the modifiers (a Terrain, or a Feature)
    std::optional<NameUse> with;        // `with $"thing"`
    std::optional<NameUse> of;          // `of $"x"`
    bool randomItem = false;            // `with random item [n]`
    bool randomMonster = false;         // `with random monster [n]`
    bool glyph = false;                 // `as colour glyph`
    std::vector<std::string> flagWords; // words between `[` `]` as written: TILE_START, TILE_GUARDING ...
    std::vector<NameUse> names;         // every `$"name"` of the entry, in order
};

// Where one grid row's cells are (file offsets).
struct RowSource {
    uint32_t begin = 0;                 // the first cell
    uint32_t end = 0;                   // just past the last cell
    std::vector<uint32_t> cellOffsets;
};

struct Vault {
    std::string region;                 // the Region's name
    std::string path;                   // the file holding the Grid
    FileId file = 0;
    script::SourceLocation declared;    // the Region keyword (display location)

    // The cells, row by row, as the lexer reads them. Rows of a different
    // length than the first ("Mismatched grid line") are kept as written.
    std::vector<std::string> rows;
    int width() const { return rows.empty() ? 0 : int(rows.front().size()); }
    int height() const { return int(rows.size()); }
    char at(int x, int y) const;        // '\0' outside the grid or a short row

    TextSpan grid;                      // the raw `{: ... :}`
    std::vector<RowSource> rowSources;  // parallel to rows
    TextSpan gridEntry;                 // `Grid: {: ... :};`
    std::optional<TextSpan> tiles;      // `Tiles: ... ;` (none when the region has no legend)
    std::vector<LegendEntry> legend;    // in source order

    std::optional<NameUse> walls, floor, door;
    std::vector<std::string> wallColours, floorColours;     // WALL_COLOURS / FLOOR_COLOURS values as written
    bool hasPrerequisites = false;      // the module names `Requires`: names may come from other modules

    // Why the writer cannot put edits back (a legend written by a macro, Grid
    // and Tiles in different files ...); empty when it can.
    std::string notEditable;
};

// A region with a grid, for listings.
struct VaultSummary {
    std::string region;
    int width = 0;
    int height = 0;
    std::string path;
    uint32_t line = 0;                  // of the Grid keyword
};

std::vector<VaultSummary> listVaults(const script::CheckResult& front);

// The vault of the Region named `region` (case-insensitive), or why there is none.
std::variant<Vault, std::string> readVault(const script::CheckResult& front, std::string_view region);

// What a character stands for in this vault: the legend wins over the
// built-in meaning (facts §4).
struct CellMeaning {
    const LegendEntry* entry = nullptr;
    map::BuiltInCell builtIn = map::BuiltInCell::None;
    bool known() const { return entry || builtIn != map::BuiltInCell::None; }
};
CellMeaning meaningOf(const Vault& vault, char c);

// An entry's source text on one line (LegendEntry::text): tokens as the
// compiler's scanner splits them, comments dropped, whitespace runs (line
// breaks inside string literals included) as one space.
std::string oneLineText(std::string_view source);

// The line break the file uses ("\r\n" when its first line ends so, else "\n").
std::string_view lineBreakOf(std::string_view text);

} // namespace incursion::vault
