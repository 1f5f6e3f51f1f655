// Checks a world against its schema's rules and fixes what they find.
//
//   WorldChecker checker(schema, grid);
//   checker.checkAll();
//   grid.set(x, y, road, 1);
//   checker.recheckAround(x, y);        // only the cells an edit can affect
//   for (const Problem& p : checker.problems()) ... checker.message(p) ...
//
// Errors and warnings are kept and updated around each edit: a rule about one
// cell is re-checked on the edited cell, a neighbour rule on the edited cell
// and its four neighbours. A landmass rule keeps the landmasses as runs of
// land per row (landmass.h) and its matching cells per landmass: an edit that
// leaves land land updates that landmass's cells only; one that turns land to
// sea or back rebuilds the runs (one O(cells) pass).
// Information (severity info, e.g. "mountains without a road are
// impassable") is not kept: it is a plain function of the cells, evaluated
// when problems() or count() is asked, so a world with millions of notes
// costs no memory for them.
#pragma once

#include "worldmap/cell_matcher.h"
#include "worldmap/landmass.h"
#include "worldmap/schema.h"
#include "worldmap/world_grid.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace incursion::worldmap {

struct Problem {
    int x = 0;
    int y = 0;
    int rule = 0;           // index into Schema::rules

    friend bool operator==(const Problem&, const Problem&) = default;
};

class WorldChecker {
public:
    // Keeps references to both; the grid may change between checks.
    WorldChecker(const Schema& schema, const WorldGrid& grid);

    // Checks every cell. Returns false when `cancel` was set before it ended
    // (looked at every few thousand cells): the problems are then incomplete
    // until the next checkAll().
    bool checkAll(const std::atomic<bool>* cancel = nullptr);
    // After cell x,y changed.
    void recheckAround(int x, int y);

    // By row, column, then rule order.
    std::vector<Problem> problems() const;
    // The errors and warnings only, in the same order: what is kept, without
    // evaluating the notes (a pass over every cell), so cheap after each edit.
    std::vector<Problem> keptProblems() const;
    size_t problemCount() const;
    bool has(const Problem& problem) const;
    size_t count(Severity severity) const;

    const Rule& rule(const Problem& problem) const { return m_schema.rules[size_t(problem.rule)]; }
    // The rule's message with what the cell holds ("mountains are treeless
    // (vegetation=light forest)", "elevation 6 outside its range 0..4").
    std::string message(const Problem& problem) const;
    // What the fix sets, "vegetation=wasteland"; empty when the rule has none.
    std::string fixDescription(const Problem& problem) const;

private:
    struct LandmassState {
        Landmasses landmasses;
        std::map<uint32_t, std::set<uint32_t>> members;     // landmass -> its matching cells
    };

    bool storedRule(size_t rule) const;
    bool cellProblem(size_t cell, size_t rule) const { return (problemMask(cell, uint64_t(1) << rule) >> rule) & 1; }
    // The rules among `rules` (a bit each; not landmass rules) the cell breaks.
    uint64_t problemMask(size_t cell, uint64_t rules) const;
    void checkCell(size_t cell, bool neighbourRulesOnly, bool fresh);
    void setProblem(size_t cell, size_t rule, bool present);
    // False when `cancel` was set before it ended (the rule's landmasses are then dropped).
    bool relabel(size_t rule, const std::atomic<bool>* cancel = nullptr);
    void updateLandmass(size_t rule, uint32_t label);

    const Schema& m_schema;
    const WorldGrid& m_grid;
    std::vector<CellMatcher> m_when;
    std::vector<CellMatcher> m_then;
    std::vector<CellMatcher> m_land;
    // Per channel and byte, a bit per rule: its `when` passes; its `then` fails.
    std::array<std::array<uint64_t, 256>, 3> m_whenBits{};
    std::array<std::array<uint64_t, 256>, 3> m_brokenBits{};
    uint64_t m_neighbourRules = 0;
    uint64_t m_storedCellRules = 0;          // kept, checked per cell (not landmass rules)
    uint64_t m_evaluatedRules = 0;           // information, evaluated on demand
    std::map<size_t, LandmassState> m_landmasses;           // by rule index
    std::set<uint64_t> m_problems;                          // cell << 16 | rule, kept rules only
};

// Applies the problem's fix to the grid (nothing for a rule without one).
void applyFix(const Schema& schema, WorldGrid& grid, const Problem& problem);

// Fixes every problem with a fix, re-checking after each, until none is left
// or a pass changes nothing. Returns the number of fixes applied.
size_t fixAll(const Schema& schema, WorldGrid& grid, WorldChecker& checker);

} // namespace incursion::worldmap
