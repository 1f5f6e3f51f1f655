// The player's religion: the god it worships (the original's GodID) and its
// standing with every god (Character's FavourLev, Anger, SacVals, FavPenalty
// godFlags, PrayerTimeout and lastPulse, src/Prayer.cpp, src/Creature.cpp). Gods are keyed by their resource rather
// than by the original's god number, so a standing never moves when a module
// adds a god.
#pragma once

#include "module/binary_io.h"
#include "module/resource_manager.h"

#include <array>
#include <cstdint>
#include <map>

namespace incursion::game {

using module::ResourceId;

struct GodStanding {
    static constexpr size_t kSacrificeCategories = 10;     // MAX_SAC_CATS
    int16_t favourLevel = 0;
    int16_t anger = 0;
    int16_t favourPenalty = 0;      // percent of favour the god withholds
    uint16_t flags = 0;             // GS_FORSAKEN, GS_ANATHEMA ...
    // What sacrifices of each category earned, then the best single gift
    // (gainFavour without stacking), then gifts that stack.
    std::array<int32_t, kSacrificeCategories + 2> favour{};
    // Experience gains to go before the god hears a prayer again
    // (PrayerTimeout); the experience tick of its last pulse (lastPulse).
    int16_t prayerTimeout = 0;
    int32_t lastPulse = 0;

    friend bool operator==(const GodStanding&, const GodStanding&) = default;
};

class Religion {
public:
    static constexpr uint16_t GS_INVOLVED = 0x0001, GS_FORSAKEN = 0x0002, GS_ABANDONED = 0x0004,
                              GS_CROWNED = 0x0008, GS_PENANCE = 0x0010, GS_ANATHEMA = 0x0020,
                              GS_KNOWN_ANGER = 0x0040;

    ResourceId god = 0;     // worshipped; 0 for none
    // Every gain of experience counts (the original's xpTicks): the gods'
    // clock for prayer timeouts and pulses.
    int32_t experienceTicks = 0;

    // A god's standing; one never dealt with stands at zero.
    const GodStanding& standing(ResourceId god) const;
    GodStanding& standing(ResourceId god) { return standings_[god]; }
    // The favour gifts and sacrifices earned, before the god's own judgement
    // (EV_CALC_FAVOUR) and its penalty.
    int32_t rawFavour(ResourceId god) const;
    // The gods dealt with, in resource order.
    const std::map<ResourceId, GodStanding>& standings() const { return standings_; }
    std::map<ResourceId, GodStanding>& standings() { return standings_; }

    void save(module::ByteWriter& out) const;
    static Religion load(module::ByteReader& in);
    friend bool operator==(const Religion&, const Religion&) = default;

private:
    std::map<ResourceId, GodStanding> standings_;
};

} // namespace incursion::game
