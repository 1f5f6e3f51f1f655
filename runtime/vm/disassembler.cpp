#include "vm/disassembler.h"

#include "core/resource_kind.h"
#include "core/source_lines.h"
#include "vm/value_format.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <system_error>

namespace incursion::vm {

using module::ModuleImage;

namespace {

constexpr size_t kTextConstantLimit = 40;       // bytes of a text constant shown
constexpr size_t kCommentColumn = 40;
constexpr uintmax_t kSourceFileLimit = 64u << 20;

std::string_view functionKindName(core::FunctionKind kind)
{
    switch (kind) {
    case core::FunctionKind::EventHandler: return "event handler";
    case core::FunctionKind::GearCondition: return "gear condition";
    case core::FunctionKind::EncounterCondition: return "encounter condition";
    case core::FunctionKind::ScriptFunction: return "script function";
    }
    return "function";
}

std::string pcText(uint32_t pc)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%04u", pc);
    return buffer;
}

std::string bad(std::string_view what, uint32_t index)
{
    return "<bad " + std::string(what) + " " + std::to_string(index) + ">";
}

// A text constant as the listing shows it: short, so operands stay on one line.
std::string constantText(std::string_view text)
{
    return quotedText(text, kTextConstantLimit);
}

// An instruction's operands as text, and its register operands in the order
// shown (for the locals comment). Appended one by one, so the order is fixed.
struct Operands {
    std::string text;
    std::vector<uint8_t> registers;

    Operands& reg(uint8_t r)
    {
        registers.push_back(r);
        return add("r" + std::to_string(r));
    }
    Operands& add(std::string_view operand)
    {
        if (!text.empty())
            text += ", ";
        text += operand;
        return *this;
    }
};

class FunctionPrinter {
public:
    FunctionPrinter(const ModuleImage& image, const core::Function& function) : image_(image), function_(function) {}

    // The instruction at `pc` (with the Extra word it owns, if any): its text
    // and the pc after it.
    std::pair<std::string, uint32_t> instruction(uint32_t pc) const
    {
        const core::Instruction word = function_.code[pc];
        const auto op = core::opcodeFromByte(core::opByte(word));
        std::string text = "  " + pcText(pc) + "  ";
        if (!op) {
            char buffer[40];
            std::snprintf(buffer, sizeof buffer, "%-8s0x%08X", ".word", word);
            return {withComment(text + buffer, "not an instruction"), pc + 1};
        }
        const std::string_view name = core::mnemonic(*op);
        text += name;
        Operands operands = this->operands(*op, pc, word);
        uint32_t next = pc + 1;
        const bool countedLoop = *op == core::Opcode::ForPrep || *op == core::Opcode::ForLoop;
        if (*op == core::Opcode::CallHost || *op == core::Opcode::Call || countedLoop) {
            if (next < function_.code.size() && core::opcodeFromByte(core::opByte(function_.code[next])) == core::Opcode::Extra) {
                const core::Instruction extra = function_.code[next];
                const unsigned count = core::operandA(extra);
                if (countedLoop)
                    operands.add(loopTest(core::operandA(extra))).add(jumpTarget(next, extra));
                else
                    operands.add(std::to_string(count) + (count == 1 ? " arg" : " args"));
                ++next;
            } else {
                operands.add(countedLoop ? "<missing loop test>" : "<missing argument count>");
            }
        }
        if (!operands.text.empty()) {
            text.append(name.size() < 8 ? 8 - name.size() : 1, ' ');
            text += operands.text;
        }
        return {withComment(std::move(text), localsComment(pc, operands.registers)), next};
    }

private:
    Operands operands(core::Opcode op, uint32_t pc, core::Instruction word) const
    {
        const uint8_t a = core::operandA(word);
        Operands out;
        switch (op) {
        case core::Opcode::Move: case core::Opcode::Negate: case core::Opcode::Not: case core::Opcode::BitNot: case core::Opcode::Abs:
        case core::Opcode::Trunc8: case core::Opcode::Trunc16: case core::Opcode::TruncU8: case core::Opcode::TruncU16: case core::Opcode::ToBool:
            out.reg(a).reg(core::operandB(word));
            return out;
        case core::Opcode::AddImm:
            out.reg(a).reg(core::operandB(word)).add(std::to_string(core::operandSC(word)));
            return out;
        case core::Opcode::ForPrep:       // the test and the target come from the Extra word
            out.reg(a).reg(core::operandB(word));
            return out;
        case core::Opcode::ForLoop:
            out.reg(a).reg(core::operandB(word)).add(std::to_string(core::operandSC(word)));
            return out;
        case core::Opcode::RectGet: case core::Opcode::RectSet: {
            static constexpr std::string_view kFields[] = {"x1", "y1", "x2", "y2"};
            const uint8_t c = core::operandC(word);
            out.reg(a).reg(core::operandB(word)).add(c < 4 ? std::string(kFields[c]) : bad("field", c));
            return out;
        }
        case core::Opcode::LoadInt:
            out.reg(a).add(std::to_string(core::operandSBx(word)));
            return out;
        case core::Opcode::Jump:
            out.add(jumpTarget(pc, word));
            return out;
        case core::Opcode::JumpIf: case core::Opcode::JumpIfNot:
            out.reg(a).add(jumpTarget(pc, word));
            return out;
        case core::Opcode::LoadConst:
            out.reg(a).add(constant(core::operandBx(word)));
            return out;
        case core::Opcode::GetGlobal: case core::Opcode::SetGlobal:
            out.reg(a).add(variable(core::operandBx(word)));
            return out;
        case core::Opcode::GetMember: case core::Opcode::CallHost:
            out.reg(a).add(import(core::operandBx(word)));
            return out;
        case core::Opcode::Call:
            out.reg(a).add(core::operandBx(word) < image_.functions.size() ? stringAt(image_.functions[core::operandBx(word)].name)
                                                                      : bad("function", core::operandBx(word)));
            return out;
        case core::Opcode::SetMember:
            out.reg(a).add(import(core::operandBx(word))).reg(uint8_t(a + 1));
            return out;
        case core::Opcode::Return:
            out.reg(a);
            return out;
        case core::Opcode::ReturnNothing:
            return out;
        case core::Opcode::Extra:     // only when it follows no instruction that owns it
            out.add(std::to_string(a));
            return out;
        default:
            break;
        }
        switch (core::operandFormat(op)) {
        case core::OperandFormat::ABC:
            out.reg(a).reg(core::operandB(word)).reg(core::operandC(word));
            return out;
        case core::OperandFormat::ABx:
            out.reg(a).add(std::to_string(core::operandBx(word)));
            return out;
        case core::OperandFormat::AsBx:
            out.reg(a).add(std::to_string(core::operandSBx(word)));
            return out;
        case core::OperandFormat::A:
            out.reg(a);
            return out;
        }
        return out;
    }

