// The body shared by docks that list a read-only tree under a filter box
// (Outline, Module Browser).
#pragma once

class QAbstractItemModel;
class QLineEdit;
class QTreeView;
class QWidget;

namespace incursion::studio {

// Sets `view` up for a read-only tree of `model` (no header, uniform rows),
// gives `filterEdit` a clear button, and returns a widget holding the filter
// box above the tree.
QWidget* makeFilteredTree(QLineEdit* filterEdit, QTreeView* view, QAbstractItemModel* model);

} // namespace incursion::studio
