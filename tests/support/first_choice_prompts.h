// A player for tests that answers every prompt with its first choice (yes,
// the first letter, the first menu option, nothing of a multi-select) and
// keeps what it was asked: each menu as "title | option | option", and the
// texts it was shown.
#pragma once

#include "game/player_prompts.h"

#include <optional>
#include <string>
#include <vector>

namespace incursion::test {

class FirstChoicePrompts final : public game::PromptHandler {
public:
    std::vector<std::string> menus, shown;
    bool yesNo(std::string_view) override { return true; }
    std::optional<char> choose(std::string_view, std::string_view choices) override
    {
        return choices.empty() ? std::nullopt : std::optional<char>(choices.front());
    }
    std::optional<size_t> menu(const game::MenuRequest& request) override
    {
        std::string line = request.title;
        for (const game::MenuOption& o : request.options)
            line += " | " + o.text;
        menus.push_back(line);
        return size_t(0);
    }
    std::optional<std::vector<size_t>> multiSelect(const game::MenuRequest&) override { return std::vector<size_t>{}; }
    void show(std::string_view text) override { shown.emplace_back(text); }
};

} // namespace incursion::test
