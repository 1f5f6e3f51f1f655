#include "build/disassembly_view.h"
#include "shared/icons.h"
#include "shared/runtime_text.h"

#include <QIcon>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QTextBlock>

#include <algorithm>

namespace incursion::studio {
namespace {

constexpr int kGutterWidth = 18;

} // namespace

// The breakpoint column left of the listing; the view paints it.
class DisassemblyGutter : public QWidget {
public:
    explicit DisassemblyGutter(DisassemblyView* view) : QWidget(view), view_(view) {}
    QSize sizeHint() const override { return {kGutterWidth, 0}; }

protected:
    void paintEvent(QPaintEvent* event) override { view_->paintGutter(event); }
    void mousePressEvent(QMouseEvent* event) override
    {
        if (event->button() == Qt::LeftButton)
            view_->gutterClicked(event->position().toPoint());
    }

private:
    DisassemblyView* view_;
};

DisassemblyView::DisassemblyView(const ModuleBuildPtr& build, int function, QWidget* parent)
    : QPlainTextEdit(parent)
    , build_(build)
    , function_(function)
    , gutter_(new DisassemblyGutter(this))
    , toggleBreakpoint_(new QAction(studioIcon("breakpoint"), QString(), this))
{
    const ViewActionInfo toggle = viewActions().front();
    toggleBreakpoint_->setObjectName(toggle.id);
    toggleBreakpoint_->setText(toggle.text);
    toggleBreakpoint_->setShortcut(toggle.shortcut);
    toggleBreakpoint_->setShortcutContext(Qt::WidgetShortcut);
    addAction(toggleBreakpoint_);
    connect(toggleBreakpoint_, &QAction::triggered, this, [this] {
        if (const int pc = instructionAtLine(textCursor().blockNumber()); pc >= 0)
            emit breakpointToggleRequested(pc);
    });
    setViewportMargins(kGutterWidth, 0, 0, 0);
    gutter_->setCursor(Qt::PointingHandCursor);
    gutter_->setToolTip(tr("Click to toggle an instruction breakpoint (F9)"));
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect& rect, int dy) {
        if (dy != 0)
            gutter_->scroll(0, dy);
        else
            gutter_->update(0, rect.y(), gutter_->width(), rect.height());
    });
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    listing_ = vm::disassemble(*build_->image, uint32_t(function_), build_->sourceLines());
    render();
}

QString DisassemblyView::title(const ModuleBuild& build, int function)
{
    const core::Function& f = build.image->functions.at(size_t(function));
    if (f.kind == core::FunctionKind::ScriptFunction)
        return tr("Disassembly: %1").arg(build.functionLabel(function));
    return tr("Disassembly: %1 %2").arg(build.resourceLabel(f.resource), build.functionLabel(function));
}

void DisassemblyView::setAppearance(const Theme& theme, const QFont& font)
{
    theme_ = theme;
    setFont(font);
    QPalette colours = palette();
    colours.setColor(QPalette::Base, theme.paper);
    colours.setColor(QPalette::Text, theme.text);
    setPalette(colours);
    render();
}

void DisassemblyView::render()
{
    QTextCharFormat header;
    header.setFontWeight(QFont::Bold);
    QTextCharFormat source;
    const TextFormat& comment = theme_.format(script::HighlightStyle::Comment);
    source.setForeground(comment.foreground);
    source.setFontItalic(comment.italic);
    const QTextCharFormat instruction;

    clear();
    QTextCursor cursor(document());
    for (size_t i = 0; i < listing_.size(); ++i) {
        const vm::ListingLine& line = listing_[i];
        if (i > 0)
            cursor.insertBlock();
        const QTextCharFormat& format = line.kind == vm::ListingLine::Kind::Header   ? header
                                        : line.kind == vm::ListingLine::Kind::Source ? source
                                                                                     : instruction;
        cursor.insertText(toQString(line.text), format);
    }
    moveCursor(QTextCursor::Start);
    markCurrentInstruction();
}

void DisassemblyView::setCurrentInstruction(int pc)
{
    currentPc_ = pc;
    markCurrentInstruction();
}

void DisassemblyView::markCurrentInstruction()
{
    QList<QTextEdit::ExtraSelection> marks;
    for (size_t i = 0; i < listing_.size(); ++i) {
        if (currentPc_ < 0 || listing_[i].kind != vm::ListingLine::Kind::Instruction || listing_[i].pc != uint32_t(currentPc_))
            continue;
        QTextEdit::ExtraSelection mark;
        mark.cursor = QTextCursor(document()->findBlockByNumber(int(i)));
        mark.format.setBackground(QColor(0xff, 0xd5, 0x4f, 140));
        mark.format.setProperty(QTextFormat::FullWidthSelection, true);
        marks.append(mark);
        setTextCursor(mark.cursor);
        ensureCursorVisible();
        break;
    }
    setExtraSelections(marks);
}

void DisassemblyView::goToInstruction(int pc)
{
    const int line = lineOfInstruction(pc);
    if (line < 0)
        return;
    setTextCursor(QTextCursor(document()->findBlockByNumber(line)));
    ensureCursorVisible();
}

