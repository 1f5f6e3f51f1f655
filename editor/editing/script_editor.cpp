#include "editing/script_editor.h"

#include "editing/script_lexer.h"
#include "shared/icons.h"

#include <Qsci/qscicommand.h>
#include <Qsci/qscicommandset.h>

#include <QAccessible>
#include <QAccessibleWidget>
#include <QCryptographicHash>
#include <QCursor>
#include <QFile>
#include <QContextMenuEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QDropEvent>
#include <QKeyEvent>
#include <QResizeEvent>
#include <QSaveFile>

#include <algorithm>

namespace incursion::studio {

namespace {

QByteArray digest(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1);
}

enum Margin { LineNumberMargin = 0, BreakpointMargin = 1, FoldMargin = 2, VaultMargin = 3 };
enum Marker {
    BreakpointMarker = 0,
    DisabledBreakpointMarker,
    ConditionalBreakpointMarker,
    ExecutionArrowMarker,       // innermost frame: arrow in the gutter...
    ExecutionLineMarker,        // ...and the line's background
    CallerLineMarker,           // a caller's line (a frame selected in the Call Stack)
    VaultMarker,                // a `Grid:` line: click to open the vault painter
};
constexpr int kBreakpointMarkers = (1 << BreakpointMarker) | (1 << DisabledBreakpointMarker)
                                   | (1 << ConditionalBreakpointMarker) | (1 << ExecutionArrowMarker);

QColor blend(const QColor& base, const QColor& tint, double amount)
{
    return QColor::fromRgbF(float(base.redF() * (1 - amount) + tint.redF() * amount),
                            float(base.greenF() * (1 - amount) + tint.greenF() * amount),
                            float(base.blueF() * (1 - amount) + tint.blueF() * amount));
}

// QScintilla's accessible text interface reports every insertion and caret
// move with the caret's character offset, counted from the start of the
// document (SCI_COUNTCHARACTERS from 0): at the end of a 5 MB line, twice 5
// MB of UTF-8 per key, most of a key's time. In long-line mode a script
// editor is therefore an editable text without a text interface (a screen
// reader still has the notice and the status bar's line and column).
QAccessibleInterface* longLineAccessible(const QString&, QObject* object)
{
    auto* editor = qobject_cast<ScriptEditor*>(object);
    if (editor && editor->showsLongLinesInChunks())
        return new QAccessibleWidget(editor, QAccessible::EditableText);
    return nullptr;
}

} // namespace

ScriptEditor::ScriptEditor(QWidget* parent)
    : QsciScintilla(parent)
    , lexer_(new ScriptLexer(this))
    , searchIndicator_(indicatorDefine(FullBoxIndicator))
    , font_(font())
{
    // Asked before QScintilla's own factory, which the base class installed.
    static const bool accessibleFactoryInstalled = (QAccessible::installFactory(longLineAccessible), true);
    Q_UNUSED(accessibleFactoryInstalled);
    setUtf8(true);
    setLexer(lexer_);
    setMarginType(LineNumberMargin, NumberMargin);
    setMarginLineNumbers(LineNumberMargin, true);
    setMarginType(BreakpointMargin, SymbolMargin);
    setMarginWidth(BreakpointMargin, 16);
    setMarginMarkerMask(BreakpointMargin, kBreakpointMarkers);
    setMarginSensitivity(BreakpointMargin, true);
    markerDefine(Circle, BreakpointMarker);
    markerDefine(Circle, DisabledBreakpointMarker);
    markerDefine(Circle, ConditionalBreakpointMarker);
    markerDefine(RightArrow, ExecutionArrowMarker);
    markerDefine(Background, ExecutionLineMarker);
    markerDefine(Background, CallerLineMarker);
    // The vault margin shows only in files with a grid (setVaultMarks).
    setMarginType(VaultMargin, SymbolMargin);
    setMarginWidth(VaultMargin, 0);
    setMarginMarkerMask(VaultMargin, 1 << VaultMarker);
    setMarginSensitivity(VaultMargin, true);
    markerDefine(studioIcon("vault").pixmap(14, 14), VaultMarker);
    connect(this, &QsciScintilla::marginClicked, this, [this](int margin, int line, Qt::KeyboardModifiers) {
        if (margin == BreakpointMargin)
            emit breakpointToggleRequested(documentLine(line) + 1);
        else if (margin == VaultMargin && (markersAtLine(line) & (1 << VaultMarker)))
            emit vaultMarkClicked(documentLine(line) + 1);
    });
    connect(this, &QsciScintilla::marginRightClicked, this, [this](int margin, int line, Qt::KeyboardModifiers) {
        if (margin == BreakpointMargin)
            emit breakpointMenuRequested(documentLine(line) + 1, QCursor::pos());
    });
    connect(this, &QsciScintilla::linesChanged, this, &ScriptEditor::checkBreakpointMarks);
    connect(this, &QsciScintillaBase::SCN_MODIFIED, this,
            [this](int position, int type, const char* text, int length, int, int, int, int, int, int) {
                followModification(position, type, text, length);
            });
    setFolding(BoxedTreeFoldStyle, FoldMargin);
    setBraceMatching(SloppyBraceMatch);
    setCaretLineVisible(true);
    setIndentationGuides(true);
    setEditorOptions(EditorOptions());
    setAutoIndent(true);
    setEolMode(EolUnix);
    setScrollWidthTracking(true);
    setScrollWidth(1);
    // Zoom is a window-wide setting handled by the View menu. Scintilla's own
    // keys that change text silently and are in no menu go too: Ctrl+L (line
    // cut: Go to Line in Qt Creator and here), Ctrl+Shift+L (line delete),
    // Ctrl+T (swap lines), Ctrl+U and Ctrl+Shift+U (case of the selection).
    for (auto command : {QsciCommand::ZoomIn, QsciCommand::ZoomOut, QsciCommand::LineCut, QsciCommand::LineDelete,
                         QsciCommand::LineTranspose, QsciCommand::SelectionLowerCase, QsciCommand::SelectionUpperCase}) {
        if (QsciCommand* binding = standardCommands()->find(command)) {
            binding->setKey(0);
            binding->setAlternateKey(0);
        }
    }
    setIndicatorDrawUnder(true, searchIndicator_);
    SendScintilla(SCI_INDICSETALPHA, searchIndicator_, 255);
    connect(this, &QsciScintilla::linesChanged, this, &ScriptEditor::updateLineNumberMarginWidth);
    applyTheme(theme_);
}

