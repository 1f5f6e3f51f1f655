#include "module/module_verifier.h"

#include "module/record_tags.h"

#include <span>
#include <string>
#include <unordered_set>
#include <vector>

namespace incursion::module {

namespace {

using core::Opcode;
using Part = ImageLocation::Part;


// Index checks shared by every table that refers to another: a negative or
// too-large index is "out of range" with the table's size in the message.
bool inRange(int64_t index, size_t size) { return index >= 0 && uint64_t(index) < size; }

std::string rangeMessage(std::string_view what, int64_t index, size_t size, std::string_view table) {
    return std::string(what) + " " + std::to_string(index) + " out of range (" + std::to_string(size) + " " +
           std::string(table) + ")";
}

class Verifier {
public:
    explicit Verifier(const ModuleImage& image) : image(image) {}
    // For a function compiled against `image` but kept apart from it (a
    // debugger's code fragment): its indices may also name `strings` and
    // `imports`, numbered after the image's own.
    Verifier(const ModuleImage& image, std::span<const std::string> strings, std::span<const Import> imports)
        : image(image), addedStrings(strings), addedImports(imports), checkingAddedFunction(true) {}

    std::optional<VerifierFinding> run() {
        checkStrings();
        checkMeta();
        for (uint32_t i = 0; i < image.resources.size() && !finding; ++i)
            checkResource(i);
        for (uint32_t i = 0; i < image.functions.size() && !finding; ++i)
            checkFunction(i, image.functions[i]);
        for (uint32_t i = 0; i < image.variables.size() && !finding; ++i)
            checkVariable(i);
        for (uint32_t i = 0; i < image.imports.size() && !finding; ++i)
            checkImport(i);
        for (uint32_t i = 0; i < image.externals.size() && !finding; ++i)
            checkExternal(i);
        return finding;
    }

    // The added function and the imports added with it.
    std::optional<VerifierFinding> runOnAdded(const core::Function& function) {
        for (uint32_t i = uint32_t(image.imports.size()); i < importCount() && !finding; ++i)
            checkImport(i);
        if (!finding)
            checkFunction(uint32_t(image.functions.size()), function);
        return finding;
    }

private:
    const ModuleImage& image;
    std::span<const std::string> addedStrings;
    std::span<const Import> addedImports;
    bool checkingAddedFunction = false;
    std::optional<VerifierFinding> finding;

    size_t stringCount() const { return image.strings.size() + addedStrings.size(); }
    size_t importCount() const { return image.imports.size() + addedImports.size(); }
    const Import& importAt(size_t index) const {
        return index < image.imports.size() ? image.imports[index] : addedImports[index - image.imports.size()];
    }

    // Records the first finding only; later checks become no-ops. The
    // message gets the location appended ("(function 2, pc 7)"), built only
    // here because almost every check passes.
    bool fail(ImageLocation where, std::string message) {
        if (!finding)
            finding = VerifierFinding{where, std::move(message) + locationText(where)};
        return false;
    }

    std::string locationText(const ImageLocation& where) const {
        // The added function has no index in the image: name it by what it is.
        const bool added = checkingAddedFunction && where.part >= Part::Function && where.part <= Part::Local;
        const std::string index = added ? std::string("fragment") : std::to_string(where.index), item = std::to_string(where.item);
        const std::string function = added ? "" : "function ";
        switch (where.part) {
        case Part::Meta: case Part::String: return "";
        case Part::SourceFile: return " (source file " + index + ")";
        case Part::Resource: return " (resource " + index + ")";
        case Part::Field: case Part::Annotation: {
            std::string text = " (resource " + index + (where.part == Part::Field ? ", field " : ", annotation ") + item;
            if (where.value != ImageLocation::kWholeRecord)
                text += ", value " + std::to_string(where.value);
            return text + ")";
        }
        case Part::Function: return " (" + function + index + ")";
        case Part::Constant: return " (" + function + index + ", constant " + item + ")";
        case Part::Instruction: return " (" + function + index + ", pc " + item + ")";
        case Part::LineEntry: return " (" + function + index + ", line entry " + item + ")";
        case Part::Local: return " (" + function + index + ", local " + item + ")";
        case Part::Variable: return " (module variable " + index + ")";
        case Part::Import: return " (import " + index + ")";
        case Part::External: return " (external reference " + index + ")";
        }
        return "";
    }

