#include "module/format_error.h"

#include <cstdio>

namespace incursion::module {

std::string hexText(uint64_t value) {
    char buffer[24];
    std::snprintf(buffer, sizeof buffer, "0x%llx", static_cast<unsigned long long>(value));
    return buffer;
}

std::string FormatError::describe() const {
    std::string text;
    if (!file.empty())
        text += file + ": ";
    std::string where;
    if (!section.empty())
        where = (section == "header" || section == "directory") ? section : "section " + section;
    if (offset)
        where += (where.empty() ? "offset " : ", offset ") + hexText(*offset);
    if (!where.empty())
        text += where + ": ";
    return text + message;
}

} // namespace incursion::module
