// Help > Keyboard Shortcuts: the Keyboard page of Preferences on its own.
#pragma once

#include <QDialog>

namespace incursion::studio {

class KeyboardShortcuts;
class ShortcutsEditor;

class KeyboardShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit KeyboardShortcutsDialog(KeyboardShortcuts* shortcuts, QWidget* parent = nullptr);

    ShortcutsEditor* editor() const { return editor_; }

private:
    ShortcutsEditor* editor_;
};

} // namespace incursion::studio
