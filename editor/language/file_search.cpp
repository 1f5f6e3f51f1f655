#include "language/file_search.h"

#include "script/preprocessor.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QPromise>
#include <QFileInfo>
#include <QStringDecoder>

#include <algorithm>

namespace incursion::studio {

FileSearch::FileSearch(SearchOptions options) : options_(std::move(options))
{
    QString pattern = options_.query.regularExpression ? options_.query.text : QRegularExpression::escape(options_.query.text);
    if (options_.query.wholeWord)
        pattern = QStringLiteral("\\b(?:%1)\\b").arg(pattern);
    QRegularExpression::PatternOptions flags = QRegularExpression::UseUnicodePropertiesOption;
    if (!options_.query.caseSensitive)
        flags |= QRegularExpression::CaseInsensitiveOption;
    // Regular expressions may use ^ and $ per line.
    flags |= QRegularExpression::MultilineOption;
    expression_ = QRegularExpression(pattern, flags);
}

QString FileSearch::errorString() const
{
    if (options_.query.text.isEmpty())
        return QCoreApplication::translate("FileSearch", "Nothing to search for");
    if (!expression_.isValid())
        return QCoreApplication::translate("FileSearch", "Invalid regular expression at %1: %2")
            .arg(expression_.patternErrorOffset())
            .arg(expression_.errorString());
    return {};
}

namespace {

constexpr QByteArrayView kUtf8Bom("\xEF\xBB\xBF");

} // namespace

bool FileSearch::decode(const QByteArray& bytes, QString* text)
{
    // The decoder drops a leading UTF-8 byte order mark: it is not text.
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    *text = decoder(bytes);
    if (!decoder.hasError())
        return true;
    *text = QString::fromLatin1(bytes);
    return false;
}

QByteArray FileSearch::digest(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1);
}

QList<TextMatch> FileSearch::searchText(const QString& text, bool utf8) const
{
    QList<TextMatch> found;
    if (!isValid())
        return found;
    int line = 1;
    qsizetype lineStart = 0;
    qsizetype scanned = 0;      // line counting has reached this offset
    for (auto it = expression_.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedLength() == 0)
            continue;           // e.g. "^" alone: nothing to show or replace
        for (; scanned < m.capturedStart(); ++scanned) {
            if (text[scanned] == QLatin1Char('\n')) {
                ++line;
                lineStart = scanned + 1;
            }
        }
        qsizetype lineEnd = text.indexOf(QLatin1Char('\n'), lineStart);
        if (lineEnd < 0)
            lineEnd = text.size();
        QString lineText = text.mid(lineStart, lineEnd - lineStart);
        if (lineText.endsWith(QLatin1Char('\r')))
            lineText.chop(1);
        TextMatch match;
        match.line = line;
        const QString before = text.mid(lineStart, m.capturedStart() - lineStart);
        match.column = 1 + static_cast<int>(utf8 ? before.toUtf8().size() : before.size());
        match.lengthInBytes = static_cast<int>(utf8 ? m.captured().toUtf8().size() : m.capturedLength());
        match.lineText = lineText;
        match.matchStart = static_cast<int>(m.capturedStart() - lineStart);
        match.matchLength = static_cast<int>(std::min<qsizetype>(m.capturedLength(), lineText.size() - match.matchStart));
        match.offset = static_cast<int>(m.capturedStart());
        found.append(match);
    }
    return found;
}

FileMatches FileSearch::searchBytes(const QString& path, const QByteArray& bytes) const
{
    QString text;
    const bool utf8 = decode(bytes, &text);
    return FileMatches{path, searchText(text, utf8), digest(bytes)};
}

FileMatches FileSearch::searchFile(const QString& path) const
{
    // The compiler's reader: regular files only, so a FIFO or device in the
    // project folder cannot block the search.
    const std::optional<std::string> contents = script::readSourceFile(QFile::encodeName(path).toStdString());
    if (!contents)
        return FileMatches{path, {}, {}};
    return searchBytes(path, QByteArray::fromStdString(*contents));
}

