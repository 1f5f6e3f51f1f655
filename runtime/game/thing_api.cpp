#include "game/thing_api.h"

#include "game/api_access.h"
#include "game/equipment.h"
#include "game/game.h"
#include "game/rules.h"
#include "game/script_host.h"

#include <cstdlib>
#include <utility>
#include <vector>

namespace incursion::game::thing_api {

using api_access::answerAbout;
using api_access::creatureArgument;
using api_access::gameOf;
using api_access::handleArgument;
using api_access::host;
using api_access::itemArgument;
using api_access::levelArgument;
using world::Handle;

namespace {

// The original's directions (inc/Defines.h), as DirX/DirY read them.
constexpr int32_t kNorth = 0, kSouth = 1, kEast = 2, kWest = 3, kNorthEast = 4, kNorthWest = 5, kSouthEast = 6,
                  kSouthWest = 7, kCenter = 8;
// The inventory slots a creature of this game fills (inc/Defines.h).

// The original's distance (inc/Inline.h, dist): on uint16 coordinates, the
// longer axis plus half the shorter.
int32_t originalDist(int32_t x1, int32_t y1, int32_t x2, int32_t y2)
{
    const int32_t dx = std::abs(int32_t(uint16_t(x1)) - int32_t(uint16_t(x2)));
    const int32_t dy = std::abs(int32_t(uint16_t(y1)) - int32_t(uint16_t(y2)));
    return int16_t(dx > dy ? dx + dy / 2 : dy + dx / 2);
}

// The direction from (sx, sy) towards (tx, ty) (inc/Inline.h, DirTo).
int32_t directionBetween(int32_t sx, int32_t sy, int32_t tx, int32_t ty)
{
    if (tx == sx)
        return ty > sy ? kSouth : ty < sy ? kNorth : kCenter;
    if (tx < sx)
        return ty > sy ? kSouthWest : ty < sy ? kNorthWest : kWest;
    return ty > sy ? kSouthEast : ty < sy ? kNorthEast : kEast;
}

// The thing argument `i` names, or a failed call.
world::GameObject* thingArgument(HostCall& call, uint32_t i)
{
    Game* game = gameOf(call);
    if (!game)
        return nullptr;
    const Handle handle = handleArgument(call, i);
    world::GameObject* object = game->registry().find(handle);
    if (!object || object->kind() == world::ObjectKind::Map) {
        call.fail(api_access::describe(*game, handle) + " is not a thing");
        return nullptr;
    }
    return object;
}

// The next handle of the cursor that is still an item, or 0.
int32_t nextItem(const Game& game, ObjectCursor& cursor)
{
    return int32_t(cursor.take([&](Handle handle) { return game.item(handle) != nullptr; }));
}

// A new thing of resource arg 0 made by `make`, set aside until placed; a
// script error naming `api` when the resource is not `what`.
int32_t createSetAside(HostCall& call, Handle (*make)(Game&, module::ResourceId), const char* api, const char* what)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const module::ResourceId resource(call.arg(0));
    const Handle made = make(*game, resource);
    return made ? int32_t(made) : call.fail(std::string(api) + ": " + game->resourceName(resource) + " is not " + what);
}

} // namespace

// CreateItem(iID), CreateMonster(mID): a new thing, set aside until placed.
int32_t createItem(HostCall& call)
{
    return createSetAside(
        call, [](Game& game, module::ResourceId id) { return game.createItem(id); }, "CreateItem", "an Item");
}

int32_t createMonster(HostCall& call)
{
    return createSetAside(
        call, [](Game& game, module::ResourceId id) { return game.createMonster(id); }, "CreateMonster", "a Monster");
}

// CreateFeature(fID) and its kin: the feature's own resource says what it
// is (a door, portal, altar ...); set aside until PlaceAt builds it.
int32_t createFeature(HostCall& call)
{
    return createSetAside(
        call, [](Game& game, module::ResourceId id) { return game.createFeature(id); }, "CreateFeature", "a Feature");
}

