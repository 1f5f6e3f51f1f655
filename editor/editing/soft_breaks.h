// Long-line mode: Scintilla lays a whole line out again on every keystroke,
// so a line of megabytes costs most of a second per key. A file with a line
// longer than kLongLine is therefore shown with soft breaks: CR bytes that
// cut its long lines into chunks of about kChunk bytes in the editor's buffer
// and exist nowhere else (the file, contents(), saves, the compiler and the
// language service never see them). Only files without CRs of their own get
// this mode, so every CR in the buffer is a soft break: undo and redo, which
// restore the buffer's bytes, restore the breaks with them.
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

    // A line longer than kLongLine, and no CR byte that a soft break could be
    // mistaken for.
    static bool needed(const QByteArray& bytes);
    // `bytes` with soft breaks in their long lines (at UTF-8 character
    // boundaries, after a space where one is near).
    static QByteArray withBreaks(const QByteArray& bytes);
    // The longest line of `bytes` in bytes.
    static qsizetype longestLine(const QByteArray& bytes);

    bool isActive() const { return active_; }
    // Turns the mode on or off; the breaks come from the next insertions.
    void reset(bool active);

    // Follow the buffer's changes (SCN_MODIFIED).
    void inserted(int position, const char* text, int length);
    void removed(int position, int length);

    // The buffer without its soft breaks: the file's bytes.
    QByteArray documentText(const char* buffer, qsizetype size) const;
    int toDocument(int editorPosition) const;
    // A position at a break maps to the end of the chunk before it.
    int toEditor(int documentPosition) const;
    // Soft breaks in [from, to) of the buffer.
    int breaksBetween(int from, int to) const;
    bool isBreakAt(int editorPosition) const;
    const std::vector<int>& positions() const { return positions_; }

private:
    bool active_ = false;
    std::vector<int> positions_;       // buffer positions of the breaks, ascending
};

} // namespace incursion::studio
