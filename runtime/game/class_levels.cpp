#include "game/class_levels.h"

#include "game/character.h"
#include "game/character_advance.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/god_choice.h"
#include "game/player_prompts.h"
#include "game/religion.h"
#include "game/rules.h"
#include "game/spell_engine.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game::class_levels {

namespace {

std::string nameOf(const Game& game, ResourceId id)
{
    return std::string(map::displayName(game.resources().name(id)));
}

// The class's alignment flags against the character's (CF_LAWFUL ...
// CF_NONCHAOTIC; isMType reads a character's ALIGNMENT stati). A character
// that has declared no alignment (this runtime's new characters: the
// original asked one at creation) meets every class's.
bool alignmentSuits(const Creature& c, const module::ClassView& klass)
{
    constexpr int32_t ALIGNMENT = 222;
    if (!c.status(ALIGNMENT))
        return true;
    struct Rule {
        int32_t flag;
        int32_t type;
        bool required;
    };
    constexpr Rule kRules[] = {{rules::CF_GOOD, rules::MA_GOOD, true},         {rules::CF_EVIL, rules::MA_EVIL, true},
                               {rules::CF_LAWFUL, rules::MA_LAWFUL, true},     {rules::CF_CHAOTIC, rules::MA_CHAOTIC, true},
                               {rules::CF_NONGOOD, rules::MA_GOOD, false},     {rules::CF_NONEVIL, rules::MA_EVIL, false},
                               {rules::CF_NONLAWFUL, rules::MA_LAWFUL, false}, {rules::CF_NONCHAOTIC, rules::MA_CHAOTIC, false}};
    for (const Rule& rule : kRules)
        if (klass.hasFlag(rule.flag) && matchesType(c, rule.type) != rule.required)
            return false;
    return true;
}

// Whether the character's god (if any) is one the class allows.
bool godAllowed(const Game& game, ResourceId klass)
{
    const ResourceId god = game.religion().god;
    const std::vector<ResourceId> allowed = god_choice::allowedGods(game, klass);
    return !god || allowed.empty() || std::find(allowed.begin(), allowed.end(), god) != allowed.end();
}

bool hasPrestigeClass(const Game& game, const CharacterSheet& sheet)
{
    return std::any_of(sheet.classes.begin() + 1, sheet.classes.end(), [&](ResourceId klass) {
        const auto view = module::view<module::ClassView>(game.resources(), klass);
        return view && view->hasFlag(rules::CF_PRESTIGE);
    });
}

} // namespace

int32_t classLevelLimit(const module::ResourceManager& resources, ResourceId klass)
{
    // rule: src/Create.cpp, TotalClassLevels.
    const auto view = module::view<module::ClassView>(resources, klass);
    if (!view)
        return 0;
    if (const std::optional<module::ResolvedValue> limit = view->constant(rules::TOTAL_CLASS_LEVELS);
        limit && !limit->isResource() && limit->number)
        return limit->number;
    return view->hasFlag(rules::CF_PRESTIGE) ? 10 : 20;
}

std::optional<std::string> advanceRefusal(Game& game, const Creature& c, ResourceId klass)
{
    // rule: src/Create.cpp, Player::AdvanceLevel: the checks past the first level.
    const CharacterSheet& sheet = *c.character;
    const auto view = module::view<module::ClassView>(game.resources(), klass);
    if (!view)
        return "no such class";
    if (sheet.totalLevel() <= 1)
        return std::nullopt;
    const std::string name = nameOf(game, klass);
    if (const int32_t limit = classLevelLimit(game.resources(), klass); sheet.levelAs(klass) >= limit)
        return "The " + name + " class only has " + std::to_string(limit) +
               " levels. You must choose a different class to continue to advance.";
    if (view->hasFlag(rules::CF_RELIGIOUS) && !game.religion().god)
        return "You must have a suitable god to advance in that class.";
    if (!alignmentSuits(c, *view))
        return "You do not meet the alignment requirements of that class.";
    if (!godAllowed(game, klass))
        return "You cannot advance as a " + name + " because " + nameOf(game, game.religion().god) + " is not a " +
               name + " god.";
    return std::nullopt;
}

