#include "editing/script_lexer.h"

#include "shared/theme.h"

#include <Qsci/qsciscintilla.h>

#include <algorithm>
#include <string>

namespace incursion::studio {

using script::HighlightState;
using script::HighlightStyle;

namespace {

// Scintilla line state layout: the packed HighlightState plus two flags.
// Known: the value is the line's real end state from some earlier styling.
// Styled: the line's styles are valid if the previous line's end state is
// unchanged; an edit inside the line clears this flag but keeps Known, so the
// restyled line can tell whether its end state moved.
constexpr int kKnown = 1 << 30;
constexpr int kStyled = 1 << 29;
constexpr int kPackedMask = kStyled - 1;

// How far past the requested range a changed state is followed right away.
constexpr int kEagerLinesPastEnd = 1000;

// A line longer than this is styled in pieces, from resume points this far apart.
constexpr int kLongLine = 64 * 1024;
constexpr uint32_t kResumeSpacing = 4096;
// How far a piece reaches past the request, and how much text after it the
// highlighter may look at (`$` looks ahead for its string).
constexpr int kPieceSlack = 4096;

int encode(const HighlightState& state)
{
    const int32_t packed = state.pack();
    Q_ASSERT((packed & ~kPackedMask) == 0);     // the packed state must fit in 29 bits
    return (packed & kPackedMask) | kKnown | kStyled;
}

HighlightState decode(int value)
{
    return HighlightState::unpack(value & kPackedMask);
}

} // namespace

ScriptLexer::ScriptLexer(QObject* parent)
    : QsciLexerCustom(parent)
{
}

const char* ScriptLexer::language() const
{
    return "IncursionScript";
}

QString ScriptLexer::description(int style) const
{
    // QScintilla sets up exactly the styles that have a description.
    if (style < 0 || style >= int(HighlightStyle::Count))
        return {};
    return QString::fromUtf8(script::highlightStyleName(HighlightStyle(style)));
}

int ScriptLexer::braceStyle() const
{
    // Only braces styled as operators match, not those inside comments or strings.
    return int(HighlightStyle::Operator);
}

void ScriptLexer::setEditor(QsciScintilla* newEditor)
{
    if (editor())
        disconnect(editor(), nullptr, this, nullptr);
    QsciLexerCustom::setEditor(newEditor);
    if (!newEditor)
        return;
    const long mask = newEditor->SendScintilla(QsciScintillaBase::SCI_GETMODEVENTMASK);
    newEditor->SendScintilla(QsciScintillaBase::SCI_SETMODEVENTMASK,
                             mask | QsciScintillaBase::SC_MOD_INSERTTEXT | QsciScintillaBase::SC_MOD_DELETETEXT);
    connect(newEditor, &QsciScintillaBase::SCN_MODIFIED, this,
            [this](int position, int type, const char*, int length, int linesAdded, int, int, int, int, int) {
                onTextModified(position, type, length, linesAdded);
            });
    forgetAllLines();
}

int ScriptLexer::lineState(int line) const
{
    return int(editor()->SendScintilla(QsciScintillaBase::SCI_GETLINESTATE, line));
}

void ScriptLexer::setLineState(int line, int value)
{
    editor()->SendScintilla(QsciScintillaBase::SCI_SETLINESTATE, line, value);
}

void ScriptLexer::forgetAllLines()
{
    resumes_.clear();
    const int lines = int(editor()->SendScintilla(QsciScintillaBase::SCI_GETLINECOUNT));
    for (int line = 0; line < lines; ++line)
        setLineState(line, 0);
}

void ScriptLexer::onTextModified(int position, int modificationType, int length, int linesAdded)
{
    const bool inserted = modificationType & QsciScintillaBase::SC_MOD_INSERTTEXT;
    const bool deleted = modificationType & QsciScintillaBase::SC_MOD_DELETETEXT;
    if (!inserted && !deleted)
        return;
    // Resume points after the edit moved or may have changed; those before it hold.
    resumes_.erase(resumes_.lower_bound(position), resumes_.end());
    const int first = int(editor()->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, position));
    if (linesAdded == 0) {
        // Same lines, same neighbours: the old end state is still the one to compare against.
        setLineState(first, lineState(first) & ~kStyled);
        return;
    }
    // Lines were split or joined, so stored states no longer belong to their lines.
    const int last = inserted
        ? int(editor()->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, position + length))
        : first;
    for (int line = first; line <= last; ++line)
        setLineState(line, 0);
}

