// The encounter generator: groups of monsters built from the module's
// Encounter resources for a challenge rating, as the original's
// Map::enGenerate and its stages (src/Encounter.cpp) build them for new
// levels (Map::PopulatePanel, src/MakeLev.cpp) and for scripts (thEnGen*).
// Every draw comes from the game's seeded dice, so the same seed makes the
// same group at the same cells.
#pragma once

#include "module/resource_manager.h"
#include "world/object_registry.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace incursion::game {

class Game;
class Level;

namespace encounters {

using module::ResourceId;
using world::Handle;

// The original's EN_ request flags (inc/Defines.h) the generator reads.
enum RequestFlag : int32_t {
    EN_SINGLE = 0x00000004,
    EN_DUNGEON = 0x00000020,
    EN_NOPLACE = 0x00000100,
    EN_SUMMON = 0x00000400,
    EN_ANYOPEN = 0x00000800,
    EN_MULTIPLE = 0x00001000,
    EN_NOBUILD = 0x00002000,
    EN_CREATOR = 0x00008000,
    EN_HOSTILE = 0x00040000,
    EN_NESTED = 0x00100000,
    EN_NOSLEEP = 0x00200000,
    EN_VAULT = 0x00800000,
    EN_AQUATIC = 0x01000000,
    EN_OODMON = 0x02000000,
};

// What is asked for: the arguments of thEnGen* and PopulatePanel's throw.
struct EncounterRequest {
    ResourceId encounter = 0;       // a preset Encounter (thEnGen's xID), else chosen by CR
    int32_t flags = 0;              // RequestFlag bits
    int32_t cr = 1;
    int32_t depth = 1;              // the deepest Depth: of the monsters it may use
    int32_t alignment = 0;          // enAlign
    int32_t constraint = 0;         // a Monster resource or a monster type (thEnGenMon/MType)
    std::optional<std::pair<int, int>> at;      // where the group stands (the *XY calls)
    Handle actor = world::kNoObject;            // the summoner (the *SummXY calls)
    std::vector<int32_t> openCells;             // EN_ANYOPEN: the free cells of the room
};

// One monster of the group (the original's EncMember).
struct EncounterMember {
    ResourceId monster = 0;
    std::vector<ResourceId> templates;
    int32_t part = 0;
};

struct EncounterOutcome {
    int32_t result = 0;             // DONE, or ABORT when no group could be made
    ResourceId encounter = 0;       // the Encounter used
    std::vector<EncounterMember> members;
    std::vector<Handle> made;       // the creatures placed, in member order
    std::string error;              // why it failed, with the encounter's name
};

// Builds a group on the game's current level and places it (unless
// EN_NOBUILD/EN_NOPLACE). The creatures made are also the game's
// encounterCreatures() (GetEncounterCreature). Handlers of the Encounter
// (and of the chosen monster and templates) run at each stage, as the
// original's Map::Event sent them.
EncounterOutcome generateEncounter(Game& game, const EncounterRequest& request);

// Whether the module has Encounter resources a dungeon may draw from (not
// NF_NOGEN): levels are populated from them then, else as before.
bool moduleHasGeneratedEncounters(const module::ResourceManager& resources);

// Map::PopulatePanel (src/MakeLev.cpp): one encounter for each panel of a new
// level that has free floor, at the depth's CR or, now and then, an
// out-of-depth single monster; the group shares a party.
void populateLevelFromEncounters(Game& game, Level& level);

// enUniformGet (src/Encounter.cpp): the monster chosen for a uniform key in
// the latest generation, 0 for none.
ResourceId uniformChoice(const Game& game, int32_t key);

} // namespace encounters
} // namespace incursion::game
