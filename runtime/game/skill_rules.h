// The original engine's numbers (its inc/Defines.h values) that the rules of
// skills, fatigue and resistances read (skills.cpp, fatigue.cpp,
// resistance.cpp), in a namespace of their own so that they meet no other
// area's spelling of the same name.
#pragma once

#include <cstdint>

namespace incursion::game::skill_rules {

constexpr int32_t A_LUC = 6;
// stati
constexpr int32_t INNATE_KIT = 44, RAGING = 66, TEMPLATE = 71, ILLUSION = 74, CHARGING = 75, SINGING = 77,
                  DWARVEN_FOCUS = 81, ELEVATED = 85, RESIST = 104, SKILL_BONUS = 124, IMMUNITY = 177,
                  CHANNELING = 198;
constexpr int32_t ELEV_TREE = 1, ELEV_CEILING = 2, SLEEP_FATIGUE = 3;
// stati sources beyond rules.h's and character_rules.h's
constexpr int32_t SS_ITEM = 1, SS_ONCE = 8, SS_BODY = 14, SS_TMPL = 15;
constexpr int32_t MA_PLANT = 49;
constexpr int32_t AD_STON = 19, AD_DREX = 32;
// feats
constexpr int32_t FT_ACROBATIC = 51, FT_ALERTNESS = 55, FT_ARTIFICER = 64, FT_ARMOUR_OPTIMIZATION = 65, FT_ATHLETIC = 67,
                  FT_CAPTIVATING = 82, FT_CLEAR_MINDED = 88, FT_DECIEVER = 106, FT_DETECTIVE = 115,
                  FT_DIVINE_ARMOUR = 120, FT_DIVINE_RESISTANCE = 123, FT_EDUCATED = 135, FT_ENDURANCE = 140,
                  FT_GRACEFUL = 161, FT_GUILDMAGE = 169, FT_HARDINESS = 172, FT_INSIGHTFUL = 192,
                  FT_LANDED_NOBLE = 204, FT_LARCENOUS = 205, FT_MURDEROUS = 232, FT_ONE_BODY_ONE_SOUL = 242,
                  FT_PHYSICIAN = 250, FT_SNEAKY = 300, FT_TALENTED = 318, FT_WOODSMAN = 356;
// class abilities
constexpr int32_t CA_BOOST_RESISTS = 10, CA_FATESENSE = 33, CA_INHERANT_POTENTIAL = 43, CA_LEGEND_LORE = 50,
                  CA_SHARP_SENSES = 73, CA_SKILL_MASTERY = 75, CA_STONEWORK_SENSE = 87;
// items: flags, lists, constants, qualities, what is known of one
constexpr int32_t IT_ROPE = 15;
constexpr int32_t SKILL_KIT_FOR = 23, SECONDARY_KIT_FOR = 24, SKILL_KIT_MOD = 107, ROPE_MOD = 111;
constexpr int32_t AQ_GRACEFUL = 17, AQ_AGILITY = 26, IQ_DWARVEN = 67, IQ_ELVEN = 68, IQ_ORCISH = 69, IQ_ADAMANT = 70,
                  IQ_DARKWOOD = 71, IQ_MITHRIL = 73, IQ_FEATHERLIGHT = 76;
constexpr int32_t KN_PLUS = 8;
// exercise columns
constexpr int32_t EDEX_JUMP = 6, ECON_FATIGUE = 6, EXXX_SKILL = 10, EXXX_PSKILL = 12;

} // namespace incursion::game::skill_rules
