#include "module/module_file.h"

#include "module/module_verifier.h"

#include <zlib.h>

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <stdexcept>

namespace incursion::module {

namespace {

constexpr std::string_view kMagic{"INCMOD\x1A\0", 8};
constexpr size_t kHeaderSize = 16;          // magic, version, flags, section count
constexpr size_t kDirectoryEntrySize = 16;  // id, offset, size, CRC

// The sections of a file, all required, in this order (FORMAT.md).
constexpr std::array<std::string_view, 10> kSectionOrder{
    "META", "STRS", "SRCF", "RSRC", "ANNO", "CODE", "DBUG", "VARS", "IMPT", "EXTR"};

// Sizes of the fixed-size entries, for turning an entry's index into its offset.
constexpr size_t kValueSize = 5;        // u8 kind, i32 value
constexpr size_t kRecordHeaderSize = 6; // u16 tag, u32 value count
constexpr size_t kConstantSize = 5;     // u8 kind, i32 value
constexpr size_t kLineEntrySize = 16;   // u32 pc, file, line, column
constexpr size_t kLocalSize = 14;       // u32 name, u8 type, u8 register, u32 start, u32 end
constexpr size_t kVariableSize = 10;    // u32 name, u8 type, u8 has resource, u32 resource
constexpr size_t kImportSize = 9;       // u8 kind, u32 name, u32 signature
constexpr size_t kExternalSize = 8;     // u32 name, u32 kinds
constexpr size_t kCountSize = 4;

uint32_t crcOf(std::string_view bytes) {
    return uint32_t(crc32(0L, reinterpret_cast<const Bytef*>(bytes.data()), uInt(bytes.size())));
}

std::string hex(uint64_t value) {
    char buffer[24];
    std::snprintf(buffer, sizeof buffer, "0x%llx", static_cast<unsigned long long>(value));
    return buffer;
}

std::string str(uint64_t value) { return std::to_string(value); }

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

// ---------------------------------------------------------------- writing

uint32_t checkedSize(size_t size, const char* what) {
    if (size > std::numeric_limits<uint32_t>::max())
        throw std::length_error(std::string("module too large for the .mod format: ") + what);
    return uint32_t(size);
}

class ByteWriter {
public:
    void u8(uint8_t value) { bytes.push_back(char(value)); }
    void u16(uint16_t value) {
        u8(uint8_t(value));
        u8(uint8_t(value >> 8));
    }
    void u32(uint32_t value) {
        u16(uint16_t(value));
        u16(uint16_t(value >> 16));
    }
    void i32(int32_t value) { u32(uint32_t(value)); }
    void count(size_t size, const char* what) { u32(checkedSize(size, what)); }
    void string(std::string_view text) {
        count(text.size(), "string length");
        bytes.append(text);
    }
    void strings(const std::vector<std::string>& list) {
        count(list.size(), "string count");
        for (const auto& text : list)
            string(text);
    }
    void records(const std::vector<Record>& list) {
        count(list.size(), "record count");
        for (const Record& record : list) {
            u16(record.tag);
            count(record.values.size(), "value count");
            for (const Value& value : record.values) {
                u8(uint8_t(value.kind));
                i32(value.value);
            }
        }
    }

