// A studio window over a small project in a temporary folder (main.irc,
// items.irh and a binary file), made afresh for each test of the editor's
// suites (tst_editor, tst_editor_styling). No modal dialogs in tests: an
// unexpected unsaved-changes or reload prompt warns and declines.
#pragma once

#include "app/main_window.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"

#include "support/test_files.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace incursion::test {

inline constexpr char kEditorMainSource[] =
    "// A small test module\n"                  // 0
    "Monster \"Goblin\" : MA_GOBLIN\n"          // 1
    "{\n"                                       // 2
    "  Flags: M_NOGEN;\n"                       // 3
    "  On Event EV_MOVE {\n"                    // 4
    "    if (x) return 1;\n"                    // 5
    "  }\n"                                     // 6
    "}\n";                                      // 7

inline constexpr char kEditorIncludeSource[] = "Item \"dagger\" : T_WEAPON { }\n";

inline int positionOf(studio::ScriptEditor* editor, const char* needle, int from = 0)
{
    return int(editor->contents().indexOf(needle, from));
}

class EditorWindowFixture {
protected:
    // From the suite's init(): settings cleared, the project written, the
    // window shown. Whether it is up.
    bool setUpWindow()
    {
        QSettings().clear();
        dir_ = std::make_unique<QTemporaryDir>();
        if (!dir_->isValid())
            return false;
        mainPath_ = dir_->filePath(QStringLiteral("main.irc"));
        includePath_ = dir_->filePath(QStringLiteral("items.irh"));
        writeFile(mainPath_, kEditorMainSource);
        writeFile(includePath_, kEditorIncludeSource);
        writeFile(dir_->filePath(QStringLiteral("notes.bin")), "\x01\x02");
        window_ = std::make_unique<studio::MainWindow>();
        window_->documents()->setUnsavedChangesPrompt([](const QStringList&) {
            qWarning("unexpected unsaved-changes prompt");
            return studio::UnsavedChoice::Cancel;
        });
        window_->documents()->setReloadPrompt([](const QString&) {
            qWarning("unexpected reload prompt");
            return false;
        });
        window_->show();
        return QTest::qWaitForWindowExposed(window_.get());
    }

    // From the suite's cleanup(): edits are discarded, the window closed.
    void tearDownWindow()
    {
        if (window_) {
            window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return studio::UnsavedChoice::Discard; });
            window_->close();
        }
        window_.reset();
        dir_.reset();
    }

    studio::ScriptEditor* openMain()
    {
        if (!window_->openProject(dir_->path()))
            return nullptr;
        return window_->currentEditor();
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<studio::MainWindow> window_;
    QString mainPath_;
    QString includePath_;
};

} // namespace incursion::test
