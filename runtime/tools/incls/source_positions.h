// The compiler's locations (file, byte offset) as LSP locations (URI, range
// in the client's encoding), for the files of one check.
#pragma once

#include "text_position.h"

#include "script/source_manager.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>

namespace incursion::incls {

class SourcePositions {
public:
    SourcePositions(const script::SourceManager& sources, PositionEncoding encoding);

    // The file's URI; nothing for text that is in no file (a -D definition).
    std::optional<std::string> uri(script::FileId file) const;
    // The real file with this normalized path, or 0.
    script::FileId fileWithPath(const std::string& path) const;
    const std::map<script::FileId, std::string>& uris() const { return uris_; }

    nlohmann::json position(script::FileId file, uint32_t offset) const;
    // [begin, end) of one file, clamped to its text.
    nlohmann::json range(script::FileId file, uint32_t begin, uint32_t end) const;
    // The byte offset of a client position in a file.
    uint32_t offset(script::FileId file, ClientPosition position) const;
    const LineIndex& lines(script::FileId file) const;

private:
    const script::SourceManager& sources_;
    PositionEncoding encoding_;
    std::map<script::FileId, std::string> uris_;
    std::map<std::string, script::FileId> byPath_;
    mutable std::map<script::FileId, LineIndex> lines_;
};

} // namespace incursion::incls
