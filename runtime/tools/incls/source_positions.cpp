#include "source_positions.h"

#include "file_uri.h"

#include <algorithm>

namespace incursion::incls {

using nlohmann::json;

SourcePositions::SourcePositions(const script::SourceManager& sources, PositionEncoding encoding)
    : sources_(sources), encoding_(encoding)
{
    for (script::FileId id : sources.files()) {
        const std::string path = normalizedPath(sources.path(id));
        uris_.emplace(id, uriFromPath(path));
        byPath_.emplace(path, id);
    }
}

std::optional<std::string> SourcePositions::uri(script::FileId file) const
{
    const auto found = uris_.find(file);
    if (found == uris_.end())
        return std::nullopt;
    return found->second;
}

script::FileId SourcePositions::fileWithPath(const std::string& path) const
{
    const auto found = byPath_.find(path);
    return found == byPath_.end() ? 0 : found->second;
}

const LineIndex& SourcePositions::lines(script::FileId file) const
{
    auto found = lines_.find(file);
    if (found == lines_.end())
        found = lines_.emplace(file, LineIndex(sources_.text(file))).first;
    return found->second;
}

json SourcePositions::position(script::FileId file, uint32_t offset) const
{
    const uint32_t clamped = std::min<uint32_t>(offset, static_cast<uint32_t>(sources_.text(file).size()));
    const ClientPosition p = toClient(lines(file), clamped, encoding_);
    return {{"line", p.line}, {"character", p.character}};
}

json SourcePositions::range(script::FileId file, uint32_t begin, uint32_t end) const
{
    return {{"start", position(file, begin)}, {"end", position(file, std::max(begin, end))}};
}

uint32_t SourcePositions::offset(script::FileId file, ClientPosition position) const
{
    return toOffset(lines(file), position, encoding_);
}

} // namespace incursion::incls
