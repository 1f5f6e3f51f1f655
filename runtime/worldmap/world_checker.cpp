#include "worldmap/world_checker.h"

#include "worldmap/edges.h"

#include <algorithm>
#include <array>
#include <bit>

namespace incursion::worldmap {
namespace {

// How often a full check looks whether it was cancelled.
constexpr size_t kCellsBetweenLooks = 1 << 14;

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
        const size_t r = m_land.size() - 1;
        const uint64_t bit = uint64_t(1) << r;
        if (rule.kind == RuleKind::LandmassPair)
            continue;
        for (int c = 0; c < 3; ++c)
            for (int byte = 0; byte < 256; ++byte) {
                if (m_when[r].channelMatches(Channel(c), uint8_t(byte)))
                    m_whenBits[size_t(c)][size_t(byte)] |= bit;
                if (!m_then[r].channelMatches(Channel(c), uint8_t(byte)))
                    m_brokenBits[size_t(c)][size_t(byte)] |= bit;
            }
        if (rule.kind == RuleKind::Neighbour)
            m_neighbourRules |= bit;
        (storedRule(r) ? m_storedCellRules : m_evaluatedRules) |= bit;
    }
}

bool WorldChecker::storedRule(size_t rule) const
{
    const Rule& r = m_schema.rules[rule];
    return r.severity != Severity::Info || r.kind == RuleKind::LandmassPair;
}

uint64_t WorldChecker::problemMask(size_t cell, uint64_t rules) const
{
    const uint8_t* rgb = m_grid.cell(cell);
    const uint64_t when = m_whenBits[0][rgb[0]] & m_whenBits[1][rgb[1]] & m_whenBits[2][rgb[2]] & rules;
    if (!when)
        return 0;
    const uint64_t broken = m_brokenBits[0][rgb[0]] | m_brokenBits[1][rgb[1]] | m_brokenBits[2][rgb[2]];
    uint64_t found = when & broken & ~m_neighbourRules;
    uint64_t neighbourRules = when & m_neighbourRules;
    if (!neighbourRules)
        return found;
    const int x = int(cell % size_t(m_grid.width()));
    const int y = int(cell / size_t(m_grid.width()));
    for (; neighbourRules; neighbourRules &= neighbourRules - 1) {
        const int r = std::countr_zero(neighbourRules);
        bool met = false;
        for (const auto& [dx, dy] : kEdgeSteps)
            met = met || (m_grid.contains(x + dx, y + dy) && m_then[size_t(r)].matches(m_grid.cell(m_grid.index(x + dx, y + dy))));
        if (!met)
            found |= uint64_t(1) << r;
    }
    return found;
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
    const uint64_t rules = neighbourRulesOnly ? m_storedCellRules & m_neighbourRules : m_storedCellRules;
    const uint64_t found = problemMask(cell, rules);
    // A fresh check starts from no problems: only finds need recording.
    for (uint64_t bits = fresh ? found : rules; bits; bits &= bits - 1) {
        const int r = std::countr_zero(bits);
        setProblem(cell, size_t(r), (found >> r) & 1);
    }
}

bool WorldChecker::relabel(size_t rule, const std::atomic<bool>* cancel)
{
    LandmassState& state = m_landmasses[rule];
    state = LandmassState{Landmasses(m_grid, m_land[rule]), {}};
    for (auto it = m_problems.begin(); it != m_problems.end();)
        it = (*it & 0xFFFF) == rule ? m_problems.erase(it) : std::next(it);
    const size_t width = size_t(m_grid.width());
    const size_t cells = m_grid.cellCount();
    for (size_t i = 0; i < cells; ++i) {
        if (i % kCellsBetweenLooks == 0 && cancel && cancel->load(std::memory_order_relaxed)) {
            m_landmasses.erase(rule);
            return false;
        }
        if (m_when[rule].matches(m_grid.cell(i)))
            if (const uint32_t label = state.landmasses.labelOf(int(i % width), int(i / width)))
                state.members[label].insert(uint32_t(i));
    }
    for (const auto& [label, members] : state.members)
        if (members.size() == 1)
            setProblem(*members.begin(), rule, true);
    return true;
}

