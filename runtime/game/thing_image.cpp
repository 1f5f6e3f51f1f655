#include "game/thing_image.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/creature.h"
#include "game/feature_object.h"
#include "game/game.h"
#include "game/item.h"
#include "game/monster_templates.h"
#include "game/player_options_api.h"
#include "game/script_host.h"
#include "game/shapeshift.h"
#include "game/skill_rules.h"
#include "game/thing_state_api.h"
#include "module/resource_views.h"

#include <optional>
#include <string>

namespace incursion::game::thing_image {

using api_access::describe;
using api_access::gameOf;
using api_access::handleArgument;
using module::Glyph;
using vm::HostCall;
using world::Handle;

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t GLYPH_PLAYER = 361;
constexpr int32_t A_SEEM = 102;                 // a monster that seems another until known
constexpr int32_t HIDING = 65, INVIS = 100, DISGUISED = 175;
constexpr int32_t BLUE = 1;
constexpr int32_t OPT_HIGH_HIDE = 350, OPT_PLAYER_COL = 412;
constexpr int32_t kNoPlayerColour = 16;         // OPT_PLAYER_COL's "the race's colour"

// The image of a resource (a monster; what an A_SEEM monster seems may be an item).
std::optional<Glyph> imageOf(const Game& game, module::ResourceId resource)
{
    const auto view = module::ResourceView::of(game.resources(), resource);
    return view ? view->glyph() : std::nullopt;
}

// What a monster seems to be until the player knows it: its A_SEEM attack's monster.
module::ResourceId seemingMonster(const Game& game, module::ResourceId monster)
{
    const auto view = module::view<module::MonsterView>(game.resources(), monster);
    if (!view)
        return 0;
    for (const module::Attack& attack : view->attacks())
        if (attack.type == A_SEEM)
            return attack.resource;
    return 0;
}

int32_t imageVariable(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const Handle handle = handleArgument(call, 0);
    if (const Creature* c = game->creature(handle))
        return module::packGlyph(c->glyph.character, c->glyph.foreground, c->glyph.background);
    if (const Item* it = game->item(handle))
        return module::packGlyph(it->glyph.character, it->glyph.foreground, it->glyph.background);
    if (const FeatureObject* object = game->featureObject(handle)) {
        const map::Feature* feature = game->featureOf(*object);
        const auto view = feature ? module::ResourceView::of(game->resources(), feature->resource) : std::nullopt;
        const std::optional<Glyph> image = view ? view->glyph() : std::nullopt;
        return image ? module::packGlyph(image->character, image->foreground, image->background) : 0;
    }
    if (api_access::wasCreature(*game, handle))
        return 0;   // killed earlier in the event: nothing left to draw
    return call.fail("Image: " + describe(*game, handle) + " is not a thing");
}

int32_t setImageVariable(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const Handle handle = handleArgument(call, 0);
    const Glyph image = module::unpackGlyph(call.arg(1));
    if (Creature* c = game->creature(handle)) {
        c->glyph = image;
        return 0;
    }
    if (Item* it = game->item(handle)) {
        it->glyph = image;
        return 0;
    }
    if (api_access::wasCreature(*game, handle))
        return 0;
    if (game->featureObject(handle))
        return call.fail("Image: " + describe(*game, handle) +
                         " looks as its state says (DoorFlags, TrapFlags): set that instead");
    return call.fail("Image: " + describe(*game, handle) + " is not a thing");
}

// SetImage: a creature's image worked out again. An item's and a feature's
// need no work: the original's Thing::SetImage did nothing for an item (a
// corpse, which the runtime does not make, took its monster's colour), and
// a door's or trap's look is drawn from its state whenever the map is.
int32_t setImage(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const Handle handle = handleArgument(call, 0);
    if (Creature* c = game->creature(handle)) {
        c->glyph = creatureImage(*game, *c);
        return 0;
    }
    if (game->item(handle) || game->featureObject(handle) || api_access::wasCreature(*game, handle))
        return 0;
    return call.fail("SetImage: " + describe(*game, handle) + " is not a thing");
}

// The Image of a resource: a uint16 in the original's API, so the
// background colour falls away.
int32_t resourceImage(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const module::ResourceId id = module::ResourceId(call.arg(0));
    const auto view = module::ResourceView::of(game->resources(), id);
    if (!view || !(view->is<module::MonsterView>() || view->is<module::ItemView>() ||
                   view->is<module::FeatureView>() || view->is<module::TerrainView>()))
        return call.fail("Image: " + game->resources().describe(id) +
                         " is no Monster, Item, Feature or Terrain resource");
    const std::optional<Glyph> image = view->glyph();
    return image ? uint16_t(module::packGlyph(image->character, image->foreground, image->background)) : 0;
}

} // namespace

Glyph creatureImage(const Game& game, const Creature& c)
{
    Glyph image = imageOf(game, c.monster).value_or(c.glyph);
    const bool shapeshifted = c.trueForm || c.hasStatus(shapeshift::kPolymorphStati);
    if (c.isPlayer && !shapeshifted)
        image.character = GLYPH_PLAYER;
    if (const StatusEffect* disguise = c.status(DISGUISED))
        if (const Creature* as = game.creature(disguise->source))
            image = imageOf(game, as->monster).value_or(image);
    if (!(thing_state_api::stateFlagsOf(game, c) & state_flags::MS_KNOWN))
        if (const module::ResourceId seeming = seemingMonster(game, c.monster))
            image = imageOf(game, seeming).value_or(image);
    for (const StatusEffect& s : c.stati)
        if (s.stati == monster_templates::kTemplateStati && s.magnitude)
            if (const auto t = module::view<module::TemplateView>(game.resources(), s.effect))
                image = monster_templates::withTemplateImage(*t, image);
    if (c.isPlayer && player_options_api::optionDefault(OPT_PLAYER_COL) != kNoPlayerColour)
        image.foreground = player_options_api::optionDefault(OPT_PLAYER_COL);
    // The highlights the player's options ask for: of the original's
    // defaults only hiding monsters' (OPT_HIGH_HIDE) is on; friends,
    // sleepers and the invisible are not highlighted.
    if (c.hasStatus(INVIS) && c.isPlayer)
        image.foreground = BLUE;
    if (c.hasStatus(HIDING)) {
        if (c.isPlayer)
            image.background = BLUE;
        else if (player_options_api::optionDefault(OPT_HIGH_HIDE) && !image.background)
            image.background = BLUE;
    }
    return image;
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(variable(kThing, "Image", ValueType::Int32, &imageVariable, &setImageVariable));
    api.push_back(member(kThing, "SetImage", ValueType::Void, {}, &setImage));
    // One row answers the Image of every kind that has one (T_TMONSTER,
    // T_TITEM, T_TFEATURE, T_TTERRAIN): a resource variable binds by name.
    api.push_back(variable(kMonsterResource, "Image", ValueType::UInt16, &resourceImage, nullptr));
}

} // namespace incursion::game::thing_image
