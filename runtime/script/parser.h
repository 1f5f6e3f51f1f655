// The IncursionScript parser: recursive descent over the lexed token stream,
// building the typed syntax tree of ast.h.
//
// Errors are reported at the offending token and the parser resynchronises
// (end of entry, end of statement, closing brace, next top-level keyword), so
// one run reports every syntax error of a file.
#pragma once

#include "ast.h"
#include "diagnostics.h"
#include "lexer.h"

#include <memory>
#include <string>
#include <vector>

namespace incursion::script {

// One code expression parsed on its own; `nodes` owns its syntax tree.
struct ParsedExpression {
    std::unique_ptr<ast::Module> nodes;
    const ast::Expr* expression = nullptr;      // null after a reported syntax error
};

class Parser {
public:
    Parser(const LexedUnit& unit, const SourceManager& sources, Diagnostics& diags);
    std::unique_ptr<ast::Module> parseModule();
    // The whole unit as one code expression (a debugger's watch or breakpoint
    // condition): anything after it is an error.
    ParsedExpression parseExpressionUnit();

private:
    using TokenIndex = ast::TokenIndex;
    struct SyntaxError {};      // thrown after reporting; caught where we resynchronise

    // ---- tokens (parser.cpp)
    const Token& peek(size_t ahead = 0) const;
    Tok kind(size_t ahead = 0) const { return peek(ahead).kind; }
    bool at(Tok k) const { return kind() == k; }
    TokenIndex advance();
    bool accept(Tok k);
    TokenIndex expect(Tok k, std::string_view context);
    TokenIndex last() const { return pos_ ? pos_ - 1 : 0; }
    std::string describe(const Token& token) const;
    std::string_view spelling(TokenIndex token) const;   // as written in the source
    [[noreturn]] void fail(std::string_view expected, std::string_view context);
    void error(TokenIndex token, std::string message);
    template <typename T> T* make(TokenIndex first) {
        T* node = module_->arena.make<T>();
        static_cast<ast::Node*>(node)->first = first;
        static_cast<ast::Node*>(node)->last = first;
        return node;
    }
    template <typename T> T* finish(T* node) { static_cast<ast::Node*>(node)->last = last(); return node; }
    template <typename T> std::span<T> list(std::vector<T>& items, size_t mark) {
        auto result = module_->arena.copy<T>(std::span<const T>(items.data() + mark, items.size() - mark));
        items.resize(mark);
        return result;
    }
    template <typename T> std::span<T*> nodeList(size_t mark) {
        size_t n = nodes_.size() - mark;
        std::span<T*> result;
        if (n) {
            T** out = module_->arena.makeArray<T*>(n);
            for (size_t i = 0; i < n; ++i)
                out[i] = static_cast<T*>(nodes_[mark + i]);
            result = {out, n};
        }
        nodes_.resize(mark);
        return result;
    }
    // Scratch-stack heights, restored when an error unwinds a half-built list.
    struct ScratchMarks { size_t exprs, stmts, entries, nodes, tokens; };
    ScratchMarks scratchMarks() const {
        return {exprs_.size(), stmts_.size(), entries_.size(), nodes_.size(), tokenList_.size()};
    }
    void restore(const ScratchMarks& m) {
        exprs_.resize(m.exprs); stmts_.resize(m.stmts); entries_.resize(m.entries);
        nodes_.resize(m.nodes); tokenList_.resize(m.tokens);
    }
    struct DepthGuard {
        Parser& parser;
        explicit DepthGuard(Parser& p);
        ~DepthGuard() {
            if (--parser.depth_ == 0)
                parser.depthErrorReported_ = false;
        }
    };

    // ---- recovery (parser.cpp)
    void skipBrokenConstruct(bool blockEnds);
    void skipToEntryEnd();          // past `;` or before the body's `}`
    void skipToStatementEnd();      // past `;` / a balanced block, or before `}`
    void skipToTopLevel();
    bool skipToClosingParen();      // past the `)` closing a statement header, if it is there
    // Parses a statement header (after its `(`); on an error, skips to the
    // closing `)` so the statement's body is still parsed.
    template <typename F> void parseHeader(F&& parse) {
        ScratchMarks marks = scratchMarks();
        try {
            parse();
        } catch (const SyntaxError&) {
            restore(marks);
            if (!skipToClosingParen())
                throw;
        }
    }
    bool startsTopLevelForm() const;
    bool startsNewResource() const; // a resource header where an entry was expected

    // ---- top level (parser.cpp)
    void parseTopLevel();
    ast::Decl* parseSetting();
    ast::Resource* parseText();
    ast::Decl* parseGlobalVariables();
    ast::Decl* parseFunction();

    // ---- constant expressions and shared pieces (parser.cpp)
    bool startsCexpr3() const;
    bool startsCexpr4() const;
    ast::Expr* parseCexpr();
    ast::Expr* parseCexpr2();
    ast::Expr* parseCexpr3();
    ast::Expr* parseCexpr4();
    ast::Expr* parseResourceRef();
    ast::Expr* parseResourceOrCexpr3();
    ast::Dice* parseDiceRest(ast::Expr* count, bool allowNegativeBonus);
    ast::Dice* parseDiceValue();    // dice_val
    ast::Dice* parseDiceOnly();     // dice_only
    ast::Colour* parseColour();
    ast::Glyph* parseGlyphDesc();
    ast::Expr* binary(ast::Op op, TokenIndex opToken, ast::Expr* lhs, ast::Expr* rhs);
    ast::Expr* unary(ast::Op op, TokenIndex opToken, ast::Expr* operand);
    ast::Expr* leaf(ast::ExprKind kind, TokenIndex token);
    bool acceptColon() { return accept(Tok::Colon); }

