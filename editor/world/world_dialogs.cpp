#include "world/world_dialogs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

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
}

int NewWorldDialog::worldWidth() const { return width_->value(); }
int NewWorldDialog::worldHeight() const { return height_->value(); }
QString NewWorldDialog::schemaName() const { return schema_->currentText(); }

std::optional<uint64_t> NewWorldDialog::seed() const
{
    return generate_->isChecked() ? std::optional<uint64_t>(uint64_t(seed_->value())) : std::nullopt;
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

} // namespace incursion::studio
