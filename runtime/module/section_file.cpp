#include "module/section_file.h"

#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <stdexcept>

namespace incursion::module {

namespace {

constexpr size_t kHeaderSize = 16;          // magic, version, flags, section count
constexpr size_t kDirectoryEntrySize = 16;  // id, offset, size, CRC

uint32_t crcOf(std::string_view bytes) {
    return uint32_t(crc32(0L, reinterpret_cast<const Bytef*>(bytes.data()), uInt(bytes.size())));
}


// A section id as text: the four letters, or their hex bytes when not printable.
std::string printableId(std::string_view id) {
    for (char c : id) {
        if (c < 0x20 || c > 0x7E) {
            std::string text = "0x";
            for (unsigned char byte : id) {
                static constexpr char digits[] = "0123456789abcdef";
                text += digits[byte >> 4];
                text += digits[byte & 15];
            }
            return text;
        }
    }
    return "'" + std::string(id) + "'";
}

[[noreturn]] void refuse(std::string section, size_t offset, std::string message) {
    throw FormatFailure{{{}, std::move(section), offset, std::move(message)}};
}

} // namespace

std::string assembleSections(const SectionFileFormat& format, const std::vector<Section>& sections) {
    ByteWriter out;
    out.bytes.append(format.magic);
    out.u16(format.version);
    out.u16(0);
    out.count(sections.size(), "section count");
    uint64_t offset = kHeaderSize + kDirectoryEntrySize * sections.size();
    for (const Section& section : sections) {
        std::string id = section.id;
        id.resize(4, ' ');
        out.bytes.append(id);
        out.count(size_t(offset), "file size");
        out.count(section.bytes.size(), "section size");
        out.u32(crcOf(section.bytes));
        offset += section.bytes.size();
    }
    if (offset > std::numeric_limits<uint32_t>::max())
        throw std::length_error("too large for a 32-bit size: file size");
    for (const Section& section : sections)
        out.bytes.append(section.bytes);
    return std::move(out.bytes);
}

std::vector<SectionInfo> readSections(const SectionFileFormat& format, std::string_view file) {
    if (file.size() < format.magic.size() || file.substr(0, format.magic.size()) != format.magic)
        refuse("header", 0, "not an " + std::string(format.description) + " file (bad magic)");
    ByteReader header("header", file.substr(0, std::min(file.size(), kHeaderSize)), 0);
    header.u32("magic");
    header.u32("magic");
    const size_t versionAt = header.offset();
    const uint16_t version = header.u16("format version");
    if (version != format.version)
        header.fail("format version " + std::to_string(version) + " is not supported (this reader reads version " +
                        std::to_string(format.version) + ")",
                    versionAt);
    const size_t flagsAt = header.offset();
    const uint16_t flags = header.u16("flags");
    if (flags != 0)
        header.fail("unknown flags " + hexText(flags), flagsAt);
    const size_t countAt = header.offset();
    const uint32_t sectionCount = header.u32("section count");
    if (sectionCount > format.sections.size())
        header.fail("section count " + std::to_string(sectionCount) + " exceeds the " + std::to_string(format.sections.size()) +
                        " sections of format version " + std::to_string(format.version),
                    countAt);

    const size_t directoryEnd = kHeaderSize + kDirectoryEntrySize * sectionCount;
    if (file.size() < directoryEnd)
        refuse("directory", kHeaderSize, "file ends inside the section directory (" + std::to_string(file.size()) + " bytes)");
    ByteReader directory("directory", file.substr(kHeaderSize, directoryEnd - kHeaderSize), kHeaderSize);
    auto isKnown = [&](std::string_view id) {
        return std::find(format.sections.begin(), format.sections.end(), id) != format.sections.end();
    };
    std::vector<SectionInfo> sections;
    for (size_t i = 0; i < sectionCount; ++i) {
        const size_t entryAt = directory.offset();
        SectionInfo info;
        info.id = std::string(file.substr(entryAt, 4));
        directory.u32("section id");
        info.offset = directory.u32("section offset");
        info.size = directory.u32("section size");
        info.crc = directory.u32("section CRC");
        if (!isKnown(info.id))
            directory.fail("unknown section id " + printableId(info.id) + " (expected " +
                               printableId(format.sections[i]) + ")",
                           entryAt);
        for (const SectionInfo& earlier : sections) {
            if (earlier.id == info.id)
                directory.fail("duplicate section " + printableId(info.id), entryAt);
        }
        sections.push_back(std::move(info));
    }
    // Known and distinct ids: a short directory lacks one, a full one may still be out of order.
    for (std::string_view id : format.sections) {
        const bool present = std::any_of(sections.begin(), sections.end(),
                                         [&](const SectionInfo& info) { return info.id == id; });
        if (!present)
            refuse("directory", directoryEnd, "missing section " + printableId(id));
    }
    for (size_t i = 0; i < sections.size(); ++i) {
        if (sections[i].id != format.sections[i])
            refuse("directory", kHeaderSize + kDirectoryEntrySize * i,
                   "section " + printableId(sections[i].id) + " out of order (expected " +
                       printableId(format.sections[i]) + ")");
    }
    uint64_t expectedOffset = directoryEnd;
    for (size_t i = 0; i < sections.size(); ++i) {
        const SectionInfo& info = sections[i];
        const size_t entryAt = kHeaderSize + kDirectoryEntrySize * i;
        if (info.offset != expectedOffset)
            refuse("directory", entryAt + 4,
                   "section " + printableId(info.id) + " at offset " + hexText(info.offset) +
                       " does not directly follow the previous one (expected " + hexText(expectedOffset) + ")");
        if (uint64_t(info.offset) + info.size > file.size())
            refuse("directory", entryAt + 8,
                   "section " + printableId(info.id) + " (offset " + hexText(info.offset) + ", " + std::to_string(info.size) +
                       " bytes) extends past the end of the file (" + std::to_string(file.size()) + " bytes)");
        expectedOffset += info.size;
    }
    if (expectedOffset != file.size())
        refuse("directory", size_t(expectedOffset), std::to_string(file.size() - expectedOffset) + " bytes after the last section");
    for (const SectionInfo& info : sections) {
        const uint32_t actual = crcOf(info.contents(file));
        if (actual != info.crc)
            refuse(info.id, info.offset,
                   "CRC mismatch (directory says " + hexText(info.crc) + ", contents give " + hexText(actual) + ")");
    }
    return sections;
}

std::string readWholeFile(const std::string& path, uint64_t maxSize) {
    auto refuseFile = [&](const std::string& message) -> FormatFailure {
        return FormatFailure{{path, {}, {}, message}};
    };
    std::error_code error;
    const auto status = std::filesystem::status(path, error);
    if (status.type() == std::filesystem::file_type::not_found)
        throw refuseFile("cannot read the file: it does not exist");
    if (error)
        throw refuseFile("cannot read the file: " + error.message());
    if (!std::filesystem::is_regular_file(status))
        throw refuseFile("not a regular file");
    const auto size = std::filesystem::file_size(path, error);
    if (error)
        throw refuseFile("cannot read the file: " + error.message());
    if (size > maxSize)
        throw refuseFile("file too big (" + std::to_string(size) + " bytes; at most " + std::to_string(maxSize) + " are read)");
    std::ifstream stream(path, std::ios::binary);
    if (!stream)
        throw refuseFile("cannot open the file: " + std::string(std::strerror(errno)));
    std::string bytes(size_t(size), '\0');
    if (!stream.read(bytes.data(), std::streamsize(bytes.size())))
        throw refuseFile("cannot read the file: " + std::string(std::strerror(errno)));
    if (stream.peek() != std::ifstream::traits_type::eof())
        throw refuseFile("the file changed while it was read");
    return bytes;
}

void writeWholeFile(const std::string& path, std::string_view bytes) {
    const std::string temporary = path + ".part";
    auto refuseFile = [&](const std::string& message) -> FormatFailure {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        return FormatFailure{{path, {}, {}, message}};
    };
    {
        std::ofstream stream(temporary, std::ios::binary | std::ios::trunc);
        if (!stream)
            throw refuseFile("cannot write the file: " + std::string(std::strerror(errno)));
        stream.write(bytes.data(), std::streamsize(bytes.size()));
        stream.flush();
        if (!stream)
            throw refuseFile("cannot write the file: " + std::string(std::strerror(errno)));
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error)
        throw refuseFile("cannot replace the file: " + error.message());
}

} // namespace incursion::module
