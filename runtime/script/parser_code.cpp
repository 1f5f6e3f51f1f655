// Parser for the C dialect of event handlers: declarations, statements and
// expressions with the original's fifteen precedence levels.
#include "parser.h"

namespace incursion::script {

using namespace ast;

namespace {
TypeName typeNameOf(Tok k)
{
    switch (k) {
    case Tok::KwVoid: return TypeName::Void;
    case Tok::KwBool: return TypeName::Bool;
    case Tok::KwUInt8: return TypeName::UInt8;
    case Tok::KwUInt16: return TypeName::UInt16;
    case Tok::KwInt8: return TypeName::Int8;
    case Tok::KwInt16: return TypeName::Int16;
    case Tok::KwInt32: return TypeName::Int32;
    case Tok::KwHObj: return TypeName::HObj;
    case Tok::KwHText: return TypeName::HText;
    case Tok::KwRID: return TypeName::RID;
    case Tok::KwString: return TypeName::String;
    case Tok::KwRect: return TypeName::Rect;
    default: return TypeName::None;
    }
}

Op assignmentOp(Tok k)
{
    switch (k) {
    case Tok::Assign: return Op::Assign;
    case Tok::PlusAssign: return Op::AddAssign;
    case Tok::MinusAssign: return Op::SubAssign;
    case Tok::StarAssign: return Op::MulAssign;
    case Tok::SlashAssign: return Op::DivAssign;
    case Tok::PercentAssign: return Op::ModAssign;
    case Tok::AmpAssign: return Op::AndAssign;
    case Tok::PipeAssign: return Op::OrAssign;
    case Tok::ShiftLeftAssign: return Op::ShiftLeftAssign;
    case Tok::ShiftRightAssign: return Op::ShiftRightAssign;
    case Tok::TildeAssign: return Op::NegAssign;
    default: return Op::None;
    }
}

// Binary operators from expr130 (||, level 0) down to expr50 (* / %, level 8).
constexpr int kBinaryLevels = 9;
Op binaryOp(Tok k, int level)
{
    switch (level) {
    case 0: return k == Tok::PipePipe ? Op::LogicalOr : Op::None;
    case 1: return k == Tok::AmpAmp ? Op::LogicalAnd : Op::None;
    case 2: return k == Tok::Pipe ? Op::BitOr : Op::None;
    case 3: return k == Tok::Caret ? Op::BitXor : Op::None;
    case 4: return k == Tok::Amp ? Op::BitAnd : Op::None;
    case 5:
        switch (k) {
        case Tok::Less: return Op::Less;
        case Tok::Greater: return Op::Greater;
        case Tok::LessEqual: return Op::LessEqual;
        case Tok::GreaterEqual: return Op::GreaterEqual;
        case Tok::EqualEqual: return Op::Equal;
        case Tok::NotEqual: return Op::NotEqual;
        default: return Op::None;
        }
    case 6: return k == Tok::ShiftLeft ? Op::ShiftLeft : k == Tok::ShiftRight ? Op::ShiftRight : Op::None;
    case 7: return k == Tok::Plus ? Op::Add : k == Tok::Minus ? Op::Sub : Op::None;
    case 8:
        switch (k) {
        case Tok::Star: return Op::Mul;
        case Tok::Slash: return Op::Div;
        case Tok::Percent: return Op::Mod;
        default: return Op::None;
        }
    default: return Op::None;
    }
}
} // namespace

bool Parser::atTypeName() const
{
    return typeNameOf(kind()) != TypeName::None;
}

TypeName Parser::parseTypeName()
{
    TypeName type = typeNameOf(kind());
    if (type == TypeName::None)
        fail("a type name (int32, hObj, rID, string ...)", "");
    advance();
    return type;
}

VarDecl* Parser::parseVarDecl(bool isStatic)
{
    auto* decl = make<VarDecl>(static_cast<TokenIndex>(isStatic ? pos_ - 1 : pos_));
    decl->isStatic = isStatic;
    decl->type = parseTypeName();
    size_t mark = tokenList_.size();
    try {
        tokenList_.push_back(expect(Tok::Identifier, "(the variable name) in the declaration"));
        while (accept(Tok::Comma))
            tokenList_.push_back(expect(Tok::Identifier, "(a variable name) after ',' in the declaration"));
        expect(Tok::Semicolon, "at the end of the declaration");
    } catch (const SyntaxError&) {
        tokenList_.resize(mark);
        throw;
    }
    decl->names = list(tokenList_, mark);
    return finish(decl);
}

Routine* Parser::parseRoutine(std::string_view what)
{
    DepthGuard guard(*this);
    auto* routine = make<Routine>(expect(Tok::LeftBrace, "to open the " + std::string(what)));
    size_t declMark = nodes_.size();
    // Declarations first (as in the original), then statements.
    while (atTypeName() || at(Tok::KwStatic)) {
        size_t start = pos_;
        ScratchMarks marks = scratchMarks();
        try {
            bool isStatic = accept(Tok::KwStatic);
            nodes_.push_back(parseVarDecl(isStatic));
        } catch (const SyntaxError&) {
            restore(marks);
            skipToStatementEnd();
            if (pos_ == start)
                advance();
        }
    }
    routine->declarations = nodeList<VarDecl>(declMark);
    routine->statements = parseStatementsToBrace("declarations must come before the first statement of a "
                                                 + std::string(what));
    expect(Tok::RightBrace, "to close the " + std::string(what));
    return finish(routine);
}

// Statements up to the closing brace, each recovered on its own. Declarations
// only open a handler, so one here is reported with `misplacedDeclaration` and skipped.
std::span<Stmt*> Parser::parseStatementsToBrace(std::string_view misplacedDeclaration)
{
    const size_t mark = stmts_.size();
    while (!at(Tok::RightBrace) && !at(Tok::EndOfFile) && !startsNewResource()) {
        const size_t start = pos_;
        ScratchMarks marks = scratchMarks();
        try {
            if (atTypeName() || at(Tok::KwStatic)) {
                error(static_cast<TokenIndex>(pos_), std::string(misplacedDeclaration));
                throw SyntaxError{};
            }
            stmts_.push_back(parseStatement());
        } catch (const SyntaxError&) {
            restore(marks);
            skipToStatementEnd();
        }
        if (pos_ == start)
            advance();
    }
    return list(stmts_, mark);
}

bool Parser::skipToClosingParen()
{
    int depth = 1;
    while (!at(Tok::EndOfFile) && !at(Tok::LeftBrace) && !at(Tok::RightBrace)) {
        if (at(Tok::LeftParen)) {
            ++depth;
        } else if (at(Tok::RightParen) && --depth == 0) {
            advance();
            return true;
        }
        advance();
    }
    return false;
}

Stmt* Parser::parseBlock()
{
    auto* block = make<Stmt>(expect(Tok::LeftBrace, "to open the block"));
    block->kind = StmtKind::Block;
    block->statements = parseStatementsToBrace(
        "declarations are only allowed at the start of a handler, not in nested blocks");
    expect(Tok::RightBrace, "to close the block");
    return finish(block);
}

// A syntax error inside the body of an if/else/for/while/do is recovered here,
// so the enclosing statement survives: an `if` whose branch was broken still
// takes its `else`, instead of leaving it to be reported as a stray keyword.
// The broken body becomes an empty block.
Stmt* Parser::parseNestedStatement()
{
    const size_t start = pos_;
    ScratchMarks marks = scratchMarks();
    try {
        return parseStatement();
    } catch (const SyntaxError&) {
        restore(marks);
        skipToStatementEnd();
        if (pos_ == start && !at(Tok::RightBrace) && !at(Tok::EndOfFile))
            advance();
        auto* empty = make<Stmt>(static_cast<TokenIndex>(start));
        empty->kind = StmtKind::Block;
        return finish(empty);
    }
}

Stmt* Parser::parseStatement()
{
    DepthGuard guard(*this);
    TokenIndex first = static_cast<TokenIndex>(pos_);
    switch (kind()) {
    case Tok::LeftBrace:
        return parseBlock();
    case Tok::KwIf: {
        // `else if` chains are read in a loop, not by recursion: handlers have
        // long ones, and a chain is not nesting.
        std::vector<Stmt*> chain;
        for (;;) {
            auto* s = make<Stmt>(advance());
            s->kind = StmtKind::If;
            if (!chain.empty())
                chain.back()->elseBody = s;
            chain.push_back(s);
            expect(Tok::LeftParen, "after 'if'");
            parseHeader([&] {
                s->expr = parseExpression();
                expect(Tok::RightParen, "after the 'if' condition");
            });
            s->body = parseNestedStatement();
            if (!accept(Tok::KwElse))
                break;
            if (!at(Tok::KwIf)) {
                s->elseBody = parseNestedStatement();
                break;
            }
        }
        for (Stmt* s : chain)
            finish(s);
        return chain.front();
    }
    case Tok::KwFor: {
        auto* s = make<Stmt>(advance());
        s->kind = StmtKind::For;
        expect(Tok::LeftParen, "after 'for'");
        parseHeader([&] {
            s->init = parseExpression();
            expect(Tok::Semicolon, "after the 'for' initialisation (all three parts are required)");
            s->expr = parseExpression();
            expect(Tok::Semicolon, "after the 'for' condition (all three parts are required)");
            s->step = parseExpression();
            expect(Tok::RightParen, "after the 'for' step");
        });
        s->body = parseNestedStatement();
        return finish(s);
    }
    case Tok::KwWhile: {
        auto* s = make<Stmt>(advance());
        s->kind = StmtKind::While;
        expect(Tok::LeftParen, "after 'while'");
        parseHeader([&] {
            s->expr = parseExpression();
            expect(Tok::RightParen, "after the 'while' condition");
        });
        s->body = parseNestedStatement();
        return finish(s);
    }
    case Tok::KwDo: {
        auto* s = make<Stmt>(advance());
        s->kind = StmtKind::DoWhile;
        s->body = parseNestedStatement();
        expect(Tok::KwWhile, "after the body of 'do'");
        expect(Tok::LeftParen, "after 'while'");
        s->expr = parseExpression();
        expect(Tok::RightParen, "after the 'while' condition");
        expect(Tok::Semicolon, "after 'do ... while (...)'");
        return finish(s);
    }
    case Tok::KwSwitch:
        return parseSwitch();
    case Tok::KwBreak: case Tok::KwContinue: {
        auto* s = make<Stmt>(advance());
        s->kind = tokens_[first].kind == Tok::KwBreak ? StmtKind::Break : StmtKind::Continue;
        expect(Tok::Semicolon, tokens_[first].kind == Tok::KwBreak ? "after 'break'" : "after 'continue'");
        return finish(s);
    }
    case Tok::KwReturn: {
        auto* s = make<Stmt>(advance());
        s->kind = StmtKind::Return;
        if (!at(Tok::Semicolon))
            s->expr = parseExpression();
        expect(Tok::Semicolon, "after the return statement");
        return finish(s);
    }
    case Tok::Semicolon:
        fail("a statement", "(empty statements are not allowed)");
    case Tok::KwCase: case Tok::KwDefault:
        fail("a statement", "('case' and 'default' labels belong directly inside a switch)");
    default: {
        auto* s = make<Stmt>(first);
        s->kind = StmtKind::Expression;
        s->expr = parseExpression();
        expect(Tok::Semicolon, "after the expression");
        return finish(s);
    }
    }
}

Stmt* Parser::parseSwitch()
{
    auto* s = make<Stmt>(advance());
    s->kind = StmtKind::Switch;
    expect(Tok::LeftParen, "after 'switch'");
    parseHeader([&] {
        s->expr = parseExpression();
        expect(Tok::RightParen, "after the 'switch' value");
    });
    expect(Tok::LeftBrace, "to open the switch body");
    size_t caseMark = nodes_.size();
    bool sawDefault = false;
    SwitchCase* current = nullptr;
    size_t bodyMark = stmts_.size();
    auto closeCase = [&] {
        if (current) {
            current->body = list(stmts_, bodyMark);
            current->last = last();
        }
    };
    while (!at(Tok::RightBrace) && !at(Tok::EndOfFile) && !startsNewResource()) {
        size_t start = pos_;
        ScratchMarks marks = scratchMarks();
        try {
            if (at(Tok::KwCase) || at(Tok::KwDefault)) {
                auto* label = make<SwitchCase>(static_cast<TokenIndex>(pos_));
                if (accept(Tok::KwDefault)) {
                    sawDefault = true;
                } else {
                    if (sawDefault)
                        error(static_cast<TokenIndex>(pos_), "'case' labels must come before 'default'");
                    advance();
                    label->label = at(Tok::Dollar) ? parseResourceRef() : parseCexpr();
                }
                expect(Tok::Colon, "after the case label");
                closeCase();
                current = label;
                current->last = last();
                nodes_.push_back(current);
                bodyMark = stmts_.size();
            } else {
                if (!current)
                    fail("'case' or 'default'", "at the start of the switch body");
                stmts_.push_back(parseStatement());
            }
        } catch (const SyntaxError&) {
            restore(marks);
            skipToStatementEnd();
        }
        if (pos_ == start)
            advance();
    }
    closeCase();
    s->cases = nodeList<SwitchCase>(caseMark);
    expect(Tok::RightBrace, "to close the switch body");
    return finish(s);
}

// ---- expressions -------------------------------------------------------------

ParsedExpression Parser::parseExpressionUnit()
{
    module_ = std::make_unique<Module>();
    pos_ = 0;
    Expr* expression = nullptr;
    try {
        expression = parseExpression();
        if (!at(Tok::EndOfFile))
            fail("the end of the expression", "");
    } catch (const SyntaxError&) {
        expression = nullptr;
    }
    return {std::move(module_), expression};
}

Expr* Parser::parseExpression()
{
    Expr* lhs = parseAssignment();
    while (at(Tok::Comma)) {
        advance();
        Expr* rhs = parseAssignment();
        auto* e = make<Expr>(lhs->first);
        e->kind = ExprKind::Comma;
        e->lhs = lhs;
        e->rhs = rhs;
        e->last = rhs->last;
        lhs = e;
    }
    return lhs;
}

bool Parser::isAssignable(const Expr* e) const
{
    switch (e->kind) {
    case ExprKind::Identifier:
    case ExprKind::Member:
        return true;
    case ExprKind::RectField:
        return isAssignable(e->operand);
    default:
        return false;
    }
}

Expr* Parser::parseAssignment()
{
    DepthGuard guard(*this);    // every nested expression passes through here
    Expr* lhs = parseConditional();
    Op op = assignmentOp(kind());
    if (op == Op::None)
        return lhs;
    TokenIndex opToken = advance();
    if (!isAssignable(lhs))
        error(opToken, "the left side of '" + std::string(opSpelling(op))
              + "' must be a variable, a member (x.m) or a rect field (r@x1)");
    Expr* e = binary(op, opToken, lhs, parseConditional());
    e->kind = ExprKind::Assign;
    return e;
}

Expr* Parser::parseConditional()
{
    Expr* condition = parseBinary(0);
    if (!at(Tok::Question))
        return condition;
    advance();
    auto* e = make<Expr>(condition->first);
    e->kind = ExprKind::Conditional;
    e->operand = condition;
    e->lhs = parseExpression();
    expect(Tok::Colon, "in the conditional expression (c ? a : b)");
    e->rhs = parseConditional();
    e->last = e->rhs->last;
    return e;
}

Expr* Parser::parseBinary(int level)
{
    if (level == kBinaryLevels)
        return parseCast();
    Expr* lhs = parseBinary(level + 1);
    for (;;) {
        Op op = binaryOp(kind(), level);
        if (op == Op::None)
            return lhs;
        TokenIndex opToken = advance();
        lhs = binary(op, opToken, lhs, parseBinary(level + 1));
    }
}

Expr* Parser::parseCast()
{
    if (at(Tok::LeftParen) && typeNameOf(kind(1)) != TypeName::None && kind(2) == Tok::RightParen) {
        DepthGuard guard(*this);
        auto* e = make<Expr>(advance());
        e->kind = ExprKind::Cast;
        e->type = parseTypeName();
        advance();
        e->operand = parseCast();
        e->last = e->operand->last;
        return e;
    }
    return parseDice();
}

Expr* Parser::parseDice()
{
    Expr* count = parseUnary();
    if (!at(Tok::Dice))
        return count;
    TokenIndex dToken = advance();
    Expr* sides = parseUnary();
    auto* e = make<Expr>(count->first);
    e->kind = ExprKind::Dice;
    e->token = dToken;
    e->lhs = count;
    e->rhs = sides;
    e->last = sides->last;
    if (at(Tok::Dice)) {
        error(static_cast<TokenIndex>(pos_), "dice rolls cannot be chained; use parentheses, e.g. (1d4)d6");
        throw SyntaxError{};
    }
    return e;
}

Expr* Parser::parseUnary()
{
    Op op = Op::None;
    switch (kind()) {
    case Tok::PlusPlus: op = Op::PreIncrement; break;
    case Tok::MinusMinus: op = Op::PreDecrement; break;
    case Tok::Plus: op = Op::Plus; break;
    case Tok::Minus: op = Op::Negate; break;
    case Tok::Bang: op = Op::Not; break;
    case Tok::Tilde: op = Op::BitNot; break;
    case Tok::Colon: op = Op::Abs; break;
    default: return parsePostfix();
    }
    DepthGuard guard(*this);
    TokenIndex opToken = advance();
    if (op == Op::PreIncrement || op == Op::PreDecrement) {
        Expr* operand = parsePostfix();
        if (!isAssignable(operand))
            error(operand->first, "the operand of '" + std::string(opSpelling(op)) + "' must be a variable or member");
        return unary(op, opToken, operand);
    }
    Expr* operand = parseUnary();
    Expr* e = unary(op, opToken, operand);
    if (op == Op::Abs) {
        expect(Tok::Colon, "to close the absolute value ':x:'");
        e->last = last();
    }
    return e;
}

Expr* Parser::parsePostfix()
{
    if (at(Tok::KwMin) || at(Tok::KwMax)) {
        auto* e = make<Expr>(advance());
        e->kind = tokens_[e->first].kind == Tok::KwMin ? ExprKind::Min : ExprKind::Max;
        e->token = e->first;
        expect(Tok::LeftParen, e->kind == ExprKind::Min ? "after 'min'" : "after 'max'");
        e->lhs = parseAssignment();
        expect(Tok::Comma, "between the two operands (min and max take exactly two)");
        e->rhs = parseAssignment();
        expect(Tok::RightParen, "after the second operand (min and max take exactly two)");
        return finish(e);
    }
    Expr* e = parsePrimary();
    if (at(Tok::PlusPlus) || at(Tok::MinusMinus)) {
        Op op = at(Tok::PlusPlus) ? Op::PostIncrement : Op::PostDecrement;
        TokenIndex opToken = advance();
        if (!isAssignable(e))
            error(opToken, "the operand of '" + std::string(opSpelling(op)) + "' must be a variable or member");
        auto* post = make<Expr>(e->first);
        post->kind = ExprKind::Unary;
        post->op = op;
        post->token = opToken;
        post->operand = e;
        post->last = opToken;
        return post;
    }
    return e;
}

std::span<Expr*> Parser::parseArguments()
{
    expect(Tok::LeftParen, "to open the argument list");
    size_t mark = exprs_.size();
    try {
        if (!at(Tok::RightParen)) {
            exprs_.push_back(parseAssignment());
            while (accept(Tok::Comma))
                exprs_.push_back(parseAssignment());
        }
        expect(Tok::RightParen, "to close the argument list");
    } catch (const SyntaxError&) {
        exprs_.resize(mark);
        throw;
    }
    return list(exprs_, mark);
}

Expr* Parser::parsePrimary()
{
    Expr* e = nullptr;
    switch (kind()) {
    case Tok::Number: e = leaf(ExprKind::Number, advance()); break;
    case Tok::CharConstant: e = leaf(ExprKind::Char, advance()); break;
    case Tok::String: e = leaf(ExprKind::String, advance()); break;
    case Tok::KwTrue: e = leaf(ExprKind::True, advance()); break;
    case Tok::KwFalse: e = leaf(ExprKind::False, advance()); break;
    case Tok::KwNull: e = leaf(ExprKind::Null, advance()); break;
    case Tok::Dollar: e = parseResourceRef(); break;
    case Tok::LeftParen: {
        if (typeNameOf(kind(1)) != TypeName::None) {
            error(static_cast<TokenIndex>(pos_), "a cast cannot be the operand of a unary operator or dice roll; "
                  "put the cast in parentheses");
            throw SyntaxError{};
        }
        e = make<Expr>(advance());
        e->kind = ExprKind::Paren;
        e->operand = parseExpression();
        expect(Tok::RightParen, "to close the parenthesis");
        finish(e);
        break;
    }
    case Tok::Identifier: {
        TokenIndex name = advance();
        if (at(Tok::LeftParen)) {
            e = make<Expr>(name);
            e->kind = ExprKind::Call;
            e->token = name;
            e->args = parseArguments();
            finish(e);
        } else {
            e = leaf(ExprKind::Identifier, name);
        }
        break;
    }
    default:
        fail("an expression", "");
    }
    // Member access, member calls and rect fields chain to the right.
    for (;;) {
        if (at(Tok::Dot) || at(Tok::Arrow)) {
            advance();
            TokenIndex name = expect(Tok::Identifier, "(a member name) after '.' or '->'");
            auto* m = make<Expr>(e->first);
            m->operand = e;
            m->token = name;
            if (at(Tok::LeftParen)) {
                m->kind = ExprKind::MemberCall;
                m->args = parseArguments();
            } else {
                m->kind = ExprKind::Member;
            }
            e = finish(m);
        } else if (at(Tok::At)) {
            advance();
            TokenIndex name = expect(Tok::Identifier, "(a rect field such as x1) after '@'");
            auto* r = make<Expr>(e->first);
            r->kind = ExprKind::RectField;
            r->operand = e;
            r->token = name;
            e = finish(r);
        } else {
            return e;
        }
    }
}

} // namespace incursion::script
