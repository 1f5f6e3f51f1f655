#include "playtest/player_choice_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace incursion::studio {

PlayerChoiceDialog::PlayerChoiceDialog(const QString& title, const QString& question, const QStringList& entries,
                                       Mode mode, QWidget* parent)
    : QDialog(parent), mode_(mode), list_(new QListWidget(this)),
      buttons_(new QDialogButtonBox(mode == Mode::Browse ? QDialogButtonBox::Close
                                                         : QDialogButtonBox::Ok | QDialogButtonBox::Cancel,
                                    this))
{
    setObjectName(QStringLiteral("PlayerChoiceDialog"));
    setWindowTitle(title);
    auto* layout = new QVBoxLayout(this);
    if (!question.isEmpty()) {
        auto* label = new QLabel(question, this);
        label->setWordWrap(true);
        layout->addWidget(label);
    }
    for (const QString& entry : entries) {
        auto* item = new QListWidgetItem(entry, list_);
        if (mode == Mode::ChooseMany) {
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
    }
    if (!entries.isEmpty())
        list_->setCurrentRow(0);
    layout->addWidget(list_);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (mode == Mode::ChooseOne)
        connect(list_, &QListWidget::itemActivated, this, &QDialog::accept);
    list_->setFocus();
}

QList<int> PlayerChoiceDialog::chosenRows() const
{
    QList<int> rows;
    if (mode_ == Mode::ChooseOne) {
        if (list_->currentRow() >= 0)
            rows.append(list_->currentRow());
        return rows;
    }
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->checkState() == Qt::Checked)
            rows.append(i);
    return rows;
}

QPushButton* PlayerChoiceDialog::addActionButton(const QString& text)
{
    return buttons_->addButton(text, QDialogButtonBox::ActionRole);
}

void PlayerChoiceDialog::setDeclinable(bool declinable)
{
    declinable_ = declinable;
    if (QPushButton* cancel = buttons_->button(QDialogButtonBox::Cancel))
        cancel->setVisible(declinable);
}

void PlayerChoiceDialog::reject()
{
    // A question the script asks without MENU_ESC wants an answer: Escape does not close it.
    if (declinable_)
        QDialog::reject();
}

} // namespace incursion::studio
