// Little-endian byte writing and bounds-checked reading for the binary files
// (modules, saves, map files). The reader never trusts its input: every read
// is checked, every count is compared with the bytes left before anything is
// allocated, and every failure names the section and the file offset.
#pragma once

#include "module/format_error.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace incursion::module {

class ByteWriter {
public:
    void u8(uint8_t value) { bytes.push_back(char(value)); }
    void u16(uint16_t value);
    void u32(uint32_t value);
    void u64(uint64_t value);
    void i32(int32_t value) { u32(uint32_t(value)); }
    // A count or length; throws std::length_error beyond 32 bits.
    void count(size_t size, const char* what);
    void string(std::string_view text);

    std::string bytes;
};

// Reads one section (or the header, or the directory); throws FormatFailure.
class ByteReader {
public:
    ByteReader(std::string_view section, std::string_view bytes, size_t fileOffset)
        : section(section), bytes(bytes), base(fileOffset) {}

    size_t offset() const { return base + position; }
    size_t remaining() const { return bytes.size() - position; }
    const std::string& sectionId() const { return section; }

    // Refuses the input at `at` (default: the current offset).
    [[noreturn]] void fail(const std::string& message, std::optional<size_t> at = {}) const;

    uint8_t u8(const char* what);
    uint16_t u16(const char* what);
    uint32_t u32(const char* what);
    uint64_t u64(const char* what);
    int32_t i32(const char* what) { return int32_t(u32(what)); }
    bool flag(const char* what);    // a byte that must be 0 or 1
    // A count of entries that take at least `minimumSize` bytes each, refused
    // when the rest cannot hold that many.
    uint32_t count(size_t minimumSize, const char* what);
    std::string string(const char* what);
    // A length-prefixed run of bytes as a reader of its own (same section,
    // offsets still in the file), for nested data decoded by someone else.
    ByteReader nested(const char* what);
    // Refuses bytes left unread.
    void expectEnd() const;

private:
    void need(size_t size, const char* what) const;

    std::string section;
    std::string_view bytes;
    size_t base;
    size_t position = 0;
};

} // namespace incursion::module
