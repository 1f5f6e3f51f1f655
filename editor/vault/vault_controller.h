// Connects the vault painter to the studio: opens a painter (as a tab beside
// the text) from a marker on every `Grid:` line, from the Outline's and the
// Module browser's context menus and from the region at the caret; File >
// New Vault and Duplicate Vault; the painters' validation in the Problems
// panel, where activating a problem about a cell selects it in the painter.
// Like the other controllers it gets its collaborators, never MainWindow.
#pragma once

#include "language/check_snapshot.h"
#include "language/compile_input.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QModelIndex;
class QStatusBar;
class QTreeView;

namespace incursion::studio {

class DocumentTabs;
class LanguageIntegration;
class ModuleBrowserDock;
class ScriptEditor;
class VaultPainter;

class VaultController : public QObject {
    Q_OBJECT
public:
    VaultController(DocumentTabs* documents, LanguageIntegration* language, ModuleBrowserDock* moduleBrowser,
                    QStatusBar* status, QWidget* host);

    QAction* openPainterAction() const { return openPainter_; }
    QAction* newVaultAction() const { return newVault_; }
    QAction* duplicateVaultAction() const { return duplicateVault_; }

    // The painter of Region `region` (opened in a tab, or its tab activated);
    // null with a message in the status bar when it has no grid.
    VaultPainter* openPainter(const QString& region);
    VaultPainter* painterFor(const QString& region) const;
    // The region at the caret of the current editor, or the one the current
    // painter paints; empty when neither has a Region with a grid.
    QString currentRegion() const;
    // The region whose grid the line of `editor` is in (1-based), or empty.
    QString regionAt(ScriptEditor* editor, int line) const;

    // Adds a Region with a small grid named `region` to `editor`'s file
    // after the resource at the caret (one undo step) and opens it.
    VaultPainter* newVault(ScriptEditor* editor, const QString& region);
    // Adds a copy of `region`'s text named `copy` after it (one undo step) and opens it.
    VaultPainter* duplicateVault(const QString& region, const QString& copy);

signals:
    // A placement preview's Play from here: start a playtest inside the vault.
    void playFromHereRequested(const QString& region, const QString& dungeon, quint64 seed, int depth);

private:
    void addPlacementPreview(VaultPainter* painter, std::function<CompileInput()> sources);
    void showVaultMarks(ScriptEditor* editor);
    void attachEditor(ScriptEditor* editor);
    void addContextMenu(QTreeView* view, bool byPosition);
    QString regionOf(const QModelIndex& index, bool byPosition) const;
    void reportProblems(VaultPainter* painter);
    // A fresh check of the buffers (the live check may be behind the text).
    CheckSnapshotPtr checkNow() const;
    bool insertText(ScriptEditor* editor, int line, const QString& text);
    QString askName(const QString& title, const QString& suggestion) const;

    DocumentTabs* documents_;
    LanguageIntegration* language_;
    QStatusBar* status_;
    QWidget* host_;
    QAction* openPainter_;
    QAction* newVault_;
    QAction* duplicateVault_;
    QHash<QString, QPointer<VaultPainter>> painters_;   // by folded region name
};

} // namespace incursion::studio
