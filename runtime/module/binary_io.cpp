#include "module/binary_io.h"

#include <limits>
#include <stdexcept>

namespace incursion::module {

// ---------------------------------------------------------------- writing

void ByteWriter::u16(uint16_t value) {
    u8(uint8_t(value));
    u8(uint8_t(value >> 8));
}

void ByteWriter::u32(uint32_t value) {
    u16(uint16_t(value));
    u16(uint16_t(value >> 16));
}

void ByteWriter::u64(uint64_t value) {
    u32(uint32_t(value));
    u32(uint32_t(value >> 32));
}

void ByteWriter::count(size_t size, const char* what) {
    if (size > std::numeric_limits<uint32_t>::max())
        throw std::length_error(std::string("too large for a 32-bit size: ") + what);
    u32(uint32_t(size));
}

void ByteWriter::string(std::string_view text) {
    count(text.size(), "string length");
    bytes.append(text);
}

// ---------------------------------------------------------------- reading

void ByteReader::fail(const std::string& message, std::optional<size_t> at) const {
    throw FormatFailure{{{}, section, at.value_or(offset()), message}};
}

void ByteReader::need(size_t size, const char* what) const {
    if (remaining() < size)
        fail(std::string(section == "header" || section == "directory" ? "file" : "section") + " ends inside the " +
             what);
}

uint8_t ByteReader::u8(const char* what) {
    need(1, what);
    return uint8_t(bytes[position++]);
}

uint16_t ByteReader::u16(const char* what) {
    need(2, what);
    const auto value = uint16_t(uint8_t(bytes[position]) | uint8_t(bytes[position + 1]) << 8);
    position += 2;
    return value;
}

uint32_t ByteReader::u32(const char* what) {
    need(4, what);
    uint32_t value = 0;
    for (int i = 3; i >= 0; --i)
        value = value << 8 | uint8_t(bytes[position + size_t(i)]);
    position += 4;
    return value;
}

uint64_t ByteReader::u64(const char* what) {
    need(8, what);
    const uint64_t low = u32(what);
    return low | uint64_t(u32(what)) << 32;
}

bool ByteReader::flag(const char* what) {
    const size_t at = offset();
    const uint8_t value = u8(what);
    if (value > 1)
        fail(std::string(what) + " is " + std::to_string(value) + ", not 0 or 1", at);
    return value == 1;
}

uint32_t ByteReader::count(size_t minimumSize, const char* what) {
    const size_t at = offset();
    const uint32_t value = u32(what);
    if (minimumSize > 0 && value > remaining() / minimumSize)
        fail(std::string(what) + " " + std::to_string(value) + " exceeds what the remaining " +
                 std::to_string(remaining()) + " bytes can hold",
             at);
    return value;
}

std::string ByteReader::string(const char* what) {
    const uint32_t length = count(1, what);
    std::string text(bytes.substr(position, length));
    position += length;
    return text;
}

ByteReader ByteReader::nested(const char* what) {
    const uint32_t length = count(1, what);
    ByteReader inner(section, bytes.substr(position, length), offset());
    position += length;
    return inner;
}

void ByteReader::expectEnd() const {
    if (remaining() != 0)
        fail(std::to_string(remaining()) + " unread bytes at the end of the section");
}

} // namespace incursion::module
