#include "game/item_properties.h"

#include "game/creature.h"
#include "game/game.h"
#include "game/item.h"
#include "game/rules.h"
#include "game/spell_engine.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <optional>
#include <utility>

namespace incursion::game::item_properties {

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t T_AMULET = 20, T_ARMOUR = 21, T_BOOK = 22, T_BOOTS = 23, T_BOW = 24, T_CLOTHES = 27, T_CLOAK = 28,
                  T_COIN = 29, T_CONTAIN = 30, T_CORPSE = 31, T_DUST = 34, T_FIGURE = 36, T_FOOD = 37,
                  T_GAUNTLETS = 38, T_GIRDLE = 40, T_MISSILE = 45, T_POTION = 47, T_RING = 48, T_SCROLL = 50,
                  T_SHIELD = 51, T_STAFF = 52, T_STATUE = 53, T_TOOL = 56, T_WAND = 57, T_WEAPON = 58;
constexpr int32_t MAT_LIQUID = 1, MAT_METAL = 12, MAT_COPPER = 13, MAT_GOLD = 15, MAT_PLATINUM = 16, MAT_MINERAL = 21,
                  MAT_ICE = 24, MAT_MAGMA = 25, MAT_QUARTZ = 26, MAT_GRANITE = 28, MAT_OIL = 32, MAT_MUD = 33;
constexpr int32_t AD_FIRE = 1, AD_COLD = 2, AD_ACID = 3, AD_TOXI = 5, AD_NECR = 6, AD_PSYC = 7, AD_MAGC = 8,
                  AD_SUNL = 9, AD_SONI = 10, AD_SLASH = 11, AD_BLUNT = 13, AD_SLEE = 16, AD_STUN = 17, AD_POLY = 20,
                  AD_CHRM = 21, AD_DISN = 22, AD_BLND = 24, AD_SLOW = 25, AD_CONF = 26, AD_DISE = 27, AD_FEAR = 28,
                  AD_SUBD = 29, AD_DREX = 32, AD_TLPT = 38, AD_RUST = 39, AD_CURS = 41, AD_DALU = 56, AD_DCAY = 57,
                  AD_WERE = 58, AD_BLEE = 59, AD_POIS = 60, AD_KNOC = 61, AD_SOAK = 74;
constexpr int32_t MAT_VEGGY = 3, MAT_WAX = 2, MAT_FLESH = 4, MAT_PAPER = 5, MAT_CLOTH = 6, MAT_LEATHER = 7,
                  MAT_WOOD = 8, MAT_BONE = 9, MAT_DRAGON_HIDE = 10, MAT_IRON = 11, MAT_SILVER = 14, MAT_MITHRIL = 17,
                  MAT_ADAMANT = 18, MAT_GLASS = 19, MAT_GEMSTONE = 20, MAT_WEBBING = 22,
                  MAT_INDESTRUCTABLE_STONE = 23, MAT_DARKWOOD = 29, MAT_FORCE = 30, MAT_EMPTYNESS = 31,
                  MAT_WROUGHT = 34, MAT_IRONWOOD = 35;
constexpr int32_t WT_SUPER_SNEAK = 17, WT_PENETRATING = 22, WT_SLASHING = 26, WT_PIERCING = 27, WT_BLUNT = 28,
                  WT_CROSSBOW = 30, WT_STUNNING = 39, WT_NO_STRENGTH = 43, WT_RACIAL = 44, WT_NO_MELEE = 46;
constexpr int32_t WG_THROWN = 0x00000100, WG_LARMOUR = 0x20000000;

constexpr int32_t WQ_HOLY = 1, WQ_UNHOLY = 2, WQ_CHAOTIC = 3, WQ_LAWFUL = 4, WQ_BALANCE = 5, WQ_CORROSIVE = 6,
                  WQ_FLAMING = 7, WQ_SHOCKING = 8, WQ_FROST = 9, WQ_THUNDERING = 10, WQ_BURST = 11,
                  WQ_SOULDRINK = 12, WQ_KEEN = 13, WQ_VORPAL = 14, WQ_DEFENDING = 16, WQ_WARNING = 17,
                  WQ_CLEAVING = 18, WQ_SMITING = 19, WQ_ENERGY = 20, WQ_DISTANCE = 21, WQ_SPEED = 22,
                  WQ_ACCURACY = 23, WQ_SLAYING = 24, WQ_DANCING = 25, WQ_DISRUPTION = 26, WQ_RETURNING = 27,
                  WQ_WOUNDING = 28, WQ_SLEEP = 29, WQ_STUNNING = 30, WQ_TERROR = 31, WQ_VAMPIRIC = 32,
                  WQ_PARRYING = 33, WQ_BANE = 35, WQ_ENTROPIC = 36, WQ_WEAKENING = 37, WQ_NUMBING = 38,
                  WQ_WITHERING = 39, WQ_VICIOUS = 40, WQ_SEEKING = 42, WQ_MIGHTY = 43, WQ_NIGHT = 44,
                  WQ_QUICK_LOADING = 45, WQ_IMPACT = 46, WQ_VENOM = 47, WQ_SUNDERING = 48, WQ_FEY_TRAPPING = 49,
                  WQ_GLOWING = 52, WQ_THIRSTY = 55, WQ_LAST = 64;
constexpr int32_t AQ_LIGHT_FOR = 1, AQ_MEDIUM_FOR = 2, AQ_HEAVY_FOR = 3, AQ_FIRE_RES = 4, AQ_COLD_RES = 5,
                  AQ_ACID_RES = 6, AQ_LIGHT_RES = 7, AQ_SONIC_RES = 8, AQ_ANIMATED = 10, AQ_ARROW_DEF = 11,
                  AQ_BASHING = 12, AQ_BLINDING = 13, AQ_ETHEREALNESS = 14, AQ_GRACEFUL = 17, AQ_GREAT_INV = 18,
                  AQ_INVULN = 19, AQ_MAGIC_RES = 20, AQ_REFLECTION = 21, AQ_SHADOW = 22, AQ_SILENT = 23,
                  AQ_SLICK = 24, AQ_MIGHT = 25, AQ_AGILITY = 26, AQ_ENDURANCE = 27, AQ_HEALING = 28,
                  AQ_STABILITY = 29, AQ_COMMAND = 30, AQ_RADIANT = 31, AQ_FEARSOME = 32, AQ_SACRED = 33,
                  AQ_SHIFTING = 34, AQ_BANEBLIND = 35, AQ_RESISTANT = 36, AQ_AUSPICIOUS = 37, AQ_SPIKED = 38,
                  AQ_LIFEKEEPING = 39, AQ_GRAVEN = 41, AQ_LAST = 42;
constexpr int32_t IQ_DWARVEN = 67, IQ_ELVEN = 68, IQ_ORCISH = 69, IQ_ADAMANT = 70, IQ_DARKWOOD = 71,
                  IQ_IRONWOOD = 72, IQ_MITHRIL = 73, IQ_SILVER = 74, IQ_PROFICIENT = 75, IQ_FEATHERLIGHT = 76,
                  IQ_GHOST_TOUCH = 77, IQ_MASTERWORK = 78, IQ_BLESSED = 79, IQ_WROUGHT = 81;
constexpr int32_t EXTRA_QUALITY = 183;     // the stati (inc/Defines.h)

// How much a quality adds to a weapon's or armour's effective plus
// (src/Tables.cpp, QualityMods and AQualityMods).
constexpr auto kWeaponQualityPlus = std::to_array<std::pair<int8_t, int8_t>>({
    {WQ_BURST, 1}, {WQ_CORROSIVE, 1}, {WQ_FLAMING, 1}, {WQ_FROST, 1}, {WQ_SHOCKING, 1}, {WQ_THUNDERING, 1},
    {WQ_SOULDRINK, 1}, {WQ_WOUNDING, 1}, {WQ_GLOWING, 1}, {WQ_BALANCE, 2}, {WQ_CHAOTIC, 2}, {WQ_HOLY, 2},
    {WQ_LAWFUL, 2}, {WQ_UNHOLY, 2}, {WQ_WEAKENING, 1}, {WQ_WITHERING, 1}, {WQ_NUMBING, 1}, {WQ_ACCURACY, 1},
    {WQ_BANE, 1}, {WQ_SEEKING, 1}, {WQ_VICIOUS, 1}, {WQ_CLEAVING, 1}, {WQ_DISTANCE, 1}, {IQ_FEATHERLIGHT, 1},
    {IQ_GHOST_TOUCH, 1}, {WQ_RETURNING, 1}, {WQ_SMITING, 1}, {WQ_SUNDERING, 1}, {WQ_KEEN, 1},
    {WQ_SOULDRINK, 1}, {WQ_STUNNING, 1}, {WQ_TERROR, 1}, {WQ_WARNING, 1}, {WQ_FEY_TRAPPING, 1},
    {WQ_DEFENDING, 1}, {WQ_DISRUPTION, 2}, {IQ_PROFICIENT, 2}, {WQ_NIGHT, 2}, {WQ_VENOM, 1}, {WQ_MIGHTY, 2},
    {WQ_QUICK_LOADING, 2}, {WQ_WOUNDING, 2}, {WQ_THIRSTY, 2}, {WQ_ENERGY, 3}, {WQ_SLAYING, 3}, {WQ_SPEED, 3},
    {WQ_SLEEP, 3}, {WQ_VAMPIRIC, 3}, {WQ_IMPACT, 4}, {WQ_VORPAL, 5},
});
constexpr auto kArmourQualityPlus = std::to_array<std::pair<int8_t, int8_t>>({
    {AQ_ACID_RES, 1}, {AQ_AGILITY, 1}, {AQ_ARROW_DEF, 1}, {AQ_BANEBLIND, 1}, {AQ_BASHING, 1}, {AQ_COLD_RES, 1},
    {AQ_ENDURANCE, 1}, {IQ_FEATHERLIGHT, 1}, {IQ_GHOST_TOUCH, 1}, {AQ_GRAVEN, 1}, {IQ_PROFICIENT, 1},
    {AQ_FIRE_RES, 1}, {AQ_GRACEFUL, 1}, {AQ_LIGHT_FOR, 1}, {AQ_LIGHT_RES, 1}, {AQ_MIGHT, 1}, {AQ_RADIANT, 1},
    {AQ_REFLECTION, 1}, {AQ_SACRED, 1}, {AQ_SHADOW, 1}, {AQ_SHIFTING, 1}, {AQ_SILENT, 1}, {AQ_SLICK, 1},
    {AQ_SONIC_RES, 1}, {AQ_STABILITY, 1}, {AQ_AUSPICIOUS, 2}, {AQ_INVULN, 2}, {AQ_COMMAND, 2},
    {AQ_BLINDING, 2}, {AQ_FEARSOME, 2}, {AQ_MEDIUM_FOR, 2}, {AQ_RESISTANT, 2}, {AQ_ANIMATED, 3},
    {AQ_GREAT_INV, 3}, {AQ_LIFEKEEPING, 3}, {AQ_HEAVY_FOR, 3}, {AQ_MAGIC_RES, 3}, {AQ_HEALING, 4},
    {AQ_ETHEREALNESS, 5},
});

// Every row of a mod table naming q counts (a quality listed twice adds
// twice, as the original's loop does).
template <size_t N> int32_t plusOf(const std::array<std::pair<int8_t, int8_t>, N>& table, int32_t quality)
{
    int32_t plus = 0;
    for (const auto& [q, mod] : table)
        if (q == quality)
            plus += mod;
    return plus;
}

// The monster types a bane weapon made without one is against, the common
// foes listed twice (src/Item.cpp, Weapon::RandomBane).
constexpr std::array<int16_t, 36> kBaneTargets{
    61, 62, 42, 58, 2, 63, 66, 9, 10, 18, 22, 84, 19, 21, 34, 35, 36, 40,
    37, 38, 41, 43, 76, 46, 48, 50, 51, 54, 56, 72, 72, 73, 73, 76, 22, 54,
};

std::optional<module::ItemView> viewOf(const Game& game, const Item& it)
{
    return module::view<module::ItemView>(game.resources(), it.resource);
}

bool resourceFlag(const std::optional<module::ItemView>& view, int32_t flag)
{
    return view && view->hasFlag(uint8_t(flag));
}

bool isWeaponType(int32_t type) { return type == T_WEAPON || type == T_MISSILE || type == T_BOW; }

bool hasAny(const Item& it, std::initializer_list<int32_t> qualities)
{
    return std::any_of(qualities.begin(), qualities.end(), [&](int32_t q) { return hasQuality(it, q); });
}

} // namespace

