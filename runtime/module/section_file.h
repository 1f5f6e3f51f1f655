// The container of the binary files: a header (magic, version, flags, section
// count), a directory (id, offset, size, CRC-32 per section) and the sections
// back to back (FORMAT.md, "Layout"). Each file kind fixes its magic, version
// and the sections it requires, in order; also reading a whole file with a
// size cap and replacing one atomically.
#pragma once

#include "module/binary_io.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::module {

struct SectionFileFormat {
    std::string_view magic;                     // 8 bytes
    uint16_t version = 0;
    std::span<const std::string_view> sections; // all required, in this order
    std::string_view description;               // "Incursion save", for "not an Incursion save file"
};

// A section's id and bytes, as they go into a file.
struct Section {
    std::string id;
    std::string bytes;
};

// One entry of a file's section directory.
struct SectionInfo {
    std::string id;             // "META", "SLOT" ...
    uint32_t offset = 0;        // from the start of the file
    uint32_t size = 0;
    uint32_t crc = 0;           // CRC-32 (zlib) of the section's bytes

    // The section's bytes in `file`, and a reader over them (offsets in the file).
    std::string_view contents(std::string_view file) const { return file.substr(offset, size); }
    ByteReader reader(std::string_view file) const { return ByteReader(id, contents(file), offset); }
};

// The header and directory around `sections`, in the order given, with their CRCs.
// Throws std::length_error past 4 GiB.
std::string assembleSections(const SectionFileFormat& format, const std::vector<Section>& sections);

// The directory of `file`, checked: magic, version, flags, the sections (known
// ids, no duplicates, all present, in order, contiguous, inside the file,
// nothing after the last) and every CRC. Throws FormatFailure.
std::vector<SectionInfo> readSections(const SectionFileFormat& format, std::string_view file);

// The bytes of the regular file at `path`, refused unread beyond `maxSize`.
// Throws FormatFailure (with the path).
std::string readWholeFile(const std::string& path, uint64_t maxSize);

// Writes `bytes` to `path` through a temporary file renamed over it, so a crash
// while writing never leaves half a file. Throws FormatFailure (with the path).
void writeWholeFile(const std::string& path, std::string_view bytes);

} // namespace incursion::module
