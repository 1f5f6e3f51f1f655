// The module of the runnability and smoke tests: the game test prelude
// (game_fixture.h) and tests/data/smoke/arena.irc, built in memory.
#pragma once

#include "game_fixture.h"

#include "game/smoke_run.h"

#include <QFile>
#include <QtGlobal>

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

// The smoke run on `image` (an empty report, the errors warned, when it
// does not build or start).
inline game::SmokeReport smokeReportOf(std::optional<module::ModuleImage> image, game::SmokeOptions options = {})
{
    if (!image)
        return {};
    std::vector<module::ModuleImage> images;
    images.push_back(std::move(*image));
    auto run = game::runSmoke(std::move(images), options);
    if (auto* errors = std::get_if<std::vector<std::string>>(&run)) {
        for (const std::string& e : *errors)
            qWarning("%s", e.c_str());
        return {};
    }
    return std::get<game::SmokeReport>(std::move(run));
}

// The report's result for the resource named so, or null.
inline const game::SmokeResult* smokeResultOf(const game::SmokeReport& report, std::string_view name)
{
    for (const game::SmokeResult& r : report.resources)
        if (r.name == name)
            return &r;
    return nullptr;
}

} // namespace incursion::test
