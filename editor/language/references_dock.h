// The references of a symbol (Shift+F2): one row per place, grouped by file,
// with the line's text; activating a row goes there.
#pragma once

#include "language/code_model.h"

#include <QDockWidget>

class QLabel;
class QStandardItemModel;
class QTreeView;

namespace incursion::studio {

class ReferencesDock : public QDockWidget {
    Q_OBJECT
public:
    enum Role { PathRole = Qt::UserRole + 1, LineRole, ColumnRole };

    explicit ReferencesDock(QWidget* parent = nullptr);

    // Lists `references` of `symbol`; `lineText` gives a file's line (1-based) for the rows.
    void showReferences(const QString& symbol, const QList<SourceSpan>& references,
                        const std::function<QString(const QString& path, int line)>& lineText);
    QStandardItemModel* model() const { return model_; }
    QTreeView* view() const { return view_; }
    int count() const { return count_; }

signals:
    void activated(const QString& path, int line, int column);

private:
    QLabel* summary_;
    QTreeView* view_;
    QStandardItemModel* model_;
    int count_ = 0;
};

} // namespace incursion::studio
