#include "map/perception.h"

#include <algorithm>
#include <cstdlib>

namespace incursion::map {

int senseDistance(int dx, int dy)
{
    dx = std::abs(dx);
    dy = std::abs(dy);
    return dx > dy ? dx + dy / 2 : dy + dx / 2;
}

int fieldOfViewRadius(const Senses& senses)
{
    // senseDistance(dx, dy) <= R implies dx² + dy² <= (R + 1)²: the worst case
    // is an odd shorter axis, whose half is rounded down.
    const int range = std::min(std::max({senses.sight, senses.infravision, senses.blindsight}),
                               kMaxPerceptionDistance);
    return range + 1;
}

SenseSet perceive(const Viewer& viewer, const PerceptionTarget& target, const VisibilityMap& sight,
                  const VisibilityMap* unobstructed)
{
    const Senses& senses = viewer.senses;
    SenseSet caught;
    // The original measures with its dist() and counts an adjacent or shared
    // square as distance 1 (max(1, dist)); nothing is perceived beyond 30.
    const int distance = std::max(1, senseDistance(target.x - viewer.x, target.y - viewer.y));
    if (distance > kMaxPerceptionDistance)
        return caught;

    // Sight: the target's square is within sight range and seen, i.e. in the
    // field of view and either lit or within the viewer's own light. Original:
    // a player sees a creature when dist <= SightRange and the square is
    // marked visible; VisionThing marks a square visible when it is lit or
    // within the light range. A blind viewer (sight 0) sees nothing.
    if (senses.sight > 0 && distance <= senses.sight && sight.seen(target.x, target.y))
        caught.add(Sense::Sight);

    // Infravision: a warm creature within range whose square is in the field
    // of view, lit or not. The original treats infravision as darkvision (it
    // sees everything within range with line of sight and extends the light
    // range); the Incursion design and this engine treat it as heat sight, so
    // cold creatures (most undead, oozes, constructs) stay dark.
    if (senses.infravision > 0 && distance <= senses.infravision && target.warm
        && sight.inView(target.x, target.y))
        caught.add(Sense::Infravision);

    // Tremorsense: any creature touching the ground within range, through
    // walls and darkness. Original: TremorRange >= dist, no line-of-sight
    // test, and not if the target is aerial (flying, levitating, incorporeal,
    // on a flying mount) or paralysed.
    if (senses.tremorsense > 0 && distance <= senses.tremorsense && !target.flying)
        caught.add(Sense::Tremorsense);

    // Blindsight: within range, regardless of light, but not through walls.
    // Original: BlindRange >= dist and a line of fire (solid squares block,
    // darkness and obscuring terrain do not), not into a silence field, and a
    // hiding target escapes unless Listen beats its Move Silently. Silence
    // and hiding are the game's business; here it is range and line of fire.
    const VisibilityMap& lineOfFire = unobstructed ? *unobstructed : sight;
    if (senses.blindsight > 0 && distance <= senses.blindsight && lineOfFire.inView(target.x, target.y))
        caught.add(Sense::Blindsight);

    // Telepathy: any creature with a mind within range, through walls.
    // Original: TelepRange >= dist, no line-of-sight test, and not if the
    // target is mindless or undead (callers mark undead mindless).
    if (senses.telepathy > 0 && distance <= senses.telepathy && !target.mindless)
        caught.add(Sense::Telepathy);

    return caught;
}

std::vector<SenseSet> perceiveAll(const Viewer& viewer, std::span<const PerceptionTarget> targets,
                                  const VisibilityMap& sight, const VisibilityMap* unobstructed)
{
    std::vector<SenseSet> result;
    result.reserve(targets.size());
    for (const PerceptionTarget& target : targets)
        result.push_back(perceive(viewer, target, sight, unobstructed));
    return result;
}

} // namespace incursion::map
