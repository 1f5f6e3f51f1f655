// The module of the runnability and smoke tests: the game test prelude
// (game_fixture.h) and tests/data/smoke/arena.irc, built in memory.
#pragma once

#include "game_fixture.h"

#include <QFile>

#include <optional>
#include <string>

namespace incursion::test {

inline std::optional<module::ModuleImage> buildSmokeArena()
{
    QFile file(QStringLiteral(INCURSION_TEST_DATA "/smoke/arena.irc"));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const std::string source = kGameTestPrelude + file.readAll().toStdString();
    return buildInMemory("arena.irc", source, RuntimeApi::Read).image;
}

} // namespace incursion::test
