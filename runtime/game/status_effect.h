// A stati (status effect) as the original's Stati entries (inc/Defines.h,
// src/Status.cpp): creatures and items hold them (the original's Thing does).
#pragma once

#include "module/resource_manager.h"
#include "world/game_object.h"

#include <cstdint>
#include <vector>

namespace incursion::game {

struct StatusEffect {
    int32_t stati = 0;          // rules::BLIND, rules::ADJUST ...
    int32_t value = 0;          // what it applies to (ADJUST: the attribute)
    int32_t magnitude = 0;      // how much
    int32_t cause = 0;          // rules::SS_ENCH ...
    int32_t turnsLeft = -1;     // game turns; -1 for a permanent one
    module::ResourceId effect = 0;  // the effect that gave it, if any
    world::Handle source = world::kNoObject;
    int32_t casterLevel = 0;    // the level of the magic that gave it (dispelling and curses compare it)

    friend bool operator==(const StatusEffect&, const StatusEffect&) = default;
};

// The highest magnitude among `stati`'s entries of kind `kind`, or 0
// (a stati that does not stack, like RAGING, counts its strongest entry);
// with `value`, only the entries of that value (HighStatiMag(n, Val)).
int32_t highestMagnitude(const std::vector<StatusEffect>& stati, int32_t kind, int32_t value = -1);

// A list of stati in a saved game; states written before caster levels were
// kept load with `withCasterLevel` false (caster level 0).
void writeStati(world::ByteWriter& out, const std::vector<StatusEffect>& stati);
std::vector<StatusEffect> readStati(world::ByteReader& in, bool withCasterLevel);

} // namespace incursion::game
