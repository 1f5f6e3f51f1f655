// Why a binary file (a module, a save, a map file) or a module image was
// refused: which section, where in the file, and what is wrong.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace incursion::module {

struct FormatError {
    std::string file;               // the file's path; empty for bytes or images in memory
    std::string section;            // "header", "directory", a section id ("CODE") or empty
    std::optional<size_t> offset;   // byte offset in the file; unknown for images in memory
    std::string message;

    // "FILE: section CODE, offset 0x1234: jump target 57 outside the function
    // (function 12, pc 3)"; the parts that are unknown are left out.
    std::string describe() const;
};

// Thrown by ByteReader and the decoders built on it; caught at the entry
// points that read a file and returned as their error.
struct FormatFailure {
    FormatError error;
};

std::string hexText(uint64_t value); // "0x2c"

} // namespace incursion::module
