// The game's sixteen colours as the studio shows them: on the map's dark
// background as the module chose them, dimmed for remembered cells, and
// adjusted for text on the theme's background so yellow stays readable on white.
#pragma once

#include <QColor>

namespace incursion::studio {

// game::colourRgb as a QColor; colours outside 0-15 wrap like the game's.
QColor gameColour(int colour);
// How a cell the player remembers but does not see looks: darker and greyer.
QColor rememberedColour(const QColor& colour);
// `foreground` lightened or darkened until it stands out on `background`.
QColor readableOn(const QColor& foreground, const QColor& background);

} // namespace incursion::studio