    // A counted loop's test as the comparison the loop goes on with: "<=".
    static std::string loopTest(uint8_t test)
    {
        static constexpr std::string_view kTests[] = {"", "<", "==", "<=", ">", "!=", ">="};
        return test >= 1 && test <= 6 ? std::string(kTests[test]) : bad("loop test", test);
    }

    static std::string jumpTarget(uint32_t pc, core::Instruction word)
    {
        const int64_t target = int64_t(pc) + 1 + core::operandSBx(word);
        return target < 0 ? "-> " + std::to_string(target) : "-> " + pcText(uint32_t(target));
    }

    std::string stringAt(uint32_t index) const
    {
        return index < image_.strings.size() ? image_.strings[index] : bad("string", index);
    }

    std::string constant(uint32_t index) const
    {
        if (index >= function_.constants.size())
            return bad("constant", index);
        const core::Constant& k = function_.constants[index];
        const auto value = static_cast<uint32_t>(k.value);
        switch (k.kind) {
        case core::ConstantKind::Integer:
            return std::to_string(k.value);
        case core::ConstantKind::Text:
            return value < image_.strings.size() ? constantText(image_.strings[value]) : bad("text", value);
        case core::ConstantKind::Resource:
            return value < image_.resources.size() ? "$" + constantText(stringAt(image_.resources[value].name))
                                                   : bad("resource", value);
        case core::ConstantKind::External:
            return value < image_.externals.size()
                       ? "$" + constantText(stringAt(image_.externals[value].name)) + " (external)"
                       : bad("external", value);
        }
        return bad("constant", index);
    }

    std::string variable(uint32_t index) const
    {
        return index < image_.variables.size() ? stringAt(image_.variables[index].name) : bad("variable", index);
    }

    std::string import(uint32_t index) const
    {
        return index < image_.imports.size() ? stringAt(image_.imports[index].name) : bad("import", index);
    }

    // "r3=heat, r1=depth": the named locals among the instruction's registers.
    std::string localsComment(uint32_t pc, const std::vector<uint8_t>& registers) const
    {
        std::string out;
        std::vector<uint8_t> seen;
        for (uint8_t r : registers) {
            if (std::find(seen.begin(), seen.end(), r) != seen.end())
                continue;
            seen.push_back(r);
            for (const core::LocalVariable& local : function_.locals) {
                if (local.reg != r || pc < local.startPc || pc >= local.endPc)
                    continue;
                if (!out.empty())
                    out += ", ";
                out += "r" + std::to_string(r) + "=" + stringAt(local.name);
                break;
            }
        }
        return out;
    }

    static std::string withComment(std::string text, const std::string& comment)
    {
        if (comment.empty())
            return text;
        text.append(text.size() < kCommentColumn ? kCommentColumn - text.size() : 1, ' ');
        return text + "; " + comment;
    }

