// EA_CREATION (rule: src/Effects.cpp, Magic::Creation): the segment's rval
// made and put where its xval's CREA_ bits say:
//   - an Item: made known, its plus min(5, amount / 3), CREA_MANY making
//     yval (level scaled) of them;
//   - an Effect: a trap carrying it (CREA_TRAP, on the feature "trap"), or
//     else the item that carries that effect (the original's DungeonItems
//     by the effect's source), its plus max(5, amount / 3);
//   - a Feature: that feature (a door, a portal, another);
//   - none: an item carrying the effect itself (Item::GenItem).
// CREA_TEMP makes the thing SUMMONED for the spell's duration: an item winks
// out (item_stati.h), a feature (the Symbol spells' traps) too
// (feature_stati.h); CREA_WIELD gives it to the victim, CREA_XY puts it on
// the aimed cell, else it lies at the victim's feet.
#include "game/effect_archetypes.h"

#include "game/effect_carriers.h"
#include "game/feature_object.h"
#include "game/feature_stati.h"
#include "game/game.h"
#include "game/identification.h"
#include "game/rules.h"
#include "game/spell_engine.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game::effects {

using module::EffectValues;
using module::ResourceId;

namespace {

// The original's CREA_ bits (inc/Defines.h).
constexpr int32_t CREA_WIELD = 0x01, CREA_TEMP = 0x10, CREA_MANY = 0x20, CREA_TRAP = 0x40, CREA_XY = 0x80;
constexpr uint8_t kKnowsAll = 0xFF;     // MakeKnown(-1)

struct Made {
    Handle thing = world::kNoObject;
    bool isItem = false;
};

// An item of `item` carrying `effect` (0: its own), of that plus.
Handle makeItem(Game& game, ResourceId item, ResourceId effect, int32_t plus)
{
    const Handle made = game.createItem(item);
    if (Item* it = game.item(made)) {
        if (effect)
            it->effect = effect;
        if (plus > 0)
            it->plus = int8_t(plus);
    }
    return made;
}

Made make(Game& game, const EffectValues& segment, const EventInfo& e)
{
    const module::ResourceManager& resources = game.resources();
    const ResourceId rval = segment.rval.asResourceId();
    const ResourceId carried = rval ? rval : e.eID;
    switch (resources.kind(carried).value_or(core::ResourceKind::Text)) {
    case core::ResourceKind::Item: {
        const Handle made = makeItem(game, rval, 0, std::min(5, e.vDmg / 3));
        if (Item* it = game.item(made)) {
            if (segment.xval & CREA_MANY)
                it->quantity = std::max(1, levelValue(segment.yval, e.vCasterLev));
            makeKnown(game, *it, kKnowsAll);
        }
        return {made, true};
    }
    case core::ResourceKind::Effect: {
        if (rval && (segment.xval & CREA_TRAP)) {
            const ResourceId trap = resources.find("trap").value_or(0);
            return {game.createFeature(trap, rval), false};
        }
        const ResourceId item = carrierItem(resources, carried);
        if (!item)
            return {};
        return {makeItem(game, item, carried, std::max(5, e.vDmg / 3)), true};
    }
    case core::ResourceKind::Feature:
        return {game.createFeature(rval), false};
    default:
        return {};
    }
}

} // namespace

void creation(Game& game, Creature& self, const EffectValues& segment, EventInfo& e)
{
    const Made made = make(game, segment, e);
    if (!made.thing) {
        game.reportScriptError("EA_CREATION of " + game.resourceName(e.eID) + ": " +
                               game.resourceName(segment.rval.asResourceId()) + " makes nothing here");
        return;
    }
    if ((segment.xval & CREA_TEMP) && e.vDuration > 0) {
        StatusEffect summoned;
        summoned.stati = rules::SUMMONED;
        summoned.cause = rules::SS_ENCH;
        summoned.value = summoned.magnitude = 1;
        summoned.turnsLeft = e.vDuration;
        summoned.effect = e.eID;
        summoned.source = e.actor;
        if (made.isItem)
            game.item(made.thing)->stati.push_back(summoned);
        else if (FeatureObject* feature = game.featureObject(made.thing))
            feature_stati::gain(game, *feature, summoned);
    }
    if (made.isItem && (segment.xval & CREA_WIELD))
        game.giveItem(self, *game.item(made.thing));
    else if (segment.xval & CREA_XY)
        game.placeThing(made.thing, game.level(), e.EXVal, e.EYVal);
    else
        game.placeThing(made.thing, game.level(), self.x, self.y);
    e.isSomething = true;
}

} // namespace incursion::game::effects
