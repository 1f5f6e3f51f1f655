// The vault painter: a window over one VaultDocument with the grid view in a
// scroll area, the tool bar (Tiled's tools and shortcuts), the Legend panel
// on the left, a status bar naming the cell under the mouse and what it
// means, and the right dock area free for side panels (the placement
// preview goes there: addSidePanel).
//
// Undo and Redo are the script editor's: a painter edit is one undo step of
// the text, so both run through one history (editor/README.md, "Vaults").
#pragma once

#include "shared/shortcut_scope.h"
#include "vault/vault_tools.h"

#include <QHash>
#include <QMainWindow>

class QActionGroup;
class QDockWidget;
class QLabel;
class QScrollArea;

namespace incursion::studio {

class VaultDocument;
class VaultLegendPanel;
class VaultView;

class VaultPainter : public QMainWindow {
    Q_OBJECT
public:
    explicit VaultPainter(VaultDocument* document, QWidget* parent = nullptr);

    // The painter's own keys (its tools, flips, rotations...), which the
    // Keyboard Shortcuts table lets the user change; each painter's copies
    // carry these ids.
    static QList<ViewActionInfo> viewActions();

    VaultDocument* document() const { return document_; }
    VaultView* view() const { return view_; }
    VaultLegendPanel* legendPanel() const { return legend_; }
    QDockWidget* legendDock() const { return legendDock_; }
    QAction* toolAction(VaultTool tool) const { return toolActions_.value(int(tool)); }
    QAction* undoAction() const { return undo_; }
    QAction* redoAction() const { return redo_; }
    QAction* cutAction() const { return cut_; }
    QAction* copyAction() const { return copy_; }
    QAction* pasteAction() const { return paste_; }
    QAction* flipHorizontalAction() const { return flipHorizontal_; }
    QAction* flipVerticalAction() const { return flipVertical_; }
    QAction* rotateClockwiseAction() const { return rotateClockwise_; }
    QAction* rotateCounterClockwiseAction() const { return rotateCounterClockwise_; }
    QAction* resizeAction() const { return resize_; }
    QAction* importAction() const { return import_; }
    QAction* exportAction() const { return export_; }

    // Writes the vault to `path` in the format its extension names (a format
    // plugin), or replaces the vault's grid and legend with the file's as one
    // undo step. The error message, naming the file, or an empty string.
    QString exportTo(const QString& path) const;
    QString importFrom(const QString& path);
    QAction* showCharactersAction() const { return showCharacters_; }
    QAction* showGridAction() const { return showGrid_; }
    QLabel* cellLabel() const { return cellLabel_; }

    // A panel docked on the right of the grid (the placement preview).
    void addSidePanel(QDockWidget* panel);

    // The clipboard stamp (copy and cut fill it, paste takes it up).
    const Stamp& clipboard() const { return clipboard_; }
    void copySelection();
    void cutSelection();
    void paste();
    // Flip or rotate the stamp when pasting, else the selection in place (one undo step).
    void flipHorizontally();
    void flipVertically();
    void rotate(bool clockwise);
    // Resize with the old cells at `offset`, new cells `fill` (one undo step).
    bool resizeGrid(int width, int height, QPoint offset, char fill);
    void showResizeDialog();

    // The cell a problem is at: selected and scrolled into view.
    void showCell(int x, int y);

    // The character cut leaves behind: the built-in floor.
    static constexpr char kCutFill = '.';

private:
    void createActions();
    void setBrush(char brush);
    void transformSelection(Stamp (*transform)(const Stamp&));
    void showHoveredCell(int x, int y);
    void updateActions();
    void showError(const QString& message);
    void updateTitle();

    VaultDocument* document_;
    VaultView* view_;
    QScrollArea* scroll_;
    VaultLegendPanel* legend_;
    QDockWidget* legendDock_;
    QLabel* cellLabel_;
    QLabel* brushLabel_;
    QLabel* zoomLabel_;
    QActionGroup* tools_;
    QHash<int, QAction*> toolActions_;
    QAction* import_ = nullptr;
    QAction* export_ = nullptr;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* cut_ = nullptr;
    QAction* copy_ = nullptr;
    QAction* paste_ = nullptr;
    QAction* flipHorizontal_ = nullptr;
    QAction* flipVertical_ = nullptr;
    QAction* rotateClockwise_ = nullptr;
    QAction* rotateCounterClockwise_ = nullptr;
    QAction* resize_ = nullptr;
    QAction* showCharacters_ = nullptr;
    QAction* showGrid_ = nullptr;
    Stamp clipboard_;
};

} // namespace incursion::studio
