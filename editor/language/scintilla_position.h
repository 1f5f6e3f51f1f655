// Conversions between the compiler's 1-based line and byte-column positions
// and Scintilla document positions (which are byte offsets as well).
#pragma once

class QsciScintilla;

namespace incursion::studio::ScintillaPosition {

// Document position of a 1-based line and byte column, clamped to the line's end.
int fromLineColumn(QsciScintilla* editor, int line, int column);
// Moves the caret there and scrolls it into view.
void moveCaret(QsciScintilla* editor, int line, int column);

} // namespace incursion::studio::ScintillaPosition
