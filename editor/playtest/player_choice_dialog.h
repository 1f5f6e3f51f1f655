// The Playtest panel's list dialogs: which item to read, drink, zap or eat,
// which spell to cast, the inventory, and the menus scripts put to the
// player (LMenu, LMultiSelect). Opened with open(): the game waits for the
// answer, the studio does not.
#pragma once

#include <QDialog>
#include <QList>
#include <QStringList>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace incursion::studio {

class PlayerChoiceDialog : public QDialog {
    Q_OBJECT
public:
    enum class Mode {
        ChooseOne,      // OK picks the current row
        ChooseMany,     // check boxes; OK takes the checked rows
        Browse,         // a list to read: only Close
    };
    PlayerChoiceDialog(const QString& title, const QString& question, const QStringList& entries, Mode mode,
                       QWidget* parent = nullptr);

    QListWidget* list() const { return list_; }
    Mode mode() const { return mode_; }
    // The rows chosen when accepted (one for ChooseOne).
    QList<int> chosenRows() const;
    // A button beside Close/OK acting on the current row (the inventory's
    // Wield and Take Off).
    QPushButton* addActionButton(const QString& text);
    // Whether Escape / Cancel may decline (scripts' menus without MENU_ESC may not).
    void setDeclinable(bool declinable);
    void reject() override;

private:
    Mode mode_;
    bool declinable_ = true;
    QListWidget* list_;
    QDialogButtonBox* buttons_;
};

} // namespace incursion::studio
