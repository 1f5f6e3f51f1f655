#include "source_manager.h"

#include <algorithm>

namespace incursion::script {

SourceManager::SourceManager()
{
    files_.emplace_back();      // FileId 0: "no file"
    expansions_.emplace_back(); // ExpansionId 0: "no expansion"
}

FileId SourceManager::addFile(std::string path, std::string text)
{
    files_.push_back(File{std::move(path), std::move(text), {}, false});
    return static_cast<FileId>(files_.size() - 1);
}

FileId SourceManager::addVirtualFile(std::string name, std::string text)
{
    files_.push_back(File{std::move(name), std::move(text), {}, true});
    return static_cast<FileId>(files_.size() - 1);
}

std::string_view SourceManager::path(FileId file) const
{
    return file < files_.size() ? std::string_view(files_[file].path) : std::string_view();
}

std::string_view SourceManager::text(FileId file) const
{
    return file < files_.size() ? std::string_view(files_[file].text) : std::string_view();
}

std::vector<FileId> SourceManager::files() const
{
    std::vector<FileId> result;
    for (FileId id = 1; id < files_.size(); ++id)
        if (!files_[id].isVirtual)
            result.push_back(id);
    return result;
}

FileId SourceManager::findFile(std::string_view path) const
{
    for (FileId id = 1; id < files_.size(); ++id)
        if (files_[id].path == path)
            return id;
    return 0;
}

const std::vector<uint32_t>& SourceManager::lineStarts(FileId file) const
{
    const File& f = files_[file];
    if (f.lineStarts.empty())
        f.lineStarts = core::lineStartOffsets(f.text);
    return f.lineStarts;
}

LineColumn SourceManager::lineColumn(SourceLocation loc) const
{
    if (!loc.valid() || loc.file >= files_.size())
        return {};
    const auto& starts = lineStarts(loc.file);
    auto it = std::upper_bound(starts.begin(), starts.end(), loc.offset);
    const auto line = static_cast<uint32_t>(it - starts.begin());
    return {line, loc.offset - starts[line - 1] + 1};
}

uint32_t SourceManager::lineCount(FileId file) const
{
    return file && file < files_.size() ? static_cast<uint32_t>(lineStarts(file).size()) : 0;
}

uint32_t SourceManager::offsetOfLine(FileId file, uint32_t line) const
{
    const auto& starts = lineStarts(file);
    if (line == 0 || line > starts.size())
        return static_cast<uint32_t>(files_[file].text.size());
    return starts[line - 1];
}

std::string_view SourceManager::lineText(FileId file, uint32_t line) const
{
    if (!file || file >= files_.size())
        return {};
    return core::lineOf(files_[file].text, lineStarts(file), line);
}

ExpansionId SourceManager::addExpansion(const Expansion& expansion)
{
    expansions_.push_back(expansion);
    return static_cast<ExpansionId>(expansions_.size() - 1);
}

SourceLocation SourceManager::outermostUse(SourceLocation spelling, ExpansionId expansion) const
{
    SourceLocation loc = spelling;
    while (expansion) {
        loc = expansions_[expansion].useLocation;
        expansion = expansions_[expansion].parent;
    }
    return loc;
}

SourceLocation SourceManager::outermostUseEnd(SourceLocation spelling, uint32_t length, ExpansionId expansion) const
{
    if (!expansion)
        return {spelling.file, spelling.offset + length};
    while (expansions_[expansion].parent)
        expansion = expansions_[expansion].parent;
    const Expansion& outer = expansions_[expansion];
    return {outer.useLocation.file, outer.useLocation.offset + outer.useLength};
}

} // namespace incursion::script
