#include "game/worn_magic.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/character_api.h"
#include "game/equipment.h"
#include "game/event_ids.h"
#include "game/event_info.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/item_properties.h"
#include "game/rules.h"
#include "game/stati.h"
#include "module/resource_views.h"

#include <algorithm>
#include <string>
#include <vector>

namespace incursion::game::worn_magic {

namespace {

using namespace wear_slots;

constexpr int32_t WQ_GLOWING = 52, CA_LOWLIGHT = 53;

struct QualityName {
    int32_t quality;
    std::string_view name;
};
// src/Tables.cpp, APreQualNames then APostQualNames (AQ_* of inc/Defines.h).
constexpr QualityName kArmourQualityNames[] = {
    {10, "animated"}, {12, "bashing"}, {13, "blinding"}, {17, "graceful"}, {22, "shadow"}, {24, "slick"},
    {31, "radiant"}, {32, "fearsome"}, {33, "sacred"}, {34, "shifting"}, {35, "bane-blind"}, {36, "resistant"},
    {37, "auspicious"}, {38, "spiked"}, {41, "graven"}, {11, "arrow-deflecting"},
    {1, "light fortification"}, {2, "medium fortification"}, {3, "heavy fortification"}, {4, "fire resistance"},
    {5, "cold resistance"}, {6, "acid resistance"}, {7, "lightning resistance"}, {8, "sonic resistance"},
    {9, "poison resistance"}, {14, "etherealness"}, {18, "great invulnerability"}, {19, "invulnerability"},
    {20, "magic resistance"}, {21, "reflection"}, {23, "silent moves"}, {25, "might"}, {26, "agility"},
    {27, "endurance"}, {28, "rapid healing"}, {29, "stability"}, {30, "command"}, {43, "shattering"},
    {39, "life-keeping"},
};

// The effects the item's magic comes from: its own, then its armour
// qualities' (an armour's, as Armour::Event reads them).
std::vector<ResourceId> wornEffects(const Game& game, const Item& it)
{
    std::vector<ResourceId> effects;
    if (it.effect)
        effects.push_back(it.effect);
    if (item_properties::classOf(it.itemType) != item_properties::ItemClass::Armour)
        return effects;
    for (int8_t quality : it.properties.qualities) {
        const std::string_view name = armourQualityName(quality);
        if (name.empty())
            continue;
        if (const std::optional<ResourceId> id =
                game.resources().find("quality::" + std::string(name), module::kindBit(core::ResourceKind::Effect)))
            effects.push_back(*id);
    }
    return effects;
}

void throwWornEffect(Game& game, Creature& c, Item& it, ResourceId effect, bool wielding)
{
    EventInfo e;
    e.event = runtimeEvent<EV_EFFECT>;
    e.actor = c.handle();
    e.victim = c.handle();
    e.item = it.handle();
    e.eID = effect;
    e.map = c.map();
    e.isWield = wielding;
    e.isRemove = !wielding;
    e.isItem = true;
    game.throwEvent(e);
}

// Each of its effects in turn; put on, its handlers may take it off again
// or kill the wearer, and then the rest are not thrown.
void throwWornEffects(Game& game, Handle wearer, const Item& it, bool wielding)
{
    const Handle item = it.handle();
    for (ResourceId effect : wornEffects(game, it)) {
        Creature* self = game.creature(wearer);
        Item* worn = game.item(item);
        // Off any map (a new character's starting gear), it waits for putOnAll.
        if (!self || !worn || !self->map() || (wielding && !equipment::isWorn(*self, item)))
            return;
        throwWornEffect(game, *self, *worn, effect, wielding);
    }
}

int32_t getLightRangeCall(vm::HostCall& call)
{
    const Item* it = api_access::itemArgument(call, 0);
    const Game* game = api_access::gameOf(call);
    return it && game ? itemLightRange(*game, *it) : 0;
}

} // namespace

int32_t itemLightRange(const Game& game, const Item& it)
{
    // rule: src/Item.cpp, Item::GetLightRange (its fuel: light_fuel.h)
    if (it.itemType != rules::T_LIGHT)
        return 0;
    const auto view = module::view<module::ItemView>(game.resources(), it.resource);
    return view ? std::max(0, view->lightRange()) : 0;
}

std::string_view armourQualityName(int32_t quality)
{
    for (const QualityName& entry : kArmourQualityNames)
        if (entry.quality == quality)
            return entry.name;
    return {};
}

int32_t armourQualityOfEffect(std::string_view effectName)
{
    constexpr std::string_view kPrefix = "quality::";
    if (!effectName.starts_with(kPrefix))
        return 0;
    effectName.remove_prefix(kPrefix.size());
    for (const QualityName& entry : kArmourQualityNames)
        if (entry.name == effectName)
            return entry.quality;
    return 0;
}

void putOn(Game& game, Creature& c, Item& it)
{
    item_properties::cursesItselfWhenPutOn(game, c, it);
    throwWornEffects(game, c.handle(), it, true);
}

void putOnAll(Game& game, Creature& c)
{
    std::vector<Handle> worn;
    for (int32_t slot = SL_READY; slot <= SL_BRACERS; ++slot)
        if (const Handle it = equipment::inSlot(c, slot); it && std::find(worn.begin(), worn.end(), it) == worn.end())
            worn.push_back(it);
    const Handle wearer = c.handle();
    for (Handle it : worn)
        if (Creature* self = game.creature(wearer); self && game.item(it) && equipment::isWorn(*self, it))
            putOn(game, *self, *game.item(it));
}

void takeOff(Game& game, Creature& c, Item& it)
{
    const Handle wearer = c.handle();
    const Handle item = it.handle();
    throwWornEffects(game, wearer, it, false);
    // Whatever it still holds on its wearer goes with it (RemoveStatiFrom).
    if (Creature* self = game.creature(wearer))
        removeStatiFrom(game, *self, item);
}

void removeStatiFrom(Game& game, Creature& c, Handle item)
{
    SpeedWatch watch(game, c);
    std::erase_if(c.stati, [item](const StatusEffect& s) { return s.source == item && s.cause == kWornItemCause; });
}

int32_t lightRange(const Game& game, const Creature& c)
{
    // rule: src/Values.cpp, Creature::CalcValues (LightRange); src/Item.cpp, Item::GetLightRange
    int32_t range = 0;
    if (const Item* light = game.item(equipment::inSlot(c, SL_LIGHT)))
        range = itemLightRange(game, *light);
    for (int32_t hand : {SL_WEAPON, SL_READY})
        if (const Item* held = game.item(equipment::inSlot(c, hand));
            held && item_properties::hasQuality(*held, WQ_GLOWING))
            range = std::max(range, item_properties::effectivePlus(*held) * 3);
    if (range > 0)
        range += character_api::abilityLevel(c, CA_LOWLIGHT);
    return range;
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kItem, "GetLightRange", ValueType::Int16, {}, &getLightRangeCall));
}

} // namespace incursion::game::worn_magic
