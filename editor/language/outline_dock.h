// The Outline panel: the resources of the current file and, under each, its
// event handlers, as found by the latest check. Clicking an entry asks the main
// window to show it; the filter box narrows the tree by name.
#pragma once

#include "language/check_snapshot.h"

#include <QDockWidget>

#include <vector>

class QAbstractItemModel;
class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTreeView;

namespace incursion::studio {

class OutlineDock : public QDockWidget {
    Q_OBJECT
public:
    enum Role { PathRole = Qt::UserRole + 1, LineRole, ColumnRole, EndLineRole };

    explicit OutlineDock(QWidget* parent = nullptr);

    QString currentFile() const { return currentFile_; }
    QAbstractItemModel* model() const;      // as shown (after the filter)
    QTreeView* view() const { return view_; }
    QLineEdit* filterEdit() const { return filterEdit_; }

public slots:
    void showSnapshot(const incursion::studio::CheckSnapshotPtr& snapshot);
    void setCurrentFile(const QString& path);
    // Selects the innermost entry that contains a 1-based line (follows the caret).
    void selectLine(int line);

signals:
    void activated(const QString& path, int line, int column);

private:
    // One row of the outline: a resource, or a handler under the resource before it.
    struct Entry {
        bool isHandler = false;
        int kind = 0;           // core::ResourceKind of a resource
        QString name;           // a resource's name, a handler's events
        SourcePosition position;
        int endLine = 0;
        friend bool operator==(const Entry&, const Entry&) = default;
    };
    // Calls `visit(const Entry&)` for each entry of the current file, in the
    // order shown, while it returns true.
    template <typename Visit>
    void forEachEntry(Visit visit) const;
    bool showsEntriesOfCurrentFile() const;
    void rebuild();
    void activateIndex(const QModelIndex& index);

    CheckSnapshotPtr snapshot_;
    QString currentFile_;
    QStandardItemModel* items_;
    QSortFilterProxyModel* filter_;
    QLineEdit* filterEdit_;
    QTreeView* view_;
    std::vector<Entry> shown_;
    // Per top-level row, the last line any row up to it reaches: never
    // decreasing, so selectLine() finds the row a line is in by bisection
    // (it runs at every caret move; a 5 MB line holds ~70,000 resources).
    std::vector<int> reach_;
    std::vector<int> resourceEntry_;        // per top-level row, its index in shown_
};

} // namespace incursion::studio
