// Adapts the compiler's line-by-line highlighter to QScintilla. Styling is
// incremental: the highlighter state at the end of every line is kept in
// Scintilla's per-line state, so a request restarts at a line start and stops
// as soon as a line ends in the state it had before (a keystroke normally
// re-styles one line; opening a `/*` re-styles the lines it swallows, up to a
// limit past the visible part, the rest as it scrolls into view).
// Fold levels come from the brace depth the highlighter tracks.
//
// A very long line (a 5 MB one-liner) is styled in pieces: resume points
// along it (script::HighlightResume) let a keystroke restyle from the nearest
// one up to the end of what is shown, so the work per key does not grow with
// the line; the rest of the line is styled when it is shown.
#pragma once

#include <Qsci/qscilexercustom.h>

#include <script/highlighter.h>

#include <map>

namespace incursion::studio {

struct Theme;

class ScriptLexer : public QsciLexerCustom {
    Q_OBJECT
public:
    explicit ScriptLexer(QObject* parent = nullptr);

    const char* language() const override;
    QString description(int style) const override;
    int braceStyle() const override;
    void setEditor(QsciScintilla* editor) override;
    void styleText(int start, int end) override;

    void applyTheme(const Theme& theme, const QFont& font);

    // The highlighter state at the end of `line`, if that line is styled.
    std::optional<script::HighlightState> stateAtEndOfLine(int line) const;

    // How much work styling did, for tests and performance checks.
    struct Statistics {
        int requests = 0;       // styleText calls
        int linesStyled = 0;    // lines run through the highlighter
        qint64 bytesStyled = 0; // bytes run through the highlighter
    };
    Statistics statistics() const { return statistics_; }
    void resetStatistics() { statistics_ = {}; }

    static int foldLevel(const script::HighlightState& lineStart, const script::HighlightState& lineEnd);

private:
    void onTextModified(int position, int modificationType, int length, int linesAdded);
    // Styles part of the long line [lineStart, lineEnd) from the resume point
    // at or before `start` to at least `end`; returns where it stopped (the
    // line's end when it got there, with `endState` set).
    int styleLongLine(int lineStart, int lineEnd, int start, int end,
                      const script::HighlightState& startState, std::optional<script::HighlightState>& endState);
    void forgetAllLines();
    int lineState(int line) const;
    void setLineState(int line, int value);

    Statistics statistics_;
    std::map<int, script::HighlightResume> resumes_;   // document position -> resume point on a long line
};

} // namespace incursion::studio
