// The tabbed editors: opening, saving and closing files with unsaved-changes
// prompts, and reacting to changes made on disk by other programs.
#pragma once

#include "editing/editor_options.h"
#include "shared/theme.h"

#include <QFileSystemWatcher>
#include <QFont>
#include <QSet>
#include <QTabWidget>
#include <QTimer>

#include <functional>

namespace incursion::studio {

class ScriptEditor;

enum class UnsavedChoice { Save, Discard, Cancel };

class DocumentTabs : public QTabWidget {
    Q_OBJECT
public:
    // Asked before closing modified files (their names); the default shows a dialog.
    using UnsavedChangesPrompt = std::function<UnsavedChoice(const QStringList& fileNames)>;
    // Asked when a modified file changed on disk; true means reload and drop the edits.
    using ReloadPrompt = std::function<bool(const QString& filePath)>;

    explicit DocumentTabs(QWidget* parent = nullptr);

    // Opens `path` in a new tab or activates its existing tab.
    ScriptEditor* openFile(const QString& path, QString* error = nullptr);
    // Opens `path` (an error is shown in a message box), optionally goes to a
    // 1-based line and column, and gives the editor the focus.
    ScriptEditor* showFile(const QString& path, int line = 0, int column = 1);
    // Opens `path` (or an unsaved buffer for it if the file is gone) with
    // text recovered after a crash, as an undoable, unsaved change.
    ScriptEditor* openRecovered(const QString& path, const QByteArray& contents, QString* error = nullptr);
    // Shows a read-only view (a disassembly, say) in a tab of its own, or
    // activates it if already shown. It closes with its tab or closeAll().
    // `source` is the editor whose text the view edits (a vault painter's
    // script): saving the view saves it.
    void addView(QWidget* view, const QString& title, const QString& toolTip = {}, ScriptEditor* source = nullptr);
    ScriptEditor* currentEditor() const;
    // The editor whose text the current tab shows or edits: the current
    // editor, or a view's source; nullptr for a view of its own (a world).
    ScriptEditor* currentTextEditor() const;
    ScriptEditor* editorAt(int index) const;   // nullptr for a view
    ScriptEditor* editorForPath(const QString& path) const;
    QList<ScriptEditor*> editors() const;       // without the views
    QStringList openFilePaths() const;

    bool save(ScriptEditor* editor);
    bool saveAs(ScriptEditor* editor);
    bool saveAll();
    // These ask about unsaved changes first; false means the user cancelled
    // (or a save failed) and nothing was closed.
    bool closeEditor(ScriptEditor* editor);
    bool closeTab(int index);       // an editor's (asking) or a view's
    bool closeAll();
    bool maybeSave(const QList<ScriptEditor*>& editors);

    void setUnsavedChangesPrompt(UnsavedChangesPrompt prompt) { unsavedPrompt_ = std::move(prompt); }
    void setReloadPrompt(ReloadPrompt prompt) { reloadPrompt_ = std::move(prompt); }
    // Asked before a view (one added with addView) closes; false keeps it
    // (a world with unsaved changes asks first). Without a guard views just close.
    using ViewCloseGuard = std::function<bool(QWidget* view)>;
    void setViewCloseGuard(ViewCloseGuard guard) { viewCloseGuard_ = std::move(guard); }

    void setAppearance(const Theme& theme, const QFont& font, int zoom);
    // Indentation, white space and wrapping of every editor, open and to come.
    void setEditorOptions(const EditorOptions& options);
    // The context menu of every editor, open and to come (see ScriptEditor).
    void setEditorContextMenu(const QList<QAction*>& actions);

    // Check the watched files now instead of after the debounce delay.
    void checkExternalChanges();

signals:
    void currentEditorChanged(ScriptEditor* editor);
    void editorOpened(ScriptEditor* editor);
    // A view (a vault painter, a world, a disassembly) got its tab.
    void viewAdded(QWidget* view);
    void editorAboutToClose(ScriptEditor* editor);
    void editorSaved(ScriptEditor* editor);
    void statusMessage(const QString& message);

private:
    ScriptEditor* createEditor();
    void addEditorTab(ScriptEditor* editor);
    // A binary file gets a read-only notice instead of an editor.
    void showBinaryNotice(const QString& absolutePath);
    void updateTabTitle(ScriptEditor* editor);
    void removeEditor(ScriptEditor* editor);
    void watch(const QString& path);
    void reportError(const QString& message);
    UnsavedChoice askAboutUnsavedChanges(const QStringList& fileNames);
    bool askToReload(const QString& filePath);

    Theme theme_ = Theme::light();
    QFont font_;
    int zoom_ = 0;
    EditorOptions options_;
    QList<QAction*> contextMenuActions_;
    QFileSystemWatcher watcher_;
    QSet<QString> changedOnDisk_;
    QTimer externalChangeTimer_;
    UnsavedChangesPrompt unsavedPrompt_;
    ReloadPrompt reloadPrompt_;
    ViewCloseGuard viewCloseGuard_;
};

} // namespace incursion::studio
