// T_TERM::EffectPrompt(e, qv, islook, str): the player chooses where an
// effect goes, as the original's targeting prompt (src/Term.cpp,
// TextTerm::EffectPrompt), asked as a menu of the PromptHandler:
//   - Q_TAR: a creature the player perceives within range (e.vRange, else
//     80; Q_NEAR: 1), the player first, then the nearest: ETarget and its
//     cell (EXVal, EYVal), isLoc false;
//   - Q_LOC: the cell of such a creature: EXVal, EYVal, isLoc;
//   - Q_DIR: one of the eight directions or the player's own cell: EDir
//     (the original's NORTH .. CENTER), isDir;
//   - Q_INV: an item of the pack the effect suits (effect_item_target.h).
// qv 0 takes the effect's own qval. False when the player declines; true
// at once for a qval that asks nothing. The original moved a cursor over
// the map; a menu offers the same choices but for empty cells.
#pragma once

#include "game/runtime_api.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace incursion::game {
class Game;
struct EventInfo;
}

namespace incursion::game::effect_prompt_api {

// The prompt itself, for `event` (its eID, vRange): the choice written into
// it (victim, EXVal/EYVal and isLoc, or EDir and isDir). `flags` 0 takes
// the effect's own qval; false when the player declines.
bool promptEffectTarget(Game& game, EventInfo& event, int32_t flags, std::string_view prompt = {});

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::effect_prompt_api
