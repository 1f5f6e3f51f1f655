#include "lexer.h"

#include <charconv>
#include <cstdio>
#include <unordered_map>

namespace incursion::script {
namespace {

constexpr char kLiteralMarker = static_cast<char>(-20);   // protects \< and \> from the message formatter
constexpr size_t kMaxLiteralLength = 256 * 1024;


// The original treats words shaped like constants (EV_FOO, M_X, SK_Y...) that
// survive preprocessing as undefined constants.
bool looksLikeConstant(std::string_view w)
{
    size_t i = 0;
    if (w.size() < 3 || !core::isAsciiUpper(w[0]))
        return false;
    i = 1;
    if (core::isAsciiUpper(w[1]))
        i = 2;
    if (i >= w.size() || w[i] != '_')
        return false;
    for (++i; i < w.size(); ++i)
        if (!(core::isAsciiUpper(w[i]) || core::isAsciiDigit(w[i]) || w[i] == '_'))
            return false;
    return true;
}

Tok punctuatorKind(std::string_view s)
{
    static const std::unordered_map<std::string_view, Tok> table = [] {
        std::unordered_map<std::string_view, Tok> t;
#define PUNCT(Name, Spelling) t.emplace(Spelling, Tok::Name);
#include "token_kinds.def"
#include "core/ascii.h"
        return t;
    }();
    auto it = table.find(s);
    return it == table.end() ? Tok::Invalid : it->second;
}

Tok wordClassToken(WordClass c)
{
    switch (c) {
    case WordClass::Attribute: return Tok::Attribute;
    case WordClass::Colour: return Tok::Colour;
    case WordClass::Direction: return Tok::Direction;
    case WordClass::WeaponType: return Tok::WeaponType;
    case WordClass::SaveType: return Tok::SaveType;
    }
    return Tok::Invalid;
}

// Words that begin a top-level form when followed by a name: `Monster "orc"`.
bool startsTopLevelForm(std::string_view word)
{
    const std::optional<Tok> k = findDataKeyword(word);
    return k && (resourceKindOfKeyword(*k) || *k == Tok::KwModule || *k == Tok::KwFile || *k == Tok::KwRequires);
}

// "illegal character '`'", or the byte's value when it would not print.
std::string describeIllegal(std::string_view text)
{
    const auto c = static_cast<unsigned char>(text[0]);
    if (text.size() == 1 && (c < 0x20 || c >= 0x7F)) {
        char buf[40];
        std::snprintf(buf, sizeof buf, "illegal byte 0x%02X", c);
        return buf;
    }
    return "illegal character '" + std::string(text) + "'";
}

} // namespace

uint32_t NameTable::intern(std::string_view name)
{
    auto it = index_.find(name);
    if (it != index_.end())
        return it->second;
    storage_.emplace_back(name);
    const std::string_view stored = storage_.back();
    const auto id = static_cast<uint32_t>(names_.size());
    names_.push_back(stored);
    index_.emplace(stored, id);
    return id;
}

std::vector<GridRow> splitGridRows(std::string_view body)
{
    std::vector<GridRow> rows;
    GridRow row;
    auto endRow = [&] {
        if (!row.cells.empty())
            rows.push_back(std::move(row));
        row = GridRow{};
    };
    for (uint32_t i = 0; i < body.size(); ++i) {
        const char c = body[i];
        if (c == '\n' || (c == '\r' && (i + 1 == body.size() || body[i + 1] != '\n'))) {
            endRow();
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r')
            continue;
        if (row.cells.empty())
            row.begin = i;
        row.end = i + 1;
        row.cells += c;
        row.cellOffsets.push_back(i);
    }
    endRow();
    return rows;
}

bool decodeStringLiteral(std::string_view body, std::string& out, size_t& badEscapeOffset)
{
    for (size_t i = 0; i < body.size(); ++i) {
        const char c = body[i];
        if (c == '\\' && i + 1 < body.size()) {
            // A backslash-newline inside a macro body's string is a line splice.
            size_t k = i + 1;
            while (k < body.size() && (body[k] == ' ' || body[k] == '\t' || body[k] == '\r'))
                ++k;
            if (k < body.size() && body[k] == '\n') {
                i = k;
                continue;
            }
            switch (body[++i]) {
            case 'n': out += '\n'; break;
            case 't': out += "  "; break;       // the original's tab is two spaces
            case '\\': out += '\\'; break;
            case '"': out += '"'; break;
            case '<': case '>':
                out += kLiteralMarker;
                out += static_cast<char>(0xFF);
                out += body[i];
                break;
            default:
                badEscapeOffset = i - 1;
                return false;
            }
            continue;
        }
        // Runs of raw whitespace collapse to their first character; line breaks become spaces.
        if (i > 0 && core::isAsciiSpace(c) && core::isAsciiSpace(body[i - 1]))
            continue;
        out += (c == '\r' || c == '\n') ? ' ' : c;
    }
    return true;
}

namespace {

class LexerRun {
public:
    LexerRun(Diagnostics& diags, LexedUnit& unit, LexStart start)
        : diags_(diags), unit_(unit), braceLevel_(start == LexStart::Code ? 2 : 0)
    {
    }

    void run(const std::vector<PPToken>& input)
    {
        unit_.tokens.reserve(input.size() + input.size() / 8 + 1);
        input_ = &input;
        for (size_t i = 0; i < input.size(); ++i) {
            index_ = i;
            const PPToken& t = input[i];
            switch (t.kind) {
            case RawKind::Identifier: word(t, t.text, t.loc.offset); break;
            case RawKind::Number: number(t); break;
            case RawKind::Char: {
                Token& out = emit(Tok::CharConstant, t);
                out.value = static_cast<signed char>(t.text[1]);
                break;
            }
            case RawKind::String: i = string(input, i); break;
            case RawKind::Grid: grid(t); break;
            case RawKind::Punct: punct(t); break;
            default:
                error(t, t.loc.offset, t.length, describeIllegal(t.text));
                break;
            }
        }
        Token end;
        end.kind = Tok::EndOfFile;
        if (!input.empty()) {
            end.loc = input.back().loc;
            end.loc.offset += input.back().length;
            end.expansion = input.back().expansion;
        }
        unit_.tokens.push_back(end);
    }

private:
    bool codeMode() const { return braceLevel_ >= 2 || declState_ || ifCondition_; }

    Token& emit(Tok kind, const PPToken& from)
    {
        return emitAt(kind, from, from.loc.offset, from.length);
    }

    Token& emitAt(Tok kind, const PPToken& from, uint32_t offset, uint32_t length)
    {
        Token t;
        t.kind = kind;
        t.loc = {from.loc.file, offset};
        t.length = length;
        t.expansion = from.expansion;
        if (codeMode())
            t.flags |= Token::CodeContext;
        unit_.tokens.push_back(t);
        return unit_.tokens.back();
    }

    void error(const PPToken& from, uint32_t offset, uint32_t length, std::string message)
    {
        diags_.report(Severity::Error, {from.loc.file, offset}, length, from.expansion, std::move(message));
    }

    // A word at `offset` (a whole identifier or the tail of a number such as the "d6" of "2d6").
    void word(const PPToken& from, std::string_view w, uint32_t offset)
    {
        const auto length = static_cast<uint32_t>(w.size());
        if (w[0] == 'd' && (w.size() == 1 || core::isAsciiDigit(w[1]))) {
            // Dice: 'd' alone, or 'd' followed by the sides ("d6").
            emitAt(Tok::Dice, from, offset, 1);
            if (w.size() > 1)
                numberText(from, w.substr(1), offset + 1);
            return;
        }
        if (w == "D") {
            Token& t = emitAt(Tok::Dice, from, offset, 1);
            t.flags |= Token::Reported;
            error(from, offset, 1, "dice are written with a lowercase 'd' (e.g. 2d6)");
            return;
        }
        if (braceLevel_ > 0 && index_ + 1 < input_->size() && (*input_)[index_ + 1].kind == RawKind::String
            && startsTopLevelForm(w)) {
            // `Monster "name"` never occurs inside a body or handler, so a `}` is
            // missing before it: start afresh at the top level instead of lexing
            // the rest of the file in the wrong context. The parser reports the `}`.
            braceLevel_ = parenLevel_ = 0;
            declState_ = ifCondition_ = functionBody_ = false;
        }
        if (looksLikeConstant(w)) {
            Token& t = emitAt(Tok::Number, from, offset, length);
            t.flags |= Token::Reported;
            error(from, offset, length, "undefined constant '" + std::string(w) + "' (no macro of that name is defined)");
            return;
        }
        if (codeMode()) {
            if (std::optional<Tok> k = findCodeKeyword(w, true)) {
                emitAt(*k, from, offset, length);
                return;
            }
            Token& t = emitAt(Tok::Identifier, from, offset, length);
            t.text = unit_.names.intern(w);
            return;
        }
        // Data context: words are keywords, valued words or x1..x5; nothing else.
        if (std::optional<int32_t> multiplier = multiplierWordValue(w)) {
            Token& t = emitAt(Tok::Number, from, offset, length);
            t.value = *multiplier;
            return;
        }
        if (std::optional<Tok> k = findCodeKeyword(w, false)) {
            Token& t = emitAt(*k, from, offset, length);
            // `void` too: it starts a top-level function (`void f() {`).
            if (isTypeKeyword(*k) || *k == Tok::KwVoid)
                declState_ = true;
            if (*k == Tok::KwIf && braceLevel_ < 2)
                ifCondition_ = true;
            t.flags |= codeMode() ? Token::CodeContext : 0;
            return;
        }
        if (std::optional<Tok> k = findDataKeyword(w)) {
            emitAt(*k, from, offset, length);
            if (*k == Tok::KwRoutine || *k == Tok::KwSystem)
                declState_ = true;
            return;
        }
        if (std::optional<WordSpelling> s = findDataWord(w)) {
            Token& t = emitAt(wordClassToken(s->cls), from, offset, length);
            t.value = s->value;
            return;
        }
        Token& t = emitAt(Tok::Identifier, from, offset, length);
        t.text = unit_.names.intern(w);
        t.flags |= Token::Reported;
        error(from, offset, length, "unknown word '" + std::string(w)
                  + "': outside handler code only keywords, constants and literals may appear");
    }

    void number(const PPToken& t) { numberText(t, t.text, t.loc.offset); }

    void numberText(const PPToken& from, std::string_view s, uint32_t offset)
    {
        if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
            uint32_t value = 0;
            auto [end, ec] = std::from_chars(s.data() + 2, s.data() + s.size(), value, 16);
            Token& t = emitAt(Tok::Number, from, offset, static_cast<uint32_t>(s.size()));
            t.value = static_cast<int32_t>(value);
            if (ec != std::errc() || end != s.data() + s.size()) {
                t.flags |= Token::Reported;
                error(from, offset, static_cast<uint32_t>(s.size()),
                      ec == std::errc::result_out_of_range ? "hexadecimal number '" + std::string(s) + "' does not fit in 32 bits"
                                                           : "invalid hexadecimal number '" + std::string(s) + "'");
            }
            return;
        }
        // Decimal, possibly an ordinal (1st), or a dice chain (2d6, 1d, 2d6d8):
        // each 'd' followed by digits continues the loop, so chains need no recursion.
        for (;;) {
            size_t digits = 0;
            while (digits < s.size() && core::isAsciiDigit(s[digits]))
                ++digits;
            int32_t value = 0;
            const auto ec = std::from_chars(s.data(), s.data() + digits, value, 10).ec;
            std::string_view suffix = s.substr(digits);
            const bool ordinal = suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th";
            Token& t = emitAt(Tok::Number, from, offset, static_cast<uint32_t>(ordinal ? s.size() : digits));
            t.value = value;
            if (ec == std::errc::result_out_of_range) {
                t.flags |= Token::Reported;
                error(from, offset, static_cast<uint32_t>(digits),
                      "number '" + std::string(s.substr(0, digits)) + "' does not fit in 32 bits");
            }
            if (ordinal || suffix.empty())
                return;
            const auto suffixOffset = offset + static_cast<uint32_t>(digits);
            if (suffix[0] != 'd') {
                error(from, suffixOffset, static_cast<uint32_t>(suffix.size()),
                      "invalid suffix '" + std::string(suffix)
                          + "' on number (write dice as 2d6, ordinals as 1st/2nd/3rd/4th)");
                return;
            }
            if (suffix.size() > 1 && !core::isAsciiDigit(suffix[1])) {
                word(from, suffix, suffixOffset);   // "2dx": the original reads a number, then the word "dx"
                return;
            }
            emitAt(Tok::Dice, from, suffixOffset, 1);
            if (suffix.size() == 1)
                return;                             // "1d" before "(x)"
            s = suffix.substr(1);
            offset = suffixOffset + 1;
        }
    }

    // Adjacent literals merge into one string, as in the original. Returns the last index used.
    size_t string(const std::vector<PPToken>& input, size_t i)
    {
        const PPToken& first = input[i];
        std::string text;
        size_t last = i;
        for (size_t k = i; k < input.size() && input[k].kind == RawKind::String; ++k) {
            const PPToken& piece = input[k];
            size_t bad = 0;
            std::string_view body = piece.text.substr(1, piece.text.size() - 2);
            if (!decodeStringLiteral(body, text, bad)) {
                const uint32_t at = piece.loc.offset + 1 + static_cast<uint32_t>(bad);
                error(piece, at, 2, "unknown escape sequence '\\" + std::string(1, body[bad + 1])
                          + "' (known: \\n \\t \\\\ \\\" \\< \\>)");
            }
            last = k;
        }
        const PPToken& end = input[last];
        uint32_t length = first.length;
        if (end.loc.file == first.loc.file && end.expansion == first.expansion)
            length = end.loc.offset + end.length - first.loc.offset;
        Token& t = emitAt(Tok::String, first, first.loc.offset, length);
        if (last != i)
            t.flags |= Token::Merged;
        if (text.size() > kMaxLiteralLength) {
            t.flags |= Token::Reported;
            error(first, first.loc.offset, 1, "string literal longer than 256 KiB");
        }
        t.text = static_cast<uint32_t>(unit_.strings.strings.size());
        unit_.strings.strings.push_back(std::move(text));
        unit_.strings.gridSizes.push_back({});
        return last;
    }

    void grid(const PPToken& t)
    {
        const uint32_t bodyOffset = t.loc.offset + 2;
        const std::vector<GridRow> rows = splitGridRows(t.text.substr(2, t.text.size() - 4));
        const size_t width = rows.empty() ? 0 : rows.front().cells.size();
        const size_t height = rows.size();
        std::string cells;
        cells.reserve(width * height);
        bool reported = false;
        for (size_t y = 0; y < rows.size(); ++y) {
            const GridRow& row = rows[y];
            if (row.cells.size() != width && !reported) {
                reported = true;
                error(t, bodyOffset + row.begin, row.end - row.begin,
                      "grid row " + std::to_string(y + 1) + " has " + std::to_string(row.cells.size())
                          + " cells, but the first row has " + std::to_string(width));
            }
            cells += row.cells;
        }
        Token& out = emit(Tok::Grid, t);
        if (reported)
            out.flags |= Token::Reported;
        if (width > kMaxGridSide || height > kMaxGridSide) {
            out.flags |= Token::Reported;
            error(t, t.loc.offset, 2, "grid is " + std::to_string(width) + "x" + std::to_string(height)
                      + "; grids may be at most 255x255");
        }
        out.text = static_cast<uint32_t>(unit_.strings.strings.size());
        unit_.strings.strings.push_back(std::move(cells));
        unit_.strings.gridSizes.push_back({static_cast<uint16_t>(width), static_cast<uint16_t>(height)});
    }

    void punct(const PPToken& t)
    {
        const Tok kind = punctuatorKind(t.text);
        if (kind == Tok::Invalid) {
            error(t, t.loc.offset, t.length, "illegal character '" + std::string(t.text) + "'");
            return;
        }
        switch (kind) {
        case Tok::LeftBrace:
            // `int32 f(int32 n) {`: a brace opened by a top-level declaration
            // is a function body, which is code like a handler at depth 2.
            if (braceLevel_ == 0 && declState_) {
                braceLevel_ = 2;
                functionBody_ = true;
                declState_ = false;
            } else {
                ++braceLevel_;
            }
            break;
        case Tok::RightBrace:
            if (functionBody_ && braceLevel_ == 2) {
                braceLevel_ = 0;
                functionBody_ = false;
            } else if (braceLevel_ > 0) {
                --braceLevel_;
            }
            break;
        case Tok::Semicolon: declState_ = false; break;
        case Tok::LeftParen: ++parenLevel_; break;
        case Tok::RightParen:
            if (parenLevel_ > 0)
                --parenLevel_;
            if (parenLevel_ == 0)
                ifCondition_ = false;
            break;
        default: break;
        }
        emit(kind, t);
    }

    Diagnostics& diags_;
    LexedUnit& unit_;
    const std::vector<PPToken>* input_ = nullptr;
    size_t index_ = 0;          // the token being lexed, for one token of look-ahead
    int braceLevel_ = 0;
    int parenLevel_ = 0;
    bool declState_ = false;
    bool ifCondition_ = false;
    bool functionBody_ = false;     // braceLevel_ 2 was entered from the top level
};

} // namespace

LexedUnit Lexer::lex(const std::vector<PPToken>& input, LexStart start)
{
    LexedUnit unit;
    LexerRun run(diags_, unit, start);
    run.run(input);
    return unit;
}

} // namespace incursion::script
