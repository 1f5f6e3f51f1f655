// The queries behind LanguageService, one file each, over one analysis and the
// current text of the document asked about.
#pragma once

#include "language/analysis.h"
#include "language/text_position.h"

#include <optional>
#include <string>
#include <vector>

namespace incursion::language {

// What every query gets: the analysis, the document's current text and where
// in it the caret is.
struct QueryContext {
    const Analysis& analysis;
    PositionEncoding encoding;
    std::string path;                   // normalized
    std::string_view text;              // the document as it is now
    TextPositions positions;
    uint32_t offset = 0;                // the caret, in bytes
};

CompletionList complete(const QueryContext& query);
std::optional<SignatureHelp> signatureAt(const QueryContext& query);
std::optional<Hover> hoverAt(const QueryContext& query);
std::vector<Location> definitionsAt(const QueryContext& query);
std::vector<Location> referencesAt(const QueryContext& query, bool includeDeclaration);
RenameResult renameAt(const QueryContext& query, const std::string& newName);

// The diagnostics of `diagnostics` shown in `file`, with fixes from the compiler's suggestions.
std::vector<Diagnostic> convertDiagnostics(const script::Diagnostics& diagnostics,
                                           const script::SourceManager& sources, script::FileId file,
                                           const std::string& path, PositionEncoding encoding);
// The front end over one document's current text alone, with the analysis' macros.
std::vector<Diagnostic> quickDiagnosticsOf(const Analysis& analysis, const WorkspaceOptions& options,
                                           const std::string& path, std::string_view text);
std::vector<Diagnostic> diagnosticsOf(const Analysis& analysis, const std::string& path, PositionEncoding encoding);
std::vector<DocumentSymbol> documentSymbolsOf(const Analysis& analysis, const std::string& path,
                                              PositionEncoding encoding);
std::vector<WorkspaceSymbol> workspaceSymbolsOf(const Analysis& analysis, std::string_view query,
                                                PositionEncoding encoding);

} // namespace incursion::language
