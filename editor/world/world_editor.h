// A world in a tab: the map view over a WorldDocument, the tools (pencil,
// line, rectangle, fill, magic wand, rectangular select, paste stamp,
// travel), the brush, the selection and the copied region. The docks (fields
// and layers, rules, tile preview, travel) follow the current WorldEditor
// through the WorldController.
#pragma once

#include "shared/shortcut_scope.h"
#include "world/world_dialogs.h"
#include "world/world_document.h"
#include "world/world_selection.h"
#include "world/world_tools.h"
#include "worldmap/travel.h"

#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QToolBar;

namespace incursion::studio {

class WorldView;

class WorldEditor : public QWidget {
    Q_OBJECT
public:
    explicit WorldEditor(std::unique_ptr<WorldDocument> document, QWidget* parent = nullptr);

    // The tools' keys, which the Keyboard Shortcuts table lets the user
    // change; each editor's tool actions carry these ids.
    static QList<ViewActionInfo> viewActions();
    ~WorldEditor() override;

    WorldDocument* document() const { return document_.get(); }
    WorldView* view() const { return view_; }
    QToolBar* toolBar() const { return toolBar_; }

    WorldToolId tool() const { return toolId_; }
    void setTool(WorldToolId id);
    QAction* toolAction(WorldToolId id) const;
    const WorldBrush& brush() const { return brush_; }
    void setBrushField(int field);
    void setBrushValue(int value);
    void setBrushSize(int size);
    void setBrushRound(bool round);

    Selection& selection() { return selection_; }
    // Copies the selection (the fields listed; empty: all fields); Paste then switches to the stamp.
    void copySelection(const std::vector<int>& fields = {});
    void paste();
    const WorldClip& clip() const { return clip_; }
    void clearSelection();
    // Sets a field on every cell (of the selection, when asked) where the filter holds. One undo step.
    size_t applyGlobalOperation(const GlobalOperation& operation);

    // The cell the tile preview and "Play from this cell" use (the latest one clicked).
    std::optional<QPoint> currentCell() const { return currentCell_; }
    void setCurrentCell(QPoint cell);
    std::optional<QPoint> hoveredCell() const { return hovered_; }
    // The cell, its service networks, then every field by name, one "name: value" a line.
    QString describeCell(QPoint cell) const;
    // Why a playtest cannot start on the cell (the runtime's reason, such as
    // "open sea"), or nullopt when it can.
    std::optional<QString> playRefusal(QPoint cell) const;
    // The service networks a cell belongs to and how many cells each reaches, a line each (empty when none).
    QString describeNetworks(QPoint cell) const;

    // The journeys between the travel tool's two cells (empty until both are picked).
    const std::vector<worldmap::Journey>& journeys() const { return journeys_; }
    const TravelPick& travelPick() const { return travel_; }
    void setTravelEnds(QPoint from, QPoint to);
    void showJourney(int index);

    // Drives the current tool as the mouse would (tests, the bench).
    void pressCell(QPoint cell, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    void dragCell(QPoint cell);
    void releaseCell(QPoint cell);

signals:
    void brushChanged();
    void currentCellChanged(QPoint cell);
    void cellHovered(QPoint cell);
    void selectionChanged();
    void journeysChanged();
    void toolChanged(WorldToolId tool);
    // A painting tool pressed outside the selection, where it paints nothing.
    void pressedOutsideSelection(QPoint cell);
    void playFromCellRequested(const QString& worldPath, int x, int y);

private:
    WorldToolContext context();
    void showContextMenu(QPoint cell);
    void updatePreview();
    // Forgets the travel tool's cells and journeys (the world they were worked out on changed).
    void clearTravel();

    std::unique_ptr<WorldDocument> document_;
    WorldView* view_;
    QToolBar* toolBar_;
    QActionGroup* toolGroup_;
    std::unique_ptr<WorldTool> tool_;
    WorldToolId toolId_ = WorldToolId::Pencil;
    WorldBrush brush_;
    Selection selection_;
    WorldClip clip_;
    std::optional<QPoint> currentCell_;
    std::optional<QPoint> hovered_;
    TravelPick travel_;
    std::vector<worldmap::Journey> journeys_;
};

} // namespace incursion::studio