    std::string bytes;
};

std::string encodeMeta(const ModuleImage& image) {
    ByteWriter out;
    out.string(image.name);
    out.string(image.fileName);
    out.u8(image.slot ? 1 : 0);
    out.u8(image.slot.value_or(0));
    out.strings(image.prerequisites);
    return std::move(out.bytes);
}

std::string encodeResources(const ModuleImage& image) {
    ByteWriter out;
    out.count(image.resources.size(), "resource count");
    for (const Resource& resource : image.resources) {
        out.u8(uint8_t(resource.kind));
        out.u32(resource.name);
        out.u32(resource.position.file);
        out.u32(resource.position.line);
        out.u32(resource.position.column);
        out.records(resource.fields);
    }
    return std::move(out.bytes);
}

std::string encodeAnnotations(const ModuleImage& image) {
    ByteWriter out;
    out.count(image.resources.size(), "resource count");
    for (const Resource& resource : image.resources)
        out.records(resource.annotations);
    return std::move(out.bytes);
}

std::string encodeCode(const ModuleImage& image) {
    ByteWriter out;
    out.count(image.functions.size(), "function count");
    for (const vm::Function& function : image.functions) {
        out.u8(uint8_t(function.kind));
        out.u32(function.resource);
        out.u32(function.name);
        out.u8(function.parameterCount);
        out.u8(uint8_t(function.result));
        out.u16(function.registerCount);
        out.count(function.constants.size(), "constant count");
        for (const vm::Constant& constant : function.constants) {
            out.u8(uint8_t(constant.kind));
            out.i32(constant.value);
        }
        out.count(function.code.size(), "code size");
        for (vm::Instruction word : function.code)
            out.u32(word);
    }
    return std::move(out.bytes);
}

std::string encodeDebugInfo(const ModuleImage& image) {
    ByteWriter out;
    out.count(image.functions.size(), "function count");
    for (const vm::Function& function : image.functions) {
        out.count(function.lines.size(), "line table size");
        for (const vm::LineEntry& entry : function.lines) {
            out.u32(entry.pc);
            out.u32(entry.file);
            out.u32(entry.line);
            out.u32(entry.column);
        }
        out.count(function.locals.size(), "local count");
        for (const vm::LocalVariable& local : function.locals) {
            out.u32(local.name);
            out.u8(uint8_t(local.type));
            out.u8(local.reg);
            out.u32(local.startPc);
            out.u32(local.endPc);
        }
    }
    return std::move(out.bytes);
}

std::string encodeVariables(const ModuleImage& image) {
    ByteWriter out;
    out.count(image.variables.size(), "variable count");
    for (const Variable& variable : image.variables) {
        out.u32(variable.name);
        out.u8(uint8_t(variable.type));
        out.u8(variable.resource ? 1 : 0);
        out.u32(variable.resource.value_or(0));
    }
    return std::move(out.bytes);
}

std::string encodeImports(const ModuleImage& image) {
    ByteWriter out;
    out.count(image.imports.size(), "import count");
    for (const Import& import : image.imports) {
        out.u8(uint8_t(import.kind));
        out.u32(import.name);
        out.u32(import.signature);
    }
    return std::move(out.bytes);
}

std::string encodeExternals(const ModuleImage& image) {
    ByteWriter out;
    out.count(image.externals.size(), "external count");
    for (const External& external : image.externals) {
        out.u32(external.name);
        out.u32(external.kinds);
    }
    return std::move(out.bytes);
}

// ---------------------------------------------------------------- reading

struct ReadFailure {
    std::string section;
    size_t offset;
    std::string message;
};

// Where the parts of an image were found in the file, so verifier findings
// (ImageLocation) get byte offsets.
struct FileLayout {
    std::array<size_t, kSectionOrder.size()> sectionOffsets{};
    size_t meta = 0;
    std::vector<size_t> prerequisites;
    std::vector<size_t> strings;
    std::vector<size_t> sourceFiles;
    struct ResourceOffsets {
        size_t record = 0;
        std::vector<size_t> fields;
        std::vector<size_t> annotations;
    };
    std::vector<ResourceOffsets> resources;
    struct FunctionOffsets {
        size_t record = 0;
        size_t constants = 0;
        size_t code = 0;
        size_t lines = 0;
        size_t locals = 0;
    };
    std::vector<FunctionOffsets> functions;
    size_t variables = 0;
    size_t imports = 0;
    size_t externals = 0;

