#include "worldmap/world_checker.h"

#include "worldmap/landmass.h"

#include <algorithm>
#include <array>

namespace incursion::worldmap {
namespace {

constexpr std::array<std::array<int, 2>, 4> kSides{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};

uint64_t problemKey(size_t cell, size_t rule)
{
    return uint64_t(cell) << 16 | uint64_t(rule);
}

// The values of the condition's fields at a cell, "vegetation=light forest".
std::string describeCell(const Schema& schema, const Condition& condition, const uint8_t* rgb)
{
    std::string text;
    for (const Condition::Term& term : condition.terms) {
        const Field& field = schema.fields[size_t(term.field)];
        text += (text.empty() ? "" : ", ") + field.name + "=" + field.valueName(WorldGrid::fieldOf(rgb, field));
    }
    return text;
}

} // namespace

WorldChecker::WorldChecker(const Schema& schema, const WorldGrid& grid) : m_schema(schema), m_grid(grid)
{
    for (const Rule& rule : schema.rules) {
        if (rule.kind == RuleKind::Range) {
            // The cells whose field holds a valid value pass.
            Condition valid;
            Condition::Term term{rule.field, {}};
            for (int v = 0; v < schema.fields[size_t(rule.field)].validCount(); ++v)
                term.values.push_back(v);
            valid.terms.push_back(term);
            m_when.emplace_back();
            m_then.emplace_back(schema, valid);
        } else {
            m_when.emplace_back(schema, rule.when);
            m_then.push_back(rule.kind == RuleKind::Note ? CellMatcher::never() : CellMatcher(schema, rule.then));
        }
        m_land.emplace_back(schema, rule.land);
    }
}

void WorldChecker::setProblem(size_t cell, size_t rule, bool present)
{
    if (present)
        m_problems.insert(problemKey(cell, rule));
    else
        m_problems.erase(problemKey(cell, rule));
}

void WorldChecker::checkCell(size_t cell, bool neighbourRulesOnly, bool fresh)
{
    const uint8_t* rgb = m_grid.cell(cell);
    const int x = int(cell % size_t(m_grid.width()));
    const int y = int(cell / size_t(m_grid.width()));
    for (size_t r = 0; r < m_schema.rules.size(); ++r) {
        const RuleKind kind = m_schema.rules[r].kind;
        if (kind == RuleKind::LandmassPair || (neighbourRulesOnly && kind != RuleKind::Neighbour))
            continue;
        bool problem = false;
        if (m_when[r].matches(rgb)) {
            if (kind == RuleKind::Neighbour) {
                problem = true;
                for (const auto& [dx, dy] : kSides)
                    if (m_grid.contains(x + dx, y + dy) && m_then[r].matches(m_grid.cell(m_grid.index(x + dx, y + dy))))
                        problem = false;
            } else {
                problem = !m_then[r].matches(rgb);
            }
        }
        // A fresh check starts from no problems: only finds need recording.
        if (problem || !fresh)
            setProblem(cell, r, problem);
    }
}

void WorldChecker::relabel(size_t rule)
{
    LandmassState& state = m_landmasses[rule];
    state.labels = labelLandmasses(m_grid, m_land[rule]);
    state.matched.clear();
    for (auto it = m_problems.begin(); it != m_problems.end();)
        it = (*it & 0xFFFF) == rule ? m_problems.erase(it) : std::next(it);
    const size_t cells = m_grid.cellCount();
    for (size_t i = 0; i < cells; ++i)
        if (state.labels[i] != 0 && m_when[rule].matches(m_grid.cell(i)))
            state.matched[state.labels[i]].insert(uint32_t(i));
    for (const auto& [label, members] : state.matched)
        if (members.size() == 1)
            setProblem(*members.begin(), rule, true);
}

void WorldChecker::updateLandmass(size_t rule, uint32_t label)
{
    LandmassState& state = m_landmasses[rule];
    const auto it = state.matched.find(label);
    if (it == state.matched.end())
        return;
    for (const uint32_t cell : it->second)
        setProblem(cell, rule, it->second.size() == 1);
    if (it->second.empty())
        state.matched.erase(it);
}

void WorldChecker::checkAll()
{
    m_problems.clear();
    const size_t cells = m_grid.cellCount();
    for (size_t i = 0; i < cells; ++i)
        checkCell(i, false, true);
    for (size_t r = 0; r < m_schema.rules.size(); ++r)
        if (m_schema.rules[r].kind == RuleKind::LandmassPair)
            relabel(r);
}

void WorldChecker::recheckAround(int x, int y)
{
    const size_t cell = m_grid.index(x, y);
    checkCell(cell, false, false);
    for (const auto& [dx, dy] : kSides)
        if (m_grid.contains(x + dx, y + dy))
            checkCell(m_grid.index(x + dx, y + dy), true, false);
    for (size_t r = 0; r < m_schema.rules.size(); ++r) {
        if (m_schema.rules[r].kind != RuleKind::LandmassPair)
            continue;
        if (!m_landmasses.contains(r)) {
            relabel(r);
            continue;
        }
        LandmassState& state = m_landmasses[r];
        const bool isLand = m_land[r].matches(m_grid.cell(cell));
        if (isLand != (state.labels[cell] != 0)) {
            relabel(r);
            continue;
        }
        if (!isLand)
            continue;
        const uint32_t label = state.labels[cell];
        std::set<uint32_t>& members = state.matched[label];
        if (m_when[r].matches(m_grid.cell(cell)))
            members.insert(uint32_t(cell));
        else if (members.erase(uint32_t(cell)))
            setProblem(cell, r, false);
        updateLandmass(r, label);
    }
}

bool WorldChecker::has(const Problem& problem) const
{
    return m_grid.contains(problem.x, problem.y) &&
           m_problems.contains(problemKey(m_grid.index(problem.x, problem.y), size_t(problem.rule)));
}

std::vector<Problem> WorldChecker::problems() const
{
    std::vector<Problem> list;
    list.reserve(m_problems.size());
    const size_t width = size_t(m_grid.width());
    for (const uint64_t key : m_problems) {
        const size_t cell = size_t(key >> 16);
        list.push_back(Problem{int(cell % width), int(cell / width), int(key & 0xFFFF)});
    }
    return list;
}

size_t WorldChecker::count(Severity severity) const
{
    size_t n = 0;
    for (const uint64_t key : m_problems)
        n += m_schema.rules[size_t(key & 0xFFFF)].severity == severity;
    return n;
}

std::string WorldChecker::message(const Problem& problem) const
{
    const Rule& r = rule(problem);
    const uint8_t* rgb = m_grid.cell(m_grid.index(problem.x, problem.y));
    if (r.kind == RuleKind::Range) {
        const Field& field = m_schema.fields[size_t(r.field)];
        return field.name + " " + std::to_string(WorldGrid::fieldOf(rgb, field)) + " outside its range 0.." +
               std::to_string(field.validCount() - 1);
    }
    Condition shown = r.when;
    shown.terms.insert(shown.terms.end(), r.then.terms.begin(), r.then.terms.end());
    if (r.kind == RuleKind::Neighbour || r.kind == RuleKind::LandmassPair)
        shown = r.when;
    return r.message + " (" + describeCell(m_schema, shown, rgb) + ")";
}

std::string WorldChecker::fixDescription(const Problem& problem) const
{
    const Rule& r = rule(problem);
    if (r.kind == RuleKind::Range) {
        const Field& field = m_schema.fields[size_t(r.field)];
        return field.name + "=" + field.valueName(field.validCount() - 1);
    }
    std::string text;
    for (const Assignment& assignment : r.fix) {
        const Field& field = m_schema.fields[size_t(assignment.field)];
        text += (text.empty() ? "" : ", ") + field.name + "=" + field.valueName(assignment.value);
    }
    return text;
}

void applyFix(const Schema& schema, WorldGrid& grid, const Problem& problem)
{
    const Rule& rule = schema.rules[size_t(problem.rule)];
    if (rule.kind == RuleKind::Range) {
        const Field& field = schema.fields[size_t(rule.field)];
        grid.set(problem.x, problem.y, field, field.validCount() - 1);
        return;
    }
    for (const Assignment& assignment : rule.fix)
        grid.set(problem.x, problem.y, schema.fields[size_t(assignment.field)], assignment.value);
}

size_t fixAll(const Schema& schema, WorldGrid& grid, WorldChecker& checker)
{
    size_t applied = 0;
    // A fix may raise another rule's problem (a clamped elevation makes
    // mountains, whose trees then go); each pass fixes what is left. The pass
    // limit guards schema files whose fixes undo each other.
    for (int pass = 0; pass < 16; ++pass) {
        size_t fixedThisPass = 0;
        for (const Problem& problem : checker.problems()) {
            const Rule& rule = schema.rules[size_t(problem.rule)];
            if ((rule.kind != RuleKind::Range && rule.fix.empty()) || !checker.has(problem))
                continue;
            const std::vector<uint8_t> before(grid.cell(grid.index(problem.x, problem.y)),
                                              grid.cell(grid.index(problem.x, problem.y)) + 3);
            applyFix(schema, grid, problem);
            checker.recheckAround(problem.x, problem.y);
            if (!std::equal(before.begin(), before.end(), grid.cell(grid.index(problem.x, problem.y))))
                ++fixedThisPass;
        }
        applied += fixedThisPass;
        if (fixedThisPass == 0)
            break;
    }
    return applied;
}

} // namespace incursion::worldmap
