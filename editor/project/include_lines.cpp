#include "project/include_lines.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace incursion::studio {

namespace {

// `#include "name"`, optionally followed by a line comment; group 1 is the name.
const QRegularExpression& includeLine()
{
    static const QRegularExpression pattern(QStringLiteral(R"re(^[ \t]*#[ \t]*include[ \t]*"([^"]*)"[ \t]*(//.*)?\r?$)re"));
    return pattern;
}

struct Line {
    int start = 0;
    int end = 0;        // after the line break, if any
    QString text;       // without the line break
};

QList<Line> linesOf(const QByteArray& text)
{
    QList<Line> lines;
    int start = 0;
    while (start < text.size()) {
        const int newline = text.indexOf('\n', start);
        const int end = newline < 0 ? int(text.size()) : newline + 1;
        lines.append({start, end, QString::fromUtf8(text.mid(start, (newline < 0 ? end : newline) - start))});
        start = end;
    }
    return lines;
}

QByteArray lineBreakOf(const QByteArray& text)
{
    return text.contains("\r\n") ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("\n");
}

QByteArray includeText(const QString& name)
{
    return QByteArrayLiteral("#include \"") + name.toUtf8() + '"';
}

} // namespace

QString includeNameFor(const QString& file, const QString& mainFile, const QStringList& includePaths)
{
    const QString target = QFileInfo(file).absoluteFilePath();
    QStringList searched{QFileInfo(mainFile).absolutePath()};
    searched += includePaths;
    QString best;
    for (const QString& dir : searched) {
        const QString name = QDir(dir).relativeFilePath(target);
        if (name.startsWith(QLatin1String("../")) || QDir::isAbsolutePath(name))
            continue;
        // The first folder in which the name finds a file must be this one's.
        for (const QString& first : searched) {
            const QString found = QDir(first).absoluteFilePath(name);
            if (QFileInfo::exists(found) || found == target) {
                if (QDir::cleanPath(found) == target && (best.isEmpty() || name.size() < best.size()))
                    best = name;
                break;
            }
        }
    }
    return best;
}

QList<ByteEdit> includeLines(const QByteArray& text, const QString& name)
{
    QList<ByteEdit> result;
    for (const Line& line : linesOf(text))
        if (const QRegularExpressionMatch match = includeLine().match(line.text);
            match.hasMatch() && match.captured(1) == name)
            result.append({line.start, line.end, {}});
    return result;
}

std::optional<ByteEdit> addInclude(const QByteArray& text, const QString& name)
{
    if (!includeLines(text, name).isEmpty())
        return std::nullopt;
    const QByteArray lineBreak = lineBreakOf(text);
    int after = -1;
    for (const Line& line : linesOf(text))
        if (includeLine().match(line.text).hasMatch())
            after = line.end;
    if (after < 0) {
        // At the end, on a line of its own.
        QByteArray added = includeText(name) + lineBreak;
        if (!text.isEmpty() && !text.endsWith('\n'))
            added.prepend(lineBreak);
        return ByteEdit{int(text.size()), int(text.size()), added};
    }
    QByteArray added = includeText(name) + lineBreak;
    if (after > 0 && text.at(after - 1) != '\n')     // the last line, without a line break
        added.prepend(lineBreak);
    return ByteEdit{after, after, added};
}

QList<ByteEdit> renameInclude(const QByteArray& text, const QString& from, const QString& to)
{
    QList<ByteEdit> result;
    for (ByteEdit line : includeLines(text, from)) {
        const QByteArray old = text.mid(line.start, line.end - line.start);
        const QByteArray quoted = '"' + from.toUtf8() + '"';
        QByteArray changed = old;
        changed.replace(old.indexOf(quoted), quoted.size(), '"' + to.toUtf8() + '"');
        line.text = changed;
        result.append(line);
    }
    return result;
}

QList<ByteEdit> removeInclude(const QByteArray& text, const QString& name)
{
    return includeLines(text, name);
}

QByteArray appliedEdits(QByteArray text, const QList<ByteEdit>& edits)
{
    for (auto edit = edits.crbegin(); edit != edits.crend(); ++edit)
        text.replace(edit->start, edit->end - edit->start, edit->text);
    return text;
}

} // namespace incursion::studio
