#include "game/perception.h"

#include "game/game.h"
#include "game/level.h"
#include "game/monster_api.h"
#include "game/rules.h"
#include "map/grid_distance.h"

#include <array>

namespace incursion::game::perception {

namespace {
// The original's stati and hiding forms (inc/Defines.h).
constexpr int32_t HIDING = 65, INVIS = 100, SEE_INVIS = 101;
constexpr int32_t HI_SHADOWS = 1, HI_CEILING = 2, HI_UNDER = 3, HI_WATER = 4;
} // namespace

uint16_t perceives(const Game& game, const Creature& viewer, world::Handle thing)
{
    if (thing == viewer.handle())
        return PER_VISUAL;
    if (viewer.hasStatus(rules::SLEEPING))
        return 0;
    int x = -1, y = -1;
    world::Handle map = world::kNoObject;
    if (const Creature* c = game.creature(thing)) {
        if (c->hasStatus(INVIS) && !viewer.hasStatus(SEE_INVIS))
            return 0;
        x = c->x, y = c->y, map = c->map();
    } else if (const Item* it = game.item(thing)) {
        if (it->owner != world::kNoObject)
            return perceives(game, viewer, it->owner);
        x = it->x, y = it->y, map = it->map();
    } else if (const FeatureObject* f = game.featureObject(thing)) {
        x = f->x, y = f->y, map = f->map();
    }
    if (map == world::kNoObject || map != viewer.map() || map != game.level().handle())
        return 0;
    return game.canSee(viewer, x, y) ? PER_VISUAL : 0;
}

void noiseAt(Game& game, int x, int y, int radius)
{
    if (radius <= 0 || game.level().magic.fieldAt(x, y, field_kind::FI_SILENCE))
        return;
    for (world::Handle h : game.creaturesOnLevel())
        if (Creature* c = game.creature(h); c && map::originalDistance(c->x - x, c->y - y) <= radius)
            monster_api::awaken(game, *c);
}

void noiseFrom(Game& game, Creature& source, int radius)
{
    if (source.map() != game.level().handle()
        || game.level().magic.fieldAt(source.x, source.y, field_kind::FI_SILENCE))
        return;
    reveal(game, source, true);
    noiseAt(game, source.x, source.y, radius);
}

void reveal(Game& game, Creature& hider, bool intentional)
{
    struct Words {
        int32_t form;
        const char* forPlayer;
        const char* forOthers;
    };
    static constexpr std::array<Words, 4> kWords{{
        {HI_SHADOWS, "You are exposed!", "From the shadows, a <hObj>!"},
        {HI_WATER, "You rise to the surface!", "A <hObj> rises to the surface!"},
        {HI_UNDER, "You are exposed!", "From under the things there, a <hObj>!"},
        {HI_CEILING, "You drop down!", "A <hObj> drops from above!"},
    }};
    while (const StatusEffect* hiding = hider.status(HIDING)) {
        const int32_t form = hiding->value;
        hider.removeStatus(HIDING);
        for (const Words& words : kWords)
            if (words.form == form) {
                if (hider.isPlayer) {
                    if (!intentional)
                        game.notice(words.forPlayer);
                } else {
                    game.message(words.forOthers, {}, std::array{MessageArgument::ofObject(hider.handle())});
                }
            }
    }
}

} // namespace incursion::game::perception
