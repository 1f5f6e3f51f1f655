#include "game/item_generation.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/effect_api.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/item_choice_api.h"
#include "game/item_properties.h"
#include "game/resource_query_api.h"
#include "game/rules.h"
#include "game/skill_rules.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string_view>

namespace incursion::game::item_generation {

using module::ResourceId;

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t T_AMULET = 20, T_BOOK = 22, T_BOOTS = 23, T_BOW = 24, T_BRACERS = 25, T_CLOAK = 28, T_COIN = 29,
                  T_CONTAIN = 30, T_EYES = 35, T_FIGURE = 36, T_GAUNTLETS = 38, T_GEM = 39, T_GIRDLE = 40,
                  T_HELMET = 41, T_MISSILE = 45, T_MUSH = 46, T_RING = 48, T_ROD = 49, T_STAFF = 52, T_TOME = 55,
                  T_WONDER = 59, T_FOUNTAIN = 60;
constexpr int32_t AI_STAFF = 4, AI_ROD = 5, AI_ARMOUR = 6, AI_GAUNTLETS = 7, AI_HELM = 8, AI_BOOTS = 9,
                  AI_BRACERS = 10, AI_MUSH = 11, AI_RING = 13, AI_AMULET = 14, AI_SHIELD = 15, AI_BOW = 20,
                  AI_ARROW = 21, AI_WEAPON = 23, AI_STONE = 27, AI_CLOAK = 29, AI_HORN = 31, AI_GIRDLE = 33,
                  AI_HEADBAND = 34, AI_TOME = 35, AI_EYES = 37, AI_WONDER = 38, AI_ALCHEMY = 39, AI_FOUNTAIN = 42;
constexpr int32_t PUR_DUNGEON = 1, PUR_STAPLE = 13, PUR_CURSED = 14;
constexpr int32_t IT_GROUP = 7, IT_BGROUP = 8, EF_NEEDS_PLUS = 44, CURSED_CHANCE = 68;
constexpr int32_t IQ_IRONWOOD = 72, IQ_SILVER = 74;
constexpr int32_t kRestartLimit = 1000;     // "1000 restarts on the Item Generator?!"

struct ChartRow {
    int32_t odds, itemType, source;
    std::string_view prototype;     // the Item made; empty: one fit for the purpose
};

// rule: src/Tables.cpp, DungeonItems (rows of odds 0 left out)
constexpr ChartRow kDungeonItems[] = {
    {50, rules::T_WEAPON, AI_WEAPON, {}},   {35, rules::T_ARMOUR, AI_ARMOUR, {}},
    {15, rules::T_SHIELD, AI_SHIELD, {}},   {15, T_BOW, AI_BOW, {}},
    {5, T_MISSILE, AI_ARROW, {}},           {8, T_BOOK, 0, {}},
    {2, T_STAFF, AI_STAFF, "staff"},        {1, T_ROD, AI_ROD, "rod"},
    {40, rules::T_POTION, rules::AI_POTION, "potion"}, {20, rules::T_SCROLL, rules::AI_SCROLL, "scroll"},
    {30, T_TOME, AI_TOME, "tome"},          {2, T_FIGURE, 0, "figurine"},
    {10, T_RING, AI_RING, "ring"},          {3, T_AMULET, AI_AMULET, "amulet"},
    {15, T_FOUNTAIN, AI_FOUNTAIN, "fountain"}, {40, rules::T_WAND, rules::AI_WAND, "wand"},
    {20, T_MUSH, AI_MUSH, "mushroom"},      {2, rules::T_TOOL, AI_HORN, "horn"},
    {5, T_HELMET, AI_HELM, "helm"},         {3, T_HELMET, AI_HEADBAND, "headband"},
    {1, T_GEM, AI_STONE, "stone"},          {5, T_CLOAK, AI_CLOAK, "cloak"},
    {2, T_GAUNTLETS, AI_GAUNTLETS, "gauntlets"}, {3, T_GIRDLE, AI_GIRDLE, "girdle"},
    {5, T_BRACERS, AI_BRACERS, "bracers"},  {10, T_BOOTS, AI_BOOTS, "boots"},
    {3, T_EYES, AI_EYES, "lenses"},         {30, rules::T_TOOL, 0, {}},
    {10, rules::T_TOOL, AI_ALCHEMY, "flask"}, {1, T_WONDER, AI_WONDER, "placeholder"},
    {3, T_CONTAIN, 0, {}},                  {10, rules::T_FOOD, 0, {}},
};

bool isWeaponOrArmour(int32_t type)
{
    return type == rules::T_WEAPON || type == T_BOW || type == T_MISSILE || type == rules::T_ARMOUR
           || type == rules::T_SHIELD;
}

// The levels GenItem draws within. rule: src/Encounter.cpp, Item::GenItem
struct Levels {
    int32_t min = 0, max = 0, adjusted = 0;
};

Levels levelsFor(Game& game, const ItemGenRequest& r)
{
    Levels l;
    l.max = std::max(3, r.depth);
    // Low luck lowers four items in five.
    if (game.randomBelow(5) != 0 && r.luck <= 9) {
        l.max += (r.luck - 11) / 2;
        l.max = std::max(std::min(1, r.depth), l.max);
    }
    // High luck raises one in five (specific weapons and armour always).
    l.adjusted = l.max + (r.luck <= 9 ? 0 : game.randomBelow((r.luck - 9) / 2));
    if (game.randomBelow(5) == 0)
        l.max = l.adjusted;
    l.max = std::max(l.max, 1);
    // The original works IG_GOOD and IG_GREAT's lower bounds out and then
    // overwrites them with this one: they only spare the dungeon's curse.
    l.min = (r.flags & IG_STAPLE) ? 0 : std::max(l.max - 4, 0);
    return l;
}

// The Item resource the chart's row `row` gives, or 0 (drawn again).
ResourceId itemOfRow(Game& game, const ChartRow& row, const ItemGenRequest& r, const Levels& l)
{
    if (!row.prototype.empty())
        return game.resources().find(row.prototype, module::kindBit(core::ResourceKind::Item)).value_or(0);
    return item_choice_api::chooseItem(game, (r.flags & IG_STAPLE) ? PUR_STAPLE : PUR_DUNGEON, 0, l.max, row.itemType);
}

const ChartRow* rollChart(Game& game)
{
    int32_t total = 0;
    for (const ChartRow& row : kDungeonItems)
        total += row.odds;
    int32_t roll = game.randomBelow(total);
    for (const ChartRow& row : kDungeonItems) {
        if (roll < row.odds)
            return &row;
        roll -= row.odds;
    }
    return nullptr;
}

int32_t sourceOfType(int32_t itemType)
{
    for (const ChartRow& row : kDungeonItems)
        if (row.itemType == itemType && row.source)
            return row.source;
    return 0;
}

ResourceId drawEffect(Game& game, int32_t purpose, int32_t minLevel, int32_t maxLevel, int32_t source)
{
    const std::vector<int32_t> candidates = effect_api::effectCandidates(game.resources(), purpose, minLevel,
                                                                         maxLevel, source);
    return candidates.empty() ? 0 : ResourceId(candidates[size_t(game.randomBelow(int32_t(candidates.size())))]);
}

// The highest plus an EF_NEEDS_PLUS effect of its level takes at `maxLevel`.
// rule: src/Encounter.cpp, MaxItemPlus
int32_t maxItemPlus(Game& game, int32_t maxLevel, ResourceId effect)
{
    const auto view = module::view<module::EffectView>(game.resources(), effect);
    const int32_t level = view ? view->level() : 0;
    if (view) {
        const std::vector<int32_t> sources = view->sources();
        if (std::find(sources.begin(), sources.end(), rules::AI_WAND) != sources.end())
            maxLevel += 2;
    }
    int32_t i = 2;
    while (i != 6 && resource_query_api::levelAdjust(level, 0, i).value_or(level) <= maxLevel)
        ++i;
    return std::max(1, i - 1);
}

int32_t cursedChanceOf(Game& game, ResourceId dungeon)
{
    const auto view = module::view<module::DungeonView>(game.resources(), dungeon);
    if (!view)
        return 0;
    const std::optional<module::ResolvedValue> chance = view->constant(CURSED_CHANCE);
    return chance && chance->kind == module::ValueKind::Integer ? chance->number : 0;
}

// rule: src/Tables.cpp, WealthByLevel
constexpr std::array<int32_t, 21> kWealthByLevel = {0,      1000,   1700,   3500,   5400,   9000,   13000,
                                                    19000,  27000,  36000,  49000,  66000,  88000,  110000,
                                                    150000, 200000, 260000, 340000, 440000, 580000, 760000};

// How many coins of a kind worth `cost` copper pieces: a quarter of the
// depth's wealth, 50% to 150%, in those coins, drawn again while over a cap
// of 25,000, 10,000, 5,000 or 2,500 (drawn each time). rule: src/Encounter.cpp, Item::GenItem (T_COIN)
int32_t coinsAt(Game& game, int32_t depth, int32_t cost)
{
    constexpr int32_t kCaps[] = {25000, 10000, 5000, 2500};
    int32_t coins = 1;
    for (int32_t attempt = 0; attempt <= kRestartLimit; ++attempt) {
        int64_t value = kWealthByLevel[size_t(std::clamp(depth, 0, 20))] / 4;
        value = value * (50 + game.randomBelow(100)) / std::max(1, cost);
        coins = int32_t(std::max<int64_t>(1, value));
        if (coins <= kCaps[game.randomBelow(4)])
            break;
    }
    return std::min(coins, kCaps[0]);
}

bool isType(const Item& it, std::initializer_list<int32_t> types)
{
    return std::find(types.begin(), types.end(), it.itemType) != types.end();
}

// Its magic. False: no effect fits an item that must have one (drawn again,
// or none when the script named the item).
bool enchant(Game& game, Item& it, const ItemGenRequest& r, const Levels& l, int32_t source, bool trulyCursed)
{
    ResourceId effect = 0;
    bool specific = false;
    if (isWeaponOrArmour(it.itemType) && !(r.flags & IG_STAPLE)) {
        if (game.randomBelow(l.max + 2) == 0)
            return true;        // fully mundane
        specific = r.depth > 5 && game.randomBelow(8) == 0;
        if (!specific) {
            const int32_t span = 1 + l.max - l.min;
            const int32_t magicLevel = std::max(game.randomBelow(span) + l.min, game.randomBelow(span) + l.min);
            if (magicLevel > 0)
                it.plus = std::clamp(magicLevel, 1, 5);
            return true;
        }
    } else if (!source) {
        return true;
    }
    if (trulyCursed)
        effect = drawEffect(game, PUR_CURSED, l.min, l.max, source);
    else if (r.flags & IG_STAPLE)
        effect = drawEffect(game, PUR_STAPLE, l.min, l.max, source);
    else
        effect = drawEffect(game, PUR_DUNGEON, l.min,
                            source == AI_WEAPON || source == AI_ARMOUR ? l.adjusted : l.max, source);
    if (!effect) {
        // A weapon, armour, bow or shield without a specific one is enchanted instead.
        if (source == AI_WEAPON || source == AI_ARMOUR || source == AI_BOW || source == AI_SHIELD || specific) {
            const int32_t span = 1 + l.max - l.min;
            const int32_t magicLevel = std::max(game.randomBelow(span) + l.min, game.randomBelow(span) + l.min);
            if (magicLevel > 0)
                it.plus = std::clamp(magicLevel, 1, 5);
            return true;
        }
        return false;
    }
    item_properties::makeMagical(game, it, effect);   // its curse flags too, as MakeMagical
    if (const auto view = module::view<module::EffectView>(game.resources(), effect);
        view && view->hasFlag(EF_NEEDS_PLUS))
        it.plus = maxItemPlus(game, r.depth, effect);
    return true;
}

void giveRacialQuality(Game& game, Item& it)
{
    using namespace skill_rules;
    if (game.randomBelow(3) != 0)
        return;
    const auto tryAdd = [&](int32_t quality) {
        if (!item_properties::qualityOK(game, it, quality, 0))
            return false;
        item_properties::addQuality(game, it, quality, 0);
        return true;
    };
    switch (game.randomBelow(8)) {
    case 0: tryAdd(IQ_ELVEN); break;
    case 1: tryAdd(IQ_DWARVEN); break;
    case 2:
    case 3: tryAdd(IQ_ORCISH); break;
    case 4:
        if (!tryAdd(IQ_ADAMANT))
            tryAdd(IQ_DARKWOOD);
        break;
    case 5:
        if (!tryAdd(IQ_MITHRIL))
            tryAdd(IQ_DARKWOOD);
        break;
    case 6: tryAdd(IQ_IRONWOOD); break;
    default: tryAdd(IQ_SILVER); break;
    }
}

int32_t genDungeonItem(vm::HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    ItemGenRequest request;
    request.flags = uint16_t(call.arg(0));
    request.xID = ResourceId(call.arg(1));
    request.depth = int16_t(call.arg(2));
    request.luck = int8_t(call.arg(3));
    if (request.xID && !game->resources().contains(request.xID))
        return call.fail("GenDungeonItem: " + std::to_string(call.arg(1)) + " names no resource");
    return int32_t(generateItem(*game, request));
}

} // namespace

