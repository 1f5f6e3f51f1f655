// The problems of a vault, the same for the studio (Problems dock) and for
// `incc vault check`:
//
//  errors    a row of another length than the first ("Mismatched grid
//            line", as the original compiler said); a character with no
//            legend entry and no built-in meaning; a legend entry naming a
//            resource the module does not have (a warning when the module
//            `Requires` others); a grid a Dungeon lists in its Specials that
//            does not fit its level; a grid the generator refuses to draw;
//  warnings  a character defined twice in the legend (the first wins); a
//            grid a Dungeon may choose as a room that does not fit its panel
//            less 2 cells each side (it is never chosen); open cells no
//            corridor can reach.
//
// Reachability is the generator's own: the vault is drawn by
// map::drawVault on a small level of rock, open cells are grouped by
// map::findComponents (terrain that does not block movement, 8 neighbours,
// doors count as open), and a group is reached when one of its cells is next
// (orthogonally, as tunnels run) to a cell a tunnel may dig from outside (any
// cell but the vault's protected ones: the rock around it and its `%` skin),
// or holds the TILE_START cell.
//
// Every problem has the file, line and column it is about and, when it is
// about a cell, the cell (x, y; 0-based, as in the grid).
#pragma once

#include "module/resource_manager.h"
#include "vault/vault_model.h"

#include <string>
#include <vector>

namespace incursion::vault {

struct Problem {
    enum class Severity : uint8_t { Warning, Error };
    Severity severity = Severity::Error;
    std::string path;
    uint32_t line = 0;
    uint32_t column = 0;
    int x = -1;                         // the cell, or -1
    int y = -1;
    std::string message;

    bool isError() const { return severity == Severity::Error; }
    // "PATH:LINE:COLUMN: error: MESSAGE [cell X,Y]"
    std::string text() const;
};

// The problems of `vault` read from `front`. Without `manager` (the module
// built from the same sources, or null when it did not build) only the
// source checks run; with it, placement and reachability too.
std::vector<Problem> validateVault(const Vault& vault, const script::CheckResult& front,
                                   const module::ResourceManager* manager);

bool hasErrors(const std::vector<Problem>& problems);

} // namespace incursion::vault
