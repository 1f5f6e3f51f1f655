// Byte offsets of a text and the service's positions (0-based line, column in
// UTF-16 code units or bytes), both ways.
#pragma once

#include "language/language_service.h"

#include <string_view>
#include <vector>

namespace incursion::language {

class TextPositions {
public:
    TextPositions(std::string_view text, PositionEncoding encoding);

    Position position(uint32_t offset) const;
    // The byte offset of a position; a column past the line's end gives its end.
    uint32_t offset(Position position) const;
    Range range(uint32_t offset, uint32_t length) const { return {position(offset), position(offset + length)}; }
    uint32_t lineCount() const { return static_cast<uint32_t>(lineStarts_.size()); }
    uint32_t lineStart(uint32_t line) const { return lineStarts_[line]; }
    std::string_view text() const { return text_; }

private:
    // A place along a long line where counting UTF-16 units may resume, so a
    // column on a 5 MB line costs a short walk, not one from the line's start.
    struct Checkpoint {
        uint32_t offset;
        uint32_t column;
    };
    // The last checkpoint at or before `offset` on the line starting at `lineStart`.
    Checkpoint resumeAt(uint32_t lineStart, uint32_t offset) const;

    std::string_view text_;
    PositionEncoding encoding_;
    std::vector<uint32_t> lineStarts_;
    std::vector<Checkpoint> checkpoints_;       // by offset; only on long lines, in UTF-16
};

} // namespace incursion::language
