// Instructions, constants and compiled functions of the IncursionScript VM.
//
// Register based, three operands per 32-bit word (the layout of Lua 5.x): the
// original's two-operand accumulator code was, by its author's own account,
// the mistake to avoid. The instruction set is the table in opcodes.def; the
// design and the reasons are in README.md next to this file.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::core {

enum class Opcode : uint8_t {
#define OPCODE(name, format, mnemonic, effect) name,
#include "core/opcodes.def"
#undef OPCODE
    Count
};

constexpr size_t kOpcodeCount = static_cast<size_t>(Opcode::Count);

enum class OperandFormat : uint8_t { ABC, ABx, AsBx, A };

OperandFormat operandFormat(Opcode op);
std::string_view mnemonic(Opcode op);
std::string_view opcodeEffect(Opcode op);   // the "effect" column of opcodes.def
// The opcode for a byte read from a file, if it names one.
std::optional<Opcode> opcodeFromByte(uint8_t byte);

using Instruction = uint32_t;

constexpr int kMaxRegisters = 256;
constexpr int32_t kMaxSBx = INT16_MAX;
constexpr int32_t kMinSBx = INT16_MIN;
constexpr uint32_t kMaxBx = UINT16_MAX;

constexpr Instruction encodeABC(Opcode op, uint8_t a, uint8_t b, uint8_t c) {
    return uint32_t(op) | uint32_t(a) << 8 | uint32_t(b) << 16 | uint32_t(c) << 24;
}
constexpr Instruction encodeABx(Opcode op, uint8_t a, uint16_t bx) {
    return uint32_t(op) | uint32_t(a) << 8 | uint32_t(bx) << 16;
}
constexpr Instruction encodeAsBx(Opcode op, uint8_t a, int16_t sbx) {
    return encodeABx(op, a, static_cast<uint16_t>(sbx));
}
constexpr uint8_t opByte(Instruction i) { return uint8_t(i); }
constexpr Opcode opcodeOf(Instruction i) { return Opcode(uint8_t(i)); }  // only for verified code
constexpr uint8_t operandA(Instruction i) { return uint8_t(i >> 8); }
constexpr uint8_t operandB(Instruction i) { return uint8_t(i >> 16); }
constexpr uint8_t operandC(Instruction i) { return uint8_t(i >> 24); }
constexpr int8_t operandSC(Instruction i) { return int8_t(uint8_t(i >> 24)); }
constexpr uint16_t operandBx(Instruction i) { return uint16_t(i >> 16); }
constexpr int16_t operandSBx(Instruction i) { return int16_t(uint16_t(i >> 16)); }

// The test of a counted loop (forprep/forloop), a set of the outcomes of
// comparing the induction variable with its bound that continue the loop:
// `i < n` is Less, `i <= n` Less | Equal, `i != n` Less | Greater. One
// encoding for every comparison, decoded without branches.
namespace LoopTest {
constexpr uint8_t Less = 1, Equal = 2, Greater = 4;
}
constexpr bool loopContinues(uint8_t test, int32_t value, int32_t bound) {
    return (test >> (int(value >= bound) + int(value > bound))) & 1;
}
// A counted loop's Extra word: the test and the jump offset.
constexpr Instruction encodeLoopExtra(uint8_t test, int16_t sbx) { return encodeAsBx(Opcode::Extra, test, sbx); }

// A constant of a function. The value's meaning depends on the kind; the
// loader turns Text, Resource and External into run-time handles.
enum class ConstantKind : uint8_t {
    Integer,        // value is the number
    Text,           // value is an index into the module's string table
    Resource,       // value is an index into the module's resource table
    External,       // value is an index into the module's external references
};

struct Constant {
    ConstantKind kind = ConstantKind::Integer;
    int32_t value = 0;
    friend bool operator==(const Constant&, const Constant&) = default;
};

// Static types of script values, as the debugger shows them. Every value is one
// 32-bit register: integers and bool as they are, hObj/rID/hText as handles,
// Rect as four packed int8 (x1 lowest), string as a string handle (>= 0 a text
// of the module, < 0 a string built at run time).
enum class ValueType : uint8_t {
    Void, Bool, Int8, Int16, Int32, UInt8, UInt16, Object, Resource, Text, String, Rect, Unknown,
};

std::string_view valueTypeName(ValueType type);

// pc -> source position. Positions are what the user sees: for code produced by
// a macro, the outermost macro use.
struct LineEntry {
    uint32_t pc = 0;            // first instruction of the run
    uint32_t file = 0;          // index into the module's source-file list
    uint32_t line = 0;          // 1-based
    uint32_t column = 0;        // 1-based
    friend bool operator==(const LineEntry&, const LineEntry&) = default;
};

struct LocalVariable {
    uint32_t name = 0;          // index into the module's string table
    ValueType type = ValueType::Int32;
    uint8_t reg = 0;
    uint32_t startPc = 0;       // live in [startPc, endPc)
    uint32_t endPc = 0;
    friend bool operator==(const LocalVariable&, const LocalVariable&) = default;
};

enum class FunctionKind : uint8_t {
    EventHandler,       // `On Event ... { }`
    GearCondition,      // `Gear: if (expr) ...`
    EncounterCondition, // encounter part `{ expr }`
    ScriptFunction,     // `int32 fib(int32 n) { ... }` (our extension; not owned by a resource)
};

struct Function {
    FunctionKind kind = FunctionKind::EventHandler;
    uint32_t resource = 0;          // owning resource (index into the module's resources); 0 for script functions
    uint32_t name = 0;              // display name, index into the string table (a script function's own name)
    uint8_t parameterCount = 0;     // script functions: parameters arrive in registers 0 .. parameterCount-1
    ValueType result = ValueType::Int32;    // script functions: the declared result type
    uint16_t registerCount = 0;     // <= kMaxRegisters
    std::vector<Instruction> code;
    std::vector<Constant> constants;
    std::vector<LineEntry> lines;   // sorted by pc, first at pc 0
    std::vector<LocalVariable> locals;
    friend bool operator==(const Function&, const Function&) = default;
};

} // namespace incursion::core
