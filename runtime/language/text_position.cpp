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

TextPositions::TextPositions(std::string_view text, PositionEncoding encoding) : text_(text), encoding_(encoding)
{
    lineStarts_.push_back(0);
    for (uint32_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n')
            lineStarts_.push_back(i + 1);
}

Position TextPositions::position(uint32_t offset) const
{
    offset = std::min<uint32_t>(offset, static_cast<uint32_t>(text_.size()));
    const auto after = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
    const uint32_t line = static_cast<uint32_t>(after - lineStarts_.begin()) - 1;
    const uint32_t start = lineStarts_[line];
    if (encoding_ == PositionEncoding::Bytes)
        return {line, offset - start};
    uint32_t column = 0;
    for (uint32_t i = start; i < offset;) {
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
    uint32_t i = start;
    for (uint32_t column = 0; i < end && column < position.column;) {
        const auto lead = static_cast<unsigned char>(text_[i]);
        column += utf16Units(lead);
        i += utf8Length(lead);
    }
    return std::min(i, end);
}

} // namespace incursion::language
