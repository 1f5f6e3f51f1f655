// Long-line mode: Scintilla lays a whole line out again on every keystroke,
// so a line of megabytes costs most of a second per key. A file with a line
// longer than kLongLine is therefore shown with soft breaks: CR bytes that
// cut its long lines into chunks of about kChunk bytes in the editor's buffer
// and exist nowhere else (the file, contents(), saves, the compiler and the
// language service never see them). A file's own CRs may only end lines, as
// in CRLF files: a CR followed by LF is the file's, and any other CR in the
// buffer is a soft break (Scintilla reads both as one line end), so undo and
// redo, which restore the buffer's bytes, restore the breaks with them. A file
// with a lone CR of its own does not get the mode.
//
// This class keeps the breaks' positions as the buffer changes and maps
// buffer ("editor") positions to file ("document") positions and back.
#pragma once

#include <QByteArray>

#include <vector>

namespace incursion::studio {

class SoftBreaks {
public:
    static constexpr char kBreak = '\r';
    static constexpr int kLongLine = 64 * 1024;
    static constexpr int kChunk = 4 * 1024;

    // A line longer than kLongLine, and no CR of the file's that a soft break
    // could be mistaken for (hasLoneCR).
    static bool needed(const QByteArray& bytes);
    // A CR not followed by LF.
    static bool hasLoneCR(const QByteArray& bytes);
    // `bytes` with soft breaks in their long lines (at UTF-8 character
    // boundaries, after a space where one is near).
    static QByteArray withBreaks(const QByteArray& bytes);
    // The longest line of `bytes` in bytes.
    static qsizetype longestLine(const QByteArray& bytes);
    // Where withBreaks() cuts a line of `length` bytes at `line` (offsets
    // into it, ascending): chunks of about kChunk bytes, the last one at
    // least a quarter chunk. None for a line of at most kChunk * 5 / 4.
    static std::vector<qsizetype> cutsIn(const char* line, qsizetype length);

    bool isActive() const { return active_; }
    // Turns the mode on or off; the breaks come from the next insertions.
    void reset(bool active);

    // Follow the buffer's changes (SCN_MODIFIED); `following` is the byte of
    // the buffer after the inserted text (0 at its end). A CR before LF is
    // the file's, any other a soft break.
    void inserted(int position, const char* text, int length, char following);
    void removed(int position, int length);
    // Undo and redo replay a history of tidy buffers (no break before a line
    // end) in steps whose order may put a break's CR before an LF for a
    // moment, or take the LF away from a file's CR: after each step, the CR
    // at `position` (if `byte` is one) is a break or the file's by what now
    // follows it (`next`). Returns 1 if it became a break, -1 if it became
    // the file's, 0 otherwise.
    int reclassify(int position, char byte, char next);

    // The buffer without its soft breaks: the file's bytes.
    QByteArray documentText(const char* buffer, qsizetype size) const;
    // The same for the buffer's bytes [from, from + length) at `text`.
    QByteArray documentText(const char* text, int from, int length) const;
    int toDocument(int editorPosition) const;
    // A position at a break maps to the end of the chunk before it (where a
    // range ends)...
    int toEditor(int documentPosition) const;
    // ...or to the start of the chunk after it (where a range starts).
    int toEditorStart(int documentPosition) const;
    // Soft breaks in [from, to) of the buffer.
    int breaksBetween(int from, int to) const;
    bool isBreakAt(int editorPosition) const;
    const std::vector<int>& positions() const { return positions_; }

private:
    bool active_ = false;
    std::vector<int> positions_;       // buffer positions of the breaks, ascending
};

} // namespace incursion::studio
