#include "game/training.h"

#include "game/rules.h"
#include "module/binary_io.h"

#include <string>

namespace incursion::game {

int32_t Training::wearinessAdjustment(int32_t a) const
{
    if (weariness == Weariness::Rested)
        return 0;
    const bool exhausted = weariness == Weariness::Exhausted;
    if (a == rules::A_STR || a == rules::A_DEX || a == rules::A_CHA)
        return exhausted ? -6 : -2;
    if (a == rules::A_MOV || a == rules::A_SPD)
        return exhausted ? -5 : -2;
    return 0;
}

void Training::save(module::ByteWriter& out) const
{
    out.i32(fatigue);
    out.i32(maxFatigue);
    out.u8(workedOut ? 1 : 0);
    out.u8(uint8_t(weariness));
    for (int8_t ranks : skillRanks)
        out.u8(uint8_t(ranks));
    for (ResourceId klass : pseudoClasses)
        out.u32(klass);
    for (int32_t points : bonusSkillPoints)
        out.i32(points);
    for (int32_t points : spentSkillPoints)
        out.i32(points);
    for (const auto& columns : exercise)
        for (int16_t amount : columns)
            out.u16(uint16_t(amount));
}

void Training::load(module::ByteReader& in, bool withSpent)
{
    fatigue = in.i32("fatigue");
    maxFatigue = in.i32("maximum fatigue");
    workedOut = in.flag("fatigue worked out");
    const uint8_t state = in.u8("weariness");
    if (state > uint8_t(Weariness::Exhausted))
        in.fail("unknown weariness " + std::to_string(state));
    weariness = Weariness(state);
    for (int8_t& ranks : skillRanks)
        ranks = int8_t(in.u8("skill ranks"));
    for (ResourceId& klass : pseudoClasses)
        klass = in.u32("pseudo-class");
    for (int32_t& points : bonusSkillPoints)
        points = in.i32("bonus skill points");
    for (int32_t& points : spentSkillPoints)
        points = withSpent ? in.i32("spent skill points") : 0;
    for (auto& columns : exercise)
        for (int16_t& amount : columns)
            amount = int16_t(in.u16("exercise"));
}

} // namespace incursion::game
