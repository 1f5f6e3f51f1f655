// Conversions between the compiler's 1-based line and byte-column positions
// and Scintilla document positions (which are byte offsets as well).
#pragma once

#include <utility>

class QsciScintilla;

namespace incursion::studio::ScintillaPosition {

// Document position of a 1-based line and byte column, clamped to the line's end.
int fromLineColumn(QsciScintilla* editor, int line, int column);
// Document range [start, end) of `length` bytes of the file from there (in
// long-line mode the range may cross soft breaks, which take no byte of the file).
std::pair<int, int> rangeFromLineColumn(QsciScintilla* editor, int line, int column, int length);
// Moves the caret there and scrolls it into view.
void moveCaret(QsciScintilla* editor, int line, int column);

} // namespace incursion::studio::ScintillaPosition
