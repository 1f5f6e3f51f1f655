// Preferences > Playtest: the seed and bot speed a new game starts with and
// how big the map draws (no game headers: the settings include it).
#pragma once

namespace incursion::studio {

struct PlaytestDefaults {
    int seed = 1;
    int botStepsPerSecond = 10;     // 0: as fast as it can
    int tileSize = 16;              // the map font's pixel size at 100 %

    static constexpr int kMaximumBotSpeed = 1000;

    friend bool operator==(const PlaytestDefaults&, const PlaytestDefaults&) = default;
};

} // namespace incursion::studio
