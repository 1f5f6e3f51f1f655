// What the player's commands do: each either takes time (the queue charges
// its cost) or is refused with a line in the log saying why.
#include "game/game.h"
#include "game/engulf.h"
#include "game/grapple.h"
#include "game/special_attacks.h"
#include "game/equipment.h"

#include "game/combat.h"
#include "game/character_advance.h"
#include "game/conditions.h"
#include "game/event_ids.h"
#include "game/effect_item_target.h"
#include "game/event_participation.h"
#include "game/feature_events.h"
#include "game/item_use.h"
#include "game/player_ranged.h"
#include "game/prayer.h"
#include "game/rules.h"
#include "game/spell_engine.h"
#include "game/traps.h"
#include "map/generation_error.h"
#include "map/grid_distance.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game {

namespace {

// The nearest creature hostile to `self` that it can see, or null.
Creature* nearestEnemy(Game& game, const Creature& self)
{
    Creature* best = nullptr;
    int bestDistance = INT32_MAX;
    for (Handle handle : game.creaturesOnLevel()) {
        Creature* other = game.creature(handle);
        if (!other || other == &self || other->attitude != Attitude::Hostile || !game.canSee(self, other->x, other->y))
            continue;
        const int distance = map::stepDistance(other->x - self.x, other->y - self.y);
        if (distance < bestDistance) {
            best = other;
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace

// One step of the player's in `direction` (kDirectionX order): an attack on a
// monster there, a door opened, or a move. EV_MOVE goes first to the scripts
// as the original's ThrowDir(EV_MOVE) (src/Player.cpp, src/Move.cpp
// Creature::Walk): they may forbid the step (ABORT) or turn it by writing
// EDir, and Walk then goes the new way without asking again (`asked`).
bool Game::stepPlayer(int direction, uint32_t& cost, bool asked)
{
    Creature& self = player();
    Level& here = level();
    map::Map& m = here.map();
    const int x = self.x + kDirectionX[direction];
    const int y = self.y + kDirectionY[direction];
    // A friend in the way is displaced: the two change places once the step
    // is made (src/Move.cpp, Creature::Walk, "You displace the <EVictim>.").
    Creature* there = m.contains(x, y) ? creatureAt(x, y) : nullptr;
    const Handle displaced =
        there && there->attitude == Attitude::Player && !there->isPlayer ? there->handle() : world::kNoObject;
    const bool aBlow = there && displaced == world::kNoObject;
    // Held by a web, a step (not a blow) is a struggle to tear free;
    // held by a grappler, a try to break its hold (grapple.h).
    // rule: src/Move.cpp, Creature::Walk (EV_MOVE with STUCK, GRABBED)
    // Inside an engulfer, every way is a blow at it (src/Player.cpp, arrow keys while ENGULFED).
    if (Creature* engulfer = engulf::engulferOf(*this, self))
        return meleeAttack(*this, self, *engulfer) != ABORT;
    if (!aBlow) {
        if (const uint32_t spent = special_attacks::standUp(*this, self)) {
            cost = spent;
            return true;
        }
    }
    if (!aBlow && !asked) {
        if (const uint32_t spent = grapple::tryToLeave(*this, self)) {
            cost = spent;
            return true;
        }
    }
    if (self.hasStatus(conditions::STUCK) && !aBlow) {
        cost = conditions::struggleFree(*this, self);
        return true;
    }
    if (!m.contains(x, y) && world_ && here.depth == 0) {
        if (!crossEdge(x, y))
            return false;
        return true;
    }
    if (!m.contains(x, y)) {
        notice("You cannot go that way.");
        return false;
    }
    if (Creature* other = aBlow ? there : nullptr) {
        if (other->attitude == Attitude::Peaceful)
            other->attitude = Attitude::Hostile;    // attacked, it fights back
        // A round refused (stuck with a weapon, nauseated) takes no time.
        if (meleeAttack(*this, self, *other) == ABORT)
            return false;
        return true;
    }
    // A closed door in the way is opened: EV_OPEN thrown at it, its
    // resource first, then the door (feature_events.h); refused, no time.
    if (const map::Feature* feature = m.featureAt(x, y);
        feature && feature->kind == map::FeatureKind::Door && !(feature->state & map::kFeatureOpen))
        return feature_events::openDoor(*this, self, x, y) != ABORT;
    if (m.solid(x, y)) {
        notice("There is a wall in the way.");
        return false;
    }
    // EV_MOVE first: scripts of the region left, the terrain and the
    // player's own resources see the step and may forbid it (ABORT) or turn it.
    if (!asked) {
        EventInfo moving;
        moving.event = runtimeEvent<EV_MOVE>;
        moving.actor = player_;
        moving.EXVal = int16_t(x);
        moving.EYVal = int16_t(y);
        moving.isLoc = true;    // the step's target cell, whose special terrain takes part (src/Move.cpp)
        moving.isDir = true;
        moving.EDir = int16_t(kScriptDirection[direction]);
        if (throwEvent(moving) == ABORT || playerDead())
            return false;
        if (moving.EDir >= 0 && moving.EDir < 8 && kScriptDirection[moving.EDir] != direction)
            return stepPlayer(kScriptDirection[moving.EDir], cost, true);
    }
    // A feature that warns a creature off is confirmed; then the terrain,
    // region and features left and entered may forbid the step.
    // rule: src/Move.cpp, Creature::Walk
    if (feature_events::featureWarns(*this, self, x, y) &&
        !prompts().yesNo("Confirm move over the " + resourceName(m.featureAt(x, y)->resource) + "?"))
        return false;
    if (!feature_events::mayStep(*this, self, x, y))
        return false;
    const uint16_t regionBefore = m.regionIndex(self.x, self.y);
    Creature* standing = creatureAt(x, y);
    if (standing && standing->handle() != displaced)
        return false;   // a script put something there
    const int fromX = self.x, fromY = self.y;
    moveCreature(self, x, y);
    if (standing) {
        moveCreature(*standing, fromX, fromY);
        message("You displace the <Obj>.", {}, std::array{MessageArgument::ofObject(displaced)});
    }
    traps::walkedOnto(*this, self);
    if (playerDead())
        return true;
    cost = uint32_t(std::max<int32_t>(1, int32_t(kStandardActionCost) * 100 / std::max(10, self.attribute(rules::A_MOV))));
    if (m.regionIndex(x, y) != regionBefore && !m.regionName(x, y).empty())
        notice("You enter " + std::string(m.regionName(x, y)) + ".");
    const std::vector<Handle> lying = itemsAt(x, y);
    if (lying.size() == 1)
        message("You see a <hObj> here.", {}, std::array{MessageArgument::ofObject(lying.front())});
    else if (lying.size() > 1)
        notice("You see several things here.");
    return true;
}

bool Game::perform(const PlayerCommand& command)
{
    if (playerDead())
        return false;
    overlay_.beginCommand();    // what scripts drew before has been seen
    const ActionScope action(*this);
    Creature& self = player();
    Level& here = level();
    map::Map& m = here.map();
    uint32_t cost = kStandardActionCost;

    // Asleep or paralysed, the player's turn passes whatever was asked, as
    // the original's loop passes a sleeper by: time goes on until it wakes.
    // Paralysed, magic is offered but only still, vocalized spells work
    // (src/Player.cpp, ChooseAction; src/Magic.cpp, Creature::Cast): the
    // spells here carry no metamagic, so a cast is refused and takes no time.
    if (command.kind == CommandKind::Cast && self.hasStatus(rules::PARALYSIS) && !self.hasStatus(rules::SLEEPING)) {
        notice("You can only cast still, vocalized spells while paralyzed.");
        return false;
    }
    // Advancing is done on the character sheet, asleep or not, and takes no
    // time (src/Managers.cpp, the sheet's `A`); true when it advanced, so a
    // recorded game replays it.
    if (command.kind == CommandKind::Advance) {
        const bool advanced = character::advanceByChoice(*this, self);
        updatePlayerView();
        return advanced;
    }
    if (const std::string_view helpless = conditions::helplessReason(self); !helpless.empty()) {
        notice(std::string(helpless));
        if (queue_.contains(player_))
            queue_.act(player_, cost);
        updatePlayerView();
        return true;
    }

    switch (command.kind) {
    case CommandKind::Move:
        if (!stepPlayer(command.direction & 7, cost, false))
            return false;
        break;
    case CommandKind::Rest:
        break;
    case CommandKind::PickUp: {
        const std::vector<Handle> lying = itemsAt(self.x, self.y);
        if (lying.empty()) {
            notice("There is nothing here to pick up.");
            return false;
        }
        // Each through EV_PICKUP (src/Player.cpp, the pick-up menu); none taken, no time.
        bool took = false;
        for (Handle handle : lying)
            if (Item* it = item(handle); it && item_use::pickUp(*this, self, *it))
                took = true;
        if (!took)
            return false;
        break;
    }
    case CommandKind::Drop: {
        Item* it = item(command.item);
        // Without an item, as d: the last one picked up that is not worn.
        for (size_t i = self.inventory.size(); !it && command.item == world::kNoObject && i > 0; --i)
            if (Item* candidate = item(self.inventory[i - 1]); candidate && !equipment::isWorn(self, candidate->handle()))
                it = candidate;
        if (!it || it->owner != player_) {
            notice(command.item ? "You are not carrying that." : "You have nothing to drop.");
            return false;
        }
        if (!item_use::drop(*this, self, *it))
            return false;
        break;
    }
    case CommandKind::Use: {
        Item* used = item(command.item);
        if (!used && command.itemType) {
            for (Handle carried : self.inventory) {
                if (Item* candidate = item(carried); candidate && candidate->itemType == command.itemType) {
                    used = candidate;
                    break;
                }
            }
        }
        if (!used || used->owner != player_) {
            notice("You have nothing like that to use.");
            return false;
        }
        item_use::UseTarget aim;
        if (targetsCarriedItem(*this, used->effect) && item_use::useEvent(*used) != EV_EAT) {
            // Used on an item of the pack, which the player picks; declined
            // or nothing suitable, the item is not used (src/Player.cpp, the
            // use menu's EffectPrompt).
            const Handle itemHandle = used->handle();
            const std::optional<Handle> chosen = askItemTarget(*this, self, used->effect);
            used = item(itemHandle);     // the question's scripts may have taken it
            if (!chosen || !used || used->owner != player_)
                return false;
            aim.target = *chosen;
        } else {
            Creature* target = used->itemType == rules::T_WAND ? (command.target ? creature(command.target)
                                                                                   : nearestEnemy(*this, self))
                                                               : &self;
            if (!target)
                target = &self;
            aim = {target->handle(), target->x, target->y};
        }
        if (!item_use::use(*this, self, *used, aim))
            return false;
        break;
    }
    case CommandKind::Wield:
    case CommandKind::TakeOff: {
        const bool wielding = command.kind == CommandKind::Wield;
        Item* it = item(command.item);
        // Without an item, as q/r/z: the first that can be put on (not on
        // yet), or the first worn.
        for (size_t i = 0; !it && command.item == world::kNoObject && i < self.inventory.size(); ++i) {
            Item* candidate = item(self.inventory[i]);
            if (candidate && (wielding ? equipment::preferredSlot(self, *candidate) &&
                                             !equipment::isWorn(self, candidate->handle())
                                       : equipment::isWorn(self, candidate->handle())))
                it = candidate;
        }
        if (!it || it->owner != player_) {
            notice(command.item ? "You are not carrying that."
                   : wielding   ? "You have nothing to wield or wear."
                                : "You are wearing nothing to take off.");
            return false;
        }
        if (!wielding) {
            if (!equipment::isWorn(self, it->handle())) {
                notice("You are not wearing that.");
                return false;
            }
            if (!equipment::takeOff(*this, self, *it))
                return false;
            break;
        }
        const std::optional<int32_t> slot = equipment::preferredSlot(self, *it);
        if (!slot) {
            notice("You cannot wield or wear that.");
            return false;
        }
        if (!equipment::wield(*this, self, *it, *slot))
            return false;
        break;
    }
    case CommandKind::Cast: {
        if (command.spell < 0 || size_t(command.spell) >= self.spells.size()) {
            notice("You know no such spell.");
            return false;
        }
        const ResourceId spell = self.spells[size_t(command.spell)];
        if (targetsCarriedItem(*this, spell)) {
            const std::optional<Handle> chosen = askItemTarget(*this, self, spell);
            if (!chosen || castSpell(*this, self, spell, *chosen, -1, -1).result == ABORT)
                return false;
            ++stats_.level(here.depth).spellsCast;
            break;
        }
        Creature* target = command.target ? creature(command.target) : nullptr;
        if (!target) {
            // A spell aimed at nothing (no Q_DIR, Q_LOC or Q_TAR: a summons, a
            // buff) is cast on its caster, as the original's MagicEvent made the
            // actor the victim when none was chosen; healing too.
            const auto values = module::view<module::EffectView>(resources(), spell);
            constexpr int32_t kAimed = rules::Q_DIR | rules::Q_LOC | rules::Q_TAR;
            const bool onSelf = values && ((values->values().qval & kAimed) == 0
                                           || values->values().archetype == rules::EA_HEALING);
            target = onSelf ? &self : nearestEnemy(*this, self);
        }
        if (!target) {
            notice("You see no target for that spell.");
            return false;
        }
        const EffectOutcome outcome = castSpell(*this, self, spell, target->handle(), target->x, target->y);
        if (outcome.result == ABORT)
            return false;
        ++stats_.level(here.depth).spellsCast;
        break;
    }
    case CommandKind::Descend:
    case CommandKind::Ascend: {
        const bool down = command.kind == CommandKind::Descend;
        // rule: src/Skills.cpp, Creature::Ascend and Creature::Descend
        if (self.hasStatus(conditions::STUCK)) {
            notice(down ? "You can't descend while stuck, grappling or engulfed."
                        : "You can't ascend while stuck, grappling or engulfed.");
            return false;
        }
        const map::Feature* feature = m.featureAt(self.x, self.y);
        if (!feature || feature->kind != (down ? map::FeatureKind::StairsDown : map::FeatureKind::StairsUp)) {
            notice(down ? "You see no stairs down here." : "You see no stairs up here.");
            return false;
        }
        // EV_ENTER thrown at the stairs: their resource, then the stairs
        // themselves (enterPortal); anything but DONE takes no time.
        if (feature_events::enter(*this, self) != DONE)
            return false;
        break;
    }
    case CommandKind::Pray:
        // A prayer declined, or with no god to hear it, takes no time.
        if (!prayer::pray(*this) || playerDead())
            return false;
        break;
    case CommandKind::Travel:
        if (!travelBy(command))
            return false;
        break;
    case CommandKind::Fire:
    case CommandKind::Throw:
        if (!ranged::playerShoots(*this, command, cost) || playerDead())
            return false;
        break;
    case CommandKind::Advance: break;  // done above
    }
    if (queue_.contains(player_))
        queue_.act(player_, cost);
    if (!playerDead())
        updatePlayerView();
    return true;
}

// rule: src/Feature.cpp, Portal::Enter (up and down stairs; the runtime's
// levels are a fixed stack, so dungeon entries and returns are not here).
int32_t Game::enterPortal(const FeatureObject& portal)
{
    const map::Feature* feature = featureOf(portal);
    if (!feature || (feature->kind != map::FeatureKind::StairsDown && feature->kind != map::FeatureKind::StairsUp))
        return NOTHING;
    const bool down = feature->kind == map::FeatureKind::StairsDown;
    const int32_t depth = level().depth + (down ? 1 : -1);
    if (depth < 1 && world_)
        return climbOutToTile() ? DONE : ABORT;
    if (depth < 1) {
        notice("The way out is closed until your work here is done.");
        return ABORT;
    }
    if (size_t(depth) > levels_.size()) {
        notice("These stairs lead nowhere.");
        return ABORT;
    }
    try {
        enterLevel(depth, down);
    } catch (const map::GenerationError& error) {
        notice(std::string("The stairs lead nowhere: ") + error.what(), 12);
        return ABORT;
    }
    notice(down ? "You descend to level " + std::to_string(depth) + "." : "You climb to level " + std::to_string(depth) + ".");
    return DONE;
}

} // namespace incursion::game
