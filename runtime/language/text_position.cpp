#include "language/text_position.h"

#include <algorithm>

namespace incursion::language {
namespace {

// UTF-16 code units of one UTF-8 sequence led by `lead` (4-byte sequences are
// surrogate pairs); bytes that lead nothing count as one unit, as decoders
// replace them with U+FFFD.
uint32_t utf16Units(unsigned char lead) { return lead >= 0xF0 ? 2 : 1; }
uint32_t utf8Length(unsigned char lead)
{
    return lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
}

} // namespace

constexpr uint32_t kCheckpointSpacing = 1024;

TextPositions::TextPositions(std::string_view text, PositionEncoding encoding) : text_(text), encoding_(encoding)
{
    lineStarts_.push_back(0);
    for (uint32_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n')
            lineStarts_.push_back(i + 1);
    if (encoding_ != PositionEncoding::Utf16)
        return;
    for (size_t line = 0; line < lineStarts_.size(); ++line) {
        const uint32_t start = lineStarts_[line];
        const uint32_t end = line + 1 < lineStarts_.size() ? lineStarts_[line + 1] : static_cast<uint32_t>(text.size());
        if (end - start <= kCheckpointSpacing)
            continue;
        // The same steps as position() takes, so resuming at one gives its answer.
        uint32_t column = 0, last = start;
        for (uint32_t i = start; i < end;) {
            if (i - last >= kCheckpointSpacing) {
                checkpoints_.push_back({i, column});
                last = i;
            }
            const auto lead = static_cast<unsigned char>(text_[i]);
            column += utf16Units(lead);
            i += utf8Length(lead);
        }
    }
}

TextPositions::Checkpoint TextPositions::resumeAt(uint32_t lineStart, uint32_t offset) const
{
    const auto after = std::upper_bound(checkpoints_.begin(), checkpoints_.end(), offset,
                                        [](uint32_t o, const Checkpoint& c) { return o < c.offset; });
    if (after != checkpoints_.begin() && std::prev(after)->offset >= lineStart)
        return *std::prev(after);
    return {lineStart, 0};
}

Position TextPositions::position(uint32_t offset) const
{
    offset = std::min<uint32_t>(offset, static_cast<uint32_t>(text_.size()));
    const auto after = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
    const uint32_t line = static_cast<uint32_t>(after - lineStarts_.begin()) - 1;
    const uint32_t start = lineStarts_[line];
    if (encoding_ == PositionEncoding::Bytes)
        return {line, offset - start};
    const Checkpoint from = resumeAt(start, offset);
    uint32_t column = from.column;
    for (uint32_t i = from.offset; i < offset;) {
        const auto lead = static_cast<unsigned char>(text_[i]);
        column += utf16Units(lead);
        i += std::min(utf8Length(lead), offset - i);
    }
    return {line, column};
}

uint32_t TextPositions::offset(Position position) const
{
    if (position.line >= lineStarts_.size())
        return static_cast<uint32_t>(text_.size());
    const uint32_t start = lineStarts_[position.line];
    uint32_t end = position.line + 1 < lineStarts_.size() ? lineStarts_[position.line + 1] - 1
                                                          : static_cast<uint32_t>(text_.size());
    if (encoding_ == PositionEncoding::Bytes)
        return std::min(start + position.column, end);
    // The last checkpoint of the line at or before the column (columns grow along it).
    Checkpoint from{start, 0};
    const auto byOffset = [](const Checkpoint& c, uint32_t o) { return c.offset < o; };
    const auto first = std::lower_bound(checkpoints_.begin(), checkpoints_.end(), start, byOffset);
    const auto last = std::lower_bound(first, checkpoints_.end(), end, byOffset);
    const auto after = std::upper_bound(first, last, position.column,
                                        [](uint32_t column, const Checkpoint& c) { return column < c.column; });
    if (after != first)
        from = *std::prev(after);
    uint32_t i = from.offset;
    for (uint32_t column = from.column; i < end && column < position.column;) {
        const auto lead = static_cast<unsigned char>(text_[i]);
        column += utf16Units(lead);
        i += utf8Length(lead);
    }
    return std::min(i, end);
}

} // namespace incursion::language
