// Tokens of IncursionScript as the parser sees them (after preprocessing and
// the context-sensitive lexer).
#pragma once

#include "core/resource_kind.h"
#include "source_manager.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace incursion::script {

enum class Tok : uint16_t {
#define TOKEN(Name) Name,
#include "token_kinds.def"
    Count
};

// Classes of valued data words (Tok::Attribute etc. carry the value).
enum class WordClass : uint8_t { Attribute, Colour, Direction, WeaponType, SaveType };

struct Token {
    Tok kind = Tok::Invalid;
    uint8_t flags = 0;          // Token::Flag bits
    SourceLocation loc;         // where the token is spelled (file, offset)
    uint32_t length = 0;        // spelled length in bytes
    ExpansionId expansion = 0;  // macro expansion that produced it, 0 if none
    int32_t value = 0;          // Number, CharConstant, valued words
    uint32_t text = 0;          // Identifier: interned name; String/Grid: string index

    enum Flag : uint8_t {
        CodeContext = 1,        // lexed in code mode (handler body, declaration, gear if)
        Merged = 2,             // String made from several adjacent literals
        Reported = 4,           // the lexer already reported an error at this token
    };
    bool is(Tok k) const { return kind == k; }
    SourceRange range() const { return {loc, length}; }
};

// Name of a token kind for messages ("';'", "identifier", "'Monster'").
std::string_view tokenKindName(Tok kind);
// Fixed spelling of a punctuator or the canonical spelling of a keyword; empty otherwise.
std::string_view tokenSpelling(Tok kind);
bool isCodeKeyword(Tok kind);
bool isDataKeyword(Tok kind);
// int8 ... uint16, string, hText, hObj, rID, rect, bool (not void).
bool isTypeKeyword(Tok kind);

// The resource a header keyword declares (`Monster "x"`): Spell, Poison and
// Disease declare Effects, Flavour a Flavor. Quest and NPC name kinds the
// language has no syntax for. Empty for other tokens.
std::optional<core::ResourceKind> resourceKindOfKeyword(Tok kind);

// `x1`..`x5` outside code are the numbers 1..5 (critical multipliers).
std::optional<int32_t> multiplierWordValue(std::string_view word);

// Keyword tables, shared with the editor's highlighter and completion and checked
// against the KSyntaxHighlighting definition.
struct KeywordSpelling { Tok kind; std::string_view spelling; };
struct WordSpelling { WordClass cls; int32_t value; std::string_view spelling; };
std::span<const KeywordSpelling> codeKeywordSpellings();
std::span<const KeywordSpelling> dataKeywordSpellings();
std::span<const WordSpelling> dataWordSpellings();

// Look-ups with the original's case rules.
std::optional<Tok> findCodeKeyword(std::string_view word, bool caseSensitive);
std::optional<Tok> findDataKeyword(std::string_view word);            // case-insensitive
std::optional<WordSpelling> findDataWord(std::string_view word);       // case-insensitive

} // namespace incursion::script
