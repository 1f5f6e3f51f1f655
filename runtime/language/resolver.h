// What a name at the caret denotes, found in the compiler's tables: the
// current analysis' tokens and syntax tree for locals, resources and macros,
// the latest semantic tables for the API, script functions and variables.
#pragma once

#include "language/caret.h"
#include "language/queries.h"

#include "script/sema/api_table.h"

#include <map>
#include <memory>
#include <optional>
#include <string>

namespace incursion::language {

// A declaration's place in one of the analysis' fronts.
struct DeclarationSite {
    const script::CheckResult* check = nullptr;
    script::SourceLocation loc;         // spelling location of the name
    uint32_t length = 0;
    bool valid() const { return check && loc.valid(); }
};

struct Symbol {
    SymbolKind kind = SymbolKind::Keyword;
    std::string name;
    DeclarationSite site;
    const script::ApiFunction* function = nullptr;          // ApiFunction / ApiMethod
    const script::ApiVariable* variable = nullptr;          // ApiVariable
    const script::ApiObject* object = nullptr;              // ApiObject
    const script::ScriptFunctionSymbol* scriptFunction = nullptr;
    const script::IndexedResource* resource = nullptr;      // in the current front
    std::shared_ptr<const script::MacroDefinition> macro;
    const script::ast::Node* scope = nullptr;   // Local: its routine or function (current front)
    script::ast::TypeName type = script::ast::TypeName::None;   // Local, ModuleVariable
    std::string includedFile;                   // File
};

// Which values a receiver before `->` or `.` holds.
struct ReceiverType {
    enum Kind : uint8_t { Unknown, Object, Resource, Text } kind = Unknown;
    std::optional<int32_t> objectClass;         // T_* of an object, when known
};

// Whether a member declared for class `memberClass` applies to a receiver of
// class `receiverClass` (the API convention's hierarchy: a creature is a thing
// is an object; a player is a character is a creature).
bool memberApplies(int32_t memberClass, int32_t receiverClass);

class Resolver {
public:
    explicit Resolver(const QueryContext& query);

    const QueryContext& query() const { return q_; }
    const Caret& caret() const { return caret_; }
    const script::CheckResult& front() const { return q_.analysis.front(); }
    const script::ApiTable* api() const;
    const script::ModuleBuilder* builder() const;

    // The symbol at the caret, if the compiler knows one.
    std::optional<Symbol> symbolAtCaret() const;
    // Every place the symbol is named (declaration first when asked for).
    std::vector<DeclarationSite> references(const Symbol& symbol, bool includeDeclaration) const;

    // The routine (handler or function body) around the caret in the current
    // front, as a node with its locals; null outside code.
    struct Scope {
        const script::ast::Node* node = nullptr;
        std::vector<std::pair<script::ast::TokenIndex, script::ast::TypeName>> locals;   // name tokens
    };
    Scope scopeAtCaret() const;
    ReceiverType receiverType() const;  // of the caret's member access
    std::optional<Symbol> lookupName(const std::string& name, bool member) const;

    // Locations of sites, converted in the site's own text.
    Location location(const DeclarationSite& site) const;
    std::string path(const DeclarationSite& site) const;

    // The declaration as written and the comment before or after it.
    std::string declarationText(const Symbol& symbol) const;
    std::string documentation(const DeclarationSite& site) const;
    // "void IPrint(String msg, ...)" and the parameters' byte ranges in it.
    std::string functionLabel(const Symbol& symbol, std::vector<std::pair<uint32_t, uint32_t>>* parameters) const;

private:
    ReceiverType typeOfTokensEndingAt(int index) const;
    std::optional<Symbol> localNamed(const std::string& name) const;
    // The type of a local declared above the caret in the current text
    // (`rID prey;`, `int16 a, b;`), which the last analysis may not have seen
    // as it is now (typing `prey->` breaks the parse, lines move).
    std::optional<script::ast::TypeName> declaredAboveCaret(const std::string& name) const;
    std::optional<Symbol> moduleVariable(const std::string& name) const;
    std::optional<Symbol> resourceNamed(const std::string& name) const;
    std::optional<Symbol> macroNamed(const std::string& name) const;
    DeclarationSite tokenSite(const script::CheckResult& check, script::ast::TokenIndex token) const;

    const QueryContext& q_;
    Caret caret_;
    mutable std::map<std::pair<const void*, script::FileId>, std::unique_ptr<TextPositions>> positions_;
};

// Folded (ASCII lower-case) copy, for case-insensitive comparisons.
std::string folded(std::string_view s);

} // namespace incursion::language
