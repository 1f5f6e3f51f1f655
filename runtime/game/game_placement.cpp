// Things scripts create, place and remove (the original's CreateItem,
// CreateMonster, Thing::PlaceAt and Thing::Remove, src/Display.cpp): a thing
// set aside is on no map, at (-1, -1), and does not act until placed.
#include "game/game.h"
#include "game/engulf.h"

#include "game/fields.h"

#include "game/rules.h"
#include "game/thing_state_api.h"
#include "module/resource_views.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <optional>
#include <utility>

namespace incursion::game {

namespace {

bool freeForCreature(const Level& level, int x, int y, Handle self)
{
    const map::Map& m = level.map();
    if (!m.contains(x, y) || m.solid(x, y))
        return false;
    const Handle standing = level.creatureAt(x, y);
    return standing == world::kNoObject || standing == self;
}

// (x, y) when a creature may stand there, else the first free cell of the
// nearest ring around it.
std::optional<std::pair<int, int>> standingCell(const Level& level, int x, int y, Handle self)
{
    const int reach = std::max(level.map().width(), level.map().height());
    for (int r = 0; r < reach; ++r)
        for (int ty = y - r; ty <= y + r; ++ty)
            for (int tx = x - r; tx <= x + r; ++tx)
                if ((std::abs(tx - x) == r || std::abs(ty - y) == r) && freeForCreature(level, tx, ty, self))
                    return std::pair{tx, ty};
    return std::nullopt;
}

} // namespace

Handle Game::createItem(ResourceId itemResource)
{
    std::unique_ptr<Item> made = newItem(itemResource, 0, 1);
    if (!made)
        return world::kNoObject;
    made->x = made->y = -1;
    return registry_.add(std::move(made), world::kNoObject);
}

Handle Game::splitOne(Item& stack)
{
    if (stack.quantity <= 1)
        return world::kNoObject;
    const Handle made = createItem(stack.resource);
    Item* one = item(made);
    if (!one)
        return world::kNoObject;
    one->effect = stack.effect;
    one->plus = stack.plus;
    one->charges = stack.charges;
    one->known = stack.known;
    one->properties = stack.properties;
    one->glyph = stack.glyph;
    one->name = stack.name;
    --stack.quantity;
    return made;
}

Handle Game::createMonster(ResourceId monster)
{
    const std::optional<module::MonsterView> view = module::view<module::MonsterView>(resources(), monster);
    if (!view)
        return world::kNoObject;
    std::unique_ptr<Creature> made = Creature::fromMonster(*view, dice());
    made->x = made->y = -1;
    const Handle handle = registry_.add(std::move(made), world::kNoObject);
    equip(*creature(handle), view->id());
    return handle;
}

bool Game::placeThing(Handle thing, Level& destination, int x, int y)
{
    if (!destination.map().contains(x, y))
        return false;
    if (Item* it = item(thing)) {
        detachFromOwner(*it);
        registry_.moveToMap(thing, destination.handle());
        it->x = x;
        it->y = y;
        return true;
    }
    if (FeatureObject* f = featureObject(thing)) {
        liftThing(thing);
        if (f->setAside.kind == map::FeatureKind::None)
            return false;       // its feature was taken away from under it
        // The cell's feature gives way, and the object that stood for it.
        for (Handle other : registry_.objectsOn(destination.handle()))
            if (const FeatureObject* old = featureObject(other); old && old->x == x && old->y == y)
                registry_.destroy(other, "replaced by another feature");
        destination.map().setFeature(x, y, f->setAside);
        f->setAside = map::Feature{};
        registry_.moveToMap(thing, destination.handle());
        f->x = x;
        f->y = y;
        return true;
    }
    Creature* c = creature(thing);
    if (!c)
        return false;
    const std::optional<std::pair<int, int>> cell = standingCell(destination, x, y, thing);
    if (!cell)
        return false;
    if (thing == player_) {
        playerLifted_ = false;
        if (destination.handle() != level_)
            placePlayer(destination, destination.map().index(cell->first, cell->second));
        else
            moveCreature(*c, cell->first, cell->second);
        return true;
    }
    liftThing(thing);
    registry_.moveToMap(thing, destination.handle());
    for (Handle carried : c->inventory)
        registry_.moveToMap(carried, destination.handle());
    c->x = cell->first;
    c->y = cell->second;
    destination.setCreatureAt(c->x, c->y, thing);
    if (destination.handle() == level_ && c->alive()) {
        queue_.add(thing, uint16_t(c->currentSpeed()),
                   thing_state_api::joiningDelay(*c, [this] { return uint32_t(randomBelow(kStandardActionCost)); }));
        // Placed, it is told of the fields it lands in, whatever it stood in before (src/Display.cpp, Thing::PlaceAt).
        fields::creatureMoved(*this, *c, -1, -1);
    }
    return true;
}

void Game::liftThing(Handle thing)
{
    if (Item* it = item(thing)) {
        detachFromOwner(*it);
        registry_.moveToMap(thing, world::kNoObject);
        it->x = it->y = -1;
        return;
    }
    if (FeatureObject* f = featureObject(thing)) {
        if (Level* on = levelObject(f->map()); on && on->map().contains(f->x, f->y)) {
            if (const map::Feature* placed = on->map().featureAt(f->x, f->y))
                f->setAside = *placed;
            on->map().removeFeature(f->x, f->y);
        }
        registry_.moveToMap(thing, world::kNoObject);
        f->x = f->y = -1;
        return;
    }
    Creature* c = creature(thing);
    if (!c || thing == player_)
        return;
    engulf::leaving(*this, *c);     // rule: src/Display.cpp, Thing::Remove (ENGULFED, ENGULFER)
    if (Level* on = levelObject(c->map()); on && on->map().contains(c->x, c->y) && on->creatureAt(c->x, c->y) == thing)
        on->setCreatureAt(c->x, c->y, world::kNoObject);
    thing_state_api::holdTimeout(queue_, *c);
    queue_.remove(thing);
    registry_.moveToMap(thing, world::kNoObject);
    for (Handle carried : c->inventory)
        registry_.moveToMap(carried, world::kNoObject);
    c->x = c->y = -1;
}

void Game::deleteThing(Handle thing, std::string_view reason)
{
    if (thing == player_ || !registry_.find(thing))
        return;
    liftThing(thing);
    if (actionDepth_ == 0 && !events().current()) {
        destroyThing(thing, reason);
        return;
    }
    if (std::none_of(doomed_.begin(), doomed_.end(), [&](const auto& doomed) { return doomed.first == thing; }))
        doomed_.emplace_back(thing, reason);
}

bool Game::isDoomed(Handle thing) const
{
    return std::any_of(doomed_.begin(), doomed_.end(), [&](const auto& doomed) { return doomed.first == thing; });
}

void Game::destroyThing(Handle thing, std::string_view reason)
{
    if (!registry_.find(thing))
        return;     // destroyed otherwise while it waited (used up, killed)
    if (Creature* c = creature(thing)) {
        for (Handle carried : std::vector<Handle>(c->inventory))
            if (registry_.find(carried))
                registry_.destroy(carried, reason);
        c->inventory.clear();
    }
    registry_.destroy(thing, reason);
}

void Game::destroyDoomed()
{
    // Destroying may run nothing that deletes more, but take the list first anyway.
    while (!doomed_.empty()) {
        const std::vector<std::pair<Handle, std::string>> doomed = std::exchange(doomed_, {});
        for (const auto& [thing, reason] : doomed)
            destroyThing(thing, reason);
    }
}

void Game::liftPlayer()
{
    Creature& self = player();
    if (Level* on = levelObject(self.map()); on && on->map().contains(self.x, self.y) &&
                                               on->creatureAt(self.x, self.y) == player_) {
        on->setCreatureAt(self.x, self.y, world::kNoObject);
        playerLifted_ = true;
    }
}

void Game::settleAfterAction()
{
    destroyDoomed();
    if (!playerLifted_)
        return;
    Creature& self = player();
    if (Level* on = levelObject(self.map()))
        placeThing(player_, *on, self.x, self.y);
    playerLifted_ = false;
}

Game::ActionScope::~ActionScope()
{
    if (--game_.actionDepth_ == 0 && !game_.events().current())
        game_.settleAfterAction();
}

Handle Game::featureObjectAt(Level& level, int x, int y)
{
    const map::Feature* feature = level.map().contains(x, y) ? level.map().featureAt(x, y) : nullptr;
    Handle found = world::kNoObject;
    for (Handle handle : registry_.objectsOn(level.handle())) {
        const FeatureObject* object = featureObject(handle);
        if (!object || object->x != x || object->y != y)
            continue;
        if (!feature)
            registry_.destroy(handle, "its feature is gone");
        else
            found = handle;
    }
    if (!feature || found != world::kNoObject)
        return found;
    return makeFeatureObject(level, x, y, *feature);
}

std::vector<Handle> Game::featureObjectsOn(Level& level)
{
    const map::Map& m = level.map();
    std::map<int32_t, Handle> byCell;
    for (Handle handle : registry_.objectsOn(level.handle())) {
        const FeatureObject* object = featureObject(handle);
        if (!object)
            continue;
        if (!m.contains(object->x, object->y) || !m.featureAt(object->x, object->y))
            registry_.destroy(handle, "its feature is gone");
        else
            byCell[m.index(object->x, object->y)] = handle;
    }
    std::vector<Handle> objects;
    for (const auto& [cell, feature] : m.features()) {
        const auto known = byCell.find(cell);
        objects.push_back(known != byCell.end() ? known->second
                                                : makeFeatureObject(level, cell % m.width(), cell / m.width(), feature));
    }
    return objects;
}

Handle Game::createFeature(ResourceId featureResource, ResourceId trapEffect)
{
    const std::optional<module::FeatureView> view = module::view<module::FeatureView>(resources(), featureResource);
    if (!view)
        return world::kNoObject;
    auto made = std::make_unique<FeatureObject>();
    made->x = made->y = -1;
    made->name = std::string(map::displayName(view->name()));
    const map::FeatureKind kind = map::featureKindOf(*view);
    made->setAside = map::Feature{kind, kind == map::FeatureKind::Trap ? uint8_t(map::kFeatureHidden) : uint8_t(0),
                                  featureResource};
    made->trapEffect = trapEffect;
    return registry_.add(std::move(made), world::kNoObject);
}

const map::Feature* Game::featureOf(const FeatureObject& object) const
{
    if (object.map() == world::kNoObject)
        return object.setAside.kind == map::FeatureKind::None ? nullptr : &object.setAside;
    const Level* level = levelObject(object.map());
    return level && level->map().contains(object.x, object.y) ? level->map().featureAt(object.x, object.y) : nullptr;
}

void Game::setFeatureState(FeatureObject& object, uint8_t state)
{
    if (object.map() == world::kNoObject) {
        if (const std::string why = map::invalidFeatureState(object.setAside.kind, state); !why.empty())
            throw std::invalid_argument(why);
        object.setAside.state = state;
        return;
    }
    levelObject(object.map())->map().setFeatureState(object.x, object.y, state);
}

Handle Game::makeFeatureObject(Level& level, int x, int y, const map::Feature& feature)
{
    auto made = std::make_unique<FeatureObject>();
    made->x = x;
    made->y = y;
    made->name = feature.resource ? std::string(map::displayName(resources().name(feature.resource)))
                                  : std::string(map::featureKindName(feature.kind));
    return registry_.add(std::move(made), level.handle());
}

} // namespace incursion::game
