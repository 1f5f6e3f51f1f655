// Character classes of the ASCII range, independent of the C locale: script
// sources, messages and file formats are read the same way on every system.
#pragma once

namespace incursion::core {

constexpr bool isAsciiDigit(char c) { return c >= '0' && c <= '9'; }
constexpr bool isAsciiUpper(char c) { return c >= 'A' && c <= 'Z'; }
constexpr bool isAsciiLower(char c) { return c >= 'a' && c <= 'z'; }
constexpr bool isAsciiLetter(char c) { return isAsciiUpper(c) || isAsciiLower(c); }
constexpr char asciiLower(char c) { return isAsciiUpper(c) ? char(c - 'A' + 'a') : c; }
constexpr char asciiUpper(char c) { return isAsciiLower(c) ? char(c - 'a' + 'A') : c; }

// C identifiers, as the script language spells names.
constexpr bool isIdentifierStart(char c) { return isAsciiLetter(c) || c == '_'; }
constexpr bool isIdentifierChar(char c) { return isIdentifierStart(c) || isAsciiDigit(c); }

} // namespace incursion::core
