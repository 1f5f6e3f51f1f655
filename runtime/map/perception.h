// Perception: which of a viewer's senses catch each creature, as a layer over
// the field of view. The senses are the ones the Incursion design names:
// sight, infravision, tremorsense, blindsight and telepathy. The rules and
// where they come from (the original game's Creature::Perceives and
// Map::VisionThing, src/Vision.cpp) are in perception.cpp, one per sense.
//
// The caller computes the viewer's field of view first, with its light
// radius and a radius of at least fieldOfViewRadius(senses) (or unlimited),
// then asks about creatures. Ranges are in the original's distance: the
// longer axis plus half the shorter one (senseDistance).
#pragma once

#include "map/field_of_view.h"

#include <cstdint>
#include <span>
#include <vector>

namespace incursion::map {

enum class Sense : uint8_t {
    Sight = 1 << 0,
    Infravision = 1 << 1,
    Tremorsense = 1 << 2,
    Blindsight = 1 << 3,
    Telepathy = 1 << 4,
};

// The senses that caught a creature; empty means it is not perceived.
class SenseSet {
public:
    constexpr SenseSet() = default;
    constexpr SenseSet(Sense sense) : m_bits(uint8_t(sense)) {}
    constexpr bool has(Sense sense) const { return m_bits & uint8_t(sense); }
    constexpr bool empty() const { return m_bits == 0; }
    constexpr void add(Sense sense) { m_bits |= uint8_t(sense); }
    constexpr uint8_t bits() const { return m_bits; }
    constexpr SenseSet operator|(SenseSet other) const { return fromBits(uint8_t(m_bits | other.m_bits)); }
    constexpr bool operator==(const SenseSet&) const = default;
    static constexpr SenseSet fromBits(uint8_t bits)
    {
        SenseSet set;
        set.m_bits = bits;
        return set;
    }

private:
    uint8_t m_bits = 0;
};

constexpr SenseSet operator|(Sense a, Sense b) { return SenseSet(a) | SenseSet(b); }

// A viewer's senses as ranges in squares (senseDistance); 0 = lacks the sense.
// Sight 0 is a blind viewer. The original's typical values: sight 15,
// infravision 6 (racial), the others from monster abilities.
struct Senses {
    int sight = 0;
    int infravision = 0;
    int tremorsense = 0;
    int blindsight = 0;
    int telepathy = 0;
};

struct Viewer {
    int x = 0;
    int y = 0;
    Senses senses;
};

// What perception needs to know of a creature.
struct PerceptionTarget {
    int x = 0;
    int y = 0;
    bool flying = false;   // not touching the ground: flying, levitating, incorporeal
    bool mindless = false; // no mind to read: mindless creatures and undead
    bool warm = false;     // gives off body heat
};

// The original's distance: the longer axis plus half the shorter (rounded down).
int senseDistance(int dx, int dy);

// Beyond this distance nothing is perceived, whatever the senses (the original
// stops there too).
constexpr int kMaxPerceptionDistance = 30;

// The smallest field-of-view radius (dx² + dy² <= r²) that contains every
// square within the sight, infravision and blindsight ranges.
int fieldOfViewRadius(const Senses& senses);

// How `viewer` perceives `target`. `sight` is the viewer's field of view
// (computed with its light). `unobstructed`, if given, is a field of view over
// the cells that block movement rather than sight (for blindsight, which
// passes fog and darkness but not walls); without it blindsight uses `sight`'s
// cells in view, which is the same on a map where exactly the walls block sight.
SenseSet perceive(const Viewer& viewer, const PerceptionTarget& target, const VisibilityMap& sight,
                  const VisibilityMap* unobstructed = nullptr);

// perceive() for each target, in order.
std::vector<SenseSet> perceiveAll(const Viewer& viewer, std::span<const PerceptionTarget> targets,
                                  const VisibilityMap& sight, const VisibilityMap* unobstructed = nullptr);

} // namespace incursion::map