QString ScriptEditor::fileName() const
{
    return QFileInfo(filePath_).fileName();
}

std::optional<QByteArray> ScriptEditor::readFile(const QString& path, QString* error)
{
    // isFile() follows symlinks, so a link to a device is refused as well.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        if (error)
            *error = tr("Cannot open %1: it is not a regular file").arg(path);
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot open %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return file.readAll();
}

bool ScriptEditor::load(const QString& path, QString* error)
{
    const std::optional<QByteArray> read = readFile(path, error);
    if (!read)
        return false;
    const QByteArray& bytes = *read;
    setContents(bytes);
    SendScintilla(SCI_EMPTYUNDOBUFFER);
    setModified(false);
    diskDigest_ = digest(bytes);
    filePath_ = QFileInfo(path).absoluteFilePath();
    emit filePathChanged(filePath_);
    return true;
}

bool ScriptEditor::save(QString* error)
{
    return saveAs(filePath_, error);
}

bool ScriptEditor::saveAs(const QString& path, QString* error)
{
    const QByteArray bytes = contents();
    // QSaveFile writes a temporary file and renames it over the target, so a
    // failed save never leaves a truncated file behind.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = tr("Cannot save %1: %2").arg(path, file.errorString());
        return false;
    }
    diskDigest_ = digest(bytes);
    setModified(false);
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != filePath_) {
        filePath_ = absolute;
        emit filePathChanged(filePath_);
    }
    return true;
}

bool ScriptEditor::reload(QString* error)
{
    const std::optional<QByteArray> read = readFile(filePath_, error);
    if (!read)
        return false;
    const QByteArray& bytes = *read;
    int line = 0, index = 0;
    documentCursorPosition(&line, &index);
    const int firstVisible = documentLine(firstVisibleLine());
    beginUndoAction();
    setContents(bytes);
    endUndoAction();
    setModified(false);
    diskDigest_ = digest(bytes);
    setDocumentCursorPosition(line, index);
    setFirstVisibleLine(editorLine(firstVisible));
    return true;
}

QMenu* ScriptEditor::createContextMenu(const QPoint& position)
{
    int marginsWidth = 0;
    for (int margin = 0; margin < margins(); ++margin)
        marginsWidth += marginWidth(margin);
    if (position.x() < marginsWidth)
        return nullptr;
    if (contextMenuActions_.isEmpty())
        return createStandardContextMenu();
    // Go to Definition acts at the caret: a right-click outside the selection
    // moves it there, as in Qt Creator.
    const long clicked = SendScintilla(SCI_POSITIONFROMPOINT, position.x(), position.y());
    const long selectionStart = SendScintilla(SCI_GETSELECTIONSTART), selectionEnd = SendScintilla(SCI_GETSELECTIONEND);
    if (clicked < selectionStart || clicked > selectionEnd || selectionStart == selectionEnd)
        SendScintilla(SCI_GOTOPOS, clicked);
    auto* menu = new QMenu(this);
    for (QAction* action : contextMenuActions_) {
        if (action)
            menu->addAction(action);
        else
            menu->addSeparator();
    }
    return menu;
}