    bool stringIndex(ImageLocation where, uint32_t index, std::string_view what) {
        return index < stringCount() || fail(where, rangeMessage(what, index, stringCount(), "strings"));
    }

    void checkStrings() {
        if (image.strings.empty() || !image.strings.front().empty())
            fail({Part::String, 0}, "string 0 must be the empty string");
    }

    void checkMeta() {
        for (uint32_t i = 0; i < image.prerequisites.size(); ++i) {
            if (image.prerequisites[i].empty())
                fail({Part::Meta, i}, "prerequisite " + std::to_string(i) + " has an empty module name");
        }
    }

    bool checkValue(ImageLocation where, const Value& value) {
        switch (value.kind) {
        case ValueKind::Integer:
            return true;
        case ValueKind::Text:
            return inRange(value.value, image.strings.size()) ||
                   fail(where, rangeMessage("text", value.value, image.strings.size(), "strings"));
        case ValueKind::Resource:
            return inRange(value.value, image.resources.size()) ||
                   fail(where, rangeMessage("resource", value.value, image.resources.size(), "resources"));
        case ValueKind::External:
            return inRange(value.value, image.externals.size()) ||
                   fail(where, rangeMessage("external reference", value.value, image.externals.size(),
                                            "external references"));
        case ValueKind::Function:
            return inRange(value.value, image.functions.size()) ||
                   fail(where, rangeMessage("function", value.value, image.functions.size(), "functions"));
        }
        return fail(where, "unknown value kind " + std::to_string(uint8_t(value.kind)));
    }

    void checkRecords(uint32_t resource, Part part, const std::vector<Record>& records) {
        std::unordered_set<uint16_t> fieldTags;
        for (uint32_t r = 0; r < records.size() && !finding; ++r) {
            const ImageLocation where{part, resource, r, ImageLocation::kWholeRecord};
            if (!tagFromNumber(records[r].tag)) {
                fail(where, "unknown record tag " + std::to_string(records[r].tag));
                return;
            }
            // A field is set once; annotations are lists and repeat.
            if (part == Part::Field && !fieldTags.insert(records[r].tag).second) {
                fail(where, "field " + std::string(tagName(RecordTag(records[r].tag))) + " given twice");
                return;
            }
            const auto& values = records[r].values;
            for (uint32_t v = 0; v < values.size() && !finding; ++v)
                checkValue({part, resource, r, v}, values[v]);
        }
    }

    void checkResource(uint32_t index) {
        const Resource& resource = image.resources[index];
        const ImageLocation where{Part::Resource, index};
        if (size_t(resource.kind) >= core::kResourceKindCount) {
            fail(where, "unknown resource kind " + std::to_string(uint8_t(resource.kind)));
            return;
        }
        if (!stringIndex(where, resource.name, "resource name"))
            return;
        if (resource.position.file >= image.sourceFiles.size()) {
            fail(where, rangeMessage("source file", resource.position.file, image.sourceFiles.size(),
                                     "source files"));
            return;
        }
        checkRecords(index, Part::Field, resource.fields);
        checkRecords(index, Part::Annotation, resource.annotations);
    }

