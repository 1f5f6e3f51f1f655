// Templates on creatures, as the original's Creature::AddTemplate and
// CanAddTemplate (src/Creature.cpp) and the template terms of CalcValues
// (src/Values.cpp): a template is a TEMPLATE stati naming the Template
// resource (magnitude 1 when it is obvious), and adding one changes the
// creature's stored values by the template's modifiers once, in the order
// the templates came, as the original's Adjust chains do on every
// recalculation. The templates then take part in the creature's events
// after its monster (Game::resourcesOf), as in Creature::Event.
#pragma once

#include "game/runtime_api.h"
#include "module/resource_manager.h"

#include <cstdint>
#include <vector>

namespace incursion::module {
struct Glyph;
struct Modifier;
class TemplateView;
}

namespace incursion::game {

class Creature;
class Game;

namespace monster_templates {

// The stati a template on a creature is (inc/Defines.h TEMPLATE).
inline constexpr int32_t kTemplateStati = 71;

// MVal::Adjust (inc/Base.h): the value a modifier makes of `value`.
int32_t adjusted(const module::Modifier& modifier, int32_t value);

// The Template resources on `c`, in the order they were added.
std::vector<module::ResourceId> templatesOf(const Creature& c);

// Whether `c` is of monster type `mt` with its templates counted
// (src/Values.cpp, Creature::isMType, the cases templates ask about).
bool isMonsterType(const Game& game, const Creature& c, int32_t mt);

// Creature::CanAddTemplate: not already on it, of the template's `for`
// type, a class template only on a humanoid of Int 7 or more, and the
// template's EV_ISTARGET handler does not answer -1.
bool canAddTemplate(Game& game, Creature& c, module::ResourceId templateId);

// Creature::AddTemplate: a monster refused by canAddTemplate is left as it
// is (false); the player always takes it.
bool addTemplate(Game& game, Creature& c, module::ResourceId templateId);

// The image of a creature under the obvious template `t`: the template's
// glyph character, its colours, or both, replace the creature's.
// rule: src/Creature.cpp, Creature::SetImage (TEMPLATE stati)
module::Glyph withTemplateImage(const module::TemplateView& t, module::Glyph image);

// AddTemplate and CanAddTemplate for scripts.
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace monster_templates
} // namespace incursion::game
