#include "debug/watches_dock.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace incursion::studio {

WatchesDock::WatchesDock(QWidget* parent)
    : QDockWidget(tr("Watches"), parent), input_(new QLineEdit(this)), view_(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("WatchesDock"));
    input_->setPlaceholderText(tr("Add a watch expression"));
    input_->setClearButtonEnabled(true);
    view_->setHeaderLabels({tr("Expression"), tr("Value"), tr("Type")});
    view_->setRootIsDecorated(false);
    view_->setUniformRowHeights(true);
    view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    view_->setContextMenuPolicy(Qt::CustomContextMenu);
    view_->installEventFilter(this);

    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(input_);
    layout->addWidget(view_);
    setWidget(content);

    connect(input_, &QLineEdit::returnPressed, this, [this] {
        addExpression(input_->text());
        input_->clear();
    });
    connect(view_, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item, int column) {
        if (column != 0)
            return;
        if (item->text(0).trimmed().isEmpty()) {
            removeExpression(view_->indexOfTopLevelItem(item));
            return;
        }
        evaluate(item);
        emit expressionsChanged();
    });
    connect(view_, &QTreeWidget::customContextMenuRequested, this, [this](const QPoint& position) {
        QTreeWidgetItem* item = view_->itemAt(position);
        if (!item)
            return;
        QMenu menu(this);
        menu.addAction(tr("Edit Watch"), this, [this, item] { view_->editItem(item, 0); });
        menu.addAction(tr("Remove Watch"), this,
                       [this, item] { removeExpression(view_->indexOfTopLevelItem(item)); });
        menu.exec(view_->viewport()->mapToGlobal(position));
    });
}

QStringList WatchesDock::expressions() const
{
    QStringList list;
    for (int i = 0; i < view_->topLevelItemCount(); ++i)
        list.append(view_->topLevelItem(i)->text(0));
    return list;
}

void WatchesDock::setExpressions(const QStringList& expressions)
{
    view_->clear();
    for (const QString& expression : expressions)
        addExpression(expression);
}

void WatchesDock::addExpression(const QString& expression)
{
    const QString trimmed = expression.trimmed();
    if (trimmed.isEmpty())
        return;
    auto* item = new QTreeWidgetItem({trimmed});
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    {
        const QSignalBlocker quiet(view_);
        view_->addTopLevelItem(item);
    }
    evaluate(item);
    emit expressionsChanged();
}

void WatchesDock::removeExpression(int row)
{
    delete view_->takeTopLevelItem(row);
    emit expressionsChanged();
}

QString WatchesDock::valueAt(int row) const
{
    const QTreeWidgetItem* item = view_->topLevelItem(row);
    return item ? item->text(1) : QString();
}

void WatchesDock::setEvaluator(Evaluator evaluator)
{
    evaluator_ = std::move(evaluator);
    evaluateAll();
}

void WatchesDock::evaluateAll()
{
    for (int i = 0; i < view_->topLevelItemCount(); ++i)
        evaluate(view_->topLevelItem(i));
}

void WatchesDock::evaluate(QTreeWidgetItem* item)
{
    const QSignalBlocker quiet(view_);
    item->setText(2, QString());
    item->setForeground(1, palette().text());
    if (!evaluator_) {
        item->setText(1, tr("(not stopped)"));
        item->setForeground(1, palette().placeholderText());
        return;
    }
    item->setText(1, QStringLiteral("…"));
    const QString expression = item->text(0);
    // The item may be edited or removed before the answer comes.
    QPointer<WatchesDock> self(this);
    evaluator_(expression, this, [self, item, expression](const vm::Evaluation& answer) {
        if (!self)
            return;
        const int row = self->view_->indexOfTopLevelItem(item);
        if (row < 0 || item->text(0) != expression)
            return;
        const QSignalBlocker quiet(self->view_);
        if (answer.ok) {
            item->setText(1, QString::fromStdString(answer.value.value));
            item->setText(2, QString::fromStdString(answer.value.type));
        } else {
            item->setText(1, QString::fromStdString(answer.error));
            item->setForeground(1, QColor(0xc6, 0x28, 0x28));
        }
        item->setToolTip(1, item->text(1));
    });
}

bool WatchesDock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == view_ && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Delete && view_->currentItem()) {
        removeExpression(view_->indexOfTopLevelItem(view_->currentItem()));
        return true;
    }
    return QDockWidget::eventFilter(watched, event);
}

} // namespace incursion::studio
