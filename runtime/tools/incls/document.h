// A document the client has open: its text as the client sees it (which
// stands in for the file on disk while it is open) and the client's version.
#pragma once

#include "language/language_service.h"

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
    // text of a range replaced (positions past the end are clamped to it).
    struct Change {
        std::optional<language::Range> range;
        std::string text;
    };
    void apply(const Change& change, language::PositionEncoding encoding);
};

} // namespace incursion::incls
