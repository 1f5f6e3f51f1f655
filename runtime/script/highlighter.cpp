#include "highlighter.h"

#include "token.h"
#include "core/ascii.h"

namespace incursion::script {
namespace {


// Styled as a constant: an all-capitals name (a macro, usually), e.g. M_FLYER.
bool isAllCapitalsName(std::string_view w)
{
    bool hasUpper = false;
    for (char c : w) {
        if (core::isAsciiUpper(c))
            hasUpper = true;
        else if (!(core::isAsciiDigit(c) || c == '_'))
            return false;
    }
    return hasUpper && w.size() > 1;
}

// Types are styled as types, `void` included (it is a type keyword to the reader).
bool isTypeStyled(Tok k) { return isTypeKeyword(k) || k == Tok::KwVoid; }

HighlightStyle wordStyle(std::string_view w, bool code)
{
    if (code) {
        if (std::optional<Tok> k = findCodeKeyword(w, true))
            return isTypeStyled(*k) ? HighlightStyle::TypeKeyword : HighlightStyle::CodeKeyword;
        return isAllCapitalsName(w) ? HighlightStyle::Constant : HighlightStyle::Identifier;
    }
    if (std::optional<Tok> k = findCodeKeyword(w, false))
        return isTypeStyled(*k) ? HighlightStyle::TypeKeyword : HighlightStyle::CodeKeyword;
    if (findDataKeyword(w))
        return HighlightStyle::DataKeyword;
    if (findDataWord(w))
        return HighlightStyle::DataWord;
    if (multiplierWordValue(w))
        return HighlightStyle::Number;
    return isAllCapitalsName(w) ? HighlightStyle::Constant : HighlightStyle::Identifier;
}

// Styles a string literal, marking `<15>`, `<EActor>`, `<his:EVictim>` markup.
void styleString(std::string_view text, uint32_t offset, uint32_t length, HighlightStyle base, const StyleSink& sink)
{
    uint32_t runStart = offset;
    const uint32_t end = offset + length;
    for (uint32_t i = offset; i < end; ++i) {
        if (text[i] != '<' || (i > offset && text[i - 1] == '\\'))
            continue;
        uint32_t k = i + 1;
        while (k < end && k - i < 40
               && ((text[k] >= 'A' && text[k] <= 'Z') || (text[k] >= 'a' && text[k] <= 'z') || core::isAsciiDigit(text[k])
                   || text[k] == ':' || text[k] == '_'))
            ++k;
        if (k < end && text[k] == '>' && k > i + 1) {
            if (i > runStart)
                sink(runStart, i - runStart, base);
            sink(i, k + 1 - i, HighlightStyle::Markup);
            runStart = k + 1;
            i = k;
        }
    }
    if (end > runStart)
        sink(runStart, end - runStart, base);
}

} // namespace

int32_t HighlightState::pack() const
{
    return static_cast<int32_t>(static_cast<uint32_t>(scan) | (directiveContinues ? 4u : 0u)
                                | (static_cast<uint32_t>(braceDepth) << 3));
}

HighlightState HighlightState::unpack(int32_t packed)
{
    const auto bits = static_cast<uint32_t>(packed);
    HighlightState s;
    s.scan = static_cast<ScanState>(bits & 3u);
    s.directiveContinues = (bits & 4u) != 0;
    s.braceDepth = static_cast<uint16_t>(bits >> 3);
    return s;
}

HighlightState highlight(std::string_view text, uint32_t begin, uint32_t end, HighlightState state,
                         const StyleSink& sink)
{
    return highlightFrom(text, resumeAtLineStart(begin, state), end, sink);
}

HighlightResume resumeAtLineStart(uint32_t begin, const HighlightState& state)
{
    HighlightResume at;
    at.offset = begin;
    at.scan = state.scan;
    at.braceDepth = state.braceDepth;
    at.inDirective = state.directiveContinues;
    at.lineStart = true;
    return at;
}

HighlightState highlightFrom(std::string_view text, const HighlightResume& from, uint32_t end, const StyleSink& sink,
                             const ResumeSink& resumes, uint32_t spacing)
{
    if (end > text.size())
        end = static_cast<uint32_t>(text.size());
    const uint32_t begin = from.offset;
    const std::string_view visible = text.substr(0, end);
    Scanner scanner(visible, begin, from.scan, from.lineStart);
    bool inDirective = from.inDirective;
    bool directiveNamePending = from.directiveNamePending;
    int depth = from.braceDepth;
    uint32_t lastResume = begin;

    while (!scanner.atEnd()) {
        const bool lineStart = scanner.atLineStart();
        const ScanState scan = scanner.state();
        const RawToken t = scanner.next();
        if (t.length == 0)
            break;
        // Only before a word or number: the `$"name"` look-back below never
        // has to see past a resume point to find its `$`.
        if (resumes && (t.kind == RawKind::Identifier || t.kind == RawKind::Number) && t.offset >= lastResume + spacing) {
            lastResume = t.offset;
            resumes({t.offset, scan, static_cast<uint16_t>(depth < 0 ? 0 : depth), inDirective, directiveNamePending,
                     lineStart});
        }
        const std::string_view spelling = visible.substr(t.offset, t.length);
        switch (t.kind) {
        case RawKind::Newline:
            inDirective = false;
            break;
        case RawKind::Whitespace:
            sink(t.offset, t.length, HighlightStyle::Default);
            break;
        case RawKind::LineComment:
        case RawKind::BlockComment:
            sink(t.offset, t.length, HighlightStyle::Comment);
            break;
        case RawKind::Directive:
            inDirective = true;
            directiveNamePending = true;
            sink(t.offset, t.length, HighlightStyle::Directive);
            break;
        case RawKind::Identifier:
            if (directiveNamePending) {
                directiveNamePending = false;
                sink(t.offset, t.length, HighlightStyle::Directive);
            } else {
                sink(t.offset, t.length, wordStyle(spelling, depth >= 2));
            }
            break;
        case RawKind::Number:
            sink(t.offset, t.length, HighlightStyle::Number);
            break;
        case RawKind::Char:
            sink(t.offset, t.length, HighlightStyle::CharConstant);
            break;
        case RawKind::String:
            styleString(visible, t.offset, t.length, HighlightStyle::String, sink);
            break;
        case RawKind::Grid:
            sink(t.offset, t.length, HighlightStyle::Grid);
            break;
        case RawKind::Unterminated: {
            const HighlightStyle style = scanner.state() == ScanState::InBlockComment ? HighlightStyle::Comment
                : scanner.state() == ScanState::InGrid ? HighlightStyle::Grid
                                                        : HighlightStyle::String;
            if (style == HighlightStyle::String)
                styleString(visible, t.offset, t.length, style, sink);
            else
                sink(t.offset, t.length, style);
            break;
        }
        case RawKind::Punct: {
            directiveNamePending = false;
            if (spelling == "$") {
                // `$"name"` is a resource reference: style the pair together.
                Scanner ahead = scanner;
                RawToken next = ahead.next();
                while (next.kind == RawKind::Whitespace && next.length)
                    next = ahead.next();
                if (next.kind == RawKind::String) {
                    sink(t.offset, t.length, HighlightStyle::ResourceReference);
                    break;
                }
            }
            if (!inDirective) {
                if (spelling == "{")
                    ++depth;
                else if (spelling == "}" && depth > 0)
                    --depth;
            }
            sink(t.offset, t.length, HighlightStyle::Operator);
            break;
        }
        case RawKind::Other:
            sink(t.offset, t.length, HighlightStyle::Error);
            break;
        }
        // A string right after `$` keeps the reference style.
        if (t.kind == RawKind::String && t.offset > 0) {
            uint32_t p = t.offset;
            while (p > begin && (visible[p - 1] == ' ' || visible[p - 1] == '\t'))
                --p;
            if (p > begin && visible[p - 1] == '$')
                sink(t.offset, t.length, HighlightStyle::ResourceReference);
        }
    }

    HighlightState result;
    result.scan = scanner.state();
    result.braceDepth = static_cast<uint16_t>(depth < 0 ? 0 : depth);
    // A directive continues on the next line only if this one ended in a backslash.
    result.directiveContinues = false;
    if (inDirective && end > 0) {
        uint32_t p = end;
        if (p > 0 && (visible[p - 1] == '\n' || visible[p - 1] == '\r'))
            --p;
        while (p > 0 && (visible[p - 1] == ' ' || visible[p - 1] == '\t' || visible[p - 1] == '\r'))
            --p;
        result.directiveContinues = p > 0 && visible[p - 1] == '\\';
    }
    return result;
}

std::string_view highlightStyleName(HighlightStyle style)
{
    switch (style) {
    case HighlightStyle::Default: return "Default";
    case HighlightStyle::Comment: return "Comment";
    case HighlightStyle::CodeKeyword: return "Code keyword";
    case HighlightStyle::DataKeyword: return "Resource keyword";
    case HighlightStyle::TypeKeyword: return "Type";
    case HighlightStyle::Number: return "Number";
    case HighlightStyle::String: return "String";
    case HighlightStyle::CharConstant: return "Character";
    case HighlightStyle::Operator: return "Operator";
    case HighlightStyle::Identifier: return "Identifier";
    case HighlightStyle::Constant: return "Constant";
    case HighlightStyle::DataWord: return "Colour/attribute word";
    case HighlightStyle::Directive: return "Preprocessor";
    case HighlightStyle::Grid: return "Map grid";
    case HighlightStyle::ResourceReference: return "Resource reference";
    case HighlightStyle::Markup: return "Text markup";
    case HighlightStyle::Error: return "Error";
    case HighlightStyle::Count: break;
    }
    return "Default";
}

} // namespace incursion::script