world::Handle generateItem(Game& game, const ItemGenRequest& request)
{
    using namespace item_properties;
    const module::ResourceManager& resources = game.resources();
    const Levels l = levelsFor(game, request);
    const int32_t depth = std::max(request.depth, 1);
    const bool isDungeon = request.xID && resources.kind(request.xID) == core::ResourceKind::Dungeon;
    const int32_t dungeonCurse = isDungeon ? cursedChanceOf(game, request.xID) : 0;
    bool isCursed = false, trulyCursed = false;
    if (!(request.flags & (IG_GOOD | IG_GREAT)) && isDungeon) {
        if (game.randomBelow(100) + 1 < dungeonCurse)
            isCursed = true;
        else if (game.randomBelow(100) + 1 < dungeonCurse)
            isCursed = trulyCursed = true;
    }
    const bool named = request.xID && resources.kind(request.xID) == core::ResourceKind::Item;

    for (int32_t attempt = 0; attempt <= kRestartLimit; ++attempt) {
        ResourceId itemId = 0;
        int32_t source = 0;
        if (named) {
            itemId = request.xID;
            source = sourceOfType(module::view<module::ItemView>(resources, itemId)->itemType());
        } else {
            const ChartRow* row = rollChart(game);
            itemId = row ? itemOfRow(game, *row, request, l) : 0;
            // No item of this depth's levels at a shallower depth, whatever the luck.
            if (!itemId || module::view<module::ItemView>(resources, itemId)->integer(module::RecordTag::Depth) > depth)
                continue;
            source = row->source;
        }
        const Handle made = game.createItem(itemId);
        Item* it = game.item(made);
        if (!it)
            return world::kNoObject;
        const auto view = module::view<module::ItemView>(resources, itemId);
        if (it->itemType == T_COIN)
            it->quantity = coinsAt(game, depth, view->cost());
        else if (view->hasFlag(IT_BGROUP))
            it->quantity = 40 + game.randomBelow(41);
        else if (view->hasFlag(IT_GROUP))
            it->quantity = 1 + game.randomBelow(4);
        else if ((request.flags & IG_CHEST) && isType(*it, {rules::T_POTION, rules::T_SCROLL}))
            it->quantity = 1 + game.randomBelow(4);

        // The item's own say first: DONE keeps it as it is, ABORT makes none.
        EventInfo asked;
        asked.event = runtimeEvent<EV_GENITEM>;
        asked.victim = made;
        asked.item = made;
        asked.vDepth = int16_t(depth);
        asked.vLevel = int16_t(l.max);
        const int32_t answer = game.events().askResource(itemId, asked);
        if (answer == ABORT) {
            game.deleteThing(made, "refused by its EV_GENITEM");
            return world::kNoObject;
        }
        if (answer == DONE)
            return made;

        if (!enchant(game, *it, request, l, source, trulyCursed)) {
            game.deleteThing(made, "no magic fits it");
            if (named)
                return world::kNoObject;
            continue;
        }
        uint16_t& flags = it->properties.flags;
        if (it->effect || it->plus)
            if (game.randomBelow(it->effect ? 150 : 100) < (isDungeon ? dungeonCurse : 25)
                && !isType(*it, {rules::T_POTION, rules::T_SCROLL, rules::T_WAND, T_COIN, rules::T_TOOL, T_TOME}))
                flags |= IF_CURSED;
        if (isCursed)
            flags |= IF_CURSED;
        if (isType(*it, {T_BOOK, T_COIN, rules::T_TOOL, rules::T_FOOD}))
            flags &= uint16_t(~(IF_CURSED | IF_BLESSED));
        if (isType(*it, {rules::T_POTION, rules::T_WAND, rules::T_SCROLL}) && !trulyCursed)
            flags &= uint16_t(~(IF_CURSED | IF_BLESSED));
        if (!it->effect && !it->plus)
            flags &= uint16_t(~(IF_CURSED | IF_BLESSED));
        giveRacialQuality(game, *it);
        if (request.flags & IG_KNOWN) {
            it->known = 0xFF;
            it->properties.knownQualities = 0xFF;
        }
        if (game.randomBelow(100) < std::max(l.max, 5) && !isType(*it, {rules::T_TOOL, T_COIN})) {
            flags &= uint16_t(~IF_CURSED);
            flags |= IF_BLESSED;
        }
        return made;
    }
    // rule: src/Encounter.cpp, Item::GenItem: after 1000 restarts, a food ration
    const std::optional<ResourceId> ration = resources.find("food ration", module::kindBit(core::ResourceKind::Item));
    return ration ? game.createItem(*ration) : world::kNoObject;
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(function("GenDungeonItem", ValueType::Object,
                           {param(ValueType::UInt16, "fl"), param(ValueType::Resource, "xID"),
                            param(ValueType::Int16, "Depth"), param(ValueType::Int8, "Luck")},
                           &genDungeonItem));
}

} // namespace incursion::game::item_generation