bool isWoodenMaterial(int32_t m) { return m == MAT_WOOD || m == MAT_IRONWOOD || m == MAT_DARKWOOD; }
bool isOrganicMaterial(int32_t m)
{
    return m == MAT_VEGGY || m == MAT_WAX || m == MAT_FLESH || m == MAT_CLOTH || m == MAT_LEATHER || m == MAT_PAPER
           || m == MAT_BONE || m == MAT_DRAGON_HIDE || m == MAT_WEBBING || isWoodenMaterial(m);
}

namespace {

// The challenge rating of the game's player, the yardstick of keen, vorpal
// and slaying weapons (the original asks GetPlayer(0)).
int32_t playerChallenge(const Game& game) { return game.player().challenge; }

// QItem::QualityOK: materials, race of make and featherlight, for any item
// that takes qualities.
bool qualityItemOK(const Game& game, const Item& it, int32_t q)
{
    const int32_t type = it.itemType;
    if (type == T_COIN || type == T_BOOK || it.properties.qualities[7] || hasQuality(it, q))
        return false;
    if (type == T_POTION || type == T_FOOD || type == T_SCROLL || type == T_TOOL)
        return false;
    const std::optional<module::ItemView> view = viewOf(game, it);
    const int32_t made = material(game, it);
    const int32_t kindMade = view ? view->material() : 0;
    switch (q) {
    case IQ_SILVER:
        if (made == MAT_MITHRIL || made == MAT_ADAMANT)
            return false;
        [[fallthrough]];
    case IQ_MITHRIL:
    case IQ_ADAMANT:
        for (int32_t clothing : {T_CLOAK, T_CLOTHES, T_WAND, T_BOOTS, T_BOOK, T_STAFF, T_GIRDLE, T_AMULET, T_RING,
                                 T_DUST, T_CONTAIN, T_SCROLL, T_POTION})
            if (type == clothing)
                return false;
        if (view && map::displayName(view->name()) == "hat")
            return false;
        if (isWoodenMaterial(made) && type == T_ARMOUR)
            return false;
        if (made == MAT_GLASS || made == MAT_GEMSTONE || made == MAT_INDESTRUCTABLE_STONE)
            return false;
        return made != MAT_EMPTYNESS && made != MAT_FORCE && !(isOrganicMaterial(made) && !isWoodenMaterial(made))
               && made != MAT_IRONWOOD && made != MAT_DARKWOOD;
    case IQ_IRONWOOD: return kindMade == MAT_IRON && made == MAT_IRON;
    case IQ_DARKWOOD: return kindMade == MAT_WOOD && made == MAT_WOOD;
    case IQ_ELVEN:
    case IQ_DWARVEN:
    case IQ_ORCISH:
        if (!(type == T_WEAPON || type == T_ARMOUR || type == T_BOW || type == T_SHIELD || type == T_MISSILE))
            return false;
        return !resourceFlag(view, WT_RACIAL);
    case IQ_FEATHERLIGHT: return true;
    default: return false;
    }
}

bool isMaterialOrMake(int32_t q)
{
    return q == IQ_SILVER || q == IQ_MITHRIL || q == IQ_ADAMANT || q == IQ_IRONWOOD || q == IQ_DARKWOOD
           || q == IQ_ELVEN || q == IQ_DWARVEN || q == IQ_ORCISH;
}

// Weapon::QualityOK without its closing level test.
bool weaponAllows(Game& game, const Item& it, int32_t q)
{
    const std::optional<module::ItemView> view = viewOf(game, it);
    if (view) {
        const std::string_view name = map::displayName(view->name());
        if (name == "rock" || name == "boulder")
            return false;
    }
    auto flag = [&](int32_t f) { return resourceFlag(view, f); };
    const int32_t type = it.itemType;
    const bool missile = type == T_MISSILE, bow = type == T_BOW;
    const std::initializer_list<int32_t> kElemental{WQ_FLAMING, WQ_FROST, WQ_SHOCKING, WQ_CORROSIVE, WQ_THUNDERING};
    switch (q) {
    case WQ_QUICK_LOADING: return flag(WT_CROSSBOW);
    case WQ_IMPACT: return view && view->weight() >= 40;
    case WQ_VENOM:
    case WQ_NIGHT: return flag(WT_SUPER_SNEAK);
    case WQ_DEFENDING: return view && view->parry() != 0;
    case WQ_MIGHTY: return flag(WT_NO_STRENGTH);
    case WQ_STUNNING: return !flag(WT_STUNNING);
    case WQ_ENERGY: return !flag(WT_PENETRATING);
    case IQ_FEATHERLIGHT:
        // Featherlight small weapons stay rare: one in twenty skips the test.
        if (game.roll(1, 20) != 1) {
            const int32_t size = view ? view->size() : 0;
            if (size <= game.player().size)
                return false;
            return qualityItemOK(game, it, q);
        }
        return true;
    case WQ_FLAMING:
    case WQ_FROST:
    case WQ_THUNDERING:
    case WQ_CORROSIVE:
    case WQ_SHOCKING: return !hasAny(it, kElemental);
    case WQ_LAWFUL: return !hasAny(it, {WQ_CHAOTIC, WQ_BALANCE});
    case WQ_CHAOTIC: return !hasAny(it, {WQ_LAWFUL, WQ_BALANCE});
    case WQ_DISRUPTION: return flag(WT_BLUNT);
    case IQ_PROFICIENT: return !missile;
    case WQ_WARNING: return !missile && !flag(WT_NO_MELEE);
    case WQ_SUNDERING: return !missile && !bow;
    case WQ_KEEN:
        if (missile)
            return false;
        [[fallthrough]];
    case WQ_VORPAL: return (flag(WT_SLASHING) || flag(WT_PIERCING)) && playerChallenge(game) >= 5;
    case WQ_HOLY: return !hasAny(it, {WQ_UNHOLY, WQ_SOULDRINK, WQ_VAMPIRIC, WQ_BALANCE});
    case WQ_UNHOLY:
    case WQ_SOULDRINK:
    case WQ_VAMPIRIC: return !hasAny(it, {WQ_HOLY, WQ_BALANCE});
    case WQ_BURST: return hasAny(it, kElemental);
    // Sleep, dancing, parrying and entropic weapons the original never made;
    // its cleaving test ends in `return false` whatever the weapon.
    case WQ_SLEEP:
    case WQ_DANCING:
    case WQ_PARRYING:
    case WQ_ENTROPIC:
    case WQ_CLEAVING: return false;
    case WQ_SLAYING: return playerChallenge(game) >= 5;
    case WQ_RETURNING: return view && (view->group() & WG_THROWN) && !bow;
    case WQ_DISTANCE: return view && view->range() != 0;
    case WQ_SPEED: return !missile;
    case WQ_SMITING: return !bow && !missile && !flag(WT_NO_MELEE);
    default: return !isMaterialOrMake(q) || qualityItemOK(game, it, q);
    }
}

// Armour::QualityOK without its closing level test.
bool armourAllows(const Game& game, const Item& it, int32_t q)
{
    const bool shield = it.itemType == T_SHIELD;
    switch (q) {
    case AQ_FEARSOME:
    case AQ_SHIFTING:
    case AQ_BANEBLIND:
    case AQ_SPIKED:
    case AQ_MAGIC_RES: return false;    // never made in the original
    case AQ_LIGHT_FOR:
    case AQ_MEDIUM_FOR:
    case AQ_HEAVY_FOR:
        if (hasAny(it, {AQ_LIGHT_FOR, AQ_MEDIUM_FOR, AQ_HEAVY_FOR}))
            return false;
        [[fallthrough]];
    case AQ_ETHEREALNESS:
    case AQ_SLICK:
    case AQ_MIGHT:
    case AQ_ENDURANCE:
    case AQ_HEALING:
    case AQ_STABILITY:
    case AQ_COMMAND:
    case AQ_RADIANT: return !shield;
    case AQ_ARROW_DEF:
    case AQ_ANIMATED:
    case AQ_BASHING:
    case AQ_REFLECTION: return false;   // shield qualities the original never made
    case AQ_SHADOW:
        if (shield)
            return false;
        [[fallthrough]];
    case AQ_BLINDING: return !hasAny(it, {AQ_BLINDING, AQ_SHADOW});
    case AQ_INVULN:
    case AQ_GREAT_INV: return !shield && !hasAny(it, {AQ_INVULN, AQ_GREAT_INV});
    case AQ_SILENT:
    case AQ_AGILITY: {
        const std::optional<module::ItemView> view = viewOf(game, it);
        return !shield && view && view->group() == WG_LARMOUR;
    }
    default: return !isMaterialOrMake(q) || qualityItemOK(game, it, q);
    }
}

// A +5 weapon or armour with nothing else is of level 10 at least.
int32_t boundedByPlus(const Item& it, int32_t level, bool bounded)
{
    return bounded ? std::max(level, it.plus * 2) : level;
}

// src/Item.cpp, MaterialHardness.
int32_t materialHardness(int32_t m, int32_t dt)
{
    if (m == MAT_INDESTRUCTABLE_STONE)
        return -1;
    // Damage that does not touch things.
    if ((dt >= AD_DREX && dt <= AD_TLPT) || (dt >= AD_CURS && dt <= AD_DALU) || dt == AD_PSYC || dt == AD_SLEE
        || dt == AD_STUN || dt == AD_TOXI || dt == AD_POLY || dt == AD_CHRM || dt == AD_BLND || dt == AD_SLOW
        || dt == AD_CONF || dt == AD_DISE || dt == AD_FEAR || dt == AD_SUBD || dt == AD_WERE || dt == AD_BLEE
        || dt == AD_POIS || dt == AD_KNOC)
        return -1;
    switch (dt) {
    case AD_RUST: return m == MAT_IRON || m == MAT_WROUGHT || m == MAT_METAL ? 0 : -1;
    case AD_SOAK:
        switch (m) {
        case MAT_ICE: return 5;
        case MAT_OIL: case MAT_LIQUID: case MAT_MUD: return 0;
        case MAT_PAPER: return 5;
        case MAT_GLASS: return 20;
        default: return -1;
        }
    case AD_DCAY: return isOrganicMaterial(m) ? 0 : -1;
    case AD_NECR:
        if (!isOrganicMaterial(m))
            return -1;
        break;
    case AD_MAGC:
    case AD_DISN: return m == MAT_ADAMANT ? 20 : 0;
    case AD_SUNL:
        if (m != MAT_WAX)
            return -1;
        break;
    case AD_ACID:
        if (m == MAT_GLASS || m == MAT_GEMSTONE)
            return -1;
        break;
    case AD_SONI:
        if (m == MAT_GLASS)
            return 0;
        if (isOrganicMaterial(m))
            return -1;
        break;
    default: break;
    }
    switch (m) {
    case MAT_PAPER: return dt == AD_FIRE ? 0 : dt == AD_SLASH || dt == AD_SOAK ? 5 : -1;
    case MAT_WAX: return dt == AD_FIRE ? 0 : 3;
    case MAT_LIQUID: return dt == AD_COLD ? 3 : 10;
    case MAT_WEBBING: return dt == AD_FIRE ? 0 : 10;
    case MAT_CLOTH: return dt == AD_FIRE ? 3 : 5;
    case MAT_VEGGY:
    case MAT_FLESH: return 5;
    case MAT_BONE: return 6;
    case MAT_LEATHER: return 10;
    case MAT_DRAGON_HIDE: return 15;
    case MAT_WOOD: return 5;
    case MAT_SILVER:
    case MAT_PLATINUM:
    case MAT_GOLD: return 5;
    case MAT_COPPER: return 7;
    case MAT_METAL: return 8;
    case MAT_IRONWOOD:
    case MAT_IRON: return 10;
    case MAT_MITHRIL: return 15;
    case MAT_ADAMANT: return 20;
    case MAT_DARKWOOD: return dt == AD_FIRE ? 20 : 15;
    case MAT_GLASS: return dt == AD_BLUNT || dt == AD_SONI ? 0 : 5;
    case MAT_GEMSTONE: return dt == AD_BLUNT || dt == AD_SONI ? 5 : 10;
    case MAT_ICE: return dt == AD_FIRE ? 3 : 7;
    case MAT_MAGMA: return dt == AD_COLD ? 5 : -1;
    case MAT_MINERAL: return 5;
    case MAT_QUARTZ: return 7;
    case MAT_GRANITE: return 10;
    case MAT_FORCE: return dt == AD_MAGC ? -1 : 20;
    default: return -1;     // MAT_EMPTYNESS and any other
    }
}

} // namespace

