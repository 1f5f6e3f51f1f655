#include "debug/run_function_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace incursion::studio {

std::optional<QList<int>> parseArguments(const QString& text, int expected, QString* error)
{
    QList<int> values;
    const QStringList parts = text.trimmed().isEmpty() ? QStringList() : text.split(QLatin1Char(','));
    for (const QString& part : parts) {
        bool ok = false;
        const int value = part.trimmed().toInt(&ok, 0);
        if (!ok) {
            if (error)
                *error = RunFunctionDialog::tr("\"%1\" is not an integer").arg(part.trimmed());
            return std::nullopt;
        }
        values.append(value);
    }
    if (values.size() != expected) {
        if (error)
            *error = RunFunctionDialog::tr("expected %n argument(s)", nullptr, expected);
        return std::nullopt;
    }
    return values;
}

RunFunctionDialog::RunFunctionDialog(const QList<DebugSession::ScriptFunction>& functions, QWidget* parent)
    : QDialog(parent), functions_(functions), table_(new QTableWidget(int(functions.size()), 2, this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Run Function"));
    table_->setHorizontalHeaderLabels({tr("Function"), tr("Arguments")});
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::AllEditTriggers);
    for (int row = 0; row < functions.size(); ++row) {
        const DebugSession::ScriptFunction& f = functions.at(row);
        auto* name = new QTableWidgetItem(f.name);
        name->setFlags(name->flags() & ~Qt::ItemIsEditable);
        name->setToolTip(tr("%n parameter(s)", nullptr, f.parameterCount));
        table_->setItem(row, 0, name);
        auto* arguments = new QTableWidgetItem(QString());
        arguments->setToolTip(tr("%n integer(s), separated by commas", nullptr, f.parameterCount));
        if (f.parameterCount == 0)
            arguments->setFlags(arguments->flags() & ~Qt::ItemIsEditable);
        table_->setItem(row, 1, arguments);
    }
    table_->resizeColumnToContents(0);
    if (!functions.isEmpty())
        table_->selectRow(0);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Run"));
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(!functions.isEmpty());
    connect(buttons_, &QDialogButtonBox::accepted, this, &RunFunctionDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        if (column == 0 || functions_.at(row).parameterCount == 0)
            accept();
    });

    auto* layout = new QVBoxLayout(this);
    if (functions.isEmpty())
        layout->addWidget(new QLabel(tr("The module has no script functions."), this));
    layout->addWidget(table_);
    layout->addWidget(buttons_);
    resize(460, 320);
}

int RunFunctionDialog::rowOf(const QString& function) const
{
    for (int row = 0; row < functions_.size(); ++row)
        if (functions_.at(row).name == function)
            return row;
    return -1;
}

void RunFunctionDialog::select(const QString& function)
{
    if (const int row = rowOf(function); row >= 0)
        table_->selectRow(row);
}

void RunFunctionDialog::setArguments(const QString& function, const QString& arguments)
{
    if (const int row = rowOf(function); row >= 0)
        table_->item(row, 1)->setText(arguments);
}

QString RunFunctionDialog::function() const
{
    const int row = table_->currentRow();
    return row >= 0 && row < functions_.size() ? functions_.at(row).name : QString();
}

std::optional<QList<int>> RunFunctionDialog::arguments(QString* error) const
{
    const int row = table_->currentRow();
    if (row < 0 || row >= functions_.size())
        return std::nullopt;
    return parseArguments(table_->item(row, 1)->text(), functions_.at(row).parameterCount, error);
}

void RunFunctionDialog::accept()
{
    QString error;
    if (function().isEmpty())
        return;
    if (!arguments(&error)) {
        QMessageBox::warning(this, tr("Run Function"), tr("%1: %2").arg(function(), error));
        return;
    }
    QDialog::accept();
}

} // namespace incursion::studio
