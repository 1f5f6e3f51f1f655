#include "build/disassembly_view.h"

#include <QMouseEvent>
#include <QTextBlock>

namespace incursion::studio {
namespace {

QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

DisassemblyView::DisassemblyView(const ModuleBuildPtr& build, int function, QWidget* parent)
    : QPlainTextEdit(parent), build_(build), function_(function)
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    listing_ = vm::disassemble(*build_->image, uint32_t(function_), build_->sourceLines());
    render();
}

QString DisassemblyView::title(const ModuleBuild& build, int function)
{
    const vm::Function& f = build.image->functions.at(size_t(function));
    if (f.kind == vm::FunctionKind::ScriptFunction)
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
