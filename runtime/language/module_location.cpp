#include "language/module_location.h"

#include <algorithm>
#include <filesystem>
#include <system_error>
#include <vector>

namespace incursion::language {

namespace {

namespace fs = std::filesystem;

// The .irc files of a folder, main.irc first, then by name.
std::vector<fs::path> mainFilesIn(const fs::path& folder)
{
    std::vector<fs::path> found;
    std::error_code error;
    for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
        if (it->path().extension() == ".irc" && it->is_regular_file(error))
            found.push_back(it->path());
    }
    std::sort(found.begin(), found.end(), [](const fs::path& a, const fs::path& b) {
        const bool aMain = a.filename() == "main.irc";
        const bool bMain = b.filename() == "main.irc";
        return aMain != bMain ? aMain : a < b;
    });
    return found;
}

} // namespace

std::string findMainFile(const std::string& path, const std::string& root)
{
    const fs::path file(path);
    if (file.extension() == ".irc")
        return path;
    const fs::path top = root.empty() ? fs::path() : fs::path(root);
    fs::path folder = file.parent_path();
    for (int level = 0; level < 8 && !folder.empty(); ++level) {
        for (const fs::path& where : {folder, folder / "lib"}) {
            const std::vector<fs::path> found = mainFilesIn(where);
            if (!found.empty())
                return found.front().lexically_normal().string();
        }
        if ((!top.empty() && folder == top) || folder == folder.parent_path())
            break;
        folder = folder.parent_path();
    }
    return {};
}

} // namespace incursion::language
