#include "game/object_api.h"

#include "game/api_access.h"
#include "game/combat.h"
#include "game/feature_object.h"
#include "game/feature_stati.h"
#include "game/game.h"
#include "game/item_properties.h"
#include "game/rules.h"
#include "game/script_host.h"
#include "game/stati.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace incursion::game::object_api {

using api_access::answerAbout;
using api_access::describe;
using api_access::creatureArgument;
using api_access::gameOf;
using api_access::handleArgument;
using api_access::host;

// ---- what a thing is -------------------------------------------------------------------

int32_t isCreature(HostCall& call)
{
    return answerAbout(call, [](const Game& game, Handle h) { return game.creature(h) != nullptr; });
}

int32_t isPlayer(HostCall& call)
{
    return answerAbout(call, [](const Game& game, Handle h) {
        const Creature* c = game.creature(h);
        return c && c->isPlayer;
    });
}

// A creature out of hit points is dead until the game takes it away; a
// thing the game destroyed, or none at all, is dead too. An item is not.
int32_t isDead(HostCall& call)
{
    return answerAbout(call, [](const Game& game, Handle h) {
        if (const Creature* c = game.creature(h))
            return !c->alive();
        return game.item(h) == nullptr;
    });
}

// isType(ty): the object's own type (an item's T_WEAPON, T_POTION ...;
// T_MONSTER or T_PLAYER; a feature's T_DOOR, T_TRAP or T_PORTAL: stairs
// are portals) or a class it belongs to (T_ITEM, T_CREATURE, T_FEATURE ...).
int32_t isType(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const Handle handle = host(call).resolve(call.arg(0));
    const int32_t type = int16_t(call.arg(1));
    if (const Creature* c = game->creature(handle))
        return type == rules::T_THING || type == rules::T_CREATURE
               || type == (c->isPlayer ? rules::T_PLAYER : rules::T_MONSTER) || (c->isPlayer && type == rules::T_CHARACTER);
    if (const Item* it = game->item(handle))
        return type == rules::T_THING || type == rules::T_ITEM || type == it->itemType;
    if (const FeatureObject* feature = game->featureObject(handle)) {
        if (type == rules::T_THING || type == rules::T_FEATURE)
            return 1;
        const map::Feature* held = game->featureOf(*feature);
        const map::FeatureKind kind = held ? held->kind : map::FeatureKind::None;
        return (type == rules::T_DOOR && kind == map::FeatureKind::Door)
               || (type == rules::T_TRAP && kind == map::FeatureKind::Trap)
               || (type == rules::T_PORTAL
                   && (kind == map::FeatureKind::StairsUp || kind == map::FeatureKind::StairsDown
                       || kind == map::FeatureKind::Portal));
    }
    const world::GameObject* object = game->registry().find(handle);
    return object && object->kind() == world::ObjectKind::Map && type == rules::T_MAP;
}

// Where it is on its map; a carried item is nowhere (-1).
int32_t getX(HostCall& call)
{
    Game* game = gameOf(call);
    const world::GameObject* object = game ? game->registry().find(host(call).resolve(call.arg(0))) : nullptr;
    return object ? int16_t(object->x) : game ? call.fail("no object to have a place") : 0;
}

int32_t getY(HostCall& call)
{
    Game* game = gameOf(call);
    const world::GameObject* object = game ? game->registry().find(host(call).resolve(call.arg(0))) : nullptr;
    return object ? int16_t(object->y) : game ? call.fail("no object to have a place") : 0;
}

// ---- stati -----------------------------------------------------------------------------------

