#include "game/feature_object.h"

namespace incursion::game {

namespace {
constexpr uint8_t kFeatureStateVersion = 1;
}

std::string FeatureObject::describe() const
{
    return "feature \"" + name + "\"";
}

void FeatureObject::saveState(world::ByteWriter& out) const
{
    out.u8(kFeatureStateVersion);
    out.u8(otherFlags);
}

void FeatureObject::loadState(world::ByteReader& in)
{
    if (const uint8_t version = in.u8("feature state version"); version != kFeatureStateVersion)
        in.fail("unknown feature state version " + std::to_string(version));
    otherFlags = in.u8("feature flags");
}

} // namespace incursion::game
