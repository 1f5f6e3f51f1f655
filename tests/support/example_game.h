// The bundled example module (examples/goblin-warrens) started as a test
// game, built from its sources as incc builds it, for suites that play
// effects in its warrens.
#pragma once

#include "support/game_fixture.h"

#include <QDir>
#include <QString>

#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace incursion::test {

inline std::string readText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The example module, built from its sources as incc builds it (with `extra`
// appended to its main file), started without random population.
inline TestGame startGoblinWarrens(const std::string& extra = {})
{
    TestGame out;
    const std::string dir = std::string(INCURSION_SOURCE_DIR) + "/examples/goblin-warrens/";
    MemoryFiles files;
    files.files["goblin-warrens.irc"] = readText(dir + "goblin-warrens.irc") + extra;
    for (const QString& name : QDir(QString::fromStdString(dir + "inc")).entryList({QStringLiteral("*.irh")}))
        files.files["inc/" + name.toStdString()] = readText(dir + "inc/" + name.toStdString());
    script::CheckOptions options;
    options.mainFile = "goblin-warrens.irc";
    options.preprocessor = files.options({"inc"});
    preincludeRuntimeApi(options.preprocessor);
    script::BuildResult built = script::buildModule(options);
    if (!built.image) {
        out.errors = QStringLiteral("the example does not build");
        return out;
    }
    game::GameOptions start;
    start.populate = false;
    std::vector<module::ModuleImage> images;
    images.push_back(std::move(*built.image));
    game::GameStart started = game::Game::start(std::move(images), start);
    for (const std::string& error : started.errors)
        out.errors += QString::fromStdString(error) + "\n";
    out.game = std::move(started.game);
    return out;
}

} // namespace incursion::test