    size_t offsetOf(const ImageLocation& where) const;
};

template <typename T>
size_t elementOr(const std::vector<T>& list, size_t index, size_t fallback) {
    return index < list.size() ? size_t(list[index]) : fallback;
}

size_t FileLayout::offsetOf(const ImageLocation& where) const {
    using Part = ImageLocation::Part;
    const size_t resourceSection = sectionOffsets[3];
    const size_t codeSection = sectionOffsets[5];
    auto valueIn = [&](const std::vector<size_t>& records, size_t fallback) {
        if (where.item >= records.size())
            return fallback;
        if (where.value == ImageLocation::kWholeRecord)
            return records[where.item];
        return records[where.item] + kRecordHeaderSize + kValueSize * size_t(where.value);
    };
    switch (where.part) {
    case Part::Meta: return elementOr(prerequisites, where.index, meta);
    case Part::String: return elementOr(strings, where.index, sectionOffsets[1]);
    case Part::SourceFile: return elementOr(sourceFiles, where.index, sectionOffsets[2]);
    case Part::Resource:
        return where.index < resources.size() ? resources[where.index].record : resourceSection;
    case Part::Field:
        return where.index < resources.size() ? valueIn(resources[where.index].fields, resources[where.index].record)
                                              : resourceSection;
    case Part::Annotation:
        return where.index < resources.size()
                   ? valueIn(resources[where.index].annotations, sectionOffsets[4])
                   : sectionOffsets[4];
    case Part::Function:
        return where.index < functions.size() ? functions[where.index].record : codeSection;
    case Part::Constant:
        return where.index < functions.size() ? functions[where.index].constants + kConstantSize * where.item
                                              : codeSection;
    case Part::Instruction:
        return where.index < functions.size() ? functions[where.index].code + 4 * size_t(where.item) : codeSection;
    case Part::LineEntry:
        return where.index < functions.size() ? functions[where.index].lines + kLineEntrySize * where.item
                                              : sectionOffsets[6];
    case Part::Local:
        return where.index < functions.size() ? functions[where.index].locals + kLocalSize * where.item
                                              : sectionOffsets[6];
    case Part::Variable: return variables + kVariableSize * size_t(where.index);
    case Part::Import: return imports + kImportSize * size_t(where.index);
    case Part::External: return externals + kExternalSize * size_t(where.index);
    }
    return 0;
}

// Bounds-checked little-endian reads from one section; every failure names the
// section and the file offset of the bytes that were wrong.
class SectionReader {
public:
    SectionReader(std::string_view id, std::string_view bytes, size_t fileOffset)
        : id(id), bytes(bytes), base(fileOffset) {}

    size_t offset() const { return base + position; }
    size_t remaining() const { return bytes.size() - position; }

    [[noreturn]] void fail(const std::string& message, std::optional<size_t> at = {}) const {
        throw ReadFailure{std::string(id), at.value_or(offset()), message};
    }

    uint8_t u8(const char* what) {
        need(1, what);
        return uint8_t(bytes[position++]);
    }
    uint16_t u16(const char* what) {
        need(2, what);
        const auto value = uint16_t(uint8_t(bytes[position]) | uint8_t(bytes[position + 1]) << 8);
        position += 2;
        return value;
    }
    uint32_t u32(const char* what) {
        need(4, what);
        uint32_t value = 0;
        for (int i = 3; i >= 0; --i)
            value = value << 8 | uint8_t(bytes[position + size_t(i)]);
        position += 4;
        return value;
    }
    int32_t i32(const char* what) { return int32_t(u32(what)); }
    bool flag(const char* what) {
        const size_t at = offset();
        const uint8_t value = u8(what);
        if (value > 1)
            fail(std::string(what) + " is " + str(value) + ", not 0 or 1", at);
        return value == 1;
    }

    // A count of entries that take at least `minimumSize` bytes each: refused
    // when the rest of the section cannot hold that many, before anything is
    // allocated for them.
    uint32_t count(size_t minimumSize, const char* what) {
        const size_t at = offset();
        const uint32_t value = u32(what);
        if (value > remaining() / minimumSize)
            fail(std::string(what) + " " + str(value) + " exceeds what the remaining " + str(remaining()) +
                     " bytes of the section can hold",
                 at);
        return value;
    }

    std::string string(const char* what) {
        const uint32_t length = count(1, what);
        std::string text(bytes.substr(position, length));
        position += length;
        return text;
    }

