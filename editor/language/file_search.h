// Find and replace across the files of a project folder (pure logic; the
// FindInFilesDock runs it on a worker thread, over the open editors' text
// where a file is open). Files keep their encoding: UTF-8 when they decode
// cleanly, Latin-1 otherwise, so a replace never mangles bytes it did not
// touch (a UTF-8 byte order mark included), and one that cannot be written in
// the file's encoding is refused. A replace is a list of byte edits, which
// the dock applies to the file's editor (one undo step per file).
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include "editing/text_search.h"

template <typename T> class QPromise;

namespace incursion::studio {

// The query is the editor's own (find in one document); files add name filters.
struct SearchOptions {
    SearchQuery query;
    QStringList fileFilters{QStringLiteral("*.irc"), QStringLiteral("*.irh"), QStringLiteral("*.h")};
};

// One match in a file.
struct TextMatch {
    int line = 0;               // 1-based
    int column = 0;             // 1-based, in bytes of the line as stored
    int lengthInBytes = 0;
    QString lineText;           // the whole line, for display
    int matchStart = 0;         // the match inside lineText (characters)
    int matchLength = 0;
    int offset = 0;             // character offset in the decoded file, for replacing
};

struct FileMatches {
    QString path;
    QList<TextMatch> matches;
    QByteArray digest;          // of the bytes searched: a replace needs the same bytes
};

class FileSearch {
public:
    explicit FileSearch(SearchOptions options);

    bool isValid() const { return expression_.isValid() && !options_.query.text.isEmpty(); }
    QString errorString() const;
    const SearchOptions& options() const { return options_; }

    QList<TextMatch> searchText(const QString& text, bool utf8) const;
    FileMatches searchBytes(const QString& path, const QByteArray& bytes) const;
    FileMatches searchFile(const QString& path) const;
    // Every matching file under `root` (sorted), one result per file with
    // matches; a file in `buffers` (by absolute path) is searched as those
    // bytes (an open editor's text) instead of as stored. Stops early when the
    // promise is canceled.
    void searchFolder(QPromise<FileMatches>& promise, const QString& root,
                      const QHash<QString, QByteArray>& buffers = {}) const;
    QStringList filesUnder(const QString& root) const;

    // The text that replaces one match: `replacement` with \0..\9 standing for
    // captured groups when searching by regular expression.
    QString replacementFor(const QRegularExpressionMatch& match, const QString& replacement) const;
    // How a match's line reads after replacing that match (for previews).
    QString previewLine(const TextMatch& match, const QString& replacement) const;
    // The edits of `bytes` (a whole file) that replace the matches starting at
    // the given character offsets (all matches if `offsets` is empty), in
    // document order. Returns the number of matches replaced, or -1 with
    // `error` set and no edits.
    int replacementEdits(const QByteArray& bytes, const QString& replacement, const QList<int>& offsets,
                         QList<ByteEdit>* edits, QString* error) const;

    // A file's bytes as text: UTF-8 if they decode cleanly (true), else Latin-1.
    static bool decode(const QByteArray& bytes, QString* text);
    static QByteArray digest(const QByteArray& bytes);

private:
    SearchOptions options_;
    QRegularExpression expression_;
};

} // namespace incursion::studio