int32_t effectivePlus(const Item& it)
{
    return (it.properties.flags & IF_CURSED) ? -it.plus : std::max(it.plus, 0);
}

int32_t hardness(const Game& game, const Item& it, int32_t damageType)
{
    int32_t hard = materialHardness(material(game, it), damageType);
    if (classOf(it.itemType) == ItemClass::Plain)
        return hard;
    const int32_t plus = effectivePlus(it);
    if (hard <= 0) {
        if (damageType == AD_RUST && hard == 0 && plus > 0)
            hard += plus * 5;
        return hard;
    }
    if (hasQuality(it, IQ_DWARVEN))
        hard += 10;
    if (hasQuality(it, IQ_ORCISH) || hasQuality(it, IQ_SILVER))
        hard /= 2;
    if (hasQuality(it, IQ_ADAMANT) || hasQuality(it, IQ_DARKWOOD))
        hard *= 2;
    if (hasQuality(it, IQ_MITHRIL))
        hard = hard * 150 / 100;
    // Cursed things are hard to destroy.
    return plus >= 0 ? hard + plus * 5 : hard + 50;
}

ItemClass classOf(int32_t itemType)
{
    switch (itemType) {
    case T_WEAPON:
    case T_BOW:
    case T_MISSILE:
    case T_STAFF: return ItemClass::Weapon;
    case T_ARMOUR:
    case T_BOOTS:
    case T_GAUNTLETS:
    case T_SHIELD: return ItemClass::Armour;
    case T_FOOD:
    case T_CORPSE:
    case T_STATUE:
    case T_FIGURE: return ItemClass::Food;
    default: return ItemClass::Plain;
    }
}

