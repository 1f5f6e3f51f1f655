// One use of an effect as the spell engine (spell_engine.h) works it
// through, shared by the files that apply its archetypes and areas: the
// caster level, save DC and cells the use was aimed at, and the events it
// throws about one segment.
#pragma once

#include "game/effect_area.h"
#include "game/event_info.h"
#include "game/spell_engine.h"
#include "module/resource_views.h"

#include <cstdint>
#include <string>
#include <vector>

namespace incursion::game {

class Creature;
class Game;

namespace effects {

// One use of an effect: what every segment and victim shares.
struct Casting {
    Casting(Game& g, const EffectUse& u, module::EffectView v, EffectOutcome& o);

    Game& game;
    const EffectUse& use;
    module::EffectView view;
    int32_t level = 1;          // the caster level
    int32_t plus = 0;           // the item's enchantment, for PLUS_ codes
    int32_t dc = 10;
    Cell origin;                // where areas start: the caster, or the aimed cell without one
    Cell aimed;
    bool hasCaster = false;
    int32_t chainMax = 0;       // AR_CHAIN: the most arcs, and how many it made (e.vChainMax, e.vChainCount)
    int32_t chainCount = 0;
    EffectOutcome& outcome;

    Creature* caster() const;
};

// How long a stati lasts, in game turns (-1: until removed), as the original
// counts a stati's duration: one off on each EV_TURN, every 60 ticks as ours
// (src/Main.cpp, the Turn % 60 pulse; src/Status.cpp, Thing::UpdateStati);
// a segment's dval, this runtime's own duration, counts rounds.
int32_t durationTurns(Casting& c, const module::EffectValues& segment);

// An event about segment `index` of the effect, with the original's field names filled.
EventInfo effectEvent(const Casting& c, int32_t event, int32_t index, const module::EffectValues& segment,
                      world::Handle victim);

// EV_MAGIC_XY at one cell of an effect's area (src/Magic.cpp, Magic::MagicXY):
// the dungeon, the cell's region, its terrain and then the effect are
// asked; an answer other than NOTHING or NOMSG keeps the cell from the
// segment's own work. Whether the cell is left to it.
bool cellLeftToEffect(Casting& c, int32_t index, const module::EffectValues& segment, Cell cell);

std::string effectName(const Game& game, module::ResourceId effect);

// A segment the game does not model: the playtest report lists it, the player reads why nothing happened.
void noteUnsupported(Casting& c, const std::string& what);

} // namespace effects
} // namespace incursion::game