namespace {

// Speed stati change when the creature next acts.
void requeueIfSpeedChanged(Game& game, const Creature& c, int32_t speedBefore)
{
    if (c.currentSpeed() != speedBefore && game.queue().contains(c.handle()))
        game.queue().setSpeed(c.handle(), uint16_t(c.currentSpeed()));
}

// GainPermStati(n, h, Cause, Val, Mag, eID, clev) and GainTempStati(n, h,
// Duration, Cause, ...): the arguments after the receiver, with the
// duration's slot given (0: none).
int32_t gainStati(HostCall& call, uint32_t durationArgument)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const Handle receiver = handleArgument(call, 0);
    Item* it = game->item(receiver);
    FeatureObject* feature = it ? nullptr : game->featureObject(receiver);
    Creature* c = it || feature ? nullptr : creatureArgument(call, 0);
    if (!c && !it && !feature)
        return 0;
    const uint32_t next = durationArgument ? durationArgument + 1 : 3;
    StatusEffect s;
    s.stati = int16_t(call.arg(1));
    s.source = host(call).resolve(call.arg(2));
    s.cause = int8_t(call.arg(next));
    s.value = int16_t(call.arg(next + 1));
    s.magnitude = int16_t(call.arg(next + 2));
    s.effect = ResourceId(call.arg(next + 3));
    s.casterLevel = int8_t(call.arg(next + 4));
    // A duration in game turns; none, zero or less lasts until removed.
    const int32_t duration = durationArgument ? int16_t(call.arg(durationArgument)) : 0;
    s.turnsLeft = duration > 0 ? duration : -1;
    if (it) {
        // A carried item's timed stati count down with its carrier's turns (item_stati.h).
        it->stati.push_back(asGained(s));
        return 0;
    }
    if (feature) {
        feature_stati::gain(*game, *feature, asGained(s));
        return 0;
    }
    const SpeedWatch speed(*game, *c);     // by handle: the gain's handlers may kill it
    gainStati(*game, *c, asGained(s));
    return 0;
}

} // namespace

int32_t gainPermanentStati(HostCall& call) { return gainStati(call, 0); }
int32_t gainTemporaryStati(HostCall& call) { return gainStati(call, 3); }

// RemoveStati(n, Cause = -1, val = -1, Mag = -1, h = 0): -1 and 0 match any.
int32_t removeStati(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const Handle receiver = host(call).resolve(call.arg(0));
    Creature* c = game->creature(receiver);
    std::vector<StatusEffect>* held = heldStati(*game, receiver);
    if (!held)
        return 0;   // only creatures, items and features hold stati: there is nothing to remove
    const int32_t stati = int16_t(call.arg(1)), cause = int8_t(call.arg(2)), value = int16_t(call.arg(3)),
                  magnitude = int16_t(call.arg(4));
    const Handle source = call.arg(5) ? host(call).resolve(call.arg(5)) : world::kNoObject;
    const auto matches = [&](const StatusEffect& s) {
        return s.stati == stati && (cause == -1 || s.cause == cause) && (value == -1 || s.value == value)
               && (magnitude == -1 || s.magnitude == magnitude) && (source == world::kNoObject || s.source == source);
    };
    if (!c) {
        std::erase_if(*held, matches);
        return 0;
    }
    const int32_t speedBefore = c->currentSpeed();
    std::erase_if(c->stati, matches);
    requeueIfSpeedChanged(*game, *c, speedBefore);
    return 0;
}

// RemoveEffStati(xID): every stati the effect gave (but the spells it lets
// the creature cast), the effect told with EV_REMOVED (stati.h).
int32_t removeEffectStati(HostCall& call)
{
    Game* game = gameOf(call);
    Creature* c = game ? game->creature(host(call).resolve(call.arg(0))) : nullptr;
    const ResourceId effect = ResourceId(call.arg(1));
    if (!c || effect == 0)
        return 0;
    endEffectStati(*game, c->handle(), effect, EV_REMOVED);
    return 0;
}

namespace {

// The receiver's stati `n` (argument 1) of the value in `valueArgument`
// (0: the function has no value parameter) from the source in
// `sourceArgument`, and given by `effect` when that is not 0; -1 and a
// NULL source match any. Creatures, items and features hold stati, other things none.
std::vector<const StatusEffect*> matchingStati(HostCall& call, uint32_t valueArgument, uint32_t sourceArgument,
                                               ResourceId effect = 0)
{
    std::vector<const StatusEffect*> found;
    Game* game = gameOf(call);
    if (!game)
        return found;
    const std::vector<StatusEffect>* held = heldStati(*game, host(call).resolve(call.arg(0)));
    if (!held)
        return found;
    const int32_t stati = int16_t(call.arg(1));
    const int32_t value = valueArgument ? int16_t(call.arg(valueArgument)) : -1;
    const Handle source = call.arg(sourceArgument) ? host(call).resolve(call.arg(sourceArgument)) : world::kNoObject;
    for (const StatusEffect& s : *held) {
        if (s.stati == stati && (value == -1 || s.value == value) && (source == world::kNoObject || s.source == source)
            && (effect == 0 || s.effect == effect))
            found.push_back(&s);
    }
    return found;
}

// One field of the first stati matching (n, val = -1, t = 0); 0 when none does.
template <typename Field> int32_t firstStati(HostCall& call, Field field)
{
    const std::vector<const StatusEffect*> found = matchingStati(call, 2, 3);
    return found.empty() ? 0 : field(*found.front());
}

} // namespace

