#include "type_rules.h"

namespace incursion::script {

using core::Opcode;
using core::ValueType;

bool isInteger(core::ValueType t)
{
    switch (t) {
    case core::ValueType::Bool: case core::ValueType::Int8: case core::ValueType::Int16: case core::ValueType::Int32:
    case core::ValueType::UInt8: case core::ValueType::UInt16: case core::ValueType::Unknown:
        return true;
    default:
        return false;
    }
}

bool isText(core::ValueType t) { return t == core::ValueType::String || t == core::ValueType::Text; }

bool isAssignable(core::ValueType to, core::ValueType from)
{
    if (to == from || to == core::ValueType::Unknown || from == core::ValueType::Unknown)
        return true;
    if (isText(to) && isText(from))
        return true;
    // The original's type code for uint16 was also its "unknown" code, so
    // uint16 values and variables went anywhere; the corpus relies on it.
    if (to == core::ValueType::UInt16 || from == core::ValueType::UInt16)
        return from != core::ValueType::Void && to != core::ValueType::Void;
    if (to == core::ValueType::Bool)
        return from != core::ValueType::String && from != core::ValueType::Void;
    return isInteger(to) && isInteger(from);
}

// Stores into narrower variables keep the declared width (the original kept
// all 32 bits; the VM reports a store that changes a value in playtests).
std::optional<core::Opcode> truncation(core::ValueType t)
{
    switch (t) {
    case core::ValueType::Int8: return core::Opcode::Trunc8;
    case core::ValueType::Int16: return core::Opcode::Trunc16;
    case core::ValueType::UInt8: return core::Opcode::TruncU8;
    case core::ValueType::UInt16: return core::Opcode::TruncU16;
    case core::ValueType::Bool: return core::Opcode::ToBool;
    default: return std::nullopt;
    }
}

} // namespace incursion::script
