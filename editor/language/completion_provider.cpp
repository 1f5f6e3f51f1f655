#include "language/completion_provider.h"

#include "script/token.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace incursion::studio {
namespace {

QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

bool isIdentifierByte(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

} // namespace

CompletionContext CompletionProvider::contextAt(const QByteArray& text, int position,
                                                std::optional<script::HighlightState> lineStartState)
{
    position = std::clamp(position, 0, static_cast<int>(text.size()));
    CompletionContext context;
    const int lineStart = static_cast<int>(text.lastIndexOf('\n', position - 1)) + 1;

    int start = position;
    while (start > lineStart && isIdentifierByte(text[start - 1]))
        --start;
    context.prefixStart = start;
    context.prefix = QString::fromUtf8(text.mid(start, position - start));

    // The highlighter decides where the caret is, from the line's start state.
    const std::string_view before(text.constData(), static_cast<size_t>(start));
    const script::StyleSink ignore = [](uint32_t, uint32_t, script::HighlightStyle) {};
    const script::HighlightState lineState =
        lineStartState ? *lineStartState : script::highlight(before, 0, uint32_t(lineStart), {}, ignore);
    bool inLineComment = false;
    const script::HighlightState caretState = script::highlight(
        before, uint32_t(lineStart), uint32_t(start), lineState,
        [&](uint32_t offset, uint32_t length, script::HighlightStyle style) {
            inLineComment = style == script::HighlightStyle::Comment && offset + length == before.size()
                && before.substr(offset, 2) == "//";
        });

    // $"partial name (also $ "partial name) in a string opened on this line.
    static const QRegularExpression reference(QStringLiteral(R"re(\$\s*"([^"]*)$)re"));
    const QString lineBefore = QString::fromUtf8(text.mid(lineStart, position - lineStart));
    if (caretState.scan == script::ScanState::InString) {
        if (const QRegularExpressionMatch m = reference.match(lineBefore); m.hasMatch()) {
            context.kind = CompletionContext::Kind::ResourceName;
            context.prefix = m.captured(1);
            context.prefixStart = position - static_cast<int>(context.prefix.toUtf8().size());
        }
        return context;
    }
    if (caretState.scan != script::ScanState::Normal || inLineComment)
        return context;     // Kind::None
    context.kind = caretState.braceDepth >= 2 ? CompletionContext::Kind::Code : CompletionContext::Kind::Data;
    return context;
}

QList<CompletionItem> CompletionProvider::complete(const CompletionContext& context) const
{
    QList<CompletionItem> items;
    QSet<QString> seen;
    auto offer = [&](const QString& text, CompletionItem::Kind kind) {
        if (text.isEmpty() || !text.startsWith(context.prefix, Qt::CaseInsensitive) || seen.contains(text))
            return;
        seen.insert(text);
        items.append({text, kind});
    };

    switch (context.kind) {
    case CompletionContext::Kind::None:
        return items;
    case CompletionContext::Kind::ResourceName:
        if (snapshot_)
            for (const ResourceEntry& r : snapshot_->resources)
                offer(r.name, CompletionItem::Kind::Resource);
        break;
    case CompletionContext::Kind::Code:
        for (const script::KeywordSpelling& k : script::codeKeywordSpellings())
            offer(toQString(k.spelling), CompletionItem::Kind::CodeKeyword);
        break;
    case CompletionContext::Kind::Data:
        for (const script::KeywordSpelling& k : script::dataKeywordSpellings())
            offer(toQString(k.spelling), CompletionItem::Kind::DataKeyword);
        for (const script::WordSpelling& w : script::dataWordSpellings())
            offer(toQString(w.spelling), CompletionItem::Kind::DataWord);
        break;
    }
    if (snapshot_ && context.kind != CompletionContext::Kind::ResourceName)
        for (auto it = snapshot_->macros.cbegin(); it != snapshot_->macros.cend(); ++it)
            if (it->position.isValid())     // not built-ins without a #define
                offer(it->name, CompletionItem::Kind::Macro);

    std::sort(items.begin(), items.end(), [](const CompletionItem& a, const CompletionItem& b) {
        const int folded = a.text.compare(b.text, Qt::CaseInsensitive);
        return folded != 0 ? folded < 0 : a.text < b.text;
    });
    return items;
}

} // namespace incursion::studio