bool hasQuality(const Item& it, int32_t quality)
{
    if (classOf(it.itemType) == ItemClass::Plain)
        return false;
    // A quality a spell lends for a time (Ethereal Blade, Flame Blade): the
    // EXTRA_QUALITY stati of that value (rule: inc/Item.h, QItem::HasQuality).
    if (std::any_of(it.stati.begin(), it.stati.end(),
                    [quality](const StatusEffect& s) { return s.stati == EXTRA_QUALITY && s.value == quality; }))
        return true;
    const auto& slots = it.properties.qualities;
    return std::find(slots.begin(), slots.end(), int8_t(quality)) != slots.end();
}

std::string removeQuality(Item& it, int32_t quality)
{
    if (classOf(it.itemType) == ItemClass::Plain)
        return "Removing quality to non-Weapon/Armour Item!";
    ItemProperties& p = it.properties;
    switch (quality) {
    case IQ_MASTERWORK: p.flags &= uint16_t(~IF_MASTERWORK); return {};
    case IQ_GHOST_TOUCH: p.flags &= uint16_t(~IF_GHOST_TOUCH); return {};
    case IQ_BLESSED: p.flags &= uint16_t(~IF_BLESSED); return {};
    default: break;
    }
    for (int8_t& slot : p.qualities)
        if (slot == int8_t(quality))
            slot = 0;
    if (isWeaponType(it.itemType) && !hasQuality(it, WQ_BANE) && !hasQuality(it, WQ_SLAYING))
        p.bane = 0;
    return {};
}

