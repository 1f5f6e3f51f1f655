#include "shared/path_list_edit.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace incursion::studio {

PathListEdit::PathListEdit(QWidget* parent)
    : QWidget(parent)
    , list_(new QListWidget(this))
    , remove_(new QPushButton(tr("&Remove"), this))
    , up_(new QPushButton(tr("Move &Up"), this))
    , down_(new QPushButton(tr("Move Do&wn"), this))
{
    setFocusProxy(list_);
    auto* add = new QPushButton(tr("A&dd..."), this);
    add->setObjectName(QStringLiteral("addPath"));
    remove_->setObjectName(QStringLiteral("removePath"));
    up_->setObjectName(QStringLiteral("moveUp"));
    down_->setObjectName(QStringLiteral("moveDown"));
    auto* buttons = new QVBoxLayout;
    for (QPushButton* button : {add, remove_, up_, down_})
        buttons->addWidget(button);
    buttons->addStretch();
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(list_, 1);
    layout->addLayout(buttons);

    connect(add, &QPushButton::clicked, this, &PathListEdit::addPath);
    connect(remove_, &QPushButton::clicked, this, [this] {
        delete list_->currentItem();
        updateButtons();
    });
    connect(up_, &QPushButton::clicked, this, [this] { move(-1); });
    connect(down_, &QPushButton::clicked, this, [this] { move(+1); });
    connect(list_, &QListWidget::currentRowChanged, this, &PathListEdit::updateButtons);
    updateButtons();
}

void PathListEdit::setPaths(const QStringList& paths)
{
    list_->clear();
    for (const QString& path : paths) {
        auto* item = new QListWidgetItem(path, list_);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
    updateButtons();
}

QStringList PathListEdit::paths() const
{
    QStringList paths;
    for (int row = 0; row < list_->count(); ++row)
        if (const QString path = list_->item(row)->text().trimmed(); !path.isEmpty())
            paths.append(path);
    return paths;
}

void PathListEdit::addPath()
{
    const QString path = fileFilter_.isEmpty()
        ? QFileDialog::getExistingDirectory(this, tr("Include Folder"), startFolder_)
        : QFileDialog::getOpenFileName(this, fileTitle_, startFolder_, fileFilter_);
    if (path.isEmpty())
        return;
    auto* item = new QListWidgetItem(style_ ? style_(path) : QDir::toNativeSeparators(path), list_);
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    list_->setCurrentItem(item);
}

void PathListEdit::move(int offset)
{
    const int row = list_->currentRow();
    const int target = row + offset;
    if (row < 0 || target < 0 || target >= list_->count())
        return;
    list_->insertItem(target, list_->takeItem(row));
    list_->setCurrentRow(target);
}

void PathListEdit::updateButtons()
{
    const int row = list_->currentRow();
    remove_->setEnabled(row >= 0);
    up_->setEnabled(row > 0);
    down_->setEnabled(row >= 0 && row + 1 < list_->count());
}

} // namespace incursion::studio
