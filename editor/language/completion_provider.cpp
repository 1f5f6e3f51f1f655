#include "language/completion_provider.h"

#include "script/scanner.h"
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

CompletionContext CompletionProvider::contextAt(const QByteArray& text, int position)
{
    position = std::clamp(position, 0, static_cast<int>(text.size()));
    CompletionContext context;

    // $"partial name (also $ "partial name) on the current line.
    const int lineStart = static_cast<int>(text.lastIndexOf('\n', position - 1)) + 1;
    static const QRegularExpression reference(QStringLiteral(R"re(\$\s*"([^"]*)$)re"));
    const QString lineBefore = QString::fromUtf8(text.mid(lineStart, position - lineStart));
    if (const QRegularExpressionMatch m = reference.match(lineBefore); m.hasMatch()) {
        context.kind = CompletionContext::Kind::ResourceName;
        context.prefix = m.captured(1);
        context.prefixStart = position - static_cast<int>(context.prefix.toUtf8().size());
        return context;
    }

    int start = position;
    while (start > 0 && isIdentifierByte(text[start - 1]))
        --start;
    context.prefixStart = start;
    context.prefix = QString::fromUtf8(text.mid(start, position - start));

    // The compiler's scanner skips strings, comments and grids; brace depth
    // tells handler code (depth >= 2) from resource data.
    const std::string_view before(text.constData(), static_cast<size_t>(start));
    script::Scanner scanner(before);
    int depth = 0;
    script::RawToken last{script::RawKind::Whitespace, 0, 0};
    while (!scanner.atEnd()) {
        const script::RawToken token = scanner.next();
        if (token.length == 0)
            break;
        if (token.kind == script::RawKind::Punct && token.length == 1) {
            if (before[token.offset] == '{')
                ++depth;
            else if (before[token.offset] == '}')
                depth = std::max(0, depth - 1);
        }
        if (token.kind != script::RawKind::Whitespace)
            last = token;
    }
    const bool inLineComment = last.kind == script::RawKind::LineComment && last.offset + last.length == before.size();
    if (scanner.state() != script::ScanState::Normal || last.kind == script::RawKind::Unterminated || inLineComment)
        return context;     // Kind::None
    context.kind = depth >= 2 ? CompletionContext::Kind::Code : CompletionContext::Kind::Data;
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