std::string purgeQualities(Item& it)
{
    if (classOf(it.itemType) == ItemClass::Plain)
        return "Purging all qualities from non-Weapon/Armour Item!";
    it.properties.qualities.fill(0);
    if (it.itemType == T_WEAPON)
        it.properties.bane = 0;
    return {};
}

std::string addQuality(Game& game, Item& it, int32_t quality, int32_t param)
{
    if (classOf(it.itemType) == ItemClass::Plain)
        return "Adding quality to non-Weapon/Armour Item!";
    ItemProperties& p = it.properties;
    switch (quality) {
    case IQ_MASTERWORK: p.flags |= IF_MASTERWORK; return {};
    case IQ_GHOST_TOUCH: p.flags |= IF_GHOST_TOUCH; return {};
    case IQ_BLESSED: p.flags |= IF_BLESSED; return {};
    case IQ_SILVER:
    case IQ_MITHRIL:
    case IQ_ADAMANT:
    case IQ_IRONWOOD:
    case IQ_DARKWOOD:
        // One material at a time.
        for (int32_t other : {IQ_SILVER, IQ_MITHRIL, IQ_ADAMANT, IQ_IRONWOOD, IQ_DARKWOOD})
            removeQuality(it, other);
        break;
    case IQ_ELVEN:
    case IQ_DWARVEN:
    case IQ_ORCISH:
        for (int32_t other : {IQ_ELVEN, IQ_DWARVEN, IQ_ORCISH})
            removeQuality(it, other);
        break;
    default: break;
    }
    if (isWeaponType(it.itemType) && (quality == WQ_SLAYING || quality == WQ_BANE)) {
        if (param && !p.bane)
            p.bane = int16_t(param);
        else if (p.bane == 0)
            p.bane = kBaneTargets[size_t(game.roll(1, int32_t(kBaneTargets.size())) - 1)];
    }
    for (int8_t& slot : p.qualities) {
        if (slot == int8_t(quality))
            return {};
        if (slot == 0) {
            slot = int8_t(quality);
            return {};
        }
    }
    return {};  // a ninth quality is dropped, as in the original
}

