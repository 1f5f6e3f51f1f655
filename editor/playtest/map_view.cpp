#include "playtest/map_view.h"

#include "shared/game_colours.h"
#include "shared/map_font.h"

#include <QFontMetrics>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>
#include <QToolTip>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>

namespace incursion::studio {
namespace {

// Font pixel sizes the zoom steps through; kDefaultFont is 100 % until
// Preferences > Playtest chooses another tile size.
constexpr int kFontSizes[] = {6, 8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 40, 48};
constexpr int kFontCount = int(std::size(kFontSizes));
constexpr int kDefaultFont = 5;
// Below this cell height glyphs are unreadable: cells become coloured blocks.
constexpr int kSmallestGlyphCell = 7;
constexpr int kGlideMs = 120;

const QColor kLevelBackground(0x00, 0x00, 0x00);
const QColor kSeenBackground(0x1a, 0x19, 0x15);     // the player's field of view, faintly lit
const QColor kVoidBackground(0x16, 0x17, 0x1a);     // outside the level
const QColor kPlayerHighlight(0xff, 0xd2, 0x3c);
const QColor kHostileTint(0xd0, 0x30, 0x30, 70);
// The player's companions, sky blue as the original's OPT_HIGH_FRIEND marked them (src/Creature.cpp, SetImage).
const QColor kCompanionTint(0x40, 0xa8, 0xf0, 70);
const QColor kHoverOutline(0xff, 0xff, 0xff, 120);
const QColor kPlaceholderText(0x8c, 0x8f, 0x94);

bool isFloorGlyph(char32_t glyph)
{
    return glyph == U'.' || glyph == U'·' || glyph == U' ' || glyph == U',' || glyph == U'\'';
}

QColor healthColour(int hp, int maxHp)
{
    if (maxHp <= 0 || hp * 3 > maxHp * 2)
        return QColor(0x4c, 0xc8, 0x4c);
    if (hp * 3 > maxHp)
        return QColor(0xe6, 0xb4, 0x28);
    return QColor(0xe0, 0x40, 0x40);
}

} // namespace

PlaytestMapView::PlaytestMapView(QWidget* parent)
    : QWidget(parent), defaultFont_(kDefaultFont), fontIndex_(kDefaultFont), glide_(new QVariantAnimation(this)),
      animationTimer_(new QTimer(this))
{
    animationTimer_->setSingleShot(true);
    connect(animationTimer_, &QTimer::timeout, this, [this] { showAnimationFrame(animationFrame_ + 1); });
    setObjectName(QStringLiteral("PlaytestMapView"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Playtest map"));

    font_ = mapFont();
    updateCellMetrics();

    glide_->setDuration(kGlideMs);
    glide_->setEasingCurve(QEasingCurve::OutCubic);
    connect(glide_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        camera_ = value.toPointF();
        update();
    });
}

PlaytestMapView::~PlaytestMapView() = default;

void PlaytestMapView::setView(std::shared_ptr<const game::PlayerView> view)
{
    const bool newLevel = !view_ || !view || view_->width != view->width || view_->height != view->height
                          || view_->status.depth != view->status.depth;
    view_ = std::move(view);
    if (newLevel && overview_)
        updateCellMetrics();
    if (view_)
        followPlayer(newLevel);
    if (hovered_.x() >= 0) {
        const QPoint cell = hovered_;
        hovered_ = QPoint(-1, -1);
        setHoveredCell(cell);
    }
    showAnimationFrame(view_ && !view_->animation.empty() ? 0 : -1);
    update();
}

void PlaytestMapView::showAnimationFrame(int frame)
{
    animationTimer_->stop();
    animationFrame_ = view_ && frame >= 0 && size_t(frame) < view_->animation.size() ? frame : -1;
    if (animationFrame_ >= 0)
        animationTimer_->start(std::max(kOverlayFrameMs, view_->animation[size_t(animationFrame_)].holdMilliseconds));
    update();
}

const std::vector<game::ViewOverlayCell>& PlaytestMapView::overlayShown() const
{
    static const std::vector<game::ViewOverlayCell> none;
    if (!view_)
        return none;
    return animationFrame_ >= 0 ? view_->animation[size_t(animationFrame_)].cells : view_->overlay;
}

QSize PlaytestMapView::sizeHint() const
{
    return QSize(cell_.width() * 60, cell_.height() * 22);
}

QSize PlaytestMapView::minimumSizeHint() const
{
    return QSize(160, 120);
}

// --- zoom and camera -------------------------------------------------------

void PlaytestMapView::zoomIn()
{
    if (overview_)
        setOverview(false);
    else if (fontIndex_ + 1 < kFontCount)
        setFontSize(fontIndex_ + 1, QPointF(width() / 2.0, height() / 2.0));
}

void PlaytestMapView::zoomOut()
{
    if (!overview_ && fontIndex_ > 0)
        setFontSize(fontIndex_ - 1, QPointF(width() / 2.0, height() / 2.0));
}

void PlaytestMapView::resetZoom()
{
    overview_ = false;
    setFontSize(defaultFont_, QPointF(width() / 2.0, height() / 2.0));
    followPlayer(true);
}

void PlaytestMapView::setOverview(bool overview)
{
    if (overview == overview_)
        return;
    overview_ = overview;
    updateCellMetrics();
    if (overview_)
        moveCamera(clampedCamera(camera_), false);
    else if (view_)
        moveCamera(clampedCamera(QPointF(view_->playerX + 0.5, view_->playerY + 0.5)), false);
    emit zoomChanged();
}

bool PlaytestMapView::canZoomIn() const
{
    return overview_ || fontIndex_ + 1 < kFontCount;
}

bool PlaytestMapView::canZoomOut() const
{
    return !overview_ && fontIndex_ > 0;
}

int PlaytestMapView::zoomPercent() const
{
    return qRound(font_.pixelSize() * 100.0 / kFontSizes[defaultFont_]);
}

QList<int> PlaytestMapView::tileSizes()
{
    return QList<int>(std::begin(kFontSizes), std::end(kFontSizes));
}

int PlaytestMapView::defaultTileSize()
{
    return kFontSizes[kDefaultFont];
}

void PlaytestMapView::setTileSize(int pixels)
{
    // The nearest step, so that zooming in and out comes back to it.
    const auto nearest = std::min_element(std::begin(kFontSizes), std::end(kFontSizes),
                                          [pixels](int a, int b) { return std::abs(a - pixels) < std::abs(b - pixels); });
    defaultFont_ = int(nearest - std::begin(kFontSizes));
    resetZoom();
}

int PlaytestMapView::tileSize() const
{
    return kFontSizes[defaultFont_];
}

bool PlaytestMapView::isGliding() const
{
    return glide_->state() == QAbstractAnimation::Running;
}

QSize PlaytestMapView::cellSize() const
{
    return cell_;
}

void PlaytestMapView::setFontSize(int index, const QPointF& anchor)
{
    // Keep the point under `anchor` where it is, as image editors do.
    const QPointF anchored = cellPosition(anchor);
    fontIndex_ = std::clamp(index, 0, kFontCount - 1);
    updateCellMetrics();
    const QPointF offset((anchor.x() - width() / 2.0) / cell_.width(), (anchor.y() - height() / 2.0) / cell_.height());
    moveCamera(clampedCamera(anchored - offset), false);
    emit zoomChanged();
}

void PlaytestMapView::updateCellMetrics()
{
    font_.setPixelSize(kFontSizes[fontIndex_]);
    QFontMetrics metrics(font_);
    cell_ = QSize(std::max(1, metrics.horizontalAdvance(QLatin1Char('M'))), std::max(1, metrics.height()));
    if (overview_ && view_ && view_->width > 0 && view_->height > 0) {
        // The largest cells that show the whole level, each axis fitted on its
        // own (keeping the font's proportions rounds a small cell's width
        // down to a fraction of the room), no wider than tall and at most
        // twice as tall as wide, so the level keeps its shape.
        int cellHeight = std::clamp(height() / view_->height, 1, kFontSizes[kFontCount - 1]);
        int cellWidth = std::clamp(width() / view_->width, 1, cellHeight);
        cellHeight = std::min(cellHeight, 2 * cellWidth);
        font_.setPixelSize(std::max(1, cellHeight * kFontSizes[fontIndex_] / cell_.height()));
        cell_ = QSize(cellWidth, cellHeight);
    }
    glyphs_.clear();
    update();
}

QPointF PlaytestMapView::clampedCamera(const QPointF& centre) const
{
    if (!view_)
        return centre;
    // A level smaller than the widget sits in the middle; a larger one
    // scrolls no further than one cell past its edges.
    auto clampAxis = [](double value, int cells, double viewCells) {
        if (cells <= viewCells)
            return cells / 2.0;
        return std::clamp(value, viewCells / 2.0 - 1, cells - viewCells / 2.0 + 1);
    };
    return QPointF(clampAxis(centre.x(), view_->width, double(width()) / cell_.width()),
                   clampAxis(centre.y(), view_->height, double(height()) / cell_.height()));
}

void PlaytestMapView::followPlayer(bool jump)
{
    if (!view_)
        return;
    const QPointF player(view_->playerX + 0.5, view_->playerY + 0.5);
    QPointF target = cameraTarget_;
    // Recentre when the player comes within a quarter of the view of its edge.
    const double halfWidth = width() / 2.0 / cell_.width(), halfHeight = height() / 2.0 / cell_.height();
    const double marginX = std::max(2.0, halfWidth / 2), marginY = std::max(2.0, halfHeight / 2);
    if (jump || std::abs(player.x() - target.x()) > halfWidth - marginX
        || std::abs(player.y() - target.y()) > halfHeight - marginY)
        target = player;
    moveCamera(clampedCamera(target), !jump);
}

void PlaytestMapView::moveCamera(const QPointF& target, bool animate)
{
    cameraTarget_ = target;
    glide_->stop();
    if (!animate || !isVisible() || camera_ == target) {
        camera_ = target;
        update();
        return;
    }
    glide_->setStartValue(camera_);
    glide_->setEndValue(target);
    glide_->start();
}

void PlaytestMapView::panBy(const QPointF& cells)
{
    moveCamera(clampedCamera(cameraTarget_ + cells), false);
}

QPointF PlaytestMapView::cellPosition(const QPointF& widgetPosition) const
{
    return QPointF(camera_.x() + (widgetPosition.x() - width() / 2.0) / cell_.width(),
                   camera_.y() + (widgetPosition.y() - height() / 2.0) / cell_.height());
}

QRect PlaytestMapView::cellRect(int x, int y) const
{
    // Whole-pixel origin: glyphs stay crisp while the camera glides.
    const int originX = int(std::lround(width() / 2.0 - camera_.x() * cell_.width()));
    const int originY = int(std::lround(height() / 2.0 - camera_.y() * cell_.height()));
    return QRect(originX + x * cell_.width(), originY + y * cell_.height(), cell_.width(), cell_.height());
}

QPoint PlaytestMapView::cellAt(const QPoint& position) const
{
    if (!view_)
        return QPoint(-1, -1);
    const QRect origin = cellRect(0, 0);
    const int x = int(std::floor(double(position.x() - origin.x()) / cell_.width()));
    const int y = int(std::floor(double(position.y() - origin.y()) / cell_.height()));
    if (x < 0 || y < 0 || x >= view_->width || y >= view_->height)
        return QPoint(-1, -1);
    return QPoint(x, y);
}

QRect PlaytestMapView::visibleCells() const
{
    if (!view_)
        return QRect();
    const QRect origin = cellRect(0, 0);
    const int left = int(std::floor(double(-origin.x()) / cell_.width()));
    const int top = int(std::floor(double(-origin.y()) / cell_.height()));
    const int right = int(std::floor(double(width() - 1 - origin.x()) / cell_.width()));
    const int bottom = int(std::floor(double(height() - 1 - origin.y()) / cell_.height()));
    return QRect(QPoint(left, top), QPoint(right, bottom)).intersected(QRect(0, 0, view_->width, view_->height));
}

// --- what is where ---------------------------------------------------------

bool PlaytestMapView::isPlayer(const game::PlayerView& view, const game::ViewThing& thing)
{
    return thing.isCreature && thing.handle == view.player;
}

const game::ViewThing* PlaytestMapView::thingAt(int x, int y) const
{
    if (!view_)
        return nullptr;
    // Creatures come after items: the last one on the cell is the one drawn on top.
    const game::ViewThing* found = nullptr;
    for (const game::ViewThing& thing : view_->things)
        if (thing.x == x && thing.y == y)
            found = &thing;
    return found;
}

QString PlaytestMapView::describeCell(int x, int y) const
{
    if (!view_ || x < 0 || y < 0 || x >= view_->width || y >= view_->height)
        return QString();
    const game::ViewCell& cell = view_->cells[size_t(y) * size_t(view_->width) + size_t(x)];
    // The player knows nothing of an unexplored cell: no tool tip at all.
    if (cell.knowledge == game::CellKnowledge::Unknown)
        return QString();
    const QString knowledge = cell.knowledge == game::CellKnowledge::Seen ? tr("in sight") : tr("remembered");
    QStringList lines;
    lines.append(cell.terrain < view_->terrainNames.size()
                         ? tr("%1, %2: %3 (%4)").arg(x).arg(y)
                               .arg(QString::fromStdString(view_->terrainNames[cell.terrain]), knowledge)
                         : tr("%1, %2: %3 %4").arg(x).arg(y).arg(QString::fromUcs4(&cell.glyph, 1), knowledge));
    // Creatures first: they are what the player asks about.
    for (bool creatures : {true, false}) {
        for (const game::ViewThing& thing : view_->things) {
            if (thing.x != x || thing.y != y || thing.isCreature != creatures)
                continue;
            const QString name = QString::fromStdString(thing.name);
            if (!thing.isCreature) {
                lines.append(name);
                continue;
            }
            QString attitude;
            if (isPlayer(*view_, thing))
                attitude = tr("you");
            else if (thing.attitude == game::Attitude::Hostile)
                attitude = tr("hostile");
            else if (thing.attitude == game::Attitude::Peaceful)
                attitude = tr("peaceful");
            else if (thing.companion)
                attitude = tr("companion");
            else
                attitude = tr("ally");
            lines.append(tr("%1 (%2): %3 / %4 HP").arg(name, attitude).arg(thing.hp).arg(thing.maxHp));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

void PlaytestMapView::setHoveredCell(const QPoint& cell)
{
    if (cell == hovered_)
        return;
    if (hovered_.x() >= 0)
        update(cellRect(hovered_.x(), hovered_.y()));
    hovered_ = cell;
    const game::ViewThing* thing = cell.x() >= 0 ? thingAt(cell.x(), cell.y()) : nullptr;
    if (!panning_)
        setCursor(thing ? Qt::PointingHandCursor : Qt::ArrowCursor);
    if (cell.x() < 0) {
        emit cellHovered(-1, -1, QString());
        return;
    }
    update(cellRect(cell.x(), cell.y()));
    emit cellHovered(cell.x(), cell.y(), describeCell(cell.x(), cell.y()));
}

// --- input -------------------------------------------------------------------

std::optional<game::PlayerCommand> PlaytestMapView::commandFor(const QKeyEvent* event) const
{
    const Qt::KeyboardModifiers modifiers = event->modifiers();
    if (modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return std::nullopt;
    const bool keypad = modifiers & Qt::KeypadModifier;
    char key = 0;
    switch (event->key()) {
    case Qt::Key_Left: key = 'h'; break;
    case Qt::Key_Right: key = 'l'; break;
    case Qt::Key_Up: key = 'k'; break;
    case Qt::Key_Down: key = 'j'; break;
    // The keypad without Num Lock sends these for its diagonals and centre.
    case Qt::Key_Home: key = keypad ? 'y' : 0; break;
    case Qt::Key_PageUp: key = keypad ? 'u' : 0; break;
    case Qt::Key_End: key = keypad ? 'b' : 0; break;
    case Qt::Key_PageDown: key = keypad ? 'n' : 0; break;
    case Qt::Key_Clear: key = keypad ? '.' : 0; break;
    default: {
        const QString text = event->text();
        if (text.size() != 1 || text.at(0).unicode() > 0x7f)
            return std::nullopt;
        const char typed = char(text.at(0).unicode());
        // Digits move only on the keypad: the top row stays free for later use.
        // Every other key means what the runtime's one key table says (keyCommand):
        // `d` drops, `A` advances a level, as in incplay's key scripts.
        if (typed >= '1' && typed <= '9')
            key = keypad ? typed : 0;
        else if (typed == 't')
            key = travelKeyTaken_ ? 0 : typed;
        else
            key = typed;
        break;
    }
    }
    return key ? game::keyCommand(key) : std::nullopt;
}

bool PlaytestMapView::isZoomKey(const QKeyEvent* event) const
{
    if (!(event->modifiers() & Qt::ControlModifier))
        return false;
    switch (event->key()) {
    case Qt::Key_Equal: case Qt::Key_Plus: case Qt::Key_Minus: case Qt::Key_0: return true;
    default: return false;
    }
}

bool PlaytestMapView::event(QEvent* event)
{
    switch (event->type()) {
    case QEvent::ShortcutOverride: {
        // Game keys and the map's zoom win over the window's shortcuts while the map has focus.
        auto* key = static_cast<QKeyEvent*>(event);
        if (targeting_ || commandFor(key) || isZoomKey(key) || key->text() == QLatin1String("i") || key->text() == QLatin1String("C")) {
            event->accept();
            return true;
        }
        break;
    }
    case QEvent::ToolTip: {
        auto* help = static_cast<QHelpEvent*>(event);
        const QPoint cell = cellAt(help->pos());
        const QString text = cell.x() >= 0 ? describeCell(cell.x(), cell.y()) : QString();
        // Nothing to say: no tip, and none of the panel's either.
        if (text.isEmpty()) {
            QToolTip::hideText();
        } else {
            QToolTip::showText(help->globalPos(), text, this, cellRect(cell.x(), cell.y()));
        }
        return true;
    }
    default: break;
    }
    return QWidget::event(event);
}

void PlaytestMapView::keyPressEvent(QKeyEvent* event)
{
    if (travelling_ && !event->isAutoRepeat()) {
        emit travelCancelRequested();
        return;
    }
    if (targeting_) {
        if (event->key() == Qt::Key_Escape) {
            finishTargeting(std::nullopt);
            return;
        }
        game::PlayerCommand aimed = *targeting_;
        const std::optional<game::PlayerCommand> key = commandFor(event);
        if (key && key->kind == game::CommandKind::Move) {
            aimed.aim = game::AimKind::Direction;
            aimed.direction = key->direction;
            finishTargeting(aimed);
            return;
        }
        const bool again = key && key->kind == aimed.kind;
        if (again || event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
            // The nearest enemy in sight; with none the game asks where.
            if (const game::ViewThing* enemy = nearestEnemy()) {
                aimed.aim = game::AimKind::Creature;
                aimed.target = enemy->handle;
            }
            finishTargeting(aimed);
        }
        return;
    }
    if (isZoomKey(event)) {
        if (event->key() == Qt::Key_Minus)
            zoomOut();
        else if (event->key() == Qt::Key_0)
            resetZoom();
        else
            zoomIn();
        return;
    }
    if (const auto command = commandFor(event)) {
        // Aimed only when it would shoot; else it goes at once, for the game to
        // say there is nothing to fire (or to crank the crossbow).
        const bool aims = view_ && (command->kind == game::CommandKind::Fire    ? view_->status.fireAims
                                    : command->kind == game::CommandKind::Throw ? view_->status.throwAims
                                                                                : false);
        if (aims) {
            targeting_ = command;
            emit targetingChanged(true);
            return;
        }
        emit commandRequested(*command);
        return;
    }
    if (event->text() == QLatin1String("i")) {
        emit inventoryRequested();
        return;
    }
    if (event->text() == QLatin1String("C")) {
        emit characterSheetRequested();
        return;
    }
    QWidget::keyPressEvent(event);
}

void PlaytestMapView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton) {
        panning_ = true;
        panOrigin_ = event->position().toPoint();
        setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (event->button() == Qt::LeftButton) {
        const QPoint cell = cellAt(event->position().toPoint());
        if (cell.x() < 0)
            return;
        if (targeting_) {
            game::PlayerCommand aimed = *targeting_;
            const game::ViewThing* thing = thingAt(cell.x(), cell.y());
            if (thing && thing->isCreature && !(view_ && isPlayer(*view_, *thing))) {
                aimed.aim = game::AimKind::Creature;
                aimed.target = thing->handle;
            } else {
                aimed.aim = game::AimKind::Cell;
                aimed.destination = {cell.x(), cell.y()};
            }
            finishTargeting(aimed);
            return;
        }
        if (const game::ViewThing* thing = thingAt(cell.x(), cell.y()))
            emit thingClicked(thing->handle);
        else
            emit travelRequested(cell.x(), cell.y());
        return;
    }
    QWidget::mousePressEvent(event);
}

void PlaytestMapView::finishTargeting(std::optional<game::PlayerCommand> aimed)
{
    targeting_.reset();
    emit targetingChanged(false);
    if (aimed)
        emit commandRequested(*aimed);
}

const game::ViewThing* PlaytestMapView::nearestEnemy() const
{
    if (!view_)
        return nullptr;
    const game::ViewThing* self = nullptr;
    for (const game::ViewThing& thing : view_->things)
        if (thing.isCreature && isPlayer(*view_, thing))
            self = &thing;
    const game::ViewThing* best = nullptr;
    int bestDistance = 0;
    for (const game::ViewThing& thing : view_->things) {
        if (!thing.isCreature || thing.attitude != game::Attitude::Hostile || !self)
            continue;
        const int distance = std::max(std::abs(thing.x - self->x), std::abs(thing.y - self->y));
        if (!best || distance < bestDistance) {
            best = &thing;
            bestDistance = distance;
        }
    }
    return best;
}

void PlaytestMapView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton && panning_) {
        panning_ = false;
        unsetCursor();
        return;
    }
    QWidget::mouseReleaseEvent(event);
}

void PlaytestMapView::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint position = event->position().toPoint();
    if (panning_) {
        const QPoint delta = position - panOrigin_;
        panOrigin_ = position;
        panBy(QPointF(-double(delta.x()) / cell_.width(), -double(delta.y()) / cell_.height()));
    }
    setHoveredCell(cellAt(position));
}

void PlaytestMapView::leaveEvent(QEvent* event)
{
    setHoveredCell(QPoint(-1, -1));
    QWidget::leaveEvent(event);
}

void PlaytestMapView::wheelEvent(QWheelEvent* event)
{
    const QPoint angle = event->angleDelta();
    if (event->modifiers() & Qt::ControlModifier) {
        if (overview_ && angle.y() > 0) {
            setOverview(false);
            return;
        }
        // Touchpads send small steps: zoom once a notch's worth has built up.
        wheelZoom_ += angle.y() / 120.0;
        while (wheelZoom_ >= 1 && fontIndex_ + 1 < kFontCount) {
            setFontSize(fontIndex_ + 1, event->position());
            wheelZoom_ -= 1;
        }
        while (wheelZoom_ <= -1 && fontIndex_ > 0 && !overview_) {
            setFontSize(fontIndex_ - 1, event->position());
            wheelZoom_ += 1;
        }
        if (std::abs(wheelZoom_) >= 1)
            wheelZoom_ = 0;     // at the end of the range
        event->accept();
        return;
    }
    QPointF cells(-angle.x() / 40.0, -angle.y() / 40.0);   // three cells a notch
    if (event->modifiers() & Qt::ShiftModifier && angle.x() == 0)
        cells = QPointF(cells.y(), 0);
    panBy(cells);
    event->accept();
}

void PlaytestMapView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (overview_)
        updateCellMetrics();
    if (view_)
        moveCamera(clampedCamera(overview_ ? cameraTarget_ : QPointF(view_->playerX + 0.5, view_->playerY + 0.5)),
                   false);
}

// --- painting ----------------------------------------------------------------

void PlaytestMapView::paintPlaceholder(QPainter& painter)
{
    painter.fillRect(rect(), kVoidBackground);
    painter.setPen(kPlaceholderText);
    painter.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                     tr("No game is running.\nStart a playtest to see the level here."));
}

