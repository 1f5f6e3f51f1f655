// The numbers a playtest report gives per level: turns spent, kills by
// monster, damage dealt and taken, spells cast. The game records them as
// things happen; they are saved with the game.
#pragma once

#include "module/binary_io.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace incursion::game {

struct LevelStats {
    int32_t depth = 0;
    uint64_t turns = 0;                     // game turns the player spent on it
    std::map<std::string, int32_t> kills;   // by monster name, as the player knows it
    int64_t damageDealt = 0;                // by the player
    int64_t damageTaken = 0;                // by the player
    int32_t spellsCast = 0;                 // by the player
    friend bool operator==(const LevelStats&, const LevelStats&) = default;
};

struct PlaytestStats {
    std::vector<LevelStats> levels;         // in the order first entered
    uint64_t handlersRun = 0;               // script handlers invoked
    std::map<std::string, uint64_t> unimplementedCalls;     // API names scripts called that the runtime lacks

    // The entry of `depth`, added when new.
    LevelStats& level(int32_t depth);

    void save(module::ByteWriter& out) const;
    static PlaytestStats load(module::ByteReader& in);
    friend bool operator==(const PlaytestStats&, const PlaytestStats&) = default;
};

} // namespace incursion::game