// HasStati(n, val = -1, t = 0): t, when given, is the stati's source.
int32_t hasStati(HostCall& call) { return !matchingStati(call, 2, 3).empty(); }

// HasEffStati(n, xID, Val = -1, t = 0).
int32_t hasEffectStati(HostCall& call) { return !matchingStati(call, 3, 4, ResourceId(call.arg(2))).empty(); }

int32_t countStati(HostCall& call) { return int32_t(matchingStati(call, 2, 3).size()); }

int32_t sumStatiMagnitude(HostCall& call)
{
    int32_t sum = 0;
    for (const StatusEffect* s : matchingStati(call, 2, 3))
        sum += s->magnitude;
    return int16_t(sum);
}

// GetStatiVal(n, t = 0) has no value to match.
int32_t statiValue(HostCall& call)
{
    const std::vector<const StatusEffect*> found = matchingStati(call, 0, 2);
    return found.empty() ? 0 : int8_t(found.front()->value);
}

int32_t statiMagnitude(HostCall& call)
{
    return firstStati(call, [](const StatusEffect& s) { return int32_t(int16_t(s.magnitude)); });
}
int32_t statiCause(HostCall& call)
{
    return firstStati(call, [](const StatusEffect& s) { return int32_t(uint8_t(s.cause)); });
}
int32_t statiSource(HostCall& call)
{
    return firstStati(call, [](const StatusEffect& s) { return int32_t(s.source); });
}
// Turns left; a permanent stati answers -1, so `GetStatiDur(STUNNED) > 0`
// asks, as in the corpus, whether it is a passing one.
int32_t statiDuration(HostCall& call)
{
    return firstStati(call, [](const StatusEffect& s) { return int32_t(int16_t(s.turnsLeft)); });
}
int32_t statiEffect(HostCall& call)
{
    return firstStati(call, [](const StatusEffect& s) { return int32_t(s.effect); });
}

// ---- creatures' numbers ------------------------------------------------------------------------

int32_t getHitPoints(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? int16_t(c->hp) : 0;
}

// Hit points set by a script are what they are: neither capped at the
// maximum (scripts cap them, as the original's did) nor a death by
// themselves; a creature dies of damage (EV_DAMAGE, EV_DEATH).
int32_t setHitPoints(HostCall& call)
{
    if (Creature* c = creatureArgument(call, 0))
        c->hp = int16_t(call.arg(1));
    return 0;
}

int32_t getMaxHitPoints(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? int16_t(c->maxHp) : 0;
}

int32_t setMaxHitPoints(HostCall& call)
{
    if (Creature* c = creatureArgument(call, 0))
        c->maxHp = std::max<int32_t>(1, int16_t(call.arg(1)));
    return 0;
}

int32_t currentMana(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? c->mana : 0;
}

// LoseMana(amt, hold): mana spent, or held by a lasting spell; the game has
// no held mana of its own yet, so both come off the current mana alike.
int32_t loseMana(HostCall& call)
{
    if (Creature* c = creatureArgument(call, 0))
        c->mana = std::max(0, c->mana - std::max(0, call.arg(1)));
    return 0;
}

// GetAttr(att): the attribute as the original's Attr[] held it, ADJUST
// stati included (Creature::attribute() counts them; for attributes it has
// no base of its own it is their sum alone).
int32_t getAttribute(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    const int32_t which = int8_t(call.arg(1));
    switch (which) {
    case rules::A_SPD: return (c->currentSpeed() - 100) / 5;     // in fives of percent, as resources store it
    case rules::A_MOV: return (c->move - 100) / 5 + (c->attribute(which) - c->move);
    case rules::A_SIZ: return c->size + c->attribute(which);
    case rules::A_SAV_FORT: return saveBonus(*gameOf(call), *c, rules::FORT) + c->attribute(which);
    case rules::A_SAV_REF: return saveBonus(*gameOf(call), *c, rules::REF) + c->attribute(which);
    case rules::A_SAV_WILL: return saveBonus(*gameOf(call), *c, rules::WILL) + c->attribute(which);
    default: return c->attribute(which);
    }
}

// SavingThrow(st, SaveDC, subtypes): the subtypes (SA_*) name what the save
// is against, for bonuses against poison or enchantment that no creature
// of this game has yet.
int32_t savingThrow(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    const int32_t save = int16_t(call.arg(1));
    if (save != rules::FORT && save != rules::REF && save != rules::WILL)
        return call.fail("SavingThrow: " + std::to_string(save) + " is not a save (FORT, REF or WILL)");
    return game::savingThrow(*host(call).game, *c, save, int16_t(call.arg(2)));
}