void ScriptEditor::contextMenuEvent(QContextMenuEvent* event)
{
    // The breakpoint gutter opens its own menu (breakpointMenuRequested);
    // the other margins have none.
    QMenu* menu = createContextMenu(event->pos());
    event->accept();
    if (!menu)
        return;
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

void ScriptEditor::restoreContents(const QByteArray& bytes)
{
    beginUndoAction();
    setContents(bytes);
    endUndoAction();
    setModified(differsFromDisk(bytes) || !QFileInfo::exists(filePath_));
}

void ScriptEditor::startUnsaved(const QString& path)
{
    setContents({});
    SendScintilla(SCI_EMPTYUNDOBUFFER);
    setModified(false);
    diskDigest_.clear();
    filePath_ = QFileInfo(path).absoluteFilePath();
    emit filePathChanged(filePath_);
}

QByteArray ScriptEditor::contents() const
{
    const auto* data = static_cast<const char*>(SendScintillaPtrResult(SCI_GETCHARACTERPOINTER));
    return softBreaks_.documentText(data, length());
}

void ScriptEditor::setContents(const QByteArray& bytes)
{
    detectLineEnding(bytes);
    // Once in long-line mode the buffer stays in it while it can: undo may
    // bring back text with soft breaks (a reload is undoable).
    const bool loneCR = SoftBreaks::hasLoneCR(bytes);
    const bool chunked = SoftBreaks::needed(bytes) || (softBreaks_.isActive() && !loneCR);
    if (softBreaks_.isActive() && loneCR)
        SendScintilla(SCI_EMPTYUNDOBUFFER);     // undo would read the file's lone CRs as soft breaks
    fileText_.reset();
    SendScintilla(SCI_CLEARALL);
    const bool modeChanges = chunked != softBreaks_.isActive();
    softBreaks_.reset(chunked);
    useFileLineNumbers(chunked);
    if (modeChanges) {
        // The next query makes the accessible interface that suits the mode.
        if (QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(this))
            QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(accessible));
    }
    // Scintilla keeps only the caret line's layout by default and lays the
    // other lines on screen out again at each repaint: a screenful of chunks.
    SendScintilla(SCI_SETLAYOUTCACHE, chunked ? SC_CACHE_PAGE : SC_CACHE_CARET);
    // Raw bytes in and out: invalid UTF-8 or NULs survive a load/save cycle.
    const QByteArray shown = chunked ? SoftBreaks::withBreaks(bytes) : bytes;
    SendScintilla(SCI_APPENDTEXT, static_cast<uintptr_t>(shown.size()), shown.constData());
    showLongLineNotice(chunked ? SoftBreaks::longestLine(bytes) : 0);
}

void ScriptEditor::followModification(int position, int type, const char* text, int length)
{
    if ((type & (SC_MOD_INSERTTEXT | SC_MOD_DELETETEXT)) && position < countBeforeChunk_.to)
        countBeforeChunk_ = {};
    if (touched_.tracking && (type & (SC_MOD_INSERTTEXT | SC_MOD_DELETETEXT))) {
        // Keep the touched range over the same text, then add this edit's place.
        const bool insertion = type & SC_MOD_INSERTTEXT;
        const auto moved = [&](int at) {
            if (insertion)
                return at >= position ? at + length : at;
            return at < position ? at : at < position + length ? position : at - length;
        };
        const int end = insertion ? position + length : position;
        touched_.from = touched_.from < 0 ? position : std::min(moved(touched_.from), position);
        touched_.to = touched_.to < 0 ? end : std::max(moved(touched_.to), end);
    }
    const auto at = [this](int where) {
        return where >= 0 && where < this->length() ? char(SendScintilla(SCI_GETCHARAT, static_cast<unsigned long>(where)))
                                                    : '\0';
    };
    // Undo and redo: the CR before the change may change sides (reclassify).
    const bool replaying = type & (SC_PERFORMED_UNDO | SC_PERFORMED_REDO);
    const auto reclassifyBefore = [&] {
        const int flip = replaying && position > 0 ? softBreaks_.reclassify(position - 1, at(position - 1), at(position)) : 0;
        if (fileText_ && flip > 0)      // it leaves the file's text
            fileText_->SendScintilla(SCI_DELETERANGE, static_cast<unsigned long>(softBreaks_.toDocument(position - 1)), 1L);
        else if (fileText_ && flip < 0)
            fileText_->SendScintilla(SCI_INSERTTEXT, static_cast<unsigned long>(softBreaks_.toDocument(position - 1)), "\r");
    };
    if (type & SC_MOD_INSERTTEXT) {
        softBreaks_.inserted(position, text, length, at(position + length));
        reclassifyBefore();
        if (fileText_ && text) {
            // By length: the text may hold NUL bytes.
            const QByteArray fileBytes = softBreaks_.documentText(text, position, length);
            const int fileAt = softBreaks_.toDocument(position);
            fileText_->SendScintilla(SCI_SETTARGETRANGE, static_cast<unsigned long>(fileAt), long(fileAt));
            fileText_->SendScintilla(SCI_REPLACETARGET, static_cast<uintptr_t>(fileBytes.size()), fileBytes.constData());
        }
    } else if (type & SC_MOD_DELETETEXT) {
        if (fileText_)
            fileText_->SendScintilla(SCI_DELETERANGE, static_cast<unsigned long>(softBreaks_.toDocument(position)),
                                     long(length - softBreaks_.breaksBetween(position, position + length)));
        softBreaks_.removed(position, length);
        reclassifyBefore();
    }
}

QsciScintillaBase* ScriptEditor::fileText()
{
    if (!softBreaks_.isActive())
        return nullptr;
    if (!fileText_) {
        // Never shown; the same code page and word characters as the editor,
        // so searches there match as they would here.
        fileText_ = std::make_unique<QsciScintillaBase>();
        fileText_->SendScintilla(SCI_SETCODEPAGE, SC_CP_UTF8);
        fileText_->SendScintilla(SCI_SETUNDOCOLLECTION, 0UL);
        const long wordCharactersSize = SendScintilla(SCI_GETWORDCHARS, 0UL, static_cast<char*>(nullptr));
        QByteArray wordCharacters(wordCharactersSize, '\0');
        SendScintilla(SCI_GETWORDCHARS, 0UL, wordCharacters.data());
        fileText_->SendScintilla(SCI_SETWORDCHARS, 0UL, wordCharacters.constData());
        const QByteArray text = contents();
        fileText_->SendScintilla(SCI_APPENDTEXT, static_cast<uintptr_t>(text.size()), text.constData());
    }
    return fileText_.get();
}

