// Find (and replace) in files: searches the project folder on a worker thread
// and lists the matches grouped by file as they arrive. With a replacement
// text the list becomes a preview: each match shows its line after the
// change and can be unticked; Replace changes the ticked matches after
// asking for confirmation. Open files are searched and replaced as their
// editors hold them; a file that is not open is opened in a tab first, so
// each file's replacement is one undo step in its editor and is saved like
// any other edit.
#pragma once

#include "language/file_search.h"

#include <QDockWidget>
#include <QFutureWatcher>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStandardItem;
class QStandardItemModel;
class QTreeView;

namespace incursion::studio {

class DocumentTabs;

class FindInFilesDock : public QDockWidget {
    Q_OBJECT
public:
    enum Role { PathRole = Qt::UserRole + 1, LineRole, ColumnRole, OffsetRole, DigestRole };

    explicit FindInFilesDock(DocumentTabs* documents, QWidget* parent = nullptr);
    ~FindInFilesDock() override;

    void setRootPath(const QString& path);
    QString rootPath() const { return rootPath_; }
    SearchOptions options() const;
    void setOptions(const SearchOptions& options);
    void setReplacement(const QString& text);

    bool isSearching() const { return watcher_.isRunning(); }
    QStandardItemModel* model() const { return results_; }
    QTreeView* view() const { return view_; }
    int matchCount() const { return matchCount_; }

public slots:
    // Starts a search with the panel's options (cancelling a running one).
    void startSearch();
    // Puts text into the search field and focuses it (Edit > Find in Files).
    void findText(const QString& text);
    void cancelSearch();
    // Asks for confirmation, then replaces the ticked matches.
    void confirmAndReplace();
    // Replaces the ticked matches without asking; returns how many.
    int replaceChecked();

signals:
    void activated(const QString& path, int line, int column);
    void searchFinished(int matches, int files);
    // The files whose editors the replace changed (opened if they were not).
    void filesReplaced(const QStringList& paths);
    // Files left unchanged, one "path: reason" message each.
    void replaceFailed(const QStringList& messages);

private:
    void resultsReady(int begin, int end);
    void searchDone();
    void activateIndex(const QModelIndex& index);
    void updateStatus();
    QList<QStandardItem*> checkedMatches() const;

    DocumentTabs* documents_;
    QString rootPath_;
    QLineEdit* searchEdit_;
    QLineEdit* replaceEdit_;
    QLineEdit* filterEdit_;
    QCheckBox* caseBox_;
    QCheckBox* wordBox_;
    QCheckBox* regexBox_;
    QPushButton* findButton_;
    QPushButton* replaceButton_;
    QLabel* status_;
    QStandardItemModel* results_;
    QTreeView* view_;
    QFutureWatcher<FileMatches> watcher_;
    std::unique_ptr<FileSearch> search_;        // the running/last search
    QString replacement_;                       // replacement the preview shows
    int matchCount_ = 0;
};

} // namespace incursion::studio