// CreateTrap(fID, tID): a hidden trap of that feature carrying the effect tID.
int32_t createTrap(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const module::ResourceId feature = module::ResourceId(call.arg(0)), effect = module::ResourceId(call.arg(1));
    const Handle made = game->createFeature(feature, effect);
    if (!made)
        return call.fail("CreateTrap: " + game->resourceName(feature) + " is not a Feature");
    const FeatureObject& trap = *game->featureObject(made);
    if (trap.setAside.kind != map::FeatureKind::Trap) {
        game->registry().destroy(made, "not a trap");
        return call.fail("CreateTrap: " + game->resourceName(feature) + " is not a trap");
    }
    return int32_t(made);
}

int32_t distance(HostCall& call) { return originalDist(call.arg(0), call.arg(1), call.arg(2), call.arg(3)); }

int32_t isMonster(HostCall& call)
{
    return answerAbout(call, [](const Game& game, Handle h) {
        const Creature* c = game.creature(h);
        return c && !c->isPlayer;
    });
}

// The player is this game's only character (T_CHARACTER).
int32_t isCharacter(HostCall& call)
{
    return answerAbout(call, [](const Game& game, Handle h) {
        const Creature* c = game.creature(h);
        return c && c->isPlayer;
    });
}

// A door, trap, stairs ... that a script holds (game/feature_object.h).
int32_t isFeature(HostCall& call)
{
    return answerAbout(call, [](const Game& game, Handle h) { return game.featureObject(h) != nullptr; });
}

// The map a thing is placed on; 0 for one set aside or carried (the
// original's Thing::Remove clears `m`, src/Display.cpp).
int32_t mapOf(HostCall& call)
{
    const world::GameObject* thing = thingArgument(call, 0);
    if (!thing)
        return 0;
    const Item* it = host(call).game->item(thing->handle());
    return it && it->owner != world::kNoObject ? 0 : int32_t(thing->map());
}

// DistFrom(t): 0 from a thing that is nowhere (src/Display.cpp, Thing::DistFrom).
int32_t distanceFrom(HostCall& call)
{
    const world::GameObject* self = thingArgument(call, 0);
    const world::GameObject* other = self ? thingArgument(call, 1) : nullptr;
    if (!other)
        return 0;
    return self->x == -1 ? 0 : originalDist(self->x, self->y, other->x, other->y);
}

// DirTo(t): CENTER for a thing on another map (inc/Map.h, Thing::DirTo).
int32_t directionTo(HostCall& call)
{
    const world::GameObject* self = thingArgument(call, 0);
    const world::GameObject* other = self ? thingArgument(call, 1) : nullptr;
    if (!other)
        return 0;
    if (other->map() != self->map())
        return kCenter;
    return directionBetween(self->x, self->y, other->x, other->y);
}

int32_t directionToCell(HostCall& call)
{
    const world::GameObject* self = thingArgument(call, 0);
    return self ? directionBetween(self->x, self->y, int16_t(call.arg(1)), int16_t(call.arg(2))) : 0;
}

// PlaceAt(map, x, y).
int32_t placeAt(HostCall& call)
{
    const world::GameObject* thing = thingArgument(call, 0);
    Level* level = thing ? levelArgument(call, 1) : nullptr;
    if (!level)
        return 0;
    const int x = int16_t(call.arg(2)), y = int16_t(call.arg(3));
    if (!level->map().contains(x, y))
        return call.fail("PlaceAt(" + std::to_string(x) + ", " + std::to_string(y) + "): outside the "
                         + std::to_string(level->map().width()) + "x" + std::to_string(level->map().height()) + " map");
    if (!host(call).game->placeThing(thing->handle(), *level, x, y))
        return call.fail("PlaceAt: " + thing->describe() + " found no place on " + level->describe());
    return 0;
}

