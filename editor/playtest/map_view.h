// The playtest's map: the player's view of the level drawn as coloured glyphs
// in a monospace font (seen cells bright, remembered cells dimmed, unknown
// cells blank), the creatures and items in sight over their cells and the
// player outlined. The camera follows the player with a short glide; the
// wheel pans, Ctrl+wheel zooms, the overview fits the whole level. Game keys
// (arrows, numpad, vi-keys and the command letters) become player commands.
#pragma once

// The game's headers before Qt's: they use `slots` as a name.
#include "game/player_command.h"
#include "game/player_view.h"
#include "shared/glyph_cache.h"

#include <QHash>
#include <QPixmap>
#include <QPointF>
#include <QWidget>

#include <memory>
#include <optional>

class QTimer;
class QVariantAnimation;

namespace incursion::studio {

class PlaytestMapView : public QWidget {
    Q_OBJECT
public:
    explicit PlaytestMapView(QWidget* parent = nullptr);
    ~PlaytestMapView() override;

    // The view to draw; null clears the map. The camera glides to keep the
    // player in view, or jumps on the first view of a level.
    void setView(std::shared_ptr<const game::PlayerView> view);
    const game::PlayerView* view() const { return view_.get(); }

    // Zoom steps through font sizes; the overview fits the whole level.
    void zoomIn();
    void zoomOut();
    void resetZoom();
    void setOverview(bool overview);
    bool isOverview() const { return overview_; }
    bool canZoomIn() const;
    bool canZoomOut() const;
    int zoomPercent() const;        // of the tile size
    // The font pixel size of 100 %, which Ctrl+0 returns to: the nearest of
    // tileSizes() to `pixels`. Resets the zoom to it.
    void setTileSize(int pixels);
    int tileSize() const;
    static QList<int> tileSizes();
    static int defaultTileSize();

    QSize cellSize() const;
    // The cells at least partly on screen, clipped to the level.
    QRect visibleCells() const;
    // Where cell (x, y) is drawn, in widget coordinates.
    QRect cellRect(int x, int y) const;
    // The cell under a widget position; (-1, -1) off the level.
    QPoint cellAt(const QPoint& position) const;
    // Where the camera is heading (cell coordinates of the widget's centre).
    QPointF cameraTarget() const { return cameraTarget_; }
    // Whether the camera is still gliding towards cameraTarget().
    bool isGliding() const;
    // What cell (x, y) holds, as the tooltip shows it; empty outside the map and on unexplored cells.
    QString describeCell(int x, int y) const;
    // Whether `thing` is the player: the creature on the player's side standing where the player is.
    static bool isPlayer(const game::PlayerView& view, const game::ViewThing& thing);
    // The glyphs scripts drew over the map being shown: a frame of the
    // view's animation while it plays (each frame for its hold, at least
    // kOverlayFrameMs), then what the scripts left drawn.
    const std::vector<game::ViewOverlayCell>& overlayShown() const;
    bool isPlayingAnimation() const { return animationFrame_ >= 0; }
    static constexpr int kOverlayFrameMs = 60;
    // While the player travels, any key stops the walk instead of acting.
    void setTravelling(bool travelling) { travelling_ = travelling; }
    bool isTravelling() const { return travelling_; }
    // `f` and `t` aim before they act: a click on a creature or a cell, a
    // direction key, Enter (or the key again) for the nearest enemy in sight;
    // Escape gives up. Whether the map is waiting for that aim.
    bool isTargeting() const { return targeting_.has_value(); }
    // On a world cell with rides, `t` is the panel's Travel, not a throw.
    void setTravelKeyTaken(bool taken) { travelKeyTaken_ = taken; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void cellHovered(int x, int y, const QString& description);
    void thingClicked(incursion::world::Handle handle);
    // A left click on a cell with nothing in sight on it: walk there.
    void travelRequested(int x, int y);
    // A key pressed while travelling.
    void travelCancelRequested();
    void commandRequested(const incursion::game::PlayerCommand& command);
    // `i` and `C`: the panel shows the inventory or the character sheet.
    void inventoryRequested();
    void characterSheetRequested();
    void zoomChanged();
    // The map began or stopped waiting for the aim of a shot or a throw.
    void targetingChanged(bool targeting);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    std::optional<game::PlayerCommand> commandFor(const QKeyEvent* event) const;
    bool isZoomKey(const QKeyEvent* event) const;
    void setFontSize(int index, const QPointF& anchor);
    void updateCellMetrics();
    QPointF clampedCamera(const QPointF& centre) const;
    void followPlayer(bool jump);
    void moveCamera(const QPointF& target, bool animate);
    void panBy(const QPointF& cells);
    QPointF cellPosition(const QPointF& widgetPosition) const;
    void setHoveredCell(const QPoint& cell);
    const game::ViewThing* thingAt(int x, int y) const;
    // Ends the aim: `aimed` (a command with its aim) is sent, or nothing.
    void finishTargeting(std::optional<game::PlayerCommand> aimed);
    // The creature hostile to the player nearest to it in the view, or null.
    const game::ViewThing* nearestEnemy() const;
    void paintPlaceholder(QPainter& painter);
    void showAnimationFrame(int frame);

    std::shared_ptr<const game::PlayerView> view_;
    int defaultFont_;
    int fontIndex_;
    bool overview_ = false;
    QFont font_;
    QSize cell_;
    QPointF camera_;            // cell coordinates at the widget's centre
    QPointF cameraTarget_;
    QVariantAnimation* glide_;
    QPoint hovered_{-1, -1};
    QPoint panOrigin_;          // middle-button drag
    bool panning_ = false;
    bool travelling_ = false;
    bool travelKeyTaken_ = false;
    std::optional<game::PlayerCommand> targeting_;  // the Fire or Throw waiting for its aim
    double wheelZoom_ = 0;      // accumulated Ctrl+wheel steps of touchpads
    GlyphCache glyphs_;     // per glyph and colour at the current size
    QTimer* animationTimer_;
    int animationFrame_ = -1;   // the frame of view_->animation shown; -1: view_->overlay
};

} // namespace incursion::studio