    const ModuleImage& image_;
    const core::Function& function_;
};

std::string header(const ModuleImage& image, uint32_t index, const core::Function& function)
{
    std::string text = "function " + std::to_string(index) + ": " + functionName(image, index) + " (";
    text += functionKindName(function.kind);
    text += ")";
    if (function.kind == core::FunctionKind::ScriptFunction) {
        text += ", " + std::to_string(function.parameterCount) + " parameter";
        text += function.parameterCount == 1 ? "" : "s";
        text += ", returns ";
        text += core::valueTypeName(function.result);
    }
    return text;
}

std::string sourceFileLabel(const ModuleImage& image, uint32_t file)
{
    if (file >= image.sourceFiles.size())
        return bad("file", file);
    return std::filesystem::path(image.sourceFiles[file]).filename().string();
}

} // namespace

std::string functionName(const ModuleImage& image, uint32_t index)
{
    if (index >= image.functions.size())
        return bad("function", index);
    const core::Function& function = image.functions[index];
    std::string text = function.name < image.strings.size() ? image.strings[function.name] : bad("string", function.name);
    if (function.kind == core::FunctionKind::ScriptFunction)
        return text;
    text += " of ";
    if (function.resource < image.resources.size()) {
        const module::Resource& resource = image.resources[function.resource];
        text += core::resourceKindName(resource.kind);
        text += ' ';
        text += constantText(resource.name < image.strings.size() ? image.strings[resource.name] : "");
    } else {
        text += bad("resource", function.resource);
    }
    return text;
}

std::vector<ListingLine> disassemble(const ModuleImage& image, uint32_t index, const SourceLineProvider& sourceLines)
{
    std::vector<ListingLine> listing;
    if (index >= image.functions.size())
        return listing;
    const core::Function& function = image.functions[index];
    listing.push_back({ListingLine::Kind::Header, header(image, index, function), std::nullopt, std::nullopt});
    listing.push_back({ListingLine::Kind::Header, "  registers: " + std::to_string(function.registerCount),
                       std::nullopt, std::nullopt});

    const FunctionPrinter printer(image, function);
    size_t lineEntry = 0;
    std::optional<module::SourcePosition> position;
    std::optional<std::pair<uint32_t, uint32_t>> shownLine;     // (file, line) of the last Source line
    for (uint32_t pc = 0; pc < function.code.size();) {
        while (lineEntry < function.lines.size() && function.lines[lineEntry].pc <= pc) {
            const core::LineEntry& e = function.lines[lineEntry++];
            position = module::SourcePosition{e.file, e.line, e.column};
        }
        if (sourceLines && position && shownLine != std::pair(position->file, position->line)) {
            shownLine = std::pair(position->file, position->line);
            std::string text = "   " + sourceFileLabel(image, position->file) + ":" + std::to_string(position->line);
            if (const auto line = sourceLines(position->file, position->line))
                text += " | " + *line;
            listing.push_back({ListingLine::Kind::Source, std::move(text), std::nullopt, position});
        }
        auto [text, next] = printer.instruction(pc);
        listing.push_back({ListingLine::Kind::Instruction, std::move(text), pc, position});
        pc = next;
    }
    return listing;
}

std::string disassembleText(const ModuleImage& image, uint32_t index, const SourceLineProvider& sourceLines)
{
    std::string out;
    for (const ListingLine& line : disassemble(image, index, sourceLines)) {
        out += line.text;
        out += '\n';
    }
    return out;
}

SourceLineProvider sourceLinesFromFiles(const ModuleImage& image)
{
    // Shared, so copies of the provider share one cache; a file is read at its first use.
    struct File {
        std::string text;
        std::vector<uint32_t> lineStarts;
    };
    struct Cache {
        std::vector<std::string> paths;
        std::vector<std::optional<File>> files;
        std::vector<bool> read;
    };
    auto cache = std::make_shared<Cache>();
    cache->paths = image.sourceFiles;
    cache->files.resize(image.sourceFiles.size());
    cache->read.resize(image.sourceFiles.size());

    return [cache](uint32_t file, uint32_t line) -> std::optional<std::string> {
        if (file >= cache->paths.size() || line == 0)
            return std::nullopt;
        if (!cache->read[file]) {
            cache->read[file] = true;
            std::error_code ec;
            const std::filesystem::path path(cache->paths[file]);
            if (std::filesystem::is_regular_file(path, ec) && std::filesystem::file_size(path, ec) <= kSourceFileLimit
                && !ec) {
                std::ifstream in(path, std::ios::binary);
                if (in) {
                    File source{std::string(std::istreambuf_iterator<char>(in), {}), {}};
                    source.lineStarts = core::lineStartOffsets(source.text);
                    cache->files[file] = std::move(source);
                }
            }
        }
        const std::optional<File>& source = cache->files[file];
        if (!source || line > source->lineStarts.size())
            return std::nullopt;
        return std::string(core::lineOf(source->text, source->lineStarts, line));
    };
}

} // namespace incursion::vm
