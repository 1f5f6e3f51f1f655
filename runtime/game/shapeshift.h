// A creature changing into another monster's shape and back, as the
// original's Creature::Shapeshift (src/Effects.cpp): it takes the new form's
// body (image, attacks, Hit, Def, Arm, speeds, size, resistances, flags,
// types and abilities), keeps its hit points in proportion, loses from its
// hands and body what the new form cannot hold, and answers events as the
// new form (its mID is the form's; tmID stays its own). A shape held by a
// POLYMORPH stati lasts as long as that stati (src/Status.cpp, StatiOff
// POLYMORPH: "You return to your normal form.").
#pragma once

#include "game/runtime_api.h"
#include "module/resource_manager.h"
#include "world/handle.h"

#include <cstdint>
#include <vector>

namespace incursion::game {

class Creature;
class Game;

namespace shapeshift {

// The original's POLYMORPH stati (inc/Defines.h).
inline constexpr int32_t kPolymorphStati = 103;

// The kinds of change: a magical polymorph gives a monster every ability of
// its new form; a natural change (a lycanthrope, a dragon's human shape) the
// better of its own and the form's (src/Values.cpp, CalcValues). A character
// takes the form's Strength, Dexterity and Constitution either way and keeps
// its mind (the SRD's rule the original follows).
enum class Change { Natural, Magical };

// Creature::Shapeshift: `c` takes the shape of the monster `form` (its own
// true monster: back to itself). `merge` keeps its gear merged into the new
// body; `polySource` (an item, or kNoObject) is never shed.
void shapeshift(Game& game, Creature& c, module::ResourceId form, bool merge, world::Handle polySource,
                Change change = Change::Natural);

// The monster `c` truly is (the original's tmID).
module::ResourceId trueMonster(const Creature& c);

// Once called every turn and after stati are taken away: a shape a
// POLYMORPH stati held ends with the last such stati.
void settle(Game& game, Creature& c);

// Shapeshift for scripts.
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace shapeshift
} // namespace incursion::game
