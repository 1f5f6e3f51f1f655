// Character classes of the ASCII range, independent of the C locale: script
// sources, messages and file formats are read the same way on every system.
#pragma once

#include <string>
#include <string_view>

namespace incursion::core {

constexpr bool isAsciiSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
constexpr bool isAsciiDigit(char c) { return c >= '0' && c <= '9'; }
constexpr bool isAsciiUpper(char c) { return c >= 'A' && c <= 'Z'; }
constexpr bool isAsciiLower(char c) { return c >= 'a' && c <= 'z'; }
constexpr bool isAsciiLetter(char c) { return isAsciiUpper(c) || isAsciiLower(c); }
constexpr char asciiLower(char c) { return isAsciiUpper(c) ? char(c - 'A' + 'a') : c; }
constexpr char asciiUpper(char c) { return isAsciiLower(c) ? char(c - 'a' + 'A') : c; }

// C identifiers, as the script language spells names.
constexpr bool isIdentifierStart(char c) { return isAsciiLetter(c) || c == '_'; }
constexpr bool isIdentifierChar(char c) { return isIdentifierStart(c) || isAsciiDigit(c); }

// `text` with each run of white space made one space and none at either end:
// a declaration as written, shown on one line.
inline std::string collapsedSpaces(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    bool space = false;
    for (char c : text) {
        if (isAsciiSpace(c)) {
            space = !out.empty();
            continue;
        }
        if (space)
            out += ' ';
        space = false;
        out += c;
    }
    return out;
}

} // namespace incursion::core
