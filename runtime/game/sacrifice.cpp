#include "game/sacrifice.h"

#include "game/altars.h"
#include "game/creature.h"
#include "game/event_participation.h"
#include "game/favour_api.h"
#include "game/game.h"
#include "game/identification.h"
#include "game/item.h"
#include "game/item_properties.h"
#include "game/monster_api.h"
#include "game/player_prompts.h"
#include "game/religion.h"
#include "game/religion_api.h"
#include "game/rules.h"
#include "game/skills.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace incursion::game::sacrifice {

namespace {

using module::ResourceId;
using religion_api::godMessage;

// The original's numbers (inc/Defines.h).
constexpr int32_t ITEM_COST = 25, SACRIFICE_LIST = 26, GOD_RELATIONS = 31, REL_DEFAULT = -20;
constexpr int32_t PERSONAL_ALIGN = 139;
constexpr int32_t SAC_ANGRY = -100, SAC_ABOMINATION = -101, SAC_DEFAULT = -102, SAC_UNWORTHY = -103;
constexpr int32_t MSG_UNINTERESTED = 9, MSG_BADSAC1 = 10, MSG_INSUFFICIENT = 21, MSG_IMPRESSED = 23,
                  MSG_SATISFIED = 24, MSG_LESSENED = 31, MSG_MOLLIFIED = 32, MSG_SACRIFICE = 33, MSG_BAD_PRAY = 48;
constexpr int32_t AL_LAWFUL = 0x01, AL_CHAOTIC = 0x02, AL_GOOD = 0x04, AL_EVIL = 0x08, AL_NONLAWFUL = 0x10,
                  AL_NONCHAOTIC = 0x20, AL_NONGOOD = 0x40;
constexpr int32_t SK_KNOW_THEO = 30, EWIS_PRAYER = 4, KN_CURSE = 0x02;
constexpr int32_t T_BOOK = 22, T_BOW = 24;
constexpr int32_t SUMMONED = 116, ILLUSION = 74, ALIGNMENT = 222;

// The gold a character of each level is expected to have (src/Tables.cpp, WealthByLevel).
constexpr std::array<int32_t, 21> kWealthByLevel = {0,      1000,   1700,   3500,   5400,   9000,   13000,
                                                    19000,  27000,  36000,  49000,  66000,  88000,  110000,
                                                    150000, 200000, 260000, 340000, 440000, 580000, 760000};

// A resource's list `list` as numbers, resources by their IDs (GetList).
std::vector<int32_t> listOf(const Game& game, ResourceId id, int32_t list)
{
    std::vector<int32_t> out;
    if (const auto view = module::view(game.resources(), id))
        for (const module::DungeonList& l : view->lists())
            if (l.list == list)
                for (const module::ResolvedValue& entry : l.entries)
                    out.push_back(entry.isResource() ? int32_t(entry.resource) : entry.number);
    return out;
}

bool cursed(const Item& it) { return (it.properties.flags & item_properties::IF_CURSED) != 0; }

// rule: src/Prayer.cpp, getGodRelation: how much `from` minds worship of
// `to` (REL_DEFAULT for gods unlisted, 3 without it) and whether in wrath.
std::pair<int32_t, bool> godRelation(const Game& game, ResourceId from, ResourceId to)
{
    const std::vector<int32_t> relations = listOf(game, from, GOD_RELATIONS);
    std::pair<int32_t, bool> found{3, false};
    for (size_t i = 0; i + 2 < relations.size(); i += 3)
        if (relations[i] == REL_DEFAULT) {
            found = {relations[i + 1], relations[i + 2] != 0};
            break;
        }
    for (size_t i = 0; i + 2 < relations.size(); i += 3)
        if (relations[i] == int32_t(to))
            return {relations[i + 1], relations[i + 2] != 0};
    return found;
}

// The alignment the character holds to (the original's desiredAlign).
int32_t alignmentOf(const Creature& self)
{
    const StatusEffect* alignment = self.status(ALIGNMENT);
    return alignment ? alignment->value : 0;
}

} // namespace