    bool checkConstant(uint32_t function, uint32_t index, const core::Constant& constant) {
        const ImageLocation where{Part::Constant, function, index};
        switch (constant.kind) {
        case core::ConstantKind::Integer:
            return true;
        case core::ConstantKind::Text:
            return inRange(constant.value, stringCount()) ||
                   fail(where, rangeMessage("text", constant.value, stringCount(), "strings"));
        case core::ConstantKind::Resource:
            return inRange(constant.value, image.resources.size()) ||
                   fail(where, rangeMessage("resource", constant.value, image.resources.size(), "resources"));
        case core::ConstantKind::External:
            return inRange(constant.value, image.externals.size()) ||
                   fail(where, rangeMessage("external reference", constant.value, image.externals.size(),
                                            "external references"));
        }
        return fail(where, "unknown constant kind " + std::to_string(uint8_t(constant.kind)));
    }

    void checkFunction(uint32_t index, const core::Function& function) {
        const ImageLocation where{Part::Function, index};
        if (uint8_t(function.kind) > uint8_t(core::FunctionKind::ScriptFunction)) {
            fail(where, "unknown function kind " + std::to_string(uint8_t(function.kind)));
            return;
        }
        if (function.kind == core::FunctionKind::ScriptFunction) {
            // Script functions belong to no resource; their parameters are
            // their first registers.
            if (function.resource != 0) {
                fail(where, "script function with owning resource " + std::to_string(function.resource) + " (must be 0)");
                return;
            }
            if (function.parameterCount > function.registerCount) {
                fail(where, std::to_string(function.parameterCount) + " parameters in a frame of " +
                                std::to_string(function.registerCount) + " registers");
                return;
            }
        } else if (function.resource >= image.resources.size()) {
            fail(where, rangeMessage("owning resource", function.resource, image.resources.size(), "resources"));
            return;
        } else if (function.parameterCount != 0) {
            fail(where, "a handler or condition with " + std::to_string(function.parameterCount) + " parameters (must be 0)");
            return;
        }
        if (uint8_t(function.result) > uint8_t(core::ValueType::Unknown)) {
            fail(where, "unknown result type " + std::to_string(uint8_t(function.result)));
            return;
        }
        if (!stringIndex(where, function.name, "function name"))
            return;
        if (function.registerCount > core::kMaxRegisters) {
            fail(where, "register count " + std::to_string(function.registerCount) + " exceeds " + std::to_string(core::kMaxRegisters));
            return;
        }
        if (function.code.empty()) {
            fail(where, "function has no code");
            return;
        }
        for (uint32_t i = 0; i < function.constants.size(); ++i) {
            if (!checkConstant(index, i, function.constants[i]))
                return;
        }
        if (!checkCode(index, function))
            return;
        checkDebugInfo(index, function);
    }

    bool checkCode(uint32_t index, const core::Function& function) {
        const auto& code = function.code;
        // Pass 1: each word on its own; remember which words are Extra operands.
        std::vector<bool> isOperandWord(code.size(), false);
        for (uint32_t pc = 0; pc < code.size(); ++pc) {
            if (isOperandWord[pc])
                continue;
            if (!checkInstruction(index, function, pc, isOperandWord))
                return false;
        }
        // Pass 2: jumps land on instructions, never on an operand word. A
        // counted loop's offset is in its Extra word, from after that word.
        for (uint32_t pc = 0; pc < code.size(); ++pc) {
            if (isOperandWord[pc])
                continue;
            const core::Opcode op = core::opcodeOf(code[pc]);
            const bool countedLoop = op == core::Opcode::ForPrep || op == core::Opcode::ForLoop;
            if (op != core::Opcode::Jump && op != core::Opcode::JumpIf && op != core::Opcode::JumpIfNot && !countedLoop)
                continue;
            const ImageLocation where{Part::Instruction, index, pc};
            const int32_t offset = core::operandSBx(code[countedLoop ? pc + 1 : pc]);
            // forprep only skips the loop, so it cannot make code repeat
            // unbudgeted; forloop repeats it, charged as a backward jump.
            if (op == core::Opcode::ForPrep && offset < 0)
                return fail(where, "forprep jumps backwards");
            if (op == core::Opcode::ForLoop && offset >= 0)
                return fail(where, "forloop does not jump backwards");
            const int64_t target = int64_t(pc) + (countedLoop ? 2 : 1) + offset;
            if (target < 0 || uint64_t(target) >= code.size())
                return fail(where, "jump target " + std::to_string(target) + " outside the function");
            if (isOperandWord[size_t(target)])
                return fail(where, "jump target " + std::to_string(target) + " is the operand word of a call or loop");
        }
        const core::Opcode last = core::opcodeOf(code.back());
        if (isOperandWord.back() ||
            (last != core::Opcode::Return && last != core::Opcode::ReturnNothing && last != core::Opcode::Jump))
            return fail({Part::Instruction, index, uint32_t(code.size() - 1)},
                        "the function does not end in a return or jump");
        return true;
    }

