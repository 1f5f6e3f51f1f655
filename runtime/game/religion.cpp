#include "game/religion.h"

#include <numeric>
#include <string>

namespace incursion::game {

namespace {
// 2: prayer timeouts, the last pulses and the experience ticks.
constexpr uint8_t kReligionVersion = 2;
}

const GodStanding& Religion::standing(ResourceId god) const
{
    static const GodStanding kNone;
    const auto found = standings_.find(god);
    return found == standings_.end() ? kNone : found->second;
}

int32_t Religion::rawFavour(ResourceId god) const
{
    const GodStanding& s = standing(god);
    return std::accumulate(s.favour.begin(), s.favour.end(), int32_t(0));
}

void Religion::save(module::ByteWriter& out) const
{
    out.u8(kReligionVersion);
    out.u32(god);
    out.i32(experienceTicks);
    out.count(standings_.size(), "gods");
    for (const auto& [id, s] : standings_) {
        out.u32(id);
        for (int16_t v : {s.favourLevel, s.anger, s.favourPenalty})
            out.u16(uint16_t(v));
        out.u16(s.flags);
        for (int32_t f : s.favour)
            out.i32(f);
        out.u16(uint16_t(s.prayerTimeout));
        out.i32(s.lastPulse);
    }
}

Religion Religion::load(module::ByteReader& in)
{
    const uint8_t version = in.u8("religion version");
    if (version < 1 || version > kReligionVersion)
        in.fail("unknown religion version " + std::to_string(version));
    Religion result;
    result.god = in.u32("god");
    if (version >= 2)
        result.experienceTicks = int32_t(in.u32("experience ticks"));
    const uint32_t gods = in.count(4 + 8 + 4 * (GodStanding::kSacrificeCategories + 2), "gods");
    for (uint32_t i = 0; i < gods; ++i) {
        const ResourceId id = in.u32("god resource");
        if (result.standings_.count(id))
            in.fail("a god's standing listed twice");
        GodStanding& s = result.standings_[id];
        for (int16_t* v : {&s.favourLevel, &s.anger, &s.favourPenalty})
            *v = int16_t(in.u16("standing"));
        s.flags = in.u16("god flags");
        for (int32_t& f : s.favour)
            f = int32_t(in.u32("favour"));
        if (version >= 2) {
            s.prayerTimeout = int16_t(in.u16("prayer timeout"));
            s.lastPulse = int32_t(in.u32("last pulse"));
        }
    }
    return result;
}

} // namespace incursion::game
