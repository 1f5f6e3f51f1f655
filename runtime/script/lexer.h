// The IncursionScript lexer: turns preprocessed tokens into language tokens.
//
// Like the original it is context-sensitive: it tracks brace depth (bodies are
// depth 1, handler code depth >= 2), a declaration state (after a type keyword,
// `system` or `routine`, until `;`) and gear `if (...)` conditions. In code,
// only code keywords exist and they are case-sensitive; elsewhere every word
// must be a keyword or a valued word (case-insensitive), else it is an error.
#pragma once

#include "diagnostics.h"
#include "preprocessor.h"
#include "token.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace incursion::script {

// Identifiers interned once; Token::text indexes this table.
class NameTable {
public:
    uint32_t intern(std::string_view name);
    std::string_view name(uint32_t id) const { return names_[id]; }
    size_t size() const { return names_.size(); }
private:
    std::deque<std::string> storage_;
    std::vector<std::string_view> names_;
    std::unordered_map<std::string_view, uint32_t> index_;
};

// Decoded string literals and grids; Token::text indexes this table.
struct StringTable {
    std::vector<std::string> strings;
    // For grids: width and height in cells.
    struct GridSize { uint16_t width = 0; uint16_t height = 0; };
    std::vector<GridSize> gridSizes;    // parallel to strings (0x0 for non-grids)
};

struct LexedUnit {
    std::vector<Token> tokens;          // always ends with Tok::EndOfFile
    NameTable names;
    StringTable strings;
};

// Where a token stream starts: a module's top level, or inside handler code
// (a debugger's watch expression).
enum class LexStart { TopLevel, Code };

class Lexer {
public:
    explicit Lexer(Diagnostics& diags) : diags_(diags) {}
    // Lexes the whole preprocessed stream.
    LexedUnit lex(const std::vector<PPToken>& input, LexStart start = LexStart::TopLevel);

private:
    Diagnostics& diags_;
};

// One row of a map grid as the lexer reads it: the cells of one line of the
// grid's body (the text between `{:` and `:}`). Spaces, tabs and CRs are not
// cells; a line ends at LF, CRLF or a lone CR; lines without cells are no rows.
// Offsets are into the body.
struct GridRow {
    uint32_t begin = 0;                 // the first cell
    uint32_t end = 0;                   // just past the last cell
    std::string cells;
    std::vector<uint32_t> cellOffsets;  // of each cell
};
std::vector<GridRow> splitGridRows(std::string_view body);
constexpr size_t kMaxGridSide = 255;    // cells per row and rows (the original's uint8 sizes)

// Decodes one string literal body (between the quotes) with the original's
// escape and whitespace rules, appending to `out`. Returns false and sets
// `badEscapeOffset` on an unknown escape.
bool decodeStringLiteral(std::string_view body, std::string& out, size_t& badEscapeOffset);

} // namespace incursion::script