void ScriptEditor::showLongLineNotice(qsizetype longestLine)
{
    if (longestLine <= 0) {
        if (longLineNotice_)
            longLineNotice_->hide();
        setViewportMargins(0, 0, 0, 0);
        return;
    }
    if (!longLineNotice_) {
        longLineNotice_ = new QLabel(this);
        longLineNotice_->setObjectName(QStringLiteral("longLineNotice"));
        longLineNotice_->setWordWrap(true);
        longLineNotice_->setMargin(6);
        longLineNotice_->setAutoFillBackground(true);
        longLineNotice_->setBackgroundRole(QPalette::ToolTipBase);
        longLineNotice_->setForegroundRole(QPalette::ToolTipText);
    }
    const QLocale locale;
    longLineNotice_->setText(tr("<b>This file has very long lines</b> (the longest is %1), so they are shown cut into "
                                "chunks of about %2 to keep typing fast. The breaks between the chunks are not in "
                                "the file and are never saved.")
                                 .arg(locale.formattedDataSize(longestLine), locale.formattedDataSize(SoftBreaks::kChunk)));
    longLineNotice_->show();
    placeLongLineNotice();
}

void ScriptEditor::resizeEvent(QResizeEvent* event)
{
    QsciScintilla::resizeEvent(event);
    placeLongLineNotice();
}

void ScriptEditor::placeLongLineNotice()
{
    // Above the text, which the viewport margin moves down.
    if (!longLineNotice_ || longLineNotice_->isHidden())
        return;
    const int width = contentsRect().width();
    const int height = longLineNotice_->heightForWidth(width);
    longLineNotice_->setGeometry(contentsRect().left(), contentsRect().top(), width, height);
    setViewportMargins(0, height, 0, 0);
}

void ScriptEditor::keyPressEvent(QKeyEvent* event)
{
    if (!softBreaks_.isActive()) {
        QsciScintilla::keyPressEvent(event);
        return;
    }
    // Backspace at the start of a chunk and Delete at its end act on the
    // file's character beyond the soft break, not on the break.
    if (event->modifiers() == Qt::NoModifier && SendScintilla(SCI_GETSELECTIONEMPTY)
        && SendScintilla(SCI_GETSELECTIONS) == 1) {
        const int caret = int(SendScintilla(SCI_GETCURRENTPOS));
        if (event->key() == Qt::Key_Backspace && softBreaks_.isBreakAt(caret - 1))
            SendScintilla(SCI_SETEMPTYSELECTION, caret - 1);
        else if (event->key() == Qt::Key_Delete && softBreaks_.isBreakAt(caret))
            SendScintilla(SCI_SETEMPTYSELECTION, caret + 1);
        // A line end typed right after a break goes before it: a break
        // followed by LF would read as one CRLF line end.
        else if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && softBreaks_.isBreakAt(caret - 1))
            SendScintilla(SCI_SETEMPTYSELECTION, caret - 1);
    }
    // Only the keys that need it become an undo step of their own with the
    // tidying: typing and Backspace elsewhere keep Scintilla's merging of
    // consecutive keys into one undo step.
    if (keyMayUntidyChunks(event))
        editTidyingChunks([&] { QsciScintilla::keyPressEvent(event); });
    else
        QsciScintilla::keyPressEvent(event);
}

bool ScriptEditor::keyMayUntidyChunks(const QKeyEvent* event) const
{
    const Qt::KeyboardModifiers modifiers =
        event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier);
    const QsciCommand* command = standardCommands()->boundTo(event->key() | int(modifiers));
    const bool selection = !SendScintilla(SCI_GETSELECTIONEMPTY);
    if (!command)       // text typed: over a selection it deletes that first
        return selection && !event->text().isEmpty();
    const int caret = int(SendScintilla(SCI_GETCURRENTPOS));
    const auto at = [this](int position) { return char(SendScintilla(SCI_GETCHARAT, static_cast<unsigned long>(position))); };
    // Where a break would end up beside what follows a deletion at `from`.
    const auto joinsBreak = [&](int from, int next) {
        const bool lineStart = from == 0 || at(from - 1) == '\n' || softBreaks_.isBreakAt(from - 1);
        return (softBreaks_.isBreakAt(from - 1) && (next >= length() || at(next) == '\n' || softBreaks_.isBreakAt(next)))
               || (lineStart && softBreaks_.isBreakAt(next));
    };
    switch (command->command()) {
    case QsciCommand::Undo:
    case QsciCommand::Redo:
        return false;
    case QsciCommand::DeleteBack:
    case QsciCommand::DeleteBackNotLine:
        return selection || SendScintilla(SCI_GETSELECTIONS) > 1
               || joinsBreak(int(SendScintilla(SCI_POSITIONBEFORE, caret)), caret);
    case QsciCommand::Delete:
        return selection || SendScintilla(SCI_GETSELECTIONS) > 1
               || joinsBreak(caret, int(SendScintilla(SCI_POSITIONAFTER, caret)));
    case QsciCommand::DeleteWordLeft:
    case QsciCommand::DeleteWordRight:
    case QsciCommand::DeleteWordRightEnd:
    case QsciCommand::DeleteLineLeft:
    case QsciCommand::DeleteLineRight:
    case QsciCommand::LineDelete:
    case QsciCommand::LineCut:
    case QsciCommand::LineTranspose:
    case QsciCommand::LineDuplicate:
    case QsciCommand::MoveSelectedLinesUp:
    case QsciCommand::MoveSelectedLinesDown:
    case QsciCommand::SelectionDuplicate:
    case QsciCommand::SelectionCut:
    case QsciCommand::Paste:
    case QsciCommand::Newline:
    case QsciCommand::Formfeed:
    case QsciCommand::Tab:
    case QsciCommand::Backtab:
        return true;
    default:            // moving, selecting, scrolling, copying
        return false;
    }
}

