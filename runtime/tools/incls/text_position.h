// Positions as the client counts them and as the compiler counts them. LSP
// positions are a 0-based line and a column in the negotiated encoding:
// UTF-16 code units (the default) or UTF-8 bytes; the compiler counts bytes.
// Text that is not valid UTF-8 (files from disk are untrusted) counts one
// unit per stray byte, so every byte offset has a column and back.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace incursion::incls {

enum class PositionEncoding { Utf16, Utf8 };

std::string_view encodingName(PositionEncoding encoding);

// The client's column of the byte `byteColumn` (0-based) of `line`.
uint32_t clientColumn(std::string_view line, uint32_t byteColumn, PositionEncoding encoding);
// The byte column of the client's column `column` in `line` (clamped to the line).
uint32_t byteColumn(std::string_view line, uint32_t column, PositionEncoding encoding);

// Where lines start in a text (LF, CRLF or a lone CR ends a line).
class LineIndex {
public:
    explicit LineIndex(std::string_view text);
    uint32_t lineCount() const { return static_cast<uint32_t>(starts_.size()); }
    // The 0-based line holding byte `offset` (the last line past the end).
    uint32_t lineOf(uint32_t offset) const;
    uint32_t lineStart(uint32_t line) const { return starts_[line]; }
    // A line's text without its line break.
    std::string_view line(uint32_t line) const;

private:
    std::string_view text_;
    std::vector<uint32_t> starts_;
};

struct ClientPosition {
    uint32_t line = 0;
    uint32_t character = 0;
};

ClientPosition toClient(const LineIndex& lines, uint32_t offset, PositionEncoding encoding);
// A client position as a byte offset, clamped to the text (a line past the
// end is the end of the text; a column past the end of its line, the line's end).
uint32_t toOffset(const LineIndex& lines, ClientPosition position, PositionEncoding encoding);

} // namespace incursion::incls
