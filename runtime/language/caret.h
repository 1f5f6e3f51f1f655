// What surrounds the caret in a document's current text, read with the
// compiler's scanner and highlighter: whether it is in code, data, a comment
// or a `$"name"`, the word it touches, and the member access before it.
#pragma once

#include "script/scanner.h"

#include <string>
#include <string_view>
#include <vector>

namespace incursion::language {

// The scanner's tokens of a text range, without whitespace and comments.
struct ScannedToken {
    script::RawKind kind;
    uint32_t offset;
    uint32_t length;
};
std::vector<ScannedToken> scanTokens(std::string_view text, uint32_t begin, uint32_t end);

struct Caret {
    enum class Where : uint8_t { Comment, String, ResourceName, Grid, Code, Data };
    Where where = Where::Data;
    uint32_t offset = 0;
    // The identifier (or `$"name"`'s text) the caret is in or touches.
    uint32_t wordBegin = 0;
    uint32_t wordEnd = 0;
    std::string word;
    // The member access just before the word (`EActor->`, `e.`): the tokens
    // of the caret's line up to the operator, and the operator's index.
    std::vector<ScannedToken> lineTokens;
    int accessToken = -1;               // index into lineTokens of `->` or `.`, -1 if none
    uint32_t lineStart = 0;
    // `#include "..."` line: the file named.
    std::string includeTarget;

    bool isMember() const { return accessToken >= 0; }
};

Caret caretAt(std::string_view text, uint32_t offset);

} // namespace incursion::language
