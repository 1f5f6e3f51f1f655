// A thing's image, as scripts read and change it: T_THING::Image (the packed
// glyph: id in bits 0-11, foreground 12-15, background 16-19, as the
// original's GLYPH_VALUE packs it), SetImage (a creature works its image out
// again from its kind, disguise, templates and stati), and the Image of a
// Monster, Item, Feature or Terrain resource. A creature's and an item's
// glyph are saved with them and are what the map draws (player_view.h); a
// feature's look follows its state (an open door, a found trap), which the
// map draws afresh each time, so its Image is its resource's.
// runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"
#include "module/record_tags.h"

#include <vector>

namespace incursion::game {

class Creature;
class Game;

namespace thing_image {

// The image `c` has by the original's rules, from its kind up.
// rule: src/Creature.cpp, Creature::SetImage
module::Glyph creatureImage(const Game& game, const Creature& c);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace thing_image
} // namespace incursion::game
