#include "app/keyboard_shortcuts_dialog.h"

#include "app/shortcuts_editor.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace incursion::studio {

KeyboardShortcutsDialog::KeyboardShortcutsDialog(KeyboardShortcuts* shortcuts, QWidget* parent)
    : QDialog(parent), editor_(new ShortcutsEditor(shortcuts, this))
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        editor_->apply();
        accept();
    });
    connect(buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, editor_, &ShortcutsEditor::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(editor_, 1);
    layout->addWidget(buttons);
    resize(720, 560);
}

} // namespace incursion::studio
