#include "semantic_tokens.h"

#include "script/highlighter.h"

#include <algorithm>
#include <optional>

namespace incursion::incls {
namespace {

using script::HighlightStyle;

// Identifiers and plain text get no token: the client's own colours stay.
// Errors show as diagnostics.
std::optional<uint32_t> tokenType(HighlightStyle style)
{
    switch (style) {
    case HighlightStyle::Comment: return 0;
    case HighlightStyle::CodeKeyword:
    case HighlightStyle::DataKeyword: return 1;
    case HighlightStyle::TypeKeyword: return 2;
    case HighlightStyle::Number: return 3;
    case HighlightStyle::String:
    case HighlightStyle::CharConstant:
    case HighlightStyle::Grid: return 4;
    case HighlightStyle::Operator: return 5;
    case HighlightStyle::Constant: return 6;
    case HighlightStyle::DataWord: return 7;
    case HighlightStyle::Directive: return 8;
    case HighlightStyle::ResourceReference: return 9;
    case HighlightStyle::Markup: return 10;
    case HighlightStyle::Default:
    case HighlightStyle::Identifier:
    case HighlightStyle::Error:
    case HighlightStyle::Count: break;
    }
    return std::nullopt;
}

struct Span {
    uint32_t offset;
    uint32_t length;
    uint32_t type;
};

} // namespace

const std::vector<std::string>& semanticTokenTypes()
{
    static const std::vector<std::string> types = {"comment", "keyword", "type",  "number", "string",   "operator",
                                                   "enumMember", "property", "macro", "class", "decorator"};
    return types;
}

std::vector<uint32_t> semanticTokens(std::string_view text, PositionEncoding encoding)
{
    std::vector<Span> spans;
    script::highlight(text, 0, static_cast<uint32_t>(text.size()), script::HighlightState{},
                      [&](uint32_t offset, uint32_t length, HighlightStyle style) {
                          if (const std::optional<uint32_t> type = tokenType(style); type && length)
                              spans.push_back({offset, length, *type});
                      });
    std::stable_sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.offset < b.offset; });

    const LineIndex lines(text);
    std::vector<uint32_t> data;
    uint32_t previousLine = 0;
    uint32_t previousColumn = 0;
    uint32_t covered = 0;       // tokens may not overlap: skip what an earlier one covers
    for (const Span& span : spans) {
        uint32_t begin = std::max(span.offset, covered);
        const uint32_t end = std::min<uint32_t>(span.offset + span.length, static_cast<uint32_t>(text.size()));
        covered = std::max(covered, end);
        for (uint32_t line = begin < end ? lines.lineOf(begin) : lines.lineCount(); begin < end && line < lines.lineCount();
             ++line) {
            const std::string_view lineText = lines.line(line);
            const uint32_t lineStart = lines.lineStart(line);
            const uint32_t lineEnd = lineStart + static_cast<uint32_t>(lineText.size());
            const uint32_t pieceEnd = std::min(end, lineEnd);
            const uint32_t column = clientColumn(lineText, begin - lineStart, encoding);
            const uint32_t length =
                begin < pieceEnd ? clientColumn(lineText, pieceEnd - lineStart, encoding) - column : 0;
            if (length > 0) {
                data.insert(data.end(), {line - previousLine, line == previousLine ? column - previousColumn : column,
                                         length, span.type, 0});
                previousLine = line;
                previousColumn = column;
            }
            if (line + 1 < lines.lineCount())
                begin = std::max(begin, lines.lineStart(line + 1));
            else
                begin = end;
        }
    }
    return data;
}

} // namespace incursion::incls
