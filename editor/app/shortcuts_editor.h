// The Keyboard Shortcuts table (Help > Keyboard Shortcuts, and the Keyboard
// page of Preferences): every action with its menu path and shortcut, a
// filter, a recorder for a new shortcut, Reset and Reset All, and a warning
// when the new shortcut is already another action's where both work. The
// changes wait for apply().
#pragma once

#include <QHash>
#include <QKeySequence>
#include <QWidget>

class QKeySequenceEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace incursion::studio {

class KeyboardShortcuts;

class ShortcutsEditor : public QWidget {
    Q_OBJECT
public:
    explicit ShortcutsEditor(KeyboardShortcuts* shortcuts, QWidget* parent = nullptr);

    // Gives the actions the shortcuts shown (and saves them).
    void apply();

    // Selects the row of action `id`; false if there is none.
    bool selectAction(const QString& id);
    // The shortcut shown for `id`, applied or not.
    QKeySequence pendingShortcut(const QString& id) const { return pending_.value(id); }
    // The conflict warning (empty: none).
    QString conflictText() const;

    QLineEdit* filterEdit() const { return filter_; }
    QTableWidget* table() const { return table_; }
    QKeySequenceEdit* recorder() const { return recorder_; }
    QPushButton* resetButton() const { return reset_; }
    QPushButton* resetAllButton() const { return resetAll_; }

private:
    enum Column { ActionColumn, PlaceColumn, ShortcutColumn };

    void fill();
    void applyFilter(const QString& text);
    QString currentId() const;
    void showCurrent();
    void setPending(const QString& id, const QKeySequence& shortcut);
    void updateRow(int row);
    void updateConflicts();

    KeyboardShortcuts* shortcuts_;
    QHash<QString, QKeySequence> pending_;     // id -> shortcut, every action
    QLineEdit* filter_;
    QTableWidget* table_;
    QKeySequenceEdit* recorder_;
    QPushButton* reset_;
    QPushButton* resetAll_;
    QLabel* conflict_;
    bool showing_ = false;      // showCurrent() is filling the recorder
};

} // namespace incursion::studio
