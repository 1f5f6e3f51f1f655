#include "game/player_command.h"

#include "game/rules.h"

namespace incursion::game {

std::optional<PlayerCommand> keyCommand(char key)
{
    switch (key) {
    case 'k': case '8': return PlayerCommand::move(0);
    case 'u': case '9': return PlayerCommand::move(1);
    case 'l': case '6': return PlayerCommand::move(2);
    case 'n': case '3': return PlayerCommand::move(3);
    case 'j': case '2': return PlayerCommand::move(4);
    case 'b': case '1': return PlayerCommand::move(5);
    case 'h': case '4': return PlayerCommand::move(6);
    case 'y': case '7': return PlayerCommand::move(7);
    case '.': case '5': return PlayerCommand::of(CommandKind::Rest);
    case ',': case 'g': return PlayerCommand::of(CommandKind::PickUp);
    case '>': return PlayerCommand::of(CommandKind::Descend);
    case '<': return PlayerCommand::of(CommandKind::Ascend);
    case 'q': return PlayerCommand::useFirst(rules::T_POTION);
    case 'r': return PlayerCommand::useFirst(rules::T_SCROLL);
    case 'z': return PlayerCommand::useFirst(rules::T_WAND);
    case 'E': return PlayerCommand::useFirst(rules::T_FOOD);
    case 'Z': return PlayerCommand::of(CommandKind::Cast);
    case 'w': return PlayerCommand::of(CommandKind::Wield);
    case 'T': return PlayerCommand::of(CommandKind::TakeOff);
    case 'd': return PlayerCommand::of(CommandKind::Drop);
    case 'P': return PlayerCommand::of(CommandKind::Pray);
    case 'A': return PlayerCommand::of(CommandKind::Advance);
    case 'f': return PlayerCommand::of(CommandKind::Fire);
    case 't': return PlayerCommand::of(CommandKind::Throw);
    default: return std::nullopt;
    }
}

std::string describeCommand(const PlayerCommand& command)
{
    static const char* const directions[8] = {"north", "north-east", "east", "south-east",
                                              "south", "south-west", "west", "north-west"};
    switch (command.kind) {
    case CommandKind::Move: return std::string("move ") + directions[command.direction & 7];
    case CommandKind::Rest: return "rest";
    case CommandKind::PickUp: return "pick up";
    case CommandKind::Use: return "use an item";
    case CommandKind::Wield: return "wield an item";
    case CommandKind::TakeOff: return "take off an item";
    case CommandKind::Drop: return "drop an item";
    case CommandKind::Cast: return "cast spell " + std::to_string(command.spell + 1);
    case CommandKind::Descend: return "go down";
    case CommandKind::Ascend: return "go up";
    case CommandKind::Pray: return "pray";
    case CommandKind::Advance: return "advance a level";
    case CommandKind::Fire: return "fire";
    case CommandKind::Throw: return "throw";
    case CommandKind::Travel: {
        static const char* const modes[4] = {"walk", "horse", "ship", "airship"};
        return std::string("travel by ") + modes[command.travelMode & 3] + " to " +
               std::to_string(command.destination[0]) + "," + std::to_string(command.destination[1]);
    }
    }
    return "unknown command";
}

} // namespace incursion::game
