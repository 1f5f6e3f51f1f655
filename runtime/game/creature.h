// A creature in the game: the player or a monster made from a Monster
// resource. It holds what changes in play (hit points, stati, position,
// inventory, what its mind remembers) and the values read from its resource
// when it was made, so a save needs no module lookups to act on it.
#pragma once

#include "game/character.h"
#include "game/creature_alertness.h"
#include "game/creature_party.h"
#include "game/creature_shape.h"
#include "game/creature_state.h"
#include "game/equipment.h"
#include "game/status_effect.h"
#include "game/training.h"
#include "module/record_tags.h"
#include "module/resource_manager.h"
#include "world/game_object.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace incursion::module {
class MonsterView;
struct Attack;
}

namespace incursion::vm {
class DiceRoller;
}

namespace incursion::game {

using module::Dice;
using module::ResourceId;
using world::Handle;

// One blow of a creature's melee round: the attack type and its damage
// parts (`A_BITE for 1d8 AD_PIERCE and 1d2 AD_TOXI (DC 12)`).
struct AttackDamage {
    Dice damage;
    int32_t damageType = 0;
    int32_t dc = 0;             // the save a rider allows; 0 none
    friend bool operator==(const AttackDamage&, const AttackDamage&) = default;
};
struct CreatureAttack {
    int32_t type = 0;
    std::vector<AttackDamage> parts;    // at least one
    friend bool operator==(const CreatureAttack&, const CreatureAttack&) = default;
};

// A resource's `Attk:` entry as a creature's blow.
CreatureAttack creatureAttack(const module::Attack& attack);

// Whose side a creature is on.
enum class Attitude : uint8_t {
    Player = 0,     // the player and allies
    Hostile = 1,    // attacks the player's side
    Peaceful = 2,   // attacks no one unless attacked
};

// What a monster's AI remembers between its turns (monster_ai.h).
struct CreatureMind {
    Handle target = world::kNoObject;   // whom it hunts
    int32_t lastSeenX = -1;             // where it last perceived its target
    int32_t lastSeenY = -1;
    int32_t goalX = -1;                 // where it wanders to
    int32_t goalY = -1;
    // 0 none; ±(1 + heading) while following a wall (+: wall on the right
    // hand); 16: a hunt searching its way round an obstacle (monster_ai.cpp).
    int8_t wallFollow = 0;
    bool fleeing = false;
    int32_t guardX = -1;                // a post it guards (a vault's TILE_GUARDING), -1 none
    int32_t guardY = -1;
    friend bool operator==(const CreatureMind&, const CreatureMind&) = default;
};

class Creature final : public world::GameObject {
public:
    Creature() : GameObject(world::ObjectKind::Creature) {}

    // A monster of `monster`'s kind with its hit points rolled (`HD` d8 plus
    // the Constitution modifier per die, or its fixed hit points).
    static std::unique_ptr<Creature> fromMonster(const module::MonsterView& monster, vm::DiceRoller& dice);

    ResourceId monster = 0;     // the Monster resource (for the player: the race's or a default one)
    bool isPlayer = false;
    Attitude attitude = Attitude::Hostile;
    module::Glyph glyph{'@', 7, 0};

    int32_t hp = 1;
    int32_t maxHp = 1;
    int32_t mana = 0;
    int32_t maxMana = 0;
    std::array<int32_t, 6> attributes{10, 10, 10, 10, 10, 10};  // STR DEX CON INT WIS CHA
    int32_t level = 1;          // hit dice, or the character's level
    int32_t challenge = 1;      // CR (as the Monster resource stores it)
    int32_t hitBonus = 0;       // `Hit:`
    int32_t defence = 10;       // `Def:`
    int32_t armour = 0;         // `Arm:`: damage armour stops from each physical blow
    int32_t speed = 100;        // percent
    int32_t move = 100;         // percent
    int32_t size = 4;           // SZ_MEDIUM
    int32_t experience = 0;
    std::vector<CreatureAttack> attacks;
    int32_t resistances = 0;            // `Res:` as the Monster resource stores it (combat.cpp reads it)
    int32_t immunities = 0;             // `Immune:`, likewise
    std::vector<int32_t> flags;         // M_* (sorted)
    std::vector<int32_t> types;         // MA_* (sorted)
    std::vector<ResourceId> spells;     // what it can cast (`Spells:` and innate ones)
    std::vector<StatusEffect> stati;
    std::vector<Handle> inventory;      // items carried, in the order picked up
    Handle weapon = world::kNoObject;   // wielded (one of the inventory)
    Handle bodyArmour = world::kNoObject;
    Equipment equipment;                // the other slots: shield, helmet, rings ... (equipment.h)
    CreatureMind mind;
    std::optional<CharacterSheet> character;    // the player's race, classes, feats ... (character.h)
    CreatureParty party;        // PartyID and breeding (creature_party.h)
    Training training;                  // fatigue, skill ranks, exercise (training.h)
    std::optional<TrueForm> trueForm;   // its own body while in another shape (shapeshift.h)
    CreatureState state;                // StateFlags, Named, a held Timeout (creature_state.h)
    CreatureAlertness alertness;        // FFCount: turns out of a fight (flat_footed.h)

    bool alive() const { return hp > 0; }
    bool hasFlag(int32_t flag) const;
    bool isType(int32_t type) const;

    // An attribute with the ADJUST stati and weariness on it: rules::A_STR ...
    // (the six), A_SPD, A_MOV, A_DEF, A_HIT, A_ARM, A_THP.
    int32_t attribute(int32_t attribute) const;
    // The d20 modifier of one of the six: (score - 10) / 2, rounded down.
    int32_t modifier(int32_t attribute) const;
    int32_t currentSpeed() const;       // percent, at least 10
    int32_t currentDefence() const;

    bool hasStatus(int32_t stati, int32_t value = -1) const;
    const StatusEffect* status(int32_t stati, int32_t value = -1) const;
    void addStatus(StatusEffect status);
    // Removes the matching stati (-1 matches any value/cause); how many went.
    int removeStatus(int32_t stati, int32_t value = -1, int32_t cause = -1);

    std::string describe() const override;  // `creature "goblin"`, `player "Aldric"`
    void saveState(world::ByteWriter&) const override;
    void loadState(world::ByteReader&) override;
};

// Gives `c` the body of the monster `form`: its image, six abilities, Hit,
// Def, Arm, speeds, size, resistances, immunities, flags, types and attacks
// (what Creature::fromMonster reads of it, and a shapeshift changes).
void takeMonsterBody(Creature& c, const module::MonsterView& form);

// The d20 modifier of an ability score.
constexpr int32_t abilityModifier(int32_t score)
{
    return score >= 10 ? (score - 10) / 2 : -((11 - score) / 2);
}

} // namespace incursion::game
