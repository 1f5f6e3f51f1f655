#include "document.h"

#include "language/text_position.h"

#include <algorithm>

namespace incursion::incls {

void Document::apply(const Change& change, language::PositionEncoding encoding)
{
    if (!change.range) {
        text = change.text;
        return;
    }
    const language::TextPositions positions(text, encoding);
    uint32_t begin = positions.offset(change.range->start);
    uint32_t end = positions.offset(change.range->end);
    if (end < begin)
        std::swap(begin, end);
    text.replace(begin, end - begin, change.text);
}

} // namespace incursion::incls
