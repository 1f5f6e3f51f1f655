#include "game/player_options_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/character_advance.h"
#include "game/creature.h"
#include "game/game.h"
#include "module/resource_views.h"

#include <string>
#include <utility>

namespace incursion::game::player_options_api {

using vm::HostCall;

namespace {

constexpr int32_t OPT_SUBRACES = 112, OPT_LAST = 900;

// A playtest that names a subrace plays with the subraces on: the original
// offered a subrace only with OPT_SUBRACES set, so choosing one means the
// option was.
bool namesSubrace(const Game& game)
{
    if (game.options().race.empty())
        return false;
    const character::Choice race = character::findRace(game.resources(), game.options().race);
    const auto view = module::view<module::RaceView>(game.resources(), race.resource);
    return view && view->baseRace();
}

// The options whose default is not 0 (OPT_* number, default), after the
// original's OptionList (src/Tables.cpp); every other option defaults to 0.
constexpr std::pair<int32_t, int32_t> kDefaults[] = {
    {102, 1} /* OPT_STATS */,         {113, 2} /* OPT_EASY_INTUIT */,  {115, 1} /* OPT_OOD_MONSTERS */,
    {117, 2} /* OPT_DIFFICULTY */,    {118, 1} /* OPT_POWER_STATS */,  {204, 2} /* OPT_AUTOPICKUP */,
    {210, 1} /* OPT_REPEAT_KICK */,   {216, 1} /* OPT_CONTEXT_HELP */, {222, 1} /* OPT_SELECT_JUMP */,
    {223, 1} /* OPT_SELECT_DIR */,    {226, 1} /* OPT_ORG_CONTAIN */,  {303, 1} /* OPT_STOP_INTER */,
    {307, 3} /* OPT_LOWHP_WARN */,    {309, 1} /* OPT_WARN_EMPTY_HAND */, {310, 1} /* OPT_WARN_DEQU */,
    {350, 1} /* OPT_HIGH_HIDE */,     {407, 2} /* OPT_DESC_ROOM */,    {409, 1} /* OPT_SHOW_PILES */,
    {410, 1} /* OPT_SORT_PILE */,     {412, 16} /* OPT_PLAYER_COL */,  {418, 1} /* OPT_SHOWSAVES */,
    {419, 1} /* OPT_STORE_ROLLS */,   {421, 1} /* OPT_LIST_PILE */,    {422, 1} /* OPT_SHOWPATTK */,
    {424, 1} /* OPT_SHOWSKILLS */,    {426, 1} /* OPT_SHOW_OFFS */,    {430, 2} /* OPT_FULL_RES */,
    {431, 1} /* OPT_FULL_FONT */,     {432, 1} /* OPT_WIND_RES */,     {433, 1} /* OPT_WIND_FONT */,
    {503, 1} /* OPT_OPPOR */,         {505, 1} /* OPT_SHIFT_ATTK */,   {506, 7} /* OPT_CTRL_ATTK */,
    {507, 2} /* OPT_TWO_WEP */,       {212, 1} /* OPT_AUTO_COUP */,    {213, 1} /* OPT_AUTO_STAND */,
    {509, 1} /* OPT_RIPOSTE_MODE */,  {513, 1} /* OPT_MONK_MODE */,    {516, 2} /* OPT_COUNTERSPELL */,
    {519, 1} /* OPT_DEMORALIZE */,    {520, 2} /* OPT_WAND_OPENING */, {521, 1} /* OPT_USE_GAZE */,
    {522, 2} /* OPT_DIRTY_FIGHTING */,
};

// Opt(option): rule: src/Player.cpp, Player::Opt.
int32_t opt(HostCall& call)
{
    if (!api_access::creatureArgument(call, 0))
        return 0;
    const int32_t option = int16_t(call.arg(1));
    if (option < 0 || option >= OPT_LAST)
        return call.fail("Opt: " + std::to_string(option) + " is no option (0 to " + std::to_string(OPT_LAST - 1) +
                         ")");
    if (option == OPT_SUBRACES && namesSubrace(*api_access::gameOf(call)))
        return 1;
    return optionDefault(option);
}

int32_t wizardMode(HostCall& call)
{
    api_access::creatureArgument(call, 0);
    return 0;
}

int32_t setWizardMode(HostCall& call)
{
    return call.fail("WizardMode: the runtime has no wizard mode to enter");
}

} // namespace

int32_t optionDefault(int32_t option)
{
    for (const auto& [number, value] : kDefaults)
        if (number == option)
            return value;
    return 0;
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kPlayer, "Opt", ValueType::Bool, {param(ValueType::Int16, "option")}, &opt));
    api.push_back(variable(kPlayer, "WizardMode", ValueType::Bool, &wizardMode, &setWizardMode));
}

} // namespace incursion::game::player_options_api
