// Find and replace inside one Scintilla document, on Scintilla's target API
// (so regular expressions and whole-word rules are Scintilla's own).
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <climits>

#include <optional>

class QsciScintillaBase;

namespace incursion::studio {

struct SearchQuery {
    QString text;
    bool caseSensitive = false;
    bool wholeWord = false;
    bool regularExpression = false;
};

struct SearchMatch {
    int start = 0;
    int end = 0;
};

enum class SearchResult { Found, NotFound, InvalidPattern };

// The bytes [start, end) of a document become `text`.
struct ByteEdit {
    int start = 0;
    int end = 0;
    QByteArray text;
};

// The first match in [from, to); a range with to < from searches backwards.
std::optional<SearchMatch> findInRange(QsciScintillaBase* editor, const SearchQuery& query, int from, int to,
                                       bool* invalidPattern = nullptr);

// Selects the next match after the selection (or the previous one before it),
// wrapping around the document.
SearchResult findNext(QsciScintillaBase* editor, const SearchQuery& query, bool forward);

// Replaces the selection if it is a match, then selects the next match.
SearchResult replaceAndFindNext(QsciScintillaBase* editor, const SearchQuery& query, const QString& replacement);

// Replaces every match as a single undo step; returns how many, or -1 for an
// invalid pattern. With a regular expression, \1..\9 in `replacement` insert groups.
int replaceAll(QsciScintillaBase* editor, const SearchQuery& query, const QString& replacement);

// Applies `edits` (in document order, not overlapping) as a single undo step.
void applyEdits(QsciScintillaBase* editor, const QList<ByteEdit>& edits);

// Every match in document order, at most `limit` of them.
QList<SearchMatch> findAll(QsciScintillaBase* editor, const SearchQuery& query, int limit = INT_MAX);
int countMatches(QsciScintillaBase* editor, const SearchQuery& query);

} // namespace incursion::studio
