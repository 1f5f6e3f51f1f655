#include "vault/legend_entry_dialog.h"

#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>

namespace incursion::studio {

LegendEntryDialog::LegendEntryDialog(const QStringList& resourceNames, QWidget* parent)
    : QDialog(parent), character_(new QLineEdit(this)), definition_(new QLineEdit(this)),
      resource_(new QLineEdit(this))
{
    setWindowTitle(tr("Legend Entry"));
    character_->setMaxLength(1);
    // A grid cell: any printable character but a space.
    character_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[!-~]")), this));
    character_->setMaximumWidth(48);
    definition_->setPlaceholderText(tr("$\"floor\" with $\"goblin\" [TILE_GUARDING]"));
    definition_->setMinimumWidth(420);

    auto* completer = new QCompleter(resourceNames, this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    resource_->setCompleter(completer);
    resource_->setPlaceholderText(tr("Type a resource name"));
    auto* insert = new QPushButton(tr("&Insert"), this);
    insert->setAutoDefault(false);
    connect(insert, &QPushButton::clicked, this, &LegendEntryDialog::insertResource);
    connect(resource_, &QLineEdit::returnPressed, this, &LegendEntryDialog::insertResource);
    auto* resourceRow = new QHBoxLayout;
    resourceRow->addWidget(resource_, 1);
    resourceRow->addWidget(insert);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(character_, &QLineEdit::textChanged, this, &LegendEntryDialog::updateOkButton);
    connect(definition_, &QLineEdit::textChanged, this, &LegendEntryDialog::updateOkButton);

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Character:"), character_);
    form->addRow(tr("&Definition:"), definition_);
    form->addRow(tr("&Resource:"), resourceRow);
    form->addRow(buttons);
    updateOkButton();
}

void LegendEntryDialog::setCharacter(char character)
{
    character_->setText(QString(QChar::fromLatin1(character)));
}

char LegendEntryDialog::character() const
{
    const QString text = character_->text();
    return text.size() == 1 ? text.at(0).toLatin1() : '\0';
}

void LegendEntryDialog::setDefinition(const QString& definition)
{
    definition_->setText(definition);
}

QString LegendEntryDialog::definition() const
{
    return definition_->text().trimmed();
}

void LegendEntryDialog::insertResource()
{
    const QString name = resource_->text().trimmed();
    if (name.isEmpty())
        return;
    definition_->insert(QStringLiteral("$\"%1\"").arg(name));
    resource_->clear();
    definition_->setFocus();
}

void LegendEntryDialog::updateOkButton()
{
    auto* buttons = findChild<QDialogButtonBox*>();
    if (buttons)
        buttons->button(QDialogButtonBox::Ok)->setEnabled(character() != '\0' && !definition().isEmpty());
}

} // namespace incursion::studio
