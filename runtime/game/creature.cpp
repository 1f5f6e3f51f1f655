#include "game/creature.h"
#include "game/hunger.h"

#include "game/conditions.h"

#include "game/character_rules.h"
#include "game/rules.h"
#include "map/map.h"
#include "module/resource_views.h"
#include "vm/dice.h"

#include <algorithm>

namespace incursion::game {

namespace {

// Speeds and moves are stored as (percent - 100) / 5 (resource_views.h).
int32_t percentOf(int32_t stored)
{
    return std::clamp(100 + stored * 5, 10, 1000);
}

std::vector<int32_t> sorted(std::vector<int32_t> values)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

void writeDice(world::ByteWriter& out, Dice dice)
{
    out.u16(uint16_t(dice.number));
    out.u16(uint16_t(dice.sides));
    out.u16(uint16_t(dice.bonus));
}

Dice readDice(world::ByteReader& in)
{
    Dice dice;
    dice.number = int16_t(in.u16("dice count"));
    dice.sides = int16_t(in.u16("dice sides"));
    dice.bonus = int16_t(in.u16("dice bonus"));
    return dice;
}

void writeIntegers(world::ByteWriter& out, const std::vector<int32_t>& values, const char* what)
{
    out.count(values.size(), what);
    for (int32_t value : values)
        out.i32(value);
}

std::vector<int32_t> readIntegers(world::ByteReader& in, const char* what)
{
    std::vector<int32_t> values(in.count(4, what));
    for (int32_t& value : values)
        value = in.i32(what);
    return values;
}

std::vector<Handle> readHandles(world::ByteReader& in, const char* what)
{
    std::vector<Handle> values(in.count(4, what));
    for (Handle& value : values)
        value = in.u32(what);
    return values;
}

void writeAttacks(world::ByteWriter& out, const std::vector<CreatureAttack>& attacks)
{
    out.count(attacks.size(), "attacks");
    for (const CreatureAttack& attack : attacks) {
        out.i32(attack.type);
        out.count(attack.parts.size(), "attack parts");
        for (const AttackDamage& part : attack.parts) {
            writeDice(out, part.damage);
            out.i32(part.damageType);
            out.i32(part.dc);
        }
    }
}

std::vector<CreatureAttack> readAttacks(world::ByteReader& in)
{
    std::vector<CreatureAttack> attacks;
    attacks.resize(in.count(8, "attacks"));
    for (CreatureAttack& attack : attacks) {
        attack.type = in.i32("attack type");
        attack.parts.resize(in.count(14, "attack parts"));
        for (AttackDamage& part : attack.parts) {
            part.damage = readDice(in);
            part.damageType = in.i32("damage type");
            part.dc = in.i32("attack dc");
        }
    }
    return attacks;
}

// A shapeshifted creature's own body (creature_shape.h).
void writeTrueForm(world::ByteWriter& out, const TrueForm& form)
{
    out.u32(form.monster);
    out.string(form.name);
    out.i32(form.glyph.character);
    out.u8(uint8_t(form.glyph.foreground));
    out.u8(uint8_t(form.glyph.background));
    for (int32_t a : form.attributes)
        out.i32(a);
    for (int32_t v : {form.hitBonus, form.defence, form.armour, form.speed, form.move, form.size, form.resistances,
                      form.immunities})
        out.i32(v);
    writeAttacks(out, form.attacks);
    writeIntegers(out, form.flags, "true flags");
    writeIntegers(out, form.types, "true monster types");
    out.u8(form.heldByStati ? 1 : 0);
}

TrueForm readTrueForm(world::ByteReader& in)
{
    TrueForm form;
    form.monster = in.u32("true monster");
    form.name = in.string("true name");
    form.glyph.character = in.i32("true glyph");
    form.glyph.foreground = in.u8("true glyph colour") & 15;
    form.glyph.background = in.u8("true glyph background") & 15;
    for (int32_t& a : form.attributes)
        a = in.i32("true attribute");
    for (int32_t* v : {&form.hitBonus, &form.defence, &form.armour, &form.speed, &form.move, &form.size,
                       &form.resistances, &form.immunities})
        *v = in.i32("true creature value");
    if (form.speed < 10 || form.speed > 1000 || form.move < 10 || form.move > 1000)
        in.fail("true form's speeds out of range");
    form.attacks = readAttacks(in);
    form.flags = readIntegers(in, "true flags");
    form.types = readIntegers(in, "true monster types");
    if (!std::is_sorted(form.flags.begin(), form.flags.end()) || !std::is_sorted(form.types.begin(), form.types.end()))
        in.fail("true form's flags not sorted");
    form.heldByStati = in.flag("held by stati");
    return form;
}

// 2: each stati keeps its caster level; 3: the character sheet; 4: the party;
// 5: its training (fatigue, skill ranks, exercise); 6: its true form when
// shapeshifted; 7: the party without a breed count (the level keeps it);
// 8: its CreatureState (StateFlags, Named, held Timeout); 9: its turns out of
// a fight (FFCount); 10: the slots beyond weapon and body armour (Equipment);
// 11: the character's level dice and spell slots.
// 12: satiation is kept (the player's HUNGER stati; hunger.h), a player saved
// before it starts again satiated.
// 15: the creature that leads it (a companion's player; creature_party.h).
// 16: the skill points its character spent (Training::spentSkillPoints).
// Older states still load (caster level 0, no sheet, of no party, fresh
// training that works its fatigue out when first asked, in its own shape,
// default state, a newcomer to any fight, nothing else worn, a character
// without level dice, whose hit points and mana stand as saved, led by no one, no skill points spent).
constexpr uint8_t kCreatureStateVersion = 16;

} // namespace

CreatureAttack creatureAttack(const module::Attack& attack)
{
    CreatureAttack blow;
    blow.type = attack.type;
    blow.parts.push_back({attack.part.damage, attack.part.damageType, attack.part.dc});
    for (const module::AttackPart& part : attack.also)
        blow.parts.push_back({part.damage, part.damageType, part.dc});
    return blow;
}

std::unique_ptr<Creature> Creature::fromMonster(const module::MonsterView& view, vm::DiceRoller& dice)
{
    auto creature = std::make_unique<Creature>();
    creature->monster = view.id();
    creature->name = std::string(map::displayName(view.name()));
    takeMonsterBody(*creature, view);
    creature->level = std::max(1, view.hitDice());
    creature->challenge = view.challengeRating();
    creature->spells = view.spells();
    for (ResourceId spell : view.innateSpells())
        creature->spells.push_back(spell);
    creature->mana = creature->maxMana = std::max(0, view.mana());
    if (std::optional<int32_t> fixed = view.fixedHitPoints(); fixed && *fixed > 0) {
        creature->maxHp = *fixed;
    } else {
        const int32_t perDie = abilityModifier(creature->attributes[rules::A_CON]);
        creature->maxHp = std::max(1, dice.roll(creature->level, 8) + perDie * creature->level);
    }
    creature->hp = creature->maxHp;
    creature->attitude = creature->hasFlag(rules::M_HOSTILE) ? Attitude::Hostile : Attitude::Peaceful;
    // Its sex, as the original's Creature constructor chose it (src/Creature.cpp).
    if (creature->hasFlag(rules::M_ALL_FEMALE))
        creature->state.flags |= state_flags::MS_FEMALE;
    else if (dice.roll(1, 100) > 50 && !creature->hasFlag(rules::M_NEUTER) && !creature->hasFlag(rules::M_ALL_MALE))
        creature->state.flags |= state_flags::MS_FEMALE;
    return creature;
}

void takeMonsterBody(Creature& c, const module::MonsterView& view)
{
    if (auto image = view.image())
        c.glyph = *image;
    else
        c.glyph = {'M', 7, 0};
    c.attributes = {10, 10, 10, 10, 10, 10};
    for (const module::NumberPair& pair : view.attributes()) {
        if (pair.first >= 0 && pair.first < rules::kAttributeCount)
            c.attributes[size_t(pair.first)] = pair.second;
    }
    c.hitBonus = view.hit();
    c.defence = view.defence() > 0 ? view.defence() : 10;
    c.armour = std::max(0, view.armour());
    c.speed = percentOf(view.speed());
    c.move = percentOf(view.move());
    c.size = view.size() > 0 ? view.size() : rules::SZ_MEDIUM;
    c.resistances = view.resists();
    c.immunities = view.immunities();
    c.flags = sorted(view.flags());
    c.types = sorted(view.monsterTypes());
    c.attacks.clear();
    for (const module::Attack& attack : view.attacks())
        c.attacks.push_back(creatureAttack(attack));
}

bool Creature::hasFlag(int32_t flag) const
{
    return std::binary_search(flags.begin(), flags.end(), flag);
}

bool Creature::isType(int32_t type) const
{
    return std::binary_search(types.begin(), types.end(), type);
}

namespace {

// Stunned or nauseated: Dexterity and speed suffer (attribute, currentSpeed).
// rule: src/Values.cpp, CalcValues: STUNNED or NAUSEA, -6 Dex and -10 speed (BONUS_STATUS)
bool reeling(const Creature& c)
{
    return c.hasStatus(rules::STUNNED) || c.hasStatus(conditions::NAUSEA);
}

} // namespace

int32_t Creature::attribute(int32_t which) const
{
    int32_t value = 0;
    if (which >= 0 && which < rules::kAttributeCount)
        value = attributes[size_t(which)];
    else if (which == rules::A_SPD)
        value = speed;
    else if (which == rules::A_MOV)
        value = move;
    else if (which == rules::A_DEF)
        value = defence;
    else if (which == rules::A_HIT)
        value = hitBonus;
    else if (which == rules::A_ARM)
        value = armour;
    for (const StatusEffect& s : stati) {
        if ((s.stati == rules::ADJUST || s.stati == rules::ADJUST_CIRC || s.stati == rules::ADJUST_INH) &&
            s.value == which)
            value += s.magnitude;
    }
    if (which == rules::A_DEX && reeling(*this))
        value -= 6;
    return value + training.wearinessAdjustment(which) + hunger::attributeAdjustment(*this, which);
}

int32_t Creature::modifier(int32_t which) const
{
    return abilityModifier(attribute(which));
}

int32_t Creature::currentSpeed() const
{
    // ADJUST A_SPD counts in fives of percent, as the resources' speeds do.
    int32_t adjustment = 0;
    for (const StatusEffect& s : stati) {
        if ((s.stati == rules::ADJUST || s.stati == rules::ADJUST_CIRC) && s.value == rules::A_SPD)
            adjustment += s.magnitude * 5;
    }
    adjustment += (training.wearinessAdjustment(rules::A_SPD) + hunger::attributeAdjustment(*this, rules::A_SPD)) * 5;
    if (reeling(*this))
        adjustment -= 10 * 5;
    return std::clamp(speed + adjustment, 10, 1000);
}

int32_t Creature::currentDefence() const
{
    return attribute(rules::A_DEF) + modifier(rules::A_DEX);
}

bool Creature::hasStatus(int32_t which, int32_t value) const
{
    return status(which, value) != nullptr;
}

const StatusEffect* Creature::status(int32_t which, int32_t value) const
{
    for (const StatusEffect& s : stati) {
        if (s.stati == which && (value == -1 || s.value == value))
            return &s;
    }
    return nullptr;
}

void Creature::addStatus(StatusEffect status)
{
    stati.push_back(status);
}

int Creature::removeStatus(int32_t which, int32_t value, int32_t cause)
{
    const auto before = stati.size();
    std::erase_if(stati, [&](const StatusEffect& s) {
        return s.stati == which && (value == -1 || s.value == value) && (cause == -1 || s.cause == cause);
    });
    return int(before - stati.size());
}

std::string Creature::describe() const
{
    return std::string(isPlayer ? "player \"" : "creature \"") + name + "\"";
}

void Creature::saveState(world::ByteWriter& out) const
{
    out.u8(kCreatureStateVersion);
    out.u32(monster);
    out.u8(isPlayer ? 1 : 0);
    out.u8(uint8_t(attitude));
    out.i32(glyph.character);
    out.u8(uint8_t(glyph.foreground));
    out.u8(uint8_t(glyph.background));
    for (int32_t v : {hp, maxHp, mana, maxMana, level, challenge, hitBonus, defence, armour, speed, move, size,
                      experience, resistances, immunities})
        out.i32(v);
    for (int32_t a : attributes)
        out.i32(a);
    writeAttacks(out, attacks);
    writeIntegers(out, flags, "flags");
    writeIntegers(out, types, "monster types");
    out.count(spells.size(), "spells");
    for (ResourceId spell : spells)
        out.u32(spell);
    writeStati(out, stati);
    out.count(inventory.size(), "inventory");
    for (Handle item : inventory)
        out.u32(item);
    out.u32(weapon);
    out.u32(bodyArmour);
    out.u32(mind.target);
    for (int32_t v : {mind.lastSeenX, mind.lastSeenY, mind.goalX, mind.goalY, mind.guardX, mind.guardY})
        out.i32(v);
    out.u8(uint8_t(mind.wallFollow));
    out.u8(mind.fleeing ? 1 : 0);
    out.u8(character ? 1 : 0);
    if (character)
        character->save(out);
    party.save(out);
    training.save(out);
    out.u8(trueForm ? 1 : 0);
    if (trueForm)
        writeTrueForm(out, *trueForm);
    state.save(out);
    alertness.save(out);
    equipment.save(out);
    out.u32(party.leader);
}

void Creature::loadState(world::ByteReader& in)
{
    const uint8_t version = in.u8("creature state version");
    if (version < 1 || version > kCreatureStateVersion)
        in.fail("unknown creature state version " + std::to_string(version));
    monster = in.u32("monster");
    isPlayer = in.flag("player");
    const uint8_t side = in.u8("attitude");
    if (side > uint8_t(Attitude::Peaceful))
        in.fail("unknown attitude " + std::to_string(side));
    attitude = Attitude(side);
    glyph.character = in.i32("glyph");
    glyph.foreground = in.u8("glyph colour") & 15;
    glyph.background = in.u8("glyph background") & 15;
    for (int32_t* v : {&hp, &maxHp, &mana, &maxMana, &level, &challenge, &hitBonus, &defence, &armour, &speed, &move,
                       &size, &experience, &resistances, &immunities})
        *v = in.i32("creature value");
    if (maxHp < 1 || int64_t(hp) > int64_t(maxHp) * 4 + 1000 || speed < 10 || speed > 1000 || move < 10 || move > 1000)
        in.fail("creature values out of range");
    for (int32_t& a : attributes)
        a = in.i32("attribute");
    attacks = readAttacks(in);
    flags = readIntegers(in, "flags");
    types = readIntegers(in, "monster types");
    if (!std::is_sorted(flags.begin(), flags.end()) || !std::is_sorted(types.begin(), types.end()))
        in.fail("flags not sorted");
    spells.resize(in.count(4, "spells"));
    for (ResourceId& spell : spells)
        spell = in.u32("spell");
    stati = readStati(in, version >= 2);
    inventory = readHandles(in, "inventory");
    weapon = in.u32("weapon");
    bodyArmour = in.u32("armour");
    mind.target = in.u32("target");
    for (int32_t* v : {&mind.lastSeenX, &mind.lastSeenY, &mind.goalX, &mind.goalY, &mind.guardX, &mind.guardY})
        *v = in.i32("mind");
    mind.wallFollow = int8_t(in.u8("wall follow"));
    mind.fleeing = in.flag("fleeing");
    character.reset();
    if (version >= 3 && in.flag("character")) {
        character.emplace();
        character->load(in, version >= 11);
    }
    party = CreatureParty{};
    if (version >= 4)
        party.load(in, version < 7);
    training = Training{};
    if (version >= 5)
        training.load(in, version >= 16);
    trueForm.reset();
    if (version >= 6 && in.flag("shapeshifted"))
        trueForm = readTrueForm(in);
    state = CreatureState{};
    if (version >= 8)
        state.load(in);
    alertness = CreatureAlertness{};
    if (version >= 9)
        alertness.load(in);
    equipment = Equipment{};
    if (version >= 10)
        equipment.load(in);
    if (version < 12 && isPlayer && !status(hunger::HUNGER))
        hunger::setSatiation(*this, hunger::kStartingSatiation);
    if (version >= 15)
        party.leader = in.u32("leader");
}

} // namespace incursion::game
