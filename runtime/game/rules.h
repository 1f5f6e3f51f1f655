// The numbers of the game's rules that compiled modules store: attack and
// damage types, attributes, monster types and flags, stati, item types, effect
// archetypes and areas, saves. They are the original engine's values, so the
// corpus and our own modules mean the same thing by `A_BITE` or `EA_BLAST`;
// the names are the modules' own spellings, to be found by grep from either side.
#pragma once

#include <cstdint>

namespace incursion::game::rules {

// ---- attributes (GetAttr, ADJUST stati) -------------------------------------------
constexpr int32_t A_STR = 0, A_DEX = 1, A_CON = 2, A_INT = 3, A_WIS = 4, A_CHA = 5;
constexpr int32_t kAttributeCount = 6;
constexpr int32_t A_ARM = 17;   // armour bonus
constexpr int32_t A_MOV = 26;   // movement rate
constexpr int32_t A_DEF = 27;   // defence
constexpr int32_t A_THP = 36;   // temporary hit points
constexpr int32_t A_HIT = 50;   // to-hit
constexpr int32_t A_SPD = 54;   // speed
constexpr int32_t A_FAT = 38, A_MAG = 55;   // the most fatigue points; magic (A_ARC and A_DIV)
constexpr int32_t A_SIZ = 25, A_SAV_FORT = 28, A_SAV_REF = 29, A_SAV_WILL = 30;   // size category, save bonuses

// ---- damage types --------------------------------------------------------------
constexpr int32_t AD_NORM = 0, AD_FIRE = 1, AD_COLD = 2, AD_ACID = 3, AD_ELEC = 4, AD_TOXI = 5,
                  AD_NECR = 6, AD_PSYC = 7, AD_MAGC = 8, AD_SUNL = 9, AD_SONI = 10, AD_SLASH = 11,
                  AD_PIERCE = 12, AD_BLUNT = 13, AD_SLEE = 16, AD_STUN = 17, AD_PLYS = 18,
                  AD_BLND = 24, AD_SLOW = 25, AD_CONF = 26, AD_FEAR = 28, AD_POIS = 60;
constexpr int32_t AD_HOLY = 69, AD_LAWF = 70, AD_CHAO = 71, AD_EVIL = 72;
constexpr int32_t AD_STUK = 14, AD_MIND = 21, AD_CRIT = 23, AD_DISE = 27, AD_SUBD = 29, AD_NAUS = 30, AD_VAMP = 73;
constexpr int32_t AD_DRST = 43, AD_DRCH = 48, AD_DAST = 50, AD_DACH = 55;   // drain / damage STR .. CHA
// Physical damage is what armour stops.
constexpr bool isPhysicalDamage(int32_t type) { return type == AD_NORM || (type >= AD_SLASH && type <= AD_BLUNT); }

// ---- attack types ----------------------------------------------------------------
constexpr int32_t A_PUNC = 1, A_KICK = 2, A_CLAW = 6, A_BITE = 7, A_BUTT = 8, A_TUCH = 9, A_STNG = 10,
                  A_SLAM = 19, A_GORE = 23, A_TAIL = 24, A_SWNG = 63;
constexpr int32_t A_COUP = 62, A_THRU = 64, A_FIRE = 65, A_LUNG = 66, A_GREA = 67;
// The blows a melee round may hold: natural attacks below 40 (from 30 only
// on a held or engulfed victim: conditions::attackFitsRound) and the weapon
// swings; spit, breath, gaze, auras and the like (40 and up) are not.
constexpr bool isMeleeAttack(int32_t type)
{
    return (type > 0 && type < 40) || type == A_SWNG || type == A_COUP || type == A_THRU || type == A_LUNG
           || type == A_GREA;
}

// ---- saves ----------------------------------------------------------------------
constexpr int32_t FORT = 0, REF = 1, WILL = 2, NOSAVE = 3;

// ---- stati ----------------------------------------------------------------------
constexpr int32_t POISONED = 2, BLIND = 3, STUNNED = 5, CONFUSED = 6, SLEEPING = 7, PARALYSIS = 9,
                  AFRAID = 10, SUMMONED = 67, ADJUST = 106, ADJUST_CIRC = 117;
// Stati causes
constexpr int32_t SS_ENCH = 2, SS_ATTK = 6, SS_MISC = 7;

// ---- monsters ---------------------------------------------------------------------
constexpr int32_t MA_ANIMAL = 2, MA_KOBOLD = 18, MA_CONSTRUCT = 36, MA_GOLEM = 40, MA_LIVING = 75,
                  MA_UNDEAD = 76, MA_GOBLINOID = 84, MA_EVIL = 103, MA_GOOD = 106;
constexpr int32_t M_NOGEN = 24, M_MINDLESS = 33, M_HOSTILE = 55, M_NO_CORPSE = 88;
constexpr int32_t M_ALL_MALE = 64, M_ALL_FEMALE = 65, M_NEUTER = 66;
// A Monster's or Encounter's `Terrain:` bits (where it is met outdoors).
constexpr int32_t TT_SURFACE = 0x0001, TT_FOREST = 0x0002, TT_MOUNTAIN = 0x0004, TT_ARCTIC = 0x0008,
                  TT_SWAMP = 0x0010, TT_DESERT = 0x0020, TT_OCEAN = 0x0040, TT_TROPICAL = 0x0080,
                  TT_PLAINS = 0x0100, TT_BADLANDS = 0x0200, TT_JUNGLE = 0x0400, TT_HILLS = 0x0800,
                  TT_COASTAL = 0x1000, TT_URBAN = 0x2000;
constexpr int32_t SZ_MEDIUM = 4;
constexpr int32_t SZ_LARGE = 5;
constexpr int32_t M_EVIL = 49, M_GOOD = 50, M_LAWFUL = 51, M_CHAOTIC = 52, MA_LAWFUL = 104, MA_CHAOTIC = 105,
                  MA_SUMMONED = 108, MA_ALLIES = 109, MA_HOSTILES = 110, MA_ENEMIES = 111, MA_NONEVIL = 113, MA_NONGOOD = 114;
constexpr int32_t T_THING = -1, T_CREATURE = -2, T_CHARACTER = -3, T_ITEM = -4, T_MAP = 4, T_MONSTER = 6, T_PLAYER = 7;   // object types (isType)
constexpr int32_t T_PORTAL = 10, T_DOOR = 11, T_TRAP = 12, T_FEATURE = 13;     // features (isType)

// ---- items ------------------------------------------------------------------------
constexpr int32_t T_ARMOUR = 21, T_FOOD = 37, T_LIGHT = 44, T_POTION = 47, T_SCROLL = 50, T_SHIELD = 51, T_TOOL = 56,
                  T_WAND = 57, T_WEAPON = 58;
constexpr int32_t IT_NOGEN = 1;
// Where an effect comes from (Flavour kinds and the prefix of `AI_POTION Effect`).
constexpr int32_t AI_POTION = 1, AI_SCROLL = 2, AI_WAND = 3;
constexpr int32_t WT_SLASHING = 26, WT_PIERCING = 27, WT_BLUNT = 28, WT_NO_MELEE = 46;

// ---- effects ----------------------------------------------------------------------
constexpr int32_t EA_BLAST = 1, EA_GRANT = 2, EA_INFLICT = 3, EA_DRAIN = 4, EA_IDENTIFY = 7, EA_SUMMON = 9,
                  EA_HEALING = 26, EA_CURE = 39;
constexpr int32_t AR_NONE = 0, AR_BOLT = 1, AR_BEAM = 2, AR_BALL = 3, AR_RAY = 4, AR_BURST = 5, AR_TOUCH = 6,
                  AR_GLOBE = 11, AR_BREATH = 12, AR_CHAIN = 16, AR_CONE = 17;
constexpr int32_t AR_FIELD = 7, AR_BARRIER = 8, AR_MFIELD = 9, EA_TERRAFORM = 5, EA_TRAVEL = 6, EA_VISION = 47;   // fields.h, terraform.h
constexpr int32_t EA_DISPEL = 22, EA_POLYMORPH = 32, EA_CREATION = 13;    // effect_archetypes.h
constexpr int32_t HEAL_HP = 0x01, HEAL_MANA = 0x02, HEAL_HUNGER = 0x40;
constexpr int32_t EF_PERIODIC = 1, EF_CURSED = 2, EF_HALF_CURSED = 3, EF_NOGEN = 18, EF_LIM_MTYPE = 4, EF_DSHORT = 23, EF_CASTER_IMMUNE = 34, EF_ITEMS_ONLY = 41;
constexpr int32_t EF_LIM_ITYPE = 6, EF_AFFECTS_ITEMS = 40;   // effect_item_target.h
constexpr int32_t EF_NAMEFIRST = 19, EF_NAMEONLY = 20, EF_POSTFIX = 91, EF_PROPER = 92;   // Game::nameOf(Item)
constexpr int32_t Q_DIR = 0x0001, Q_LOC = 0x0002, Q_TAR = 0x0004, Q_INV = 0x0008, Q_NEAR = 0x0100;
// A save entry's flag for "half damage on a save" (`sval: REF partial`) is a
// separate record; these are the special level values dice may use for their
// count or bonus (`(LEVEL_SCALED)d6`).
constexpr int32_t LEVEL_MAX5 = -122, LEVEL_MAX10 = -123, LEVEL_MAX15 = -124, LEVEL_MAX20 = -125,
                  LEVEL_SCALED = -126, LEVEL_SCALED2 = -99, LEVEL_SCALED3 = -98, LEVEL_PLUS5 = -97,
                  LEVEL_PLUS10 = -96;
constexpr int32_t EA_GENERIC = 46, AR_POISON = 14, AR_DISEASE = 15, HEAL_MALADY = 0x10, HEAL_ALL_MALADIES = 0x100,
                  EF_D1ROUND = 24, EF_DLONG = 25, EF_DXLONG = 26, EF_PERMANANT = 54;
constexpr int32_t LEVEL_1PER1 = -101, LEVEL_2PER1 = -102, LEVEL_3PER1 = -103, LEVEL_4PER1 = -104, LEVEL_5PER1 = -105,
                  LEVEL_1PER2 = -106, LEVEL_1PER3 = -107, LEVEL_1PER4 = -108, LEVEL_1PER5 = -109, LEVEL_2PER3 = -110,
                  LEVEL_3PER2 = -111, LEVEL_3PER4 = -112, LEVEL_4PER3 = -113, LEVEL_EVERY2 = -114, LEVEL_EVERY3 = -115,
                  LEVEL_EVERY4 = -116, LEVEL_EVERY5 = -117, LEVEL_2EVERY2 = -118, LEVEL_2EVERY3 = -119,
                  LEVEL_2EVERY4 = -120, LEVEL_2EVERY5 = -121, LEVEL_PLUS20 = -95, LEVEL_HALF_PLUS3 = -94,
                  PLUS_1PER1 = -93, PLUS_2PER1 = -92, PLUS_3PER1 = -91, PLUS_4PER1 = -90, PLUS_5PER1 = -89,
                  PLUS_10PER1 = -88, PLUS_15PER1 = -87, PLUS_20PER1 = -86, PLUS_MINUS2 = -85, PLUS_MINUS3 = -84,
                  LEVEL_MIN3 = -83, LEVEL_MIN5 = -82, LEVEL_MIN10 = -81, LEVEL_CODE_LAST = -44;

} // namespace incursion::game::rules
