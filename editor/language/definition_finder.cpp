#include "language/definition_finder.h"

#include "script/scanner.h"

#include <QDir>

#include <vector>

namespace incursion::studio {
namespace {

QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// A string token's text without its quotes.
std::string_view stringContents(std::string_view spelling)
{
    return spelling.size() >= 2 ? spelling.substr(1, spelling.size() - 2) : std::string_view();
}

} // namespace

std::optional<Definition> DefinitionFinder::find(const QString& path, int line, const QByteArray& lineBytes,
                                                 int cursor) const
{
    if (!snapshot_)
        return std::nullopt;
    const std::string_view text(lineBytes.constData(), static_cast<size_t>(lineBytes.size()));
    std::vector<script::RawToken> tokens;      // without whitespace
    for (script::Scanner scanner(text); !scanner.atEnd();) {
        const script::RawToken token = scanner.next();
        if (token.length == 0)
            break;
        if (token.kind != script::RawKind::Whitespace && token.kind != script::RawKind::Newline)
            tokens.push_back(token);
    }
    auto spelling = [&](size_t i) { return text.substr(tokens[i].offset, tokens[i].length); };
    auto isPunct = [&](size_t i, std::string_view p) {
        return i < tokens.size() && tokens[i].kind == script::RawKind::Punct && spelling(i) == p;
    };

    // #include "file" or <file>: the whole line leads to the file.
    if (tokens.size() >= 3 && tokens[0].kind == script::RawKind::Directive
        && tokens[1].kind == script::RawKind::Identifier && spelling(1) == "include") {
        if (tokens[2].kind == script::RawKind::String)
            return findInclude(path, line, toQString(stringContents(spelling(2))));
        if (isPunct(2, "<")) {
            const size_t close = text.find('>', tokens[2].offset);
            if (close != std::string_view::npos)
                return findInclude(path, line, toQString(text.substr(tokens[2].offset + 1, close - tokens[2].offset - 1)));
        }
        return std::nullopt;
    }

    // The tokens the cursor is in or touches: a $"name" reference (cursor on
    // the `$` or the string) wins over an identifier.
    std::optional<Definition> macro;
    for (size_t i = 0; i < tokens.size(); ++i) {
        const script::RawToken& t = tokens[i];
        if (cursor < int(t.offset) || cursor > int(t.offset + t.length))
            continue;
        if (t.kind == script::RawKind::String && i > 0 && isPunct(i - 1, "$"))
            return findResource(toQString(stringContents(spelling(i))));
        if (isPunct(i, "$") && i + 1 < tokens.size() && tokens[i + 1].kind == script::RawKind::String)
            return findResource(toQString(stringContents(spelling(i + 1))));
        if (t.kind == script::RawKind::Identifier && !macro)
            macro = findMacro(toQString(spelling(i)));
    }
    return macro;
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