bool qualityOK(Game& game, const Item& it, int32_t quality, int32_t level)
{
    const ItemClass kind = classOf(it.itemType);
    if (kind == ItemClass::Plain)
        return false;
    if (kind == ItemClass::Food)
        return qualityItemOK(game, it, quality);
    if (it.properties.qualities[7] || hasQuality(it, quality))
        return false;
    if (!(kind == ItemClass::Weapon ? weaponAllows(game, it, quality) : armourAllows(game, it, quality)))
        return false;
    // The item as it would be: too good for the level it is made for fails.
    Item trial;
    trial.resource = it.resource;
    trial.effect = it.effect;
    trial.itemType = it.itemType;
    trial.plus = it.plus;
    trial.properties = it.properties;
    trial.properties.qualities[7] = int8_t(quality);
    return itemLevel(game, trial) <= uint8_t(level);
}

int32_t baseItemLevel(const Game& game, const Item& it)
{
    if (it.resource == 0)
        return 1;
    const std::optional<module::ItemView> view = viewOf(game, it);
    const int32_t kindLevel = view ? view->level() : 0;
    int32_t effectLevel = 0;
    if (it.effect != 0)
        if (const auto effect = module::view<module::EffectView>(game.resources(), it.effect))
            effectLevel = levelValue(effect->level(), 0, it.plus);
    return std::max(effectLevel, kindLevel);
}

