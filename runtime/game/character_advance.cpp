#include "game/character_advance.h"
#include "game/equipment.h"
#include "game/feat_choice.h"
#include "game/feat_effects.h"

#include "game/ability_choice.h"
#include "game/character_rules.h"
#include "game/character_sex.h"
#include "game/character_spells.h"
#include "game/character_vitals.h"
#include "game/class_levels.h"
#include "game/creature.h"
#include "game/domain_choice.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/god_choice.h"
#include "game/identification.h"
#include "game/item.h"
#include "game/religion.h"
#include "game/rules.h"
#include "game/skill_points.h"
#include "game/weapon_feats.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <cctype>

namespace incursion::game::character {

using core::ResourceKind;

bool sameName(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

namespace {

// `listed`: which of the kind an error names as the choices (all when null).
Choice findByName(const module::ResourceManager& resources, std::string_view name, ResourceKind kind,
                  bool (*listed)(const module::ResourceManager&, ResourceId) = nullptr)
{
    std::string known;
    for (ResourceId id : resources.resources(module::kindBit(kind))) {
        const std::string_view full = resources.name(id);
        if (sameName(full, name) || sameName(map::displayName(full), name))
            return {id, {}};
        if (!listed || listed(resources, id))
            known += (known.empty() ? "" : ", ") + std::string(map::displayName(full));
    }
    const std::string what = kind == ResourceKind::Race ? "race" : kind == ResourceKind::God ? "god" : "class";
    if (known.empty())
        return {0, "the modules have no " + what + " to choose"};
    return {0, "no " + what + " named \"" + std::string(name) + "\" (" +
                   (listed ? "a new character can take: " : "the modules have: ") + known + ")"};
}

// The original's Resource::Event for a character's own resources: one
// resource hears `event` with the character as actor.
int32_t tell(Game& game, ResourceId resource, EventInfo e)
{
    if (!resource)
        return NOTHING;
    return game.events().askResource(resource, e);
}

// PEvent(ev, actor, item, xID): actor and victim are the character.
EventInfo personalEvent(int32_t event, const Creature& actor, Handle item = world::kNoObject)
{
    EventInfo e;
    e.event = event;
    e.actor = e.victim = actor.handle();
    e.item = item;
    e.map = actor.map();
    return e;
}

// The one resource the original tells of every birth by name.
ResourceId universalGear(const module::ResourceManager& resources)
{
    return resources.find("Universal Gear").value_or(0);
}

// Whether the original's race menu offers `race` (Player::Create): its
// EV_PREREQ must not answer ABORT, and a subrace is offered on its own only
// when it answers DONE.
int32_t askRace(Game& game, const Creature& player, ResourceId race)
{
    EventInfo e = personalEvent(runtimeEvent<EV_PREREQ>, player, player.handle());
    return tell(game, race, e);
}

void setFemale(Creature& player, bool female)
{
    if (female)
        player.state.flags |= state_flags::MS_FEMALE;
    else
        player.state.flags &= uint16_t(~state_flags::MS_FEMALE);
}

// Asks the named race whether it takes the player (EV_PREREQ). A sex not
// chosen is the first the race accepts, male then female; a refusal names
// the sex when the race takes the other one.
std::optional<std::string> askRaceOfEitherSex(Game& game, Creature& player, ResourceId race, CharacterSex sex)
{
    if (askRace(game, player, race) != ABORT)
        return std::nullopt;
    const bool female = player.state.female();
    setFemale(player, !female);
    const bool otherAccepted = askRace(game, player, race) != ABORT;
    if (otherAccepted && sex == CharacterSex::Unchosen)
        return std::nullopt;
    setFemale(player, female);
    const std::string name(map::displayName(game.resources().name(race)));
    if (otherAccepted)
        return "the race " + name + " refuses a " + (female ? "female" : "male") +
               " character (its EV_PREREQ answered ABORT; it accepts a " + (female ? "male" : "female") + " one)";
    return "the race " + name + " refuses this character (its EV_PREREQ answered ABORT) whether male or female";
}

void noteRefusal(Game& game, const std::string& why)
{
    game.notice("(playtest) " + why, 12);
}

} // namespace

int32_t askClass(Game& game, const Creature& player, ResourceId klass)
{
    EventInfo e = personalEvent(runtimeEvent<EV_ISTARGET>, player);
    return tell(game, klass, e);
}

bool isStartingClass(const module::ResourceManager& resources, ResourceId klass)
{
    // rule: src/Create.cpp, Player::Create: the class menu leaves out
    // prestige and pseudo classes.
    const auto view = module::view<module::ClassView>(resources, klass);
    return view && !view->hasFlag(rules::CF_PRESTIGE) && !view->hasFlag(rules::CF_PSEUDO);
}

Choice findRace(const module::ResourceManager& resources, std::string_view name)
{
    return findByName(resources, name, ResourceKind::Race);
}

Choice findClass(const module::ResourceManager& resources, std::string_view name)
{
    // A prestige or pseudo class is found by name (to say why it cannot be
    // taken) but not offered among the choices.
    return findByName(resources, name, ResourceKind::Class, &isStartingClass);
}

Choice findGod(const module::ResourceManager& resources, std::string_view name)
{
    return findByName(resources, name, ResourceKind::God);
}

std::optional<std::string> gainFeat(Game& game, Creature& c, int32_t feat, int32_t parameter)
{
    // rule: src/Create.cpp, Player::GainFeat: a list below FT_FIRST is
    // chosen from (feat_choice.h); the feats that choose a weapon ask for
    // it (weapon_feats.h), those that choose a skill for the skill; a
    // school or study waits on the runtime's spell schools and studies.
    if (!c.character)
        return "GainFeat: " + c.describe() + " is not a character";
    if (feat > 0 && feat < rules::FT_FIRST)
        return feat_choice::chooseFeat(game, c, feat);
    if (feat < rules::FT_FIRST || feat > rules::FT_LAST)
        return "GainFeat(" + std::to_string(feat) + "): no such feat";
    if (weapon_feats::choosesWeapon(feat))
        return weapon_feats::gainWeaponFeat(game, c, feat, parameter);
    constexpr int32_t SN_FEAR = 11, ACTIVATION = 179, CA_WILD_SHAPE = 109;
    switch (feat) {
    case rules::FT_SKILL_FOCUS:
    case rules::FT_NATURAL_APTITUDE:
        return feat_choice::gainSkillFeat(game, c, feat, parameter);
    case rules::FT_INTENSIVE_STUDY:
        return "GainFeat(" + std::to_string(feat) + "): this feat's choice or grant is not in the runtime yet";
    case rules::FT_SCHOOL_FOCUS:
        if (std::optional<std::string> refused = ability_choice::gainSchoolFocus(game, c, parameter))
            return refused;
        break;
    case rules::FT_LION_HEART:
        c.addStatus(StatusEffect{rules::SAVE_BONUS, SN_FEAR, 2, rules::SS_MISC, -1, 0, world::kNoObject});
        break;
    case rules::FT_WILD_SHAPE_MASTERY:
        if (std::optional<std::string> refused = gainAbility(game, c, CA_WILD_SHAPE, 2, 0, rules::SS_PERM))
            return refused;
        break;
    case rules::FT_CIRCLE_KICK:
        c.addStatus(StatusEffect{ACTIVATION, 0, 0, rules::SS_MISC, -1,
                                 game.resources().find("Circle Kick").value_or(0), world::kNoObject});
        break;
    default: break;
    }
    CharacterSheet& sheet = *c.character;
    if (!sheet.knowsFeat(feat))
        feat_effects::applyLearnedFeat(c, feat);
    sheet.learnFeat(feat);
    if (feat == rules::FT_AP_LIGHT)
        sheet.proficiencies |= int32_t(rules::WG_LARMOUR);
    else if (feat == rules::FT_AP_MEDIUM)
        sheet.proficiencies |= int32_t(rules::WG_MARMOUR);
    else if (feat == rules::FT_AP_HEAVY)
        sheet.proficiencies |= int32_t(rules::WG_HARMOUR);
    return std::nullopt;
}

std::optional<std::string> gainAbility(Game& game, Creature& c, int32_t ability, int32_t parameter, ResourceId source,
                                       int32_t statiSource)
{
    // rule: src/Create.cpp, Player::GainAbility.
    if (!c.character)
        return "GainAbility: " + c.describe() + " is not a character";
    if (ability < 0 || ability > rules::CA_LAST)
        return "GainAbility: no class ability " + std::to_string(ability);
    CharacterSheet& sheet = *c.character;
    if (ability != rules::CA_SMITE)
        parameter = std::max(parameter, 1);
    auto needsChoice = [&] {
        return "GainAbility(" + std::to_string(ability) + "): the player's choice it needs is not in the runtime yet";
    };
    auto setLevel = [&](int32_t level) { sheet.raiseAbility(ability, level - sheet.ability(ability)); };
    int32_t abilityStati = 0;
    switch (ability) {
    case rules::CA_DOMAINS:
        return domain_choice::gainDomainLevels(game, c, parameter, source);
    case rules::CA_TATTOOS:
        return needsChoice();
    case rules::CA_SPECIALIST:
        if (sheet.ability(ability) == 0)
            if (std::optional<std::string> refused =
                    ability_choice::chooseSpecialistSchool(game, c, source, statiSource))
                return refused;
        sheet.raiseAbility(ability, parameter);
        return std::nullopt;
    case rules::CA_UNCANNY_DODGE:
        return "GainAbility(" + std::to_string(ability) + "): its trap save bonus is not in the runtime yet";
    case rules::CA_SPELLCASTING:
        sheet.raiseAbility(ability, parameter);
        openSpellSlots(sheet, sheet.ability(ability));
        return std::nullopt;
    case rules::CA_INNATE_SPELL:
        setLevel(1);
        if (const auto effect = module::view<module::EffectView>(game.resources(), ResourceId(parameter));
            effect && std::find(c.spells.begin(), c.spells.end(), effect->id()) == c.spells.end())
            c.spells.push_back(effect->id());
        return std::nullopt;
    case rules::CA_GRANT_ITEM: {
        const Handle made = game.createItem(ResourceId(parameter));
        if (Item* it = game.item(made))
            game.giveItem(c, *it);
        setLevel(0);
        return std::nullopt;
    }
    case rules::CA_FAV_ENEMY: abilityStati = rules::FAV_ENEMY; break;
    case rules::CA_SMITE: abilityStati = rules::SMITE_ABILITY; break;
    case rules::CA_TURNING: abilityStati = rules::TURN_ABILITY; break;
    case rules::CA_GREATER_TURNING: abilityStati = rules::GTURN_ABILITY; break;
    case rules::CA_COMMAND: abilityStati = rules::COMMAND_ABILITY; break;
    case rules::CA_SPECIES_AFFINITY: abilityStati = rules::SPECIES_AFFINITY; break;
    default:
        sheet.raiseAbility(ability, parameter);
        return std::nullopt;
    }
    // The abilities a stati carries: a second grant from the same source
    // strengthens the stati it gave (for a monster type chosen, the stati of
    // the same choice: its casterLevel keeps which MA_CHOICEn it answered).
    setLevel(1);
    const bool chooses = parameter >= rules::MA_CHOICE1 && parameter <= rules::MA_CHOICE5;
    const int32_t choiceSlot = chooses ? parameter - rules::MA_CHOICE1 + 1 : 0;
    int32_t value = int16_t(parameter & 0xFFFF);
    const int32_t strength = (parameter & int32_t(0xFFFF0000)) ? (parameter >> 16) : 1;
    for (StatusEffect& s : c.stati)
        if (s.stati == abilityStati && s.cause == statiSource &&
            ((parameter & 0xFFFF) == 0 || s.value == value || (chooses && s.casterLevel == choiceSlot))) {
            s.magnitude += strength;
            return std::nullopt;
        }
    if (chooses) {
        const ability_choice::TypeChoice chosen = ability_choice::chooseFavouredEnemy(game);
        if (!chosen.type)
            return "GainAbility(" + std::to_string(ability) + "): " + chosen.error;
        value = chosen.type;
    }
    StatusEffect gained{abilityStati, value, strength, statiSource, -1, source, world::kNoObject};
    gained.casterLevel = choiceSlot;
    c.addStatus(gained);
    return std::nullopt;
}

// rule: src/Create.cpp, Character::AddAbilities: the `Grants:` of a race,
// class, domain or god that fall due at level `level`.
void addAbilities(Game& game, Creature& c, ResourceId resource, int32_t level)
{
    const auto view = module::view(game.resources(), resource);
    if (!view)
        return;
    const int32_t source = view->kind() == ResourceKind::Race     ? rules::SS_RACE
                           : view->kind() == ResourceKind::Domain ? rules::SS_DOMA
                           : view->kind() == ResourceKind::God    ? rules::SS_BLES
                                                                  : rules::SS_CLAS;
    for (const module::Grant& grant : view->grants()) {
        if (grant.every == 0 ? grant.level != level : grant.level > level || (level - grant.level) % grant.every != 0)
            continue;
        const int32_t parameter = grant.parameter.isResource() ? int32_t(grant.parameter.resource)
                                                                : grant.parameter.number;
        std::optional<std::string> refused;
        switch (grant.kind) {
        case rules::AB_ABILITY: refused = gainAbility(game, c, grant.id, parameter, resource, source); break;
        case rules::AB_FEAT: refused = gainFeat(game, c, grant.id, parameter); break;
        case rules::AB_STATI: {
            const int32_t value = parameter & 0xFFFF;
            const int32_t raise = (parameter & int32_t(0xFFFF0000)) ? (parameter >> 16) : 1;
            auto same = std::find_if(c.stati.begin(), c.stati.end(), [&](const StatusEffect& s) {
                return s.stati == grant.id && s.value == value && s.cause == source &&
                       (grant.id != rules::SPELL_ACCESS || s.effect == resource);
            });
            if (same != c.stati.end())
                same->magnitude += raise;
            else
                c.addStatus(StatusEffect{grant.id, value, (parameter & int32_t(0xFFFF0000)) ? (parameter >> 16) : 0,
                                         source, -1, resource, world::kNoObject});
            break;
        }
        default: refused = "a grant of unknown kind " + std::to_string(grant.kind); break;
        }
        if (refused)
            noteRefusal(game, std::string(map::displayName(view->name())) + ": " + *refused);
    }
}

namespace {

// AdvanceLevel's three events, each told to the race, the class, the god
// and the character's domains.
void tellAdvance(Game& game, Creature& c, int32_t event, ResourceId klass)
{
    std::vector<ResourceId> told{c.character->race, klass, game.religion().god};
    for (ResourceId domain : domain_choice::domainsOf(c))
        told.push_back(domain);
    // One event for all, as the original's: what one changes, the next reads.
    EventInfo e;
    e.eID = klass;
    e.actor = c.handle();
    for (ResourceId resource : told) {
        e.event = event;
        tell(game, resource, e);
    }
}

} // namespace

void advanceLevel(Game& game, Creature& c, size_t slot)
{
    // rule: src/Create.cpp, Player::AdvanceLevel (after the choice of class).
    CharacterSheet& sheet = *c.character;
    const ResourceId klass = sheet.classes[slot];
    const auto classView = module::view<module::ClassView>(game.resources(), klass);
    if (!classView || sheet.totalLevel() >= rules::MAX_CHAR_LEVEL)
        return;
    ++sheet.levels[slot];
    sheet.proficiencies |= classView->proficiencies();
    tellAdvance(game, c, PRE(runtimeEvent<EV_ADVANCE>), klass);
    addAbilities(game, c, klass, sheet.levels[slot]);
    addAbilities(game, c, sheet.race, sheet.totalLevel());
    tellAdvance(game, c, runtimeEvent<EV_ADVANCE>, klass);
    feat_choice::gainLevelFeats(game, c);
    // Class skills at the class's first level, racial skills at the first
    // character level: known skills share the feats' numbering.
    if (sheet.levels[slot] == 1)
        for (int32_t skill : classView->skills())
            sheet.learnFeat(skill);
    if (sheet.totalLevel() == 1)
        if (const auto race = module::view<module::RaceView>(game.resources(), sheet.race))
            for (int32_t skill : race->skills())
                sheet.learnFeat(skill);
    // rule: src/Create.cpp, AdvanceLevel: the level's hit and mana dice,
    // then CalcValues works the maxima out from all of them.
    rollLevelDice(game, c, slot);
    calcVitals(game, c);
    // The original's ChallengeRating of a character is its total level.
    c.level = c.challenge = sheet.totalLevel();
    tellAdvance(game, c, POST(runtimeEvent<EV_ADVANCE>), klass);
}

bool mayAdvance(const Creature& c)
{
    if (!c.character || !c.character->classes[0])
        return false;
    const CharacterSheet& sheet = *c.character;
    return sheet.totalLevel() < rules::MAX_CHAR_LEVEL &&
           c.experience - sheet.experienceDrained >= experienceForLevel(sheet.totalLevel() + 1);
}

void announceAdvance(Game& game, Creature& c)
{
    if (!c.character)
        return;
    CharacterSheet& sheet = *c.character;
    static constexpr const char* kNumbers[] = {"zero", "one",   "two",   "three",  "four",   "five",  "six",
                                               "seven", "eight", "nine", "ten",    "eleven", "twelve", "thirteen",
                                               "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
                                               "nineteen", "twenty"};
    const int32_t net = c.experience - sheet.experienceDrained;
    if (net > experienceForLevel(sheet.totalLevel() + 1) && net > experienceForLevel(sheet.notifiedLevel + 1)) {
        const int32_t next = sheet.notifiedLevel + 1;
        const std::string number = next < int32_t(std::size(kNumbers)) ? kNumbers[next] : std::to_string(next);
        game.message("You have enough experience to advance to level " + number + ".");
        ++sheet.notifiedLevel;
    }
}

bool advanceByChoice(Game& game, Creature& c)
{
    if (!c.character || !c.character->classes[0]) {
        game.notice("You have no class to advance in.");
        return false;
    }
    CharacterSheet& sheet = *c.character;
    if (!mayAdvance(c)) {
        if (sheet.totalLevel() >= rules::MAX_CHAR_LEVEL) {
            game.notice("You are at the highest level.");
            return false;
        }
        game.notice("You have " + std::to_string(c.experience - sheet.experienceDrained) +
                    " experience, and you need " + std::to_string(experienceForLevel(sheet.totalLevel() + 1)) +
                    " to reach level " + std::to_string(sheet.totalLevel() + 1) + ".");
        return false;
    }
    const std::optional<size_t> slot = class_levels::chooseClassToAdvance(game, c);
    if (!slot)
        return false;
    const int32_t before = sheet.totalLevel();
    advanceLevel(game, c, *slot);
    if (sheet.totalLevel() == before)
        return false;
    c.hitBonus = class_levels::baseAttack(game.resources(), sheet, rules::S_MELEE);
    game.notice("You feel more experienced: you are now level " + std::to_string(c.level) + ".", 14);
    // The points the level gave (and any kept) go to skills at once (the
    // original's skill manager, which the player opened from the sheet).
    skill_points::spendSkillPoints(game, c, false);
    // The slots the level opened are filled at once (the original's Learn
    // Spell command; character_spells.h).
    while (learnSpell(game, c)) {
    }
    return true;
}

std::optional<std::string> rollCharacter(Game& game, Creature& player, std::string_view raceName,
                                         std::string_view className)
{
    const module::ResourceManager& resources = game.resources();
    player.character.emplace();
    CharacterSheet& sheet = *player.character;

    // rule: src/Create.cpp, Player::Create: the sex is set before the race
    // menu is made, so a race's EV_PREREQ can refuse it.
    const CharacterSex sex = game.options().sex;
    setFemale(player, sex == CharacterSex::Female);

    // The race: named, or the first the original's menu offers.
    ResourceId race = 0;
    if (!raceName.empty()) {
        const Choice chosen = findRace(resources, raceName);
        if (!chosen.resource)
            return chosen.error;
        race = chosen.resource;
        if (std::optional<std::string> refused = askRaceOfEitherSex(game, player, race, sex))
            return refused;
    } else {
        for (ResourceId id : resources.resources(module::kindBit(ResourceKind::Race))) {
            const int32_t answer = askRace(game, player, id);
            const auto view = module::view<module::RaceView>(resources, id);
            if (answer != ABORT && (answer == DONE || !view->baseRace()) && view->monster()) {
                race = id;
                break;
            }
        }
    }
    if (race) {
        const auto view = module::view<module::RaceView>(resources, race);
        if (!view->monster())
            return "the race " + std::string(map::displayName(view->name())) + " has no monster (not playable)";
        sheet.race = race;
        player.monster = view->monster();
        feat_choice::chooseAnySkills(game, player);
        // The body's size (Attr[A_SIZ] of its kind), which scales hit points.
        if (const auto body = module::view<module::MonsterView>(resources, player.monster); body && body->size() > 0)
            player.size = body->size();
    } else if (!raceName.empty() || !resources.resources(module::kindBit(ResourceKind::Race)).empty()) {
        return "no race of the modules can be chosen";
    }

    // The class: named, or the first with a hit die that accepts the character.
    ResourceId klass = 0;
    if (!className.empty()) {
        const Choice chosen = findClass(resources, className);
        if (!chosen.resource)
            return chosen.error;
        klass = chosen.resource;
        const std::string name(map::displayName(resources.name(klass)));
        if (!isStartingClass(resources, klass))
            return "the class " + name + " is no starting class (a prestige or pseudo class)";
        if (module::view<module::ClassView>(resources, klass)->hitDie() <= 0)
            return "the class " + name + " has no hit die (not playable)";
        if (askClass(game, player, klass) == ABORT)
            return "this character does not meet the requirements of the class " + name +
                   " (its EV_ISTARGET answered ABORT)";
    } else {
        for (ResourceId id : resources.resources(module::kindBit(ResourceKind::Class)))
            if (isStartingClass(resources, id) && module::view<module::ClassView>(resources, id)->hitDie() > 0 &&
                askClass(game, player, id) != ABORT) {
                klass = id;
                break;
            }
    }
    sheet.classes[0] = klass;
    if (!race && !klass)
        return std::nullopt;    // modules without races and classes: a plain adventurer

    // rule: src/Create.cpp, Player::Create: a religious class chooses its
    // god before the attributes are rolled and the first level is gained.
    const std::string_view god = game.options().god;
    if (klass && module::view<module::ClassView>(resources, klass)->hasFlag(rules::CF_RELIGIOUS)) {
        if (std::optional<std::string> refused = god_choice::chooseGod(game, player, true, god))
            return refused;
    } else if (!god.empty()) {
        return "the class " + std::string(map::displayName(resources.name(klass))) +
               " chooses no god at creation (not a religious class)";
    }

    // rule: src/Create.cpp, Player::RollAttributes; CalcValues adds the race's adjustments.
    sheet.baseAttributes = rollBaseAttributes(game.dice());
    for (size_t a = 0; a < player.attributes.size(); ++a)
        player.attributes[a] = sheet.baseAttributes[a];
    if (race)
        for (const module::NumberPair& adjustment : module::view<module::RaceView>(resources, race)->attributes())
            if (adjustment.first >= 0 && adjustment.first < rules::kAttributeCount)
                player.attributes[size_t(adjustment.first)] += adjustment.second;

    if (klass)
        advanceLevel(game, player, 0);
    player.level = player.challenge = std::max(1, sheet.totalLevel());
    // rule: src/Create.cpp, Player::Create: the skill manager, before the
    // birth events, where the first class's points must all be spent.
    skill_points::spendSkillPoints(game, player, true);

    // rule: src/Create.cpp, Player::Create: PRE(EV_BIRTH) told to the god,
    // race, class and "Universal Gear"; the race's gear, the class's, then
    // the Universal Gear (the armour a class's proficiencies allow, a
    // shield ...); EV_BIRTH told alike; then each item carried is made
    // known and EV_STARTING_ITEM is told to the god, race and class.
    const ResourceId gear = universalGear(resources);
    const ResourceId deity = game.religion().god;
    for (ResourceId told : {deity, race, klass, gear})
        tell(game, told, personalEvent(PRE(runtimeEvent<EV_BIRTH>), player));
    for (ResourceId granting : {race, klass, gear})
        if (granting)
            game.equip(player, granting);
    for (ResourceId told : {deity, race, klass, gear})
        tell(game, told, personalEvent(runtimeEvent<EV_BIRTH>, player));
    const std::vector<Handle> carried = player.inventory;
    for (Handle it : carried) {
        if (Item* known = game.item(it))
            makeKnown(game, *known, 0xFF);
        for (ResourceId told : {deity, race, klass})
            tell(game, told, personalEvent(runtimeEvent<EV_STARTING_ITEM>, player, it));
    }
    // Then the best melee weapon in hand (equipment.h), and the spells of
    // the first level's slots (character_spells.h).
    equipment::wieldPrimaryMelee(game, player);
    learnBirthSpells(game, player);
    calcVitals(game, player);
    player.hp = player.maxHp;
    player.mana = player.maxMana;
    return std::nullopt;
}

} // namespace incursion::game::character
