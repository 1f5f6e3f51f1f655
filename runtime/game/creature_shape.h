// What a creature in another shape truly is: the body it had before a
// shapeshift (a polymorph, a druid's wild shape, a lycanthrope's change),
// kept so that it can return to it. The original keeps only the true
// monster's id (tmID, src/Effects.cpp, Creature::Shapeshift) and works every
// value out again from it; the game stores a creature's values once, as its
// resource, race, class and templates made them, so it keeps them here.
#pragma once

#include "module/record_tags.h"
#include "module/resource_manager.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace incursion::game {

struct CreatureAttack;

struct TrueForm {
    module::ResourceId monster = 0;
    std::string name;
    module::Glyph glyph{'@', 7, 0};
    std::array<int32_t, 6> attributes{10, 10, 10, 10, 10, 10};
    int32_t hitBonus = 0;
    int32_t defence = 10;
    int32_t armour = 0;
    int32_t speed = 100;
    int32_t move = 100;
    int32_t size = 4;
    int32_t resistances = 0;
    int32_t immunities = 0;
    std::vector<CreatureAttack> attacks;
    std::vector<int32_t> flags;
    std::vector<int32_t> types;
    bool heldByStati = false;   // a POLYMORPH stati has held the shape: it ends with the last of them
};

} // namespace incursion::game
