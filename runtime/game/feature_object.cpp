#include "game/feature_object.h"

#include <string>

namespace incursion::game {

namespace {
// 2: an altar's god; 3: its stati.
constexpr uint8_t kFeatureStateVersion = 3;
}

std::string FeatureObject::describe() const
{
    return "feature \"" + name + "\"";
}

void FeatureObject::saveState(world::ByteWriter& out) const
{
    out.u8(kFeatureStateVersion);
    out.u8(otherFlags);
    out.u8(uint8_t(setAside.kind));
    out.u8(setAside.state);
    out.u32(setAside.resource);
    out.u32(trapEffect);
    out.u32(god);
    writeStati(out, stati);
}

void FeatureObject::loadState(world::ByteReader& in)
{
    const uint8_t version = in.u8("feature state version");
    if (version < 1 || version > kFeatureStateVersion)
        in.fail("unknown feature state version " + std::to_string(version));
    otherFlags = in.u8("feature flags");
    const uint8_t kind = in.u8("feature kind");
    if (kind > map::kLastFeatureKind)
        in.fail("unknown feature kind " + std::to_string(kind));
    setAside.kind = map::FeatureKind(kind);
    setAside.state = in.u8("feature state");
    if (setAside.kind != map::FeatureKind::None)
        if (const std::string why = map::invalidFeatureState(setAside.kind, setAside.state); !why.empty())
            in.fail(why);
    setAside.resource = in.u32("feature resource");
    trapEffect = in.u32("trap effect");
    god = version >= 2 ? in.u32("altar god") : 0;
    stati = version >= 3 ? readStati(in, true) : std::vector<StatusEffect>{};
}

} // namespace incursion::game
