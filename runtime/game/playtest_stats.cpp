#include "game/playtest_stats.h"

#include <algorithm>

namespace incursion::game {

namespace {
constexpr uint8_t kStatsVersion = 1;
}

LevelStats& PlaytestStats::level(int32_t depth)
{
    const auto found = std::find_if(levels.begin(), levels.end(), [&](const LevelStats& s) { return s.depth == depth; });
    if (found != levels.end())
        return *found;
    levels.push_back(LevelStats{});
    levels.back().depth = depth;
    return levels.back();
}

void PlaytestStats::save(module::ByteWriter& out) const
{
    out.u8(kStatsVersion);
    out.count(levels.size(), "levels");
    for (const LevelStats& s : levels) {
        out.i32(s.depth);
        out.u64(s.turns);
        out.count(s.kills.size(), "kills");
        for (const auto& [name, count] : s.kills) {
            out.string(name);
            out.i32(count);
        }
        out.u64(uint64_t(s.damageDealt));
        out.u64(uint64_t(s.damageTaken));
        out.i32(s.spellsCast);
    }
    out.u64(handlersRun);
    out.count(unimplementedCalls.size(), "unimplemented calls");
    for (const auto& [name, count] : unimplementedCalls) {
        out.string(name);
        out.u64(count);
    }
}

PlaytestStats PlaytestStats::load(module::ByteReader& in)
{
    if (in.u8("statistics version") != kStatsVersion)
        in.fail("unknown statistics version");
    PlaytestStats stats;
    stats.levels.resize(in.count(24, "levels"));
    for (LevelStats& s : stats.levels) {
        s.depth = in.i32("depth");
        s.turns = in.u64("turns");
        const uint32_t kills = in.count(8, "kills");
        for (uint32_t i = 0; i < kills; ++i) {
            std::string name = in.string("monster name");
            s.kills[std::move(name)] = in.i32("kill count");
        }
        s.damageDealt = int64_t(in.u64("damage dealt"));
        s.damageTaken = int64_t(in.u64("damage taken"));
        s.spellsCast = in.i32("spells cast");
    }
    stats.handlersRun = in.u64("handlers run");
    const uint32_t calls = in.count(12, "unimplemented calls");
    for (uint32_t i = 0; i < calls; ++i) {
        std::string name = in.string("API name");
        stats.unimplementedCalls[std::move(name)] = in.u64("call count");
    }
    return stats;
}

} // namespace incursion::game
