#include "editing/script_editor.h"

#include "editing/script_lexer.h"
#include "shared/icons.h"

#include <Qsci/qscicommand.h>
#include <Qsci/qscicommandset.h>

#include <QCryptographicHash>
#include <QCursor>
#include <QFile>
#include <QContextMenuEvent>
#include <QFileInfo>
#include <QMenu>
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

} // namespace

ScriptEditor::ScriptEditor(QWidget* parent)
    : QsciScintilla(parent)
    , lexer_(new ScriptLexer(this))
    , searchIndicator_(indicatorDefine(FullBoxIndicator))
    , font_(font())
{
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
            emit breakpointToggleRequested(line + 1);
        else if (margin == VaultMargin && (markersAtLine(line) & (1 << VaultMarker)))
            emit vaultMarkClicked(line + 1);
    });
    connect(this, &QsciScintilla::marginRightClicked, this, [this](int margin, int line, Qt::KeyboardModifiers) {
        if (margin == BreakpointMargin)
            emit breakpointMenuRequested(line + 1, QCursor::pos());
    });
    connect(this, &QsciScintilla::linesChanged, this, &ScriptEditor::checkBreakpointMarks);
    setFolding(BoxedTreeFoldStyle, FoldMargin);
    setBraceMatching(SloppyBraceMatch);
    setCaretLineVisible(true);
    setIndentationGuides(true);
    setEditorOptions(EditorOptions());
    setAutoIndent(true);
    setEolMode(EolUnix);
    setScrollWidthTracking(true);
    setScrollWidth(1);
    // Zoom is a window-wide setting handled by the View menu.
    for (auto command : {QsciCommand::ZoomIn, QsciCommand::ZoomOut}) {
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
    getCursorPosition(&line, &index);
    const int firstVisible = firstVisibleLine();
    beginUndoAction();
    setContents(bytes);
    endUndoAction();
    setModified(false);
    diskDigest_ = digest(bytes);
    setCursorPosition(std::min(line, lines() - 1), index);
    setFirstVisibleLine(firstVisible);
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
    return QByteArray(data, length());
}

void ScriptEditor::setContents(const QByteArray& bytes)
{
    detectLineEnding(bytes);
    // Raw bytes in and out: invalid UTF-8 or NULs survive a load/save cycle.
    SendScintilla(SCI_CLEARALL);
    SendScintilla(SCI_APPENDTEXT, static_cast<uintptr_t>(bytes.size()), bytes.constData());
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
        breakpointHandles_.append(markerAdd(std::clamp(mark.line, 1, std::max(lines(), 1)) - 1, marker));
        breakpointLines_.append(mark.line);
    }
}

void ScriptEditor::setVaultMarks(const QList<int>& lines)
{
    markerDeleteAll(VaultMarker);
    for (int line : lines)
        markerAdd(line - 1, VaultMarker);
    setMarginWidth(VaultMargin, lines.isEmpty() ? 0 : 18);
}

QList<int> ScriptEditor::vaultMarkLines() const
{
    QList<int> lines;
    for (int line = markerFindNext(0, 1 << VaultMarker); line >= 0; line = markerFindNext(line + 1, 1 << VaultMarker))
        lines.append(line + 1);
    return lines;
}

QList<int> ScriptEditor::breakpointMarkLines() const
{
    QList<int> result;
    for (int handle : breakpointHandles_)
        result.append(markerLine(handle) + 1);
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
    setCaretLineVisible(line <= 0 || line > lines());
    if (line <= 0 || line > lines())
        return;
    executionHandle_ = markerAdd(line - 1, innermost ? ExecutionLineMarker : CallerLineMarker);
    if (innermost)
        markerAdd(line - 1, ExecutionArrowMarker);
}

int ScriptEditor::executionLine() const
{
    return executionHandle_ < 0 ? 0 : markerLine(executionHandle_) + 1;
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
    setMarginWidth(LineNumberMargin, QString(QString::number(lines()).size() + 1, QLatin1Char('9')));
}

void ScriptEditor::goToLine(int line, int column)
{
    const int target = std::clamp(line, 1, lines()) - 1;
    SendScintilla(SCI_ENSUREVISIBLEENFORCEPOLICY, target);
    setCursorPosition(target, std::max(0, column - 1));
    // Put the line in the middle of the view rather than at an edge.
    setFirstVisibleLine(std::max(0, target - int(SendScintilla(SCI_LINESONSCREEN)) / 2));
    setFocus();
}

int ScriptEditor::currentLine() const
{
    int line = 0, index = 0;
    getCursorPosition(&line, &index);
    return line + 1;
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