void DisassemblyView::setBreakpointMarks(const QList<BreakpointMark>& marks)
{
    marks_ = marks;
    gutter_->update();
}

int DisassemblyView::instructionAtLine(int block) const
{
    for (size_t i = size_t(std::max(block, 0)); i < listing_.size(); ++i) {
        const vm::ListingLine& line = listing_[i];
        if (line.kind == vm::ListingLine::Kind::Instruction)
            return int(*line.pc);
        // A source line stands for the instructions below it; a header for none.
        if (line.kind == vm::ListingLine::Kind::Header || int(i) != block)
            break;
    }
    return -1;
}

int DisassemblyView::lineOfInstruction(int pc) const
{
    for (size_t i = 0; i < listing_.size(); ++i)
        if (listing_[i].kind == vm::ListingLine::Kind::Instruction && listing_[i].pc == uint32_t(pc))
            return int(i);
    return -1;
}

QWidget* DisassemblyView::gutter() const
{
    return gutter_;
}

QList<ViewActionInfo> DisassemblyView::viewActions()
{
    return {{QStringLiteral("Disassembly.ToggleInstructionBreakpoint"), tr("Toggle Instruction Breakpoint"),
             QKeySequence(Qt::Key_F9)}};
}

QMenu* DisassemblyView::createContextMenu(const QPoint& position)
{
    QMenu* menu = createStandardContextMenu(position);
    menu->addSeparator();
    const int pc = instructionAtLine(cursorForPosition(position).blockNumber());
    // At the clicked line, which need not be the caret's; the key is the view's own.
    QAction* toggle = menu->addAction(toggleBreakpoint_->icon(), toggleBreakpoint_->text(), this,
                                      [this, pc] { emit breakpointToggleRequested(pc); });
    toggle->setShortcut(toggleBreakpoint_->shortcut());
    toggle->setEnabled(pc >= 0);
    return menu;
}

bool DisassemblyView::isToggleKey(const QKeyEvent* event) const
{
    return !toggleBreakpoint_->shortcut().isEmpty()
           && QKeySequence(event->keyCombination()) == toggleBreakpoint_->shortcut();
}

bool DisassemblyView::event(QEvent* event)
{
    // The key toggles here rather than the editors' Toggle Breakpoint action
    // (F9 for both by default).
    if (event->type() == QEvent::ShortcutOverride && isToggleKey(static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    return QPlainTextEdit::event(event);
}

void DisassemblyView::keyPressEvent(QKeyEvent* event)
{
    if (isToggleKey(event)) {
        toggleBreakpoint_->trigger();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

void DisassemblyView::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu* menu = createContextMenu(event->pos());
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

void DisassemblyView::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect area = contentsRect();
    gutter_->setGeometry(area.left(), area.top(), kGutterWidth, area.height());
}

void DisassemblyView::paintGutter(QPaintEvent* event)
{
    QPainter painter(gutter_);
    painter.fillRect(event->rect(), theme_.marginPaper);
    if (marks_.isEmpty())
        return;
    // The editors' breakpoint icon; a disabled breakpoint greyed out.
    const QIcon icon = studioIcon("breakpoint");
    for (QTextBlock block = firstVisibleBlock(); block.isValid(); block = block.next()) {
        const QRectF bounds = blockBoundingGeometry(block).translated(contentOffset());
        if (bounds.top() > event->rect().bottom())
            break;
        const size_t line = size_t(block.blockNumber());
        if (line >= listing_.size() || !listing_[line].pc)
            continue;
        const auto mark = std::find_if(marks_.cbegin(), marks_.cend(), [&](const BreakpointMark& m) {
            return m.pc == int(*listing_[line].pc);
        });
        if (mark == marks_.cend())
            continue;
        const int size = std::min(int(bounds.height()), kGutterWidth) - 2;
        const QRect box(QPoint((kGutterWidth - size) / 2, int(bounds.top() + (bounds.height() - size) / 2)),
                        QSize(size, size));
        icon.paint(&painter, box, Qt::AlignCenter, mark->enabled ? QIcon::Normal : QIcon::Disabled);
    }
}

void DisassemblyView::gutterClicked(const QPoint& position)
{
    const int pc = instructionAtLine(cursorForPosition(QPoint(0, position.y())).blockNumber());
    if (pc >= 0)
        emit breakpointToggleRequested(pc);
}

void DisassemblyView::mouseDoubleClickEvent(QMouseEvent* event)
{
    const int block = cursorForPosition(event->position().toPoint()).blockNumber();
    if (block >= 0 && size_t(block) < listing_.size()) {
        if (const auto& position = listing_[size_t(block)].source) {
            const QString path = build_->sourcePath(position->file);
            if (!path.isEmpty()) {
                emit sourceActivated(path, int(position->line), int(position->column));
                return;
            }
        }
    }
    QPlainTextEdit::mouseDoubleClickEvent(event);
}

} // namespace incursion::studio