int32_t itemLevel(const Game& game, const Item& it, bool bounded)
{
    const int32_t base = baseItemLevel(game, it);
    const ItemClass kind = classOf(it.itemType);
    const auto& slots = it.properties.qualities;
    if (kind == ItemClass::Weapon) {
        if (it.effect)
            return base;
        int32_t plus = it.plus;
        for (int8_t q : slots)
            if (q && q < WQ_LAST)
                plus += plusOf(kWeaponQualityPlus, q);
        // The weapon's level is its effective plus (at most 22), whatever
        // its kind's own level.
        const int32_t level = std::min(22, plus);
        return boundedByPlus(it, level, bounded);
    }
    const bool armourKind = it.itemType == T_ARMOUR || it.itemType == T_SHIELD;
    if (kind == ItemClass::Plain || !armourKind || (kind == ItemClass::Armour && it.effect))
        return base;
    int32_t plus = it.plus;
    for (int8_t q : slots)
        if (q && q < AQ_LAST)
            plus += plusOf(kArmourQualityPlus, q);
    const int32_t level = base + std::min(22, plus * 150 / 100);
    return kind == ItemClass::Armour ? boundedByPlus(it, level, bounded) : level;
}

int32_t material(const Game& game, const Item& it)
{
    const std::optional<module::ItemView> view = viewOf(game, it);
    const int32_t kindMade = view ? view->material() : 0;
    if (classOf(it.itemType) == ItemClass::Plain)
        return kindMade;
    constexpr std::array<std::pair<int32_t, int32_t>, 6> kMadeOf{{
        {IQ_MITHRIL, MAT_MITHRIL}, {IQ_ADAMANT, MAT_ADAMANT}, {IQ_DARKWOOD, MAT_DARKWOOD},
        {IQ_IRONWOOD, MAT_IRONWOOD}, {IQ_SILVER, MAT_SILVER}, {IQ_WROUGHT, MAT_WROUGHT},
    }};
    for (const auto& [quality, made] : kMadeOf)
        if (hasQuality(it, quality))
            return made;
    if (hasQuality(it, IQ_ORCISH) && kindMade == MAT_IRON)
        return MAT_WROUGHT;
    return kindMade;
}

