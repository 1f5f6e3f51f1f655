// Fields in play, as the original's (src/Status.cpp, Map::NewField,
// RemoveField, MoveField, UpdateFields, DispelField; src/Display.cpp,
// Thing::PlaceAt and Thing::Event): a field covers the cells within its
// radius of its centre; a creature there is told EV_FIELDON when the field
// arises or it steps in, EV_FIELDOFF when it steps out or the field goes,
// with the field's effect taking part in both (Game::fieldEffect). A mobile
// field (FI_MOBILE, AR_MFIELD) moves with its maker. A modifier field
// (FI_MODIFIER) re-throws its effect as EV_EFFECT at whoever enters
// (isEnter) and leaves (isLeave), so a Protection from Evil lasts while one
// stands in it; a continual one (FI_CONTINUAL) strikes those inside every
// turn. Durations count down each game turn and a field goes at 1.
#pragma once

#include "game/event_info.h"
#include "game/level_magic.h"

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;
class Level;

namespace fields {

// Puts the field on the level and tells every creature it covers (EV_FIELDON).
void newField(Game& game, Level& level, const Field& field);
// Takes away the fields of `effect` (0: any) made by `creator` (kNoObject:
// anyone's), each telling the creatures it covered (EV_FIELDOFF). Returns
// how many went (Map::RemoveEffField, RemoveFieldFrom, RemoveEffFieldFrom).
int removeEffectFields(Game& game, Level& level, module::ResourceId effect, world::Handle creator = world::kNoObject);
// Map::DispelField: every field covering (x, y) of one of `kinds` (0: any),
// made by `effect` (0: any) whose maker's caster level is below `casterLevel`
// (0: any) goes. Whether one went.
bool dispelFields(Game& game, Level& level, int x, int y, uint32_t kinds, module::ResourceId effect,
                  int32_t casterLevel);
// A creature moved from (fromX, fromY) to where it stands now: its mobile
// fields follow it, and it is told of the fields it left and entered.
void creatureMoved(Game& game, Creature& mover, int fromX, int fromY);
// A game turn passed on the player's level: continual fields strike those
// inside, durations count down and spent fields go.
void turnPasses(Game& game);
// Whether `thing` made a field of `effect` on its level (Thing::HasEffField).
bool hasEffectField(const Game& game, world::Handle thing, module::ResourceId effect);
// A creature's own handling of EV_FIELDON and EV_FIELDOFF (Creature::FieldOn
// and FieldOff): its messages, and a modifier field's effect thrown at it.
int32_t handleFieldEvent(Game& game, Creature& self, int32_t event, EventInfo& e);

} // namespace fields
} // namespace incursion::game
