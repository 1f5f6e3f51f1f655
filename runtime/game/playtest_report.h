// The playtest report, a morgue file in the manner of Cogmind's: header
// (module, version, seed, date, result with the cause of death), per-level
// statistics, the last 20 messages, the inventory, and an ASCII map of up to
// 50×50 cells around the player (unknown cells marked, with a border), then
// which script handlers ran and which API names scripts called that the
// runtime does not implement.
#pragma once

#include <string>

namespace incursion::game {

class Game;

struct ReportOptions {
    std::string date;           // as given (reports of the same game compare equal without it)
    int mapRadius = 25;         // cells each side of the player
};

std::string playtestReport(const Game& game, const ReportOptions& options = {});

} // namespace incursion::game
