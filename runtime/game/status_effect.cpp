#include "game/status_effect.h"

#include <algorithm>

namespace incursion::game {

int32_t highestMagnitude(const std::vector<StatusEffect>& stati, int32_t kind, int32_t value)
{
    int32_t high = 0;
    for (const StatusEffect& s : stati)
        if (s.stati == kind && (value == -1 || s.value == value))
            high = std::max(high, s.magnitude);
    return high;
}

void writeStati(world::ByteWriter& out, const std::vector<StatusEffect>& stati)
{
    out.count(stati.size(), "stati");
    for (const StatusEffect& s : stati) {
        for (int32_t v : {s.stati, s.value, s.magnitude, s.cause, s.turnsLeft})
            out.i32(v);
        out.u32(s.effect);
        out.u32(s.source);
        out.i32(s.casterLevel);
    }
}

std::vector<StatusEffect> readStati(world::ByteReader& in, bool withCasterLevel)
{
    std::vector<StatusEffect> stati(in.count(28, "stati"));
    for (StatusEffect& s : stati) {
        for (int32_t* v : {&s.stati, &s.value, &s.magnitude, &s.cause, &s.turnsLeft})
            *v = in.i32("stati value");
        s.effect = in.u32("stati effect");
        s.source = in.u32("stati source");
        s.casterLevel = withCasterLevel ? in.i32("stati caster level") : 0;
    }
    return stati;
}

} // namespace incursion::game