    bool checkInstruction(uint32_t index, const core::Function& function, uint32_t pc,
                          std::vector<bool>& isOperandWord) {
        const core::Instruction word = function.code[pc];
        const ImageLocation where{Part::Instruction, index, pc};
        const auto op = core::opcodeFromByte(core::opByte(word));
        if (!op)
            return fail(where, "unknown opcode " + std::to_string(core::opByte(word)));

        const unsigned registers = function.registerCount;
        // `count` consecutive registers from `first` lie inside the frame.
        auto registersIn = [&](unsigned first, unsigned count, std::string_view operand) {
            if (first + count <= registers)
                return true;
            return fail(where, "register " + std::to_string(first + count - 1) + " (operand " + std::string(operand) +
                                   ") outside the frame of " + std::to_string(registers) + " registers");
        };
        auto importOf = [&](std::initializer_list<Import::Kind> kinds) {
            const unsigned bx = core::operandBx(word);
            if (bx >= importCount())
                return fail(where, rangeMessage("import", bx, importCount(), "imports"));
            for (Import::Kind kind : kinds) {
                if (importAt(bx).kind == kind)
                    return true;
            }
            return fail(where, "import " + std::to_string(bx) + " is the wrong kind of import for " +
                                   std::string(core::mnemonic(*op)));
        };

        const unsigned a = core::operandA(word), b = core::operandB(word), c = core::operandC(word);
        switch (*op) {
        case core::Opcode::Add: case core::Opcode::Sub: case core::Opcode::Mul: case core::Opcode::Div: case core::Opcode::Mod:
        case core::Opcode::BitAnd: case core::Opcode::BitOr: case core::Opcode::BitXor:
        case core::Opcode::ShiftLeft: case core::Opcode::ShiftRight: case core::Opcode::Min: case core::Opcode::Max:
        case core::Opcode::Roll: case core::Opcode::Equal: case core::Opcode::NotEqual: case core::Opcode::Less:
        case core::Opcode::LessEqual: case core::Opcode::Concat:
            return registersIn(a, 1, "A") && registersIn(b, 1, "B") && registersIn(c, 1, "C");
        case core::Opcode::Move: case core::Opcode::AddImm: case core::Opcode::Negate: case core::Opcode::Not:
        case core::Opcode::BitNot: case core::Opcode::Abs: case core::Opcode::Trunc8: case core::Opcode::Trunc16:
        case core::Opcode::TruncU8: case core::Opcode::TruncU16: case core::Opcode::ToBool:
            return registersIn(a, 1, "A") && registersIn(b, 1, "B");
        case core::Opcode::RectGet: case core::Opcode::RectSet:
            if (c > 3)
                return fail(where, "rectangle field " + std::to_string(c) + " is not 0 to 3");
            return registersIn(a, 1, "A") && registersIn(b, 1, "B");
        case core::Opcode::LoadInt: case core::Opcode::JumpIf: case core::Opcode::JumpIfNot: case core::Opcode::Return:
            return registersIn(a, 1, "A");
        case core::Opcode::Jump: case core::Opcode::ReturnNothing:
            return true;
        case core::Opcode::LoadConst:
            if (core::operandBx(word) >= function.constants.size())
                return fail(where, rangeMessage("constant", core::operandBx(word), function.constants.size(),
                                                "constants"));
            return registersIn(a, 1, "A");
        case core::Opcode::GetGlobal: case core::Opcode::SetGlobal:
            if (core::operandBx(word) >= image.variables.size())
                return fail(where, rangeMessage("module variable", core::operandBx(word), image.variables.size(),
                                                "module variables"));
            return registersIn(a, 1, "A");
        case core::Opcode::GetMember:
            return importOf({Import::Kind::MemberVariable, Import::Kind::ResourceVariable}) &&
                   registersIn(a, 1, "A");
        case core::Opcode::SetMember:
            return importOf({Import::Kind::MemberVariable}) && registersIn(a, 2, "A+1");
        case core::Opcode::CallHost: {
            if (!importOf({Import::Kind::MemberFunction, Import::Kind::GlobalFunction,
                           Import::Kind::ResourceFunction}))
                return false;
            if (pc + 1 >= function.code.size() || core::opByte(function.code[pc + 1]) != uint8_t(core::Opcode::Extra))
                return fail(where, "call without its operand word");
            isOperandWord[pc + 1] = true;
            const unsigned arguments = core::operandA(function.code[pc + 1]);
            return registersIn(a, arguments > 0 ? arguments : 1, "A+arguments");
        }
        case core::Opcode::Call: {
            const unsigned callee = core::operandBx(word);
            if (callee >= image.functions.size())
                return fail(where, rangeMessage("function", callee, image.functions.size(), "functions"));
            if (image.functions[callee].kind != core::FunctionKind::ScriptFunction)
                return fail(where, "call of function " + std::to_string(callee) + ", which is not a script function");
            if (pc + 1 >= function.code.size() || core::opByte(function.code[pc + 1]) != uint8_t(core::Opcode::Extra))
                return fail(where, "call without its operand word");
            isOperandWord[pc + 1] = true;
            const unsigned arguments = core::operandA(function.code[pc + 1]);
            if (arguments != image.functions[callee].parameterCount)
                return fail(where, std::to_string(arguments) + " arguments to function " + std::to_string(callee) + ", which takes " +
                                       std::to_string(image.functions[callee].parameterCount));
            return registersIn(a, arguments > 0 ? arguments : 1, "A+arguments");
        }
        case core::Opcode::ForPrep: case core::Opcode::ForLoop: {
            if (pc + 1 >= function.code.size() || core::opByte(function.code[pc + 1]) != uint8_t(core::Opcode::Extra))
                return fail(where, "counted loop without its operand word");
            isOperandWord[pc + 1] = true;
            const unsigned test = core::operandA(function.code[pc + 1]);
            // Not empty (never loops) nor all three outcomes (always loops).
            constexpr unsigned kAll = core::LoopTest::Less | core::LoopTest::Equal | core::LoopTest::Greater;
            if (test == 0 || test >= kAll)
                return fail(where, "loop test " + std::to_string(test) + " is not 1 to 6");
            return registersIn(a, 1, "A") && registersIn(b, 1, "B");
        }
        case core::Opcode::Extra:
            return fail(where, "operand word without a call or loop before it");
        case core::Opcode::Count:
            break;
        }
        return fail(where, "unknown opcode " + std::to_string(core::opByte(word)));
    }

