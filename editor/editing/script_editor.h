// The source editor: a QsciScintilla with the IncursionScript lexer, line
// numbers, brace folding and matching, and lossless file I/O (the bytes on
// disk round-trip unchanged; saves are atomic). A gutter shows the debugger's
// breakpoints and the line a stopped script is at; the editor only draws
// them and reports clicks (the debugger owns the breakpoints).
#pragma once

#include "editing/editor_options.h"
#include "editing/soft_breaks.h"
#include "editing/text_search.h"
#include "shared/theme.h"

#include <Qsci/qsciscintilla.h>

#include <QByteArray>
#include <QFont>

#include <memory>
#include <optional>
#include <utility>

class QAction;
class QLabel;
class QMenu;

namespace incursion::studio {

class ScriptLexer;

class ScriptEditor : public QsciScintilla {
    Q_OBJECT
public:
    explicit ScriptEditor(QWidget* parent = nullptr);

    QString filePath() const { return filePath_; }
    QString fileName() const;

    bool load(const QString& path, QString* error = nullptr);
    bool save(QString* error = nullptr);
    bool saveAs(const QString& path, QString* error = nullptr);
    // Replaces the buffer with the file's current contents as one undoable
    // step, keeping the cursor and scroll position.
    bool reload(QString* error = nullptr);
    // Replaces the buffer with text recovered after a crash as one undoable
    // step; the buffer is then modified (undo goes back to the file's text).
    void restoreContents(const QByteArray& bytes);
    // An empty buffer for `path`, which does not exist (yet) on disk.
    void startUnsaved(const QString& path);

    QByteArray contents() const;
    void setContents(const QByteArray& bytes);
    // True if `bytes` differ from what was last loaded from or saved to disk.
    bool differsFromDisk(const QByteArray& bytes) const;
    // Accept the disk's current bytes as known without loading them.
    void acknowledgeDiskContents(const QByteArray& bytes);
    // Modified, or the file vanished from disk: closing would lose data.
    bool hasUnsavedChanges() const;

    // Long-line mode (soft_breaks.h): a file with a very long line is shown
    // cut into chunks, with a notice above the text. Positions in the file,
    // as the compiler, the language service and the debugger count them, are
    // then not those of the editor's buffer (Scintilla's): whatever crosses
    // between the two converts here. Outside the mode both are the same.
    bool showsLongLinesInChunks() const { return softBreaks_.isActive(); }
    int documentPosition(int editorPosition) const { return softBreaks_.toDocument(editorPosition); }
    // Where a range of the file ends: a position at a break is the end of the
    // chunk before it.
    int editorPosition(int documentPosition) const { return softBreaks_.toEditor(documentPosition); }
    // Where a range of the file starts: a position at a break is the start of
    // the chunk after it.
    int editorStartPosition(int documentPosition) const { return softBreaks_.toEditorStart(documentPosition); }
    int documentLine(int editorLine) const;         // 0-based
    int editorLine(int documentLine) const;         // 0-based: the line's first chunk
    int documentLineCount() const;
    // The buffer position of a 1-based line and byte column of the file,
    // clamped to the line's end.
    int editorPositionAt(int line, int column) const;
    // The buffer range [start, end) of `length` bytes of the file from there.
    std::pair<int, int> editorRangeAt(int line, int column, int length) const;
    // In long-line mode, the file's text (the buffer without its soft
    // breaks) in a hidden Scintilla document of its own, made at the first
    // call and following every edit: the find bar searches there with
    // Scintilla's own rules, so a match may cross a break. Outside the mode,
    // nullptr (search the editor itself).
    QsciScintillaBase* fileText();
    // Replaces the buffer's [start, end) with `text` as one undo step (find
    // bar, Replace in Files, rename). In long-line mode a lone CR in `text`
    // becomes the file's line end, as pasting does (the buffer would read it
    // as a soft break and the file would lose it), and the chunks around the
    // edit are tidied like those of any edit (see tidyChunks()). Returns
    // where the new text ends in the buffer.
    int replaceRange(int start, int end, const QByteArray& text);
    // The file's 1-based line and byte column at a buffer position.
    std::pair<int, int> documentLineColumn(int editorPosition) const;
    // The caret as the file's 0-based line and character index (as
    // QsciScintilla::getCursorPosition counts), and back.
    void documentCursorPosition(int* line, int* index) const;
    void setDocumentCursorPosition(int line, int index);

    void applyTheme(const Theme& theme);
    void setEditorFont(const QFont& font);
    void setEditorOptions(const EditorOptions& options);
    EditorOptions editorOptions() const;
    ScriptLexer* scriptLexer() const { return lexer_; }

    // Marks find-bar matches in the text (replacing earlier marks).
    void setSearchHighlights(const QList<SearchMatch>& matches);
    void clearSearchHighlights();
    int searchIndicator() const { return searchIndicator_; }

