// The spells a character knows, as the original gives them
// (src/Create.cpp): casting levels (CA_SPELLCASTING) open spell slots by
// the SpellTable, Intelligence adds bonus slots; the spell lists of the
// classes (SPELL_ACCESS stati naming a resource with a SPELL_LIST) say what
// may fill them, and the player learns spells into open slots from a menu
// (Player::LearnSpell): at birth until the first level's slots are full
// (Player::Create), and after each level a playtest gains. A class without
// casting learns nothing; CA_INNATE_SPELL and scripts' GainSpell add more.
#pragma once

#include "game/character.h"

#include <array>
#include <cstdint>
#include <vector>

namespace incursion::game {

class Creature;
class Game;

namespace character {

// Whether `c` is of monster type `type`: its own types, or its kind's
// (a character's race body), as the original's isMType reads them here.
bool kindIs(const Game& game, const Creature& c, int32_t type);

// SAL(n): the caster level that casts spells of level n (src/Tables.cpp, __SAL).
int32_t casterLevelForSpellLevel(int32_t spellLevel);

// Player::GainAbility(CA_SPELLCASTING): the ability is at `castingLevel`
// now; each spell level's slots grow by one toward the SpellTable's row.
void openSpellSlots(CharacterSheet& sheet, int32_t castingLevel);

// The bonus slots per spell level (src/Values.cpp, Character::CalcValues):
// by the inherent Intelligence, Guildmage, and BONUS_SLOTS stati.
std::array<int32_t, CharacterSheet::kSpellLevels> bonusSpellSlots(const Game& game, const Creature& c);

// One spell a class list lets the character learn (LearnableSpell).
struct LearnableSpell {
    module::ResourceId spell = 0;
    int32_t level = 0;
    int32_t type = 0;       // SP_ARCANE, SP_DIVINE, SP_PRIMAL, SP_BARDIC (SP_SORCERY is 0)
};

// Character::CalcSpellAccess: the spells the SPELL_ACCESS stati's lists
// give, by level then name; marks their type on the sheet's spell flags.
std::vector<LearnableSpell> calcSpellAccess(const Game& game, Creature& c);

// Player::LearnSpell: offers the spells the character may learn into an
// open slot now (an arcane one only from a spellbook it carries) and
// learns the one chosen. False when there is nothing to learn or the
// player declines.
bool learnSpell(Game& game, Creature& c);

// Player::Create: learns spells until the first level's slots are full.
void learnBirthSpells(Game& game, Creature& c);

} // namespace character
} // namespace incursion::game
