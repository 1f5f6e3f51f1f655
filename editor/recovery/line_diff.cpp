#include "recovery/line_diff.h"

#include <QRegularExpression>

#include <vector>

namespace incursion::studio {

namespace {

// Beyond this many cells the table would cost more memory than the view is worth.
constexpr qsizetype kMaxTableCells = 4'000'000;

} // namespace

QList<DiffLine> diffLines(const QStringList& before, const QStringList& after)
{
    qsizetype prefix = 0;
    while (prefix < before.size() && prefix < after.size() && before[prefix] == after[prefix])
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < before.size() - prefix && suffix < after.size() - prefix
           && before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
        ++suffix;

    QList<DiffLine> result;
    for (qsizetype i = 0; i < prefix; ++i)
        result.append({DiffLine::Same, before[i]});

    const qsizetype n = before.size() - prefix - suffix;
    const qsizetype m = after.size() - prefix - suffix;
    const auto oldLine = [&](qsizetype i) -> const QString& { return before[prefix + i]; };
    const auto newLine = [&](qsizetype j) -> const QString& { return after[prefix + j]; };
    if ((n + 1) * (m + 1) > kMaxTableCells) {
        for (qsizetype i = 0; i < n; ++i)
            result.append({DiffLine::Removed, oldLine(i)});
        for (qsizetype j = 0; j < m; ++j)
            result.append({DiffLine::Added, newLine(j)});
    } else {
        // lcs[i][j]: the longest common subsequence of the old middle from i
        // and the new middle from j.
        std::vector<int> lcs(static_cast<size_t>((n + 1) * (m + 1)), 0);
        const auto at = [&](qsizetype i, qsizetype j) -> int& { return lcs[static_cast<size_t>(i * (m + 1) + j)]; };
        for (qsizetype i = n - 1; i >= 0; --i)
            for (qsizetype j = m - 1; j >= 0; --j)
                at(i, j) = oldLine(i) == newLine(j) ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
        qsizetype i = 0, j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && oldLine(i) == newLine(j)) {
                result.append({DiffLine::Same, oldLine(i)});
                ++i, ++j;
            } else if (i < n && (j == m || at(i + 1, j) >= at(i, j + 1))) {
                result.append({DiffLine::Removed, oldLine(i++)});
            } else {
                result.append({DiffLine::Added, newLine(j++)});
            }
        }
    }

    for (qsizetype i = before.size() - suffix; i < before.size(); ++i)
        result.append({DiffLine::Same, before[i]});
    return result;
}

QStringList splitLines(const QByteArray& bytes)
{
    static const QRegularExpression lineEnd(QStringLiteral("\r\n|\n|\r"));
    QStringList lines = QString::fromUtf8(bytes).split(lineEnd);
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

} // namespace incursion::studio
