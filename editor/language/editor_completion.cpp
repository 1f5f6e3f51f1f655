#include "language/editor_completion.h"

#include "editing/script_lexer.h"
#include "shared/language_icons.h"

#include <Qsci/qsciscintilla.h>

#include <QKeySequence>
#include <QShortcut>

#include <cctype>

namespace incursion::studio {
namespace {

// Identifies our list among any other user lists shown in the same editor.
constexpr int kListId = 0x1c0;
constexpr int kImageSize = 14;

int imageId(CompletionItem::Kind kind)
{
    return static_cast<int>(kind) + 1;
}

} // namespace

EditorCompletion::EditorCompletion(QsciScintilla* editor) : QObject(editor), editor_(editor)
{
    auto* shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Space), editor);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(shortcut, &QShortcut::activated, this, &EditorCompletion::showCompletions);
    connect(editor, &QsciScintillaBase::SCN_CHARADDED, this, &EditorCompletion::characterAdded);
    connect(editor, &QsciScintilla::userListActivated, this, &EditorCompletion::insertChoice);

    const std::pair<CompletionItem::Kind, QIcon> images[] = {
        {CompletionItem::Kind::CodeKeyword, LanguageIcons::keyword()},
        {CompletionItem::Kind::DataKeyword, LanguageIcons::keyword()},
        {CompletionItem::Kind::DataWord, LanguageIcons::keyword()},
        {CompletionItem::Kind::Macro, LanguageIcons::macro()},
        {CompletionItem::Kind::Resource, LanguageIcons::resource()},
    };
    for (const auto& [kind, icon] : images)
        if (!icon.isNull())
            editor->registerImage(imageId(kind), icon.pixmap(kImageSize, kImageSize));
    editor->SendScintilla(QsciScintillaBase::SCI_AUTOCSETIGNORECASE, true);
    editor->SendScintilla(QsciScintillaBase::SCI_AUTOCSETORDER, QsciScintillaBase::SC_ORDER_PERFORMSORT);
}

void EditorCompletion::setSnapshot(const CheckSnapshotPtr& snapshot)
{
    provider_.setSnapshot(snapshot);
}

CompletionContext EditorCompletion::currentContext() const
{
    const int caret = static_cast<int>(editor_->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS));
    QByteArray text = editor_->bytes(0, caret);
    text.truncate(caret);   // bytes() appends Scintilla's terminating NUL
    // Start from the state the lexer stored for the line above the caret, so
    // completion sees exactly what highlighting and folding see.
    std::optional<script::HighlightState> lineStartState = script::HighlightState{};
    const int line = static_cast<int>(editor_->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, caret));
    if (line > 0) {
        const auto* lexer = qobject_cast<const ScriptLexer*>(editor_->lexer());
        lineStartState = lexer ? lexer->stateAtEndOfLine(line - 1) : std::nullopt;
    }
    return CompletionProvider::contextAt(text, caret, lineStartState);
}

QList<CompletionItem> EditorCompletion::candidates() const
{
    return provider_.complete(currentContext());
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

void EditorCompletion::characterAdded(int character)
{
    if (character == '"' && currentContext().kind == CompletionContext::Kind::ResourceName)
        showCompletions();
}

void EditorCompletion::insertChoice(int listId, const QString& text)
{
    if (listId != kListId || !editor_)
        return;
    // Scintilla hands back the entry without its image suffix.
    const CompletionContext context = currentContext();
    const int caret = static_cast<int>(editor_->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS));
    // Replace the whole word under the caret, also the part after it.
    const int length = editor_->length();
    auto charAt = [this](int position) {
        return static_cast<char>(editor_->SendScintilla(QsciScintillaBase::SCI_GETCHARAT, position));
    };
    const bool resource = context.kind == CompletionContext::Kind::ResourceName;
    int end = caret;
    while (end < length && (resource ? charAt(end) != '"' && charAt(end) != '\n'
                                     : std::isalnum(static_cast<unsigned char>(charAt(end))) || charAt(end) == '_'))
        ++end;
    const bool hasClosingQuote = resource && end < length && charAt(end) == '"';
    QString replacement = text;
    if (resource && !hasClosingQuote)
        replacement += QLatin1Char('"');
    const QByteArray bytes = editor_->isUtf8() ? replacement.toUtf8() : replacement.toLatin1();
    editor_->SendScintilla(QsciScintillaBase::SCI_BEGINUNDOACTION);
    editor_->SendScintilla(QsciScintillaBase::SCI_SETTARGETSTART, context.prefixStart);
    editor_->SendScintilla(QsciScintillaBase::SCI_SETTARGETEND, end);
    editor_->SendScintilla(QsciScintillaBase::SCI_REPLACETARGET, bytes.size(), bytes.constData());
    int newCaret = context.prefixStart + static_cast<int>(bytes.size());
    if (hasClosingQuote)
        ++newCaret;     // step over the existing closing quote
    editor_->SendScintilla(QsciScintillaBase::SCI_GOTOPOS, newCaret);
    editor_->SendScintilla(QsciScintillaBase::SCI_ENDUNDOACTION);
}

} // namespace incursion::studio
