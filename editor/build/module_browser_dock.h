// The Module browser: the resources of the module the latest successful build
// wrote (before the first, the one the live check compiled), grouped by type ("Monsters (538)"), each with its compiled functions
// (event handlers, conditions). The filter box narrows the resources by name.
// The Runs column says whether each event handler can run in a playtest (its
// resource takes part in events, the runtime throws its event, it calls only
// what the runtime implements: game/handler_runnability.h), the reasons in its
// tool tip; resources and types count their runnable handlers, and a second
// filter keeps only handlers that run, or only those that cannot.
// Activating a resource shows its source; activating a function asks for its
// disassembly. A failed build leaves the tree as it is: it still describes the
// module file on disk, which only a successful build replaces.
#pragma once

#include "build/module_build.h"
#include "game/handler_runnability.h"

#include <QDockWidget>
#include <QHash>

class QAbstractItemModel;
class QComboBox;
class QIcon;
class QStandardItem;
class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTreeView;

namespace incursion::studio {

class ModuleBrowserDock : public QDockWidget {
    Q_OBJECT
public:
    enum Role { FunctionRole = Qt::UserRole + 1, PathRole, LineRole, ColumnRole, LevelRole,
                GroupNameRole,     // a type row's name without its count
                RunnableRole };    // an event handler's row: true when it can run; absent for others
    enum Column { NameColumn, RunsColumn };
    // The second filter's choices, in its order.
    enum RunsFilter { AllFunctions, HandlersThatRun, HandlersThatCannotRun };
    enum Level { TypeLevel, ResourceLevel, FunctionLevel };

    explicit ModuleBrowserDock(QWidget* parent = nullptr);

    ModuleBuildPtr build() const { return build_; }
    QAbstractItemModel* model() const;      // as shown (after the filter)
    QTreeView* view() const { return view_; }
    QLineEdit* filterEdit() const { return filterEdit_; }
    QComboBox* runsFilter() const { return runsFilter_; }

public slots:
    // Shows the module of a successful build; nullptr empties the tree.
    void showBuild(const incursion::studio::ModuleBuildPtr& build);
    // Reveals and selects a function's row (if the filter shows it).
    void selectFunction(int function);

signals:
    // line and column are 1-based.
    void sourceActivated(const QString& path, int line, int column);
    // `function` indexes the shown build's image->functions.
    void functionActivated(int function);

private:
    void activateIndex(const QModelIndex& index);
    void setUpColumns();
    // The row of function `f` of the shown build: its name and Runs cells.
    QList<QStandardItem*> functionRow(uint32_t f, const QIcon& icon) const;
    // The names from the top of the tree down to a row of items_, and back.
    QStringList rowPath(const QModelIndex& sourceIndex) const;
    QModelIndex rowAt(const QStringList& path) const;

    ModuleBuildPtr build_;
    // The shown build's event handlers by function index, whether each can run and why not.
    QHash<uint32_t, game::HandlerRunnability> runnability_;
    QStandardItemModel* items_;
    QSortFilterProxyModel* filter_;
    QLineEdit* filterEdit_;
    QComboBox* runsFilter_;
    QTreeView* view_;
};

} // namespace incursion::studio
