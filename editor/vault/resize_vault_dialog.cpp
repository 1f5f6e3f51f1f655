#include "vault/resize_vault_dialog.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QToolButton>

namespace incursion::studio {

namespace {
constexpr int kMaximumSide = 255;   // the writer's limit
}

ResizeVaultDialog::ResizeVaultDialog(int width, int height, QWidget* parent)
    : QDialog(parent), oldWidth_(width), oldHeight_(height), width_(new QSpinBox(this)), height_(new QSpinBox(this)),
      anchors_(new QButtonGroup(this)), fill_(new QLineEdit(QStringLiteral("%"), this))
{
    setWindowTitle(tr("Resize Vault"));
    for (QSpinBox* box : {width_, height_})
        box->setRange(1, kMaximumSide);
    width_->setValue(width);
    height_->setValue(height);

    auto* anchorGrid = new QGridLayout;
    anchorGrid->setSpacing(2);
    for (int row = 0; row < 3; ++row)
        for (int column = 0; column < 3; ++column) {
            auto* button = new QToolButton(this);
            button->setCheckable(true);
            button->setFixedSize(28, 28);
            button->setToolTip(tr("Keep the old cells at this side"));
            anchors_->addButton(button, row * 3 + column);
            anchorGrid->addWidget(button, row, column);
        }
    anchors_->setExclusive(true);
    setAnchor(0, 0);

    fill_->setMaxLength(1);
    fill_->setMaximumWidth(48);
    fill_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[!-~]")), this));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Width:"), width_);
    form->addRow(tr("&Height:"), height_);
    form->addRow(tr("Anchor:"), anchorGrid);
    form->addRow(tr("&New cells:"), fill_);
    form->addRow(buttons);
}

void ResizeVaultDialog::setNewSize(int width, int height)
{
    width_->setValue(width);
    height_->setValue(height);
}

int ResizeVaultDialog::newWidth() const { return width_->value(); }
int ResizeVaultDialog::newHeight() const { return height_->value(); }

void ResizeVaultDialog::setAnchor(int column, int row)
{
    anchors_->button(std::clamp(row, 0, 2) * 3 + std::clamp(column, 0, 2))->setChecked(true);
}

QPoint ResizeVaultDialog::offset() const
{
    const int anchor = std::max(anchors_->checkedId(), 0);
    const int column = anchor % 3, row = anchor / 3;
    return QPoint((newWidth() - oldWidth_) * column / 2, (newHeight() - oldHeight_) * row / 2);
}

char ResizeVaultDialog::fill() const
{
    return fill_->text().size() == 1 ? fill_->text().at(0).toLatin1() : '%';
}

void ResizeVaultDialog::setFill(char fill)
{
    fill_->setText(QString(QChar::fromLatin1(fill)));
}

} // namespace incursion::studio