    std::vector<std::string> strings(const char* what, std::vector<size_t>* offsets) {
        const uint32_t size = count(kCountSize, what);
        std::vector<std::string> list;
        list.reserve(size);
        if (offsets)
            offsets->reserve(size);
        for (uint32_t i = 0; i < size; ++i) {
            if (offsets)
                offsets->push_back(offset());
            list.push_back(string("string length"));
        }
        return list;
    }

    std::vector<Record> records(std::vector<size_t>& offsets) {
        const uint32_t size = count(kRecordHeaderSize, "record count");
        std::vector<Record> list(size);
        offsets.reserve(size);
        for (Record& record : list) {
            offsets.push_back(offset());
            record.tag = u16("record tag");
            record.values.resize(count(kValueSize, "value count"));
            for (Value& value : record.values) {
                value.kind = ValueKind(u8("value kind"));
                value.value = i32("value");
            }
        }
        return list;
    }

    void expectEnd() const {
        if (remaining() != 0)
            fail(str(remaining()) + " unread bytes at the end of the section");
    }

private:
    void need(size_t size, const char* what) const {
        if (remaining() < size)
            fail(std::string(id == "header" || id == "directory" ? "file" : "section") + " ends inside the " +
                 what);
    }

    std::string_view id;
    std::string_view bytes;
    size_t base;
    size_t position = 0;
};

// The header and directory: the sections' bytes, CRC-checked, in kSectionOrder.
std::vector<SectionInfo> readDirectory(std::string_view file) {
    if (file.size() < kMagic.size() || file.substr(0, kMagic.size()) != kMagic)
        throw ReadFailure{"header", 0, "not an Incursion module file (bad magic)"};
    SectionReader header("header", file.substr(0, std::min(file.size(), kHeaderSize)), 0);
    header.u32("magic");
    header.u32("magic");
    const size_t versionAt = header.offset();
    const uint16_t version = header.u16("format version");
    if (version != kFormatVersion)
        header.fail("format version " + str(version) + " is not supported (this reader reads version " +
                        str(kFormatVersion) + ")",
                    versionAt);
    const size_t flagsAt = header.offset();
    const uint16_t flags = header.u16("flags");
    if (flags != 0)
        header.fail("unknown flags " + hex(flags), flagsAt);
    const size_t countAt = header.offset();
    const uint32_t sectionCount = header.u32("section count");
    if (sectionCount > kSectionOrder.size())
        header.fail("section count " + str(sectionCount) + " exceeds the " + str(kSectionOrder.size()) +
                        " sections of format version " + str(kFormatVersion),
                    countAt);

    const size_t directoryEnd = kHeaderSize + kDirectoryEntrySize * sectionCount;
    if (file.size() < directoryEnd)
        throw ReadFailure{"directory", kHeaderSize,
                          "file ends inside the section directory (" + str(file.size()) + " bytes)"};
    SectionReader directory("directory", file.substr(kHeaderSize, directoryEnd - kHeaderSize), kHeaderSize);
    std::vector<SectionInfo> sections;
    for (uint32_t i = 0; i < sectionCount; ++i) {
        const size_t entryAt = directory.offset();
        SectionInfo info;
        info.id = std::string(file.substr(entryAt, 4));
        directory.u32("section id");
        info.offset = directory.u32("section offset");
        info.size = directory.u32("section size");
        info.crc = directory.u32("section CRC");
        bool known = false;
        for (auto id : kSectionOrder)
            known = known || id == info.id;
        if (!known)
            directory.fail("unknown section id " + printableId(info.id), entryAt);
        for (const SectionInfo& earlier : sections) {
            if (earlier.id == info.id)
                directory.fail("duplicate section " + printableId(info.id), entryAt);
        }
        sections.push_back(std::move(info));
    }
    // Known and distinct ids: a short directory lacks one, a full one may still be out of order.
    for (auto id : kSectionOrder) {
        bool present = false;
        for (const SectionInfo& info : sections)
            present = present || info.id == id;
        if (!present)
            throw ReadFailure{"directory", directoryEnd, "missing section " + printableId(id)};
    }
    for (size_t i = 0; i < kSectionOrder.size(); ++i) {
        const size_t entryAt = kHeaderSize + kDirectoryEntrySize * i;
        if (sections[i].id != kSectionOrder[i])
            throw ReadFailure{"directory", entryAt,
                              "section " + printableId(sections[i].id) + " out of order (expected " +
                                  printableId(kSectionOrder[i]) + ")"};
    }
    uint64_t expectedOffset = directoryEnd;
    for (size_t i = 0; i < sections.size(); ++i) {
        const SectionInfo& info = sections[i];
        const size_t entryAt = kHeaderSize + kDirectoryEntrySize * i;
        if (info.offset != expectedOffset)
            throw ReadFailure{"directory", entryAt + 4,
                              "section " + printableId(info.id) + " at offset " + hex(info.offset) +
                                  " does not directly follow the previous one (expected " + hex(expectedOffset) +
                                  ")"};
        if (uint64_t(info.offset) + info.size > file.size())
            throw ReadFailure{"directory", entryAt + 8,
                              "section " + printableId(info.id) + " (offset " + hex(info.offset) + ", " +
                                  str(info.size) + " bytes) extends past the end of the file (" +
                                  str(file.size()) + " bytes)"};
        expectedOffset += info.size;
    }
    if (expectedOffset != file.size())
        throw ReadFailure{"directory", size_t(expectedOffset),
                          str(file.size() - expectedOffset) + " bytes after the last section"};
    for (const SectionInfo& info : sections) {
        const uint32_t actual = crcOf(file.substr(info.offset, info.size));
        if (actual != info.crc)
            throw ReadFailure{info.id, info.offset,
                              "CRC mismatch (directory says " + hex(info.crc) + ", contents give " + hex(actual) +
                                  ")"};
    }
    return sections;
}

class ImageReader {
public:
    ImageReader(std::string_view file, const std::vector<SectionInfo>& sections) : file(file), sections(sections) {
        for (size_t i = 0; i < sections.size(); ++i)
            layout.sectionOffsets[i] = sections[i].offset;
    }

