#include "language/editor_hover.h"

#include "editing/script_editor.h"

#include <Qsci/qsciscintilla.h>

#include <QToolTip>

namespace incursion::studio {
namespace {

constexpr int kDwellMs = 500;

QString kindText(language::SymbolKind kind)
{
    using K = language::SymbolKind;
    switch (kind) {
    case K::Resource: return EditorHover::tr("resource");
    case K::Handler: return EditorHover::tr("event handler");
    case K::ScriptFunction: return EditorHover::tr("function");
    case K::ModuleVariable: return EditorHover::tr("variable");
    case K::Local: return EditorHover::tr("local variable");
    case K::ApiObject: return EditorHover::tr("system object");
    case K::ApiFunction: return EditorHover::tr("API function");
    case K::ApiMethod: return EditorHover::tr("API method");
    case K::ApiVariable: return EditorHover::tr("API member");
    case K::Macro: return EditorHover::tr("macro");
    case K::Constant: return EditorHover::tr("constant");
    case K::File: return EditorHover::tr("included file");
    default: return EditorHover::tr("keyword");
    }
}

} // namespace

EditorHover::EditorHover(QsciScintilla* editor) : QObject(editor), editor_(editor)
{
    editor->SendScintilla(QsciScintillaBase::SCI_SETMOUSEDWELLTIME, kDwellMs);
    connect(editor, &QsciScintillaBase::SCN_DWELLSTART, this, &EditorHover::dwellStarted);
    connect(editor, &QsciScintillaBase::SCN_DWELLEND, this, [] { QToolTip::hideText(); });
}

QString EditorHover::textAt(int position) const
{
    if (!editor_ || position < 0)
        return {};
    const auto* script = qobject_cast<const ScriptEditor*>(editor_.data());
    // The file's text and offset (a script editor may show the file in chunks).
    QByteArray text = script ? script->contents() : editor_->bytes(0, editor_->length());
    text.truncate(editor_->length());
    const std::optional<language::Hover> hover =
        model_.hover({script ? script->filePath() : QString(), text, script ? script->documentPosition(position) : position});
    if (!hover)
        return {};
    QString html = QStringLiteral("<p style='white-space:pre'><code>%1</code><br><i>%2</i></p>")
                       .arg(QString::fromStdString(hover->declaration).toHtmlEscaped(),
                            kindText(hover->symbol).toHtmlEscaped());
    if (!hover->documentation.empty())
        html += QStringLiteral("<p>%1</p>").arg(QString::fromStdString(hover->documentation).toHtmlEscaped());
    return html;
}

void EditorHover::dwellStarted(int position, int x, int y)
{
    const QString text = textAt(position);
    if (!text.isEmpty())
        QToolTip::showText(editor_->viewport()->mapToGlobal(QPoint(x, y)), text, editor_->viewport());
}

} // namespace incursion::studio
