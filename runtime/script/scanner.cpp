#include "scanner.h"
#include "core/ascii.h"

#include <array>

namespace incursion::script {
namespace {

bool isHorizontalSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

// A line ends at LF, or at a CR not followed by LF (CRLF ends at its LF).
bool isLoneCarriageReturn(std::string_view text, uint32_t p)
{
    return text[p] == '\r' && (p + 1 >= text.size() || text[p + 1] != '\n');
}

// Longest first within each leading character.
constexpr auto kPunctuators = std::to_array<std::string_view>({
    ">>=", "<<=", "...", "::", "++", "--", ">>", "<<", ">=", "<=", "==", "!=", "&&", "||",
    "*=", "+=", "-=", "/=", "%=", "&=", "|=", "~=", "->",
    ":", "{", "}", ";", "+", "-", ",", "%", "/", "|", "!", "@", "#", "$", "^", "&", "*",
    "(", ")", "[", "]", ".", "<", ">", "~", "?", "=",
});

// The punctuators each byte can lead, in kPunctuators' order: the scanner
// asks at every punctuation byte, so it compares only these, not all of them.
struct LedBy {
    std::array<uint8_t, 4> index{};
    uint8_t count = 0;
};
constexpr std::array<LedBy, 256> kLedBy = [] {
    std::array<LedBy, 256> table{};
    for (uint8_t i = 0; i < kPunctuators.size(); ++i) {
        LedBy& led = table[static_cast<unsigned char>(kPunctuators[i][0])];
        led.index[led.count++] = i;
    }
    return table;
}();

} // namespace

uint32_t punctuatorLength(std::string_view s)
{
    if (s.empty())
        return 0;
    const LedBy& led = kLedBy[static_cast<unsigned char>(s[0])];
    for (uint8_t i = 0; i < led.count; ++i) {
        const std::string_view p = kPunctuators[led.index[i]];
        if (s.size() >= p.size() && (p.size() < 2 || s[1] == p[1]) && (p.size() < 3 || s[2] == p[2]))
            return static_cast<uint32_t>(p.size());
    }
    return 0;
}

Scanner::Scanner(std::string_view text, uint32_t start, ScanState state, bool lineStart)
    : text_(text), pos_(start), state_(state), lineStart_(lineStart)
{
}

// Length of a backslash line continuation at `p` ("\\\n", "\\\r\n", "\\ \n"), 0 if none.
static uint32_t continuationLength(std::string_view text, uint32_t p)
{
    if (p >= text.size() || text[p] != '\\')
        return 0;
    uint32_t q = p + 1;
    while (q < text.size() && isHorizontalSpace(text[q]) && !isLoneCarriageReturn(text, q))
        ++q;
    if (q < text.size() && (text[q] == '\n' || isLoneCarriageReturn(text, q)))
        return q + 1 - p;
    return 0;
}

RawToken Scanner::continueOpen()
{
    // Finishes a comment, string or grid that started before pos_.
    const uint32_t start = pos_;
    const uint32_t n = static_cast<uint32_t>(text_.size());
    switch (state_) {
    case ScanState::InBlockComment:
        while (pos_ + 1 < n && !(text_[pos_] == '*' && text_[pos_ + 1] == '/'))
            ++pos_;
        if (pos_ + 1 < n) {
            pos_ += 2;
            state_ = ScanState::Normal;
            return {RawKind::BlockComment, start, pos_ - start};
        }
        pos_ = n;
        return {RawKind::Unterminated, start, pos_ - start};
    case ScanState::InString:
        while (pos_ < n && text_[pos_] != '"') {
            if (text_[pos_] == '\\' && pos_ + 1 < n)
                ++pos_;
            ++pos_;
        }
        if (pos_ < n) {
            ++pos_;
            state_ = ScanState::Normal;
            return {RawKind::String, start, pos_ - start};
        }
        pos_ = n;
        return {RawKind::Unterminated, start, pos_ - start};
    case ScanState::InGrid:
        while (pos_ + 1 < n && !(text_[pos_] == ':' && text_[pos_ + 1] == '}'))
            ++pos_;
        if (pos_ + 1 < n) {
            pos_ += 2;
            state_ = ScanState::Normal;
            return {RawKind::Grid, start, pos_ - start};
        }
        pos_ = n;
        return {RawKind::Unterminated, start, pos_ - start};
    case ScanState::Normal:
        break;
    }
    return {RawKind::Other, start, 0};
}

RawToken Scanner::next()
{
    const uint32_t n = static_cast<uint32_t>(text_.size());
    if (pos_ >= n)
        return {RawKind::Newline, n, 0};
    if (state_ != ScanState::Normal) {
        RawToken t = continueOpen();
        lineStart_ = false;
        return t;
    }

    const uint32_t start = pos_;
    const char c = text_[pos_];

    if (c == '\n' || isLoneCarriageReturn(text_, pos_)) {
        ++pos_;
        lineStart_ = true;
        return {RawKind::Newline, start, 1};
    }
    if (isHorizontalSpace(c) || continuationLength(text_, pos_)) {
        while (pos_ < n) {
            if (isHorizontalSpace(text_[pos_]) && !isLoneCarriageReturn(text_, pos_))
                ++pos_;
            else if (uint32_t k = continuationLength(text_, pos_))
                pos_ += k;
            else
                break;
        }
        return {RawKind::Whitespace, start, pos_ - start};
    }

    const bool wasLineStart = lineStart_;
    lineStart_ = false;

    if (c == '/' && pos_ + 1 < n && text_[pos_ + 1] == '/') {
        while (pos_ < n && text_[pos_] != '\n' && !isLoneCarriageReturn(text_, pos_))
            ++pos_;
        lineStart_ = wasLineStart;
        return {RawKind::LineComment, start, pos_ - start};
    }
    if (c == '/' && pos_ + 1 < n && text_[pos_ + 1] == '*') {
        pos_ += 2;
        state_ = ScanState::InBlockComment;
        RawToken t = continueOpen();
        lineStart_ = wasLineStart;
        return {t.kind, start, pos_ - start};
    }
    if (c == '"') {
        ++pos_;
        state_ = ScanState::InString;
        RawToken t = continueOpen();
        return {t.kind, start, pos_ - start};
    }
    if (c == '{' && pos_ + 1 < n && text_[pos_ + 1] == ':') {
        pos_ += 2;
        state_ = ScanState::InGrid;
        RawToken t = continueOpen();
        return {t.kind, start, pos_ - start};
    }
    if (c == '\'' && pos_ + 2 < n && text_[pos_ + 1] != '\'' && text_[pos_ + 1] != '\n' && text_[pos_ + 2] == '\'') {
        pos_ += 3;
        return {RawKind::Char, start, 3};
    }
    if (core::isAsciiDigit(c)) {
        while (pos_ < n && core::isIdentifierChar(text_[pos_]))
            ++pos_;
        return {RawKind::Number, start, pos_ - start};
    }
    if (core::isIdentifierStart(c)) {
        while (pos_ < n && core::isIdentifierChar(text_[pos_]))
            ++pos_;
        return {RawKind::Identifier, start, pos_ - start};
    }
    if (c == '#' && wasLineStart) {
        ++pos_;
        return {RawKind::Directive, start, 1};
    }
    if (uint32_t len = punctuatorLength(text_.substr(pos_))) {
        pos_ += len;
        return {RawKind::Punct, start, len};
    }
    // Any other byte; a UTF-8 sequence stays together so messages can quote it.
    ++pos_;
    while (pos_ < n && (static_cast<unsigned char>(text_[pos_]) & 0xC0) == 0x80)
        ++pos_;
    return {RawKind::Other, start, pos_ - start};
}

} // namespace incursion::script