    ModuleImage read() {
        readMeta(section(0));
        readStrings(section(1));
        readSourceFiles(section(2));
        readResources(section(3));
        readAnnotations(section(4));
        readCode(section(5));
        readDebugInfo(section(6));
        readVariables(section(7));
        readImports(section(8));
        readExternals(section(9));
        return std::move(image);
    }

    const FileLayout& fileLayout() const { return layout; }

private:
    SectionReader section(size_t index) const {
        const SectionInfo& info = sections[index];
        return SectionReader(kSectionOrder[index], file.substr(info.offset, info.size), info.offset);
    }

    void readMeta(SectionReader in) {
        layout.meta = in.offset();
        image.name = in.string("module name");
        image.fileName = in.string("file name");
        const size_t slotAt = in.offset();
        const bool hasSlot = in.flag("slot flag");
        const uint8_t slot = in.u8("slot");
        if (hasSlot)
            image.slot = slot;
        else if (slot != 0)
            in.fail("slot " + str(slot) + " given but flagged absent", slotAt);
        image.prerequisites = in.strings("prerequisite count", &layout.prerequisites);
        in.expectEnd();
    }

    void readStrings(SectionReader in) {
        image.strings = in.strings("string count", &layout.strings);
        in.expectEnd();
    }

    void readSourceFiles(SectionReader in) {
        image.sourceFiles = in.strings("source file count", &layout.sourceFiles);
        in.expectEnd();
    }

    void readResources(SectionReader in) {
        // kind, name, position (12), field count
        image.resources.resize(in.count(1 + 4 + 12 + kCountSize, "resource count"));
        layout.resources.resize(image.resources.size());
        for (size_t i = 0; i < image.resources.size(); ++i) {
            Resource& resource = image.resources[i];
            layout.resources[i].record = in.offset();
            resource.kind = ResourceKind(in.u8("resource kind"));
            resource.name = in.u32("resource name");
            resource.position.file = in.u32("source file");
            resource.position.line = in.u32("line");
            resource.position.column = in.u32("column");
            resource.fields = in.records(layout.resources[i].fields);
        }
        in.expectEnd();
    }