int32_t isMonsterType(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c && c->isType(call.arg(1));
}

int32_t monsterResource(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? int32_t(c->monster) : 0;
}

int32_t hasMonsterFlag(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c && c->hasFlag(int16_t(call.arg(1)));
}

// ChallengeRating(allow_neg): the CR as resources store it (1/n as 2 - n),
// so below 1 it is 0 or negative; without allow_neg, never below 0.
int32_t challengeRating(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    return call.arg(1) ? c->challenge : std::max(0, c->challenge);
}

int32_t abilityModifier(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? c->modifier(int8_t(call.arg(1))) : 0;
}

int32_t isBlind(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c && c->hasStatus(rules::BLIND);
}

// Next to the other thing on the same map (or carrying it).
int32_t isBeside(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    const world::GameObject* other = host(call).game->registry().find(host(call).resolve(call.arg(1)));
    if (!other || other == c)
        return 0;
    if (const Item* it = host(call).game->item(other->handle()); it && it->owner == c->handle())
        return 1;
    return other->map() == c->map() && std::max(std::abs(other->x - c->x), std::abs(other->y - c->y)) == 1;
}

namespace {

// The two creatures of a question about attitudes, or a failed call.
std::pair<const Creature*, const Creature*> twoCreatures(HostCall& call)
{
    const Creature* self = creatureArgument(call, 0);
    const Creature* other = self ? creatureArgument(call, 1) : nullptr;
    return {self, other};
}

} // namespace

// The player's side and the hostile monsters are each other's enemies;
// peaceful creatures are no one's until attacked.
bool hostile(const Creature& self, const Creature& other)
{
    return (self.attitude == Attitude::Hostile && other.attitude == Attitude::Player)
           || (self.attitude == Attitude::Player && other.attitude == Attitude::Hostile);
}

bool friendly(const Creature& self, const Creature& other)
{
    return &self != &other && self.attitude == other.attitude && self.attitude != Attitude::Peaceful;
}

int32_t isHostileTo(HostCall& call)
{
    const auto [self, other] = twoCreatures(call);
    return self && other && hostile(*self, *other);
}

// An enemy stands next to it, ready to strike (the player's level is the
// one where creatures act).
bool threatened(const Game& game, const Creature& c)
{
    for (Handle handle : game.creaturesOnLevel()) {
        const Creature* other = game.creature(handle);
        if (other && other != &c && other->alive() && other->map() == c.map()
            && std::max(std::abs(other->x - c.x), std::abs(other->y - c.y)) == 1 && hostile(*other, c))
            return true;
    }
    return false;
}

int32_t isThreatened(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c && threatened(*host(call).game, *c);
}

int32_t isFriendlyTo(HostCall& call)
{
    const auto [self, other] = twoCreatures(call);
    return self && other && friendly(*self, *other);
}

// ---- items ---------------------------------------------------------------------------------------

int32_t itemResource(HostCall& call)
{
    const Item* it = api_access::itemArgument(call, 0);
    return it ? int32_t(it->resource) : 0;
}

int32_t itemEffect(HostCall& call)
{
    const Item* it = api_access::itemArgument(call, 0);
    return it ? int32_t(it->effect) : 0;
}

// ieID = eID: the magic the item carries (a holy symbol's god, a potion
// turned to water), an Effect or none (src/Item.h, Item::eID).
int32_t setItemEffect(HostCall& call)
{
    Item* it = api_access::itemArgument(call, 0);
    if (!it)
        return 0;
    Game& game = *host(call).game;
    const auto effect = ResourceId(call.arg(1));
    if (effect && !module::view<module::EffectView>(game.resources(), effect))
        return call.fail("ieID: " + game.resources().describe(effect) + " is not an Effect");
    it->effect = effect;
    return 0;
}

// GetPlus(): item_properties.h's effectivePlus (inc/Item.h).
int32_t itemPlus(HostCall& call)
{
    const Item* it = api_access::itemArgument(call, 0);
    return it ? int8_t(item_properties::effectivePlus(*it)) : 0;
}

// ---- messages --------------------------------------------------------------------------------------

