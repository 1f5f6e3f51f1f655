#include "vm/value_format.h"

#include "vm/host_inspector.h"
#include "vm/interpreter.h"
#include "vm/program.h"

#include <cstdio>

namespace incursion::vm {

namespace {

std::string handleNumber(int32_t value)
{
    char text[16];
    std::snprintf(text, sizeof text, "#0x%08x", static_cast<uint32_t>(value));
    return text;
}

} // namespace

std::string quotedText(std::string_view text, size_t limit)
{
    size_t shown = text.size();
    if (shown > limit) {
        shown = limit;
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
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\x%02X", static_cast<unsigned char>(c));
                out += escaped;
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

std::string formatValue(core::ValueType type, int32_t value, const ValueFormatContext& context)
{
    switch (type) {
    case core::ValueType::Bool:
        return value ? "true" : "false";
    case core::ValueType::UInt8:
        return std::to_string(uint8_t(value));
    case core::ValueType::UInt16:
        return std::to_string(uint16_t(value));
    case core::ValueType::Object: {
        if (value == 0)
            return "NULL";
        const std::string what = context.host ? context.host->describeObject(value) : std::string();
        return what.empty() ? handleNumber(value) : what + " (" + handleNumber(value) + ")";
    }
    case core::ValueType::Resource: {
        if (value == 0)
            return "NULL";
        // Linked IDs: the module's slot in the top byte, its resource index below.
        const uint32_t slot = uint32_t(value) >> 24, index = uint32_t(value) & 0xFFFFFF;
        if (context.program) {
            for (const Program::Module& module : context.program->modules())
                if (module.slot == slot && index < module.image->resources.size())
                    return "$" + quotedText(module.image->strings[module.image->resources[index].name]);
        }
        return handleNumber(value);
    }
    case core::ValueType::Text:
    case core::ValueType::String:
        if (context.interpreter)
            return quotedText(context.interpreter->stringBytes(value));
        if (context.program && value >= 0)
            return quotedText(context.program->text(value));
        return std::to_string(value);
    case core::ValueType::Rect: {
        auto field = [&](int n) { return std::to_string(int8_t(uint32_t(value) >> (8 * n))); };
        return "(" + field(0) + ", " + field(1) + ")-(" + field(2) + ", " + field(3) + ")";
    }
    default:
        return std::to_string(value);
    }
}

} // namespace incursion::vm
