#include "game/monster_api.h"
#include "game/special_attacks.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/companions.h"
#include "game/game.h"
#include "game/monster_events.h"
#include "game/object_api.h"
#include "game/rules.h"
#include "game/script_host.h"
#include "game/shapeshift.h"
#include "game/turn_queue.h"

#include <algorithm>
#include <array>
#include <string>

namespace incursion::game::monster_api {

using api_access::creatureArgument;
using api_access::host;
using vm::HostCall;
using world::Handle;

namespace {

// The original's numbers (inc/Defines.h) these functions read.
constexpr int32_t M_INCOR = 9, M_FLYER = 12, M_MFLYER = 13, M_HOSTILE = 55;
constexpr int32_t MA_DEMON = 72, MA_SAPIENT = 85;
constexpr int32_t EXPOSED = 16, ILLUSION = 74, ELEVATED = 85, MOUNTED = 87, PHASED = 102, LEVITATION = 127;
constexpr int32_t SLEEP_PSYCH = 4, SLEEP_DEEP = 5;
// What waking costs the sleeper: its next action comes this much later
// (the original's Timeout += 30) and it is exposed for a few turns.
constexpr uint32_t kWakingDelay = 30;
constexpr int32_t kExposedTurns = 4;

// The creatures standing on `c`'s map, in the order they came.
std::vector<Creature*> creaturesBeside(Game& game, const Creature& c)
{
    std::vector<Creature*> out;
    if (c.map() == world::kNoObject)
        return out;
    for (Handle handle : game.registry().objectsOn(c.map()))
        if (Creature* other = game.creature(handle))
            out.push_back(other);
    return out;
}

bool aerial(const Game& game, const Creature& c, int mountsLeft)
{
    // rule: src/Creature.cpp, Creature::isAerial. The CA_FLIGHT ability is
    // not asked: creatures have no class abilities in this runtime yet.
    if (c.hasFlag(M_FLYER) || c.hasFlag(M_MFLYER) || c.hasFlag(M_INCOR) || c.hasStatus(LEVITATION)
        || c.hasStatus(ELEVATED) || c.hasStatus(PHASED))
        return true;
    const StatusEffect* mounted = c.status(MOUNTED);
    const Creature* mount = mounted ? game.creature(mounted->source) : nullptr;
    return mount && mountsLeft > 0 && aerial(game, *mount, mountsLeft - 1);
}

int32_t experienceWeightCall(HostCall& call)
{
    return experienceWeight(int16_t(call.arg(0)));
}

// tmID: the monster it truly is, whatever shape it is in (shapeshift.h); no
// template changes a monster's resource here.
int32_t templatedMonster(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? int32_t(shapeshift::trueMonster(*c)) : 0;
}

// HasAttk(at): one of its blows is of attack type `at` (src/Creature.cpp,
// Creature::GetAttk: the monster's own attacks).
int32_t hasAttack(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    return special_attacks::findAttack(*c, int8_t(call.arg(1))) != nullptr;
}

// Initialize(in_play = false): a monster a script made and placed is made
// ready (src/Monster.cpp, Monster::Initialize): a sapient one not of a
// hostile kind nor a demon is peaceful one time in 20, its hit points are
// full, it is not yet in a fight (FFCount), then EV_INITIALIZE goes to its
// monster and its templates. Hiding or perching in a tree where it is put
// is not modelled. An item's making (Item::Initialize: rope lengths,
// BASE_ITEM, qualities, EV_BIRTH) is not in the runtime yet.
int32_t initialize(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    const Handle handle = api_access::handleArgument(call, 0);
    if (game->item(handle))
        return call.fail("Initialize: an item's making (Item::Initialize: rope lengths, BASE_ITEM, qualities, "
                         "EV_BIRTH) is not in the runtime yet");
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    if (c->isPlayer)
        return call.fail("Initialize: the player is made by character creation, not Initialize");
    if (c->isType(MA_SAPIENT) && game->randomBelow(20) == 0 && !c->hasFlag(M_HOSTILE) && !c->isType(MA_DEMON)
        && c->attitude == Attitude::Hostile)
        c->attitude = Attitude::Peaceful;
    c->hp = c->maxHp;
    initializeMonster(*game, *c);
    return 0;
}

int32_t isAerialCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c && isAerial(*host(call).game, *c);
}

// isIllusion(): it bears the ILLUSION stati (inc/Map.h, Thing::isIllusion);
// items bear no stati here, so no item is one.
int32_t isIllusion(HostCall& call)
{
    return api_access::answerAbout(call, [](const Game& game, Handle h) {
        const Creature* c = game.creature(h);
        return c && c->hasStatus(ILLUSION);
    });
}

// isHostileToPartyOf(c): it is hostile to c or to any friend of c on its
// map (src/Social.cpp, Creature::isHostileToPartyOf).
int32_t isHostileToPartyOf(HostCall& call)
{
    const Creature* self = creatureArgument(call, 0);
    const Creature* other = self ? creatureArgument(call, 1) : nullptr;
    if (!self || !other)
        return 0;
    for (const Creature* cr : creaturesBeside(*host(call).game, *self))
        if ((cr == other || object_api::friendly(*cr, *other)) && object_api::hostile(*self, *cr))
            return 1;
    return 0;
}

// getLeaderOrFirst(): its leader (a companion's), else the living friend on
// its map that came first, itself included (inc/Creature.h,
// Creature::getLeaderOrFirst: the lowest handle).
int32_t leaderOrFirst(HostCall& call)
{
    Creature* self = creatureArgument(call, 0);
    if (!self)
        return 0;
    if (const Creature* leader = companions::leaderOf(*host(call).game, *self))
        return int32_t(leader->handle());
    for (const Creature* cr : creaturesBeside(*host(call).game, *self))
        if (cr->alive() && (cr == self || object_api::friendly(*cr, *self)))
            return int32_t(cr->handle());
    return int32_t(self->handle());
}

// Awaken(): the receiver wakes as awaken() says.
int32_t awaken(HostCall& call)
{
    if (Creature* c = creatureArgument(call, 0))
        monster_api::awaken(*host(call).game, *c);
    return 0;
}

// TurnNeutralTo(cr): it drops every enemy and becomes peaceful, attacking
// no one who does not attack it first (src/Target.cpp,
// TargetSystem::TurnNeutralTo sets MS_PEACEFUL).
int32_t turnNeutralTo(HostCall& call)
{
    Creature* self = creatureArgument(call, 0);
    if (!self || !creatureArgument(call, 1))
        return 0;
    if (self->isPlayer)
        return call.fail("TurnNeutralTo: the player is no monster");
    self->attitude = Attitude::Peaceful;
    self->mind.target = world::kNoObject;
    self->mind.fleeing = false;
    return 0;
}

// TurnHostileTo(cr): cr becomes its enemy (src/Target.cpp,
// TargetSystem::TurnHostileTo). This runtime's sides are the player's and
// the hostile monsters', so it joins the side opposed to cr's; a creature
// of neither side (peaceful) cannot be an enemy, and the call says so.
int32_t turnHostileTo(HostCall& call)
{
    Creature* self = creatureArgument(call, 0);
    const Creature* enemy = self ? creatureArgument(call, 1) : nullptr;
    if (!self || !enemy)
        return 0;
    if (self->isPlayer)
        return call.fail("TurnHostileTo: the player is no monster");
    if (enemy == self)
        return call.fail("TurnHostileTo: a monster cannot be its own enemy");
    switch (enemy->attitude) {
    case Attitude::Player: self->attitude = Attitude::Hostile; break;
    case Attitude::Hostile: self->attitude = Attitude::Player; break;
    case Attitude::Peaceful:
        return call.fail("TurnHostileTo: " + host(call).game->nameOf(*enemy)
                         + " is peaceful; this runtime's sides are the player's and the hostile monsters'");
    }
    self->mind.target = enemy->handle();
    return 0;
}

} // namespace

