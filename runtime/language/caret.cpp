#include "language/caret.h"

#include "script/highlighter.h"

#include <algorithm>

namespace incursion::language {
namespace {

bool isWordByte(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

} // namespace

std::vector<ScannedToken> scanTokens(std::string_view text, uint32_t begin, uint32_t end)
{
    std::vector<ScannedToken> tokens;
    const std::string_view part = text.substr(0, end);
    for (script::Scanner scanner(part, begin); !scanner.atEnd();) {
        const script::RawToken t = scanner.next();
        if (t.length == 0)
            break;
        switch (t.kind) {
        case script::RawKind::Whitespace:
        case script::RawKind::Newline:
        case script::RawKind::LineComment:
        case script::RawKind::BlockComment:
            break;
        default:
            tokens.push_back({t.kind, t.offset, t.length});
        }
    }
    return tokens;
}

Caret caretAt(std::string_view text, uint32_t offset)
{
    Caret caret;
    offset = std::min<uint32_t>(offset, static_cast<uint32_t>(text.size()));
    caret.offset = offset;
    const size_t newline = offset ? text.rfind('\n', offset - 1) : std::string_view::npos;
    caret.lineStart = newline == std::string_view::npos ? 0 : static_cast<uint32_t>(newline + 1);
    size_t lineEnd = text.find('\n', offset);
    if (lineEnd == std::string_view::npos)
        lineEnd = text.size();

    uint32_t begin = offset, end = offset;
    while (begin > caret.lineStart && isWordByte(text[begin - 1]))
        --begin;
    while (end < lineEnd && isWordByte(text[end]))
        ++end;
    caret.wordBegin = begin;
    caret.wordEnd = end;
    caret.word = std::string(text.substr(begin, end - begin));

    // The highlighter decides where the word is, as it does for the colours.
    const script::StyleSink ignore = [](uint32_t, uint32_t, script::HighlightStyle) {};
    const script::HighlightState lineState = script::highlight(text, 0, caret.lineStart, {}, ignore);
    script::HighlightStyle lastStyle = script::HighlightStyle::Default;
    uint32_t lastEnd = 0;
    const script::HighlightState state = script::highlight(
        text.substr(0, begin), caret.lineStart, begin, lineState,
        [&](uint32_t o, uint32_t length, script::HighlightStyle style) {
            lastStyle = style;
            lastEnd = o + length;
        });
    const bool inLineComment = lastStyle == script::HighlightStyle::Comment && lastEnd == begin
        && text.substr(0, begin).rfind("//") != std::string_view::npos
        && text.substr(caret.lineStart, begin - caret.lineStart).find("//") != std::string_view::npos;

    caret.lineTokens = scanTokens(text, caret.lineStart, static_cast<uint32_t>(lineEnd));
    auto spelled = [&](const ScannedToken& t) { return text.substr(t.offset, t.length); };

    if (state.scan == script::ScanState::InString) {
        // Inside `$"...`: the name typed so far runs from the quote to the caret
        // (or the closing quote).
        const size_t quote = text.substr(0, offset).rfind('"');
        if (quote != std::string_view::npos && quote >= caret.lineStart) {
            size_t dollar = quote;
            while (dollar > caret.lineStart && (text[dollar - 1] == ' ' || text[dollar - 1] == '\t'))
                --dollar;
            if (dollar > caret.lineStart && text[dollar - 1] == '$') {
                caret.where = Caret::Where::ResourceName;
                caret.wordBegin = static_cast<uint32_t>(quote + 1);
                size_t close = text.find('"', offset);
                caret.wordEnd = close == std::string_view::npos || close > lineEnd ? offset
                                                                                   : static_cast<uint32_t>(close);
                caret.word = std::string(text.substr(caret.wordBegin, caret.wordEnd - caret.wordBegin));
                return caret;
            }
        }
        caret.where = Caret::Where::String;
        return caret;
    }
    if (state.scan == script::ScanState::InBlockComment || inLineComment) {
        caret.where = Caret::Where::Comment;
        return caret;
    }
    if (state.scan == script::ScanState::InGrid) {
        caret.where = Caret::Where::Grid;
        return caret;
    }
    // A caret on a complete `$"name"` string (not inside it while typing).
    for (size_t i = 0; i < caret.lineTokens.size(); ++i) {
        const ScannedToken& t = caret.lineTokens[i];
        if (t.kind == script::RawKind::String && offset >= t.offset && offset <= t.offset + t.length && i > 0
            && spelled(caret.lineTokens[i - 1]) == "$" && t.length >= 2) {
            caret.where = Caret::Where::ResourceName;
            caret.wordBegin = t.offset + 1;
            caret.wordEnd = t.offset + t.length - 1;
            caret.word = std::string(text.substr(caret.wordBegin, caret.wordEnd - caret.wordBegin));
            return caret;
        }
    }
    if (caret.lineTokens.size() >= 3 && caret.lineTokens[0].kind == script::RawKind::Directive
        && spelled(caret.lineTokens[1]) == "include" && caret.lineTokens[2].kind == script::RawKind::String) {
        const std::string_view target = spelled(caret.lineTokens[2]);
        caret.includeTarget = std::string(target.substr(1, target.size() >= 2 ? target.size() - 2 : 0));
    }
    caret.where = state.braceDepth >= 2 ? Caret::Where::Code : Caret::Where::Data;

    // `receiver->word` / `receiver.word`: the operator right before the word.
    for (size_t i = 0; i < caret.lineTokens.size(); ++i) {
        const ScannedToken& t = caret.lineTokens[i];
        if (t.offset + t.length > begin)
            break;
        if (t.offset + t.length == begin || (i + 1 == caret.lineTokens.size() || caret.lineTokens[i + 1].offset >= begin)) {
            const std::string_view op = spelled(t);
            if (t.kind == script::RawKind::Punct && (op == "->" || op == ".") && t.offset + t.length <= begin
                && (i + 1 == caret.lineTokens.size() || caret.lineTokens[i + 1].offset >= begin))
                caret.accessToken = static_cast<int>(i);
        }
    }
    return caret;
}

} // namespace incursion::language
