// Every name a module's analysis documents: its `system` declarations (the
// API's objects, functions, members) and its macros, each with the
// declaration and comment hover shows. The studio's Script Reference and F1
// are generated from it, so the reference and hover never disagree.
#pragma once

#include "language/analysis.h"

#include <optional>
#include <string>
#include <vector>

namespace incursion::language {

struct ReferenceSymbol {
    std::string name;
    SymbolKind kind = SymbolKind::ApiFunction;
    std::string declaration;    // as written ("system void T_THING::IPrint(String msg,...);"), as hover has it
    std::string documentation;  // its comment
    std::string receiver;       // a member's class as written ("T_THING"); empty for others
    bool resourceMember = false;    // a member of rID receivers (else of objects, strings or events)
    std::vector<std::string> objects;   // the system objects a member applies to ("EActor", ...)
    std::optional<Location> location;   // where it is declared
};

// The API of the latest semantic tables and the macros of the analysis'
// front end (those with a place in a file), sorted by name then kind.
std::vector<ReferenceSymbol> referenceSymbolsOf(const Analysis& analysis, PositionEncoding encoding);

} // namespace incursion::language
