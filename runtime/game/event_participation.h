// What the runtime's event dispatch covers: the base events the game throws
// and the kinds of resources whose handlers it runs, with the wrapped events
// each kind receives. These tables are the source of truth: the throw sites
// name their events through runtimeEvent<> (a throw of an unlisted event does
// not compile), the game's dispatch refuses a handler of a kind or delivery
// the table does not list (Game::receives), and `incplay load`, `incplay smoke` and the studio's
// Module Browser read them to say which handlers can run.
#pragma once

#include "core/resource_kind.h"
#include "game/event_ids.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace incursion::game {

struct ThrownEvent {
    int32_t event = 0;
    std::string_view thrower;   // what throws it, for reports
};

// Every base event the runtime itself throws (scripts may throw others with
// Throw, ReThrow ...). A new throw site adds its event here.
inline constexpr ThrownEvent kThrownEvents[] = {
    {EV_MOVE, "the player's step (player_actions.cpp)"},
    {EV_WATTACK, "a melee round with a weapon (combat.cpp)"},
    {EV_NATTACK, "a melee round of natural attacks, or a weapon round without a melee weapon (combat.cpp)"},
    {EV_SATTACK, "a monster's special attack: breath, gaze, trip, digestion (special_attacks.cpp, engulf.cpp); a "
                 "held creature's try to break free (EParam A_ESCA) when it steps away (grapple.cpp)"},
    {EV_RATTACK, "a missile fired or an item thrown, by the player's fire and throw commands or a monster "
                 "(ranged_attack.cpp)"},
    {EV_LOADXBOW, "a crossbow cranked before it fires (ranged_attack.cpp)"},
    {EV_STRIKE, "each blow of a round, and a missile reaching a creature (combat.cpp, ranged_attack.cpp)"},
    {EV_HIT, "a blow that lands, re-thrown from EV_STRIKE (combat.cpp)"},
    {EV_MISS, "a blow that misses, re-thrown from EV_STRIKE (combat.cpp)"},
    {EV_DAMAGE, "damage dealt by a blow, an effect or a script (combat.cpp)"},
    {EV_DEATH, "a creature brought to 0 hit points (combat.cpp)"},
    {EV_CAST, "a spell cast (spell_engine.cpp)"},
    {EV_ISTARGET, "a creature in an effect's area (spell_engine.cpp); an Encounter asked whether it may be "
                  "chosen (encounter_generator.cpp)"},
    {EV_MAGIC_HIT, "an effect reaching a creature or an item (spell_engine.cpp)"},
    {EV_RATETARG, "each item of the pack offered to an effect aimed at an item (effect_item_target.cpp)"},
    {EV_EFFECT, "an effect used (spell_engine.cpp); the effect's own handler before each segment"},
    {EV_MAGIC_STRIKE, "an effect's segment reaching a creature of its area, or the item it was aimed at (spell_engine.cpp)"},
    {EV_ELAPSED, "an effect's stati running out, asked of the effect (stati.cpp)"},
    {EV_REMOVED, "an effect's stati taken away or run out, asked of the effect (stati.cpp)"},
    {EV_CALC_EFFECT, "an effect's amount and duration for a victim, asked of the effect (spell_engine.cpp)"},
    {EV_CALC_FAVOUR, "a god judging the favour a character earned, calcFavour (religion_api.cpp)"},
    {EV_RETRIBUTION, "a god's wrath past its tolerance, Transgress (religion_api.cpp)"},
    {EV_BLESSING, "a god's favour rising a level, asked of the god (favour_api.cpp)"},
    {EV_ALIGNED, "a character's deed the gods judge, AlignedAct (favour_api.cpp)"},
    {EV_CRITERIA, "an effect asked which resources ChooseResource offers (resource_choice_api.cpp), an Encounter "
                  "which monsters a part may take (encounter_generator.cpp)"},
    {EV_BIRTH, "a character's making, told to its race and class (character_advance.cpp)"},
    {EV_PREREQ, "a race asked whether the character may take it (character_advance.cpp)"},
    {EV_ADVANCE, "a character's new level, told to its race and class (character_advance.cpp)"},
    {EV_STARTING_ITEM, "each item a new character starts with (character_advance.cpp)"},
    {EV_TURN, "every creature and item lying on the level, and the features that answer it, each game turn "
              "(monster_events.cpp, feature_events.cpp)"},
    {EV_FIELDON, "a creature a field comes over or that steps into one (fields.cpp)"},
    {EV_FIELDOFF, "a creature a field leaves or that steps out of one, or whose field goes (fields.cpp)"},
    {EV_MAGIC_XY, "each cell of a field or a terraforming effect, asked of the dungeon, region, terrain and effect (spell_engine.cpp)"},
    {EV_ENGEN, "a group of monsters made for a new level or by thEnGen*XY, asked of its Encounter (encounter_generator.cpp)"},
    {EV_ENGEN_PART, "each part of an encounter's group, asked of the Encounter (encounter_generator.cpp)"},
    {EV_ENCHOOSE_MID, "each monster chosen for a part, asked of the Encounter (encounter_generator.cpp)"},
    {EV_WIELD, "an item wielded or worn, by the wield command, starting gear or GainItem (equipment.cpp)"},
    {EV_REMOVE, "an item taken off, by the take-off command or to free its slot (equipment.cpp)"},
    {EV_MON_CONSIDER, "TF_WARN terrain asked whether a monster will step onto it (monster_consider.cpp)"},
    {EV_PRAY, "the player's prayer, the Pray command (prayer.cpp)"},
    {EV_INSIGHT, "a prayer seeking insight, re-thrown from PRE(EV_PRAY) (prayer.cpp)"},
    {EV_GIVE_AID, "each aid a prayer earns, re-thrown from EV_PRAY for the god to answer first (prayer.cpp)"},
    {EV_GODPULSE, "a god stepping in unasked for the player, now and then (god_pulse.cpp)"},
    {EV_ANGER_PULSE, "a god angered past its tolerance visiting its wrath on the player (god_pulse.cpp)"},
    {EV_GAIN_STATI, "a creature gaining a stati from an effect, an attack, a prayer or a script (stati.cpp)"},
    {EV_DRINK, "a potion drunk, by the player or a monster (item_use.cpp)"},
    {EV_READ, "a scroll read (item_use.cpp)"},
    {EV_ZAP, "a wand or staff zapped (item_use.cpp)"},
    {EV_EAT, "each bite of food eaten (item_use.cpp)"},
    {EV_PICKUP, "an item picked up (item_use.cpp)"},
    {EV_DROP, "an item dropped (item_use.cpp)"},
    {EV_GENITEM, "an item GenDungeonItem makes, asked of its own Item resource (item_generation.cpp)"},
    {EV_INITIALIZE, "a monster coming into play, special terrain written by WriteTerra, and a new level's features, to its own resource (monster_events.cpp, terrain_events.cpp, feature_events.cpp)"},
    {EV_LEAVE, "a step off a cell, asked of the terrain and region left when they change and of the feature there "
               "(feature_events.cpp)"},
    {EV_ENTER, "a step onto other terrain or into another region, asked of them (feature_events.cpp); stairs or a "
               "portal taken, thrown at the feature (feature_events.cpp)"},
    {EV_WALKON, "a step onto a feature's cell, asked of the feature (feature_events.cpp)"},
    {EV_OPEN, "a door opened by the player or a monster, thrown at the door (feature_events.cpp)"},
    {EV_SACRIFICE, "an offering at an altar, thrown with the altar's god (sacrifice.cpp)"},
    {EV_JEALOUSY, "a sacrifice to another god than the character's own, re-thrown for the character to answer "
                  "(sacrifice.cpp)"},
};

