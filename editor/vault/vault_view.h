// The painter's canvas: a vault's cells drawn with the module's glyphs and
// colours (or the raw legend characters), an optional grid overlay, the
// selection, and the current tool's result under the mouse before the click.
// Mouse input drives the tool; the edit it makes goes to the document (one
// undo step per stroke). Ctrl+wheel zooms through the playtest map's font
// sizes; the wheel and a middle-button drag pan (the view sits in a scroll area).
#pragma once

#include "shared/glyph_cache.h"
#include "vault/vault_tools.h"

#include <QFont>
#include <QHash>
#include <QPixmap>
#include <QPointer>
#include <QWidget>

#include <vector>

namespace incursion::studio {

class VaultDocument;

class VaultView : public QWidget {
    Q_OBJECT
public:
    explicit VaultView(VaultDocument* document, QWidget* parent = nullptr);

    VaultDocument* document() const { return document_; }

    VaultTool tool() const { return tool_; }
    void setTool(VaultTool tool);
    char brush() const { return brush_; }
    void setBrush(char brush);
    // The stamp the Stamp tool pastes.
    const Stamp& stamp() const { return stamp_; }
    void setStamp(const Stamp& stamp);

    bool showsCharacters() const { return showCharacters_; }
    void setShowCharacters(bool show);
    bool showsGrid() const { return showGrid_; }
    void setShowGrid(bool show);

    void zoomIn();
    void zoomOut();
    void resetZoom();
    int zoomPercent() const;

    // The selected cells (rectangle or magic wand), in grid order; empty: none.
    const QList<QPoint>& selection() const { return selection_; }
    QRect selectionBounds() const;
    void setSelection(const QList<QPoint>& cells);
    void selectCell(int x, int y);
    void clearSelection();

    // What the tool would do now: the edit under the mouse, before or during a drag.
    // During a pencil drag, the stroke so far.
    const CellEdit& preview() const { return preview_; }

    QSize cellSize() const { return cell_; }
    QRect cellRect(int x, int y) const;
    // The cell under a widget position; (-1, -1) off the grid.
    QPoint cellAt(const QPoint& position) const;

    QSize sizeHint() const override;

signals:
    void cellHovered(int x, int y);     // (-1, -1): off the grid
    void brushPicked(char brush);       // by the eyedropper
    void selectionChanged();
    void zoomChanged();
    // An edit the document refused (the writer's message).
    void editFailed(const QString& message);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void documentChanged();
    void updatePreview();
    void setFontIndex(int index);
    // How a character is drawn in the current mode: its background and glyph.
    struct CellLook {
        QColor background;
        QPixmap glyph;          // null: none
    };
    CellLook lookOf(char c);
    void drawCell(QPainter& painter, int x, int y, const CellLook& look);
    // The grid as it is in the document, drawn once per change: a paint
    // copies the exposed part and draws only the preview's cells over it.
    void renderLayer();
    // Draws the document's cells at `cells` into the layer again and
    // schedules a paint of just their area.
    void redrawCells(const std::vector<QPoint>& cells);
    void drawGridEdges(QPainter& painter, int x, int y);
    void drawPreviewCell(QPainter& painter, int x, int y, char c);
    // Adds a pencil segment's new cells to the stroke (the preview).
    void extendStroke(const CellEdit& segment);
    void invalidateLayer();
    void commitStroke();
    void cancelDrag();

    QPointer<VaultDocument> document_;
    VaultTool tool_ = VaultTool::Pencil;
    char brush_ = '#';
    Stamp stamp_;
    bool showCharacters_ = false;
    bool showGrid_ = true;
    int fontIndex_;
    QFont font_;
    QSize cell_;
    GlyphCache glyphs_;     // per glyph and colour at the current size
    QPixmap layer_;
    bool layerValid_ = false;
    VaultRows layerRows_;               // the cells the layer shows
    quint64 layerAppearances_ = 0;      // the document's appearancesGeneration() it was drawn with

    QPoint hovered_{-1, -1};
    QPoint anchor_{-1, -1};
    QPoint last_{-1, -1};
    bool dragging_ = false;
    CellEdit preview_;
    QList<QPoint> selection_;
    QPoint panOrigin_;
    bool panning_ = false;
};

} // namespace incursion::studio
