// The Problems panel: every diagnostic of the latest check, with its macro
// notes as children, filterable by severity. Activating a row (double-click
// or Enter) asks the main window to show that position.
//
// Two sources feed it, kept apart as Qt Creator keeps build issues apart from
// live diagnostics: the background check's diagnostics, replaced by every
// check, and the issues of the latest build, replaced only by the next build
// (or cleared with the project). A build issue the live check also reports is
// listed once, as the live one; the others are marked "Build" in the Source
// column and stay until the next build, even after an edit that fixes them.
// A third source is the vault painter's validation of the vaults it has open
// (marked "Vault", with the cell); activating one also asks to show the cell.
#pragma once

#include "language/check_snapshot.h"

#include <QDockWidget>
#include <QMap>

class QAbstractItemModel;
class QDir;
class QSortFilterProxyModel;
class QStandardItemModel;
class QToolButton;
class QTreeView;

namespace incursion::studio {

// A problem of a vault the painter validated: where it is and, when it is
// about one cell, the cell (x, y from 0; -1 for none).
struct VaultProblemEntry {
    DiagnosticEntry diagnostic;
    int x = -1;
    int y = -1;
};

class ProblemsDock : public QDockWidget {
    Q_OBJECT
public:
    enum Column { MessageColumn, FileColumn, PositionColumn, SourceColumn, ColumnCount };
    enum Role { PathRole = Qt::UserRole + 1, LineRole, ColumnRole, SeverityRole, FromBuildRole, RegionRole, CellRole };

    explicit ProblemsDock(QWidget* parent = nullptr);

    // The rows as shown (after the severity filter).
    QAbstractItemModel* model() const;
    QTreeView* view() const { return view_; }
    void setSeverityVisible(script::Severity severity, bool visible);
    bool isSeverityVisible(script::Severity severity) const;

    int errorCount() const { return errors_; }
    int warningCount() const { return warnings_; }

public slots:
    void showSnapshot(const incursion::studio::CheckSnapshotPtr& snapshot);
    // The latest build's diagnostics; `mainFile` anchors the relative file names.
    void showBuildIssues(const QList<incursion::studio::DiagnosticEntry>& issues, const QString& mainFile);
    void clearBuildIssues();
    // The problems of Region `region`'s vault, replacing its earlier ones (none clears them).
    void showVaultProblems(const QString& region, const QList<incursion::studio::VaultProblemEntry>& problems);

signals:
    // line and column are 1-based; column in bytes, as the compiler counts.
    void activated(const QString& path, int line, int column);
    // The problems listed (live check, build-only and vault ones together) changed in number.
    void countsChanged(int errors, int warnings);
    // A vault problem about a cell was activated (after activated()).
    void vaultCellActivated(const QString& region, int x, int y);

private:
    void rebuild();
    void appendDiagnostic(const DiagnosticEntry& diagnostic, const QDir& base, bool fromBuild);
    void updateTitle(int errors, int warnings);
    void updateFilter();
    void activateIndex(const QModelIndex& index);

    CheckSnapshotPtr snapshot_;
    QList<DiagnosticEntry> buildIssues_;
    QString buildMainFile_;
    QMap<QString, QList<VaultProblemEntry>> vaultProblems_;    // by region
    QStandardItemModel* items_;
    QSortFilterProxyModel* filter_;
    QTreeView* view_;
    QToolButton* severityButtons_[3] = {};     // by Severity
    int errors_ = 0;
    int warnings_ = 0;
};

} // namespace incursion::studio
