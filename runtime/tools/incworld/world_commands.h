// The incworld commands, one function each: argv as main() got it.
#pragma once

#include "command_line.h"

namespace incursion::incworld {

extern const CommandSpec kSchemaCommand;
extern const CommandSpec kNewCommand;
extern const CommandSpec kCheckCommand;
extern const CommandSpec kGetCommand;
extern const CommandSpec kSetCommand;
extern const CommandSpec kRenderCommand;
extern const CommandSpec kTileCommand;
extern const CommandSpec kTravelCommand;

int runSchema(const Arguments& arguments);
int runNew(const Arguments& arguments);
int runCheck(const Arguments& arguments);
int runGet(const Arguments& arguments);
int runSet(const Arguments& arguments);
int runRender(const Arguments& arguments);
int runTile(const Arguments& arguments);
int runTravel(const Arguments& arguments);

} // namespace incursion::incworld
