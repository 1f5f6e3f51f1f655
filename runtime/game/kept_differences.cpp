#include "game/kept_differences.h"

namespace incursion::game {

namespace {

constexpr KeptDifference kKeptDifferences[] = {
    {"monsters", "one creature per cell: a monster is never placed, summoned or moved where a creature stands; the "
                 "original let some share a cell (mounts and riders, engulfed creatures)"},
    {"monsters", "sides instead of targets: a creature is on the player's side, hostile or peaceful; the original's "
                 "per-creature target lists (TargetSystem) let any creature hate any other, so TurnHostileTo against "
                 "a peaceful creature fails here, and monsters of one side never fight each other"},
    {"monsters", "EV_TURN is thrown to the creatures and the items lying on the map, not to its features (doors, "
                 "traps, portals), which take no part in events yet; the original threw it to every thing on the map"},
    {"maps", "a door is never open and locked, or open and secret, or broken and closed or stuck: setting "
             "DoorFlags to such a pair keeps the open (or broken) state; the original kept the bits, meaningless"},
    {"items", "GetItemID leaves out magical items (IT_MAGICAL) from mundane, minor and major picks by the item's own "
              "flag; the original read the flag of the Effect at the same index as the item, an unrelated resource"},
};

} // namespace

std::span<const KeptDifference> keptDifferences()
{
    return kKeptDifferences;
}

} // namespace incursion::game
