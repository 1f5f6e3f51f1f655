#include "game/prompt_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/player_prompts.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace incursion::game::prompt_api {

using vm::HostCall;

namespace {

constexpr int32_t MENU_ESC = 0x0002;

// The player when the receiver is the player; null (no failure) for another creature.
Creature* askedPlayer(HostCall& call)
{
    Creature* asked = api_access::creatureArgument(call, 0);
    return asked && asked->isPlayer ? asked : nullptr;
}

// yn(msg, defc = true): the player answers; a monster takes the default.
// rule: src/Term.cpp, TextTerm::yn
int32_t yesNo(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    if (!askedPlayer(call))
        return call.arg(2) != 0;
    return game->prompts().yesNo(call.string(1));
}

// ChoicePrompt(msg, choices, df, col1, col2): a letter of `choices`
// (compared in lower case), -1 when declined; a monster takes `df`.
// rule: src/Term.cpp, TextTerm::ChoicePrompt
int32_t choicePrompt(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    if (!askedPlayer(call))
        return int8_t(call.arg(3));
    std::string choices(call.string(2));
    std::transform(choices.begin(), choices.end(), choices.begin(),
                   [](char c) { return char(std::tolower(static_cast<unsigned char>(c))); });
    if (choices.empty())
        return call.fail("ChoicePrompt: no choices to offer");
    const std::optional<char> answer = game->prompts().choose(call.string(1), choices);
    if (answer && choices.find(*answer) == std::string::npos)
        return call.fail(std::string("ChoicePrompt: the answer '") + *answer + "' is not one of \"" + choices + "\"");
    return answer ? int32_t(*answer) : -1;
}

int32_t addOption(HostCall& call)
{
    if (Game* game = api_access::gameOf(call))
        game->scriptMenu().add({std::string(call.string(1)), call.arg(2), std::string(call.string(3))});
    return 0;
}

int32_t clearOptions(HostCall& call)
{
    if (Game* game = api_access::gameOf(call))
        game->scriptMenu().clear();
    return 0;
}

MenuRequest requestOf(HostCall& call, const ScriptMenu& menu)
{
    return {std::string(call.string(2)), menu.options, (int16_t(call.arg(1)) & MENU_ESC) != 0};
}

// LMenu(fl, title, MWin, help): the value of the option chosen, -1 when
// an escapable menu is declined; the options are used up.
// rule: src/TextTerm.cpp, TextTerm::LMenu
int32_t menu(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    ScriptMenu& menu = game->scriptMenu();
    if (menu.options.empty())
        return call.fail("LMenu \"" + std::string(call.string(2)) + "\": no options (LOption adds them)");
    const MenuRequest request = requestOf(call, menu);
    const std::optional<size_t> chosen = game->prompts().menu(request);
    int32_t value = -1;
    if (chosen && *chosen < menu.options.size())
        value = menu.options[*chosen].value;
    else if (chosen || !request.escapable)
        return call.fail("LMenu \"" + request.title + "\": the answer is none of its options");
    menu.clear();
    return value;
}

// LMultiSelect(fl, title, MWin, help): marks the options chosen (read with
// FirstSelected/NextSelected); false when declined.
// rule: src/TextTerm.cpp, TextTerm::LMultiSelect
int32_t multiSelect(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    ScriptMenu& menu = game->scriptMenu();
    const std::optional<std::vector<size_t>> chosen = game->prompts().multiSelect(requestOf(call, menu));
    std::fill(menu.marked.begin(), menu.marked.end(), false);
    if (!chosen)
        return 0;
    for (size_t index : *chosen) {
        if (index >= menu.options.size())
            return call.fail("LMultiSelect: the answer marks option " + std::to_string(index) + " of "
                             + std::to_string(menu.options.size()));
        menu.marked[index] = true;
    }
    return 1;
}

int32_t firstSelected(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    return game ? game->scriptMenu().firstSelected() : 0;
}

int32_t nextSelected(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    return game ? game->scriptMenu().nextSelected() : 0;
}

int32_t box(HostCall& call)
{
    if (Game* game = api_access::gameOf(call))
        game->prompts().show(call.string(1));
    return 0;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType text = ValueType::String, i8 = ValueType::Int8, i16 = ValueType::Int16, i32 = ValueType::Int32,
                    flag = ValueType::Bool, none = ValueType::Void;
    api.push_back(member(kCreature, "yn", flag, {param(text, "msg"), param(flag, "defc", 1)}, &yesNo));
    api.push_back(member(kCreature, "ChoicePrompt", i8,
                         {param(text, "msg"), param(text, "choices"), param(i8, "df", 0), param(i8, "col1", 6),
                          param(i8, "col2", 14)},
                         &choicePrompt));
    api.push_back(member(kTerm, "LOption", none, {param(text, "txt"), param(i16, "val"), param(text, "des", 0)},
                         &addOption));
    api.push_back(member(kTerm, "LOptionClear", none, {}, &clearOptions));
    // MWin defaults to the original's WIN_MENUBOX (14).
    api.push_back(member(kTerm, "LMenu", i32,
                         {param(i16, "fl"), param(text, "title"), param(i8, "MWin", 14), param(text, "help", 0)},
                         &menu));
    api.push_back(member(kTerm, "LMultiSelect", flag,
                         {param(i16, "fl"), param(text, "title"), param(i8, "MWin", 14), param(text, "help", 0)},
                         &multiSelect));
    api.push_back(member(kTerm, "FirstSelected", i32, {}, &firstSelected));
    api.push_back(member(kTerm, "NextSelected", i32, {}, &nextSelected));
    api.push_back(member(kTerm, "Box", none, {param(text, "msg")}, &box));
}

} // namespace incursion::game::prompt_api