std::vector<MessageArgument> messageArguments(HostCall& call, uint32_t first, std::string_view text)
{
    using Kind = MessageArgument::Kind;
    const std::vector<std::optional<Kind>> kinds = argumentKinds(text);
    std::vector<MessageArgument> arguments;
    for (uint32_t i = first; i < call.count; ++i) {
        const size_t n = i - first;
        const int32_t value = call.arg(i);
        switch (n < kinds.size() && kinds[n] ? *kinds[n] : Kind::Number) {
        case Kind::Number: arguments.push_back(MessageArgument::ofNumber(value)); break;
        case Kind::Text: arguments.push_back(MessageArgument::ofText(std::string(call.string(i)))); break;
        case Kind::Object: arguments.push_back(MessageArgument::ofObject(host(call).resolve(value))); break;
        case Kind::Resource: arguments.push_back(MessageArgument::ofResource(ResourceId(value))); break;
        }
    }
    return arguments;
}

namespace {

MessageSubjects currentSubjects(HostCall& call)
{
    const EventInfo* e = host(call).events().current();
    return e ? MessageSubjects::of(*e) : MessageSubjects{};
}

enum class Audience {
    Anyone,         // whoever perceives something it names (or when it names nothing)
    Observers,      // the player perceives `about`, or something the message names
};

// Prints the template in argument `textArgument` (nothing for NULL or "")
// with the message arguments after argument `lastFixed`.
void print(HostCall& call, Game& game, uint32_t textArgument, uint32_t lastFixed, const MessageSubjects& subjects,
           Audience audience = Audience::Anyone, Handle about = world::kNoObject)
{
    const std::string text(call.string(textArgument));
    if (text.empty())
        return;
    const std::vector<MessageArgument> arguments = messageArguments(call, lastFixed + 1, text);
    // "The lightning knits the flesh golem's seams together!" names no
    // object, so the formatter would let every player read it.
    if (audience == Audience::Observers && about != world::kNoObject && !game.playerPerceives(about)
        && formatMessage(text, subjects, arguments, game).seenObjects == 0)
        return;
    game.message(text, subjects, arguments);
}

// Of two texts, the first when `subject` is the player, the second for
// those who perceive it.
void printForSubject(HostCall& call, Game& game, Handle subject, const MessageSubjects& subjects)
{
    if (subject == game.player().handle())
        print(call, game, 1, 2, subjects);
    else
        print(call, game, 2, 2, subjects, Audience::Observers, subject);
}

// DPrint and VPrint: as printForSubject, the subject being the event's
// actor or victim.
int32_t printAs(HostCall& call, Handle EventInfo::*pointOfView)
{
    Game* game = gameOf(call);
    const EventInfo* e = host(call).events().current();
    if (!game)
        return 0;
    if (!e)
        return call.fail("no event is being handled");
    printForSubject(call, *game, e->*pointOfView, MessageSubjects::of(*e));
    return 0;
}

} // namespace

// IPrint(msg, ...): only the player hears what is said to it.
int32_t printToSelf(HostCall& call)
{
    Game* game = gameOf(call);
    if (game && host(call).resolve(call.arg(0)) == game->player().handle())
        print(call, *game, 1, 1, currentSubjects(call));
    return 0;
}

// IDPrint(msg1, msg2, ...): msg1 when the receiver is the player, msg2 for
// observers.
int32_t printToSelfOrObservers(HostCall& call)
{
    if (Game* game = gameOf(call))
        printForSubject(call, *game, host(call).resolve(call.arg(0)), currentSubjects(call));
    return 0;
}

int32_t printToActor(HostCall& call) { return printAs(call, &EventInfo::actor); }
int32_t printToVictim(HostCall& call) { return printAs(call, &EventInfo::victim); }

// TPrint(e, msg1, msg2, msg3, ...): msg1 to the actor, msg2 to the victim,
// msg3 to observers.
int32_t printToActorVictimOrOthers(HostCall& call)
{
    Game* game = gameOf(call);
    const EventInfo* e = host(call).events().current();
    if (!game)
        return 0;
    if (!e)
        return call.fail("no event is being handled");
    const Handle self = game->player().handle();
    if (e->actor == self)
        print(call, *game, 1, 3, MessageSubjects::of(*e));
    else if (e->victim == self)
        print(call, *game, 2, 3, MessageSubjects::of(*e));
    else
        print(call, *game, 3, 3, MessageSubjects::of(*e), Audience::Observers, e->actor ? e->actor : e->victim);
    return 0;
}

// APrint(e, msg, ...): to everyone who perceives what it names.
int32_t printToAll(HostCall& call)
{
    Game* game = gameOf(call);
    const EventInfo* e = host(call).events().current();
    if (!game)
        return 0;
    if (!e)
        return call.fail("no event is being handled");
    print(call, *game, 1, 1, MessageSubjects::of(*e));
    return 0;
}

} // namespace incursion::game::object_api
