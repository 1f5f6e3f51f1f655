#include "vault/vault_model.h"

#include "script/scanner.h"

#include <algorithm>

namespace incursion::vault {

using namespace script::ast;
using script::CheckResult;
using script::SourceLocation;
using script::Tok;

namespace {

// The pieces of one Region the model reads, nested `Regions:` entries included.
struct RegionEntries {
    std::vector<const GridEntry*> grids;
    std::vector<const TilesEntry*> tiles;
    std::vector<const ResourcesEntry*> resources;   // Walls, Floor, Door
    std::vector<const ListsEntry*> lists;
};

void collect(std::span<Entry* const> entries, RegionEntries& out)
{
    for (const Entry* entry : entries) {
        switch (entry->kind) {
        case EntryKind::Grid: out.grids.push_back(&as<GridEntry>(*entry)); break;
        case EntryKind::Tiles: out.tiles.push_back(&as<TilesEntry>(*entry)); break;
        case EntryKind::Resources: out.resources.push_back(&as<ResourcesEntry>(*entry)); break;
        case EntryKind::Lists: out.lists.push_back(&as<ListsEntry>(*entry)); break;
        case EntryKind::Regions: collect(as<RegionsEntry>(*entry).entries, out); break;
        default: break;
        }
    }
}

class Reader {
public:
    explicit Reader(const CheckResult& front) : front_(front), unit_(front.lexed), sources_(*front.sources) {}

    std::string_view stringOf(TokenIndex token) const
    {
        const script::Token& t = unit_.tokens[token];
        return t.text < unit_.strings.strings.size() ? std::string_view(unit_.strings.strings[t.text])
                                                     : std::string_view();
    }

    std::optional<TextSpan> span(TokenIndex first, TokenIndex last) const
    {
        const std::optional<script::SourceRange> range = writtenRange(unit_, sources_, first, last);
        if (!range)
            return std::nullopt;
        return TextSpan{range->begin.file, range->begin.offset, range->length};
    }

    std::string_view text(const TextSpan& s) const { return sources_.text(s.file).substr(s.offset, s.length); }

    std::optional<NameUse> nameUse(const Expr* expr) const
    {
        if (!expr || expr->kind != ExprKind::ResourceName)
            return std::nullopt;
        return NameUse{std::string(stringOf(expr->token)), span(expr->token, expr->token).value_or(TextSpan{})};
    }

    // Whether `token` comes from an expansion of the macro `name`, at any depth.
    bool fromMacro(TokenIndex token, std::string_view name) const
    {
        for (script::ExpansionId e = unit_.tokens[token].expansion; e; e = sources_.expansion(e).parent)
            if (sources_.expansion(e).macroName == name)
                return true;
        return false;
    }

    std::vector<std::string> writtenValues(std::span<Expr* const> values) const
    {
        std::vector<std::string> out;
        for (const Expr* value : values)
            if (const std::optional<TextSpan> s = span(value->first, value->last))
                out.push_back(oneLineText(text(*s)));
        return out;
    }

    LegendEntry legendEntry(const Tile& tile, std::string& notEditable) const
    {
        LegendEntry entry;
        entry.character = char(unit_.tokens[tile.character].value);
        entry.span = span(tile.first, tile.last);
        if (entry.span)
            entry.text = oneLineText(text(*entry.span));
        else if (notEditable.empty())
            notEditable = "the legend entry for '" + std::string(1, entry.character)
                          + "' is not written in one file (a macro spans it)";
        entry.terrain = nameUse(tile.terrain);
        if (entry.terrain)
            entry.names.push_back(*entry.terrain);
        for (const TileModifier* modifier : tile.modifiers) {
            switch (modifier->kind) {
            case TileModifier::Flags:
                if (const std::optional<TextSpan> s = span(modifier->a->first, modifier->a->last)) {
                    const std::string_view flags = text(*s);
                    script::Scanner scanner(flags);
                    for (script::RawToken t = scanner.next(); t.length; t = scanner.next())
                        if (t.kind == script::RawKind::Identifier || t.kind == script::RawKind::Number)
                            entry.flagWords.emplace_back(flags.substr(t.offset, t.length));
                }
                break;
            case TileModifier::With:
                entry.with = nameUse(modifier->a);
                if (entry.with)
                    entry.names.push_back(*entry.with);
                break;
            case TileModifier::WithRandomItem: entry.randomItem = true; break;
            case TileModifier::WithRandomMonster: entry.randomMonster = true; break;
            case TileModifier::Of:
                entry.of = nameUse(modifier->a);
                if (entry.of)
                    entry.names.push_back(*entry.of);
                break;
            case TileModifier::As: entry.glyph = true; break;
            case TileModifier::OfRandom: case TileModifier::OfValue: break;
            }
        }
        return entry;
    }

