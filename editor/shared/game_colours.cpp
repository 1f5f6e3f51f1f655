#include "shared/game_colours.h"

#include "game/glyphs.h"

#include <cmath>

namespace incursion::studio {

QColor gameColour(int colour)
{
    return QColor::fromRgb(game::colourRgb(colour & 15));
}

QColor rememberedColour(const QColor& colour)
{
    float hue = 0, saturation = 0, value = 0;
    colour.getHsvF(&hue, &saturation, &value);
    return QColor::fromHsvF(hue, saturation * 0.3f, 0.08f + value * 0.32f).toRgb();
}

QColor readableOn(const QColor& foreground, const QColor& background)
{
    // Lightness is a fair stand-in for contrast for the palette's saturated colours.
    const float backgroundLightness = background.lightnessF();
    const bool darkBackground = backgroundLightness < 0.5f;
    QColor colour = foreground;
    for (int step = 0; step < 8 && std::abs(colour.lightnessF() - backgroundLightness) < 0.42f; ++step)
        colour = darkBackground ? colour.lighter(125) : colour.darker(135);
    return colour;
}

} // namespace incursion::studio
