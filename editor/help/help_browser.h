// The page of the help: guide pages (Markdown files, their headings link
// targets) and Script Reference entries (reference:method/IPrint, made from
// the reference when shown), with QTextBrowser's history for Back and Forward.
#pragma once

#include <QTextBrowser>

#include <functional>

namespace incursion::studio {

class HelpBrowser : public QTextBrowser {
    Q_OBJECT
public:
    explicit HelpBrowser(QWidget* parent = nullptr);

    // The page of a reference entry's id (empty when there is no such entry).
    void setReferencePages(std::function<QString(const QString& id)> pageOf) { pageOf_ = std::move(pageOf); }

    QVariant loadResource(int type, const QUrl& name) override;

signals:
    // A link to a module's source file was followed (the page stays).
    void sourceRequested(const QString& path, int line);

protected:
    void doSetSource(const QUrl& name, QTextDocument::ResourceType type) override;

private:
    std::function<QString(const QString&)> pageOf_;
};

} // namespace incursion::studio