QStringList FileSearch::filesUnder(const QString& root) const
{
    QStringList files;
    QDirIterator it(root, options_.fileFilters, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    std::sort(files.begin(), files.end());
    return files;
}

void FileSearch::searchFolder(QPromise<FileMatches>& promise, const QString& root,
                              const QHash<QString, QByteArray>& buffers) const
{
    const QStringList files = filesUnder(root);
    promise.setProgressRange(0, static_cast<int>(files.size()));
    int done = 0;
    for (const QString& path : files) {
        if (promise.isCanceled())
            return;
        const auto buffer = buffers.constFind(QFileInfo(path).absoluteFilePath());
        FileMatches result = buffer != buffers.cend() ? searchBytes(path, *buffer) : searchFile(path);
        if (!result.matches.isEmpty())
            promise.addResult(std::move(result));
        promise.setProgressValue(++done);
    }
}

QString FileSearch::replacementFor(const QRegularExpressionMatch& match, const QString& replacement) const
{
    if (!options_.query.regularExpression)
        return replacement;
    QString result;
    for (qsizetype i = 0; i < replacement.size(); ++i) {
        const QChar c = replacement[i];
        if (c == QLatin1Char('\\') && i + 1 < replacement.size()) {
            const QChar next = replacement[i + 1];
            if (next.isDigit()) {
                result += match.captured(next.digitValue());
                ++i;
                continue;
            }
            if (next == QLatin1Char('\\')) {
                result += next;
                ++i;
                continue;
            }
        }
        result += c;
    }
    return result;
}

QString FileSearch::previewLine(const TextMatch& match, const QString& replacement) const
{
    const QRegularExpressionMatch m = expression_.match(match.lineText, match.matchStart);
    const QString after = m.hasMatch() && m.capturedStart() == match.matchStart ? replacementFor(m, replacement)
                                                                                : replacement;
    return match.lineText.left(match.matchStart) + after + match.lineText.mid(match.matchStart + match.matchLength);
}

int FileSearch::replacementEdits(const QByteArray& bytes, const QString& replacement, const QList<int>& offsets,
                                 QList<ByteEdit>* edits, QString* error) const
{
    QString text;
    const bool utf8 = decode(bytes, &text);
    auto encode = [utf8](QStringView chars) { return utf8 ? chars.toUtf8() : chars.toLatin1(); };
    // Byte positions: the text before each match re-encoded as it is stored
    // (after a byte order mark, which the decoded text lacks).
    QList<ByteEdit> found;
    qsizetype byteCursor = utf8 && bytes.startsWith(kUtf8Bom) ? kUtf8Bom.size() : 0;
    qsizetype charCursor = 0;
    for (auto it = expression_.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedLength() == 0 || (!offsets.isEmpty() && !offsets.contains(static_cast<int>(m.capturedStart()))))
            continue;
        const QString after = replacementFor(m, replacement);
        const auto unencodable = std::find_if(after.cbegin(), after.cend(), [](QChar c) { return c.unicode() > 0xff; });
        if (!utf8 && unencodable != after.cend()) {
            if (error)
                *error = QCoreApplication::translate("FileSearch",
                                                     "the file is not UTF-8 and \"%1\" cannot be written in its "
                                                     "encoding (Latin-1); the file was left unchanged")
                             .arg(*unencodable);
            return -1;
        }
        byteCursor += encode(QStringView(text).mid(charCursor, m.capturedStart() - charCursor)).size();
        const qsizetype matchBytes = encode(m.capturedView()).size();
        found.append(ByteEdit{int(byteCursor), int(byteCursor + matchBytes), encode(after)});
        byteCursor += matchBytes;
        charCursor = m.capturedEnd();
    }
    *edits = std::move(found);
    return int(edits->size());
}

} // namespace incursion::studio
