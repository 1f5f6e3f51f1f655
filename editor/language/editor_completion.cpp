#include "language/editor_completion.h"

#include "editing/script_editor.h"
#include "shared/language_icons.h"

#include <Qsci/qsciscintilla.h>

#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QScreen>
#include <QShortcut>
#include <QStyle>
#include <QTextDocument>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace incursion::studio {
namespace {

// Identifies our list among any other user lists shown in the same editor.
constexpr int kListId = 0x1c0;
constexpr int kImageSize = 14;
constexpr int kVisibleRows = 10;
constexpr int kListPadding = 16;       // beside the icon and text, so the longest name is not cut
constexpr int kMaxListWidth = 560;
constexpr int kMaxDetailWidth = 480;
constexpr int kFollowMs = 100;

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
    // The signature and comment of the entry selected in the list, beside it.
    detail_ = new QLabel(editor, Qt::ToolTip);
    detail_->setObjectName(QStringLiteral("completionDetail"));
    detail_->setWordWrap(true);
    detail_->setTextFormat(Qt::RichText);
    detail_->setMargin(6);
    detail_->setForegroundRole(QPalette::ToolTipText);
    detail_->setBackgroundRole(QPalette::ToolTipBase);
    detail_->setAutoFillBackground(true);
    detail_->setFrameShape(QFrame::Box);
    detail_->hide();
    connect(editor, &QsciScintilla::userListActivated, detail_, &QWidget::hide);
    connect(editor, &QsciScintillaBase::SCN_AUTOCCANCELLED, detail_, &QWidget::hide);
    connect(editor, &QsciScintillaBase::SCN_AUTOCCOMPLETED, detail_, &QWidget::hide);
    connect(editor, &QsciScintillaBase::SCN_AUTOCSELECTIONCHANGE, this, [this] { showDetail(); });
    // Typing narrows a user list without a signal of Scintilla's or the
    // list's: while it is shown the panel follows its selection.
    followSelection_ = new QTimer(this);
    followSelection_->setInterval(kFollowMs);
    connect(followSelection_, &QTimer::timeout, this, [this] {
        if (!list())
            followSelection_->stop();
        showDetail();
    });
    editor->SendScintilla(QsciScintillaBase::SCI_AUTOCSETMAXHEIGHT, kVisibleRows);
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
    shown_ = items;
    fitList();
}

QListWidget* EditorCompletion::list() const
{
    // Scintilla's list is a QListWidget child of the editor, a window of its own.
    if (!editor_ || !editor_->isListActive())
        return nullptr;
    for (QListWidget* list : editor_->findChildren<QListWidget*>())
        if (list->isWindow() && list->isVisible())
            return list;
    return nullptr;
}

void EditorCompletion::fitList()
{
    QListWidget* list = this->list();
    if (!list)
        return;
    // Scintilla sizes it for five rows and its own guess of a width: make it
    // as wide as the longest entry (up to a limit) and ten rows tall.
    const int frame = 2 * list->frameWidth();
    int widest = 0;
    for (int row = 0; row < list->count(); ++row)
        widest = std::max(widest, list->sizeHintForIndex(list->model()->index(row, 0)).width());
    const int rows = std::min(list->count(), kVisibleRows);
    const int scrollBar = list->count() > rows ? list->style()->pixelMetric(QStyle::PM_ScrollBarExtent) : 0;
    const int width = std::clamp(widest + frame + scrollBar + kListPadding, list->width(), kMaxListWidth);
    const int height = rows * std::max(1, list->sizeHintForRow(0)) + frame;
    QRect geometry = list->geometry();
    // Shown above the caret (no room below): grow upwards, keeping its bottom.
    const QPoint caret = editor_->viewport()->mapToGlobal(
        QPoint(0, int(editor_->SendScintilla(QsciScintillaBase::SCI_POINTYFROMPOSITION, 0,
                                             editor_->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS)))));
    const bool above = geometry.bottom() <= caret.y();
    geometry.setWidth(width);
    if (above)
        geometry.setTop(geometry.bottom() - height + 1);
    else
        geometry.setHeight(height);
    // Kept on its screen.
    if (const QScreen* screen = list->screen()) {
        const QRect available = screen->availableGeometry();
        if (geometry.right() > available.right())
            geometry.moveRight(available.right());
    }
    list->setGeometry(geometry);
    detailFor_.clear();
    showDetail();
    followSelection_->start();
}

QString EditorCompletion::detailText(const QString& name) const
{
    for (const CompletionItem& item : shown_)
        if (item.text == name) {
            if (item.detail.isEmpty() && item.documentation.isEmpty())
                return {};
            QString html;
            if (!item.detail.isEmpty())
                html += QStringLiteral("<p><code>%1</code></p>").arg(item.detail.toHtmlEscaped());
            if (!item.documentation.isEmpty())
                html += QStringLiteral("<p>%1</p>").arg(item.documentation.toHtmlEscaped());
            return html;
        }
    return {};
}

void EditorCompletion::showDetail()
{
    QListWidget* list = this->list();
    const QListWidgetItem* current = list ? list->currentItem() : nullptr;
    const QString name = current ? current->text() : QString();
    if (name == detailFor_ && (name.isEmpty() || detail_->isVisible()))
        return;
    detailFor_ = name;
    const QString html = current ? detailText(name) : QString();
    if (html.isEmpty()) {
        detail_->hide();
        return;
    }
    detail_->setText(html);
    // As wide as its longest line up to the maximum, wrapping beyond (a
    // wrapping label alone would pick a narrow column).
    QTextDocument measure;
    measure.setDefaultFont(detail_->font());
    measure.setHtml(html);
    const int chrome = 2 * (detail_->margin() + detail_->frameWidth()) + 2 * int(measure.documentMargin()) + 2;
    detail_->setFixedWidth(std::min(kMaxDetailWidth, int(std::ceil(measure.idealWidth())) + chrome));
    detail_->adjustSize();
    // Beside the list, on the side of the screen with room for it.
    const QRect at = list->geometry();
    QPoint topLeft(at.right() + 1, at.top());
    if (const QScreen* screen = list->screen())
        if (topLeft.x() + detail_->width() > screen->availableGeometry().right())
            topLeft.setX(at.left() - detail_->width());
    detail_->move(topLeft);
    detail_->show();
    detail_->raise();
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