    Vault read(const Resource& region, const RegionEntries& entries) const
    {
        Vault vault;
        vault.region = std::string(stringOf(region.name));
        vault.declared = displayLocation(unit_, sources_, region.keyword);
        vault.hasPrerequisites = std::any_of(front_.module->declarations.begin(), front_.module->declarations.end(),
                                             [](const Decl* d) { return d->kind == DeclKind::Requires; });
        auto refuse = [&](std::string why) {
            if (vault.notEditable.empty())
                vault.notEditable = std::move(why);
        };

        // The last Grid is the one the compiler keeps.
        const GridEntry& gridEntry = *entries.grids.back();
        if (entries.grids.size() > 1)
            refuse("the region has " + std::to_string(entries.grids.size()) + " Grid entries");
        const script::Token& gridToken = unit_.tokens[gridEntry.grid];
        vault.file = gridToken.loc.file;
        vault.path = std::string(sources_.path(vault.file));
        vault.grid = TextSpan{gridToken.loc.file, gridToken.loc.offset, gridToken.length};
        if (gridToken.expansion)
            refuse("the grid is written by a macro");
        vault.gridEntry = span(gridEntry.first, gridEntry.last).value_or(vault.grid);
        const std::string_view raw = text(vault.grid);
        if (raw.size() >= 4) {
            const uint32_t bodyOffset = vault.grid.offset + 2;
            for (script::GridRow& row : script::splitGridRows(raw.substr(2, raw.size() - 4))) {
                RowSource source{bodyOffset + row.begin, bodyOffset + row.end, {}};
                for (uint32_t offset : row.cellOffsets)
                    source.cellOffsets.push_back(bodyOffset + offset);
                vault.rows.push_back(std::move(row.cells));
                vault.rowSources.push_back(std::move(source));
            }
        }

        if (entries.tiles.size() > 1)
            refuse("the region has " + std::to_string(entries.tiles.size()) + " Tiles entries");
        for (const TilesEntry* tiles : entries.tiles) {
            const std::optional<TextSpan> tilesSpan = span(tiles->first, tiles->last);
            if (!tilesSpan)
                refuse("the Tiles legend is not written in one file");
            else if (tilesSpan->file != vault.file)
                refuse("Grid and Tiles are in different files");
            if (!vault.tiles)
                vault.tiles = tilesSpan;
            for (const Tile* tile : tiles->tiles) {
                LegendEntry entry = legendEntry(*tile, vault.notEditable);
                if (entry.span && tilesSpan
                    && (entry.span->offset < tilesSpan->offset || entry.span->end() > tilesSpan->end()))
                    refuse("the legend entry for '" + std::string(1, entry.character) + "' is written by a macro");
                if (entry.span && !vault.legend.empty() && vault.legend.back().span
                    && entry.span->offset < vault.legend.back().span->end())
                    refuse("legend entries share a macro use");
                vault.legend.push_back(std::move(entry));
            }
        }

        for (const ResourcesEntry* entry : entries.resources) {
            if (entry->resources.empty())
                continue;
            const Tok keyword = unit_.tokens[entry->keyword].kind;
            std::optional<NameUse>* target = keyword == Tok::KwWalls ? &vault.walls
                                             : keyword == Tok::KwFloor ? &vault.floor
                                             : keyword == Tok::KwDoor  ? &vault.door
                                                                       : nullptr;
            if (target)
                *target = nameUse(entry->resources.front());
        }
        for (const ListsEntry* entry : entries.lists)
            for (const ListDef* list : entry->lists) {
                if (!list->id)
                    continue;
                if (fromMacro(list->id->first, "WALL_COLOURS"))
                    vault.wallColours = writtenValues(list->values);
                else if (fromMacro(list->id->first, "FLOOR_COLOURS"))
                    vault.floorColours = writtenValues(list->values);
            }
        return vault;
    }

