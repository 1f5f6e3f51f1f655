#include "ast.h"

#include "lexer.h"

#include <algorithm>

namespace incursion::script::ast {

void* Arena::allocate(size_t size, size_t align)
{
    size_t padding = cursor_ ? (align - reinterpret_cast<uintptr_t>(cursor_) % align) % align : 0;
    if (!cursor_ || padding + size > remaining_) {
        // Blocks grow with the module so big modules need few of them.
        size_t blockSize = std::max<size_t>(size + align, std::clamp<size_t>(used_, 64 * 1024, 4 * 1024 * 1024));
        blocks_.push_back(std::make_unique_for_overwrite<std::byte[]>(blockSize));
        cursor_ = blocks_.back().get();
        remaining_ = blockSize;
        padding = (align - reinterpret_cast<uintptr_t>(cursor_) % align) % align;
    }
    std::byte* result = cursor_ + padding;
    cursor_ = result + size;
    remaining_ -= padding + size;
    used_ += size;
    return result;
}

SourceLocation displayLocation(const LexedUnit& unit, const SourceManager& sources, TokenIndex token)
{
    if (token >= unit.tokens.size())
        return {};
    const Token& t = unit.tokens[token];
    return t.expansion ? sources.outermostUse(t.loc, t.expansion) : t.loc;
}

SourceLocation displayEnd(const LexedUnit& unit, const SourceManager& sources, TokenIndex token)
{
    if (token >= unit.tokens.size())
        return {};
    const Token& t = unit.tokens[token];
    return sources.outermostUseEnd(t.loc, t.length, t.expansion);
}

std::optional<SourceRange> writtenRange(const LexedUnit& unit, const SourceManager& sources, TokenIndex first,
                                        TokenIndex last)
{
    if (first > last || last >= unit.tokens.size())
        return std::nullopt;
    const SourceLocation begin = displayLocation(unit, sources, first);
    const SourceLocation end = displayEnd(unit, sources, last);
    if (!begin.valid() || begin.file != end.file || end.offset < begin.offset)
        return std::nullopt;
    return SourceRange{begin, end.offset - begin.offset};
}

std::string_view typeNameSpelling(TypeName type)
{
    switch (type) {
    case TypeName::None: return {};
    case TypeName::Void: return "void";
    case TypeName::Bool: return "bool";
    case TypeName::UInt8: return "uint8";
    case TypeName::UInt16: return "uint16";
    case TypeName::Int8: return "int8";
    case TypeName::Int16: return "int16";
    case TypeName::Int32: return "int32";
    case TypeName::HObj: return "hObj";
    case TypeName::HText: return "hText";
    case TypeName::RID: return "rID";
    case TypeName::String: return "string";
    case TypeName::Rect: return "rect";
    }
    return {};
}

std::string_view opSpelling(Op op)
{
    switch (op) {
    case Op::None: return {};
    case Op::Plus: return "+";
    case Op::Negate: return "-";
    case Op::Not: return "!";
    case Op::BitNot: return "~";
    case Op::Abs: return ":e:";
    case Op::PreIncrement: case Op::PostIncrement: return "++";
    case Op::PreDecrement: case Op::PostDecrement: return "--";
    case Op::Mul: return "*";
    case Op::Div: return "/";
    case Op::Mod: return "%";
    case Op::Add: return "+";
    case Op::Sub: return "-";
    case Op::ShiftLeft: return "<<";
    case Op::ShiftRight: return ">>";
    case Op::Less: return "<";
    case Op::Greater: return ">";
    case Op::LessEqual: return "<=";
    case Op::GreaterEqual: return ">=";
    case Op::Equal: return "==";
    case Op::NotEqual: return "!=";
    case Op::BitAnd: return "&";
    case Op::BitXor: return "^";
    case Op::BitOr: return "|";
    case Op::LogicalAnd: return "&&";
    case Op::LogicalOr: return "||";
    case Op::Assign: return "=";
    case Op::AddAssign: return "+=";
    case Op::SubAssign: return "-=";
    case Op::MulAssign: return "*=";
    case Op::DivAssign: return "/=";
    case Op::ModAssign: return "%=";
    case Op::AndAssign: return "&=";
    case Op::OrAssign: return "|=";
    case Op::ShiftLeftAssign: return "<<=";
    case Op::ShiftRightAssign: return ">>=";
    case Op::NegAssign: return "~=";
    }
    return {};
}

} // namespace incursion::script::ast