    void checkDebugInfo(uint32_t index, const core::Function& function) {
        const size_t codeSize = function.code.size();
        for (uint32_t i = 0; i < function.lines.size(); ++i) {
            const core::LineEntry& entry = function.lines[i];
            const ImageLocation where{Part::LineEntry, index, i};
            if (entry.pc >= codeSize) {
                fail(where, "line entry pc " + std::to_string(entry.pc) + " outside the function's " + std::to_string(codeSize) +
                                " words");
                return;
            }
            if (i == 0 ? entry.pc != 0 : entry.pc <= function.lines[i - 1].pc) {
                fail(where, "line table not sorted by pc from pc 0");
                return;
            }
            if (entry.file >= image.sourceFiles.size()) {
                fail(where, rangeMessage("source file", entry.file, image.sourceFiles.size(), "source files"));
                return;
            }
        }
        for (uint32_t i = 0; i < function.locals.size(); ++i) {
            const core::LocalVariable& local = function.locals[i];
            const ImageLocation where{Part::Local, index, i};
            if (!stringIndex(where, local.name, "local name"))
                return;
            if (uint8_t(local.type) > uint8_t(core::ValueType::Unknown)) {
                fail(where, "unknown value type " + std::to_string(uint8_t(local.type)));
                return;
            }
            if (local.reg >= function.registerCount) {
                fail(where, "register " + std::to_string(local.reg) + " outside the frame of " +
                                std::to_string(function.registerCount) + " registers");
                return;
            }
            if (local.startPc > local.endPc || local.endPc > codeSize) {
                fail(where, "live range [" + std::to_string(local.startPc) + ", " + std::to_string(local.endPc) +
                                ") outside the function's " + std::to_string(codeSize) + " words");
                return;
            }
        }
    }

