#include "vault/vault_text.h"

#include "vault/vault_error.h"

#include "script/lexer.h"

namespace incursion::vault {

std::string writeVaultText(const Vault& vault)
{
    std::string out;
    for (const std::string& row : vault.rows)
        out += row + "\n";
    out += "\n";
    for (const LegendEntry& entry : vault.legend)
        out += entry.text + "\n";
    return out;
}

VaultText readVaultText(std::string_view text, const std::string& path)
{
    auto fail = [&](uint32_t line, size_t column, const std::string& what) -> VaultError {
        return VaultError(path + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + what);
    };
    VaultText out;
    bool inLegend = false;
    uint32_t line = 0;
    for (size_t start = 0; start < text.size();) {
        ++line;
        size_t end = text.find('\n', start);
        const size_t next = end == std::string_view::npos ? text.size() : end + 1;
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view content = text.substr(start, end - start);
        if (!content.empty() && content.back() == '\r')
            content.remove_suffix(1);
        start = next;
        if (const size_t nul = content.find('\0'); nul != std::string_view::npos)
            throw fail(line, nul + 1, "a NUL byte; this is no text file");
        if (!inLegend) {
            if (content.empty()) {
                if (out.rows.empty())
                    throw fail(line, 1, "the file must start with the grid's rows");
                inLegend = true;
                continue;
            }
            if (const size_t blank = content.find_first_of(" \t\r"); blank != std::string_view::npos)
                throw fail(line, blank + 1, "whitespace in grid row " + std::to_string(out.rows.size() + 1)
                                                + " (every character of a row is a cell; the legend follows an "
                                                  "empty line)");
            if (!out.rows.empty() && content.size() != out.rows.front().size())
                throw fail(line, 1, "Mismatched grid line: row " + std::to_string(out.rows.size() + 1) + " has "
                                        + std::to_string(content.size()) + " cells, but the first row has "
                                        + std::to_string(out.rows.front().size()));
            if (const size_t end = content.find(":}"); end != std::string_view::npos)
                throw fail(line, end + 1, "':}' in a grid row would end the grid in the source");
            if (content.size() > script::kMaxGridSide)
                throw fail(line, script::kMaxGridSide + 1, "a grid row may have at most 255 cells");
            if (out.rows.size() == script::kMaxGridSide)
                throw fail(line, 1, "a grid may have at most 255 rows");
            out.rows.emplace_back(content);
            continue;
        }
        const size_t first = content.find_first_not_of(" \t");
        if (first == std::string_view::npos)
            continue;
        // The legend is read by the preprocessor: no directives (no #include of other files).
        if (content[first] == '#')
            throw fail(line, first + 1, "a preprocessor directive is no legend entry");
        // The separator a legend in the source has after each entry is not part of it.
        const size_t last = content.find_last_not_of(" \t");
        if (content[last] == ',' || content[last] == ';')
            content = content.substr(0, last);
        out.legend.push_back({line, std::string(content)});
    }
    if (out.rows.empty())
        throw VaultError(path + ":1:1: no grid rows (an empty file)");
    return out;
}

} // namespace incursion::vault
