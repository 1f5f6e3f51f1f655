#include "build/build_output_dock.h"

#include "language/diagnostics_presenter.h"
#include "shared/game_colours.h"

#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>

namespace incursion::studio {
namespace {

QString severityWord(script::Severity severity)
{
    switch (severity) {
    case script::Severity::Error: return BuildOutputDock::tr("error");
    case script::Severity::Warning: return BuildOutputDock::tr("warning");
    case script::Severity::Note: return BuildOutputDock::tr("note");
    }
    return {};
}

QString locationText(const SourcePosition& position, const QDir& base)
{
    if (position.path.isEmpty())
        return {};
    return BuildOutputDock::tr("%1:%2:%3: ")
        .arg(QDir::cleanPath(base.relativeFilePath(position.path)))
        .arg(position.line)
        .arg(position.column);
}

} // namespace

BuildOutputDock::BuildOutputDock(QWidget* parent) : QDockWidget(tr("Build Output"), parent), view_(new QPlainTextEdit)
{
    setObjectName(QStringLiteral("BuildOutputDock"));
    view_->setReadOnly(true);
    view_->setLineWrapMode(QPlainTextEdit::NoWrap);
    view_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view_->setToolTip(tr("Double-click an error or warning to go to its place in the source"));
    view_->viewport()->installEventFilter(this);
    setWidget(view_);
}

QStringList BuildOutputDock::lines() const
{
    QStringList result;
    for (QTextBlock block = view_->document()->begin(); block.isValid(); block = block.next())
        result.append(block.text());
    // An empty document still has one empty block.
    if (result.size() == 1 && result.first().isEmpty())
        result.clear();
    return result;
}

QString BuildOutputDock::lastLine() const
{
    return lines().value(lines().size() - 1);
}

void BuildOutputDock::clear()
{
    view_->clear();
    positions_.clear();
    colours_.clear();
}

void BuildOutputDock::appendMessage(const QString& text)
{
    appendLine(text, QColor(), {});
}

void BuildOutputDock::popUp()
{
    show();
    raise();
}

void BuildOutputDock::appendDiagnostic(const DiagnosticEntry& diagnostic, const QDir& base)
{
    appendLine(locationText(diagnostic.position, base) + severityWord(diagnostic.severity) + QStringLiteral(": ")
                   + diagnostic.message,
               DiagnosticsPresenter::severityColor(diagnostic.severity), diagnostic.position);
    for (const DiagnosticNote& note : diagnostic.notes)
        appendLine(QStringLiteral("  ") + locationText(note.position, base) + severityWord(script::Severity::Note)
                       + QStringLiteral(": ") + note.message,
                   QColor(), note.position);
}

void BuildOutputDock::appendLine(const QString& text, const QColor& color, const SourcePosition& position)
{
    const bool empty = view_->document()->isEmpty();
    QTextCursor cursor(view_->document());
    cursor.movePosition(QTextCursor::End);
    if (!empty)
        cursor.insertBlock();
    QTextCharFormat format;
    if (color.isValid()) {
        format.setForeground(shown(color));
        colours_.insert(cursor.blockNumber(), color);
    }
    cursor.insertText(text, format);
    if (position.isValid())
        positions_.insert(cursor.blockNumber(), position);
    // The new line in view from its start: a long last line must not leave
    // the panel scrolled sideways to its end.
    cursor.movePosition(QTextCursor::StartOfBlock);
    view_->setTextCursor(cursor);
    view_->ensureCursorVisible();
    view_->horizontalScrollBar()->setValue(view_->horizontalScrollBar()->minimum());
}

QColor BuildOutputDock::shown(const QColor& colour) const
{
    // The panel's palette: on a theme switch it changes before the view's.
    return readableOn(colour, palette().color(QPalette::Base));
}

QColor BuildOutputDock::colourOfLine(int line) const
{
    const QTextBlock block = view_->document()->findBlockByNumber(line);
    if (!block.isValid() || !colours_.contains(line))
        return {};
    return block.begin().fragment().charFormat().foreground().color();
}

void BuildOutputDock::changeEvent(QEvent* event)
{
    QDockWidget::changeEvent(event);
    if (event->type() != QEvent::PaletteChange)
        return;
    for (auto it = colours_.cbegin(); it != colours_.cend(); ++it) {
        const QTextBlock block = view_->document()->findBlockByNumber(it.key());
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat format;
        format.setForeground(shown(it.value()));
        cursor.mergeCharFormat(format);
    }
}

bool BuildOutputDock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == view_->viewport() && event->type() == QEvent::MouseButtonDblClick) {
        const QPoint point = static_cast<QMouseEvent*>(event)->position().toPoint();
        const SourcePosition position = positions_.value(view_->cursorForPosition(point).blockNumber());
        if (position.isValid()) {
            emit activated(position.path, position.line, position.column);
            return true;
        }
    }
    return QDockWidget::eventFilter(watched, event);
}

} // namespace incursion::studio
