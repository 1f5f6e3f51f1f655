#include "language/editor_completion.h"

#include "editing/script_editor.h"
#include "shared/language_icons.h"

#include <Qsci/qsciscintilla.h>

#include <QKeySequence>
#include <QShortcut>

namespace incursion::studio {
namespace {

// Identifies our list among any other user lists shown in the same editor.
constexpr int kListId = 0x1c0;
constexpr int kImageSize = 14;

int imageId(CompletionItem::Kind kind)
{
    return static_cast<int>(kind) + 1;
}

QIcon iconOf(CompletionItem::Kind kind)
{
    using K = CompletionItem::Kind;
    switch (kind) {
    case K::CodeKeyword:
    case K::DataKeyword:
    case K::DataWord: return LanguageIcons::keyword();
    case K::Resource: return LanguageIcons::resource();
    case K::Function:
    case K::Method:
    case K::Object: return LanguageIcons::handler();
    default: return LanguageIcons::macro();
    }
}

} // namespace

EditorCompletion::EditorCompletion(QsciScintilla* editor) : QObject(editor), editor_(editor)
{
    auto* shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Space), editor);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(shortcut, &QShortcut::activated, this, &EditorCompletion::showCompletions);
    connect(editor, &QsciScintillaBase::SCN_CHARADDED, this, &EditorCompletion::characterAdded);
    connect(editor, &QsciScintilla::userListActivated, this, &EditorCompletion::insertChoice);

    for (int kind = 0; kind <= static_cast<int>(CompletionItem::Kind::Local); ++kind) {
        const QIcon icon = iconOf(static_cast<CompletionItem::Kind>(kind));
        if (!icon.isNull())
            editor->registerImage(imageId(static_cast<CompletionItem::Kind>(kind)), icon.pixmap(kImageSize, kImageSize));
    }
    editor->SendScintilla(QsciScintillaBase::SCI_AUTOCSETIGNORECASE, true);
    editor->SendScintilla(QsciScintillaBase::SCI_AUTOCSETORDER, QsciScintillaBase::SC_ORDER_PERFORMSORT);
}

void EditorCompletion::setSnapshot(const CheckSnapshotPtr& snapshot)
{
    provider_.setSnapshot(snapshot);
    model_.setSnapshot(snapshot);
}

CodeModel::Query EditorCompletion::query() const
{
    const auto* script = qobject_cast<const ScriptEditor*>(editor_.data());
    const int caret = static_cast<int>(editor_->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS));
    // The file's text and offsets (a script editor may show it in chunks).
    if (script)
        return {script->filePath(), script->contents(), script->documentPosition(caret)};
    QByteArray text = editor_->bytes(0, editor_->length());
    text.truncate(editor_->length());   // bytes() appends Scintilla's terminating NUL
    return {QString(), text, caret};
}

Completions EditorCompletion::completions() const
{
    const CodeModel::Query q = query();
    return provider_.complete(q.path, q.text, q.position);
}

void EditorCompletion::showCompletions()
{
    if (!editor_)
        return;
    const QList<CompletionItem> items = candidates();
    if (items.isEmpty())
        return;
    QStringList entries;
    entries.reserve(items.size());
    for (const CompletionItem& item : items)
        entries.append(item.text + QLatin1Char('?') + QString::number(imageId(item.kind)));
    editor_->showUserList(kListId, entries);
}

void EditorCompletion::updateSignatureHelp()
{
    if (!editor_)
        return;
    const CodeModel::Query q = query();
    const std::optional<language::SignatureHelp> help = model_.signatureHelp(q);
    if (!help) {
        if (!calltip_.isEmpty())
            editor_->SendScintilla(QsciScintillaBase::SCI_CALLTIPCANCEL);
        calltip_.clear();
        return;
    }
    const QByteArray label = QByteArray::fromStdString(help->label);
    calltip_ = QString::fromStdString(help->label);
    editor_->SendScintilla(QsciScintillaBase::SCI_CALLTIPSHOW, editor_->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS),
                           label.constData());
    if (help->activeParameter < help->parameters.size()) {
        const auto& [begin, end] = help->parameters[help->activeParameter];
        editor_->SendScintilla(QsciScintillaBase::SCI_CALLTIPSETHLT, begin, end);
    }
}

void EditorCompletion::characterAdded(int character)
{
    if (character == '(' || character == ',' || character == ')')
        updateSignatureHelp();
    // Only these characters open a list: the file's text (megabytes on a
    // long line) is copied for them alone, not at every key.
    if (character != '"' && character != '.' && character != '>')
        return;
    if (character == '>') {
        const CodeModel::Query q = query();
        if (q.position < 2 || q.text[q.position - 2] != '-')
            return;
    }
    const Completions c = completions();
    // After $" only resource names, after -> and . only members.
    if (!c.items.isEmpty() && (character != '"' || c.resourceNames))
        showCompletions();
}

void EditorCompletion::insertChoice(int listId, const QString& text)
{
    if (listId != kListId || !editor_)
        return;
    // Scintilla hands back the entry without its image suffix.
    Completions context = completions();
    // The file's offsets to the buffer's (a script editor may show the file in chunks).
    if (const auto* script = qobject_cast<const ScriptEditor*>(editor_.data())) {
        context.replaceStart = script->editorPosition(context.replaceStart);
        context.replaceEnd = script->editorPosition(context.replaceEnd);
    }
    const int length = editor_->length();
    const bool hasClosingQuote = context.resourceNames && context.replaceEnd < length
        && static_cast<char>(editor_->SendScintilla(QsciScintillaBase::SCI_GETCHARAT, context.replaceEnd)) == '"';
    QString replacement = text;
    if (context.resourceNames && !hasClosingQuote)
        replacement += QLatin1Char('"');
    const QByteArray bytes = editor_->isUtf8() ? replacement.toUtf8() : replacement.toLatin1();
    // The replacement and the caret's move are one undo step.
    editor_->SendScintilla(QsciScintillaBase::SCI_BEGINUNDOACTION);
    int newCaret = 0;
    if (auto* script = qobject_cast<ScriptEditor*>(editor_.data())) {
        // Its one edit path, which keeps a long line's chunks right.
        const int end = script->replaceRange(context.replaceStart, context.replaceEnd, bytes);
        // Step over the existing closing quote (in the file: a chunk's break may come first).
        newCaret = hasClosingQuote ? script->editorPosition(script->documentPosition(end) + 1) : end;
    } else {
        editor_->SendScintilla(QsciScintillaBase::SCI_SETTARGETSTART, context.replaceStart);
        editor_->SendScintilla(QsciScintillaBase::SCI_SETTARGETEND, context.replaceEnd);
        editor_->SendScintilla(QsciScintillaBase::SCI_REPLACETARGET, bytes.size(), bytes.constData());
        newCaret = context.replaceStart + static_cast<int>(bytes.size()) + (hasClosingQuote ? 1 : 0);
    }
    editor_->SendScintilla(QsciScintillaBase::SCI_GOTOPOS, newCaret);
    editor_->SendScintilla(QsciScintillaBase::SCI_ENDUNDOACTION);
}

} // namespace incursion::studio
