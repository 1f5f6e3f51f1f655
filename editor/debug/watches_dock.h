// The Watches panel: expressions the user keeps an eye on, evaluated in the
// selected frame each time the scripts stop. Add one in the field at the top,
// edit one by double-clicking it, remove it with Delete or the context menu.
// The DebugController saves the list with the project (expressionsChanged).
#pragma once

#include "vm/debugger.h"

#include <QDockWidget>

#include <functional>

class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace incursion::studio {

class WatchesDock : public QDockWidget {
    Q_OBJECT
public:
    explicit WatchesDock(QWidget* parent = nullptr);

    QTreeWidget* view() const { return view_; }
    QLineEdit* input() const { return input_; }
    QStringList expressions() const;
    void setExpressions(const QStringList& expressions);
    void addExpression(const QString& expression);
    void removeExpression(int row);
    // The value column of a row ("" while not evaluated).
    QString valueAt(int row) const;

    // Answers one expression asynchronously; empty while nothing is stopped.
    using Evaluator = std::function<void(const QString& expression, QObject* context,
                                         std::function<void(const vm::Evaluation&)> done)>;
    void setEvaluator(Evaluator evaluator);

public slots:
    void evaluateAll();

signals:
    void expressionsChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void evaluate(QTreeWidgetItem* item);

    QLineEdit* input_;
    QTreeWidget* view_;
    Evaluator evaluator_;
};

} // namespace incursion::studio
