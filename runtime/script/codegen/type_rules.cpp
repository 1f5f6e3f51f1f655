#include "type_rules.h"

namespace incursion::script {

using vm::Opcode;
using vm::ValueType;

bool isInteger(ValueType t)
{
    switch (t) {
    case ValueType::Bool: case ValueType::Int8: case ValueType::Int16: case ValueType::Int32:
    case ValueType::UInt8: case ValueType::UInt16: case ValueType::Unknown:
        return true;
    default:
        return false;
    }
}

bool isText(ValueType t) { return t == ValueType::String || t == ValueType::Text; }

bool isAssignable(ValueType to, ValueType from)
{
    if (to == from || to == ValueType::Unknown || from == ValueType::Unknown)
        return true;
    if (isText(to) && isText(from))
        return true;
    // The original's type code for uint16 was also its "unknown" code, so
    // uint16 values and variables went anywhere; the corpus relies on it.
    if (to == ValueType::UInt16 || from == ValueType::UInt16)
        return from != ValueType::Void && to != ValueType::Void;
    if (to == ValueType::Bool)
        return from != ValueType::String && from != ValueType::Void;
    return isInteger(to) && isInteger(from);
}

// Stores into narrower variables keep the declared width (the original kept
// all 32 bits; the VM reports a store that changes a value in playtests).
std::optional<Opcode> truncation(ValueType t)
{
    switch (t) {
    case ValueType::Int8: return Opcode::Trunc8;
    case ValueType::Int16: return Opcode::Trunc16;
    case ValueType::UInt8: return Opcode::TruncU8;
    case ValueType::UInt16: return Opcode::TruncU16;
    case ValueType::Bool: return Opcode::ToBool;
    default: return std::nullopt;
    }
}

} // namespace incursion::script
