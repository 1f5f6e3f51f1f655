#include "game/stati_message.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/level.h"
#include "game/rules.h"

#include <array>
#include <string>
#include <string_view>

namespace incursion::game::stati_message {

using api_access::creatureArgument;
using api_access::gameOf;
using vm::HostCall;

namespace {

// The original's stati and values (inc/Defines.h) beyond rules.h's.
constexpr int32_t SICKNESS = 1, STUCK = 11, BLEEDING = 12, ILLUS_DMG = 13, CHOKING = 14, PRONE = 15,
                  STONING = 18, DISEASED = 19, NAUSEA = 20, HIDING = 65, RAGING = 66, ILLUSION = 74, INVIS = 100,
                  REGEN = 126, LEVITATION = 127, WATER_WALKING = 130, DETECTING = 134, ENRAGED = 147,
                  TOUCH_ATTACK = 149, CHANNELING = 198;
constexpr int32_t FEAR_SKIRMISH = 4;
constexpr int32_t HI_SHADOWS = 1, HI_CEILING = 2, HI_UNDER = 3, HI_WATER = 4;

// `toSelf` when `c` is the player (empty: nothing), else `toOthers` (empty:
// nothing) for a player who perceives it, naming it as <Obj> (twice at most:
// each tag takes the next argument, as in "<Obj> ... <his:Obj>").
void say(Game& game, const Creature& c, std::string_view toSelf, std::string_view toOthers = {})
{
    if (c.isPlayer) {
        if (!toSelf.empty())
            game.message(toSelf);
        return;
    }
    if (!toOthers.empty())
        game.message(toOthers, {}, std::array{MessageArgument::ofObject(c.handle()), MessageArgument::ofObject(c.handle())});
}

// Gaining or losing: one pair of texts each.
void sayEither(Game& game, const Creature& c, bool ending, std::array<std::string_view, 2> gained,
               std::array<std::string_view, 2> lost)
{
    const auto& texts = ending ? lost : gained;
    say(game, c, texts[0], texts[1]);
}

bool atFullHealth(const Creature& c)
{
    return c.hp >= c.maxHp + c.attribute(rules::A_THP);
}

bool onWater(const Game& game, const Creature& c)
{
    const Level* level = game.levelObject(c.map());
    return level && level->map().contains(c.x, c.y) && level->map().terrain(c.x, c.y).has(map::kTerrainWater);
}

int32_t statiMessageCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (c)
        tell(*gameOf(call), *c, int16_t(call.arg(1)), int16_t(call.arg(2)), call.arg(3) != 0);
    return 0;
}

} // namespace

