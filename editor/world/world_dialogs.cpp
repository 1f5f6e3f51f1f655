#include "world/world_dialogs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace incursion::studio {

NewWorldDialog::NewWorldDialog(QWidget* parent)
    : QDialog(parent)
    , width_(new QSpinBox)
    , height_(new QSpinBox)
    , schema_(new QComboBox)
    , generate_(new QCheckBox(tr("Generate from seed")))
    , seed_(new QSpinBox)
{
    setWindowTitle(tr("New World"));
    for (QSpinBox* side : {width_, height_}) {
        side->setRange(1, 4096);
        side->setValue(64);
    }
    for (const std::string_view name : worldmap::builtinSchemaNames())
        schema_->addItem(QString::fromUtf8(name.data(), qsizetype(name.size())));
    generate_->setChecked(true);
    seed_->setRange(0, 999999999);
    seed_->setValue(1);
    connect(generate_, &QCheckBox::toggled, seed_, &QWidget::setEnabled);
    auto* form = new QFormLayout(this);
    auto* size = new QHBoxLayout;
    size->addWidget(width_);
    size->addWidget(new QLabel(QStringLiteral("\u00d7")));
    size->addWidget(height_);
    form->addRow(tr("Size (cells):"), size);
    form->addRow(tr("Schema:"), schema_);
    form->addRow(generate_);
    form->addRow(tr("Seed:"), seed_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    fitTitle(this);
}

int NewWorldDialog::worldWidth() const { return width_->value(); }
int NewWorldDialog::worldHeight() const { return height_->value(); }
QString NewWorldDialog::schemaName() const { return schema_->currentText(); }

std::optional<uint64_t> NewWorldDialog::seed() const
{
    return generate_->isChecked() ? std::optional<uint64_t>(uint64_t(seed_->value())) : std::nullopt;
}

void fitTitle(QDialog* dialog)
{
    // The title bar adds the application's name and its buttons (about five glyphs' room each side).
    const QString shown = dialog->windowTitle() + QStringLiteral(" \u2014 ") + QGuiApplication::applicationDisplayName();
    const QFontMetrics metrics(dialog->font());
    dialog->setMinimumWidth(std::max(dialog->minimumWidth(),
                                     metrics.horizontalAdvance(shown) + metrics.horizontalAdvance(QLatin1Char('M')) * 10));
}

GlobalOperationDialog::GlobalOperationDialog(const worldmap::Schema& schema, bool hasSelection, QWidget* parent)
    : QDialog(parent)
    , schema_(schema)
    , field_(new QComboBox)
    , value_(new QComboBox)
    , filtered_(new QCheckBox(tr("Only where")))
    , whereField_(new QComboBox)
    , whereValue_(new QComboBox)
    , selectionOnly_(new QCheckBox(tr("On the selection only")))
{
    setWindowTitle(tr("Global Operation"));
    for (const worldmap::Field& field : schema.fields) {
        field_->addItem(QString::fromStdString(field.name));
        whereField_->addItem(QString::fromStdString(field.name));
    }
    connect(field_, &QComboBox::currentIndexChanged, this, [this] { fillValues(field_, value_); });
    connect(whereField_, &QComboBox::currentIndexChanged, this, [this] { fillValues(whereField_, whereValue_); });
    // Each box as wide as its longest entry, again when its values change with the field ("dense forest").
    for (QComboBox* box : {field_, value_, whereField_, whereValue_})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    fillValues(field_, value_);
    fillValues(whereField_, whereValue_);
    selectionOnly_->setEnabled(hasSelection);
    selectionOnly_->setChecked(hasSelection);
    auto* form = new QFormLayout(this);
    auto* set = new QHBoxLayout;
    set->addWidget(field_);
    set->addWidget(new QLabel(QStringLiteral("=")));
    set->addWidget(value_);
    form->addRow(tr("Set"), set);
    auto* where = new QHBoxLayout;
    where->addWidget(whereField_);
    where->addWidget(new QLabel(QStringLiteral("=")));
    where->addWidget(whereValue_);
    form->addRow(filtered_, where);
    form->addRow(selectionOnly_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    fitTitle(this);
}

void GlobalOperationDialog::fillValues(QComboBox* fieldBox, QComboBox* valueBox)
{
    valueBox->clear();
    const worldmap::Field& field = schema_.fields[size_t(std::max(0, fieldBox->currentIndex()))];
    for (int v = 0; v <= field.largestStored(); ++v)
        valueBox->addItem(QString::fromStdString(field.valueName(v)));
}

GlobalOperation GlobalOperationDialog::operation() const
{
    GlobalOperation operation;
    operation.field = field_->currentIndex();
    operation.value = value_->currentIndex();
    if (filtered_->isChecked())
        operation.where = std::pair{whereField_->currentIndex(), whereValue_->currentIndex()};
    operation.selectionOnly = selectionOnly_->isChecked();
    return operation;
}

CopyFieldsDialog::CopyFieldsDialog(const worldmap::Schema& schema, const std::vector<int>& checked, QWidget* parent)
    : QDialog(parent)
    , list_(new QListWidget)
{
    setWindowTitle(tr("Copy Fields"));
    for (size_t f = 0; f < schema.fields.size(); ++f) {
        auto* item = new QListWidgetItem(QString::fromStdString(schema.fields[f].name), list_);
        item->setToolTip(QString::fromStdString(schema.fields[f].description));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        const bool on = checked.empty() || std::find(checked.begin(), checked.end(), int(f)) != checked.end();
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Copy these fields of the selection (a paste writes only them):")));
    layout->addWidget(list_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Nothing to copy without a field.
    connect(list_, &QListWidget::itemChanged, this, [this] { ok_->setEnabled(!fields().empty()); });
    layout->addWidget(buttons);
    ok_->setEnabled(!fields().empty());
    fitTitle(this);
}

std::vector<int> CopyFieldsDialog::fields() const
{
    std::vector<int> chosen;
    for (int row = 0; row < list_->count(); ++row)
        if (list_->item(row)->checkState() == Qt::Checked)
            chosen.push_back(row);
    return chosen;
}

void CopyFieldsDialog::setFieldChecked(int field, bool checked)
{
    if (QListWidgetItem* item = list_->item(field))
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

} // namespace incursion::studio
