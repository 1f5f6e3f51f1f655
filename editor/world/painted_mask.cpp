#include "world/painted_mask.h"

#include <QCoreApplication>
#include <QList>

namespace incursion::studio {

QByteArray writePaintedMask(const std::vector<uint8_t>& painted, int width, int height)
{
    QByteArray text = "incursion-painted 1 " + QByteArray::number(width) + 'x' + QByteArray::number(height) + '\n';
    for (int y = 0; y < height; ++y) {
        const uint8_t* row = painted.data() + size_t(y) * size_t(width);
        QByteArray line;
        for (int x = 0; x < width;) {
            if (!row[x]) {
                ++x;
                continue;
            }
            int end = x;
            while (end + 1 < width && row[end + 1])
                ++end;
            line += ' ' + QByteArray::number(x);
            if (end > x)
                line += '-' + QByteArray::number(end);
            x = end + 1;
        }
        if (!line.isEmpty())
            text += QByteArray::number(y) + ':' + line + '\n';
    }
    return text;
}

PaintedMaskResult readPaintedMask(const QByteArray& text, const QString& fileName, int width, int height)
{
    const auto fail = [&](int line, const QString& reason) {
        return PaintedMaskResult{std::nullopt, QStringLiteral("%1:%2: %3").arg(fileName).arg(line).arg(reason)};
    };
    const QList<QByteArray> lines = text.split('\n');
    const QByteArray header = "incursion-painted 1 " + QByteArray::number(width) + 'x' + QByteArray::number(height);
    if (lines.isEmpty() || lines[0].trimmed() != header)
        return fail(1, QCoreApplication::translate("PaintedMask", "expected \"%1\"").arg(QString::fromLatin1(header)));
    std::vector<uint8_t> painted(size_t(width) * size_t(height), 0);
    int previousRow = -1;
    for (int n = 1; n < lines.size(); ++n) {
        const QByteArray line = lines[n].trimmed();
        if (line.isEmpty())
            continue;
        const int colon = line.indexOf(':');
        bool ok = false;
        const int y = colon > 0 ? line.left(colon).toInt(&ok) : -1;
        if (!ok || y <= previousRow || y >= height)
            return fail(n + 1, QCoreApplication::translate("PaintedMask", "expected a row number 0..%1 after the previous one, then ':'")
                                   .arg(height - 1));
        previousRow = y;
        int previousEnd = -1;
        for (const QByteArray& run : line.mid(colon + 1).simplified().split(' ')) {
            const QList<QByteArray> ends = run.split('-');
            bool okFirst = false;
            bool okLast = true;
            const int first = ends[0].toInt(&okFirst);
            const int last = ends.size() == 2 ? ends[1].toInt(&okLast) : first;
            if (ends.size() > 2 || !okFirst || !okLast || first <= previousEnd || last < first || last >= width)
                return fail(n + 1, QCoreApplication::translate("PaintedMask", "\"%1\" is not a run of columns 0..%2 after the previous one")
                                       .arg(QString::fromLatin1(run)).arg(width - 1));
            std::fill(painted.begin() + qsizetype(size_t(y) * size_t(width) + size_t(first)),
                      painted.begin() + qsizetype(size_t(y) * size_t(width) + size_t(last) + 1), uint8_t(1));
            previousEnd = last;
        }
    }
    return PaintedMaskResult{std::move(painted), {}};
}

} // namespace incursion::studio