void tell(Game& game, const Creature& c, int32_t stati, int32_t value, bool ending)
{
    if (!c.alive())
        return;
    switch (stati) {
    case CHANNELING:
        if (ending)
            say(game, c, "The warmth of channelled divine energy leaves you.");
        break;
    case SICKNESS: say(game, c, ending ? "You feel much better now." : "You feel sick."); break;
    case rules::BLIND:
        sayEither(game, c, ending, {"The world goes dark!", "The <Obj> is struck blind!"},
                  {"You can see again.", "The <Obj> seems to be able to see again."});
        break;
    case rules::STUNNED:
        sayEither(game, c, ending, {"You reel...", "The <Obj> reels..."},
                  {"Your senses come back to you.", "The <Obj> is no longer stunned."});
        break;
    case rules::CONFUSED:
        sayEither(game, c, ending, {"You suddenly feel very dizzy...", "The <Obj> staggers..."},
                  {"You seem a bit steadier now.", "The <Obj> seems a bit steadier now."});
        break;
    case NAUSEA:
        sayEither(game, c, ending, {"You feel nauseated.", "The <Obj> seems nauseated."},
                  {"You feel less nauseated now.", "The <Obj> seems less nauseated now."});
        break;
    case rules::SLEEPING:
        sayEither(game, c, ending, {"The world fades into darkness...", "The <Obj> collapses into slumber!"},
                  {"You wake up.", "The <Obj> wakes up."});
        break;
    case rules::PARALYSIS:
        sayEither(game, c, ending, {"You find yourself unable to move!", "The <Obj> stops moving!"},
                  {"You can move again.", "The <Obj> shakes off the paralysis."});
        break;
    case rules::AFRAID:
        if (value != FEAR_SKIRMISH)
            sayEither(game, c, ending, {"You are overcome with terror...", "The <Obj> seems terrified."},
                      {"Your courage is returning to you now.", "The <Obj> shakes off the fear."});
        break;
    case STUCK:
        sayEither(game, c, ending, {"You've become stuck!", "The <Obj> seems to be stuck."},
                  {"You tear free.", "The <Obj> tears free."});
        break;
    case ILLUS_DMG:
        if (ending)
            say(game, c, atFullHealth(c) ? "You realize that your injuries are psychosomatic!"
                                         : "You realize that some of your injuries are psychosomatic!");
        break;
    case BLEEDING:
        sayEither(game, c, ending, {"You're bleeding!", "The <Obj> is bleeding!"},
                  {"You stop bleeding.", "The <Obj> stops bleeding."});
        break;
    case CHOKING:
        sayEither(game, c, ending, {"You start to choke!", "The <Obj> starts choking!"},
                  {"You can breathe again.", "The <Obj> stops choking."});
        break;
    case PRONE:
        sayEither(game, c, ending, {"You are knocked from your feet!", "The <Obj> is knocked from <his:Obj> feet!"},
                  {"You stand up.", "The <Obj> stands up."});
        break;
    case STONING: say(game, c, ending ? "You feel more limber now." : "You feel your joints stiffen!"); break;
    case DISEASED:
        sayEither(game, c, ending, {"You feel unclean!", "The <Obj> looks feverish."},
                  {"You've overcome the disease.", ""});
        break;
    case rules::POISONED:
        sayEither(game, c, ending, {"You've been poisoned!", "The <Obj> shivers."},
                  {"You've overcome the poison.", ""});
        break;
    case HIDING:
        if (ending)
            break;
        switch (value) {
        case HI_SHADOWS: say(game, c, "You slip into the shadows.", "The <Obj> slips into the shadows."); break;
        case HI_CEILING: say(game, c, "You fly up to the ceiling.", "The <Obj> flies up to the ceiling."); break;
        case HI_UNDER: say(game, c, "You slip under cover.", "The <Obj> slips under cover."); break;
        case HI_WATER:
            say(game, c, "You slip beneath the surface of the water.",
                "The <Obj> slips beneath the surface of the water.");
            break;
        default: break;
        }
        break;
    case RAGING:
        sayEither(game, c, ending, {"You fly into a berzerk rage!", "The <Obj> flies into a berzerk rage!"},
                  {"The rage leaves you.", ""});
        break;
    case INVIS:
        sayEither(game, c, ending, {"You can't see yourself anymore!", "The <Obj> vanishes."},
                  {"You fade back into visibility.", "An <Obj> appears!"});
        break;
    case REGEN:
        if (!atFullHealth(c))
            say(game, c, ending ? "Your rapid healing ceases." : "Your wounds slowly start healing!");
        break;
    case LEVITATION:
        sayEither(game, c, ending,
                  {"You rise up off the ground and float!", "The <Obj> rises off the ground and floats in the air!"},
                  {"You float down to the ground.", "The <Obj> floats back down."});
        break;
    case WATER_WALKING:
        if (onWater(game, c))
            say(game, c, ending ? "You sink into the water." : "You rise up to stand on the surface of the water!");
        break;
    case DETECTING:
        // Detecting one kind of monster names the kind, which needs the
        // original's monster type names (not in the runtime yet).
        if (ending && value == 0)
            say(game, c, "Your detection ability for monsters expires.");
        break;
    case ENRAGED:
        sayEither(game, c, ending, {"You feel fury rise in your heart!", "The <Obj> is overcome with bloodlust!"},
                  {"Your bloodlust seems to have faded.", "The <Obj>'s bloodlust seems to have faded."});
        break;
    case TOUCH_ATTACK:
        if (ending)
            say(game, c, "Your hands stop glowing.", "The <Obj>'s hands stop glowing.");
        break;
    case rules::SUMMONED:
    case ILLUSION:
        if (ending)
            say(game, c, "", "The <Obj> winks out of existence.");
        break;
    default: break;
    }
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kCreature, "StatiMessage", ValueType::Void,
                         {param(ValueType::Int16, "n"), param(ValueType::Int16, "val", 0),
                          param(ValueType::Bool, "ending", 0)},
                         &statiMessageCall));
}

} // namespace incursion::game::stati_message
