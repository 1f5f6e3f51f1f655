#include "app/shortcuts_editor.h"

#include "app/keyboard_shortcuts.h"
#include "shared/theme.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace incursion::studio {

namespace {
constexpr int kIdRole = Qt::UserRole;
}

ShortcutsEditor::ShortcutsEditor(KeyboardShortcuts* shortcuts, QWidget* parent)
    : QWidget(parent)
    , shortcuts_(shortcuts)
    , filter_(new QLineEdit(this))
    , table_(new QTableWidget(this))
    , recorder_(new QKeySequenceEdit(this))
    , reset_(new QPushButton(tr("Rese&t"), this))
    , resetAll_(new QPushButton(tr("Reset A&ll"), this))
    , conflict_(new QLabel(this))
{
    filter_->setObjectName(QStringLiteral("shortcutFilter"));
    table_->setObjectName(QStringLiteral("shortcutTable"));
    recorder_->setObjectName(QStringLiteral("shortcutRecorder"));
    reset_->setObjectName(QStringLiteral("resetShortcut"));
    resetAll_->setObjectName(QStringLiteral("resetAllShortcuts"));
    conflict_->setObjectName(QStringLiteral("shortcutConflict"));

    filter_->setPlaceholderText(tr("Filter by action, menu or shortcut"));
    filter_->setClearButtonEnabled(true);
    table_->setColumnCount(3);
    table_->setHorizontalHeaderLabels({tr("Action"), tr("Menu"), tr("Shortcut")});
    table_->verticalHeader()->hide();
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(ActionColumn, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(PlaceColumn, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(ShortcutColumn, QHeaderView::ResizeToContents);
    recorder_->setClearButtonEnabled(true);
    recorder_->setToolTip(tr("Press the new key combination; the clear button removes the shortcut"));
    conflict_->setWordWrap(true);
    QPalette warning = conflict_->palette();
    warning.setColor(QPalette::WindowText, Theme::warningColour(warning));
    conflict_->setPalette(warning);

    auto* filterLabel = new QLabel(tr("&Filter:"), this);
    filterLabel->setBuddy(filter_);
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(filter_, 1);
    auto* recorderLabel = new QLabel(tr("&Key sequence:"), this);
    recorderLabel->setBuddy(recorder_);
    auto* recorderRow = new QHBoxLayout;
    recorderRow->addWidget(recorderLabel);
    recorderRow->addWidget(recorder_, 1);
    recorderRow->addWidget(reset_);
    recorderRow->addWidget(resetAll_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filterRow);
    layout->addWidget(table_, 1);
    layout->addLayout(recorderRow);
    layout->addWidget(conflict_);

    fill();
    connect(filter_, &QLineEdit::textChanged, this, &ShortcutsEditor::applyFilter);
    connect(table_, &QTableWidget::currentCellChanged, this, &ShortcutsEditor::showCurrent);
    connect(recorder_, &QKeySequenceEdit::keySequenceChanged, this, [this](const QKeySequence& sequence) {
        if (!showing_ && !currentId().isEmpty())
            setPending(currentId(), sequence);
    });
    connect(reset_, &QPushButton::clicked, this, [this] {
        if (const KeyboardShortcuts::Entry* entry = shortcuts_->entry(currentId()))
            setPending(entry->id, entry->defaultShortcut);
        showCurrent();
    });
    connect(resetAll_, &QPushButton::clicked, this, [this] {
        for (const KeyboardShortcuts::Entry& entry : shortcuts_->entries())
            pending_.insert(entry.id, entry.defaultShortcut);
        for (int row = 0; row < table_->rowCount(); ++row)
            updateRow(row);
        showCurrent();
    });
    showCurrent();
}

void ShortcutsEditor::fill()
{
    const QList<KeyboardShortcuts::Entry>& entries = shortcuts_->entries();
    table_->setRowCount(int(entries.size()));
    for (int row = 0; row < table_->rowCount(); ++row) {
        const KeyboardShortcuts::Entry& entry = entries.at(row);
        pending_.insert(entry.id, entry.shortcut);
        auto* action = new QTableWidgetItem(entry.text);
        action->setData(kIdRole, entry.id);
        action->setToolTip(entry.id);
        if (entry.action)
            action->setIcon(entry.action->icon());
        table_->setItem(row, ActionColumn, action);
        table_->setItem(row, PlaceColumn, new QTableWidgetItem(entry.place));
        table_->setItem(row, ShortcutColumn, new QTableWidgetItem);
        updateRow(row);
    }
}

void ShortcutsEditor::applyFilter(const QString& text)
{
    const QString needle = text.trimmed();
    for (int row = 0; row < table_->rowCount(); ++row) {
        bool shown = needle.isEmpty();
        for (int column : {ActionColumn, PlaceColumn, ShortcutColumn})
            shown = shown || table_->item(row, column)->text().contains(needle, Qt::CaseInsensitive);
        table_->setRowHidden(row, !shown);
    }
}

bool ShortcutsEditor::selectAction(const QString& id)
{
    for (int row = 0; row < table_->rowCount(); ++row) {
        if (table_->item(row, ActionColumn)->data(kIdRole).toString() == id) {
            table_->setCurrentCell(row, ActionColumn);
            return true;
        }
    }
    return false;
}

QString ShortcutsEditor::currentId() const
{
    const QTableWidgetItem* item = table_->item(table_->currentRow(), ActionColumn);
    return item ? item->data(kIdRole).toString() : QString();
}

void ShortcutsEditor::showCurrent()
{
    const QString id = currentId();
    showing_ = true;
    recorder_->setKeySequence(pending_.value(id));
    showing_ = false;
    const KeyboardShortcuts::Entry* entry = shortcuts_->entry(id);
    recorder_->setEnabled(entry != nullptr);
    reset_->setEnabled(entry && pending_.value(id) != entry->defaultShortcut);
    updateConflicts();
}

void ShortcutsEditor::setPending(const QString& id, const QKeySequence& shortcut)
{
    pending_.insert(id, shortcut);
    for (int row = 0; row < table_->rowCount(); ++row)
        updateRow(row);     // a conflict marks both rows
    const KeyboardShortcuts::Entry* entry = shortcuts_->entry(id);
    reset_->setEnabled(entry && shortcut != entry->defaultShortcut);
    updateConflicts();
}

void ShortcutsEditor::updateRow(int row)
{
    const QString id = table_->item(row, ActionColumn)->data(kIdRole).toString();
    const QKeySequence shortcut = pending_.value(id);
    QTableWidgetItem* item = table_->item(row, ShortcutColumn);
    item->setText(shortcut.toString(QKeySequence::NativeText));
    const KeyboardShortcuts::Entry* entry = shortcuts_->entry(id);
    QFont font = item->font();
    font.setBold(entry && shortcut != entry->defaultShortcut);      // changed from the default
    item->setFont(font);
    const bool clashes = !shortcuts_->conflicts(id, shortcut, pending_).isEmpty();
    item->setForeground(clashes ? QBrush(Theme::warningColour(table_->palette())) : QBrush());
    item->setToolTip(clashes ? tr("Another action has this shortcut") : QString());
}

void ShortcutsEditor::updateConflicts()
{
    const QString id = currentId();
    QStringList names;
    for (const QString& other : shortcuts_->conflicts(id, pending_.value(id), pending_))
        if (const KeyboardShortcuts::Entry* entry = shortcuts_->entry(other))
            names.append(tr("%1 (%2)").arg(entry->text, entry->place));
    conflict_->setText(names.isEmpty() ? QString()
                                       : tr("%1 is also the shortcut of: %2")
                                             .arg(pending_.value(id).toString(QKeySequence::NativeText),
                                                  names.join(QStringLiteral(", "))));
    conflict_->setVisible(!names.isEmpty());
}

QString ShortcutsEditor::conflictText() const
{
    return conflict_->text();
}

void ShortcutsEditor::apply()
{
    // The recorder reports a sequence a second after the last key (it waits
    // for a second chord); one shown but not yet reported counts too.
    if (const QString id = currentId(); !id.isEmpty() && recorder_->keySequence() != pending_.value(id))
        setPending(id, recorder_->keySequence());
    shortcuts_->setShortcuts(pending_);
}

} // namespace incursion::studio
