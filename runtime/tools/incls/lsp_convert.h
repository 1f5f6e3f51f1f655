// The language service's answers (language/language_service.h) as LSP 3.17
// JSON, and LSP positions as the service's. The service already counts
// columns in the client's encoding; this file only spells the protocol.
#pragma once

#include "language/language_service.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace incursion::incls {

nlohmann::json toJson(language::Position position);
nlohmann::json toJson(const language::Range& range);
nlohmann::json toJson(const language::Location& location);
language::Position positionFromJson(const nlohmann::json& position);
language::Range rangeFromJson(const nlohmann::json& range);

nlohmann::json diagnosticJson(const language::Diagnostic& diagnostic);
// CodeActions (quick fixes) of the diagnostics' "did you mean" fixes.
nlohmann::json fixActions(const std::vector<language::Diagnostic>& diagnostics);

// DocumentSymbol[] (hierarchical), or SymbolInformation[] for clients
// without the hierarchy.
nlohmann::json documentSymbolsJson(const std::vector<language::DocumentSymbol>& symbols, const std::string& uri,
                                   bool hierarchical);
nlohmann::json workspaceSymbolsJson(const std::vector<language::WorkspaceSymbol>& symbols);

nlohmann::json completionJson(const language::CompletionList& list, bool markdown);
nlohmann::json hoverJson(const language::Hover& hover, bool markdown);
nlohmann::json signatureHelpJson(const language::SignatureHelp& help, language::PositionEncoding encoding,
                                 bool markdown);
nlohmann::json workspaceEditJson(const std::vector<language::FileEdit>& edits);

// The semantic-token legend's types, and the service's tokens in LSP's
// relative five-integer encoding (styles without a type are left out).
const std::vector<std::string>& semanticTokenTypes();
std::vector<uint32_t> semanticTokensData(const std::vector<language::SemanticToken>& tokens);

} // namespace incursion::incls