    void readAnnotations(SectionReader in) {
        const size_t countAt = in.offset();
        const uint32_t count = in.u32("resource count");
        if (count != image.resources.size())
            in.fail("annotation lists for " + str(count) + " resources, but RSRC has " +
                        str(image.resources.size()),
                    countAt);
        for (size_t i = 0; i < image.resources.size(); ++i)
            image.resources[i].annotations = in.records(layout.resources[i].annotations);
        in.expectEnd();
    }

    void readCode(SectionReader in) {
        // kind, resource, name, parameters, result, registers, constant count, code size
        image.functions.resize(in.count(1 + 4 + 4 + 1 + 1 + 2 + kCountSize + kCountSize, "function count"));
        layout.functions.resize(image.functions.size());
        for (size_t i = 0; i < image.functions.size(); ++i) {
            vm::Function& function = image.functions[i];
            FileLayout::FunctionOffsets& offsets = layout.functions[i];
            offsets.record = in.offset();
            function.kind = vm::FunctionKind(in.u8("function kind"));
            function.resource = in.u32("owning resource");
            function.name = in.u32("function name");
            function.parameterCount = in.u8("parameter count");
            function.result = vm::ValueType(in.u8("result type"));
            function.registerCount = in.u16("register count");
            function.constants.resize(in.count(kConstantSize, "constant count"));
            offsets.constants = in.offset();
            for (vm::Constant& constant : function.constants) {
                constant.kind = vm::ConstantKind(in.u8("constant kind"));
                constant.value = in.i32("constant");
            }
            function.code.resize(in.count(4, "code size"));
            offsets.code = in.offset();
            for (vm::Instruction& word : function.code)
                word = in.u32("instruction");
        }
        in.expectEnd();
    }

    void readDebugInfo(SectionReader in) {
        const size_t countAt = in.offset();
        const uint32_t count = in.u32("function count");
        if (count != image.functions.size())
            in.fail("debug information for " + str(count) + " functions, but CODE has " +
                        str(image.functions.size()),
                    countAt);
        for (size_t i = 0; i < image.functions.size(); ++i) {
            vm::Function& function = image.functions[i];
            function.lines.resize(in.count(kLineEntrySize, "line table size"));
            layout.functions[i].lines = in.offset();
            for (vm::LineEntry& entry : function.lines) {
                entry.pc = in.u32("line entry pc");
                entry.file = in.u32("source file");
                entry.line = in.u32("line");
                entry.column = in.u32("column");
            }
            function.locals.resize(in.count(kLocalSize, "local count"));
            layout.functions[i].locals = in.offset();
            for (vm::LocalVariable& local : function.locals) {
                local.name = in.u32("local name");
                local.type = vm::ValueType(in.u8("local type"));
                local.reg = in.u8("local register");
                local.startPc = in.u32("live range start");
                local.endPc = in.u32("live range end");
            }
        }
        in.expectEnd();
    }

    void readVariables(SectionReader in) {
        image.variables.resize(in.count(kVariableSize, "variable count"));
        layout.variables = in.offset();
        for (Variable& variable : image.variables) {
            variable.name = in.u32("variable name");
            variable.type = vm::ValueType(in.u8("variable type"));
            const bool hasResource = in.flag("resource flag");
            const size_t resourceAt = in.offset();
            const uint32_t resource = in.u32("owning resource");
            if (hasResource)
                variable.resource = resource;
            else if (resource != 0)
                in.fail("owning resource " + str(resource) + " given but flagged absent", resourceAt);
        }
        in.expectEnd();
    }

    void readImports(SectionReader in) {
        image.imports.resize(in.count(kImportSize, "import count"));
        layout.imports = in.offset();
        for (Import& import : image.imports) {
            import.kind = Import::Kind(in.u8("import kind"));
            import.name = in.u32("import name");
            import.signature = in.u32("import signature");
        }
        in.expectEnd();
    }

