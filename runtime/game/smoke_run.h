// A smoke run: every resource of the modules exercised in a test arena, each
// from the same saved arena (level 1 of the modules' first Dungeon, no random
// population), with what it led to counted: ran cleanly, hit an API name or an
// effect archetype the runtime lacks, raised a script error. Kinds the
// runtime cannot exercise yet are skipped with the reason. Each resource is
// reached as the original reaches it: an item's magic through that item (an
// effect's BASE_ITEM first), an armour quality's effect by wearing an armour
// of that quality, a trap's by walking onto it, a monster only a spell
// brings summoned by the player. The same modules and options always give
// the same report. `incplay smoke` prints it.
#pragma once

#include "core/resource_kind.h"
#include "game/character_sex.h"
#include "module/module_image.h"

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace incursion::game {

struct SmokeOptions {
    uint64_t seed = 1;
    int turns = 5;                      // the player's turns per monster, item, region and dungeon
    uint64_t budget = 1'000'000;        // instructions per handler invocation
    std::string race, characterClass;   // the arena player's (GameOptions); empty: the first offered
    CharacterSex sex = CharacterSex::Unchosen;  // the arena player's and every character's rolled
};

enum class SmokeOutcome { Clean, Unimplemented, Error, Skipped };
std::string_view smokeOutcomeName(SmokeOutcome outcome);     // "clean", "unimplemented" ...

struct SmokeResult {
    core::ResourceKind kind = core::ResourceKind::Monster;
    std::string name;
    // What was done ("5 turns beside the player"), or why nothing was.
    std::string exercise;
    SmokeOutcome outcome = SmokeOutcome::Clean;
    std::map<std::string, uint64_t> unimplemented;  // name -> calls
    std::vector<std::string> errors;                // script errors, as the game logged them
    uint64_t handlersRun = 0;
};

struct SmokeKindCounts {
    size_t total = 0, clean = 0, unimplemented = 0, errors = 0, skipped = 0;
    void add(SmokeOutcome outcome);
};

struct SmokeReport {
    std::string arena;                  // "Test Depths, level 1"
    std::vector<SmokeResult> resources; // in the modules' resource order
    std::map<core::ResourceKind, SmokeKindCounts> kinds;
    size_t races = 0, classes = 0;      // races, starting classes: the pairs are races * classes
    // One game started for each race x class pair (race-major), the
    // character rolled in it: kind Race, name "Race / Class".
    std::vector<SmokeResult> characters;
    size_t charactersRolled = 0;        // pairs whose character was made (clean or not)
    // Unimplemented names: the resources that hit each and its calls, by
    // resources (most first), then by name.
    std::vector<std::pair<std::string, std::pair<size_t, uint64_t>>> names;
};

// The report, or the errors that kept the arena from starting.
std::variant<SmokeReport, std::vector<std::string>> runSmoke(std::vector<module::ModuleImage> images,
                                                            const SmokeOptions& options);

} // namespace incursion::game
