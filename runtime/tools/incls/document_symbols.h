// The outline of one file from a check's syntax tree: its resources with
// their event handlers, script functions, and `system` declarations.
#pragma once

#include "source_positions.h"

#include "script/frontend.h"

#include <nlohmann/json.hpp>

namespace incursion::incls {

// DocumentSymbol[] (hierarchical) or SymbolInformation[] (flat, for clients
// that do not take the hierarchy) for the symbols declared in `file`.
nlohmann::json documentSymbols(const script::CheckResult& result, const SourcePositions& positions,
                               script::FileId file, bool hierarchical);

} // namespace incursion::incls
