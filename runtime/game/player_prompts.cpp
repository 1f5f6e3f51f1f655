#include "game/player_prompts.h"

#include <algorithm>

namespace incursion::game {

bool SeededChooser::yesNo(std::string_view) { return dice_.roll(1, 2) == 1; }

std::optional<char> SeededChooser::choose(std::string_view, std::string_view choices)
{
    if (choices.empty())
        return std::nullopt;
    return choices[size_t(dice_.roll(1, int32_t(choices.size())) - 1)];
}

std::optional<size_t> SeededChooser::menu(const MenuRequest& request)
{
    if (request.options.empty())
        return std::nullopt;
    return size_t(dice_.roll(1, int32_t(request.options.size())) - 1);
}

std::optional<size_t> SeededChooser::menuPreferring(const MenuRequest& request, size_t preferred)
{
    if (preferred < request.options.size())
        return preferred;
    return menu(request);
}

std::optional<std::vector<size_t>> SeededChooser::multiSelect(const MenuRequest& request)
{
    std::vector<size_t> marked;
    for (size_t i = 0; i < request.options.size(); ++i)
        if (dice_.roll(1, 2) == 1)
            marked.push_back(i);
    return marked;
}

void SeededChooser::show(std::string_view) {}

void ScriptMenu::add(MenuOption option)
{
    constexpr size_t kMaxOptions = 128;     // the original's MAX_MENU_OPTIONS
    if (options.size() >= kMaxOptions)
        return;
    if (std::any_of(options.begin(), options.end(), [&](const MenuOption& o) { return o.value == option.value; }))
        return;
    options.push_back(std::move(option));
    marked.push_back(false);
}

void ScriptMenu::clear()
{
    options.clear();
    marked.clear();
    cursor = 0;
}

int32_t ScriptMenu::selectedFrom(size_t index)
{
    for (cursor = index; cursor < options.size(); ++cursor)
        if (marked[cursor])
            return options[cursor].value;
    return 0;
}

int32_t ScriptMenu::firstSelected() { return selectedFrom(0); }
int32_t ScriptMenu::nextSelected() { return selectedFrom(cursor + 1); }

} // namespace incursion::game