// `event` if kThrownEvents lists it; otherwise not a constant expression, so
// runtimeEvent below fails to compile. constexpr, not consteval: clang 14
// refuses a consteval call in a variable template's initializer.
constexpr int32_t listedThrownEvent(int32_t event)
{
    for (const ThrownEvent& thrown : kThrownEvents)
        if (thrown.event == event)
            return event;
    throw "a base event the runtime throws must be listed in kThrownEvents (event_participation.h)";
}

// What a throw site writes: `e.event = runtimeEvent<EV_STRIKE>;`.
template <int32_t Event> inline constexpr int32_t runtimeEvent = listedThrownEvent(Event);

// Whether the runtime throws the base event `event`.
bool runtimeThrows(int32_t event);

// The wrapped forms of an event a resource's handlers can receive, as bits.
// PRE, POST and EVICTIM come with every thrown event; the others only as the
// dispatch offers them to a kind.
enum EventDelivery : uint8_t {
    PlainDelivery = 1,      // the event, PRE, POST, EVICTIM and their combinations
    ItemDelivery = 2,       // EITEM(...): an item's magic effect
    MetaDelivery = 4,       // META(...): a stati's source
    GodWatchDelivery = 8,   // GODWATCH(...): a god watching a character
};

struct EventParticipant {
    core::ResourceKind kind = core::ResourceKind::Monster;
    uint8_t deliveries = 0;     // EventDelivery bits
    std::string_view how;       // how its resources join an event, for reports
    // The only base events it receives; empty: every event it is offered.
    std::span<const int32_t> onlyEvents = {};
};

