// How the text editors indent, show white space and wrap lines (Preferences >
// Text Editor); every open editor takes a change at once.
#pragma once

namespace incursion::studio {

struct EditorOptions {
    int indentWidth = 4;            // columns per indentation level
    int tabWidth = 4;               // columns a tab character spans
    bool useTabs = false;           // indent with tabs rather than spaces
    bool showWhitespace = false;    // draw spaces and tabs as dots and arrows
    bool wrapLines = false;         // wrap long lines at the window's edge

    static constexpr int kMinimumIndent = 1;
    static constexpr int kMaximumIndent = 16;

    friend bool operator==(const EditorOptions&, const EditorOptions&) = default;
};

} // namespace incursion::studio
