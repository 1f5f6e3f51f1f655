#include "shared/filtered_tree.h"

#include <QLineEdit>
#include <QTreeView>
#include <QVBoxLayout>

namespace incursion::studio {

QWidget* makeFilteredTree(QLineEdit* filterEdit, QTreeView* view, QAbstractItemModel* model)
{
    filterEdit->setClearButtonEnabled(true);
    view->setModel(model);
    view->setHeaderHidden(true);
    view->setUniformRowHeights(true);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(filterEdit);
    layout->addWidget(view);
    return content;
}

} // namespace incursion::studio
