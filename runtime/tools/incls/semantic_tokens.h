// LSP semantic tokens from the compiler's highlighter (script/highlighter.h):
// the styles the studio shows, as standard token types, one line at a time
// (a comment or grid over several lines becomes one token per line).
#pragma once

#include "text_position.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::incls {

// The legend's token types, in the order the data indexes them.
const std::vector<std::string>& semanticTokenTypes();

// The relative five-integer encoding of LSP 3.17 (deltaLine, deltaStart,
// length, type, modifiers) for the whole text.
std::vector<uint32_t> semanticTokens(std::string_view text, PositionEncoding encoding);

} // namespace incursion::incls
