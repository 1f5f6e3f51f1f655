// The help as one panel, in the manner of Qt Creator's help mode: the Script
// Reference's index on the left (a filter field over every entry; Return or
// a click opens the one selected) and the page on the right, with Back,
// Forward and the guide's contents in its tool bar.
#pragma once

#include "help/guide.h"
#include "help/script_reference.h"

#include <QWidget>

#include <memory>

class QLineEdit;
class QListView;
class QSortFilterProxyModel;
class QStandardItemModel;
class QToolBar;

namespace incursion::studio {

class HelpBrowser;

class HelpView : public QWidget {
    Q_OBJECT
public:
    // `guideDir` holds the Language Guide (empty: none installed).
    explicit HelpView(const QString& guideDir, QWidget* parent = nullptr);
    ~HelpView() override;

    void setReference(std::shared_ptr<const ScriptReference> reference);
    const ScriptReference& reference() const { return *reference_; }
    const QString& guideDir() const { return guideDir_; }

    // A guide page ("events.md#wrappers"); false when the guide is not installed.
    bool showGuide(const QString& page = QLatin1String(kGuideIndexPage));
    // An entry's page, selected in the index when the filter shows it.
    void showEntry(const QString& id);
    // The index, filtered by `text`, with the best match selected and shown.
    void showIndex(const QString& text);

    HelpBrowser* browser() const { return browser_; }
    QLineEdit* filterField() const { return filter_; }
    // The ids of the index's rows as filtered now, in order.
    QStringList visibleIds() const;
    // The id of the index's selected row (empty if none).
    QString selectedId() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void filterIndex(const QString& text);
    void openSelected();

    QString guideDir_;
    std::shared_ptr<const ScriptReference> reference_;
    QToolBar* toolBar_;
    QLineEdit* filter_;
    QListView* index_;
    QStandardItemModel* model_;
    QSortFilterProxyModel* filtered_;
    HelpBrowser* browser_;
};

} // namespace incursion::studio
