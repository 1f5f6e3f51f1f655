#include "module/module_error.h"

#include <cstdio>

namespace incursion::module {

namespace {

std::string hex(size_t value) {
    char buffer[24];
    std::snprintf(buffer, sizeof buffer, "0x%zx", value);
    return buffer;
}

} // namespace

std::string ModuleError::describe() const {
    std::string text;
    if (!file.empty())
        text += file + ": ";
    std::string where;
    if (!section.empty())
        where = (section == "header" || section == "directory") ? section : "section " + section;
    if (offset)
        where += (where.empty() ? "offset " : ", offset ") + hex(*offset);
    if (!where.empty())
        text += where + ": ";
    return text + message;
}

} // namespace incursion::module
