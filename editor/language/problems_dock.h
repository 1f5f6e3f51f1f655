// The Problems panel: every diagnostic of the latest check, with its macro
// notes as children, filterable by severity. Activating a row (double-click
// or Enter) asks the main window to show that position.
#pragma once

#include "language/check_snapshot.h"

#include <QDockWidget>

class QAbstractItemModel;
class QSortFilterProxyModel;
class QStandardItemModel;
class QToolButton;
class QTreeView;

namespace incursion::studio {

class ProblemsDock : public QDockWidget {
    Q_OBJECT
public:
    enum Column { MessageColumn, FileColumn, PositionColumn, ColumnCount };
    enum Role { PathRole = Qt::UserRole + 1, LineRole, ColumnRole, SeverityRole };

    explicit ProblemsDock(QWidget* parent = nullptr);

    // The rows as shown (after the severity filter).
    QAbstractItemModel* model() const;
    QTreeView* view() const { return view_; }
    void setSeverityVisible(script::Severity severity, bool visible);
    bool isSeverityVisible(script::Severity severity) const;

public slots:
    void showSnapshot(const incursion::studio::CheckSnapshotPtr& snapshot);

signals:
    // line and column are 1-based; column in bytes, as the compiler counts.
    void activated(const QString& path, int line, int column);

private:
    void updateTitle(int errors, int warnings);
    void updateFilter();
    void activateIndex(const QModelIndex& index);

    QStandardItemModel* items_;
    QSortFilterProxyModel* filter_;
    QTreeView* view_;
    QToolButton* severityButtons_[3] = {};     // by Severity
    int errors_ = 0;
    int warnings_ = 0;
};

} // namespace incursion::studio