std::optional<HighlightState> ScriptLexer::stateAtEndOfLine(int line) const
{
    if (!editor())
        return std::nullopt;
    const int value = lineState(line);
    if (!(value & kStyled))
        return std::nullopt;
    return decode(value);
}

int ScriptLexer::foldLevel(const HighlightState& lineStart, const HighlightState& lineEnd)
{
    // A line belongs to the block it starts in, so a closing brace folds with
    // its block; a line that ends deeper than it starts opens a fold.
    const int depth = std::min<int>(lineStart.braceDepth, QsciScintillaBase::SC_FOLDLEVELNUMBERMASK
                                                              - QsciScintillaBase::SC_FOLDLEVELBASE);
    int level = QsciScintillaBase::SC_FOLDLEVELBASE + depth;
    if (lineEnd.braceDepth > lineStart.braceDepth)
        level |= QsciScintillaBase::SC_FOLDLEVELHEADERFLAG;
    return level;
}

void ScriptLexer::styleText(int start, int end)
{
    QsciScintilla* ed = editor();
    if (!ed)
        return;
    ++statistics_.requests;
    const int length = int(ed->SendScintilla(QsciScintillaBase::SCI_GETLENGTH));
    const int lineCount = int(ed->SendScintilla(QsciScintillaBase::SCI_GETLINECOUNT));
    end = std::min(end, length);
    auto lineStartOf = [&](int line) {
        return line >= lineCount ? length : int(ed->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, line));
    };

    // QScintilla rounds `start` down to a line start; on a long line, where
    // the unstyled text really begins matters (Scintilla's end of styling).
    const int firstUnstyled = std::max(start, int(ed->SendScintilla(QsciScintillaBase::SCI_GETENDSTYLED)));
    int line = int(ed->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, start));
    HighlightState state;
    if (line > 0)
        state = decode(lineState(line - 1));
    // One contiguous view from the first short line styled to the end, so the
    // highlighter may look ahead; taken when first needed, since it moves
    // Scintilla's gap out of the way (across a whole long line above it, else).
    int textStart = -1;
    std::string_view text;
    auto viewFrom = [&](int from) {
        textStart = from;
        const auto* data = reinterpret_cast<const char*>(ed->SendScintilla(
            QsciScintillaBase::SCI_GETRANGEPOINTER, static_cast<unsigned long>(from), long(length - from)));
        text = std::string_view(data ? data : "", data ? size_t(length - from) : 0);
    };

    std::string styles;
    uint32_t lineOffset = 0;
    const script::StyleSink sink = [&](uint32_t offset, uint32_t count, HighlightStyle style) {
        // Clip to the line being styled; the highlighter reports offsets into `text`.
        const uint32_t from = std::max(offset, lineOffset);
        const uint32_t to = std::min<uint32_t>(offset + count, lineOffset + uint32_t(styles.size()));
        for (uint32_t i = from; i < to; ++i)
            styles[i - lineOffset] = char(style);
    };

    bool startStateChanged = true;  // Scintilla asked for this line: always restyle it
    int linesPastEnd = 0;
    for (; line < lineCount; ++line) {
        const int lineStart = lineStartOf(line);
        if (lineStart >= end && !startStateChanged)
            break;
        const int stored = lineState(line);
        const bool styled = stored & kStyled;
        if (styled && !startStateChanged) {
            state = decode(stored);         // untouched line after an unchanged state: still valid
            continue;
        }
        if (lineStart >= end && !styled)
            break;                          // never styled: wait until it is visible
        const int nextLineStart = lineStartOf(line + 1);
        if (nextLineStart - lineStart > kLongLine) {
            std::optional<HighlightState> endState;
            const int stopped = styleLongLine(lineStart, nextLineStart, std::max(firstUnstyled, lineStart),
                                              std::max(end, lineStart), state, endState);
            if (!endState) {
                ed->SendScintilla(QsciScintillaBase::SCI_STARTSTYLING, stopped);
                return;
            }
            ed->SendScintilla(QsciScintillaBase::SCI_SETFOLDLEVEL, line, foldLevel(state, *endState));
            const int encoded = encode(*endState);
            startStateChanged = (encoded & ~kStyled) != (stored & ~kStyled);
            setLineState(line, encoded);
            state = *endState;
            continue;
        }
        if (lineStart >= end && ++linesPastEnd > kEagerLinesPastEnd) {
            // Still changing far below the request (a new `{` shifts every
            // depth): leave the rest for when it is shown, so typing stays fluid.
            setLineState(line, stored & ~kStyled);
            break;
        }
        const int lineEnd = lineStartOf(line + 1);
        if (textStart < 0)
            viewFrom(lineStart);
        lineOffset = uint32_t(lineStart - textStart);
        styles.assign(size_t(lineEnd - lineStart), char(HighlightStyle::Default));
        const HighlightState endState =
            script::highlight(text, lineOffset, uint32_t(lineEnd - textStart), state, sink);
        ed->SendScintilla(QsciScintillaBase::SCI_STARTSTYLING, lineStart);
        ed->SendScintilla(QsciScintillaBase::SCI_SETSTYLINGEX, styles.size(), styles.data());
        ed->SendScintilla(QsciScintillaBase::SCI_SETFOLDLEVEL, line, foldLevel(state, endState));
        const int encoded = encode(endState);
        startStateChanged = (encoded & ~kStyled) != (stored & ~kStyled);
        setLineState(line, encoded);
        state = endState;
        ++statistics_.linesStyled;
        statistics_.bytesStyled += lineEnd - lineStart;
    }
    // Everything before this line is valid now, including the lines skipped above.
    ed->SendScintilla(QsciScintillaBase::SCI_STARTSTYLING, lineStartOf(line));
}

