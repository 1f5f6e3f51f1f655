#include "vault/vault_writer.h"

#include "vault/vault_error.h"

#include "script/lexer.h"

#include <algorithm>

namespace incursion::vault {

namespace {

struct Edit {
    uint32_t offset = 0;
    uint32_t length = 0;
    std::string text;
};

bool isBlank(char c) { return c == ' ' || c == '\t'; }
bool isLineBreak(char c) { return c == '\n' || c == '\r'; }

// The spaces and tabs before `offset` on its line, when only they are there.
std::string_view indentationBefore(std::string_view text, uint32_t offset)
{
    uint32_t start = offset;
    while (start > 0 && isBlank(text[start - 1]))
        --start;
    if (start > 0 && !isLineBreak(text[start - 1]))
        return {};
    return text.substr(start, offset - start);
}

// The indentation of the line `offset` is on.
std::string_view indentationOfLine(std::string_view text, uint32_t offset)
{
    uint32_t start = offset;
    while (start > 0 && !isLineBreak(text[start - 1]))
        --start;
    uint32_t end = start;
    while (end < text.size() && isBlank(text[end]))
        ++end;
    return text.substr(start, end - start);
}

void checkContent(const Vault& vault, const VaultContent& content)
{
    if (!vault.notEditable.empty())
        throw VaultError(vault.path + ": the vault of Region \"" + vault.region + "\" cannot be rewritten: "
                         + vault.notEditable);
    if (content.rows.empty() || content.rows.front().empty())
        throw VaultError("Region \"" + vault.region + "\": a grid needs at least one cell");
    const size_t width = content.rows.front().size();
    if (width > script::kMaxGridSide || content.rows.size() > script::kMaxGridSide)
        throw VaultError("Region \"" + vault.region + "\": a grid may be at most 255x255 cells, not "
                         + std::to_string(width) + "x" + std::to_string(content.rows.size()));
    for (size_t y = 0; y < content.rows.size(); ++y) {
        const std::string& row = content.rows[y];
        if (row.size() != width)
            throw VaultError("Region \"" + vault.region + "\": grid row " + std::to_string(y + 1) + " has "
                             + std::to_string(row.size()) + " cells, but the first row has "
                             + std::to_string(width));
        for (size_t x = 0; x < row.size(); ++x) {
            if (isBlank(row[x]) || isLineBreak(row[x]))
                throw VaultError("Region \"" + vault.region + "\": cell " + std::to_string(x) + "," + std::to_string(y)
                                 + " is whitespace, which is no cell in a grid");
            if (row[x] == ':' && x + 1 < row.size() && row[x + 1] == '}')
                throw VaultError("Region \"" + vault.region + "\": cells " + std::to_string(x) + "," + std::to_string(y)
                                 + " and " + std::to_string(x + 1) + "," + std::to_string(y)
                                 + " spell ':}', which would end the grid");
        }
    }
    for (const LegendLine& line : content.legend)
        if (line.text.empty() || line.text.find_first_of("\r\n") != std::string::npos)
            throw VaultError("Region \"" + vault.region + "\": the legend entry for '" + std::string(1, line.character)
                             + "' must be one line of text");
}

void gridEdits(std::string_view text, const Vault& vault, const std::vector<std::string>& rows,
               std::vector<Edit>& edits)
{
    const std::string_view lineBreak = lineBreakOf(text);
    const size_t oldHeight = vault.rowSources.size();
    const size_t kept = std::min(oldHeight, rows.size());
    for (size_t y = 0; y < kept; ++y) {
        const RowSource& source = vault.rowSources[y];
        const std::string& old = vault.rows[y];
        const std::string& now = rows[y];
        if (old == now)
            continue;
        if (old.size() == now.size()) {
            for (size_t x = 0; x < now.size(); ++x)
                if (old[x] != now[x])
                    edits.push_back({source.cellOffsets[x], 1, std::string(1, now[x])});
        } else {
            edits.push_back({source.begin, source.end - source.begin, now});
        }
    }
    if (rows.size() > oldHeight) {
        uint32_t at = vault.grid.offset + 2;    // just after `{:` when the grid had no rows
        std::string indentation = std::string(indentationOfLine(text, vault.gridEntry.offset)) + "  ";
        if (oldHeight > 0) {
            at = vault.rowSources.back().end;
            indentation = std::string(indentationBefore(text, vault.rowSources.back().begin));
        }
        std::string added;
        for (size_t y = oldHeight; y < rows.size(); ++y)
            added += std::string(lineBreak) + indentation + rows[y];
        edits.push_back({at, 0, std::move(added)});
    } else if (rows.size() < oldHeight) {
        const uint32_t from = vault.rowSources[rows.size() - 1].end, to = vault.rowSources.back().end;
        edits.push_back({from, to - from, {}});
    }
}

// Longest common subsequence of the old and new legends' characters: pairs
// (old index, new index) of the entries that stay.
std::vector<std::pair<size_t, size_t>> matchEntries(const std::vector<LegendEntry>& old,
                                                    const std::vector<LegendLine>& now)
{
    const size_t n = old.size(), m = now.size();
    std::vector<std::vector<uint16_t>> length(n + 1, std::vector<uint16_t>(m + 1, 0));
    for (size_t i = n; i-- > 0;)
        for (size_t j = m; j-- > 0;)
            length[i][j] = old[i].character == now[j].character ? uint16_t(length[i + 1][j + 1] + 1)
                                                                 : std::max(length[i + 1][j], length[i][j + 1]);
    std::vector<std::pair<size_t, size_t>> pairs;
    for (size_t i = 0, j = 0; i < n && j < m;) {
        if (old[i].character == now[j].character) {
            pairs.emplace_back(i++, j++);
        } else if (length[i + 1][j] >= length[i][j + 1]) {
            ++i;
        } else {
            ++j;
        }
    }
    return pairs;
}

// What goes between two entries that were not neighbours: the legend's own
// separator (its comma, line break and indentation), without its comments.
std::string standardSeparator(std::string_view text, const std::vector<LegendEntry>& old)
{
    const std::string_view lineBreak = lineBreakOf(text);
    if (old.size() >= 2) {
        const std::string_view between = text.substr(old[0].span->end(), old[1].span->offset - old[0].span->end());
        const std::string comma = between.find(',') != std::string_view::npos ? "," : "";
        if (between.find_first_of("\r\n") == std::string_view::npos)
            return comma + " ";
        return comma + std::string(lineBreak) + std::string(indentationOfLine(text, old[1].span->offset));
    }
    return "," + std::string(lineBreak) + std::string(indentationOfLine(text, old[0].span->offset));
}

void legendEdits(std::string_view text, const Vault& vault, const std::vector<LegendLine>& legend,
                 std::vector<Edit>& edits)
{
    const std::string_view lineBreak = lineBreakOf(text);
    const std::vector<LegendEntry>& old = vault.legend;
    if (!vault.tiles) {
        if (legend.empty())
            return;
        const std::string indentation(indentationOfLine(text, vault.gridEntry.offset));
        std::string added = std::string(lineBreak) + indentation + "Tiles:";
        for (size_t k = 0; k < legend.size(); ++k)
            added += std::string(lineBreak) + indentation + "  " + legend[k].text + (k + 1 < legend.size() ? "," : ";");
        edits.push_back({vault.gridEntry.end(), 0, std::move(added)});
        return;
    }
    const TextSpan tiles = *vault.tiles;
    if (legend.empty()) {
        // The whole entry goes, with the line it stood on when it had one of its own.
        uint32_t from = tiles.offset;
        while (from > 0 && isBlank(text[from - 1]))
            --from;
        if (from > 0 && text[from - 1] == '\n')
            from -= from > 1 && text[from - 2] == '\r' ? 2 : 1;
        else if (from > 0 && text[from - 1] == '\r')
            from -= 1;
        else
            from = tiles.offset;
        edits.push_back({from, tiles.end() - from, {}});
        return;
    }
    if (old.empty()) {
        // `Tiles: ;`: the entries go before the semicolon.
        const std::string indentation = std::string(indentationOfLine(text, tiles.offset)) + "  ";
        std::string added;
        for (size_t k = 0; k < legend.size(); ++k)
            added += std::string(lineBreak) + indentation + legend[k].text + (k + 1 < legend.size() ? "," : "");
        edits.push_back({tiles.end() - 1, 0, std::move(added)});
        return;
    }

    std::vector<std::optional<size_t>> matched(legend.size());
    for (const auto& [i, j] : matchEntries(old, legend))
        matched[j] = i;
    const std::string separator = standardSeparator(text, old);
    std::string body;
    for (size_t k = 0; k < legend.size(); ++k) {
        if (k > 0) {
            const std::optional<size_t> before = matched[k - 1], here = matched[k];
            if (before && here && *here == *before + 1)
                body += text.substr(old[*before].span->end(), old[*here].span->offset - old[*before].span->end());
            else
                body += separator;
        }
        const std::optional<size_t> i = matched[k];
        if (i && old[*i].text == legend[k].text)
            body += text.substr(old[*i].span->offset, old[*i].span->length);
        else
            body += legend[k].text;
    }
    const uint32_t from = old.front().span->offset, to = old.back().span->end();
    if (text.substr(from, to - from) != body)
        edits.push_back({from, to - from, std::move(body)});
}

} // namespace

VaultContent contentOf(const Vault& vault)
{
    VaultContent content;
    content.rows = vault.rows;
    for (const LegendEntry& entry : vault.legend)
        content.legend.push_back({entry.character, entry.text});
    return content;
}

std::string rewriteVault(std::string_view fileText, const Vault& vault, const VaultContent& content)
{
    checkContent(vault, content);
    if (vault.grid.end() > fileText.size() || (vault.tiles && vault.tiles->end() > fileText.size())
        || fileText.substr(vault.grid.offset, 2) != "{:")
        throw VaultError(vault.path + ": the file changed since the vault of Region \"" + vault.region
                         + "\" was read");
    std::vector<Edit> edits;
    gridEdits(fileText, vault, content.rows, edits);
    legendEdits(fileText, vault, content.legend, edits);
    std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.offset < b.offset; });
    std::string out;
    out.reserve(fileText.size() + 256);
    uint32_t copied = 0;
    for (const Edit& edit : edits) {
        out += fileText.substr(copied, edit.offset - copied);
        out += edit.text;
        copied = edit.offset + edit.length;
    }
    out += fileText.substr(copied);
    return out;
}

} // namespace incursion::vault
