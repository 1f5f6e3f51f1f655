// The type rules handler code is checked by: which values a type accepts, and
// how a store keeps a variable's declared width.
#pragma once

#include "core/bytecode.h"

#include <optional>

namespace incursion::script {

// Integer-like: bool, the int and uint types, and unknown (NULL).
bool isInteger(core::ValueType t);
// string or hText.
bool isText(core::ValueType t);

// Whether a value of type `from` may be stored where `to` is expected (the
// original's AllowedCast, so its corpus keeps compiling).
bool isAssignable(core::ValueType to, core::ValueType from);

// The instruction that makes a value fit a variable of type `t`, if any.
std::optional<core::Opcode> truncation(core::ValueType t);

} // namespace incursion::script