template <typename Edit>
void ScriptEditor::editTidyingChunks(Edit edit)
{
    if (!softBreaks_.isActive() || touched_.tracking) {
        edit();
        return;
    }
    SendScintilla(SCI_BEGINUNDOACTION);
    touched_ = {true, -1, -1};
    edit();
    tidyChunks();
    touched_ = {};
    SendScintilla(SCI_ENDUNDOACTION);
}

void ScriptEditor::tidyChunks()
{
    if (touched_.from < 0 || !softBreaks_.isActive())
        return;
    const auto at = [this](int position) { return char(SendScintilla(SCI_GETCHARAT, static_cast<unsigned long>(position))); };
    // The breaks next to the touched text, back to front so that taking one
    // out leaves the positions of those before it.
    const std::vector<int>& breaks = softBreaks_.positions();
    const auto first = std::lower_bound(breaks.begin(), breaks.end(), touched_.from - 1);
    const auto last = std::upper_bound(first, breaks.end(), touched_.to);
    const std::vector<int> near(first, last);
    for (auto it = near.crbegin(); it != near.crend(); ++it) {
        const int position = *it;
        const bool lineStart = position == 0 || at(position - 1) == '\n' || softBreaks_.isBreakAt(position - 1);
        const bool lineEnd = position + 1 >= length() || at(position + 1) == '\n';
        if (lineStart || lineEnd)
            SendScintilla(SCI_DELETERANGE, static_cast<unsigned long>(position), 1L);
    }
    // Chunks (lines beside a break) or whole lines grown too long get breaks.
    const int firstLine = int(SendScintilla(SCI_LINEFROMPOSITION, touched_.from));
    for (int line = int(SendScintilla(SCI_LINEFROMPOSITION, touched_.to)); line >= firstLine; --line) {
        const int start = int(SendScintilla(SCI_POSITIONFROMLINE, line));
        const int end = int(SendScintilla(SCI_GETLINEENDPOSITION, line));
        if (end - start <= SoftBreaks::kChunk + SoftBreaks::kChunk / 4
            || !(softBreaks_.isBreakAt(start - 1) || softBreaks_.isBreakAt(end) || end - start > SoftBreaks::kLongLine))
            continue;
        QByteArray text(end - start + 1, '\0');      // Scintilla adds a NUL
        SendScintilla(SCI_GETTEXTRANGE, long(start), long(end), text.data());
        const std::vector<qsizetype> cuts = SoftBreaks::cutsIn(text.constData(), end - start);
        for (auto cut = cuts.crbegin(); cut != cuts.crend(); ++cut)
            SendScintilla(SCI_INSERTTEXT, static_cast<unsigned long>(start + *cut), "\r");
    }
}

int ScriptEditor::replaceRange(int start, int end, const QByteArray& text)
{
    if (!softBreaks_.isActive()) {
        SendScintilla(SCI_SETTARGETRANGE, static_cast<unsigned long>(start), long(end));
        SendScintilla(SCI_REPLACETARGET, static_cast<uintptr_t>(text.size()), text.constData());
        return int(SendScintilla(SCI_GETTARGETEND));
    }
    const char following = end < length() ? char(SendScintilla(SCI_GETCHARAT, static_cast<unsigned long>(end))) : '\0';
    const QByteArray lineEnd = eolMode() == EolWindows ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("\n");
    QByteArray bytes;
    bytes.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char next = i + 1 < text.size() ? text.at(i + 1) : following;
        if (text.at(i) == SoftBreaks::kBreak && next != '\n')
            bytes += lineEnd;
        else
            bytes += text.at(i);
    }
    // The new text holds no soft break, and tidying moves only breaks: its
    // end in the file holds.
    const int fileEnd = documentPosition(start) + int(bytes.size());
    editTidyingChunks([&] {
        SendScintilla(SCI_SETTARGETRANGE, static_cast<unsigned long>(start), long(end));
        SendScintilla(SCI_REPLACETARGET, static_cast<uintptr_t>(bytes.size()), bytes.constData());
    });
    return editorPosition(fileEnd);
}

void ScriptEditor::cut()
{
    editTidyingChunks([this] { QsciScintilla::cut(); });
}

