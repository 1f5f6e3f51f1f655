#include "game/fields.h"

#include "game/creature.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/level.h"
#include "game/rules.h"
#include "module/resource_views.h"

#include <algorithm>
#include <vector>

namespace incursion::game::fields {

using namespace field_kind;

namespace {

// The original's HIDING stati (inc/Defines.h): light exposes a hider.
constexpr int32_t kHidingStati = 65;
// The original's SINGING stati: silence ends a song.
constexpr int32_t kSingingStati = 77;

bool onPlayersLevel(Game& game, const Level& level)
{
    return &level == &game.level();
}

// ThrowField(ev, f, t) (src/Event.cpp): the creature is the actor, the field
// rides along and its effect takes part.
int32_t throwField(Game& game, int32_t event, const Field& field, world::Handle creature)
{
    if (!game.creature(creature))
        return NOTHING;
    EventInfo e;
    e.event = event;
    e.actor = creature;
    e.map = game.level().handle();
    e.field = field;
    return game.throwEvent(e);
}

// The creatures of the player's level the field covers, but for `except`.
std::vector<world::Handle> coveredCreatures(Game& game, const Field& field, world::Handle except = world::kNoObject)
{
    std::vector<world::Handle> covered;
    for (world::Handle h : game.creaturesOnLevel())
        if (const Creature* c = game.creature(h); c && h != except && field.covers(c->x, c->y))
            covered.push_back(h);
    return covered;
}

void removeAt(Game& game, Level& level, size_t index)
{
    const Field gone = level.magic.fields[index];
    level.magic.fields.erase(level.magic.fields.begin() + std::ptrdiff_t(index));
    if (onPlayersLevel(game, level))
        for (world::Handle h : coveredCreatures(game, gone))
            throwField(game, runtimeEvent<EV_FIELDOFF>, gone, h);
}

// Takes away, one at a time, the fields `pick` chooses; a field's going may
// take others with it (a script's EV_FIELDOFF), so the search starts again
// each time (the original's StartSearch).
template <typename Pick> int removeWhere(Game& game, Level& level, Pick pick)
{
    int removed = 0;
    for (bool found = true; found;) {
        found = false;
        for (size_t i = 0; i < level.magic.fields.size(); ++i)
            if (pick(level.magic.fields[i])) {
                removeAt(game, level, i);
                ++removed;
                found = true;
                break;
            }
    }
    return removed;
}

// A mobile field follows its maker (Map::MoveField): creatures it leaves
// behind are told EV_FIELDOFF, those it comes over EV_FIELDON; its maker is
// neither.
void moveField(Game& game, Level& level, size_t index, int x, int y)
{
    const Field before = level.magic.fields[index];
    std::vector<world::Handle> leaving, entering;
    for (world::Handle h : game.creaturesOnLevel()) {
        const Creature* c = game.creature(h);
        if (!c || h == before.creator)
            continue;
        Field after = before;
        after.x = x;
        after.y = y;
        const bool wasIn = before.covers(c->x, c->y), isIn = after.covers(c->x, c->y);
        if (wasIn && !isIn)
            leaving.push_back(h);
        else if (!wasIn && isIn)
            entering.push_back(h);
    }
    Field& moved = level.magic.fields[index];
    moved.x = x;
    moved.y = y;
    const Field now = moved;
    for (world::Handle h : leaving)
        throwField(game, runtimeEvent<EV_FIELDOFF>, now, h);
    for (world::Handle h : entering)
        throwField(game, runtimeEvent<EV_FIELDON>, now, h);
}

// The effect re-thrown at a creature entering or leaving a modifier field
// (Creature::FieldOn, FieldOff): the field's maker uses it on the creature.
void throwModifier(Game& game, const Field& field, Creature& self, bool entering, bool terse)
{
    if (!field.effect || !game.creature(field.creator))
        return;
    EventInfo e;
    e.event = runtimeEvent<EV_EFFECT>;
    e.actor = field.creator;
    e.victim = self.handle();
    e.eID = field.effect;
    e.map = game.level().handle();
    e.isEnter = entering;
    e.isLeave = !entering;
    e.Terse = terse;
    e.EXVal = int16_t(field.x);
    e.EYVal = int16_t(field.y);
    game.throwEvent(e);
}

} // namespace

void newField(Game& game, Level& level, const Field& field)
{
    level.magic.fields.push_back(field);
    if (onPlayersLevel(game, level))
        for (world::Handle h : coveredCreatures(game, field))
            throwField(game, runtimeEvent<EV_FIELDON>, field, h);
}

int removeEffectFields(Game& game, Level& level, module::ResourceId effect, world::Handle creator)
{
    return removeWhere(game, level, [&](const Field& f) {
        return (!effect || f.effect == effect) && (creator == world::kNoObject || f.creator == creator);
    });
}

bool dispelFields(Game& game, Level& level, int x, int y, uint32_t kinds, module::ResourceId effect,
                  int32_t casterLevel)
{
    return removeWhere(game, level, [&](const Field& f) {
               if (!f.covers(x, y) || (kinds && !(f.kinds & kinds)) || (effect && f.effect != effect))
                   return false;
               const Creature* maker = game.creature(f.creator);
               return !casterLevel || !maker || casterLevel > maker->level;
           }) > 0;
}

void creatureMoved(Game& game, Creature& mover, int fromX, int fromY)
{
    Level& level = game.level();
    if (level.magic.fields.empty())
        return;
    const world::Handle self = mover.handle();
    // Its own mobile fields first, then the fields it steps out of and into
    // (src/Display.cpp, Thing::PlaceAt).
    for (size_t i = 0; i < level.magic.fields.size(); ++i) {
        const Field& f = level.magic.fields[i];
        const Creature* now = game.creature(self);
        if (!now)
            return;
        if (f.creator == self && (f.kinds & FI_MOBILE) && (f.x != now->x || f.y != now->y))
            moveField(game, level, i, now->x, now->y);
    }
    for (size_t i = 0; i < level.magic.fields.size(); ++i) {
        const Creature* now = game.creature(self);
        if (!now)
            return;
        const Field f = level.magic.fields[i];
        if (f.creator == self && (f.kinds & FI_MOBILE))
            continue;
        const bool wasIn = f.covers(fromX, fromY), isIn = f.covers(now->x, now->y);
        if (wasIn && !isIn)
            throwField(game, runtimeEvent<EV_FIELDOFF>, f, self);
        else if (!wasIn && isIn)
            throwField(game, runtimeEvent<EV_FIELDON>, f, self);
    }
}

void turnPasses(Game& game)
{
    Level& level = game.level();
    if (level.magic.fields.empty())
        return;
    // Continual fields strike whoever is inside with their field segment
    // (src/Creature.cpp, Creature::DoTurn; here once a game turn).
    const std::vector<Field> now = level.magic.fields;
    for (const Field& f : now) {
        if (!(f.kinds & FI_CONTINUAL) || !f.effect || !game.creature(f.creator))
            continue;
        const auto view = module::view<module::EffectView>(game.resources(), f.effect);
        if (!view)
            continue;
        const std::vector<module::EffectValues> segments = view->segments();
        const auto fieldSegment = std::find_if(segments.begin(), segments.end(), [](const module::EffectValues& s) {
            return s.aval == rules::AR_FIELD || s.aval == rules::AR_MFIELD;
        });
        if (fieldSegment == segments.end())
            continue;
        for (world::Handle h : coveredCreatures(game, f)) {
            if (!game.creature(f.creator))
                break;
            EventInfo e;
            e.event = runtimeEvent<EV_MAGIC_STRIKE>;
            e.actor = f.creator;
            e.victim = h;
            e.eID = f.effect;
            e.efNum = int8_t(fieldSegment - segments.begin());
            e.map = level.handle();
            e.EXVal = int16_t(f.x);
            e.EYVal = int16_t(f.y);
            game.throwEvent(e);
        }
    }
    // Map::UpdateFields: a lasting field (0 or below) stays; the others count down to 1 and go.
    for (Field& f : level.magic.fields)
        if (f.duration > 1)
            --f.duration;
    removeWhere(game, level, [](const Field& f) { return f.duration == 1; });
}

bool hasEffectField(const Game& game, world::Handle thing, module::ResourceId effect)
{
    const std::vector<Field>& onLevel = game.level().magic.fields;
    return std::any_of(onLevel.begin(), onLevel.end(),
                       [&](const Field& f) { return f.creator == thing && f.effect == effect; });
}

int32_t handleFieldEvent(Game& game, Creature& self, int32_t event, EventInfo& e)
{
    if ((event != EV_FIELDON && event != EV_FIELDOFF) || e.actor != self.handle() || !e.field)
        return NOTHING;
    const Field field = *e.field;
    const bool entering = event == EV_FIELDON;
    const bool seeing = !self.hasStatus(rules::BLIND);
    if (field.kinds & FI_LIGHT && entering && self.hasStatus(kHidingStati)) {
        self.removeStatus(kHidingStati);
        game.messageAs(e, self.handle(), "You are exposed!",
                       "The light reveals an <EActor>, hidden in the shadows!");
    }
    if (field.kinds & FI_SILENCE) {
        if (entering)
            self.removeStatus(kSingingStati);
        if (self.isPlayer)
            game.notice(entering ? "Unearthly silence envelops you!" : "Sounds return to the universe.");
    }
    if (field.kinds & FI_DARKNESS && seeing && self.isPlayer)
        game.notice(entering ? "Unearthly darkness envelops you!" : "You can see again.");
    if (field.kinds & FI_SHADOW && seeing && self.isPlayer)
        game.notice(entering ? "You enter a globe of pervasive shadows." : "You leave the unnaturally shadowed region.");
    if (field.kinds & FI_MODIFIER)
        throwModifier(game, field, self, entering, e.Terse);
    return DONE;
}

} // namespace incursion::game::fields
