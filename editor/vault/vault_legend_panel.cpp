#include "vault/vault_legend_panel.h"

#include "vault/legend_entry_dialog.h"
#include "vault/vault_document.h"

#include <QHeaderView>
#include <QPainter>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <set>

namespace incursion::studio {

namespace {

QIcon swatch(const CellAppearance& look)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(look.background.isValid() ? look.background : Qt::black);
    QPainter painter(&pixmap);
    painter.setPen(look.foreground);
    painter.drawText(pixmap.rect(), Qt::AlignCenter, QString::fromUcs4(&look.glyph, 1));
    painter.end();
    return QIcon(pixmap);
}

} // namespace

VaultLegendPanel::VaultLegendPanel(VaultDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), tree_(new QTreeWidget(this)), edit_(new QToolButton(this)),
      remove_(new QToolButton(this))
{
    tree_->setObjectName(QStringLiteral("VaultLegend"));
    tree_->setRootIsDecorated(false);
    tree_->setUniformRowHeights(true);
    tree_->setHeaderLabels({tr("Char"), tr("Meaning"), tr("Cells")});
    tree_->header()->setSectionResizeMode(MeaningColumn, QHeaderView::Stretch);
    tree_->header()->setStretchLastSection(false);

    auto* add = new QToolButton(this);
    add->setText(tr("Add…"));
    add->setToolTip(tr("Add a legend entry"));
    edit_->setText(tr("Edit…"));
    edit_->setToolTip(tr("Edit the picked legend entry"));
    remove_->setText(tr("Remove"));
    remove_->setToolTip(tr("Remove the picked legend entry"));
    connect(add, &QToolButton::clicked, this, &VaultLegendPanel::addEntry);
    connect(edit_, &QToolButton::clicked, this, &VaultLegendPanel::editEntry);
    connect(remove_, &QToolButton::clicked, this, &VaultLegendPanel::removeEntry);
    connect(tree_, &QTreeWidget::itemDoubleClicked, this, &VaultLegendPanel::editEntry);
    connect(tree_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item) {
            const char c = item->data(CharacterColumn, Qt::UserRole).toChar().toLatin1();
            if (c != brush_)
                emit brushPicked(c);
        }
    });

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(edit_);
    buttons->addWidget(remove_);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tree_);
    layout->addLayout(buttons);

    connect(document, &VaultDocument::changed, this, &VaultLegendPanel::rebuild);
    rebuild();
}

void VaultLegendPanel::rebuild()
{
    const QSignalBlocker blocker(tree_);
    if (!document_->hasVault()) {
        tree_->clear();
        return;
    }
    const std::map<char, int> counts = characterCounts(document_->rows());
    std::set<char> characters;
    for (const auto& [c, count] : counts)
        characters.insert(c);
    for (const vault::LegendEntry& entry : document_->vault()->legend)
        characters.insert(entry.character);
    const auto countOf = [&counts](char c) {
        const auto count = counts.find(c);
        return QString::number(count == counts.end() ? 0 : count->second);
    };
    // After a stroke the same characters look the same: only the texts change
    // (the swatches cost most).
    bool same = appearances_ == document_->appearancesGeneration()
                && tree_->topLevelItemCount() == int(characters.size());
    auto next = characters.begin();
    for (int row = 0; same && row < tree_->topLevelItemCount(); ++row, ++next)
        same = tree_->topLevelItem(row)->data(CharacterColumn, Qt::UserRole).toChar().toLatin1() == *next;
    if (same) {
        for (int row = 0; row < tree_->topLevelItemCount(); ++row) {
            QTreeWidgetItem* item = tree_->topLevelItem(row);
            const char c = item->data(CharacterColumn, Qt::UserRole).toChar().toLatin1();
            item->setText(MeaningColumn, document_->meaning(c));
            item->setToolTip(MeaningColumn, document_->meaning(c));
            item->setText(CountColumn, countOf(c));
        }
        tree_->resizeColumnToContents(CountColumn);
        return;
    }
    tree_->clear();
    appearances_ = document_->appearancesGeneration();
    for (char c : characters) {
        auto* item = new QTreeWidgetItem(tree_);
        item->setText(CharacterColumn, QString(QChar::fromLatin1(c)));
        item->setData(CharacterColumn, Qt::UserRole, QChar::fromLatin1(c));
        item->setIcon(CharacterColumn, swatch(document_->appearance(c)));
        item->setText(MeaningColumn, document_->meaning(c));
        item->setToolTip(MeaningColumn, document_->meaning(c));
        item->setText(CountColumn, countOf(c));
        item->setTextAlignment(CountColumn, Qt::AlignRight | Qt::AlignVCenter);
        QFont font = item->font(CharacterColumn);
        font.setFamily(QStringLiteral("DejaVu Sans Mono"));
        item->setFont(CharacterColumn, font);
    }
    tree_->resizeColumnToContents(CharacterColumn);
    tree_->resizeColumnToContents(CountColumn);
    setBrush(brush_);
}

QTreeWidgetItem* VaultLegendPanel::itemFor(char character) const
{
    for (int i = 0; i < tree_->topLevelItemCount(); ++i)
        if (tree_->topLevelItem(i)->data(CharacterColumn, Qt::UserRole).toChar().toLatin1() == character)
            return tree_->topLevelItem(i);
    return nullptr;
}

void VaultLegendPanel::setBrush(char brush)
{
    brush_ = brush;
    const QSignalBlocker blocker(tree_);
    tree_->setCurrentItem(itemFor(brush));
    const bool hasEntry = document_->vault() && vault::meaningOf(*document_->vault(), brush).entry;
    edit_->setEnabled(hasEntry);
    remove_->setEnabled(hasEntry);
}

void VaultLegendPanel::addEntry()
{
    editEntryOf('\0', true);
}

void VaultLegendPanel::editEntry()
{
    if (brush_)
        editEntryOf(brush_, false);
}

void VaultLegendPanel::removeEntry()
{
    QString error;
    if (brush_ && !document_->setLegendEntry(brush_, QString(), &error))
        emit editFailed(error);
}

void VaultLegendPanel::editEntryOf(char character, bool isNew)
{
    LegendEntryDialog dialog(document_->resourceNames(), this);
    if (!isNew) {
        dialog.setCharacter(character);
        dialog.setDefinition(document_->meaning(character));
    }
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!document_->setLegendEntry(dialog.character(), dialog.definition(), &error))
        emit editFailed(error);
    else
        emit brushPicked(dialog.character());
}

} // namespace incursion::studio
