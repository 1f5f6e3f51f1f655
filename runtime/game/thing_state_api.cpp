#include "game/thing_state_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/script_host.h"
#include "game/turn_queue.h"

#include <algorithm>
#include <limits>

namespace incursion::game::thing_state_api {

using api_access::creatureArgument;
using api_access::describe;
using api_access::gameOf;
using api_access::handleArgument;
using vm::HostCall;
using world::Handle;
using namespace state_flags;

namespace {

constexpr int32_t kLongestTimeout = std::numeric_limits<int16_t>::max();
// Items and features never act: the original gave them a Timeout of -1
// (src/Item.cpp, inc/Feature.h), which its main loop skips.
constexpr int32_t kNeverActs = -1;

int32_t timeoutVariable(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const Handle handle = handleArgument(call, 0);
    if (const Creature* c = game->creature(handle))
        return timeoutOf(*game, *c);
    if (game->item(handle) || game->featureObject(handle) || api_access::wasCreature(*game, handle))
        return kNeverActs;
    return call.fail("Timeout: " + describe(*game, handle) + " is not a thing");
}

int32_t setTimeoutVariable(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const Handle handle = handleArgument(call, 0);
    Creature* c = game->creature(handle);
    if (!c) {
        if (api_access::wasCreature(*game, handle))
            return 0;       // killed earlier in the event: it acts no more
        return call.fail("Timeout: " + describe(*game, handle) + " is no creature: only creatures act");
    }
    const int32_t ticks = int16_t(call.arg(1));
    // The original's loop skipped a thing whose Timeout was below 0 for
    // ever; no script of its module does that to a creature.
    if (ticks < 0)
        return call.fail("Timeout: " + std::to_string(ticks) + " for " + describe(*game, handle) +
                         " would stop it acting for ever (0 or more)");
    setTimeout(*game, *c, uint32_t(ticks));
    return 0;
}

int32_t namedVariable(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const Handle handle = handleArgument(call, 0);
    if (const Creature* c = game->creature(handle))
        return call.makeString(c->isPlayer ? c->name : c->state.named);
    if (const Item* it = game->item(handle))
        return call.makeString(it->named);
    if (api_access::wasCreature(*game, handle))
        return call.makeString("");
    return call.fail("Named: " + describe(*game, handle) + " is neither a creature nor an item");
}

int32_t setNamedVariable(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const Handle handle = handleArgument(call, 0);
    const std::string name(call.string(1));
    if (Creature* c = game->creature(handle)) {
        // The player's name is its Named (src/Create.cpp names the character there).
        (c->isPlayer ? c->name : c->state.named) = name;
        return 0;
    }
    if (Item* it = game->item(handle)) {
        it->named = name;
        return 0;
    }
    if (api_access::wasCreature(*game, handle))
        return 0;
    return call.fail("Named: " + describe(*game, handle) + " is neither a creature nor an item");
}

int32_t stateFlagsVariable(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? int16_t(stateFlagsOf(*api_access::host(call).game, *c)) : 0;   // an int16 in the original
}

int32_t setStateFlagsVariable(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (c)
        setStateFlags(*api_access::host(call).game, *c, uint16_t(call.arg(1)));
    return 0;
}

// The player's formulaSeed; another creature has none (the original's
// member is Player's).
Creature* playerArgument(HostCall& call, const char* what)
{
    Creature* c = creatureArgument(call, 0);
    if (c && !c->isPlayer) {
        call.fail(std::string(what) + ": " + describe(*api_access::host(call).game, c->handle()) + " is not the player");
        return nullptr;
    }
    return c;
}

int32_t formulaSeedVariable(HostCall& call)
{
    const Creature* self = playerArgument(call, "formulaSeed");
    return self ? self->state.formulaSeed : 0;
}

int32_t setFormulaSeedVariable(HostCall& call)
{
    if (Creature* self = playerArgument(call, "formulaSeed"))
        self->state.formulaSeed = call.arg(1);
    return 0;
}

} // namespace

int32_t timeoutOf(const Game& game, const Creature& c)
{
    const TurnQueue& queue = game.queue();
    if (queue.contains(c.handle()))
        return int32_t(std::min<uint64_t>(queue.nextActionOf(c.handle()) - queue.now(), kLongestTimeout));
    return std::max(c.state.heldTimeout, 0);
}

void setTimeout(Game& game, Creature& c, uint32_t ticks)
{
    ticks = std::min<uint32_t>(ticks, kLongestTimeout);
    TurnQueue& queue = game.queue();
    if (queue.contains(c.handle()))
        queue.reschedule(c.handle(), ticks);
    else
        c.state.heldTimeout = int32_t(ticks);
}

void holdTimeout(TurnQueue& queue, Creature& c)
{
    if (queue.contains(c.handle()))
        c.state.heldTimeout =
            int32_t(std::min<uint64_t>(queue.nextActionOf(c.handle()) - queue.now(), kLongestTimeout));
}

uint32_t joiningDelay(Creature& c, const std::function<uint32_t()>& stagger)
{
    if (c.state.heldTimeout < 0)
        return stagger();
    const uint32_t held = uint32_t(c.state.heldTimeout);
    c.state.heldTimeout = -1;
    return held;
}

uint16_t stateFlagsOf(const Game& game, const Creature& c)
{
    uint16_t flags = c.state.flags;
    if (c.attitude == Attitude::Peaceful)
        flags |= MS_PEACEFUL;
    if (c.mind.guardX >= 0)
        flags |= MS_GUARDING;
    if (c.isPlayer || game.identification().knowsCreature(c.handle()))
        flags |= MS_KNOWN;
    return flags;
}

// MS_PEACEFUL moves a monster between peaceful and hostile (the player's
// side stays as it is: there an ally is one by its party, not this bit);
// MS_GUARDING makes where it stands the post it guards (src/Monster.cpp,
// a guard holds its place); MS_KNOWN tells the player what it is, or
// makes the player forget. The other bits are kept as they are.
void setStateFlags(Game& game, Creature& c, uint16_t flags)
{
    if (c.attitude != Attitude::Player)
        c.attitude = (flags & MS_PEACEFUL) ? Attitude::Peaceful : Attitude::Hostile;
    if (!(flags & MS_GUARDING))
        c.mind.guardX = c.mind.guardY = -1;
    else if (c.mind.guardX < 0 && c.x >= 0) {
        c.mind.guardX = c.x;
        c.mind.guardY = c.y;
    }
    if (!c.isPlayer) {
        if (flags & MS_KNOWN)
            game.identification().recogniseCreature(c.handle());
        else
            game.identification().forgetCreature(c.handle());
    }
    c.state.flags = uint16_t(flags & ~kDerived);
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(variable(kThing, "Timeout", ValueType::Int16, &timeoutVariable, &setTimeoutVariable));
    api.push_back(variable(kThing, "Named", ValueType::String, &namedVariable, &setNamedVariable));
    api.push_back(variable(kCreature, "StateFlags", ValueType::Int16, &stateFlagsVariable, &setStateFlagsVariable));
    api.push_back(variable(kPlayer, "formulaSeed", ValueType::Int32, &formulaSeedVariable, &setFormulaSeedVariable));
}

} // namespace incursion::game::thing_state_api
