#include "game/item_prereq_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/character_api.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/religion.h"
#include "game/script_host.h"
#include "game/skills.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <string>

namespace incursion::game::item_prereq_api {

using api_access::creatureArgument;
using api_access::gameOf;
using vm::HostCall;

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t ABIL_VAL = 1000, FEAT_VAL = 2000, SKILL_VAL = 3000, MFLAG_VAL = 6000, MTYPE_VAL = 7000,
                  ATTR_VAL = 10000, CLEV_VAL = 11000;
constexpr int32_t A_LUC = 6;
constexpr int32_t CA_TRICK_MAGIC = 130;
constexpr int32_t TEMPLATE = 71;
// The caster kinds the caster-level test adds up. The original's list ends
// at its first zero, SP_SORCERY, so primal casters never count there; we
// count as it did.
constexpr std::array<int32_t, 3> kCasterKinds = {0x0004 /* SP_ARCANE */, 0x0008 /* SP_DIVINE */,
                                                 0x0010 /* SP_BARDIC */};

bool inBand(int32_t id, int32_t base)
{
    return id >= base && id <= base + 999;
}

// The result, or nullopt with the call failed.
// rule: src/Skills.cpp, Creature::ItemPrereq.
std::optional<bool> meets(HostCall& call, Game& game, const Creature& c, int32_t id, int32_t required,
                          int32_t trickDc)
{
    if (character_api::hasAbility(c, CA_TRICK_MAGIC, false) &&
        skillLevel(game, c, skill::BLUFF) + skillLevel(game, c, skill::USE_MAGIC) >= trickDc)
        return true;
    if (inBand(id, ABIL_VAL) && character_api::hasAbility(c, id - ABIL_VAL, false) &&
        character_api::abilityLevel(c, id - ABIL_VAL) >= required)
        return true;
    if (inBand(id, FEAT_VAL) && character_api::hasFeat(game, c, id - FEAT_VAL, false))
        return true;
    if (inBand(id, SKILL_VAL) && character_api::hasSkill(game, c, id - SKILL_VAL) &&
        skillLevel(game, c, id - SKILL_VAL) >= required)
        return true;
    if (inBand(id, MTYPE_VAL) && c.isType(id - MTYPE_VAL))
        return true;
    if (inBand(id, MFLAG_VAL) && c.hasFlag(int16_t(id - MFLAG_VAL)))
        return true;
    if (inBand(id, ATTR_VAL)) {
        if (id - ATTR_VAL > A_LUC)
            return call.fail("ItemPrereq: " + std::to_string(id - ATTR_VAL) + " is no attribute (A_STR to A_LUC)"),
                   std::optional<bool>();
        return c.attribute(id - ATTR_VAL) >= required;
    }
    if (inBand(id, CLEV_VAL)) {
        std::array<int32_t, kCasterKinds.size()> levels{};
        for (const StatusEffect& s : c.stati)
            if (s.stati == rules::SPELL_ACCESS)
                for (size_t k = 0; k < kCasterKinds.size(); ++k)
                    if (s.value & (id - CLEV_VAL) & kCasterKinds[k])
                        levels[k] = std::max(levels[k], s.magnitude);
        int32_t total = 0;
        for (int32_t level : levels)
            total += level;
        return total >= required;
    }
    if (id <= 0xFFFF)
        return false;
    const auto resource = module::view(game.resources(), ResourceId(id));
    if (!resource)
        return false;
    const CharacterSheet* sheet = c.character ? &*c.character : nullptr;
    switch (resource->kind()) {
    case core::ResourceKind::Monster: return c.monster == ResourceId(id);
    case core::ResourceKind::God: return c.isPlayer && game.religion().god == ResourceId(id);
    case core::ResourceKind::Class: return sheet && sheet->levelAs(ResourceId(id)) >= required;
    case core::ResourceKind::Race: return sheet && sheet->race == ResourceId(id);
    case core::ResourceKind::Template:
        return std::any_of(c.stati.begin(), c.stati.end(), [&](const StatusEffect& s) {
            return s.stati == TEMPLATE && s.effect == ResourceId(id);
        });
    case core::ResourceKind::Region:
    case core::ResourceKind::Terrain: {
        const Level* level = game.levelObject(c.map());
        if (!level || !level->map().contains(c.x, c.y))
            return false;
        const map::Map& m = level->map();
        if (resource->kind() == core::ResourceKind::Terrain)
            return m.terrainResource(c.x, c.y) == ResourceId(id);
        const map::Region* region = m.regionAt(c.x, c.y);
        return region && region->resource == ResourceId(id);
    }
    default: return false;
    }
}

int32_t itemPrereq(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    const std::optional<bool> result =
        meets(call, *gameOf(call), *c, call.arg(1), int16_t(call.arg(2)), int16_t(call.arg(3)));
    return result.value_or(false);
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i16 = ValueType::Int16;
    api.push_back(member(kCreature, "ItemPrereq", ValueType::Bool,
                         {param(ValueType::Resource, "xID"), param(i16, "ReqLevel"), param(i16, "TrickDC")},
                         &itemPrereq));
}

} // namespace incursion::game::item_prereq_api