// What a Feature resource is asked: the original put a feature into an event
// only at these places (src/Move.cpp Creature::Walk, src/Djikstra.cpp,
// src/Player.cpp and src/Monster.cpp opening doors, src/Skills.cpp taking stairs,
// src/MakeLev.cpp a feature a level's tile placed, src/Main.cpp every thing each turn).
inline constexpr int32_t kFeatureEvents[] = {EV_MON_CONSIDER, EV_WALKON, EV_LEAVE, EV_ENTER, EV_OPEN, EV_INITIALIZE,
                                             EV_TURN};

// Every kind of resource whose handlers the runtime runs (Game's
// EventParticipants answers); a kind that is not listed never runs a handler.
inline constexpr EventParticipant kEventParticipants[] = {
    {core::ResourceKind::Monster, PlainDelivery, "a creature's monster (the player's: its race's)"},
    {core::ResourceKind::Item, PlainDelivery, "an item in the event"},
    {core::ResourceKind::Effect, PlainDelivery | ItemDelivery | MetaDelivery,
     "the event's effect, a field, an item's magic effect (EITEM), and a participant's TRAP_EVENT stati (META)"},
    {core::ResourceKind::Region, PlainDelivery, "the region the event's subject stands in"},
    {core::ResourceKind::Dungeon, PlainDelivery, "the dungeon of the event's map"},
    {core::ResourceKind::God, PlainDelivery | GodWatchDelivery,
     "the event's god (its eID), and every god watching a character (GODWATCH)"},
    {core::ResourceKind::Race, PlainDelivery,
     "a character's race, told of its making and levels (EV_PREREQ, EV_BIRTH, EV_ADVANCE, EV_STARTING_ITEM)"},
    {core::ResourceKind::Class, PlainDelivery | MetaDelivery,
     "a character's classes, asked and told of its making and levels (EV_ISTARGET, EV_BIRTH, EV_ADVANCE, "
     "EV_STARTING_ITEM), and a TRAP_EVENT stati a class gave (META: the Mage's PRE(EV_EFFECT))"},
    {core::ResourceKind::Domain, PlainDelivery,
     "a priest's domains, asked EV_PREREQ by the domain menu and told of its levels (EV_ADVANCE; domain_choice.cpp)"},
    {core::ResourceKind::Terrain, PlainDelivery, "the TF_SPECIAL terrain of the event's cell (terrain_events.cpp)"},
    {core::ResourceKind::Template, PlainDelivery,
     "the templates on a creature, after its monster; asked EV_ISTARGET by CanAddTemplate and told EV_INITIALIZE "
     "(monster_templates.cpp, monster_events.cpp)"},
    {core::ResourceKind::Encounter, PlainDelivery,
     "the Encounter a group is made of, asked at each stage (EV_ENGEN, EV_ENGEN_PART, EV_ENCHOOSE_MID, "
     "EV_CRITERIA, EV_ISTARGET; encounter_generator.cpp)"},
    {core::ResourceKind::Feature, PlainDelivery,
     "a map feature stepped onto or off (EV_WALKON, EV_LEAVE), considered by a monster (EV_MON_CONSIDER), a door "
     "opened (EV_OPEN), stairs taken (EV_ENTER), placed on a new level (EV_INITIALIZE), each turn (EV_TURN) "
     "(feature_events.cpp)",
     kFeatureEvents},
};

// The participant entry of `kind`, if it takes part in events.
const EventParticipant* eventParticipant(core::ResourceKind kind);
// The delivery bit an event number (wrappers included) needs. Base events
// are below every offset, so the outermost wrappers decide by magnitude.
constexpr EventDelivery deliveryOf(int32_t event)
{
    if (event >= kGodWatchOffset)
        return GodWatchDelivery;
    if (event >= kMetaOffset)
        return MetaDelivery;
    if (event >= kItemOffset)
        return ItemDelivery;
    return PlainDelivery;
}
// Whether a handler of a resource of `kind` stored under `event` (wrappers
// included) can be run by the dispatch at all.
bool deliveredTo(core::ResourceKind kind, int32_t event);

} // namespace incursion::game
