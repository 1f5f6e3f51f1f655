#include "language/file_search.h"

#include "script/preprocessor.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QPromise>
#include <QSaveFile>
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

bool FileSearch::readText(const QString& path, QString* text, bool* utf8, QString* error, QByteArray* bytesRead)
{
    // The compiler's reader: regular files only, so a FIFO or device in the
    // project folder cannot block the search.
    const std::optional<std::string> contents = script::readSourceFile(QFile::encodeName(path).toStdString());
    if (!contents) {
        if (error)
            *error = QCoreApplication::translate("FileSearch", "Cannot read the file");
        return false;
    }
    const QByteArray bytes = QByteArray::fromStdString(*contents);
    // The decoder drops a leading UTF-8 byte order mark: it is not text.
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    *text = decoder(bytes);
    *utf8 = !decoder.hasError();
    if (!*utf8)
        *text = QString::fromLatin1(bytes);
    if (bytesRead)
        *bytesRead = bytes;
    return true;
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

FileMatches FileSearch::searchFile(const QString& path) const
{
    FileMatches result{path, {}};
    QString text;
    bool utf8 = true;
    if (readText(path, &text, &utf8, nullptr))
        result.matches = searchText(text, utf8);
    return result;
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

void FileSearch::searchFolder(QPromise<FileMatches>& promise, const QString& root) const
{
    const QStringList files = filesUnder(root);
    promise.setProgressRange(0, static_cast<int>(files.size()));
    int done = 0;
    for (const QString& path : files) {
        if (promise.isCanceled())
            return;
        FileMatches result = searchFile(path);
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

int FileSearch::replaceInFile(const QString& path, const QString& replacement, const QList<int>& offsets,
                              QString* error) const
{
    QString text;
    QByteArray bytes;
    bool utf8 = true;
    if (!readText(path, &text, &utf8, error, &bytes))
        return -1;
    auto encode = [utf8](QStringView chars) { return utf8 ? chars.toUtf8() : chars.toLatin1(); };
    // Splice bytes: everything outside the replaced matches (a byte order
    // mark included) is copied exactly as it was on disk.
    QByteArray rewritten;
    qsizetype byteCursor = utf8 && bytes.startsWith(kUtf8Bom) ? kUtf8Bom.size() : 0;
    qsizetype charCursor = 0;
    qsizetype copiedBytes = 0;
    int replaced = 0;
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
        rewritten += QByteArrayView(bytes).sliced(copiedBytes, byteCursor - copiedBytes);
        rewritten += encode(after);
        byteCursor += encode(m.capturedView()).size();
        charCursor = m.capturedEnd();
        copiedBytes = byteCursor;
        ++replaced;
    }
    if (replaced == 0)
        return 0;
    rewritten += QByteArrayView(bytes).sliced(copiedBytes);

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(rewritten) != rewritten.size() || !file.commit()) {
        if (error)
            *error = file.errorString();
        return -1;
    }
    return replaced;
}

} // namespace incursion::studio