std::optional<std::string> trainingRefusal(Game& game, Creature& c, ResourceId klass)
{
    // rule: src/Managers.cpp, the character sheet's `M` and `P`, and
    // src/Create.cpp, Character::TrainAs.
    const CharacterSheet& sheet = *c.character;
    const auto view = module::view<module::ClassView>(game.resources(), klass);
    if (!view || view->hasFlag(rules::CF_PSEUDO))
        return "That is no class to train in.";
    if (sheet.classSlot(klass) >= 0)
        return "You already have that class.";
    if (sheet.classes[1] && sheet.classes[2])
        return "Sadly, you can possess at most three classes.";
    if (view->hasFlag(rules::CF_PRESTIGE)) {
        if (sheet.totalLevel() < 3)
            return "You need at least three levels in core classes before you can select a prestige class.";
        if (hasPrestigeClass(game, sheet))
            return "You already have a prestige class; you can only have one.";
    }
    if (!godAllowed(game, klass))
        return "Your worship of " + nameOf(game, game.religion().god) + " precludes you from that class.";
    if (view->hitDie() <= 0)
        return "That class isn't done yet.";
    if (view->hasFlag(rules::CF_RELIGIOUS) && !game.religion().god)
        return "You must pledge to a suitable god to gain levels in that class.";
    if (character::askClass(game, c, klass) == ABORT)
        return "You do not meet the requirements for that class.";
    if (!alignmentSuits(c, *view))
        return "You do not meet the alignment requirements for that class.";
    return std::nullopt;
}

std::vector<ClassOption> classesToAdvance(Game& game, Creature& c)
{
    const CharacterSheet& sheet = *c.character;
    std::vector<ClassOption> options;
    for (size_t slot = 0; slot < CharacterSheet::kClasses; ++slot)
        if (sheet.classes[slot] && !advanceRefusal(game, c, sheet.classes[slot]))
            options.push_back({sheet.classes[slot], slot, false});
    const auto free = std::find(sheet.classes.begin(), sheet.classes.end(), ResourceId(0));
    if (free == sheet.classes.end() || !sheet.classes[0])
        return options;
    // What the classes say while they judge is not shown.
    game.silence();
    for (ResourceId klass : game.resources().resources(module::kindBit(core::ResourceKind::Class)))
        if (!trainingRefusal(game, c, klass))
            options.push_back({klass, size_t(free - sheet.classes.begin()), true});
    game.unsilence();
    return options;
}

std::optional<size_t> chooseClassToAdvance(Game& game, Creature& c)
{
    // rule: src/Create.cpp, Player::AdvanceLevel: "Which class do you wish
    // to advance in?" (escapable once the character has a level).
    CharacterSheet& sheet = *c.character;
    const std::vector<ClassOption> options = classesToAdvance(game, c);
    if (options.empty()) {
        const std::optional<std::string> why = advanceRefusal(game, c, sheet.classes[0]);
        game.notice(why ? *why : "You cannot advance in any class.");
        return std::nullopt;
    }
    size_t chosen = 0;
    if (options.size() > 1) {
        MenuRequest request{"Which class do you wish to advance in?", {}, sheet.totalLevel() > 0};
        for (size_t i = 0; i < options.size(); ++i) {
            const ClassOption& option = options[i];
            const auto view = module::view<module::ClassView>(game.resources(), option.klass);
            const std::string level = option.isNew ? "new class"
                                                   : "level " + std::to_string(sheet.levels[option.slot]) + " -> " +
                                                         std::to_string(sheet.levels[option.slot] + 1);
            request.options.push_back(
                {nameOf(game, option.klass) + " (" + level + ")", int32_t(i), std::string(view->description())});
        }
        // A player without an opinion (a bot) stays in its first class when
        // it may, as a character that never trained in another does.
        request.suggested = size_t(0);
        const std::optional<size_t> answer = game.prompts().menu(request);
        if (!answer || *answer >= options.size())
            return std::nullopt;
        chosen = *answer;
    }
    const ClassOption& option = options[chosen];
    if (option.isNew) {
        sheet.classes[option.slot] = option.klass;
        sheet.levels[option.slot] = 0;
        sheet.hitRolls[option.slot].clear();
        sheet.manaRolls[option.slot].clear();
    }
    return option.slot;
}

int32_t baseAttack(const module::ResourceManager& resources, const CharacterSheet& sheet, int32_t mode)
{
    // rule: src/Values.cpp, Character::GetBAB (without intensive study).
    int32_t bonus = 0;
    for (size_t i = 0; i < CharacterSheet::kClasses && sheet.classes[i]; ++i) {
        const auto klass = module::view<module::ClassView>(resources, sheet.classes[i]);
        int32_t perLevel = 0;
        if (klass)
            for (const module::NumberPair& entry : klass->attackBonuses())
                if (entry.first == mode)
                    perLevel = entry.second;
        bonus += perLevel * sheet.levels[i] / 100;
    }
    return bonus;
}

} // namespace incursion::game::class_levels
