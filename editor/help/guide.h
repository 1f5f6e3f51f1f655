// The Language Guide: Markdown pages in docs/guide, installed under
// PREFIX/share/incursion-studio/guide and copied beside the studio in a build
// tree (bin/guide), as the plugins are. Headings are link targets the way
// GitHub makes them ("## Event numbers" is #event-numbers), so the same links
// work on GitHub and in the studio.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

class QTextDocument;

namespace incursion::studio {

// The guide's folder for a studio binary in `applicationDir`, or an empty
// string when there is none.
QString guideDirectory(const QString& applicationDir);

// The first page: the contents.
inline constexpr const char* kGuideIndexPage = "index.md";

// A heading's anchor: lower case, punctuation dropped, spaces as hyphens.
QString headingAnchor(const QString& heading);
// The anchors of a document's headings, in order.
QStringList headingAnchors(const QTextDocument& document);
// Makes each heading a target of its anchor (QTextBrowser::scrollToAnchor finds it).
void addHeadingAnchors(QTextDocument& document);
// Every link of a document, as written.
QStringList linksOf(const QTextDocument& document);

} // namespace incursion::studio
