#include "vault/vault_legend.h"

#include "vault/vault_error.h"

#include "script/parser.h"

namespace incursion::vault {

using namespace script::ast;

namespace {

VaultError firstError(const script::Diagnostics& diagnostics, const script::SourceManager& sources,
                      const std::string& path)
{
    for (const script::Diagnostic& d : diagnostics.all()) {
        if (d.severity != script::Severity::Error)
            continue;
        const script::LineColumn at = sources.lineColumn(diagnostics.displayLocation(d));
        return VaultError(path + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) + ": " + d.message);
    }
    return VaultError(path + ": the legend cannot be read");
}

} // namespace

std::vector<LegendLine> parseLegend(const script::CheckResult& front, const script::PreprocessorOptions& options,
                                    const VaultText& text, const std::string& path)
{
    if (text.legend.empty())
        return {};
    // The legend lines stay on their own line numbers and columns, so the
    // compiler's positions are the text file's. Line 1 is a grid row.
    std::string snippet = "Region \"vault legend\" : 0 { Tiles:";
    uint32_t line = 1;
    for (const VaultText::LegendSource& source : text.legend) {
        for (; line < source.line; ++line)
            snippet += '\n';
        snippet += source.text;
    }
    snippet += "\n; }\n";

    script::SourceManager& sources = *front.sources;
    const script::FileId file = sources.addVirtualFile(path, snippet);
    script::Diagnostics diagnostics(sources);
    std::vector<script::PPToken> tokens;
    script::Preprocessor preprocessor(sources, diagnostics, options);
    preprocessor.expandSnippet(file, front.macros, tokens);
    if (diagnostics.errorCount() > 0 || preprocessor.stoppedEarly())
        throw firstError(diagnostics, sources, path);
    const script::LexedUnit unit = script::Lexer(diagnostics).lex(tokens);
    if (diagnostics.errorCount() > 0)
        throw firstError(diagnostics, sources, path);
    const std::unique_ptr<Module> parsed = script::Parser(unit, sources, diagnostics).parseModule();
    if (diagnostics.errorCount() > 0)
        throw firstError(diagnostics, sources, path);

    std::vector<LegendLine> legend;
    uint32_t lastLine = 0;
    for (const Decl* decl : parsed->declarations) {
        if (decl->kind != DeclKind::Resource)
            continue;
        for (const Entry* entry : static_cast<const Resource&>(*decl).entries) {
            if (entry->kind != EntryKind::Tiles)
                continue;
            for (const Tile* tile : as<TilesEntry>(*entry).tiles) {
                const script::SourceLocation at = displayLocation(unit, sources, tile->first);
                const script::LineColumn where = sources.lineColumn(at);
                if (at.file != file)
                    throw VaultError(path + ":" + std::to_string(where.line) + ": a legend entry made by a macro");
                if (where.line == lastLine)
                    throw VaultError(path + ":" + std::to_string(where.line) + ":" + std::to_string(where.column)
                                     + ": one legend entry per line");
                lastLine = where.line;
                const std::optional<script::SourceRange> range = writtenRange(unit, sources, tile->first, tile->last);
                if (!range || range->begin.file != file)
                    throw VaultError(path + ":" + std::to_string(where.line) + ": a legend entry made by a macro");
                legend.push_back({char(unit.tokens[tile->character].value),
                                  oneLineText(std::string_view(snippet).substr(range->begin.offset, range->length))});
            }
        }
    }
    return legend;
}

} // namespace incursion::vault
