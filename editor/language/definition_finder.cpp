#include "language/definition_finder.h"

#include <QDir>
#include <QRegularExpression>

#include <algorithm>

namespace incursion::studio {
namespace {

bool isIdentifierChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

// The identifier that contains or touches index `cursor`, if any.
QString identifierAt(const QString& text, int cursor)
{
    int begin = std::clamp(cursor, 0, static_cast<int>(text.size()));
    int end = begin;
    while (begin > 0 && isIdentifierChar(text[begin - 1]))
        --begin;
    while (end < text.size() && isIdentifierChar(text[end]))
        ++end;
    if (begin == end || text[begin].isDigit())
        return {};
    return text.mid(begin, end - begin);
}

} // namespace

std::optional<Definition> DefinitionFinder::find(const QString& path, int line, const QString& lineText,
                                                 int cursor) const
{
    if (!snapshot_)
        return std::nullopt;

    static const QRegularExpression include(QStringLiteral(R"re(^\s*#\s*include\s*["<]([^">]+)[">])re"));
    if (const QRegularExpressionMatch m = include.match(lineText); m.hasMatch())
        return findInclude(path, line, m.captured(1));

    // $"name" (also $ "name") spanning the cursor.
    static const QRegularExpression reference(QStringLiteral(R"re(\$\s*"([^"]*)")re"));
    for (auto it = reference.globalMatch(lineText); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedStart() <= cursor && cursor <= m.capturedEnd())
            return findResource(m.captured(1));
    }

    const QString word = identifierAt(lineText, cursor);
    if (word.isEmpty())
        return std::nullopt;
    return findMacro(word);
}

std::optional<Definition> DefinitionFinder::findResource(const QString& name) const
{
    if (!snapshot_)
        return std::nullopt;
    // Module type order first, then source order: the compiler's look-up rule.
    const ResourceEntry* best = nullptr;
    for (const ResourceEntry& r : snapshot_->resources) {
        if (r.name.compare(name, Qt::CaseInsensitive) != 0)
            continue;
        if (!best || r.kind < best->kind)
            best = &r;
    }
    if (!best)
        return std::nullopt;
    return Definition{Definition::Kind::Resource, best->name,
                      best->namePosition.isValid() ? best->namePosition : best->position};
}

std::optional<Definition> DefinitionFinder::findMacro(const QString& name) const
{
    if (!snapshot_)
        return std::nullopt;
    const auto it = snapshot_->macros.constFind(name);
    if (it == snapshot_->macros.cend() || !it->position.isValid())
        return std::nullopt;
    return Definition{Definition::Kind::Macro, it->name, it->position};
}

std::optional<Definition> DefinitionFinder::findInclude(const QString& includingPath, int line,
                                                        const QString& target) const
{
    if (!snapshot_)
        return std::nullopt;
    const QString from = CheckSnapshot::normalizedPath(includingPath);
    for (const InclusionEntry& inclusion : snapshot_->inclusions) {
        if (inclusion.includedFrom.path == from && inclusion.includedFrom.line == line)
            return Definition{Definition::Kind::File, inclusion.path, {inclusion.path, 1, 1}};
    }
    // A file included again elsewhere is only recorded once: match it by name.
    const QString suffix = QLatin1Char('/') + QDir::cleanPath(target);
    for (const QString& file : snapshot_->files) {
        if (file.endsWith(suffix, Qt::CaseInsensitive))
            return Definition{Definition::Kind::File, file, {file, 1, 1}};
    }
    return std::nullopt;
}

} // namespace incursion::studio
