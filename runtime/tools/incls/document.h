// A document the client has open: its text as the client sees it (which
// stands in for the file on disk while it is open) and the client's version.
#pragma once

#include "text_position.h"

#include <cstdint>
#include <optional>
#include <string>

namespace incursion::incls {

struct Document {
    std::string uri;
    std::string path;       // normalized; empty for a URI that names no local file
    std::string text;
    int64_t version = 0;

    // A change as the client sends it: the whole text (no range), or the
    // text between two positions replaced (positions clamped to the text).
    struct Change {
        std::optional<ClientPosition> start;
        ClientPosition end;
        std::string text;
    };
    void apply(const Change& change, PositionEncoding encoding);
};

} // namespace incursion::incls
