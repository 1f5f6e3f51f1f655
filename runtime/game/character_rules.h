// The original engine's numbers for characters (its Defines.h values) that
// the character code reads: feats, class abilities, the stati they grant.
// Kept apart from rules.h so the character's rules read in one place.
#pragma once

#include <cstdint>

namespace incursion::game::rules {

// ---- feats: skills share the numbering below FT_FIRST ---------------------------
constexpr int32_t SK_LAST = 49, FT_FIRST = 50, FT_LAST = 362;
constexpr int32_t FT_FULL_LIST = 6;     // below FT_FIRST: a list to choose from
constexpr int32_t FT_AP_LIGHT = 61, FT_AP_MEDIUM = 62, FT_AP_HEAVY = 63;
constexpr int32_t FT_CIRCLE_KICK = 87, FT_EXOTIC_WEAPON = 144, FT_IMPROVED_CRIT = 179, FT_IMPROVED_STRENGTH = 183,
                  FT_INTENSIVE_STUDY = 194, FT_LION_HEART = 210, FT_NATURAL_APTITUDE = 238, FT_SCHOOL_FOCUS = 288,
                  FT_SHIELD_PROFICIENCY = 294, FT_SKILL_FOCUS = 298, FT_WEAPON_FOCUS = 339, FT_WEAPON_MASTERY = 345,
                  FT_WEAPON_PROFICIENCY = 346, FT_WEAPON_SPECIALIST = 347, FT_WILD_SHAPE_MASTERY = 359,
                  FT_WEAPON_HIGH_MASTERY = 360, FT_WEAPON_GRAND_MASTERY = 361;

// ---- class abilities (CA_*) ------------------------------------------------------
constexpr int32_t CA_AURA_OF_VALOUR = 5, CA_COMMAND = 18, CA_DOMAINS = 23, CA_FAV_ENEMY = 34,
                  CA_GREATER_TURNING = 39, CA_INNATE_SPELL = 44, CA_SMITE = 79, CA_SPELLCASTING = 82,
                  CA_SPECIALIST = 84, CA_SPECIES_AFFINITY = 85, CA_TURNING = 97, CA_UNCANNY_DODGE = 100,
                  CA_STORYCRAFT = 131, CA_TATTOOS = 138, CA_GRANT_ITEM = 140, CA_LAST = 143;
constexpr int32_t MA_CHOICE1 = 125, MA_CHOICE5 = 129;  // "the player chooses a monster type"

// ---- class flags (a Class resource's Flags) and constants ----------------------------
constexpr int32_t CF_RELIGIOUS = 1, CF_LAWFUL = 2, CF_GOOD = 3, CF_CHAOTIC = 4, CF_EVIL = 5, CF_GOOD_FORT = 6,
                  CF_GOOD_REF = 7, CF_GOOD_WILL = 8, CF_PALADIN = 9, CF_FAVOURED = 10, CF_PRESTIGE = 11,
                  CF_PSEUDO = 12, CF_NONGOOD = 13, CF_NONEVIL = 14, CF_NONLAWFUL = 15, CF_NONCHAOTIC = 16;
constexpr int32_t TOTAL_CLASS_LEVELS = 112;     // a class's constant: the most levels it has
constexpr int32_t S_ARCHERY = 0, S_BRAWL = 1, S_MELEE = 2, S_THROWN = 3;     // a class's Attk modes

// ---- `Grants:` entries (module::Grant::kind) ----------------------------------------
constexpr int32_t AB_ABILITY = 1, AB_STATI = 2, AB_FEAT = 3;

// ---- stati -------------------------------------------------------------------------
constexpr int32_t WEP_SKILL = 30, FAV_ENEMY = 31, EXTRA_SKILL = 32, TURN_ABILITY = 33, GTURN_ABILITY = 34,
                  COMMAND_ABILITY = 35, SMITE_ABILITY = 36, EXTRA_ABILITY = 39, SPECIES_AFFINITY = 40,
                  EXTRA_FEAT = 41, ADJUST_INH = 113, SAVE_BONUS = 123, XP_PENALTY = 171, XP_GAINED = 172,
                  SPECIALTY_SCHOOL = 37, SCHOOL_FOCUS = 38, HAS_DOMAIN = 221, BONUS_SLOTS = 229, SPELL_ACCESS = 230;
constexpr int32_t SN_TRAPS = 9;
// A character's spell flags (SP_*).
constexpr int32_t SP_KNOWN = 0x0001, SP_DIVINE = 0x0008, SP_DOMAIN = 0x0100;
// Stati sources beyond rules.h's SS_ENCH, SS_ATTK, SS_MISC.
constexpr int32_t SS_RACE = 3, SS_CLAS = 4, SS_PERM = 5, SS_DOMA = 10, SS_BLES = 13;

// ---- weapon groups and skill -------------------------------------------------------
constexpr int32_t WG_EXOTIC = 0x00000002;
constexpr uint32_t WG_SHIELDS = 0x10000000, WG_LARMOUR = 0x20000000, WG_MARMOUR = 0x40000000,
                   WG_HARMOUR = 0x80000000;
constexpr int32_t WS_NOT_PROF = 0, WS_PROFICIENT = 1;

constexpr int32_t MAX_CHAR_LEVEL = 11;  // the original's cap on a character's total level

} // namespace incursion::game::rules
