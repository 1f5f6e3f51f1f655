// The archetypes and areas of effects that live apart from the spell
// engine's core (spell_engine.cpp), one family per file: what each does as
// the victim's handling of EV_MAGIC_HIT, or to the cells of its area.
#pragma once

#include "game/effect_casting.h"
#include "game/status_effect.h"

#include <cstdint>
#include <string>
#include <vector>

namespace incursion::game {

class Creature;
class Game;
class Item;

namespace effects {

// ---- EA_TRAVEL (effect_travel.cpp) ----

// How the game takes an EA_TRAVEL kind (its xval, the original's TRAVEL_ constants).
enum class TravelKind { Modelled, NotModelled, Unknown };
TravelKind travelKind(int32_t xval);
// The original's spelling of a TRAVEL_ kind, for the playtest report.
std::string travelName(int32_t xval);
void travel(Game& game, Creature& self, const module::EffectValues& segment, EventInfo& e);

// ---- EA_SUMMON (effect_summon.cpp) ----
void summon(Game& game, Creature& self, const module::EffectValues& segment, EventInfo& e);

// ---- EA_VISION (effect_vision.cpp) ----
void vision(Game& game, Creature& self, const module::EffectValues& segment, EventInfo& e);

// ---- EA_POLYMORPH (effect_polymorph.cpp) ----
void polymorph(Game& game, Creature& self, const module::EffectValues& segment, EventInfo& e);

// ---- EA_DISPEL (effect_dispel.cpp) ----
void dispel(Game& game, Creature& self, const module::EffectValues& segment, EventInfo& e);

// ---- EA_CREATION (effect_creation.cpp) ----
void creation(Game& game, Creature& self, const module::EffectValues& segment, EventInfo& e);

// ---- EA_INFLICT and EA_GRANT: their stati, and on an item (effect_item_stati.cpp) ----

// The stati a segment gives its victim (xval, value yval, magnitude the
// amount e.vDmg, for e.vDuration, SS_ENCH, from the actor and the effect),
// as the original's Magic::Grant and Magic::Inflict gain it.
StatusEffect segmentStati(const module::EffectValues& segment, const EventInfo& e);

// The item gains the segment's stati (xval, value yval, magnitude the
// amount) for the effect's duration, as the original's Magic::Inflict does
// to any Thing: Bladethirst's TRAP_EVENT, Ethereal Blade's EXTRA_QUALITY
// (item_properties::hasQuality counts it). The same effect again renews it.
void inflictOnItem(Item& it, const module::EffectValues& segment, EventInfo& e);

// ---- AR_CHAIN (effect_chain.cpp) ----

// The creatures a chain strikes, in the order it reaches them (one may come
// more than once); sets c.chainMax and c.chainCount as the strikes see them.
std::vector<world::Handle> chainTargets(Casting& c, int32_t index, const module::EffectValues& segment);

// ---- EA_TERRAFORM, AR_FIELD/AR_MFIELD and AR_BARRIER: effects on cells (effect_terraform.cpp) ----

// EA_TERRAFORM over cells (src/Effects.cpp, Magic::Terraform; terraform.h).
void terraformCells(Casting& c, int32_t index, const module::EffectValues& segment, const std::vector<Cell>& cells);
// AR_FIELD and AR_MFIELD (src/Magic.cpp, Magic::AField): made once for the
// whole effect from segment `index`, terraforming for it and the segments
// after it of the same area.
void makeField(Casting& c, int32_t index, const std::vector<module::EffectValues>& segments);
// AR_BARRIER (src/Magic.cpp, Magic::ABarrier); sets c.outcome.result to
// ABORT when aimed where no barrier can be raised.
void raiseBarrier(Casting& c, int32_t index, const module::EffectValues& segment);

} // namespace effects
} // namespace incursion::game
