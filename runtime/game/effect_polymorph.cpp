// EA_POLYMORPH (src/Effects.cpp, Magic::Polymorph): the victim takes another
// monster's shape (shapeshift.h) for the effect's duration.
#include "game/effect_archetypes.h"

#include "game/creature.h"
#include "game/game.h"
#include "game/monster_choice.h"
#include "game/resistance.h"
#include "game/rules.h"
#include "game/shapeshift.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>

namespace incursion::game::effects {

using module::EffectValues;

namespace {

constexpr int32_t AD_POLY = 20, PUR_POLY = 3, MA_DRAGON = 37;
// How often a random form may come out a dragon before the polymorph gives up.
constexpr int32_t kMostTries = 100;

// The stati a form's immunities end (the original's DF_ bits, inc/Defines.h).
struct Immunity {
    int32_t bit;
    int32_t stati;
};
constexpr std::array<Immunity, 9> kImmunities{{{0x00010000, rules::STUNNED}, {0x02000000, rules::CONFUSED},
                                               {0x00000010, rules::POISONED}, {0x04000000, 19 /* DISEASED */},
                                               {0x00800000, rules::BLIND}, {0x00008000, rules::SLEEPING},
                                               {0x00020000, rules::PARALYSIS}, {0x00400000, 12 /* BLEEDING */},
                                               {0x08000000, rules::AFRAID}}};

bool isDragon(const Game& game, module::ResourceId monster)
{
    const std::optional<module::MonsterView> view = module::view<module::MonsterView>(game.resources(), monster);
    const std::vector<int32_t> types = view ? view->monsterTypes() : std::vector<int32_t>{};
    return std::find(types.begin(), types.end(), MA_DRAGON) != types.end();
}

// The form: the segment's monster (rval), else a random one for polymorphing
// of about half the victim's CR, of the segment's type (yval) if it names
// one, never a dragon; 0 when there is none.
module::ResourceId chooseForm(Game& game, const Creature& self, const EffectValues& segment)
{
    if (const module::ResourceId fixed = segment.rval.asResourceId())
        return fixed;
    const int32_t cr = std::max(0, self.challenge);
    for (int32_t tries = 0; tries < kMostTries; ++tries) {
        const module::ResourceId form =
            monster_choice::chooseMonster(game, PUR_POLY, std::max(0, cr - 4) / 2, std::max(1, cr / 2), 100, segment.yval);
        if (!form || !isDragon(game, form))
            return form;
    }
    return 0;
}

} // namespace

void polymorph(Game& game, Creature& self, const EffectValues& segment, EventInfo& e)
{
    if (resistLevel(game, self, AD_POLY) == -1) {
        e.Immune = true;
        return;
    }
    const module::ResourceId form = chooseForm(game, self, segment);
    if (!form || !module::view<module::MonsterView>(game.resources(), form))
        return;
    // An earlier polymorph ends quietly; the new shape replaces it.
    self.removeStatus(shapeshift::kPolymorphStati);
    if (!e.Terse && !segment.rval.asResourceId())
        game.messageAs(e, e.victim, "You change into a <Str1>!", "The <EVictim> changes into a <Str1>!",
                       std::array{MessageArgument::ofText(std::string(map::displayName(game.resources().name(form))))});
    const world::Handle source = game.item(e.item) ? e.item : world::kNoObject;
    shapeshift::shapeshift(game, self, form, segment.xval != 0, source, shapeshift::Change::Magical);
    StatusEffect held;
    held.stati = shapeshift::kPolymorphStati;
    held.value = 1;
    held.cause = rules::SS_ENCH;
    held.turnsLeft = e.vDuration > 0 ? e.vDuration : -1;
    held.effect = e.eID;
    held.source = source;
    held.casterLevel = e.vCasterLev;
    self.addStatus(held);
    shapeshift::settle(game, self);
    for (const Immunity& immunity : kImmunities)
        if (self.immunities & immunity.bit)
            self.removeStatus(immunity.stati);
    e.isSomething = true;
}

} // namespace incursion::game::effects
