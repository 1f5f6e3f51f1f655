// Syntax highlighting for the editor, driven by the compiler's own scanner and
// keyword tables (there is no second grammar). It works line by line from a
// small state so a keystroke re-styles only the lines it touches.
#pragma once

#include "scanner.h"

#include <cstdint>
#include <functional>
#include <string_view>

namespace incursion::script {

enum class HighlightStyle : uint8_t {
    Default, Comment, CodeKeyword, DataKeyword, TypeKeyword, Number, String, CharConstant,
    Operator, Identifier, Constant /* ALL_CAPS_NAME */, DataWord /* colour, attribute... */,
    Directive, Grid, ResourceReference /* $"name" */, Markup /* <15> inside strings */,
    Error, Count
};

// What the highlighter carries from one line to the next, packed into an int
// so the editor can store it per line.
struct HighlightState {
    ScanState scan = ScanState::Normal;
    uint16_t braceDepth = 0;            // 0 top level, 1 resource body, >= 2 code
    bool directiveContinues = false;    // previous line was a directive ending in '\'
    int32_t pack() const;
    static HighlightState unpack(int32_t packed);
    friend bool operator==(const HighlightState&, const HighlightState&) = default;
};

using StyleSink = std::function<void(uint32_t offset, uint32_t length, HighlightStyle style)>;

// Styles text[begin, end) where `begin` is a line start in state `state`; returns
// the state at `end` (which should be a line start or the end of the text).
HighlightState highlight(std::string_view text, uint32_t begin, uint32_t end,
                         HighlightState state, const StyleSink& sink);

// A place inside a line where highlighting can resume: the start of an
// identifier or number, with everything the highlighter knew there. An editor
// keeps some along a very long line, so a keystroke restyles from the nearest
// one instead of from the line's start.
struct HighlightResume {
    uint32_t offset = 0;
    ScanState scan = ScanState::Normal;
    uint16_t braceDepth = 0;
    bool inDirective = false;
    bool directiveNamePending = false;
    bool lineStart = false;             // only spaces before it on its line
};
using ResumeSink = std::function<void(const HighlightResume& resume)>;

// Styles text[from.offset, end) resuming at `from` (a line start is
// resumeAtLineStart(begin, state)); reports resume points at least `spacing`
// bytes apart to `resumes`, if given, and returns the state at `end`.
HighlightState highlightFrom(std::string_view text, const HighlightResume& from, uint32_t end,
                             const StyleSink& sink, const ResumeSink& resumes = {}, uint32_t spacing = 4096);
HighlightResume resumeAtLineStart(uint32_t begin, const HighlightState& state);

std::string_view highlightStyleName(HighlightStyle style);

} // namespace incursion::script
