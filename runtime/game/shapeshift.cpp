#include "game/shapeshift.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/item.h"
#include "game/rules.h"
#include "game/script_host.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>

namespace incursion::game::shapeshift {

namespace {

using api_access::creatureArgument;
using api_access::host;
using module::ResourceId;
using vm::HostCall;

// The M_ flags that decide what a body can hold (inc/Defines.h; the slots'
// needs: src/Effects.cpp, TMonster::HasSlot).
constexpr int32_t M_HUMANOID = 1, M_NOHANDS = 3;

TrueForm ownBody(const Creature& c)
{
    TrueForm form;
    form.monster = c.monster;
    form.name = c.name;
    form.glyph = c.glyph;
    form.attributes = c.attributes;
    form.hitBonus = c.hitBonus;
    form.defence = c.defence;
    form.armour = c.armour;
    form.speed = c.speed;
    form.move = c.move;
    form.size = c.size;
    form.resistances = c.resistances;
    form.immunities = c.immunities;
    form.attacks = c.attacks;
    form.flags = c.flags;
    form.types = c.types;
    return form;
}

void restoreBody(Creature& c, const TrueForm& form)
{
    c.monster = form.monster;
    c.name = form.name;
    c.glyph = form.glyph;
    c.attributes = form.attributes;
    c.hitBonus = form.hitBonus;
    c.defence = form.defence;
    c.armour = form.armour;
    c.speed = form.speed;
    c.move = form.move;
    c.size = form.size;
    c.resistances = form.resistances;
    c.immunities = form.immunities;
    c.attacks = form.attacks;
    c.flags = form.flags;
    c.types = form.types;
}

// The abilities the new body gives (src/Values.cpp, CalcValues): a
// character takes the form's Strength, Dexterity and Constitution (where the
// form has them) and keeps its mind; a monster takes all six of a magical
// polymorph's form, and the better of its own and the form's in a natural change.
void takeAbilities(Creature& c, const std::array<int32_t, 6>& own, Change change)
{
    const std::array<int32_t, 6> form = c.attributes;
    for (size_t i = 0; i < own.size(); ++i) {
        const bool physical = i <= size_t(rules::A_CON);
        if (c.isPlayer || c.character)
            c.attributes[i] = physical && form[i] ? form[i] : own[i];
        else if (change == Change::Natural)
            c.attributes[i] = std::max(own[i], form[i]);
    }
}

// What the new body cannot hold falls free, unless it merges into the form
// (the polymorph's own item, a light, or every item when `merge`).
void shedGear(Game& game, Creature& c, bool merge, world::Handle polySource)
{
    const bool hands = !c.hasFlag(M_NOHANDS);
    const bool body = c.hasFlag(M_HUMANOID);
    // Hands hold the weapon and ready slots; a humanoid body wears the rest
    // (a light is carried either way).
    for (int32_t slot = wear_slots::SL_READY; slot <= wear_slots::SL_BRACERS; ++slot) {
        const world::Handle held = equipment::inSlot(c, slot);
        const bool fits = slot == wear_slots::SL_WEAPON || slot == wear_slots::SL_READY ? hands : slot == wear_slots::SL_LIGHT || body;
        Item* it = game.item(held);
        if (!it || fits || (slot == wear_slots::SL_WEAPON && held == equipment::inSlot(c, wear_slots::SL_READY)))
            continue;   // a weapon in both hands is dealt with once, as the ready hand's
        const std::array arguments{MessageArgument::ofObject(held)};
        if (held == polySource || merge || it->itemType == rules::T_LIGHT) {
            if (c.isPlayer)
                game.message("Your <hObj> merges with your new form.", {}, arguments);
            continue;
        }
        if (c.isPlayer)
            game.message("Your <hObj> falls free.", {}, arguments);
        game.dropItem(c, *it);  // leaves every slot, so a two-handed weapon falls once
    }
}

int32_t shapeshiftCall(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    Game& game = *host(call).game;
    const ResourceId form = ResourceId(call.arg(1));
    if (form != trueMonster(*c) && !module::view<module::MonsterView>(game.resources(), form)) {
        call.fail("Shapeshift: " + std::to_string(form) + " is no Monster resource");
        return 0;
    }
    shapeshift(game, *c, form, call.arg(2) != 0, world::Handle(call.arg(3)));
    return 0;
}

} // namespace

ResourceId trueMonster(const Creature& c)
{
    return c.trueForm ? c.trueForm->monster : c.monster;
}

void shapeshift(Game& game, Creature& c, ResourceId form, bool merge, world::Handle polySource, Change change)
{
    const bool returning = c.trueForm && form == c.trueForm->monster;
    const std::optional<module::MonsterView> view = module::view<module::MonsterView>(game.resources(), form);
    if (!view && !returning)
        return;     // (a player's own body may be of no Monster resource)
    // Into a third shape: the polymorph that held the last one goes quietly.
    if (c.trueForm && form != c.trueForm->monster && form != c.monster)
        c.removeStatus(kPolymorphStati);
    if (form == c.monster && !returning)
        return;
    const int32_t speedBefore = c.currentSpeed();
    // Hit points keep their proportion, rounded down as the original does, at least 1.
    const int32_t percent = c.hp * 100 / std::max(1, c.maxHp);
    if (returning) {
        restoreBody(c, *c.trueForm);
        c.trueForm.reset();
    } else {
        if (!c.trueForm)
            c.trueForm = ownBody(c);
        takeMonsterBody(c, *view);
        takeAbilities(c, c.trueForm->attributes, change);
        c.monster = form;
        if (!c.isPlayer)
            c.name = std::string(map::displayName(view->name()));
        shedGear(game, c, merge, polySource);
    }
    c.hp = std::max(percent * c.maxHp / 100, 1);
    if (c.currentSpeed() != speedBefore && game.queue().contains(c.handle()))
        game.queue().setSpeed(c.handle(), uint16_t(c.currentSpeed()));
    if (c.isPlayer)
        game.updatePlayerView();
}

void settle(Game& game, Creature& c)
{
    if (!c.trueForm)
        return;
    if (c.hasStatus(kPolymorphStati)) {
        c.trueForm->heldByStati = true;
        return;
    }
    if (!c.trueForm->heldByStati)
        return;     // a natural change lasts until undone
    if (c.isPlayer)
        game.notice("You return to your normal form.");
    shapeshift(game, c, c.trueForm->monster, false, world::kNoObject);
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kCreature, "Shapeshift", ValueType::Void,
                         {param(ValueType::Resource, "mID"), param(ValueType::Bool, "merge", 0),
                          object(kItem, "PolySource", 0)},
                         &shapeshiftCall));
}

} // namespace incursion::game::shapeshift