int ScriptLexer::styleLongLine(int lineStart, int lineEnd, int start, int end,
                               const HighlightState& startState, std::optional<HighlightState>& endState)
{
    QsciScintilla* ed = editor();
    // The nearest resume point at or before `start` on this line, else the line's start.
    script::HighlightResume from = script::resumeAtLineStart(uint32_t(lineStart), startState);
    if (auto after = resumes_.upper_bound(start); after != resumes_.begin()) {
        const auto& [position, resume] = *std::prev(after);
        if (position >= lineStart)
            from = resume;
    }
    // Up to the end of what was asked, at least; the whole line when that is near.
    int stop = std::min(lineEnd, std::max(end, start) + kPieceSlack);
    if (lineEnd - stop <= kPieceSlack)
        stop = lineEnd;
    const int textStart = int(from.offset);
    const int textEnd = std::min(int(ed->SendScintilla(QsciScintillaBase::SCI_GETLENGTH)), stop + kPieceSlack);
    // Only this piece's text: a range pointer over the whole document would
    // move Scintilla's gap across the line on every key.
    const auto* data = reinterpret_cast<const char*>(ed->SendScintilla(
        QsciScintillaBase::SCI_GETRANGEPOINTER, static_cast<unsigned long>(textStart), long(textEnd - textStart)));
    if (!data)
        return start;
    // Offsets relative to the piece: the highlighter sees it as its text.
    const std::string_view text(data, size_t(textEnd - textStart));
    script::HighlightResume local = from;
    local.offset = 0;
    std::string styles(size_t(stop - textStart), char(HighlightStyle::Default));
    const script::StyleSink sink = [&](uint32_t offset, uint32_t count, HighlightStyle style) {
        const uint32_t to = std::min<uint32_t>(offset + count, uint32_t(styles.size()));
        for (uint32_t i = offset; i < to; ++i)
            styles[i] = char(style);
    };
    const script::ResumeSink keep = [&](const script::HighlightResume& resume) {
        script::HighlightResume absolute = resume;
        absolute.offset += uint32_t(textStart);
        resumes_[int(absolute.offset)] = absolute;
    };
    const HighlightState state = script::highlightFrom(text, local, uint32_t(stop - textStart), sink, keep, kResumeSpacing);
    ed->SendScintilla(QsciScintillaBase::SCI_STARTSTYLING, textStart);
    ed->SendScintilla(QsciScintillaBase::SCI_SETSTYLINGEX, styles.size(), styles.data());
    ++statistics_.linesStyled;
    statistics_.bytesStyled += stop - textStart;
    if (stop == lineEnd)
        endState = state;
    return stop;
}

void ScriptLexer::applyTheme(const Theme& theme, const QFont& font)
{
    setDefaultPaper(theme.paper);
    setDefaultColor(theme.text);
    setDefaultFont(font);
    for (int style = 0; style < int(HighlightStyle::Count); ++style) {
        const TextFormat& format = theme.format(HighlightStyle(style));
        QFont styleFont(font);
        styleFont.setBold(format.bold);
        styleFont.setItalic(format.italic);
        setColor(format.foreground, style);
        setPaper(theme.paper, style);
        setFont(styleFont, style);
    }
}

} // namespace incursion::studio