// rule: src/Social.cpp, Item::getShopCost (no buyer nor seller).
int32_t itemValue(const Game& game, const Item& it)
{
    const auto view = module::view<module::ItemView>(game.resources(), it.resource);
    if (!view)
        return 0;
    double cost = view->cost();
    bool plusPriced = false;
    const size_t plus = size_t(std::clamp(it.plus, 0, 9));
    if (const std::vector<int32_t> prices = listOf(game, it.resource, ITEM_COST); !prices.empty()) {
        cost = plus < prices.size() ? prices[plus] * 100.0 : 0.0;
        plusPriced = true;
    } else if (it.itemType == T_BOOK) {
        cost = 0;
        for (const ResourceId spell : view->resourceList(module::RecordTag::Spells))
            if (const auto effect = module::view<module::EffectView>(game.resources(), spell))
                cost += std::max(200, 150 * effect->level());
    }
    const auto effect = it.effect ? module::view<module::EffectView>(game.resources(), it.effect) : std::nullopt;
    if (effect && (it.itemType == rules::T_SCROLL || it.itemType == rules::T_POTION))
        cost += (effect->level() + 3) * (it.itemType == rules::T_POTION ? 50 : 20) * 10;
    else if (effect && it.itemType == rules::T_WAND)
        cost += 250.0 * item_properties::itemLevel(game, it) * item_properties::itemLevel(game, it);
    if (it.effect || (it.plus && !plusPriced)) {
        if (const std::vector<int32_t> prices = it.effect ? listOf(game, it.effect, ITEM_COST) : std::vector<int32_t>{};
            !prices.empty()) {
            cost += plus < prices.size() ? prices[plus] * 100.0 : 0.0;
        } else {
            constexpr std::array<double, 21> kDefaultCost = {500,    1000,   2000,   3000,   4000,   6000,   8000,
                                                             12000,  16000,  24000,  36000,  48000,  56000,  75000,
                                                             102000, 128000, 256000, 512000, 1000000, 1500000, 2000000};
            const double base = kDefaultCost[size_t(std::clamp(item_properties::itemLevel(game, it, false), 0, 20))];
            const bool arms = it.itemType == rules::T_WEAPON || it.itemType == rules::T_ARMOUR ||
                              it.itemType == rules::T_SHIELD || it.itemType == T_BOW;
            cost += base * (arms ? (it.effect ? 400.0 : 160.0) : 70.0);
        }
    }
    if (cost != 0) {
        cost *= it.quantity;
        cost = std::max(1.0, cost / 100);
    }
    return int32_t(cost / 3);
}

// rule: src/Prayer.cpp, Character::PrePray (`s`): the offering menu.
int32_t offer(Game& game, Creature& self, EventInfo& e)
{
    MenuRequest request;
    request.title = "Offer what?";
    request.escapable = true;
    std::vector<Handle> offered;
    for (const Handle carried : self.inventory)
        if (const Item* it = game.item(carried)) {
            offered.push_back(carried);
            request.options.push_back({game.nameOf(*it), int32_t(offered.size() - 1), {}});
        }
    for (const Handle lying : game.itemsAt(self.x, self.y))
        if (const Item* it = game.item(lying)) {
            offered.push_back(lying);
            request.options.push_back({game.nameOf(*it) + " (on floor)", int32_t(offered.size() - 1), {}});
        }
    if (offered.empty()) {
        game.notice("You have nothing to offer.");
        return ABORT;
    }
    const std::optional<size_t> chosen = game.prompts().menu(request);
    if (!chosen || *chosen >= offered.size())
        return ABORT;
    e.item = offered[*chosen];
    // The original raised the corpse's monster as EVictim; corpses here keep
    // none (kept_differences.cpp), so a corpse is weighed as an item.
    e.victim = world::kNoObject;
    return game.events().reThrow(runtimeEvent<EV_SACRIFICE>);
}

void killedOnAltar(Game& game, Creature& killer, Creature& victim)
{
    if (!killer.isPlayer || victim.hasStatus(SUMMONED) || victim.hasStatus(ILLUSION) || !game.level().map().contains(victim.x, victim.y))
        return;
    const altars::Altar altar = altars::altarAt(game, victim.x, victim.y);
    if (!altar.feature || !altar.god)
        return;
    EventInfo e;
    e.event = runtimeEvent<EV_SACRIFICE>;
    e.actor = killer.handle();
    e.victim = victim.handle();
    e.map = game.level().handle();
    e.eID = altar.god;
    game.throwEvent(e);
}

