// Parser core: token access, error reporting and recovery, the top level, and
// the constant expressions and small pieces shared by all data entries.
#include "parser.h"

#include <string>

namespace incursion::script {

using namespace ast;

namespace {
constexpr int kMaxDepth = 128;      // nesting limit: an error instead of a stack overflow

bool isResourceKeyword(Tok k) { return resourceKindOfKeyword(k).has_value(); }

// 'spelling' in quotes, or the fallback name when there is no spelling.
std::string quoted(std::string_view spelling, std::string_view fallback)
{
    std::string out;
    if (spelling.empty()) {
        out.append(fallback);
        return out;
    }
    out.reserve(spelling.size() + 2);
    out.push_back('\'');
    out.append(spelling);
    out.push_back('\'');
    return out;
}

bool isEffectKeyword(Tok k)
{
    return k == Tok::KwEffect || k == Tok::KwSpell || k == Tok::KwPoison || k == Tok::KwDisease;
}
} // namespace

Parser::Parser(const LexedUnit& unit, const SourceManager& sources, Diagnostics& diags)
    : unit_(unit), sources_(sources), diags_(diags)
{
    tokens_ = unit_.tokens.data();
    count_ = unit_.tokens.empty() ? 0 : unit_.tokens.size() - 1;
}

Parser::DepthGuard::DepthGuard(Parser& p) : parser(p)
{
    if (++parser.depth_ > kMaxDepth) {
        // One report per too-deep construct, not one per level it unwinds through.
        if (!parser.depthErrorReported_)
            parser.error(static_cast<TokenIndex>(parser.pos_), "nesting is too deep (more than "
                         + std::to_string(kMaxDepth) + " levels)");
        parser.depthErrorReported_ = true;
        --parser.depth_;
        throw SyntaxError{};
    }
}

// ---- tokens ------------------------------------------------------------------

const Token& Parser::peek(size_t ahead) const
{
    static const Token kEnd = [] { Token t; t.kind = Tok::EndOfFile; return t; }();
    if (unit_.tokens.empty())
        return kEnd;
    size_t i = pos_ + ahead;
    return tokens_[i < count_ ? i : count_];
}

Parser::TokenIndex Parser::advance()
{
    TokenIndex index = static_cast<TokenIndex>(pos_);
    if (pos_ < count_)
        ++pos_;
    return index;
}

bool Parser::accept(Tok k)
{
    if (!at(k))
        return false;
    advance();
    return true;
}

Parser::TokenIndex Parser::expect(Tok k, std::string_view context)
{
    if (at(k))
        return advance();
    fail(quoted(tokenSpelling(k), tokenKindName(k)), context);
}

std::string_view Parser::spelling(TokenIndex index) const
{
    const Token& token = tokens_[index < count_ ? index : count_];
    if (token.length && token.loc.valid() && !token.expansion) {
        std::string_view text = sources_.text(token.loc.file);
        if (token.loc.offset + token.length <= text.size())
            return text.substr(token.loc.offset, token.length);
    }
    return tokenSpelling(token.kind);
}

std::string Parser::describe(const Token& token) const
{
    switch (token.kind) {
    case Tok::Identifier:
        return "identifier '" + std::string(unit_.names.name(token.text)) + "'";
    case Tok::Number:
        return "number " + std::to_string(token.value);
    case Tok::EndOfFile: case Tok::String: case Tok::Grid: case Tok::CharConstant:
        return std::string(tokenKindName(token.kind));
    default:
        break;
    }
    return quoted(spelling(static_cast<TokenIndex>(&token - tokens_)), tokenKindName(token.kind));
}

void Parser::error(TokenIndex token, std::string message)
{
    if (token == lastErrorToken_)
        return;     // one error per offending token
    lastErrorToken_ = token;
    const Token& t = tokens_[token < count_ ? token : count_];
    diags_.report(Severity::Error, t.loc, t.length, t.expansion, std::move(message));
}

void Parser::fail(std::string_view expected, std::string_view context)
{
    const Token& t = peek();
    // The lexer has already reported a bad token; do not pile up a second message.
    if (t.kind != Tok::Invalid && !(t.flags & Token::Reported)) {
        std::string message = "expected " + std::string(expected);
        if (!context.empty())
            message += " " + std::string(context);
        message += ", found " + describe(t);
        error(static_cast<TokenIndex>(pos_), std::move(message));
    } else {
        lastErrorToken_ = static_cast<TokenIndex>(pos_);
    }
    throw SyntaxError{};
}

// ---- recovery ----------------------------------------------------------------

// Skips what is left of a broken construct: past its `;`, or up to the `}` that
// closes the enclosing body, or up to a resource header (then a `}` is missing
// and the header must be parsed, not skipped). When `blockEnds`, a balanced
// `{ ... }` also ends it, as it ends a block statement.
void Parser::skipBrokenConstruct(bool blockEnds)
{
    int braces = 0;
    while (!at(Tok::EndOfFile)) {
        if (startsNewResource())
            return;
        switch (kind()) {
        case Tok::LeftBrace:
            ++braces;
            break;
        case Tok::RightBrace:
            if (braces == 0)
                return;     // the enclosing body's closing brace
            if (--braces == 0 && blockEnds) {
                advance();
                return;
            }
            break;
        case Tok::Semicolon:
            if (braces == 0) {
                advance();
                return;
            }
            break;
        default:
            break;
        }
        advance();
    }
}

void Parser::skipToEntryEnd() { skipBrokenConstruct(false); }
void Parser::skipToStatementEnd() { skipBrokenConstruct(true); }

bool Parser::startsTopLevelForm() const
{
    Tok k = kind();
    if (isResourceKeyword(k) || k == Tok::KwModule || k == Tok::KwFile || k == Tok::KwRequires)
        return kind(1) == Tok::String;
    if (k == Tok::KwSystem)
        return true;
    if (k == Tok::KwSlot)
        return kind(1) == Tok::Number;
    return false;
}

bool Parser::startsNewResource() const
{
    Tok k = kind();
    if (isResourceKeyword(k))
        return kind(1) == Tok::String;
    // An effect with a source prefix: `N [/] N ... Spell "name"`.
    if (k != Tok::Number)
        return false;
    for (size_t i = 1; i < 16; ++i) {
        Tok n = kind(i);
        if (n == Tok::Number || n == Tok::Slash)
            continue;
        return isEffectKeyword(n) && kind(i + 1) == Tok::String;
    }
    return false;
}

void Parser::skipToTopLevel()
{
    int braces = 0;
    while (!at(Tok::EndOfFile)) {
        Tok k = kind();
        if (braces == 0 && (startsTopLevelForm() || startsNewResource()))
            return;
        if (k == Tok::LeftBrace) {
            ++braces;
        } else if (k == Tok::RightBrace) {
            if (braces > 0 && --braces == 0) {
                advance();
                if (!at(Tok::KwAnd))
                    return;
                continue;
            }
        } else if (k == Tok::Semicolon && braces == 0) {
            advance();
            return;
        }
        advance();
    }
}

// ---- top level ---------------------------------------------------------------

std::unique_ptr<Module> Parser::parseModule()
{
    module_ = std::make_unique<Module>();
    pos_ = 0;
    while (!at(Tok::EndOfFile)) {
        size_t start = pos_;
        try {
            parseTopLevel();
            recoveringAtTopLevel_ = false;
        } catch (const SyntaxError&) {
            recoveringAtTopLevel_ = true;
            if (pos_ == start)
                advance();
            skipToTopLevel();
        }
        if (pos_ == start)
            advance();      // never loop on a token nobody consumes
    }
    return std::move(module_);
}

void Parser::parseTopLevel()
{
    switch (kind()) {
    case Tok::KwModule: case Tok::KwFile: case Tok::KwSlot: case Tok::KwFlags: case Tok::KwRequires:
        module_->declarations.push_back(parseSetting());
        return;
    case Tok::KwText:
        module_->declarations.push_back(parseText());
        return;
    case Tok::KwSystem:
        module_->declarations.push_back(parseSystem());
        return;
    case Tok::KwQuest:
        error(static_cast<TokenIndex>(pos_), "'Quest' resources cannot be defined: the language has no syntax for them");
        throw SyntaxError{};
    case Tok::KwNPC:
        error(static_cast<TokenIndex>(pos_), "'NPC' resources cannot be defined: the language has no syntax for them");
        throw SyntaxError{};
    default:
        break;
    }
    if (atTypeName()) {
        const bool function = kind(1) == Tok::Identifier && kind(2) == Tok::LeftParen;
        module_->declarations.push_back(function ? parseFunction() : parseGlobalVariables());
        return;
    }
    if (isResourceKeyword(kind()) || startsCexpr3()) {
        module_->declarations.push_back(parseResource());
        return;
    }
    // While skipping garbage after an error, report only the first stray token.
    if (recoveringAtTopLevel_)
        throw SyntaxError{};
    fail("a resource definition, 'system' declaration, variable declaration or module setting", "");
}

Decl* Parser::parseSetting()
{
    auto* decl = make<SettingDecl>(static_cast<TokenIndex>(pos_));
    decl->keyword = advance();
    switch (tokens_[decl->keyword].kind) {
    case Tok::KwModule:
        decl->kind = DeclKind::ModuleName;
        decl->text = expect(Tok::String, "(the module name) after 'Module'");
        expect(Tok::Semicolon, "after the module name");
        break;
    case Tok::KwFile:
        decl->kind = DeclKind::FileName;
        decl->text = expect(Tok::String, "(the module file name) after 'File'");
        expect(Tok::Semicolon, "after the module file name");
        break;
    case Tok::KwRequires:
        decl->kind = DeclKind::Requires;
        decl->text = expect(Tok::String, "(the name of the module this one needs) after 'Requires'");
        expect(Tok::Semicolon, "after the required module's name");
        break;
    case Tok::KwSlot:
        decl->kind = DeclKind::Slot;
        decl->value = parseCexpr3();
        expect(Tok::Semicolon, "after the module slot");
        break;
    default:
        decl->kind = DeclKind::CompilerFlags;
        expect(Tok::Colon, "after 'Flags'");
        decl->value = parseCexpr();
        break;
    }
    return finish(decl);
}

Resource* Parser::parseText()
{
    auto* res = make<Resource>(static_cast<TokenIndex>(pos_));
    res->resourceKind = core::ResourceKind::Text;
    res->keyword = advance();
    res->name = expect(Tok::String, "(the text's name) after 'Text'");
    res->openBrace = expect(Tok::LeftBrace, "to open the text body");
    auto* desc = make<DescEntry>(static_cast<TokenIndex>(pos_));
    desc->kind = EntryKind::Desc;
    if (at(Tok::KwDesc)) {
        desc->keyword = advance();
        expect(Tok::Colon, "after 'Desc'");
    }
    desc->text = expect(Tok::String, "(the text) in the text body");
    finish(desc);
    accept(Tok::Semicolon);
    res->closeBrace = expect(Tok::RightBrace, "to close the text body");
    Entry* entry = desc;
    res->entries = module_->arena.copy<Entry*>(std::span<Entry* const>(&entry, 1));
    return finish(res);
}

Decl* Parser::parseFunction()
{
    auto* decl = make<FunctionDecl>(static_cast<TokenIndex>(pos_));
    decl->kind = DeclKind::Function;
    decl->result = parseTypeName();
    decl->name = expect(Tok::Identifier, "(the function's name)");
    expect(Tok::LeftParen, "(the parameter list) after the function's name");
    const size_t mark = nodes_.size();
    if (at(Tok::KwVoid) && kind(1) == Tok::RightParen) {
        advance();
    } else if (!at(Tok::RightParen)) {
        do {
            auto* param = make<Parameter>(static_cast<TokenIndex>(pos_));
            if (!atTypeName())
                fail("a parameter type", "in the function's parameter list");
            param->type = parseTypeName();
            param->name = expect(Tok::Identifier, "(the parameter's name)");
            nodes_.push_back(finish(param));
        } while (accept(Tok::Comma));
    }
    decl->parameters = nodeList<Parameter>(mark);
    expect(Tok::RightParen, "to close the parameter list");
    decl->body = parseRoutine("function");
    return finish(decl);
}

Decl* Parser::parseGlobalVariables()
{
    auto* decl = make<GlobalVariablesDecl>(static_cast<TokenIndex>(pos_));
    decl->kind = DeclKind::GlobalVariables;
    decl->declaration = parseVarDecl(false);
    return finish(decl);
}

// ---- constant expressions ----------------------------------------------------
// cexpr: + - (lowest); cexpr2: * / % | & ; cexpr3: unary + - ; cexpr4: primary.
// A binary operator is only taken when an operand follows, so `50%;` and
// `Feats: A, B;` end where the data entry's own syntax continues.

bool Parser::startsCexpr4() const
{
    switch (kind()) {
    case Tok::Number: case Tok::CharConstant: case Tok::LeftParen: case Tok::KwTrue: case Tok::KwFalse:
        return true;
    default:
        return false;
    }
}

bool Parser::startsCexpr3() const
{
    return startsCexpr4() || at(Tok::Plus) || at(Tok::Minus);
}

namespace {
bool startsCexpr3Kind(Tok k)
{
    switch (k) {
    case Tok::Number: case Tok::CharConstant: case Tok::LeftParen: case Tok::KwTrue:
    case Tok::KwFalse: case Tok::Plus: case Tok::Minus:
        return true;
    default:
        return false;
    }
}
} // namespace

Expr* Parser::binary(Op op, TokenIndex opToken, Expr* lhs, Expr* rhs)
{
    auto* e = make<Expr>(lhs->first);
    e->kind = ExprKind::Binary;
    e->op = op;
    e->token = opToken;
    e->lhs = lhs;
    e->rhs = rhs;
    e->last = rhs->last;
    return e;
}

Expr* Parser::unary(Op op, TokenIndex opToken, Expr* operand)
{
    auto* e = make<Expr>(opToken);
    e->kind = ExprKind::Unary;
    e->op = op;
    e->token = opToken;
    e->operand = operand;
    e->last = operand->last;
    return e;
}

Expr* Parser::leaf(ExprKind exprKind, TokenIndex token)
{
    auto* e = make<Expr>(token);
    e->kind = exprKind;
    e->token = token;
    return e;
}

Expr* Parser::parseCexpr()
{
    Expr* lhs = parseCexpr2();
    while ((at(Tok::Plus) || at(Tok::Minus)) && startsCexpr3Kind(kind(1))) {
        Op op = at(Tok::Plus) ? Op::Add : Op::Sub;
        TokenIndex opToken = advance();
        lhs = binary(op, opToken, lhs, parseCexpr2());
    }
    return lhs;
}

Expr* Parser::parseCexpr2()
{
    Expr* lhs = parseCexpr3();
    for (;;) {
        Op op;
        switch (kind()) {
        case Tok::Star: op = Op::Mul; break;
        case Tok::Slash: op = Op::Div; break;
        case Tok::Percent: op = Op::Mod; break;
        case Tok::Pipe: op = Op::BitOr; break;
        case Tok::Amp: op = Op::BitAnd; break;
        default: return lhs;
        }
        if (!startsCexpr3Kind(kind(1)))
            return lhs;
        TokenIndex opToken = advance();
        lhs = binary(op, opToken, lhs, parseCexpr3());
    }
}

Expr* Parser::parseCexpr3()
{
    if (at(Tok::Plus) || at(Tok::Minus)) {
        Op op = at(Tok::Plus) ? Op::Plus : Op::Negate;
        TokenIndex opToken = advance();
        return unary(op, opToken, parseCexpr4());
    }
    return parseCexpr4();
}

Expr* Parser::parseCexpr4()
{
    switch (kind()) {
    case Tok::Number:
        return leaf(ExprKind::Number, advance());
    case Tok::CharConstant:
        return leaf(ExprKind::Char, advance());
    case Tok::KwTrue:
        return leaf(ExprKind::True, advance());
    case Tok::KwFalse:
        return leaf(ExprKind::False, advance());
    case Tok::LeftParen: {
        DepthGuard guard(*this);
        auto* e = make<Expr>(advance());
        e->kind = ExprKind::Paren;
        e->operand = parseCexpr();
        expect(Tok::RightParen, "to close the parenthesised constant expression");
        return finish(e);
    }
    default:
        fail("a constant (number, character constant, true, false or '(')", "");
    }
}

Expr* Parser::parseResourceRef()
{
    TokenIndex dollar = expect(Tok::Dollar, "(a resource reference such as $\"name\")");
    if (at(Tok::String)) {
        auto* e = leaf(ExprKind::ResourceName, advance());
        e->first = dollar;
        return e;
    }
    if (!startsCexpr3())
        fail("a resource name string or number", "after '$'");
    auto* e = make<Expr>(dollar);
    e->kind = ExprKind::ResourceNumber;
    e->operand = parseCexpr3();
    return finish(e);
}

Expr* Parser::parseResourceOrCexpr3()
{
    return at(Tok::Dollar) ? parseResourceRef() : parseCexpr3();
}

Dice* Parser::parseDiceRest(Expr* count, bool allowNegativeBonus)
{
    auto* dice = make<Dice>(count->first);
    dice->count = count;
    expect(Tok::Dice, "in the dice expression");
    dice->sides = parseCexpr4();
    if (at(Tok::Plus)) {
        if (startsCexpr3Kind(kind(1)) && kind(1) != Tok::Plus && kind(1) != Tok::Minus) {
            advance();
            dice->bonus = parseCexpr4();
        } else if (allowNegativeBonus && kind(1) == Tok::Minus) {
            advance();
            advance();
            dice->negativeBonus = true;
            dice->bonus = parseCexpr4();
        }
    }
    return finish(dice);
}

Dice* Parser::parseDiceValue()
{
    if (startsCexpr4()) {
        Expr* first = parseCexpr4();
        if (at(Tok::Dice))
            return parseDiceRest(first, true);
        auto* dice = make<Dice>(first->first);
        dice->bonus = first;
        return finish(dice);
    }
    if (!startsCexpr3())
        fail("a dice value (such as 2d6+1) or a number", "");
    Expr* bonus = parseCexpr3();
    auto* dice = make<Dice>(bonus->first);
    dice->bonus = bonus;
    return finish(dice);
}

Dice* Parser::parseDiceOnly()
{
    Expr* count = parseCexpr4();
    return parseDiceRest(count, false);
}

Colour* Parser::parseColour()
{
    auto* colour = make<Colour>(static_cast<TokenIndex>(pos_));
    if (at(Tok::KwBright) || at(Tok::KwLight) || at(Tok::KwDark))
        colour->modifier = advance();
    colour->word = expect(Tok::Colour, "(such as red, grey or bright blue)");
    int32_t value = tokens_[colour->word].value;
    if (colour->modifier != kNoToken)
        value = tokens_[colour->modifier].kind == Tok::KwDark ? (value & ~8) : (value | 8);
    colour->value = value;
    return finish(colour);
}

Glyph* Parser::parseGlyphDesc()
{
    auto* glyph = make<Glyph>(static_cast<TokenIndex>(pos_));
    if (at(Tok::Colour) || at(Tok::KwBright) || at(Tok::KwLight) || at(Tok::KwDark))
        glyph->foreground = parseColour();
    if (at(Tok::CharConstant) || at(Tok::Number))
        glyph->image = advance();
    else
        fail("a glyph (character constant or glyph number)", "");
    if (accept(Tok::KwOn))
        glyph->background = parseColour();
    return finish(glyph);
}

} // namespace incursion::script
