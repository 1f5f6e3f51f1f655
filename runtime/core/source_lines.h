// Line tables of source text: where lines begin and what a line says. The
// compiler, the disassembler and the debugger count lines the same way.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace incursion::core {

// Where the lines of `text` begin (the first at 0). A line ends at LF, CRLF or
// a lone CR, as in the editor; every tool counts lines this way.
std::vector<uint32_t> lineStartOffsets(std::string_view text);
// Line `line` (1-based) of `text`, without its end; empty past the last line.
std::string_view lineOf(std::string_view text, const std::vector<uint32_t>& starts, uint32_t line);

} // namespace incursion::core