void WorldChecker::updateLandmass(size_t rule, uint32_t label)
{
    LandmassState& state = m_landmasses[rule];
    const auto it = state.members.find(label);
    if (it == state.members.end())
        return;
    for (const uint32_t cell : it->second)
        setProblem(cell, rule, it->second.size() == 1);
    if (it->second.empty())
        state.members.erase(it);
}

bool WorldChecker::checkAll(const std::atomic<bool>* cancel)
{
    const auto cancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    m_problems.clear();
    m_landmasses.clear();
    const size_t cells = m_grid.cellCount();
    for (size_t start = 0; start < cells; start += kCellsBetweenLooks) {
        if (cancelled())
            return false;
        for (size_t i = start; i < std::min(cells, start + kCellsBetweenLooks); ++i)
            checkCell(i, false, true);
    }
    for (size_t r = 0; r < m_schema.rules.size(); ++r)
        if (m_schema.rules[r].kind == RuleKind::LandmassPair && (cancelled() || !relabel(r, cancel)))
            return false;
    return true;
}

void WorldChecker::recheckAround(int x, int y)
{
    const size_t cell = m_grid.index(x, y);
    checkCell(cell, false, false);
    for (const auto& [dx, dy] : kEdgeSteps)
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
        const uint32_t label = state.landmasses.labelOf(x, y);
        if (isLand != (label != 0)) {
            relabel(r);
            continue;
        }
        if (!isLand)
            continue;
        std::set<uint32_t>& members = state.members[label];
        if (m_when[r].matches(m_grid.cell(cell))) {
            members.insert(uint32_t(cell));
        } else if (members.erase(uint32_t(cell))) {
            setProblem(cell, r, false);
        }
        updateLandmass(r, label);
    }
}

bool WorldChecker::has(const Problem& problem) const
{
    if (!m_grid.contains(problem.x, problem.y) || problem.rule < 0 || size_t(problem.rule) >= m_schema.rules.size())
        return false;
    const size_t cell = m_grid.index(problem.x, problem.y);
    if (!storedRule(size_t(problem.rule)))
        return cellProblem(cell, size_t(problem.rule));
    return m_problems.contains(problemKey(cell, size_t(problem.rule)));
}

std::vector<Problem> WorldChecker::problems() const
{
    std::vector<uint64_t> keys(m_problems.begin(), m_problems.end());
    if (m_evaluatedRules) {
        const size_t cells = m_grid.cellCount();
        for (size_t i = 0; i < cells; ++i)
            for (uint64_t found = problemMask(i, m_evaluatedRules); found; found &= found - 1)
                keys.push_back(problemKey(i, size_t(std::countr_zero(found))));
        std::sort(keys.begin(), keys.end());
    }
    std::vector<Problem> list;
    list.reserve(keys.size());
    const size_t width = size_t(m_grid.width());
    for (const uint64_t key : keys) {
        const size_t cell = size_t(key >> 16);
        list.push_back(Problem{int(cell % width), int(cell / width), int(key & 0xFFFF)});
    }
    return list;
}

std::vector<Problem> WorldChecker::keptProblems() const
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
    uint64_t evaluated = 0;
    for (uint64_t bits = m_evaluatedRules; bits; bits &= bits - 1)
        if (m_schema.rules[size_t(std::countr_zero(bits))].severity == severity)
            evaluated |= bits & -bits;
    if (evaluated) {
        const size_t cells = m_grid.cellCount();
        for (size_t i = 0; i < cells; ++i)
            n += size_t(std::popcount(problemMask(i, evaluated)));
    }
    return n;
}

size_t WorldChecker::problemCount() const
{
    return count(Severity::Error) + count(Severity::Warning) + count(Severity::Info);
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