    // The actions of the editor's context menu (nullptr for a separator):
    // the studio's own, so their shortcuts read as in its menus.
    void setContextMenuActions(const QList<QAction*>& actions) { contextMenuActions_ = actions; }
    // The menu for a right-click at `position` (viewport coordinates), or
    // nullptr in the margins, which have menus of their own.
    QMenu* createContextMenu(const QPoint& position);

    void goToLine(int line, int column = 1);   // 1-based; unfolds and centres it
    int currentLine() const;            // 1-based
    // Style the lines on screen now (normally done lazily while painting).
    void styleVisibleLines();

    // Breakpoint markers; they move with edits (breakpointMarksMoved()).
    struct BreakpointMark {
        int line = 0;       // 1-based
        bool enabled = true;
        bool conditional = false;
    };
    void setBreakpointMarks(const QList<BreakpointMark>& marks);
    // The lines of the marks, in the order they were set, where edits moved them.
    QList<int> breakpointMarkLines() const;
    // The line a stopped script is at (`innermost` frame) or a caller's
    // line; 0 removes the highlight.
    void setExecutionLine(int line, bool innermost = true);
    int executionLine() const;      // 0: none

    // Markers on the `Grid:` lines of vaults (1-based lines); a click on one
    // is vaultMarkClicked(). The margin shows only while there are marks.
    void setVaultMarks(const QList<int>& lines);
    QList<int> vaultMarkLines() const;

signals:
    void filePathChanged(const QString& path);
    // A click in the breakpoint gutter, F9 is the debugger's (1-based line).
    void breakpointToggleRequested(int line);
    void breakpointMenuRequested(int line, const QPoint& globalPosition);
    void breakpointMarksMoved();
    void vaultMarkClicked(int line);

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void dropEvent(QDropEvent* event) override;

public slots:
    void cut() override;
    void paste() override;

private:
    // Reads a regular file (a FIFO or device would block the UI thread).
    static std::optional<QByteArray> readFile(const QString& path, QString* error);
    void updateLineNumberMarginWidth();
    // Long-line mode: the line-number margin shows the file's line numbers,
    // set for the lines on screen before they are painted (a chunk that
    // continues a line shows a mark instead of a number).
    void useFileLineNumbers(bool chunked);
    void numberVisibleLines();
    void detectLineEnding(const QByteArray& bytes);
    void applyMarkerColours();
    void checkBreakpointMarks();
    void followModification(int position, int type, const char* text, int length);
    void showLongLineNotice(qsizetype longestLine);
    void placeLongLineNotice();
    // Long-line mode: runs `edit` as one undo step, then tidies the chunks it
    // touched in the same step, so undo and redo only ever meet tidy chunks.
    template <typename Edit>
    void editTidyingChunks(Edit edit);
    // Takes out the soft breaks in the touched range that an edit left where
    // they do harm or no good (before a line end, where Scintilla would read
    // CR LF as one line end and the file's line numbers would be off by one;
    // at a line's start or end or beside another break, ending an empty
    // chunk), and cuts chunks that grew past kChunk * 5 / 4 (a replacement
    // across breaks merges chunks) as withBreaks() would.
    void tidyChunks();
    // Whether the key may delete or insert so that a break ends up beside a
    // line end or another break (typing and moving never do; the undo keys
    // must not tidy, which would drop the redo steps).
    bool keyMayUntidyChunks(const QKeyEvent* event) const;
    // Buffer positions of the start and end of the file's 0-based line.
    int editorLineStart(int documentLine) const;
    int editorLineEnd(int documentLine) const;
    // Characters of the file in [from, to) of the buffer, for the caret's
    // index on a line of megabytes (the status bar asks at every key).
    int documentCharacters(int from, int to) const;

    ScriptLexer* lexer_;
    int searchIndicator_;
    Theme theme_ = Theme::light();
    QFont font_;
    QString filePath_;
    QByteArray diskDigest_;
    QList<int> breakpointHandles_;      // Scintilla marker handles, in setBreakpointMarks() order
    QList<int> breakpointLines_;        // where they were last seen (1-based)
    int executionHandle_ = -1;
    QList<QAction*> contextMenuActions_;
    SoftBreaks softBreaks_;
    std::unique_ptr<QsciScintillaBase> fileText_;      // see fileText()
    QLabel* longLineNotice_ = nullptr;
    // The count of documentCharacters() up to the caret's chunk, kept until
    // an edit before its end.
    struct CharacterCount {
        int from = -1, to = -1, characters = 0;
    };
    mutable CharacterCount countBeforeChunk_;
    // The buffer range the edits since editTidyingChunks() began touched
    // (from < 0: none yet, or not tracking).
    struct TouchedRange {
        bool tracking = false;
        int from = -1, to = -1;
    } touched_;
};

} // namespace incursion::studio
