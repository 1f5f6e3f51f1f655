// In-memory source trees for front-end tests: the preprocessor reads these
// instead of the disk, so tests need no temporary directories.
#pragma once

#include "script/preprocessor.h"

#include <map>
#include <string>

namespace incursion::test {

struct MemoryFiles {
    std::map<std::string, std::string> files;   // path -> text

    script::PreprocessorOptions options(std::vector<std::string> includeDirs = {}) const
    {
        script::PreprocessorOptions o;
        o.includeDirs = std::move(includeDirs);
        o.readFile = [files = files](const std::string& path) -> std::optional<std::string> {
            auto it = files.find(path);
            if (it == files.end())
                return std::nullopt;
            return it->second;
        };
        return o;
    }
};

} // namespace incursion::test
