// Preferences, in pages as Qt Creator has them: Text Editor (font, size,
// indentation, white space, wrapping), Build (the default include paths and
// macros), Playtest (seed, bot speed, tile size), Appearance (theme) and
// Keyboard (the shortcuts). OK and Apply emit applied() with the settings
// shown and give the actions their shortcuts; the window then applies them
// to every open editor and view and saves them.
#pragma once

#include "app/studio_settings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFontComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QSpinBox;
class QStackedWidget;

namespace incursion::studio {

class KeyboardShortcuts;
class PathListEdit;
class ShortcutsEditor;

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    // Without `shortcuts` there is no Keyboard page.
    explicit PreferencesDialog(const StudioSettings& settings, KeyboardShortcuts* shortcuts = nullptr,
                               QWidget* parent = nullptr);

    enum class Page { TextEditor, Build, Playtest, Appearance, Keyboard };
    void showPage(Page page);
    Page currentPage() const;

    // The settings as the pages show them.
    StudioSettings result() const;
    // The lines of the macros field that are not NAME or NAME=VALUE, as "line N: text".
    QStringList defineErrors() const;
    ShortcutsEditor* shortcutsEditor() const { return shortcutsEditor_; }

    // What OK does without closing; false (and nothing applied) while a field is invalid.
    bool apply();

signals:
    void applied(const incursion::studio::StudioSettings& settings);

private:
    QWidget* createTextEditorPage();
    QWidget* createBuildPage();
    QWidget* createPlaytestPage();
    QWidget* createAppearancePage();
    void addPage(const QString& title, QWidget* page);
    void validate();

    StudioSettings settings_;
    QListWidget* pages_;
    QStackedWidget* stack_;
    QDialogButtonBox* buttons_;
    // Text Editor
    QFontComboBox* fontFamily_ = nullptr;
    QSpinBox* fontSize_ = nullptr;
    QSpinBox* indentWidth_ = nullptr;
    QSpinBox* tabWidth_ = nullptr;
    QCheckBox* useTabs_ = nullptr;
    QCheckBox* showWhitespace_ = nullptr;
    QCheckBox* wrapLines_ = nullptr;
    // Build
    PathListEdit* includePaths_ = nullptr;
    QPlainTextEdit* defines_ = nullptr;
    QLabel* defineError_ = nullptr;
    // Playtest
    QSpinBox* seed_ = nullptr;
    QSpinBox* botSpeed_ = nullptr;
    QComboBox* tileSize_ = nullptr;
    // Appearance
    QComboBox* theme_ = nullptr;
    // Keyboard
    ShortcutsEditor* shortcutsEditor_ = nullptr;
};

} // namespace incursion::studio
