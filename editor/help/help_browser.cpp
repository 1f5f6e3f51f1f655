#include "help/help_browser.h"

#include "help/guide.h"
#include "help/script_reference.h"

namespace incursion::studio {

HelpBrowser::HelpBrowser(QWidget* parent) : QTextBrowser(parent)
{
    setOpenExternalLinks(true);
}

QVariant HelpBrowser::loadResource(int type, const QUrl& name)
{
    const QString id = ScriptReference::idOf(name);
    if (id.isEmpty())
        return QTextBrowser::loadResource(type, name);
    const QString page = pageOf_ ? pageOf_(id) : QString();
    return page.isEmpty() ? tr("<h1>%1</h1><p>This name is not in the Script Reference of the open module.</p>")
                                .arg(id.section(QLatin1Char('/'), 1).toHtmlEscaped())
                          : page;
}

void HelpBrowser::doSetSource(const QUrl& name, QTextDocument::ResourceType type)
{
    if (!ScriptReference::idOf(name).isEmpty()) {
        QTextBrowser::doSetSource(name, QTextDocument::HtmlResource);
        return;
    }
    const bool markdown = name.isLocalFile() && name.path().endsWith(QLatin1String(".md"));
    if (name.isLocalFile() && !markdown) {
        emit sourceRequested(name.toLocalFile(), ScriptReference::lineOfSourceUrl(name));
        return;
    }
    QTextBrowser::doSetSource(name, markdown ? QTextDocument::MarkdownResource : type);
    if (!markdown)
        return;
    addHeadingAnchors(*document());
    if (name.hasFragment())
        scrollToAnchor(name.fragment());
}

} // namespace incursion::studio
