#include "game/party_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/level.h"
#include "game/monster_templates.h"
#include "game/rules.h"
#include "game/script_host.h"
#include "game/thing_api.h"

#include <algorithm>

namespace incursion::game::party_api {

using api_access::creatureArgument;
using api_access::host;
using vm::HostCall;
using world::Handle;

namespace {

// The original's numbers (inc/Defines.h) these rules read.
constexpr int32_t GENERATION = 84, POLYMORPH = 103, NEGATED = 168;
constexpr int kBirthReach = 6;          // PlaceNear's rings for a creature

int32_t partyOf(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? c->party.partyId : 0;
}

int32_t setPartyOf(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (c)
        c->party.partyId = int16_t(call.arg(1));
    return 0;
}

int32_t generationOf(const Creature& c)
{
    const StatusEffect* s = c.status(GENERATION);
    return s ? s->magnitude : 0;
}

// Multiply(count, split, msg): `count` young of its own kind, each with its
// templates, near it (src/Creature.cpp, Creature::Multiply). Nothing on no
// map, when polymorphed, negated or summoned, past the second generation, or
// once its level has had 50 young of any parent (the original counts them
// per map: without that one breeder's young and theirs filled a level with
// 2,500); each is of its party and side, has half its spare mana,
// generation (its own + count) before it comes into play, and its hit
// points, halved when `split` (its parent's stay as they are, as in the
// original). `msg` changes nothing there either.
int32_t multiply(HostCall& call)
{
    Creature* self = creatureArgument(call, 0);
    if (!self)
        return 0;
    Game& game = *host(call).game;
    Level* level = game.levelObject(self->map());
    if (!level || self->hasStatus(POLYMORPH) || self->hasStatus(NEGATED) || self->hasStatus(rules::SUMMONED)
        || generationOf(*self) > 1)
        return 0;
    if (level != &game.level())
        return call.fail("Multiply: " + game.nameOf(*self) + " is not on the level being played");
    const Handle parent = self->handle();
    const int32_t count = int16_t(call.arg(1));
    const bool split = call.arg(2) != 0;
    MonsterStart start;
    start.templates = monster_templates::templatesOf(*self);
    start.stati.push_back(StatusEffect{GENERATION, 0, generationOf(*self) + count, rules::SS_MISC, -1, 0,
                                       world::kNoObject, 0});
    for (int32_t i = 0; i < count; ++i) {
        if (level->breedCount >= Level::kMostYoungPerLevel)
            return 0;
        ++level->breedCount;
        const auto cell = thing_api::cellNear(game, *level, self->x, self->y, kBirthReach, true, world::kNoObject);
        Creature* young = cell ? game.creature(game.spawnMonster(self->monster, cell->first, cell->second, start))
                               : nullptr;
        if (!young)
            return 0;
        young->attitude = self->attitude;
        young->party.partyId = self->party.partyId;
        young->maxMana = self->maxMana;
        young->mana = self->mana / 2;
        young->maxHp = young->hp = std::max(1, self->maxHp / (split ? 2 : 1));
        // A parent that dies in its young's EV_INITIALIZE has no more.
        if (!(self = game.creature(parent)) || !self->alive())
            return 0;
    }
    return 0;
}

// GetEncounterCreature(i): the i-th creature the latest summons made, or
// none (src/Encounter.cpp, Map::GetEncounterCreature).
int32_t encounterCreature(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    const int32_t i = int32_t(call.arg(1));
    const std::vector<Handle>& made = game->encounterCreatures();
    if (i < 0 || size_t(i) >= made.size())
        return 0;
    return game->creature(made[size_t(i)]) ? int32_t(made[size_t(i)]) : 0;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(variable(kCreature, "PartyID", ValueType::Int16, &partyOf, &setPartyOf));
    api.push_back(member(kCreature, "Multiply", ValueType::Void,
                         {param(ValueType::Int16, "count"), param(ValueType::Bool, "split"),
                          param(ValueType::Bool, "msg", 1)},
                         &multiply));
    api.push_back(member(kMap, "GetEncounterCreature", ValueType::Object, {param(ValueType::Int32, "i")},
                         &encounterCreature));
}

} // namespace incursion::game::party_api
