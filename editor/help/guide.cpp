#include "help/guide.h"

#include <QDir>
#include <QFileInfo>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

namespace incursion::studio {

QString guideDirectory(const QString& applicationDir)
{
    // Relative to the binary, never a compiled-in path: an installed tree can move.
    const QDir dir(applicationDir);
    for (const QString& candidate : {dir.filePath(QStringLiteral("guide")),
                                     QDir::cleanPath(dir.filePath(QStringLiteral("../share/incursion-studio/guide")))})
        if (QFileInfo::exists(QDir(candidate).filePath(QLatin1String(kGuideIndexPage))))
            return candidate;
    return {};
}

QString headingAnchor(const QString& heading)
{
    QString anchor;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            anchor += c;
        else if (c == QLatin1Char(' '))
            anchor += QLatin1Char('-');
    }
    return anchor;
}

QStringList headingAnchors(const QTextDocument& document)
{
    QStringList anchors;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        if (block.blockFormat().headingLevel() > 0)
            anchors << headingAnchor(block.text());
    return anchors;
}

void addHeadingAnchors(QTextDocument& document)
{
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || block.length() <= 1)
            continue;
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat target;
        target.setAnchor(true);
        target.setAnchorNames({headingAnchor(block.text())});
        cursor.mergeCharFormat(target);
    }
}

QStringList linksOf(const QTextDocument& document)
{
    QStringList links;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isAnchor() && !format.anchorHref().isEmpty() && !links.contains(format.anchorHref()))
                links << format.anchorHref();
        }
    return links;
}

} // namespace incursion::studio
