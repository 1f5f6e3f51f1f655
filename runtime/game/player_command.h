// What the player can do on a turn, as the loop receives it from a key, a
// bot or a key script. Keys map to commands in one place (keyCommand) so the
// CLI's key scripts and the studio's keyboard play mean the same thing.
#pragma once

#include "world/handle.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace incursion::game {

enum class CommandKind : uint8_t {
    Move,       // one step in `direction`; into a monster it attacks, into a door it opens
    Rest,       // wait a turn
    PickUp,     // what lies here
    Use,        // drink, read, eat or zap `item` (a wand at `target`)
    Wield,      // wield or wear `item` (none: the first not yet on)
    TakeOff,    // take off `item` (none: the first worn)
    Cast,       // cast `spell` (the player's spells, in order) at `target`
    Descend,    // take the stairs down here
    Ascend,     // take the stairs up here
    Pray,       // pray to the player's god (the original's `P`)
    Travel,     // on a world: ride `travelMode` (worldmap::TravelMode) from this cell's service to `destination`
    Drop,       // drop `item` (none: the last picked up that is not worn)
    Advance,    // advance a level when the experience allows (the character sheet's `A`); takes no time
    Fire,       // fire the wielded bow's ammunition `item` (none: asks when there are kinds) at the aim;
                // without a bow, throw as Throw does (the original's one fire command)
    Throw,      // throw `item` (none: asks which) at the aim
};

// Where Fire and Throw go: asked of the player (a menu, the nearest hostile
// first), the creature `target`, a `direction`, or the cell `destination`.
enum class AimKind : uint8_t { Ask, Creature, Direction, Cell };

// Directions here run clockwise from 0 north to 7 north-west.
constexpr int kDirectionX[8] = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr int kDirectionY[8] = {-1, -1, 0, 1, 1, 1, 0, -1};
// Scripts number them as the original's Defines.h does (EDir, DirX): NORTH 0,
// SOUTH 1, EAST 2, WEST 3, NORTHEAST 4, NORTHWEST 5, SOUTHEAST 6, SOUTHWEST 7.
// The mapping is its own inverse: the same table turns either into the other.
constexpr int kScriptDirection[8] = {0, 4, 2, 6, 1, 7, 3, 5};
// The original's EDir beyond the eight: here, up and down (CENTER, UP, DOWN).
constexpr int16_t kScriptCenter = 8, kScriptUp = 9, kScriptDown = 10;
static_assert([] {
    for (int d = 0; d < 8; ++d)
        if (kScriptDirection[kScriptDirection[d]] != d)
            return false;
    return true;
}());

struct PlayerCommand {
    CommandKind kind = CommandKind::Rest;
    int8_t direction = 0;                   // Move
    world::Handle item = world::kNoObject;  // Use, Wield, TakeOff, Drop
    int32_t spell = 0;                      // Cast: index into the player's spells
    world::Handle target = world::kNoObject;    // Use (wands), Cast; kNoObject: the nearest enemy or self
    int32_t itemType = 0;   // Use without an item: the first one carried of this type (rules::T_POTION ...)
    uint8_t travelMode = 0;                 // Travel: 1 horse, 2 ship, 3 airship
    std::array<int32_t, 2> destination{};   // Travel: the world cell; Fire, Throw: the cell aimed at
    AimKind aim = AimKind::Ask;             // Fire, Throw

    static PlayerCommand move(int direction) { PlayerCommand c; c.kind = CommandKind::Move; c.direction = int8_t(direction); return c; }
    static PlayerCommand of(CommandKind kind) { PlayerCommand c; c.kind = kind; return c; }
    static PlayerCommand useFirst(int32_t itemType) { PlayerCommand c; c.kind = CommandKind::Use; c.itemType = itemType; return c; }
    static PlayerCommand travel(uint8_t mode, std::array<int32_t, 2> to) { PlayerCommand c; c.kind = CommandKind::Travel; c.travelMode = mode; c.destination = to; return c; }
    friend bool operator==(const PlayerCommand&, const PlayerCommand&) = default;
};

// The command a key stands for, or nullopt. Keys as key scripts write them:
// vi-keys h j k l y u b n, the numpad digits 1-9 (5 rests), `.` rest, `,` or
// `g` pick up, `>` descend, `<` ascend, `q` drink the first potion, `r` read
// the first scroll, `z` zap the first wand, `Z` cast the first spell.
// `E` eat the first food, `w` wield or wear the first item not yet on, `T`
// take off the first item worn (the original did both in its inventory
// screen, `I`; these keys reach the same EV_WIELD and EV_REMOVE), `d` drop
// the last item picked up that is not worn. `P` prays. `A` advances a level
// (the original's character sheet key). `f` fires the wielded bow (or
// throws without one) and `t` throws, each asking what at.
std::optional<PlayerCommand> keyCommand(char key);

// "move north", "rest", "pick up" ... (key scripts' error messages, the dock's log).
std::string describeCommand(const PlayerCommand& command);

} // namespace incursion::game
