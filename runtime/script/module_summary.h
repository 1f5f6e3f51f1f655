// The symbol summary of a parsed module: its resources (kind, name, where)
// and event handlers, for `incc check`, the outline and go-to-definition.
#pragma once

#include "ast.h"
#include "frontend.h"

#include <array>
#include <string>
#include <vector>

namespace incursion::script {

void summarizeModule(const ast::Module& module, const LexedUnit& unit, const SourceManager& sources,
                     std::vector<ResourceSymbol>& resources, std::vector<HandlerSymbol>& handlers,
                     std::array<size_t, core::kResourceKindCount>& countByKind);

// The source text of tokens first..last as the user wrote it (macro uses
// included whole), with runs of whitespace collapsed to one space.
std::string spelledText(const LexedUnit& unit, const SourceManager& sources,
                        ast::TokenIndex first, ast::TokenIndex last);

} // namespace incursion::script