void ScriptEditor::paste()
{
    editTidyingChunks([this] { QsciScintilla::paste(); });
}

void ScriptEditor::dropEvent(QDropEvent* event)
{
    editTidyingChunks([&] { QsciScintilla::dropEvent(event); });
}

int ScriptEditor::documentLine(int editorLine) const
{
    if (!softBreaks_.isActive())
        return editorLine;
    return editorLine - softBreaks_.breaksBetween(0, int(SendScintilla(SCI_POSITIONFROMLINE, editorLine)));
}

int ScriptEditor::editorLine(int documentLine) const
{
    // Each break ends a buffer line: count those in the lines before.
    // Break i is in the file's line (its buffer line - i), which never
    // decreases with i.
    const std::vector<int>& breaks = softBreaks_.positions();
    size_t low = 0, high = breaks.size();
    while (low < high) {
        const size_t middle = (low + high) / 2;
        if (int(SendScintilla(SCI_LINEFROMPOSITION, breaks[middle])) - int(middle) < documentLine)
            low = middle + 1;
        else
            high = middle;
    }
    return documentLine + int(low);
}

int ScriptEditor::documentLineCount() const
{
    return lines() - int(softBreaks_.positions().size());
}

int ScriptEditor::editorLineStart(int documentLine) const
{
    return int(SendScintilla(SCI_POSITIONFROMLINE, editorLine(documentLine)));
}

int ScriptEditor::editorLineEnd(int documentLine) const
{
    return int(SendScintilla(SCI_GETLINEENDPOSITION, editorLine(documentLine + 1) - 1));
}

int ScriptEditor::editorPositionAt(int line, int column) const
{
    const int index = std::clamp(line - 1, 0, std::max(0, documentLineCount() - 1));
    const int start = documentPosition(editorLineStart(index));
    const int end = documentPosition(editorLineEnd(index));
    return editorStartPosition(std::clamp(start + column - 1, start, end));
}

std::pair<int, int> ScriptEditor::editorRangeAt(int line, int column, int length) const
{
    const int start = editorPositionAt(line, column);
    return {start, length > 0 ? editorPosition(std::min(documentPosition(start) + length, documentPosition(this->length())))
                              : start};
}

std::pair<int, int> ScriptEditor::documentLineColumn(int editorPosition) const
{
    const int line = documentLine(int(SendScintilla(SCI_LINEFROMPOSITION, editorPosition)));
    return {line + 1, documentPosition(editorPosition) - documentPosition(editorLineStart(line)) + 1};
}

void ScriptEditor::documentCursorPosition(int* line, int* index) const
{
    if (!softBreaks_.isActive()) {
        getCursorPosition(line, index);
        return;
    }
    const int caret = int(SendScintilla(SCI_GETCURRENTPOS));
    *line = documentLine(int(SendScintilla(SCI_LINEFROMPOSITION, caret)));
    *index = documentCharacters(editorLineStart(*line), caret);
}

int ScriptEditor::documentCharacters(int from, int to) const
{
    const auto count = [this](int a, int b) {
        return int(SendScintilla(SCI_COUNTCHARACTERS, a, b)) - softBreaks_.breaksBetween(a, b);
    };
    const int chunkStart = int(SendScintilla(SCI_POSITIONFROMLINE, int(SendScintilla(SCI_LINEFROMPOSITION, to))));
    if (chunkStart <= from)
        return count(from, to);
    if (countBeforeChunk_.from != from || countBeforeChunk_.to != chunkStart)
        countBeforeChunk_ = {from, chunkStart, count(from, chunkStart)};
    return countBeforeChunk_.characters + count(chunkStart, to);
}

void ScriptEditor::setDocumentCursorPosition(int line, int index)
{
    if (!softBreaks_.isActive()) {
        setCursorPosition(std::clamp(line, 0, std::max(0, lines() - 1)), index);
        return;
    }
    line = std::clamp(line, 0, std::max(0, documentLineCount() - 1));
    const int start = editorLineStart(line), end = editorLineEnd(line);
    index = std::clamp(index, 0, int(SendScintilla(SCI_COUNTCHARACTERS, start, end)) - softBreaks_.breaksBetween(start, end));
    // Step over the breaks between the line's start and the character.
    int position = start, breaks = 0;
    for (;;) {
        position = int(SendScintilla(SCI_POSITIONRELATIVE, start, index + breaks));
        const int now = softBreaks_.breaksBetween(start, position);
        if (now == breaks)
            break;
        breaks = now;
    }
    SendScintilla(SCI_GOTOPOS, position);
}

bool ScriptEditor::differsFromDisk(const QByteArray& bytes) const
{
    return digest(bytes) != diskDigest_;
}

void ScriptEditor::acknowledgeDiskContents(const QByteArray& bytes)
{
    diskDigest_ = digest(bytes);
}

bool ScriptEditor::hasUnsavedChanges() const
{
    return isModified() || (!filePath_.isEmpty() && !QFileInfo::exists(filePath_));
}

void ScriptEditor::detectLineEnding(const QByteArray& bytes)
{
    const qsizetype newline = bytes.indexOf('\n');
    setEolMode(newline > 0 && bytes.at(newline - 1) == '\r' ? EolWindows : EolUnix);
}

