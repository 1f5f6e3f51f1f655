#include "text_position.h"

#include <algorithm>

namespace incursion::incls {
namespace {

// The bytes of the UTF-8 sequence at `i`, or 1 for a byte that starts no valid sequence.
uint32_t sequenceLength(std::string_view s, size_t i)
{
    const auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = byte(i);
    uint32_t n = 1;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF)
        n = 3;
    else if (c >= 0xF0 && c <= 0xF4)
        n = 4;
    if (n == 1 || i + n > s.size())
        return 1;
    for (uint32_t k = 1; k < n; ++k)
        if ((byte(i + k) & 0xC0) != 0x80)
            return 1;
    return n;
}

uint32_t unitsOf(uint32_t sequence, PositionEncoding encoding)
{
    if (encoding == PositionEncoding::Utf8)
        return sequence;
    return sequence == 4 ? 2 : 1;      // past the BMP: a surrogate pair
}

} // namespace

std::string_view encodingName(PositionEncoding encoding)
{
    return encoding == PositionEncoding::Utf8 ? "utf-8" : "utf-16";
}

uint32_t clientColumn(std::string_view line, uint32_t byteColumn, PositionEncoding encoding)
{
    if (encoding == PositionEncoding::Utf8)
        return byteColumn;
    uint32_t column = 0;
    for (size_t i = 0; i < line.size() && i < byteColumn;) {
        const uint32_t n = sequenceLength(line, i);
        column += unitsOf(n, encoding);
        i += n;
    }
    return column;
}

uint32_t byteColumn(std::string_view line, uint32_t column, PositionEncoding encoding)
{
    if (encoding == PositionEncoding::Utf8)
        return std::min<uint32_t>(column, static_cast<uint32_t>(line.size()));
    uint32_t units = 0;
    size_t i = 0;
    while (i < line.size()) {
        const uint32_t n = sequenceLength(line, i);
        if (units + unitsOf(n, encoding) > column)
            break;
        units += unitsOf(n, encoding);
        i += n;
    }
    return static_cast<uint32_t>(i);
}

LineIndex::LineIndex(std::string_view text) : text_(text)
{
    starts_.push_back(0);
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
            ++i;
        if (text[i] == '\n' || text[i] == '\r')
            starts_.push_back(static_cast<uint32_t>(i + 1));
    }
}

uint32_t LineIndex::lineOf(uint32_t offset) const
{
    const auto after = std::upper_bound(starts_.begin(), starts_.end(), offset);
    return static_cast<uint32_t>(after - starts_.begin()) - 1;
}

std::string_view LineIndex::line(uint32_t line) const
{
    const size_t begin = std::min<size_t>(starts_[line], text_.size());
    size_t end = line + 1 < starts_.size() ? starts_[line + 1] : text_.size();
    while (end > begin && (text_[end - 1] == '\n' || text_[end - 1] == '\r'))
        --end;
    return text_.substr(begin, end - begin);
}

ClientPosition toClient(const LineIndex& lines, uint32_t offset, PositionEncoding encoding)
{
    const uint32_t line = lines.lineOf(offset);
    return {line, clientColumn(lines.line(line), offset - lines.lineStart(line), encoding)};
}

uint32_t toOffset(const LineIndex& lines, ClientPosition position, PositionEncoding encoding)
{
    if (position.line >= lines.lineCount()) {
        const uint32_t last = lines.lineCount() - 1;
        return lines.lineStart(last) + static_cast<uint32_t>(lines.line(last).size());
    }
    return lines.lineStart(position.line) + byteColumn(lines.line(position.line), position.character, encoding);
}

} // namespace incursion::incls