bool isAerial(const Game& game, const Creature& c)
{
    return aerial(game, c, 4);
}

bool awaken(Game& game, Creature& c)
{
    if (!c.hasStatus(rules::SLEEPING) || c.hasStatus(rules::SLEEPING, SLEEP_PSYCH)
        || c.hasStatus(rules::SLEEPING, SLEEP_DEEP))
        return false;
    c.removeStatus(rules::SLEEPING);
    if (c.isPlayer)
        game.notice("You are shocked awake!");
    else
        game.message("The <hObj> wakes up!", {}, std::array{MessageArgument::ofObject(c.handle())});
    c.addStatus(StatusEffect{EXPOSED, 0, 0, rules::SS_MISC, kExposedTurns, 0, world::kNoObject});
    TurnQueue& queue = game.queue();
    if (queue.contains(c.handle()))
        for (const UpcomingAction& planned : queue.upcoming())
            if (planned.actor == c.handle() && planned.wait + kWakingDelay <= kMaxActionCost) {
                queue.reschedule(c.handle(), uint32_t(planned.wait + kWakingDelay));
                break;
            }
    return true;
}

// rule: inc/Inline.h, XCR: (CR + 3) cubed from 1 up; below, a table from
// 55 (CR 0) down to 10 (CR -8); 6 for anything lower.
int32_t experienceWeight(int32_t cr)
{
    if (cr >= 1)
        return (cr + 3) * (cr + 3) * (cr + 3);
    static constexpr std::array<int32_t, 9> kBelowOne{55, 44, 33, 26, 22, 18, 15, 12, 10};
    return cr >= -8 ? kBelowOne[size_t(-cr)] : 6;
}

int32_t challengeOfWeight(int32_t weight)
{
    for (int32_t cr = -8; cr <= 34; ++cr)
        if (experienceWeight(cr) >= weight)
            return cr;
    return 36;
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType flag = ValueType::Bool, none = ValueType::Void;
    api.push_back(function("XCR", ValueType::Int32, {param(ValueType::Int16, "CR")}, &experienceWeightCall));
    api.push_back(variable(kCreature, "tmID", ValueType::Resource, &templatedMonster, nullptr));
    api.push_back(member(kCreature, "HasAttk", flag, {param(ValueType::Int8, "att")}, &hasAttack));
    api.push_back(member(kCreature, "isAerial", flag, {}, &isAerialCall));
    api.push_back(member(kThing, "Initialize", ValueType::Void, {param(flag, "inplay", 0)}, &initialize));
    api.push_back(member(kThing, "isIllusion", flag, {}, &isIllusion));
    api.push_back(member(kCreature, "isHostileToPartyOf", flag, {object(kCreature)}, &isHostileToPartyOf));
    api.push_back(member(kCreature, "getLeaderOrFirst", ValueType::Object, {}, &leaderOrFirst));
    api.push_back(member(kCreature, "Awaken", none, {}, &awaken));
    api.push_back(member(kMonster, "TurnHostileTo", none, {object(kCreature)}, &turnHostileTo));
    api.push_back(member(kMonster, "TurnNeutralTo", none, {object(kCreature)}, &turnNeutralTo));
}

} // namespace incursion::game::monster_api