void ScriptEditor::applyTheme(const Theme& theme)
{
    theme_ = theme;
    lexer_->applyTheme(theme_, font_);
    setPaper(theme.paper);
    setColor(theme.text);
    setCaretForegroundColor(theme.caret);
    setCaretLineBackgroundColor(theme.caretLine);
    setSelectionBackgroundColor(theme.selection);
    resetSelectionForegroundColor();
    setMarginsBackgroundColor(theme.marginPaper);
    setMarginsForegroundColor(theme.marginText);
    setFoldMarginColors(theme.marginPaper, theme.marginPaper);
    for (int marker = SC_MARKNUM_FOLDEREND; marker <= int(SC_MARKNUM_FOLDEROPEN); ++marker) {
        SendScintilla(SCI_MARKERSETFORE, marker, theme.marginPaper);
        SendScintilla(SCI_MARKERSETBACK, marker, theme.marginText);
    }
    setMatchedBraceBackgroundColor(theme.braceMatch);
    setMatchedBraceForegroundColor(theme.text);
    setUnmatchedBraceBackgroundColor(theme.paper);
    setUnmatchedBraceForegroundColor(theme.braceMismatch);
    setIndentationGuidesForegroundColor(theme.indentGuide);
    setIndentationGuidesBackgroundColor(theme.paper);
    setIndicatorForegroundColor(theme.searchMatch, searchIndicator_);
    setMarginsFont(font_);
    applyMarkerColours();
}

void ScriptEditor::applyMarkerColours()
{
    const QColor red(0xd3, 0x2f, 0x2f);
    const QColor yellow(0xff, 0xd5, 0x4f);
    setMarkerBackgroundColor(red, BreakpointMarker);
    setMarkerForegroundColor(red.darker(130), BreakpointMarker);
    setMarkerBackgroundColor(theme_.marginPaper, DisabledBreakpointMarker);
    setMarkerForegroundColor(red, DisabledBreakpointMarker);
    setMarkerBackgroundColor(QColor(0xef, 0x6c, 0x00), ConditionalBreakpointMarker);
    setMarkerForegroundColor(red.darker(130), ConditionalBreakpointMarker);
    setMarkerBackgroundColor(yellow, ExecutionArrowMarker);
    setMarkerForegroundColor(yellow.darker(180), ExecutionArrowMarker);
    setMarkerBackgroundColor(blend(theme_.paper, yellow, 0.45), ExecutionLineMarker);
    setMarkerBackgroundColor(blend(theme_.paper, QColor(0x66, 0xbb, 0x6a), 0.3), CallerLineMarker);
}

void ScriptEditor::setBreakpointMarks(const QList<BreakpointMark>& marks)
{
    for (int handle : std::as_const(breakpointHandles_))
        markerDeleteHandle(handle);
    breakpointHandles_.clear();
    breakpointLines_.clear();
    for (const BreakpointMark& mark : marks) {
        const int marker = !mark.enabled ? DisabledBreakpointMarker
                           : mark.conditional ? ConditionalBreakpointMarker
                                              : BreakpointMarker;
        breakpointHandles_.append(markerAdd(editorLine(std::clamp(mark.line, 1, std::max(documentLineCount(), 1)) - 1), marker));
        breakpointLines_.append(mark.line);
    }
}

void ScriptEditor::setVaultMarks(const QList<int>& lines)
{
    markerDeleteAll(VaultMarker);
    for (int line : lines)
        markerAdd(editorLine(line - 1), VaultMarker);
    setMarginWidth(VaultMargin, lines.isEmpty() ? 0 : 18);
}

QList<int> ScriptEditor::vaultMarkLines() const
{
    QList<int> lines;
    for (int line = markerFindNext(0, 1 << VaultMarker); line >= 0; line = markerFindNext(line + 1, 1 << VaultMarker))
        lines.append(documentLine(line) + 1);
    return lines;
}

QList<int> ScriptEditor::breakpointMarkLines() const
{
    QList<int> result;
    for (int handle : breakpointHandles_)
        result.append(documentLine(markerLine(handle)) + 1);
    return result;
}

void ScriptEditor::checkBreakpointMarks()
{
    const QList<int> now = breakpointMarkLines();
    if (now == breakpointLines_)
        return;
    breakpointLines_ = now;
    emit breakpointMarksMoved();
}

void ScriptEditor::setExecutionLine(int line, bool innermost)
{
    markerDeleteAll(ExecutionArrowMarker);
    markerDeleteAll(ExecutionLineMarker);
    markerDeleteAll(CallerLineMarker);
    executionHandle_ = -1;
    // Scintilla paints the caret line over marker backgrounds: hide it while
    // the execution line is shown.
    setCaretLineVisible(line <= 0 || line > documentLineCount());
    if (line <= 0 || line > documentLineCount())
        return;
    executionHandle_ = markerAdd(editorLine(line - 1), innermost ? ExecutionLineMarker : CallerLineMarker);
    if (innermost)
        markerAdd(editorLine(line - 1), ExecutionArrowMarker);
}

int ScriptEditor::executionLine() const
{
    return executionHandle_ < 0 ? 0 : documentLine(markerLine(executionHandle_)) + 1;
}

