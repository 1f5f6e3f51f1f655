// A PromptHandler for tests that answers menus by the name of the option
// wanted (none: declined), says yes, picks the first choice, and keeps the
// menus it was asked.
#pragma once

#include "game/player_prompts.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::test {

class MenuAnswerer final : public game::PromptHandler {
public:
    std::string wanted;
    std::vector<game::MenuRequest> menus;

    bool yesNo(std::string_view) override { return true; }
    std::optional<char> choose(std::string_view, std::string_view choices) override { return choices.front(); }
    std::optional<size_t> menu(const game::MenuRequest& request) override
    {
        menus.push_back(request);
        for (size_t i = 0; i < request.options.size(); ++i)
            if (request.options[i].text == wanted)
                return i;
        return std::nullopt;
    }
    std::optional<std::vector<size_t>> multiSelect(const game::MenuRequest&) override { return std::nullopt; }
    void show(std::string_view) override {}
};

} // namespace incursion::test