// rule: src/Item.cpp, Item::MakeMagical (EF_CURSED: IF_CURSED; EF_HALF_CURSED:
// random(100) < 50)
void makeMagical(Game& game, Item& it, uint32_t effect)
{
    it.effect = effect;
    const auto view = module::view<module::EffectView>(game.resources(), effect);
    if (!view)
        return;
    if (view->hasFlag(rules::EF_CURSED))
        it.properties.flags |= IF_CURSED;
    if (view->hasFlag(rules::EF_HALF_CURSED) && game.randomBelow(100) < 50)
        it.properties.flags |= IF_CURSED;
}

// rule: src/Inv.cpp, Character::Wield and Monster::Wield (the item's effect
// EF_CURSED: isKnown(KN_MAGIC|KN_BLESS) tells "The <EItem> curses itself!";
// IF_BLESSED off, IF_CURSED on)
void cursesItselfWhenPutOn(Game& game, const Creature& wearer, Item& it)
{
    const auto view = module::view<module::EffectView>(game.resources(), it.effect);
    if (!it.effect || !view || !view->hasFlag(rules::EF_CURSED))
        return;
    constexpr uint8_t KN_BLESS = 0x02, KN_MAGIC = 0x04;
    if (wearer.isPlayer && (it.known & (KN_MAGIC | KN_BLESS)) == (KN_MAGIC | KN_BLESS))
        game.message("The <hObj> curses itself!", {}, std::array{MessageArgument::ofObject(it.handle())});
    it.properties.flags = uint16_t((it.properties.flags & ~IF_BLESSED) | IF_CURSED);
}

} // namespace incursion::game::item_properties
