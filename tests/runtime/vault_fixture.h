// The Goblin Warrens as the vault tests read it: from the examples folder,
// with some of its files replaced by texts in memory (CRLF line ends, tabs,
// extra regions), so no test changes the example.
#pragma once

#include "script/frontend.h"
#include "vault/vault_model.h"

#include <QTest>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

namespace incursion::test {

struct VaultFixture {
    // Replaced files by their path below the example ("inc/dungeon.irh").
    std::map<std::string, std::string> replaced;

    static std::string folder() { return INCURSION_SOURCE_DIR "/examples/goblin-warrens/"; }
    static std::string mainFile() { return folder() + "goblin-warrens.irc"; }

    static std::string exampleText(const std::string& relative)
    {
        std::ifstream stream(folder() + relative, std::ios::binary);
        std::ostringstream text;
        text << stream.rdbuf();
        return text.str();
    }

    // The example's dungeon.irh with `regions` added before its closing #endif.
    static std::string dungeonWith(const std::string& regions)
    {
        std::string text = exampleText("inc/dungeon.irh");
        return text.insert(text.rfind("#endif"), regions);
    }

    script::CheckOptions options() const
    {
        script::CheckOptions options;
        options.mainFile = mainFile();
        options.preprocessor.includeDirs = script::originalSearchDirectories(options.mainFile);
        options.preprocessor.readFile = [replaced = replaced](const std::string& path) -> std::optional<std::string> {
            for (const auto& [relative, text] : replaced)
                if (path.size() >= relative.size() && path.compare(path.size() - relative.size(), relative.size(), relative) == 0)
                    return text;
            return script::readSourceFile(path);
        };
        return options;
    }

    script::CheckResult check() const { return script::checkModule(options()); }
};

// The vault of `region`, failing the calling test when there is none.
inline vault::Vault readVaultOrFail(const script::CheckResult& front, const std::string& region)
{
    std::variant<vault::Vault, std::string> read = vault::readVault(front, region);
    if (const std::string* error = std::get_if<std::string>(&read)) {
        QTest::qFail(error->c_str(), __FILE__, __LINE__);
        return {};
    }
    return std::get<vault::Vault>(std::move(read));
}

} // namespace incursion::test