    void readExternals(SectionReader in) {
        image.externals.resize(in.count(kExternalSize, "external count"));
        layout.externals = in.offset();
        for (External& external : image.externals) {
            external.name = in.u32("external name");
            external.kinds = in.u32("external kinds");
        }
        in.expectEnd();
    }

    std::string_view file;
    const std::vector<SectionInfo>& sections;
    ModuleImage image;
    FileLayout layout;
};

ModuleReadResult failure(std::string section, std::optional<size_t> offset, std::string message) {
    ModuleReadResult result;
    result.error = ModuleError{{}, std::move(section), offset, std::move(message)};
    return result;
}

} // namespace

std::string assembleModule(const std::vector<ModuleSection>& sections) {
    ByteWriter out;
    out.bytes.append(kMagic);
    out.u16(kFormatVersion);
    out.u16(0);
    out.count(sections.size(), "section count");
    size_t offset = kHeaderSize + kDirectoryEntrySize * sections.size();
    for (const ModuleSection& section : sections) {
        std::string id = section.id;
        id.resize(4, ' ');
        out.bytes.append(id);
        out.u32(checkedSize(offset, "file size"));
        out.count(section.bytes.size(), "section size");
        out.u32(crcOf(section.bytes));
        offset += section.bytes.size();
    }
    checkedSize(offset, "file size");
    for (const ModuleSection& section : sections)
        out.bytes.append(section.bytes);
    return std::move(out.bytes);
}

std::string writeModule(const ModuleImage& image) {
    return assembleModule({
        {"META", encodeMeta(image)},
        {"STRS", [&] { ByteWriter out; out.strings(image.strings); return std::move(out.bytes); }()},
        {"SRCF", [&] { ByteWriter out; out.strings(image.sourceFiles); return std::move(out.bytes); }()},
        {"RSRC", encodeResources(image)},
        {"ANNO", encodeAnnotations(image)},
        {"CODE", encodeCode(image)},
        {"DBUG", encodeDebugInfo(image)},
        {"VARS", encodeVariables(image)},
        {"IMPT", encodeImports(image)},
        {"EXTR", encodeExternals(image)},
    });
}

ModuleReadResult readModule(std::string_view bytes) {
    ModuleReadResult result;
    try {
        result.sections = readDirectory(bytes);
        ImageReader reader(bytes, result.sections);
        ModuleImage image = reader.read();
        if (auto finding = findImageProblem(image)) {
            result.error = ModuleError{{}, std::string(sectionIdOf(finding->where.part)),
                                       reader.fileLayout().offsetOf(finding->where), finding->message};
            return result;
        }
        result.image = std::move(image);
    } catch (const ReadFailure& failure) {
        result.error = ModuleError{{}, failure.section, failure.offset, failure.message};
    }
    return result;
}

ModuleReadResult readModuleFile(const std::string& path) {
    ModuleReadResult result = [&] {
        std::error_code error;
        const auto status = std::filesystem::status(path, error);
        if (error || !std::filesystem::exists(status))
            return failure({}, {}, "cannot read the file: " + (error ? error.message() : "it does not exist"));
        if (!std::filesystem::is_regular_file(status))
            return failure({}, {}, "not a regular file");
        const auto size = std::filesystem::file_size(path, error);
        if (error)
            return failure({}, {}, "cannot read the file: " + error.message());
        if (size > kMaxModuleFileSize)
            return failure({}, {}, "file too big (" + str(size) + " bytes; a module file has at most " +
                                       str(kMaxModuleFileSize) + ")");
        std::ifstream stream(path, std::ios::binary);
        if (!stream)
            return failure({}, {}, "cannot open the file: " + std::string(std::strerror(errno)));
        std::string bytes(size_t(size), '\0');
        if (!stream.read(bytes.data(), std::streamsize(bytes.size())))
            return failure({}, {}, "cannot read the file: " + std::string(std::strerror(errno)));
        if (stream.peek() != std::ifstream::traits_type::eof())
            return failure({}, {}, "the file changed while it was read");
        return readModule(bytes);
    }();
    if (result.error)
        result.error->file = path;
    return result;
}

} // namespace incursion::module
