// A PromptHandler for tests of the choices a character makes: it answers
// each menu with the option of the text wanted (the next of `answers`,
// else `wanted`; "first" takes the first option), declines when none
// matches, and keeps every menu it was asked so a test can read what was
// offered.
#pragma once

#include "game/player_prompts.h"

#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::test {

class MenuPlayer final : public game::PromptHandler {
public:
    std::string wanted;
    std::deque<std::string> answers;
    std::vector<game::MenuRequest> menus;

    bool yesNo(std::string_view) override { return true; }
    std::optional<char> choose(std::string_view, std::string_view choices) override { return choices.front(); }
    std::optional<size_t> menu(const game::MenuRequest& request) override
    {
        menus.push_back(request);
        std::string answer = wanted;
        if (!answers.empty()) {
            answer = answers.front();
            answers.pop_front();
        }
        for (size_t i = 0; i < request.options.size(); ++i)
            if (request.options[i].text == answer)
                return i;
        if (answer == "first" && !request.options.empty())
            return size_t(0);
        return std::nullopt;
    }
    std::optional<std::vector<size_t>> multiSelect(const game::MenuRequest&) override { return std::nullopt; }
    void show(std::string_view) override {}

    // The menus asked under `title`, in order (a level's feat menus come between).
    std::vector<game::MenuRequest> titled(std::string_view title) const
    {
        std::vector<game::MenuRequest> found;
        for (const game::MenuRequest& request : menus)
            if (request.title == title)
                found.push_back(request);
        return found;
    }
};

// The texts of a menu's options, in order.
inline std::vector<std::string> optionTexts(const game::MenuRequest& request)
{
    std::vector<std::string> texts;
    for (const game::MenuOption& option : request.options)
        texts.push_back(option.text);
    return texts;
}

} // namespace incursion::test