    // ---- resources (parser_resources.cpp)
    ast::Resource* parseResource();
    struct Body { TokenIndex open = ast::kNoToken, close = ast::kNoToken; };  // close unset: unterminated
    Body parseBody(core::ResourceKind kind, TokenIndex name);    // entries go to entries_
    ast::Entry* parseEntry(core::ResourceKind kind);
    ast::Entry* parseMonsterEntry();
    ast::Entry* parseItemEntry();
    ast::Entry* parseFeatureEntry();
    ast::Entry* parseEffectEntry();
    ast::Entry* parseRaceEntry();
    ast::Entry* parseClassEntry();
    ast::Entry* parseDomainEntry();
    ast::Entry* parseGodEntry();
    ast::Entry* parseTerrainEntry();
    ast::Entry* parseRegionEntry();
    ast::Entry* parseTemplateEntry();
    ast::Entry* parseFlavourEntry();
    ast::Entry* parseEncounterEntry();
    ast::Entry* parseBehaviourEntry();
    ast::Entry* parseDungeonEntry();
    ast::Entry* parseArtifactEntry();
    ast::Entry* parseCommonEntry(std::string_view resourceName);  // events, constants, variables

    // ---- shared entry forms (parser_entries.cpp)
    ast::Entry* parseDesc();
    enum class ValueForm : uint8_t { Cexpr, Cexpr3 };
    enum class PercentSign : uint8_t { No, Optional, Required };
    ast::ValueEntry* parseValue(ValueForm form, PercentSign percent = PercentSign::No, bool colonRequired = false);
    ast::ValueEntry* parseDiceEntry();
    ast::ValueEntry* parseFraction();                   // CR/Level n or n1/n2, class Def
    enum class ListForm : uint8_t {
        Optional,           // (item (',')?)*
        OptionalOrPipe,     // (item (','|'|')?)*
        Separated,          // item (',' item)*   (Feats, monster Terrain)
        Negatable,          // ('~'? item (',')?)*
        NegatableTemplate,  // (('~'|'!')? item (',')?)*
        TemplateFlags,      // (('~'|'!')? item (','|';'))*   no closing ';'
        Weapons,            // (weapon-type? item (',')?)*   item Arm
        Attributes,         // (attribute (',')?)*   Sustains
    };
    ast::ListEntry* parseList(ListForm form, bool cexprItems = false);
    ast::ResourcesEntry* parseResources();
    ast::ResourcesEntry* parseSingleResource();
    ast::Entry* parseGlyph();
    ast::Entry* parseStati();
    ast::Entry* parseAttributes(bool fullCexpr, bool commasOptional);
    ast::Entry* parseAttacks();
    ast::Attack* parseAttack();
    void parseAttackPart(ast::AttackPart& part, bool first);
    ast::Entry* parsePairs();
    ast::Entry* parseGear();
    ast::GearItem* parseGearItem();
    ast::Entry* parseGrants();
    ast::Grant* parseGrant();
    ast::Entry* parseModifier(TokenIndex keyword, TokenIndex secondKeyword, bool attribute);
    ast::Entry* parseEvents();
    ast::EventEntry* parseEventEntry();
    ast::Entry* parseConstants();
    ast::Entry* parseLists();
    ast::Entry* parseSpecials();
    ast::Entry* parseVariables();
    ast::Entry* parseTiles();
    ast::Tile* parseTile();
    ast::Entry* parseParts();
    ast::EncounterPart* parseEncounterPart();
    ast::Entry* parsePowers();
    ast::ArtifactPower* parsePower();

    // ---- code (parser_code.cpp)
    bool atTypeName() const;
    ast::TypeName parseTypeName();
    ast::VarDecl* parseVarDecl(bool isStatic);
    // `what` names the body in messages: "handler" or "function".
    ast::Routine* parseRoutine(std::string_view what = "handler");
    ast::Stmt* parseStatement();
    ast::Stmt* parseNestedStatement();      // body of if/else/for/while/do, recovered locally
    ast::Stmt* parseBlock();
    std::span<ast::Stmt*> parseStatementsToBrace(std::string_view misplacedDeclaration);
    ast::Stmt* parseSwitch();
    ast::Expr* parseExpression();           // comma level
    ast::Expr* parseAssignment();           // expr150
    ast::Expr* parseConditional();          // expr140
    ast::Expr* parseBinary(int level);      // expr130 .. expr50
    ast::Expr* parseCast();                 // expr40
    ast::Expr* parseDice();                 // expr30
    ast::Expr* parseUnary();                // expr20
    ast::Expr* parsePostfix();              // expr10
    ast::Expr* parsePrimary();              // fund_expr
    std::span<ast::Expr*> parseArguments();
    bool isAssignable(const ast::Expr* e) const;

    // ---- system declarations (parser_system.cpp)
    ast::Decl* parseSystem();
    ast::Parameter* parseParameter();

    const LexedUnit& unit_;
    const SourceManager& sources_;
    Diagnostics& diags_;
    std::unique_ptr<ast::Module> module_;
    const Token* tokens_ = nullptr;
    size_t count_ = 0;              // tokens before the final EndOfFile
    size_t pos_ = 0;
    int depth_ = 0;
    bool recoveringAtTopLevel_ = false;
    bool depthErrorReported_ = false;
    TokenIndex lastErrorToken_ = ast::kNoToken;

    // Scratch stacks for building lists (copied into the arena when complete).
    std::vector<ast::Expr*> exprs_;
    std::vector<ast::Stmt*> stmts_;
    std::vector<ast::Entry*> entries_;
    std::vector<void*> nodes_;
    std::vector<TokenIndex> tokenList_;
};

} // namespace incursion::script
