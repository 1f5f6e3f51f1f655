// A check's diagnostics as LSP Diagnostic objects, grouped by the file where
// the user should look (the outermost macro use), with the macro-expansion
// trail as related information.
#pragma once

#include "source_positions.h"

#include "script/frontend.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace incursion::incls {

// URI -> array of diagnostics, for every file that has some. Diagnostics
// about text in no file (a -D definition) go to the top of `mainUri`.
std::map<std::string, nlohmann::json> lspDiagnostics(const script::CheckResult& result,
                                                     const SourcePositions& positions, const std::string& mainUri);

} // namespace incursion::incls
