#include "document.h"

#include <algorithm>

namespace incursion::incls {

void Document::apply(const Change& change, PositionEncoding encoding)
{
    if (!change.start) {
        text = change.text;
        return;
    }
    const LineIndex lines(text);
    uint32_t begin = toOffset(lines, *change.start, encoding);
    uint32_t end = toOffset(lines, change.end, encoding);
    if (end < begin)
        std::swap(begin, end);
    text.replace(begin, end - begin, change.text);
}

} // namespace incursion::incls
