// The questions scripts ask the player (the original's yn, ChoicePrompt,
// LMenu, LMultiSelect and Box on the terminal): a PromptHandler answers
// them. The studio implements it in the Playtest panel, modally; bots,
// smoke runs and headless play use the SeededChooser, which answers from
// the game's dice, so a seed replays the same answers.
#pragma once

#include "vm/dice.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::game {

struct MenuOption {
    std::string text;
    int32_t value = 0;
    std::string description;
};

struct MenuRequest {
    std::string title;
    std::vector<MenuOption> options;
    bool escapable = false;     // MENU_ESC: the player may decline
};

class PromptHandler {
public:
    virtual ~PromptHandler() = default;
    virtual bool yesNo(std::string_view question) = 0;
    // One of `choices` (lower-case letters), or nullopt: declined (Escape).
    virtual std::optional<char> choose(std::string_view question, std::string_view choices) = 0;
    // The index of the option chosen, or nullopt when declined (only escapable menus).
    virtual std::optional<size_t> menu(const MenuRequest& request) = 0;
    // A menu with the answer a player without an opinion gives (a bot):
    // the SeededChooser takes `preferred` instead of rolling; a player is
    // asked as by menu().
    virtual std::optional<size_t> menuPreferring(const MenuRequest& request, size_t preferred)
    {
        (void)preferred;
        return menu(request);
    }
    // The indices marked, or nullopt when declined.
    virtual std::optional<std::vector<size_t>> multiSelect(const MenuRequest& request) = 0;
    // Text the player reads and dismisses.
    virtual void show(std::string_view text) = 0;
};

// Answers from the dice: a fair coin, a uniform choice (the preferred
// option when a menu has one), never declining (a bot plays on), each
// option marked on a coin.
class SeededChooser final : public PromptHandler {
public:
    explicit SeededChooser(vm::SeededDice& dice) : dice_(dice) {}
    bool yesNo(std::string_view question) override;
    std::optional<char> choose(std::string_view question, std::string_view choices) override;
    std::optional<size_t> menu(const MenuRequest& request) override;
    std::optional<size_t> menuPreferring(const MenuRequest& request, size_t preferred) override;
    std::optional<std::vector<size_t>> multiSelect(const MenuRequest& request) override;
    void show(std::string_view text) override;

private:
    vm::SeededDice& dice_;
};

// The terminal's menu as scripts build it: LOption adds, LOptionClear
// empties, LMenu and LMultiSelect ask, FirstSelected/NextSelected walk the
// options marked. It lives within a handler (scripts build and ask in one),
// so a save between turns does not keep it.
struct ScriptMenu {
    std::vector<MenuOption> options;
    std::vector<bool> marked;
    size_t cursor = 0;

    // As the original: no more than 128, and a value given again is ignored.
    void add(MenuOption option);
    void clear();
    int32_t firstSelected();
    int32_t nextSelected();

private:
    int32_t selectedFrom(size_t index);
};

} // namespace incursion::game
