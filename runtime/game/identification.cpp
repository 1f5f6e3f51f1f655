#include "game/identification.h"

#include "game/game.h"
#include "game/item.h"

#include "game/rules.h"
#include "map/level_random.h"
#include "module/resource_views.h"

#include <algorithm>
#include <string>

namespace incursion::game {

namespace {
constexpr uint8_t kIdentificationVersion = 2;    // 1: before the known creatures
using module::ResourceKind;
}

void Identification::assignFlavours(const module::ResourceManager& resources, uint64_t seed)
{
    flavour_.clear();
    known_.clear();
    knownCreatures_.clear();
    // Its own stream, so flavours move no other draw.
    map::LevelRandom random(uint32_t(seed ^ (seed >> 32) ^ 0x466c6176u));
    for (int32_t source : {rules::AI_POTION, rules::AI_SCROLL, rules::AI_WAND}) {
        std::vector<ResourceId> flavours;
        for (ResourceId id : resources.resources(module::kindBit(ResourceKind::Flavor))) {
            if (auto flavour = module::view<module::FlavorView>(resources, id); flavour && flavour->itemType() == source)
                flavours.push_back(id);
        }
        // Fisher-Yates with the seeded stream.
        for (size_t i = flavours.size(); i > 1; --i)
            std::swap(flavours[i - 1], flavours[size_t(random.below(int(i)))]);
        size_t next = 0;
        for (ResourceId id : resources.resources(module::kindBit(ResourceKind::Effect))) {
            auto effect = module::view<module::EffectView>(resources, id);
            const std::vector<int32_t> sources = effect->sources();
            if (std::find(sources.begin(), sources.end(), source) == sources.end())
                continue;
            if (next < flavours.size())
                flavour_[id] = flavours[next++];
        }
    }
}

ResourceId Identification::flavourOf(ResourceId effect) const
{
    const auto found = flavour_.find(effect);
    return found == flavour_.end() ? 0 : found->second;
}

void Identification::save(module::ByteWriter& out) const
{
    out.u8(kIdentificationVersion);
    out.count(flavour_.size(), "flavours");
    for (const auto& [effect, flavour] : flavour_) {
        out.u32(effect);
        out.u32(flavour);
    }
    out.count(known_.size(), "known effects");
    for (ResourceId effect : known_)
        out.u32(effect);
    out.count(knownCreatures_.size(), "known creatures");
    for (world::Handle creature : knownCreatures_)
        out.u32(creature);
}

Identification Identification::load(module::ByteReader& in)
{
    const uint8_t version = in.u8("identification version");
    if (version < 1 || version > kIdentificationVersion)
        in.fail("unknown identification version " + std::to_string(version));
    Identification result;
    const uint32_t flavours = in.count(8, "flavours");
    for (uint32_t i = 0; i < flavours; ++i) {
        const ResourceId effect = in.u32("effect");
        const ResourceId flavour = in.u32("flavour");
        if (!result.flavour_.emplace(effect, flavour).second)
            in.fail("effect listed twice among the flavours");
    }
    const uint32_t known = in.count(4, "known effects");
    for (uint32_t i = 0; i < known; ++i) {
        if (!result.known_.insert(in.u32("known effect")).second)
            in.fail("effect known twice");
    }
    if (version >= 2) {
        const uint32_t creatures = in.count(4, "known creatures");
        for (uint32_t i = 0; i < creatures; ++i)
            if (!result.knownCreatures_.insert(in.u32("known creature")).second)
                in.fail("creature known twice");
    }
    return result;
}

void makeKnown(Game& game, Item& it, uint8_t bits)
{
    it.known |= bits;
    if (bits & kKnownMagic)
        it.properties.knownQualities = 0xFF;    // QItem::MakeKnown
    if ((bits & kKnownMagic) && it.effect)
        game.identification().identify(it.effect);
}

} // namespace incursion::game
