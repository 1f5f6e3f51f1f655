// Raw scanner: splits source text into preprocessing tokens. It knows comments,
// strings (which may span lines), char constants, `{: ... :}` grids, numbers
// with suffixes (2d6, 1st, 0x1F), identifiers and punctuators. It is restartable
// at any line start from a small state, so the editor's highlighter re-scans only
// the lines an edit touched.
#pragma once

#include <cstdint>
#include <string_view>

namespace incursion::script {

enum class RawKind : uint8_t {
    Whitespace, Newline, Identifier, Number, String, Char, Grid, Punct,
    LineComment, BlockComment, Directive /* the '#' starting a directive line */,
    Other, Unterminated /* string/comment/grid running to the end of the text */
};

// What is still open at the end of a piece of text.
enum class ScanState : uint8_t { Normal, InBlockComment, InString, InGrid };

struct RawToken {
    RawKind kind;
    uint32_t offset;
    uint32_t length;
};

class Scanner {
public:
    // `lineStart`: only spaces precede `start` on its line (a `#` there starts
    // a directive); false when resuming inside a line after a token.
    Scanner(std::string_view text, uint32_t start = 0, ScanState state = ScanState::Normal, bool lineStart = true);
    RawToken next();                      // Whitespace/Newline included; length 0 at end
    bool atEnd() const { return pos_ >= text_.size(); }
    ScanState state() const { return state_; }
    uint32_t position() const { return pos_; }
    bool atLineStart() const { return lineStart_; }

private:
    RawToken continueOpen();
    std::string_view text_;
    uint32_t pos_;
    ScanState state_;
    bool lineStart_ = true;
};

// Length of the punctuator at `s` (longest match: "<<=" before "<<" before "<"), 0 if none.
uint32_t punctuatorLength(std::string_view s);

} // namespace incursion::script