void ScriptEditor::setSearchHighlights(const QList<SearchMatch>& matches)
{
    clearSearchHighlights();
    SendScintilla(SCI_SETINDICATORCURRENT, searchIndicator_);
    for (const SearchMatch& match : matches)
        SendScintilla(SCI_INDICATORFILLRANGE, static_cast<unsigned long>(match.start), long(match.end - match.start));
}

void ScriptEditor::clearSearchHighlights()
{
    SendScintilla(SCI_SETINDICATORCURRENT, searchIndicator_);
    SendScintilla(SCI_INDICATORCLEARRANGE, 0UL, long(length()));
}

void ScriptEditor::setEditorFont(const QFont& font)
{
    font_ = font;
    applyTheme(theme_);
    updateLineNumberMarginWidth();
}

void ScriptEditor::setEditorOptions(const EditorOptions& options)
{
    setTabWidth(std::clamp(options.tabWidth, EditorOptions::kMinimumIndent, EditorOptions::kMaximumIndent));
    setIndentationWidth(std::clamp(options.indentWidth, EditorOptions::kMinimumIndent, EditorOptions::kMaximumIndent));
    setIndentationsUseTabs(options.useTabs);
    setWhitespaceVisibility(options.showWhitespace ? WsVisible : WsInvisible);
    setWrapMode(options.wrapLines ? WrapWord : WrapNone);
    // Wrapped lines start where their line's indentation does, as in Qt Creator.
    setWrapIndentMode(WrapIndentSame);
}

EditorOptions ScriptEditor::editorOptions() const
{
    EditorOptions options;
    options.indentWidth = indentationWidth();
    options.tabWidth = tabWidth();
    options.useTabs = indentationsUseTabs();
    options.showWhitespace = whitespaceVisibility() != WsInvisible;
    options.wrapLines = wrapMode() != WrapNone;
    return options;
}

void ScriptEditor::updateLineNumberMarginWidth()
{
    // Room for the digits of the last line number plus a little padding.
    setMarginWidth(LineNumberMargin, QString(QString::number(documentLineCount()).size() + 1, QLatin1Char('9')));
}

void ScriptEditor::useFileLineNumbers(bool chunked)
{
    SendScintilla(SCI_MARGINTEXTCLEARALL);
    setMarginType(LineNumberMargin, chunked ? TextMarginRightJustified : NumberMargin);
}

void ScriptEditor::paintEvent(QPaintEvent* event)
{
    if (softBreaks_.isActive())
        numberVisibleLines();
    QsciScintilla::paintEvent(event);
}

void ScriptEditor::numberVisibleLines()
{
    const int firstVisible = firstVisibleLine();
    const int first = int(SendScintilla(SCI_DOCLINEFROMVISIBLE, firstVisible));
    const int last = std::min(lines() - 1, int(SendScintilla(SCI_DOCLINEFROMVISIBLE,
                                                               firstVisible + int(SendScintilla(SCI_LINESONSCREEN)) + 1)));
    int fileLine = documentLine(first);
    QByteArray shown;
    for (int line = first; line <= last; ++line) {
        const int start = int(SendScintilla(SCI_POSITIONFROMLINE, line));
        const bool continuation = line > 0 && softBreaks_.isBreakAt(start - 1);
        if (line > first && !continuation)
            ++fileLine;
        const QByteArray number = continuation ? QByteArray() : QByteArray::number(fileLine + 1);
        shown.resize(SendScintilla(SCI_MARGINGETTEXT, static_cast<unsigned long>(line), static_cast<char*>(nullptr)));
        SendScintilla(SCI_MARGINGETTEXT, static_cast<unsigned long>(line), shown.data());
        // Setting a margin's text repaints it: only where it changed.
        if (shown != number) {
            SendScintilla(SCI_MARGINSETTEXT, static_cast<unsigned long>(line), number.constData());
            SendScintilla(SCI_MARGINSETSTYLE, static_cast<unsigned long>(line), long(STYLE_LINENUMBER));
        }
    }
}

void ScriptEditor::goToLine(int line, int column)
{
    const int target = editorLine(std::clamp(line, 1, std::max(1, documentLineCount())) - 1);
    SendScintilla(SCI_ENSUREVISIBLEENFORCEPOLICY, target);
    setDocumentCursorPosition(line - 1, std::max(0, column - 1));
    // Put the line in the middle of the view rather than at an edge.
    setFirstVisibleLine(std::max(0, target - int(SendScintilla(SCI_LINESONSCREEN)) / 2));
    setFocus();
}

int ScriptEditor::currentLine() const
{
    return documentLine(int(SendScintilla(SCI_LINEFROMPOSITION, SendScintilla(SCI_GETCURRENTPOS)))) + 1;
}

void ScriptEditor::styleVisibleLines()
{
    const int firstDocLine = int(SendScintilla(SCI_DOCLINEFROMVISIBLE, firstVisibleLine()));
    const int lastDocLine = int(SendScintilla(SCI_DOCLINEFROMVISIBLE,
                                              firstVisibleLine() + int(SendScintilla(SCI_LINESONSCREEN))));
    const long from = SendScintilla(SCI_POSITIONFROMLINE, firstDocLine);
    const long to = SendScintilla(SCI_GETLINEENDPOSITION, lastDocLine);
    SendScintilla(SCI_COLOURISE, static_cast<unsigned long>(from), to);
}

} // namespace incursion::studio
