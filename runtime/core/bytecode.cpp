// The per-opcode tables, generated from opcodes.def.
#include "core/bytecode.h"

#include <array>

namespace incursion::core {

namespace {

struct OpcodeInfo {
    OperandFormat format;
    std::string_view mnemonic;
    std::string_view effect;
};

constexpr std::array<OpcodeInfo, kOpcodeCount> kOpcodeInfo = {{
#define OPCODE(name, format, mnemonic, effect) {OperandFormat::format, mnemonic, effect},
#include "core/opcodes.def"
#undef OPCODE
}};

const OpcodeInfo& infoOf(Opcode op) { return kOpcodeInfo.at(static_cast<size_t>(op)); }

} // namespace

OperandFormat operandFormat(Opcode op) { return infoOf(op).format; }

std::string_view mnemonic(Opcode op) { return infoOf(op).mnemonic; }

std::string_view opcodeEffect(Opcode op) { return infoOf(op).effect; }

std::optional<Opcode> opcodeFromByte(uint8_t byte) {
    if (byte >= kOpcodeCount)
        return std::nullopt;
    return static_cast<Opcode>(byte);
}

std::string_view valueTypeName(ValueType type) {
    switch (type) {
    case ValueType::Void: return "void";
    case ValueType::Bool: return "bool";
    case ValueType::Int8: return "int8";
    case ValueType::Int16: return "int16";
    case ValueType::Int32: return "int32";
    case ValueType::UInt8: return "uint8";
    case ValueType::UInt16: return "uint16";
    case ValueType::Object: return "hObj";
    case ValueType::Resource: return "rID";
    case ValueType::Text: return "hText";
    case ValueType::String: return "string";
    case ValueType::Rect: return "Rect";
    case ValueType::Unknown: return "unknown";
    }
    return "unknown";
}

} // namespace incursion::core
