// A line diff for showing what a recovered buffer changes in its file: the
// lines both share, those only the old has and those only the new has, in
// order. Common leading and trailing lines are matched first (a recovered
// buffer usually differs in a few places); the middle is matched by longest
// common subsequence, or shown as replaced whole when it is too large for that.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace incursion::studio {

struct DiffLine {
    enum Kind { Same, Removed, Added };
    Kind kind;
    QString text;
    friend bool operator==(const DiffLine&, const DiffLine&) = default;
};

QList<DiffLine> diffLines(const QStringList& before, const QStringList& after);

// Lines of a file's bytes (UTF-8), without their line ends.
QStringList splitLines(const QByteArray& bytes);

} // namespace incursion::studio