    const CheckResult& front_;
    const script::LexedUnit& unit_;
    const script::SourceManager& sources_;
};

// The Regions of the module with their entries, in declaration order.
template <class Visit> void forEachRegion(const CheckResult& front, Visit visit)
{
    if (!front.module)
        return;
    for (const Decl* decl : front.module->declarations) {
        if (decl->kind != DeclKind::Resource)
            continue;
        const auto& resource = static_cast<const Resource&>(*decl);
        if (resource.resourceKind != core::ResourceKind::Region)
            continue;
        RegionEntries entries;
        collect(resource.entries, entries);
        if (!visit(resource, entries))
            return;
    }
}

} // namespace

char Vault::at(int x, int y) const
{
    if (y < 0 || y >= height() || x < 0 || x >= int(rows[size_t(y)].size()))
        return '\0';
    return rows[size_t(y)][size_t(x)];
}

std::vector<VaultSummary> listVaults(const CheckResult& front)
{
    std::vector<VaultSummary> out;
    const Reader reader(front);
    forEachRegion(front, [&](const Resource& resource, const RegionEntries& entries) {
        if (entries.grids.empty())
            return true;
        const script::Token& grid = front.lexed.tokens[entries.grids.back()->grid];
        const auto size = grid.text < front.lexed.strings.gridSizes.size() ? front.lexed.strings.gridSizes[grid.text]
                                                                          : script::StringTable::GridSize{};
        const SourceLocation at = displayLocation(front.lexed, *front.sources, entries.grids.back()->keyword);
        out.push_back({std::string(reader.stringOf(resource.name)), size.width, size.height,
                       std::string(front.sources->path(at.file)), front.sources->lineColumn(at).line});
        return true;
    });
    return out;
}

std::variant<Vault, std::string> readVault(const CheckResult& front, std::string_view region)
{
    const Reader reader(front);
    const std::string wanted = core::foldedName(region);
    std::optional<Vault> found;
    bool regionWithoutGrid = false;
    forEachRegion(front, [&](const Resource& resource, const RegionEntries& entries) {
        if (core::foldedName(reader.stringOf(resource.name)) != wanted)
            return true;
        if (entries.grids.empty()) {
            regionWithoutGrid = true;
            return true;
        }
        found = reader.read(resource, entries);
        return false;
    });
    if (found)
        return std::move(*found);
    if (regionWithoutGrid)
        return "Region \"" + std::string(region) + "\" has no Grid";
    return "no Region \"" + std::string(region) + "\" in the module";
}

CellMeaning meaningOf(const Vault& vault, char c)
{
    CellMeaning meaning;
    const auto entry = std::find_if(vault.legend.begin(), vault.legend.end(),
                                    [&](const LegendEntry& e) { return e.character == c; });
    if (entry != vault.legend.end())
        meaning.entry = &*entry;
    meaning.builtIn = map::builtInCell(c);
    return meaning;
}

std::string oneLineText(std::string_view source)
{
    std::string out;
    bool space = false;
    script::Scanner scanner(source);
    for (script::RawToken t = scanner.next(); t.length; t = scanner.next()) {
        switch (t.kind) {
        case script::RawKind::Whitespace: case script::RawKind::Newline:
        case script::RawKind::LineComment: case script::RawKind::BlockComment:
            space = !out.empty();
            continue;
        default: break;
        }
        if (space)
            out += ' ';
        space = false;
        const std::string_view spelling = source.substr(t.offset, t.length);
        if (t.kind != script::RawKind::String) {
            out += spelling;
            continue;
        }
        // A line break in a literal reads as one space with the whitespace around it.
        for (size_t i = 0; i < spelling.size();) {
            size_t j = i;
            bool lineBreak = false;
            while (j < spelling.size() && std::string_view(" \t\r\n").find(spelling[j]) != std::string_view::npos) {
                lineBreak = lineBreak || spelling[j] == '\n' || spelling[j] == '\r';
                ++j;
            }
            if (j == i) {
                out += spelling[i++];
                continue;
            }
            if (lineBreak)
                out += ' ';
            else
                out += spelling.substr(i, j - i);
            i = j;
        }
    }
    return out;
}

std::string_view lineBreakOf(std::string_view text)
{
    const size_t lf = text.find('\n');
    return lf != std::string_view::npos && lf > 0 && text[lf - 1] == '\r' ? "\r\n" : "\n";
}

} // namespace incursion::vault