// rule: src/Prayer.cpp, Character::Sacrifice
int32_t answerSacrifice(Game& game, Creature& self, EventInfo& e)
{
    const ResourceId god = e.eID;
    if (!god)
        return NOTHING;
    Item* it = game.item(e.item);
    Creature* victim = game.creature(e.victim);
    Religion& religion = game.religion();
    if (it && cursed(*it)) {
        makeKnown(game, *it, KN_CURSE);
        game.message("You find you cannot remove the <hObj> to sacrifice it!", {},
                     std::array{MessageArgument::ofObject(it->handle())});
        return DONE;
    }
    if (religion.standing(god).flags & Religion::GS_FORSAKEN) {
        godMessage(game, god, MSG_BAD_PRAY);
        e.EParam = 12;
        game.events().reThrow(runtimeEvent<EV_RETRIBUTION>);
        return DONE;
    }
    const std::vector<int32_t> sacList = listOf(game, god, SACRIFICE_LIST);
    religion.standing(god).flags |= Religion::GS_INVOLVED;
    const Handle selfHandle = self.handle();
    if (god != religion.god)
        game.events().reThrow(runtimeEvent<EV_JEALOUSY>);
    if (!game.creature(selfHandle) || game.playerDead())
        return DONE;

    auto angry = [&](int32_t category) {
        religion_api::transgress(game, self, god, 1, false);
        godMessage(game, god, MSG_BADSAC1 + category);
        return DONE;
    };
    auto abomination = [&](int32_t category) {
        religion_api::transgress(game, self, god, 5, true);
        godMessage(game, god, MSG_BADSAC1 + category);
        return DONE;
    };
    auto unworthy = [&]() {
        godMessage(game, god, MSG_INSUFFICIENT);
        return DONE;
    };
    auto uninterested = [&]() {
        godMessage(game, god, MSG_UNINTERESTED);
        if (it && it->owner == selfHandle)
            game.dropItem(self, *it);
        return DONE;
    };

    int32_t sacType = -1;
    switch (e.EParam) {
    case 0:
    case SAC_DEFAULT: break;
    case SAC_ANGRY: return angry(0);
    case SAC_ABOMINATION: return abomination(0);
    case SAC_UNWORTHY: return unworthy();
    default: sacType = e.EParam; break;
    }
    if (victim && (victim->hasStatus(SUMMONED) || victim->hasStatus(ILLUSION)))
        return uninterested();
    if (!victim && !it)
        return uninterested();

    GodStanding& standing = religion.standing(god);
    int32_t category = -1;
    int32_t lowest = 100000000;
    for (size_t i = 0; i + 1 < sacList.size() && i / 2 < GodStanding::kSacrificeCategories && sacList[i]; i += 2) {
        const int32_t value = sacList[i];
        const bool matches = sacType == value || (sacType == -1 && victim && victim->isType(value)) ||
                             (sacType == -1 && !victim && it && (it->itemType == -value || -value == rules::T_ITEM));
        if (matches && standing.favour[i / 2] < lowest) {
            category = int32_t(i / 2);
            lowest = standing.favour[i / 2];
        }
    }
    if (category < 0)
        return uninterested();

    if (it)
        game.deleteThing(it->handle(), "sacrificed");
    godMessage(game, god, MSG_SACRIFICE);
    int32_t multiplier = 10;
    switch (const int32_t how = sacList[size_t(category) * 2 + 1]; how) {
    case SAC_ANGRY: return angry(category);
    case SAC_ABOMINATION: return abomination(category);
    case SAC_UNWORTHY: return unworthy();
    default:
        if (how > 0)
            multiplier = how;
    }

    int32_t value = 0;
    if (e.vMag)
        value = e.vMag;
    else if (victim)
        value = monster_api::experienceWeight(victim->challenge);
    else if (it && it->itemType == T_BOOK)
        value = 100 + item_properties::itemLevel(game, *it) * 50;
    else if (it)
        value = itemValue(game, *it);
    value = value * multiplier / 10;
    value = value * (10 + skillLevel(game, self, SK_KNOW_THEO)) / 10;

    bool impressed = false;
    int32_t newValue = 0;
    if (victim) {
        impressed = value > standing.favour[size_t(category)];
        newValue = std::max(standing.favour[size_t(category)], value);
    } else {
        newValue = standing.favour[size_t(category)] + value / 3;
        impressed = value > kWealthByLevel[size_t(std::clamp(self.level / 2, 0, 20))] / 20;
    }

    int32_t alignment = religion_api::godConstant(game, god, PERSONAL_ALIGN);
    alignment &= alignmentOf(self);
    if (alignment & AL_EVIL)
        alignment |= AL_NONGOOD;
    if (alignment & AL_CHAOTIC)
        alignment |= AL_NONLAWFUL;
    if ((alignment & AL_LAWFUL) && !(religion_api::godConstant(game, god, PERSONAL_ALIGN) & AL_GOOD))
        alignment |= AL_NONCHAOTIC;
    favour_api::alignedAct(game, self, alignment, impressed ? 3 : 1, "making a sacrifice");
    if (!game.creature(selfHandle) || game.playerDead())
        return DONE;

    GodStanding& after = religion.standing(god);
    if (after.anger > 0) {
        after.anger = int16_t(std::max(0, after.anger - 3));
        godMessage(game, god, after.anger > 0 ? MSG_LESSENED : MSG_MOLLIFIED);
        return DONE;
    }
    after.favour[size_t(category)] = std::max(newValue, after.favour[size_t(category)]);
    if (impressed) {
        godMessage(game, god, MSG_IMPRESSED);
        exercise(game, self, rules::A_WIS, game.roll(1, 10), EWIS_PRAYER, 50);
    } else {
        godMessage(game, god, MSG_SATISFIED);
        exercise(game, self, rules::A_WIS, game.roll(1, 4), EWIS_PRAYER, 25);
    }
    favour_api::gainedFavour(game, self, god);
    return DONE;
}

// rule: src/Prayer.cpp, Character::Jealousy
int32_t answerJealousy(Game& game, Creature& self, EventInfo& e)
{
    const ResourceId own = game.religion().god;
    if (!own)
        return NOTHING;
    const auto [magnitude, wrath] = godRelation(game, own, e.eID);
    if (!magnitude)
        return DONE;
    religion_api::transgress(game, self, own, magnitude, wrath);
    return DONE;
}

} // namespace incursion::game::sacrifice
