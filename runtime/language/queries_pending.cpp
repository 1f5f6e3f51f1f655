// Bodies being filled in (the API is committed first for incls).
#include "language/queries.h"

namespace incursion::language {
CompletionList complete(const QueryContext&) { return {}; }
std::optional<SignatureHelp> signatureAt(const QueryContext&) { return std::nullopt; }
std::optional<Hover> hoverAt(const QueryContext&) { return std::nullopt; }
std::vector<Location> definitionsAt(const QueryContext&) { return {}; }
std::vector<Location> referencesAt(const QueryContext&, bool) { return {}; }
RenameResult renameAt(const QueryContext&, const std::string&) { return {{}, "not yet"}; }
std::vector<Diagnostic> diagnosticsOf(const Analysis&, const std::string&, PositionEncoding) { return {}; }
std::vector<DocumentSymbol> documentSymbolsOf(const Analysis&, const std::string&, PositionEncoding) { return {}; }
std::vector<WorkspaceSymbol> workspaceSymbolsOf(const Analysis&, std::string_view, PositionEncoding) { return {}; }
} // namespace incursion::language
