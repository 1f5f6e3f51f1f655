#include "game/effect_carriers.h"

#include "game/rules.h"
#include "module/resource_views.h"

#include <algorithm>
#include <string_view>

namespace incursion::game {

namespace {

struct Carrier {
    int32_t source;             // AI_x
    int32_t itemType;           // T_x
    std::string_view prototype; // the Item it is made from; empty: any of the type
};

constexpr int32_t kBaseItem = 101;     // BASE_ITEM, an Effect's constant (inc/Defines.h)

// The original's item kinds that carry effects, in its numbering (inc/Defines.h).
constexpr Carrier kCarriers[] = {
    {rules::AI_POTION, rules::T_POTION, "potion"}, {rules::AI_SCROLL, rules::T_SCROLL, "scroll"},
    {rules::AI_WAND, rules::T_WAND, "wand"},       {4, 52, "staff"},          // AI_STAFF
    {5, 49, "rod"},                                 {6, rules::T_ARMOUR, {}},  // AI_ROD, AI_ARMOUR
    {7, 38, "gauntlets"},                           {8, 41, "helm"},           // AI_GAUNTLETS, AI_HELM
    {9, 23, "boots"},                               {10, 25, "bracers"},       // AI_BOOTS, AI_BRACERS
    {11, 46, "mushroom"},                           {13, 48, "ring"},          // AI_MUSH, AI_RING
    {14, 20, "amulet"},                             {15, rules::T_SHIELD, {}}, // AI_AMULET, AI_SHIELD
    {20, 24, {}},                                   {21, 45, {}},              // AI_BOW, AI_ARROW
    {23, rules::T_WEAPON, {}},                      {27, 39, "stone"},         // AI_WEAPON, AI_STONE
    {29, 28, "cloak"},                              {31, rules::T_TOOL, "horn"},   // AI_CLOAK, AI_HORN
    {33, 40, "girdle"},                             {34, 41, "headband"},      // AI_GIRDLE, AI_HEADBAND
    {35, 55, "tome"},                               {37, 35, "lenses"},        // AI_TOME, AI_EYES
    {39, rules::T_TOOL, "flask"},                   {42, 60, "fountain"},      // AI_ALCHEMY, AI_FOUNTAIN
};

} // namespace

module::ResourceId carrierItem(const module::ResourceManager& resources, module::ResourceId effect)
{
    const auto view = module::view<module::EffectView>(resources, effect);
    if (!view)
        return 0;
    // An effect naming its BASE_ITEM is made into that item, whatever its
    // source says (rule: src/Item.cpp, Item::Initialize: ChangeIID to the
    // constant; a wondrous item's prototype is only a placeholder).
    if (const std::optional<module::ResolvedValue> base = view->constant(kBaseItem))
        if (const module::ResourceId item = base->asResourceId();
            item && resources.kind(item) == core::ResourceKind::Item)
            return item;
    const std::vector<module::ResourceId> items = resources.resources(module::kindBit(core::ResourceKind::Item));
    for (int32_t source : view->sources()) {
        const auto carrier = std::find_if(std::begin(kCarriers), std::end(kCarriers),
                                          [source](const Carrier& c) { return c.source == source; });
        if (carrier == std::end(kCarriers))
            continue;
        // The prototype by its name, whatever type the modules gave it (their "rod" is a weapon).
        const auto named = std::find_if(items.begin(), items.end(), [&](module::ResourceId id) {
            return !carrier->prototype.empty() && resources.name(id) == carrier->prototype;
        });
        if (named != items.end())
            return *named;
        const auto ofType = std::find_if(items.begin(), items.end(), [&](module::ResourceId id) {
            const auto item = module::view<module::ItemView>(resources, id);
            return item && item->itemType() == carrier->itemType;
        });
        if (ofType != items.end())
            return *ofType;
    }
    return 0;
}

} // namespace incursion::game
