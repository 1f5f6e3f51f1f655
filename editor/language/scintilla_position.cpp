#include "language/scintilla_position.h"

#include "editing/script_editor.h"

#include <Qsci/qsciscintilla.h>

#include <algorithm>

namespace incursion::studio::ScintillaPosition {

int fromLineColumn(QsciScintilla* editor, int line, int column)
{
    // A script editor may show the file in chunks (long-line mode).
    if (auto* script = qobject_cast<ScriptEditor*>(editor))
        return script->editorPositionAt(line, column);
    const int lineIndex = std::clamp(line - 1, 0, std::max(0, editor->lines() - 1));
    const int start = static_cast<int>(editor->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, lineIndex));
    const int end = static_cast<int>(editor->SendScintilla(QsciScintillaBase::SCI_GETLINEENDPOSITION, lineIndex));
    return std::clamp(start + column - 1, start, end);
}

std::pair<int, int> rangeFromLineColumn(QsciScintilla* editor, int line, int column, int length)
{
    if (auto* script = qobject_cast<ScriptEditor*>(editor))
        return script->editorRangeAt(line, column, length);
    const int start = fromLineColumn(editor, line, column);
    return {start, std::min(start + std::max(length, 0), editor->length())};
}

void moveCaret(QsciScintilla* editor, int line, int column)
{
    const int position = fromLineColumn(editor, line, column);
    editor->SendScintilla(QsciScintillaBase::SCI_GOTOPOS, position);
    editor->SendScintilla(QsciScintillaBase::SCI_SCROLLCARET);
}

} // namespace incursion::studio::ScintillaPosition
