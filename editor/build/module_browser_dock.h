// The Module browser: the resources of the module the latest successful build
// wrote, grouped by type ("Monsters (538)"), each with its compiled functions
// (event handlers, conditions). The filter box narrows the resources by name.
// Activating a resource shows its source; activating a function asks for its
// disassembly. A failed build leaves the tree as it is: it still describes the
// module file on disk, which only a successful build replaces.
#pragma once

#include "build/module_build.h"

#include <QDockWidget>

class QAbstractItemModel;
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
                GroupNameRole };   // a type row's name without its count
    enum Level { TypeLevel, ResourceLevel, FunctionLevel };

    explicit ModuleBrowserDock(QWidget* parent = nullptr);

    ModuleBuildPtr build() const { return build_; }
    QAbstractItemModel* model() const;      // as shown (after the filter)
    QTreeView* view() const { return view_; }
    QLineEdit* filterEdit() const { return filterEdit_; }

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
    // The row of function `f` of the shown build.
    QStandardItem* functionItem(uint32_t f, const QIcon& icon) const;

    ModuleBuildPtr build_;
    QStandardItemModel* items_;
    QSortFilterProxyModel* filter_;
    QLineEdit* filterEdit_;
    QTreeView* view_;
};

} // namespace incursion::studio
