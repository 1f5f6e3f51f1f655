#include "game/thing_flags.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/creature.h"
#include "game/feature_object.h"
#include "game/game.h"
#include "game/item.h"

namespace incursion::game::thing_flags {

using vm::HostCall;

namespace {

// The original's stati (inc/Defines.h).
constexpr int32_t HIDING = 65, INVIS = 100;

int32_t flagsVariable(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    const world::Handle handle = api_access::handleArgument(call, 0);
    const int32_t flags = flagsOf(*game, handle);
    return flags < 0 ? call.fail("Flags: " + api_access::describe(*game, handle) + " is not a thing") : flags;
}

} // namespace

int32_t flagsOf(const Game& game, world::Handle handle)
{
    if (const Creature* c = game.creature(handle))
        return !c->isPlayer && (c->hasStatus(INVIS) || c->hasStatus(HIDING)) ? F_INVIS : 0;
    if (game.item(handle))
        return 0;
    if (const FeatureObject* object = game.featureObject(handle)) {
        const map::Feature* feature = game.featureOf(*object);
        if (!feature)
            return 0;
        int32_t flags = (feature->state & map::kFeatureHidden) ? F_INVIS : 0;
        if (feature->kind == map::FeatureKind::Door && !(feature->state & (map::kFeatureOpen | map::kFeatureBroken)))
            flags |= F_SOLID;
        return flags;
    }
    // Gone (killed, destroyed, used up): the original's mark for deletion.
    const world::Tombstone* grave =
        world::isObjectHandle(handle) ? game.registry().tombstone(world::slotOf(handle)) : nullptr;
    if (grave && grave->generation == world::generationOf(handle))
        return F_DELETE;
    return -1;
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(variable(kThing, "Flags", ValueType::Int32, &flagsVariable, nullptr));
}

} // namespace incursion::game::thing_flags
