#include "vm/disassembler.h"

#include "script/resource_kind.h"
#include "script/source_manager.h"

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

std::string_view functionKindName(FunctionKind kind)
{
    switch (kind) {
    case FunctionKind::EventHandler: return "event handler";
    case FunctionKind::GearCondition: return "gear condition";
    case FunctionKind::EncounterCondition: return "encounter condition";
    case FunctionKind::ScriptFunction: return "script function";
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

// A C-style literal of `text`, cut after kTextConstantLimit bytes (at a UTF-8
// character boundary) with "..." after the closing quote.
std::string quotedText(std::string_view text)
{
    size_t shown = text.size();
    if (shown > kTextConstantLimit) {
        shown = kTextConstantLimit;
        while (shown > 0 && (static_cast<unsigned char>(text[shown]) & 0xC0) == 0x80)
            --shown;
    }
    std::string out = "\"";
    for (char c : text.substr(0, shown)) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) {
                char buffer[8];
                std::snprintf(buffer, sizeof buffer, "\\x%02X", static_cast<unsigned char>(c));
                out += buffer;
            } else {
                out += c;
            }
        }
    }
    out += '"';
    if (shown < text.size())
        out += "...";
    return out;
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
    FunctionPrinter(const ModuleImage& image, const Function& function) : image_(image), function_(function) {}

    // The instruction at `pc` (with the Extra word it owns, if any): its text
    // and the pc after it.
    std::pair<std::string, uint32_t> instruction(uint32_t pc) const
    {
        const Instruction word = function_.code[pc];
        const auto op = opcodeFromByte(opByte(word));
        std::string text = "  " + pcText(pc) + "  ";
        if (!op) {
            char buffer[40];
            std::snprintf(buffer, sizeof buffer, "%-8s0x%08X", ".word", word);
            return {withComment(text + buffer, "not an instruction"), pc + 1};
        }
        const std::string_view name = mnemonic(*op);
        text += name;
        Operands operands = this->operands(*op, pc, word);
        uint32_t next = pc + 1;
        const bool countedLoop = *op == Opcode::ForPrep || *op == Opcode::ForLoop;
        if (*op == Opcode::CallHost || *op == Opcode::Call || countedLoop) {
            if (next < function_.code.size() && opcodeFromByte(opByte(function_.code[next])) == Opcode::Extra) {
                const Instruction extra = function_.code[next];
                const unsigned count = operandA(extra);
                if (countedLoop)
                    operands.add(loopTest(operandA(extra))).add(jumpTarget(next, extra));
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
    Operands operands(Opcode op, uint32_t pc, Instruction word) const
    {
        const uint8_t a = operandA(word);
        Operands out;
        switch (op) {
        case Opcode::Move: case Opcode::Negate: case Opcode::Not: case Opcode::BitNot: case Opcode::Abs:
        case Opcode::Trunc8: case Opcode::Trunc16: case Opcode::TruncU8: case Opcode::TruncU16: case Opcode::ToBool:
            out.reg(a).reg(operandB(word));
            return out;
        case Opcode::AddImm:
            out.reg(a).reg(operandB(word)).add(std::to_string(operandSC(word)));
            return out;
        case Opcode::ForPrep:       // the test and the target come from the Extra word
            out.reg(a).reg(operandB(word));
            return out;
        case Opcode::ForLoop:
            out.reg(a).reg(operandB(word)).add(std::to_string(operandSC(word)));
            return out;
        case Opcode::RectGet: case Opcode::RectSet: {
            static constexpr std::string_view kFields[] = {"x1", "y1", "x2", "y2"};
            const uint8_t c = operandC(word);
            out.reg(a).reg(operandB(word)).add(c < 4 ? std::string(kFields[c]) : bad("field", c));
            return out;
        }
        case Opcode::LoadInt:
            out.reg(a).add(std::to_string(operandSBx(word)));
            return out;
        case Opcode::Jump:
            out.add(jumpTarget(pc, word));
            return out;
        case Opcode::JumpIf: case Opcode::JumpIfNot:
            out.reg(a).add(jumpTarget(pc, word));
            return out;
        case Opcode::LoadConst:
            out.reg(a).add(constant(operandBx(word)));
            return out;
        case Opcode::GetGlobal: case Opcode::SetGlobal:
            out.reg(a).add(variable(operandBx(word)));
            return out;
        case Opcode::GetMember: case Opcode::CallHost:
            out.reg(a).add(import(operandBx(word)));
            return out;
        case Opcode::Call:
            out.reg(a).add(operandBx(word) < image_.functions.size() ? stringAt(image_.functions[operandBx(word)].name)
                                                                      : bad("function", operandBx(word)));
            return out;
        case Opcode::SetMember:
            out.reg(a).add(import(operandBx(word))).reg(uint8_t(a + 1));
            return out;
        case Opcode::Return:
            out.reg(a);
            return out;
        case Opcode::ReturnNothing:
            return out;
        case Opcode::Extra:     // only when it follows no instruction that owns it
            out.add(std::to_string(a));
            return out;
        default:
            break;
        }
        switch (operandFormat(op)) {
        case OperandFormat::ABC:
            out.reg(a).reg(operandB(word)).reg(operandC(word));
            return out;
        case OperandFormat::ABx:
            out.reg(a).add(std::to_string(operandBx(word)));
            return out;
        case OperandFormat::AsBx:
            out.reg(a).add(std::to_string(operandSBx(word)));
            return out;
        case OperandFormat::A:
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

    static std::string jumpTarget(uint32_t pc, Instruction word)
    {
        const int64_t target = int64_t(pc) + 1 + operandSBx(word);
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
        const Constant& k = function_.constants[index];
        const auto value = static_cast<uint32_t>(k.value);
        switch (k.kind) {
        case ConstantKind::Integer:
            return std::to_string(k.value);
        case ConstantKind::Text:
            return value < image_.strings.size() ? quotedText(image_.strings[value]) : bad("text", value);
        case ConstantKind::Resource:
            return value < image_.resources.size() ? "$" + quotedText(stringAt(image_.resources[value].name))
                                                   : bad("resource", value);
        case ConstantKind::External:
            return value < image_.externals.size()
                       ? "$" + quotedText(stringAt(image_.externals[value].name)) + " (external)"
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
            for (const LocalVariable& local : function_.locals) {
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
    const Function& function_;
};

std::string header(const ModuleImage& image, uint32_t index, const Function& function)
{
    std::string text = "function " + std::to_string(index) + ": " + functionName(image, index) + " (";
    text += functionKindName(function.kind);
    text += ")";
    if (function.kind == FunctionKind::ScriptFunction) {
        text += ", " + std::to_string(function.parameterCount) + " parameter";
        text += function.parameterCount == 1 ? "" : "s";
        text += ", returns ";
        text += valueTypeName(function.result);
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
    const Function& function = image.functions[index];
    std::string text = function.name < image.strings.size() ? image.strings[function.name] : bad("string", function.name);
    if (function.kind == FunctionKind::ScriptFunction)
        return text;
    text += " of ";
    if (function.resource < image.resources.size()) {
        const module::Resource& resource = image.resources[function.resource];
        text += script::resourceKindName(resource.kind);
        text += ' ';
        text += quotedText(resource.name < image.strings.size() ? image.strings[resource.name] : "");
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
    const Function& function = image.functions[index];
    listing.push_back({ListingLine::Kind::Header, header(image, index, function), std::nullopt, std::nullopt});
    listing.push_back({ListingLine::Kind::Header, "  registers: " + std::to_string(function.registerCount),
                       std::nullopt, std::nullopt});

    const FunctionPrinter printer(image, function);
    size_t lineEntry = 0;
    std::optional<module::SourcePosition> position;
    std::optional<std::pair<uint32_t, uint32_t>> shownLine;     // (file, line) of the last Source line
    for (uint32_t pc = 0; pc < function.code.size();) {
        while (lineEntry < function.lines.size() && function.lines[lineEntry].pc <= pc) {
            const LineEntry& e = function.lines[lineEntry++];
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
                    source.lineStarts = script::lineStartOffsets(source.text);
                    cache->files[file] = std::move(source);
                }
            }
        }
        const std::optional<File>& source = cache->files[file];
        if (!source || line > source->lineStarts.size())
            return std::nullopt;
        return std::string(script::lineOf(source->text, source->lineStarts, line));
    };
}

} // namespace incursion::vm