void PlaytestMapView::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    if (!view_ || view_->width <= 0 || view_->height <= 0
        || view_->cells.size() < size_t(view_->width) * size_t(view_->height)) {
        paintPlaceholder(painter);
        return;
    }
    const QRect levelRect = cellRect(0, 0).united(cellRect(view_->width - 1, view_->height - 1));
    painter.fillRect(event->rect(), kVoidBackground);
    painter.fillRect(levelRect.intersected(event->rect()), kLevelBackground);

    const bool glyphs = cell_.height() >= kSmallestGlyphCell;
    auto drawGlyph = [&](const QRect& where, char32_t glyph, const QColor& colour) {
        if (glyphs && glyph == U' ')
            return;
        if (glyphs)
            painter.drawPixmap(where.topLeft(), glyphs_.pixmap(glyph, colour, font_, cell_, devicePixelRatioF()));
        else if (!isFloorGlyph(glyph))
            painter.fillRect(where, colour);
        else
            painter.fillRect(where, QColor(colour.red(), colour.green(), colour.blue(), 70));
    };

    // The palette once per paint rather than a colour conversion per cell.
    std::array<QColor, 16> seenColours, rememberedColours;
    for (int colour = 0; colour < 16; ++colour) {
        seenColours[size_t(colour)] = gameColour(colour);
        rememberedColours[size_t(colour)] = rememberedColour(seenColours[size_t(colour)]);
    }

    // Only the cells in the damaged part of the widget.
    QRect cells = visibleCells();
    {
        const QPoint first = cellAt(event->rect().topLeft()), last = cellAt(event->rect().bottomRight());
        if (first.x() >= 0)
            cells.setTopLeft(first);
        if (last.x() >= 0)
            cells.setBottomRight(last);
    }
    for (int y = cells.top(); y <= cells.bottom(); ++y) {
        for (int x = cells.left(); x <= cells.right(); ++x) {
            const game::ViewCell& cell = view_->cells[size_t(y) * size_t(view_->width) + size_t(x)];
            if (cell.knowledge == game::CellKnowledge::Unknown)
                continue;
            const QRect where = cellRect(x, y);
            if (cell.knowledge == game::CellKnowledge::Seen) {
                painter.fillRect(where, kSeenBackground);
                drawGlyph(where, cell.glyph, seenColours[cell.colour & 15]);
            } else {
                drawGlyph(where, cell.glyph, rememberedColours[cell.colour & 15]);
            }
        }
    }

    const QRect drawn = QRect(cellRect(cells.left(), cells.top()).topLeft(),
                              cellRect(cells.right(), cells.bottom()).bottomRight());
    for (const game::ViewThing& thing : view_->things) {
        const QRect where = cellRect(thing.x, thing.y);
        if (!drawn.intersects(where))
            continue;
        const bool player = isPlayer(*view_, thing);
        painter.fillRect(where, kSeenBackground);
        if (player)
            painter.fillRect(where, QColor(kPlayerHighlight.red(), kPlayerHighlight.green(), kPlayerHighlight.blue(), 60));
        else if (thing.isCreature && thing.attitude == game::Attitude::Hostile)
            painter.fillRect(where, kHostileTint);
        else if (thing.isCreature && thing.companion)
            painter.fillRect(where, kCompanionTint);
        drawGlyph(where, thing.glyph, seenColours[thing.colour & 15]);
        if (thing.isCreature && !player && thing.maxHp > 0 && thing.hp < thing.maxHp
            && cell_.height() >= 12) {
            const int barWidth = std::max(1, where.width() * std::max(0, thing.hp) / thing.maxHp);
            painter.fillRect(QRect(where.left(), where.bottom() - 1, barWidth, 2), healthColour(thing.hp, thing.maxHp));
        }
    }

    // What scripts drew over the map (a spell's area, a kick's arc), over everything.
    for (const game::ViewOverlayCell& over : overlayShown()) {
        if (over.x < 0 || over.y < 0 || over.x >= view_->width || over.y >= view_->height)
            continue;
        const QRect where = cellRect(over.x, over.y);
        if (!drawn.intersects(where))
            continue;
        painter.fillRect(where, over.background ? seenColours[over.background & 15] : kSeenBackground);
        drawGlyph(where, over.glyph, seenColours[over.colour & 15]);
    }

    if (drawn.intersects(cellRect(view_->playerX, view_->playerY))) {
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(kPlayerHighlight, cell_.height() >= 12 ? 1.5 : 1.0));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(cellRect(view_->playerX, view_->playerY)).adjusted(0.75, 0.75, -0.75, -0.75),
                                2, 2);
        painter.setRenderHint(QPainter::Antialiasing, false);
    }
    if (hovered_.x() >= 0) {
        painter.setPen(kHoverOutline);
        painter.drawRect(cellRect(hovered_.x(), hovered_.y()).adjusted(0, 0, -1, -1));
    }
    if (hasFocus()) {
        painter.setPen(palette().color(QPalette::Highlight));
        painter.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

} // namespace incursion::studio
