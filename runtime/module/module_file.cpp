#include "module/module_file.h"

#include "module/module_verifier.h"
#include "module/section_file.h"

#include <array>

namespace incursion::module {

namespace {

// The sections of a file, all required, in this order (FORMAT.md).
constexpr std::array<std::string_view, 10> kSectionOrder{
    "META", "STRS", "SRCF", "RSRC", "ANNO", "CODE", "DBUG", "VARS", "IMPT", "EXTR"};
constexpr SectionFileFormat kModuleFormat{{"INCMOD\x1A\0", 8}, kFormatVersion, kSectionOrder, "Incursion module"};

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


// ---------------------------------------------------------------- writing

void writeStringList(ByteWriter& out, const std::vector<std::string>& list) {
    out.count(list.size(), "string count");
    for (const auto& text : list)
        out.string(text);
}

void writeRecordList(ByteWriter& out, const std::vector<Record>& list) {
    out.count(list.size(), "record count");
    for (const Record& record : list) {
        out.u16(record.tag);
        out.count(record.values.size(), "value count");
        for (const Value& value : record.values) {
            out.u8(uint8_t(value.kind));
            out.i32(value.value);
        }
    }
}

std::string encodeMeta(const ModuleImage& image) {
    ByteWriter out;
    out.string(image.name);
    out.string(image.fileName);
    out.u8(image.slot ? 1 : 0);
    out.u8(image.slot.value_or(0));
    writeStringList(out, image.prerequisites);
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
        writeRecordList(out, resource.fields);
    }
    return std::move(out.bytes);
}

std::string encodeAnnotations(const ModuleImage& image) {
    ByteWriter out;
    out.count(image.resources.size(), "resource count");
    for (const Resource& resource : image.resources)
        writeRecordList(out, resource.annotations);
    return std::move(out.bytes);
}

std::string encodeCode(const ModuleImage& image) {
    ByteWriter out;
    out.count(image.functions.size(), "function count");
    for (const core::Function& function : image.functions) {
        out.u8(uint8_t(function.kind));
        out.u32(function.resource);
        out.u32(function.name);
        out.u8(function.parameterCount);
        out.u8(uint8_t(function.result));
        out.u16(function.registerCount);
        out.count(function.constants.size(), "constant count");
        for (const core::Constant& constant : function.constants) {
            out.u8(uint8_t(constant.kind));
            out.i32(constant.value);
        }
        out.count(function.code.size(), "code size");
        for (core::Instruction word : function.code)
            out.u32(word);
    }
    return std::move(out.bytes);
}

std::string encodeDebugInfo(const ModuleImage& image) {
    ByteWriter out;
    out.count(image.functions.size(), "function count");
    for (const core::Function& function : image.functions) {
        out.count(function.lines.size(), "line table size");
        for (const core::LineEntry& entry : function.lines) {
            out.u32(entry.pc);
            out.u32(entry.file);
            out.u32(entry.line);
            out.u32(entry.column);
        }
        out.count(function.locals.size(), "local count");
        for (const core::LocalVariable& local : function.locals) {
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

std::vector<std::string> readStringList(ByteReader& in, const char* what, std::vector<size_t>* offsets) {
    const uint32_t size = in.count(kCountSize, what);
    std::vector<std::string> list;
    list.reserve(size);
    if (offsets)
        offsets->reserve(size);
    for (uint32_t i = 0; i < size; ++i) {
        if (offsets)
            offsets->push_back(in.offset());
        list.push_back(in.string("string length"));
    }
    return list;
}

std::vector<Record> readRecordList(ByteReader& in, std::vector<size_t>& offsets) {
    const uint32_t size = in.count(kRecordHeaderSize, "record count");
    std::vector<Record> list(size);
    offsets.reserve(size);
    for (Record& record : list) {
        offsets.push_back(in.offset());
        record.tag = in.u16("record tag");
        record.values.resize(in.count(kValueSize, "value count"));
        for (Value& value : record.values) {
            value.kind = ValueKind(in.u8("value kind"));
            value.value = in.i32("value");
        }
    }
    return list;
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
    ByteReader section(size_t index) const { return sections[index].reader(file); }

    void readMeta(ByteReader in) {
        layout.meta = in.offset();
        image.name = in.string("module name");
        image.fileName = in.string("file name");
        const size_t slotAt = in.offset();
        const bool hasSlot = in.flag("slot flag");
        const uint8_t slot = in.u8("slot");
        if (hasSlot)
            image.slot = slot;
        else if (slot != 0)
            in.fail("slot " + std::to_string(slot) + " given but flagged absent", slotAt);
        image.prerequisites = readStringList(in, "prerequisite count", &layout.prerequisites);
        in.expectEnd();
    }

    void readStrings(ByteReader in) {
        image.strings = readStringList(in, "string count", &layout.strings);
        in.expectEnd();
    }

    void readSourceFiles(ByteReader in) {
        image.sourceFiles = readStringList(in, "source file count", &layout.sourceFiles);
        in.expectEnd();
    }

    void readResources(ByteReader in) {
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
            resource.fields = readRecordList(in, layout.resources[i].fields);
        }
        in.expectEnd();
    }

    void readAnnotations(ByteReader in) {
        const size_t countAt = in.offset();
        const uint32_t count = in.u32("resource count");
        if (count != image.resources.size())
            in.fail("annotation lists for " + std::to_string(count) + " resources, but RSRC has " +
                        std::to_string(image.resources.size()),
                    countAt);
        for (size_t i = 0; i < image.resources.size(); ++i)
            image.resources[i].annotations = readRecordList(in, layout.resources[i].annotations);
        in.expectEnd();
    }

    void readCode(ByteReader in) {
        // kind, resource, name, parameters, result, registers, constant count, code size
        image.functions.resize(in.count(1 + 4 + 4 + 1 + 1 + 2 + kCountSize + kCountSize, "function count"));
        layout.functions.resize(image.functions.size());
        for (size_t i = 0; i < image.functions.size(); ++i) {
            core::Function& function = image.functions[i];
            FileLayout::FunctionOffsets& offsets = layout.functions[i];
            offsets.record = in.offset();
            function.kind = core::FunctionKind(in.u8("function kind"));
            function.resource = in.u32("owning resource");
            function.name = in.u32("function name");
            function.parameterCount = in.u8("parameter count");
            function.result = core::ValueType(in.u8("result type"));
            function.registerCount = in.u16("register count");
            function.constants.resize(in.count(kConstantSize, "constant count"));
            offsets.constants = in.offset();
            for (core::Constant& constant : function.constants) {
                constant.kind = core::ConstantKind(in.u8("constant kind"));
                constant.value = in.i32("constant");
            }
            function.code.resize(in.count(4, "code size"));
            offsets.code = in.offset();
            for (core::Instruction& word : function.code)
                word = in.u32("instruction");
        }
        in.expectEnd();
    }

    void readDebugInfo(ByteReader in) {
        const size_t countAt = in.offset();
        const uint32_t count = in.u32("function count");
        if (count != image.functions.size())
            in.fail("debug information for " + std::to_string(count) + " functions, but CODE has " +
                        std::to_string(image.functions.size()),
                    countAt);
        for (size_t i = 0; i < image.functions.size(); ++i) {
            core::Function& function = image.functions[i];
            function.lines.resize(in.count(kLineEntrySize, "line table size"));
            layout.functions[i].lines = in.offset();
            for (core::LineEntry& entry : function.lines) {
                entry.pc = in.u32("line entry pc");
                entry.file = in.u32("source file");
                entry.line = in.u32("line");
                entry.column = in.u32("column");
            }
            function.locals.resize(in.count(kLocalSize, "local count"));
            layout.functions[i].locals = in.offset();
            for (core::LocalVariable& local : function.locals) {
                local.name = in.u32("local name");
                local.type = core::ValueType(in.u8("local type"));
                local.reg = in.u8("local register");
                local.startPc = in.u32("live range start");
                local.endPc = in.u32("live range end");
            }
        }
        in.expectEnd();
    }

    void readVariables(ByteReader in) {
        image.variables.resize(in.count(kVariableSize, "variable count"));
        layout.variables = in.offset();
        for (Variable& variable : image.variables) {
            variable.name = in.u32("variable name");
            variable.type = core::ValueType(in.u8("variable type"));
            const bool hasResource = in.flag("resource flag");
            const size_t resourceAt = in.offset();
            const uint32_t resource = in.u32("owning resource");
            if (hasResource)
                variable.resource = resource;
            else if (resource != 0)
                in.fail("owning resource " + std::to_string(resource) + " given but flagged absent", resourceAt);
        }
        in.expectEnd();
    }

    void readImports(ByteReader in) {
        image.imports.resize(in.count(kImportSize, "import count"));
        layout.imports = in.offset();
        for (Import& import : image.imports) {
            import.kind = Import::Kind(in.u8("import kind"));
            import.name = in.u32("import name");
            import.signature = in.u32("import signature");
        }
        in.expectEnd();
    }

    void readExternals(ByteReader in) {
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

} // namespace

std::string assembleModule(const std::vector<Section>& sections) {
    return assembleSections(kModuleFormat, sections);
}

std::string writeModule(const ModuleImage& image) {
    return assembleModule({
        {"META", encodeMeta(image)},
        {"STRS", [&] { ByteWriter out; writeStringList(out, image.strings); return std::move(out.bytes); }()},
        {"SRCF", [&] { ByteWriter out; writeStringList(out, image.sourceFiles); return std::move(out.bytes); }()},
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
        result.sections = readSections(kModuleFormat, bytes);
        ImageReader reader(bytes, result.sections);
        ModuleImage image = reader.read();
        if (auto finding = findImageProblem(image)) {
            result.error = FormatError{{}, std::string(sectionIdOf(finding->where.part)),
                                       reader.fileLayout().offsetOf(finding->where), finding->message};
            return result;
        }
        result.image = std::move(image);
    } catch (const FormatFailure& failure) {
        result.error = failure.error;
    }
    return result;
}

ModuleReadResult readModuleFile(const std::string& path) {
    ModuleReadResult result;
    try {
        result = readModule(readWholeFile(path, kMaxModuleFileSize));
    } catch (const FormatFailure& failure) {
        result.error = failure.error;
    }
    if (result.error)
        result.error->file = path;
    return result;
}

} // namespace incursion::module