    void checkVariable(uint32_t index) {
        const Variable& variable = image.variables[index];
        const ImageLocation where{Part::Variable, index};
        if (!stringIndex(where, variable.name, "variable name"))
            return;
        if (uint8_t(variable.type) > uint8_t(core::ValueType::Unknown)) {
            fail(where, "unknown value type " + std::to_string(uint8_t(variable.type)));
            return;
        }
        if (variable.resource && *variable.resource >= image.resources.size())
            fail(where, rangeMessage("owning resource", *variable.resource, image.resources.size(), "resources"));
    }

    void checkImport(uint32_t index) {
        const Import& import = importAt(index);
        const ImageLocation where{Part::Import, index};
        if (uint8_t(import.kind) > uint8_t(Import::Kind::ResourceFunction)) {
            fail(where, "unknown import kind " + std::to_string(uint8_t(import.kind)));
            return;
        }
        if (stringIndex(where, import.name, "import name"))
            stringIndex(where, import.signature, "import signature");
    }

    void checkExternal(uint32_t index) {
        const External& external = image.externals[index];
        const ImageLocation where{Part::External, index};
        if (!stringIndex(where, external.name, "external reference name"))
            return;
        constexpr uint64_t allKinds = (uint64_t(1) << core::kResourceKindCount) - 1;
        if (external.kinds == 0 || (external.kinds & ~allKinds) != 0)
            fail(where, "invalid kind set " + std::to_string(external.kinds));
    }
};

} // namespace

std::string_view sectionIdOf(ImageLocation::Part part) {
    switch (part) {
    case Part::Meta: return "META";
    case Part::String: return "STRS";
    case Part::SourceFile: return "SRCF";
    case Part::Resource: case Part::Field: return "RSRC";
    case Part::Annotation: return "ANNO";
    case Part::Function: case Part::Constant: case Part::Instruction: return "CODE";
    case Part::LineEntry: case Part::Local: return "DBUG";
    case Part::Variable: return "VARS";
    case Part::Import: return "IMPT";
    case Part::External: return "EXTR";
    }
    return "";
}

std::optional<VerifierFinding> findImageProblem(const ModuleImage& image) { return Verifier(image).run(); }

std::optional<VerifierFinding> findAddedFunctionProblem(const ModuleImage& image, const core::Function& function,
                                                        std::span<const std::string> strings,
                                                        std::span<const Import> imports) {
    return Verifier(image, strings, imports).runOnAdded(function);
}

std::optional<FormatError> verifyImage(const ModuleImage& image) {
    auto finding = findImageProblem(image);
    if (!finding)
        return std::nullopt;
    return FormatError{{}, std::string(sectionIdOf(finding->where.part)), std::nullopt, finding->message};
}

} // namespace incursion::module
