// How script values are written for people: the debugger's locals, module
// variables and watches, and the event fields the game shows, all spelled
// the same way (as a script would write them where it can: NULL, $"name").
#pragma once

#include "core/bytecode.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace incursion::vm {

class HostInspector;
class Interpreter;
class Program;

// "text" as a C literal (\" \\ \n \r \t, other controls as \xNN), cut after
// `limit` bytes at a UTF-8 character boundary with "..." after the closing quote.
std::string quotedText(std::string_view text, size_t limit = 200);

// What a value's spelling may look up; any of them may be null.
struct ValueFormatContext {
    const Program* program = nullptr;           // resource names, texts
    const Interpreter* interpreter = nullptr;   // run-time strings
    const HostInspector* host = nullptr;        // objects
};

// true; 12; 200 (uint8); NULL; creature "goblin" (#0x00100007); $"long sword";
// "a text"; (1, 2)-(5, 6) for a Rect.
std::string formatValue(core::ValueType type, int32_t value, const ValueFormatContext& context);

} // namespace incursion::vm
