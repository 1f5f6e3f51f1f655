#include "game/player_ranged.h"

#include "game/creature.h"
#include "game/event_ids.h"
#include "game/game.h"
#include "game/item.h"
#include "game/player_command.h"
#include "game/player_prompts.h"
#include "game/ranged_attack.h"
#include "map/grid_distance.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <vector>

namespace incursion::game::ranged {

using world::Handle;
using world::kNoObject;

namespace {

constexpr std::array<const char*, 8> kDirectionNames{"north", "north-east", "east", "south-east",
                                                      "south", "south-west", "west", "north-west"};

// The creatures the player perceives, hostile ones first, each nearest first.
std::vector<Creature*> targetsInSight(Game& game, const Creature& self)
{
    std::vector<std::pair<int, Creature*>> found;
    for (const Handle handle : game.creaturesOnLevel()) {
        Creature* c = game.creature(handle);
        if (!c || c == &self || !c->alive() || !game.playerPerceives(handle))
            continue;
        const int distance = map::originalDistance(c->x - self.x, c->y - self.y);
        found.push_back({(c->attitude == Attitude::Hostile ? 0 : 10000) + distance, c});
    }
    std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<Creature*> out;
    for (const auto& entry : found)
        out.push_back(entry.second);
    return out;
}

// Where the shot goes: the command's aim, or the player's answer to a menu
// of the creatures in sight and the eight directions; nullopt when declined.
// rule: src/Player.cpp, KY_CMD_FIRE (EffectPrompt Q_DIR | Q_TAR | Q_LOC | Q_CRE)
std::optional<Aim> aimOf(Game& game, const Creature& self, const PlayerCommand& command, const std::string& title)
{
    switch (command.aim) {
    case AimKind::Creature:
        if (!game.creature(command.target))
            return std::nullopt;
        return Aim{command.target, -1, -1, -1};
    case AimKind::Direction: return Aim{kNoObject, command.direction & 7, -1, -1};
    case AimKind::Cell: return Aim{kNoObject, -1, command.destination[0], command.destination[1]};
    case AimKind::Ask: break;
    }
    const std::vector<Creature*> creatures = targetsInSight(game, self);
    MenuRequest request{title, {}, true};
    constexpr int32_t kFirstCreature = 100;
    for (size_t i = 0; i < creatures.size(); ++i)
        request.options.push_back({game.nameOf(*creatures[i]), kFirstCreature + int32_t(i), {}});
    for (int32_t d = 0; d < 8; ++d)
        request.options.push_back({kDirectionNames[size_t(d)], d, {}});
    const std::optional<size_t> chosen = game.prompts().menu(request);
    if (!chosen || *chosen >= request.options.size())
        return std::nullopt;
    const int32_t value = request.options[*chosen].value;
    if (value < kFirstCreature)
        return Aim{kNoObject, value, -1, -1};
    return Aim{creatures[size_t(value - kFirstCreature)]->handle(), -1, -1, -1};
}

// One of `candidates`: the command's item when it is one of them, the only
// one, or the player's choice from a menu; null when declined or none.
Item* chooseItem(Game& game, const PlayerCommand& command, const std::vector<Handle>& candidates, const std::string& title)
{
    if (command.item)
        return std::find(candidates.begin(), candidates.end(), command.item) != candidates.end() ? game.item(command.item)
                                                                                                 : nullptr;
    if (candidates.size() == 1)
        return game.item(candidates.front());
    MenuRequest request{title, {}, true};
    for (size_t i = 0; i < candidates.size(); ++i)
        if (const Item* it = game.item(candidates[i]))
            request.options.push_back({game.nameOf(*it), int32_t(i), {}});
    const std::optional<size_t> chosen = game.prompts().menu(request);
    if (!chosen || *chosen >= request.options.size())
        return nullptr;
    return game.item(candidates[size_t(request.options[*chosen].value)]);
}

} // namespace

bool playerShoots(Game& game, const PlayerCommand& command, uint32_t& cost)
{
    Creature& self = game.player();
    Item* launcher = command.kind == CommandKind::Fire ? launcherOf(game, self) : nullptr;
    Item* missile = nullptr;
    std::string verb = "Throw";
    if (launcher) {
        const std::string bow = game.nameOf(*launcher);
        const std::vector<Handle> ammunition = ammunitionFor(game, self, *launcher);
        if (ammunition.empty()) {
            game.notice("You have no projectiles ready for your " + bow + ".");
            return false;
        }
        // A crossbow not cranked is cranked first, which is the turn.
        if (needsCocking(game, *launcher)) {
            cost = loadCrossbow(game, self, *launcher);
            return cost > 0;
        }
        missile = chooseItem(game, command, ammunition, "Fire what from your " + bow + "?");
        verb = "Fire";
    } else {
        const std::vector<Handle> candidates = throwables(game, self);
        if (candidates.empty()) {
            game.notice("You have no ranged weapons ready.");
            return false;
        }
        missile = chooseItem(game, command, candidates, "Throw what?");
    }
    if (!missile)
        return false;
    const Handle missileHandle = missile->handle();
    const Handle launcherHandle = launcher ? launcher->handle() : kNoObject;
    const std::optional<Aim> aim = aimOf(game, self, command, verb + " at what?");
    // The question's scripts may have taken either.
    missile = game.item(missileHandle);
    launcher = game.item(launcherHandle);
    if (!aim || !missile || missile->owner != self.handle())
        return false;
    cost = shotCost(game, launcher, *missile);
    return rangedAttack(game, self, launcher, *missile, *aim) != ABORT;
}

bool shotNeedsAim(const Game& game, CommandKind kind)
{
    const Creature& self = game.player();
    if (const Item* launcher = kind == CommandKind::Fire ? launcherOf(game, self) : nullptr)
        return !ammunitionFor(game, self, *launcher).empty() && !needsCocking(game, *launcher);
    return !throwables(game, self).empty();
}

} // namespace incursion::game::ranged
