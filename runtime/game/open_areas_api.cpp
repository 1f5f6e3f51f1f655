#include "game/open_areas_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/script_host.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game::open_areas_api {

namespace {

using vm::HostCall;

// inc/Defines.h
constexpr int32_t FOA_ALLOW_WATER = 0x0001, FOA_WATER_ONLY = 0x0002, FOA_ALLOW_SPEC = 0x0004, FOA_SPEC_ONLY = 0x0008,
                  FOA_SOLID_ONLY = 0x0010, FOA_NO_TREES = 0x0040, FOA_TREES_ONLY = 0x0080, FOA_FLOOR_ONLY = 0x0100,
                  FOA_ALLOW_FALL = 0x0200, FOA_FALL_ONLY = 0x0400, FOA_ALLOW_WARN = 0x0800, FOA_WARN_ONLY = 0x1000;
constexpr int32_t TF_SPECIAL = 5;
constexpr size_t kMostOpenCells = 2048;

// A kind of terrain the flags leave out unless allowed, or take alone.
bool passes(bool is, int32_t flags, int32_t allow, int32_t only)
{
    return is ? (flags & allow) != 0 : (flags & only) == 0;
}

bool openCell(const Game& game, const Level& level, int x, int y, int32_t flags)
{
    const map::Map& m = level.map();
    if (m.solid(x, y) != ((flags & FOA_SOLID_ONLY) != 0) || m.featureAt(x, y) || level.creatureAt(x, y))
        return false;
    const map::TerrainType& terrain = m.terrain(x, y);
    const auto view = module::view<module::TerrainView>(game.resources(), terrain.resource);
    const bool water = terrain.has(map::kTerrainWater);
    if (!passes(view && view->hasFlag(TF_SPECIAL) && !water, flags, FOA_ALLOW_SPEC, FOA_SPEC_ONLY) ||
        !passes(terrain.has(map::kTerrainWarn) && !water, flags, FOA_ALLOW_WARN, FOA_WARN_ONLY) ||
        !passes(water, flags, FOA_ALLOW_WATER, FOA_WATER_ONLY))
        return false;
    // Trees are taken unless left out; FOA_TREES_ONLY takes them alone.
    if (terrain.has(map::kTerrainTree) ? (flags & FOA_NO_TREES) != 0 : (flags & FOA_TREES_ONLY) != 0)
        return false;
    if (!passes(terrain.has(map::kTerrainFall), flags, FOA_ALLOW_FALL, FOA_FALL_ONLY))
        return false;
    if (flags & FOA_FLOOR_ONLY) {
        const map::Region* region = m.regionAt(x, y);
        const auto regionView = region ? module::view<module::RegionView>(game.resources(), region->resource)
                                       : std::nullopt;
        if (!regionView || terrain.resource != regionView->floor())
            return false;
    }
    return true;
}

// rule: src/MakeLev.cpp, Map::FindOpenAreas (every region: the script passes none)
int32_t findOpenAreas(HostCall& call)
{
    const Level* level = api_access::levelArgument(call, 0);
    Game* game = api_access::gameOf(call);
    if (!level || !game)
        return 0;
    const uint32_t r = uint32_t(call.arg(1));
    const auto part = [&](int shift) { return int(uint8_t(r >> shift)); };
    const int32_t flags = uint16_t(call.arg(2));
    const map::Map& m = level->map();
    std::vector<int32_t>& open = api_access::host(call).openCells[level->handle()];
    open.clear();
    for (int x = std::max(0, part(0)); x <= std::min(m.width() - 1, part(16)); ++x)
        for (int y = std::max(0, part(8)); y <= std::min(m.height() - 1, part(24)); ++y)
            if (openCell(*game, *level, x, y, flags)) {
                open.push_back(x + 256 * y);
                if (open.size() == kMostOpenCells)
                    return 1;
            }
    return !open.empty();
}

// rule: src/MakeLev.cpp, Map::GetOpenXY
int32_t getOpenXY(HostCall& call)
{
    const Level* level = api_access::levelArgument(call, 0);
    Game* game = api_access::gameOf(call);
    if (!level || !game)
        return 0;
    const std::vector<int32_t>& open = api_access::host(call).openCells[level->handle()];
    return open.empty() ? 0 : open[size_t(game->randomBelow(int32_t(open.size())))];
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kMap, "FindOpenAreas", ValueType::Bool,
                         {param(ValueType::Rect, "Area"), param(ValueType::UInt16, "Flags", 0)}, &findOpenAreas));
    api.push_back(member(kMap, "GetOpenXY", ValueType::UInt16, {}, &getOpenXY));
}

} // namespace incursion::game::open_areas_api
