#include "world/handle.h"

#include <array>
#include <cstdio>

namespace incursion::world {

std::string_view systemObjectName(Handle handle) {
    static constexpr std::array<std::string_view, 11> names{
        "", "e", "ETerm", "EPlayer", "EActor", "ETarget", "EVictim", "EItem", "EItem2", "EMap", "theGame"};
    return handle < names.size() ? names[handle] : std::string_view();
}

std::string handleText(Handle handle) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "0x%08x", unsigned(handle));
    return buffer;
}

std::string describeHandle(Handle handle) {
    return handleText(handle) + " (slot " + std::to_string(slotOf(handle)) + ", generation " +
           std::to_string(generationOf(handle)) + ")";
}

} // namespace incursion::world