// PlaceNear(x, y) on the thing's own map (src/Display.cpp, Thing::PlaceNear):
// in rings around the cell, out to 40 for the player and 6 for others, a
// random cell of the nearest ring that is in bounds, not solid, no chasm,
// not a terrain that warns and without another creature; an item may then
// go to a cell with a creature. A creature with nowhere to go is deleted.
std::optional<std::pair<int, int>> cellNear(Game& game, const Level& level, int x, int y, int reach, bool creature,
                                            Handle self)
{
    const map::Map& m = level.map();
    for (const bool retry : {false, true}) {
        if (retry && creature)
            break;      // a cell holds one creature in this game
        for (int r = 0; r <= reach; ++r) {
            std::vector<std::pair<int, int>> open;
            for (int tx = x - r; tx <= x + r; ++tx)
                for (int ty = y - r; ty <= y + r; ++ty) {
                    if ((std::abs(x - tx) != r && std::abs(y - ty) != r) || !m.contains(tx, ty) || m.solid(tx, ty))
                        continue;
                    const map::TerrainType& terrain = m.terrain(tx, ty);
                    if (terrain.has(map::kTerrainFall) || terrain.has(map::kTerrainWarn))
                        continue;
                    const Handle standing = level.creatureAt(tx, ty);
                    if (!retry && standing != world::kNoObject && standing != self)
                        continue;
                    open.emplace_back(tx, ty);
                }
            if (!open.empty())
                return open[size_t(game.randomBelow(int32_t(open.size())))];
        }
    }
    return std::nullopt;
}

int32_t placeNear(HostCall& call)
{
    const world::GameObject* thing = thingArgument(call, 0);
    if (!thing)
        return 0;
    Game& game = *host(call).game;
    Level* level = game.levelObject(thing->map());
    if (!level)
        return call.fail("PlaceNear: " + thing->describe() + " is on no map");
    const Handle self = thing->handle();
    const int reach = self == game.player().handle() ? 40 : 6;
    if (const auto cell = cellNear(game, *level, int16_t(call.arg(1)), int16_t(call.arg(2)), reach,
                                   game.creature(self) != nullptr, self)) {
        game.placeThing(self, *level, cell->first, cell->second);
        return 0;
    }
    if (self != game.player().handle())
        game.deleteThing(self, "no room to place it");
    return 0;
}

// Remove(isDelete): off its map (or out of its owner's pack), and destroyed
// when isDelete. The player is never destroyed (the original never deletes
// it either); taken off, it leaves its cell until placed (Game::liftPlayer).
int32_t removeThing(HostCall& call)
{
    const world::GameObject* thing = thingArgument(call, 0);
    if (!thing)
        return 0;
    Game& game = *host(call).game;
    if (thing->handle() == game.player().handle()) {
        if (call.arg(1))
            return call.fail("Remove: the player cannot be destroyed");
        game.liftPlayer();
        return 0;
    }
    if (call.arg(1))
        game.deleteThing(thing->handle(), "removed by a script");
    else
        game.liftThing(thing->handle());
    return 0;
}

// FirstInv()/NextInv(): what the creature carries, in the order it came to
// it (src/Inv.cpp, Creature::GetInv; this game has no containers to open).
int32_t firstInventory(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    ObjectCursor& cursor = host(call).inventoryCursor;
    cursor.restart(c->inventory);
    return nextItem(*host(call).game, cursor);
}

int32_t nextInventory(HostCall& call)
{
    if (!creatureArgument(call, 0))
        return 0;
    return nextItem(*host(call).game, host(call).inventoryCursor);
}

// RandInv(): one of its items at random, 0 for none (src/Inv.cpp).
int32_t randomInventory(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (!c || c->inventory.empty())
        return 0;
    return int32_t(c->inventory[size_t(host(call).game->randomBelow(int32_t(c->inventory.size())))]);
}

// InSlot(sl): what the creature holds or wears in the slot (equipment.h).
int32_t inSlot(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? int32_t(equipment::inSlot(*c, int8_t(call.arg(1)))) : 0;
}

// GainItem(it, starting): the item leaves wherever it was and joins the
// creature's pack, merging into a stack of the same.
int32_t gainItem(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    Item* it = c ? itemArgument(call, 1) : nullptr;
    if (!it)
        return 0;
    Game& game = *host(call).game;
    if (it->owner == c->handle())
        return 0;
    game.liftThing(it->handle());
    game.registry().moveToMap(it->handle(), c->map());
    const Handle carried = game.giveItem(*c, *it);
    // rule: src/Annot.cpp, Character::GainItem: starting gear goes to its
    // slot when that is free.
    if (call.arg(2) && c->isPlayer)
        if (Item* kept = game.item(carried))
            equipment::wearStartingItem(game, *c, *kept);
    return 0;
}

} // namespace incursion::game::thing_api
