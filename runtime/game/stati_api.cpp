#include "game/stati_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/script_host.h"
#include "game/stati.h"

#include <algorithm>
#include <string>

namespace incursion::game::stati_api {

using api_access::creatureArgument;
using api_access::gameOf;
using api_access::host;
using vm::HostCall;

namespace {

// The stati of the thing a query asks about (a creature, an item or a
// feature), or null for a thing that holds none.
const std::vector<StatusEffect>* holder(HostCall& call)
{
    Game* game = gameOf(call);
    return game ? heldStati(*game, host(call).resolve(call.arg(0))) : nullptr;
}

// An `hObj:T_THING t` argument: 0 (NULL) matches any source.
Handle sourceArgument(HostCall& call, uint32_t i)
{
    return call.arg(i) ? host(call).resolve(call.arg(i)) : world::kNoObject;
}

int32_t natureArgument(HostCall& call) { return int16_t(call.arg(1)); }

// (n, xID, Val = -1, t = 0): the key of the GetEffStati* queries.
StatiKey effectKey(HostCall& call)
{
    return {natureArgument(call), int16_t(call.arg(3)), sourceArgument(call, 4), ResourceId(call.arg(2))};
}
// (n, val = -1, t = 0): the key of the queries by nature.
StatiKey natureKey(HostCall& call) { return {natureArgument(call), int16_t(call.arg(2)), sourceArgument(call, 3), {}}; }

// One field of the first stati `key` matches, or `none` without one.
template <typename Field> int32_t firstField(HostCall& call, const StatiKey& key, int32_t none, Field field)
{
    const std::vector<StatusEffect>* held = holder(call);
    if (!held)
        return none;
    const auto s = std::find_if(held->begin(), held->end(), [&](const StatusEffect& x) { return statiMatches(x, key); });
    return s != held->end() ? field(*s) : none;
}

// A duration as scripts read it: turns left, -1 for a stati until removed
// (object_api's GetStatiDur answers alike).
int32_t durationOf(const StatusEffect& s) { return int16_t(s.turnsLeft); }
// A duration a script gives: none, zero or less lasts until removed, as a
// stati gained without one (GainTempStati).
int32_t turnsFrom(int32_t duration) { return duration > 0 ? duration : -1; }

// A change to the first stati `key` matches on the receiver, a creature
// (another thing fails the call: only creatures hold stati here).
template <typename Change> int32_t changeFirst(HostCall& call, const StatiKey& key, Change change)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    SpeedWatch watch(*host(call).game, *c);
    if (StatusEffect* s = findStati(*c, key))
        change(*s);
    return 0;
}

// A stati gained without a duration, as the original's GainPermStati.
void gainPermanent(Game& game, Creature& c, int32_t nature, Handle source, int32_t cause, int32_t value, int32_t magnitude,
                   ResourceId effect)
{
    StatusEffect s;
    s.stati = nature;
    s.source = source;
    s.cause = cause;
    s.value = value;
    s.magnitude = magnitude;
    s.effect = effect;
    gainStati(game, c, asGained(s));
}

// ---- by effect ---------------------------------------------------------------------------

// GetEffStatiVal answers -1 without a match (the original's sentinel), the others 0.
int32_t getEffStatiVal(HostCall& call)
{
    return firstField(call, effectKey(call), -1, [](const StatusEffect& s) { return int32_t(int8_t(s.value)); });
}
int32_t getEffStatiMag(HostCall& call)
{
    return firstField(call, effectKey(call), 0, [](const StatusEffect& s) { return int32_t(int16_t(s.magnitude)); });
}
int32_t getEffStatiObj(HostCall& call)
{
    Game* game = gameOf(call);
    return firstField(call, effectKey(call), 0, [&](const StatusEffect& s) {
        return game && game->registry().find(s.source) ? int32_t(s.source) : 0;
    });
}
int32_t getEffStatiDur(HostCall& call) { return firstField(call, effectKey(call), 0, durationOf); }
int32_t getEffStatiCLev(HostCall& call)
{
    return firstField(call, effectKey(call), 0, [](const StatusEffect& s) { return int32_t(int16_t(s.casterLevel)); });
}

// SetEffStatiVal(n, xID, val, t = 0): the first stati of any value.
int32_t setEffStatiVal(HostCall& call)
{
    const int32_t value = int16_t(call.arg(3));
    return changeFirst(call, {natureArgument(call), -1, sourceArgument(call, 4), ResourceId(call.arg(2))},
                       [&](StatusEffect& s) { s.value = value; });
}
// SetEffStatiMag(n, xID, Mag, Val = -1, t = 0).
int32_t setEffStatiMag(HostCall& call)
{
    const int32_t magnitude = int16_t(call.arg(3));
    return changeFirst(call, {natureArgument(call), int16_t(call.arg(4)), sourceArgument(call, 5), ResourceId(call.arg(2))},
                       [&](StatusEffect& s) { s.magnitude = magnitude; });
}
// SetEffStatiDur(n, xID, Dur, Val = -1, t = 0).
int32_t setEffStatiDur(HostCall& call)
{
    const int32_t turns = turnsFrom(int16_t(call.arg(3)));
    return changeFirst(call, {natureArgument(call), int16_t(call.arg(4)), sourceArgument(call, 5), ResourceId(call.arg(2))},
                       [&](StatusEffect& s) { s.turnsLeft = turns; });
}

// IncEffStatiMag(n, xID, Cause, t, Inc, Val = -1): adds to the magnitude of
// the first match, or gains the stati (value 0 for "any") with Inc as its
// magnitude. The counters of class levels and item uses are kept so.
int32_t incEffStatiMag(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    const int32_t nature = natureArgument(call), value = int16_t(call.arg(6)), increment = int16_t(call.arg(5));
    const ResourceId effect = ResourceId(call.arg(2));
    const Handle source = sourceArgument(call, 4);
    SpeedWatch watch(*host(call).game, *c);
    if (StatusEffect* s = findStati(*c, {nature, value, source, effect}))
        s->magnitude = int16_t(s->magnitude + increment);
    else
        gainPermanent(*host(call).game, *c, nature, source, int8_t(call.arg(3)), value == -1 ? 0 : value, increment, effect);
    return 0;
}

// CountEffStati(n, xID, Val = -1): how many of the effect's stati match, whatever their object.
int32_t countEffStati(HostCall& call)
{
    const std::vector<StatusEffect>* held = holder(call);
    if (!held)
        return 0;
    const StatiKey key{natureArgument(call), int16_t(call.arg(3)), world::kNoObject, ResourceId(call.arg(2))};
    return int32_t(std::count_if(held->begin(), held->end(), [&](const StatusEffect& s) { return statiMatches(s, key); }));
}

// ---- by nature ---------------------------------------------------------------------------

int32_t getStatiCLev(HostCall& call)
{
    return firstField(call, natureKey(call), 0, [](const StatusEffect& s) { return int32_t(int16_t(s.casterLevel)); });
}

// SetStatiMag(n, val, t, Mag) and SetStatiDur(n, val, t, Dur).
int32_t setStatiMag(HostCall& call)
{
    const int32_t magnitude = int16_t(call.arg(4));
    return changeFirst(call, natureKey(call), [&](StatusEffect& s) { s.magnitude = magnitude; });
}
int32_t setStatiDur(HostCall& call)
{
    const int32_t turns = turnsFrom(int16_t(call.arg(4)));
    return changeFirst(call, natureKey(call), [&](StatusEffect& s) { s.turnsLeft = turns; });
}

// IncStatiMag(n, Cause, Val, t, Inc): adds to the first match's magnitude,
// or gains the stati with Inc as its magnitude.
int32_t incStatiMag(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    const int32_t nature = natureArgument(call), value = int16_t(call.arg(3)), increment = int16_t(call.arg(5));
    const Handle source = sourceArgument(call, 4);
    SpeedWatch watch(*host(call).game, *c);
    if (StatusEffect* s = findStati(*c, {nature, value, source, {}}))
        s->magnitude = int16_t(s->magnitude + increment);
    else
        gainPermanent(*host(call).game, *c, nature, source, int8_t(call.arg(2)), value, increment, 0);
    return 0;
}

// HighStatiMag(n, val = -1, t = 0): the greatest magnitude, 0 at least.
int32_t highStatiMag(HostCall& call)
{
    const std::vector<StatusEffect>* held = holder(call);
    int32_t high = 0;
    const StatiKey key = natureKey(call);
    if (held)
        for (const StatusEffect& s : *held)
            if (statiMatches(s, key))
                high = std::max(high, int32_t(int16_t(s.magnitude)));
    return high;
}

// XORStatiVal(n, t = 0): the values of every match or-ed together (the
// original ORs them, whatever the name says: a set of flags).
int32_t xorStatiVal(HostCall& call)
{
    const std::vector<StatusEffect>* held = holder(call);
    int32_t bits = 0;
    const StatiKey key{natureArgument(call), -1, sourceArgument(call, 2), {}};
    if (held)
        for (const StatusEffect& s : *held)
            if (statiMatches(s, key))
                bits |= s.value;
    return int16_t(bits);
}

// ---- by cause ----------------------------------------------------------------------------

int32_t causeArgument(HostCall& call) { return uint8_t(call.arg(1)); }

int32_t removeStatiSource(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    const int32_t cause = causeArgument(call);
    SpeedWatch watch(*host(call).game, *c);
    std::erase_if(c->stati, [&](const StatusEffect& s) { return s.cause == cause; });
    return 0;
}

int32_t hasStatiFromSource(HostCall& call)
{
    const std::vector<StatusEffect>* held = holder(call);
    const int32_t cause = causeArgument(call);
    return held && std::any_of(held->begin(), held->end(), [&](const StatusEffect& s) { return s.cause == cause; });
}

// HighSourceCLev(src): the highest caster level among the stati of that
// cause, so a Remove Curse can be weighed against the curse's level. (The
// original computes max(0, clev) in its loop and so always answers 0, which
// makes every curse removable; we answer what the callers ask for.)
int32_t highSourceCLev(HostCall& call)
{
    const std::vector<StatusEffect>* held = holder(call);
    const int32_t cause = causeArgument(call);
    int32_t high = 0;
    if (held)
        for (const StatusEffect& s : *held)
            if (s.cause == cause)
                high = std::max(high, s.casterLevel);
    return int16_t(high);
}

// CopyStati(h, n): the receiver gains a copy of every stati of h, each
// keeping its duration, cause, value, magnitude, effect, object and caster
// level. The original copies them all whatever n says (src/Status.cpp).
int32_t copyStati(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    Game& game = *host(call).game;
    const Creature* from = game.creature(host(call).resolve(call.arg(1)));
    if (!from || from == c)
        return 0;
    SpeedWatch watch(game, *c);
    const std::vector<StatusEffect> copies = from->stati;
    for (const StatusEffect& s : copies)
        c->addStatus(s);
    return 0;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i8 = ValueType::Int8, i16 = ValueType::Int16, flag = ValueType::Bool, none = ValueType::Void,
                    rid = ValueType::Resource, u8 = ValueType::UInt8;
    auto effectQuery = [&](std::string name, ValueType result, vm::HostFunction fn) {
        api.push_back(member(kThing, std::move(name), result,
                             {param(i16, "n"), param(rid, "xID"), param(i16, "Val", -1), object(kThing, "t", 0)}, fn));
    };
    effectQuery("GetEffStatiVal", i8, &getEffStatiVal);
    effectQuery("GetEffStatiMag", i16, &getEffStatiMag);
    effectQuery("GetEffStatiObj", ValueType::Object, &getEffStatiObj);
    effectQuery("GetEffStatiDur", i16, &getEffStatiDur);
    effectQuery("GetEffStatiCLev", i16, &getEffStatiCLev);
    api.push_back(member(kThing, "SetEffStatiVal", none,
                         {param(i16, "n"), param(rid, "xID"), param(i16, "val"), object(kThing, "t", 0)},
                         &setEffStatiVal));
    api.push_back(member(kThing, "SetEffStatiMag", none,
                         {param(i16, "n"), param(rid, "xID"), param(i16, "Mag"), param(i16, "Val", -1),
                          object(kThing, "t", 0)},
                         &setEffStatiMag));
    api.push_back(member(kThing, "SetEffStatiDur", none,
                         {param(i16, "n"), param(rid, "xID"), param(i16, "Dur"), param(i16, "Val", -1),
                          object(kThing, "t", 0)},
                         &setEffStatiDur));
    api.push_back(member(kThing, "IncEffStatiMag", none,
                         {param(i16, "n"), param(rid, "xID"), param(i8, "Cause"), object(kThing, "t"),
                          param(i16, "Inc"), param(i16, "Val", -1)},
                         &incEffStatiMag));
    api.push_back(member(kThing, "CountEffStati", i16, {param(i16, "n"), param(rid, "xID"), param(i16, "Val", -1)},
                         &countEffStati));

    api.push_back(member(kThing, "GetStatiCLev", i16, {param(i16, "n"), param(i16, "val", -1), object(kThing, "t", 0)},
                         &getStatiCLev));
    api.push_back(member(kThing, "SetStatiMag", none,
                         {param(i16, "n"), param(i16, "val"), object(kThing, "t"), param(i16, "Mag")}, &setStatiMag));
    api.push_back(member(kThing, "SetStatiDur", none,
                         {param(i16, "n"), param(i16, "val"), object(kThing, "t"), param(i16, "Dur")}, &setStatiDur));
    api.push_back(member(kThing, "IncStatiMag", none,
                         {param(i16, "n"), param(i8, "Cause"), param(i16, "Val"), object(kThing, "t"),
                          param(i16, "Inc")},
                         &incStatiMag));
    api.push_back(member(kThing, "HighStatiMag", i16, {param(i16, "n"), param(i16, "val", -1), object(kThing, "t", 0)},
                         &highStatiMag));
    api.push_back(member(kThing, "XORStatiVal", i16, {param(i16, "n"), object(kThing, "t", 0)}, &xorStatiVal));

    api.push_back(member(kThing, "RemoveStatiSource", none, {param(u8, "src")}, &removeStatiSource));
    api.push_back(member(kThing, "HasStatiFromSource", flag, {param(u8, "src")}, &hasStatiFromSource));
    api.push_back(member(kThing, "HighSourceCLev", i16, {param(u8, "src")}, &highSourceCLev));
    api.push_back(member(kThing, "CopyStati", none, {object(kThing, "h"), param(i16, "n")}, &copyStati));
}

} // namespace incursion::game::stati_api
