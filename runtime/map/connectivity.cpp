#include "map/connectivity.h"

#include <algorithm>

namespace incursion::map {

namespace {

constexpr int kNeighbours[8][2] = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};
// Tunnels run orthogonally, as corridors do.
constexpr int kTunnelSteps[4][2] = {{0, -1}, {-1, 0}, {1, 0}, {0, 1}};

} // namespace

Components findComponents(const Map& map)
{
    const int width = map.width(), height = map.height();
    Components out;
    out.label.assign(size_t(map.cellCount()), -1);
    std::vector<uint8_t> open(map.terrainTypes().size());
    for (size_t i = 0; i < open.size(); ++i)
        open[i] = !map.terrainTypes()[i].has(kTerrainSolid);
    std::vector<int> queue;
    queue.reserve(size_t(map.cellCount()));
    for (int start = 0; start < map.cellCount(); ++start) {
        if (out.label[size_t(start)] >= 0 || !open[map.terrainIndex(start % width, start / width)])
            continue;
        const int32_t id = out.count();
        out.label[size_t(start)] = id;
        queue.clear();
        queue.push_back(start);
        for (size_t head = 0; head < queue.size(); ++head) {
            const int cx = queue[head] % width, cy = queue[head] / width;
            for (const auto& d : kNeighbours) {
                const int x = cx + d[0], y = cy + d[1];
                if (x < 0 || y < 0 || x >= width || y >= height)
                    continue;
                const int cell = y * width + x;
                if (out.label[size_t(cell)] < 0 && open[map.terrainIndex(x, y)]) {
                    out.label[size_t(cell)] = id;
                    queue.push_back(cell);
                }
            }
        }
        out.size.push_back(int32_t(queue.size()));
    }
    return out;
}

RepairReport repairConnectivity(LevelCanvas& canvas, CorridorDigger& digger, const CorridorStyle& style,
                                uint16_t rock)
{
    RepairReport report;
    Map& map = canvas.map();
    const int width = canvas.width(), height = canvas.height();
    Components components = findComponents(map);
    if (components.count() <= 1)
        return report;

    // The largest part is the level; a start cell sealed in a vault (the
    // corpus's arena chamber) must not turn the rest of the level to rock.
    const int32_t main =
        int32_t(std::max_element(components.size.begin(), components.size.end()) - components.size.begin());

    // Cells of each component, so a joined one can join the search at once.
    std::vector<std::vector<int>> cellsOf(size_t(components.count()));
    for (int cell = 0; cell < map.cellCount(); ++cell)
        if (components.label[size_t(cell)] >= 0)
            cellsOf[size_t(components.label[size_t(cell)])].push_back(cell);

    std::vector<uint8_t> joined(size_t(components.count()), 0);
    std::vector<int> parent(size_t(map.cellCount()), -2);     // -2 unvisited, -1 a source
    std::vector<int> queue;
    queue.reserve(size_t(map.cellCount()));
    auto addSources = [&](int32_t component) {
        joined[size_t(component)] = 1;
        for (const int cell : cellsOf[size_t(component)])
            if (parent[size_t(cell)] == -2) {
                parent[size_t(cell)] = -1;
                queue.push_back(cell);
            }
    };
    addSources(main);

    for (size_t head = 0; head < queue.size(); ++head) {
        const int current = queue[head];
        const int cx = current % width, cy = current / width;
        for (const auto& d : kTunnelSteps) {
            const int x = cx + d[0], y = cy + d[1];
            if (x < 0 || y < 0 || x >= width || y >= height)
                continue;
            const int cell = y * width + x;
            if (parent[size_t(cell)] != -2)
                continue;
            const int32_t label = components.label[size_t(cell)];
            if (label >= 0 && !joined[size_t(label)]) {
                // Another component: dig back along the search to what is joined.
                std::vector<int> path;
                for (int back = current; back >= 0 && parent[size_t(back)] != -1; back = parent[size_t(back)])
                    path.push_back(back);
                std::reverse(path.begin(), path.end());
                for (const int step : path)
                    report.cellsOpened += canvas.solid(step % width, step / width);
                digger.dig(path, style);
                for (const int step : path)
                    parent[size_t(step)] = -1;      // dug: part of what is joined now
                ++report.joined;
                addSources(label);
                continue;
            }
            if (label < 0 && digger.cuttable(x, y)) {
                parent[size_t(cell)] = current;
                queue.push_back(cell);
            }
        }
    }

    // What no tunnel reached is enclosed by vault cells or the edge.
    for (int32_t component = 0; component < components.count(); ++component) {
        if (joined[size_t(component)])
            continue;
        const std::vector<int>& cells = cellsOf[size_t(component)];
        const bool vault = std::any_of(cells.begin(), cells.end(), [&](int cell) {
            return map.hasFlag(cell % width, cell / width, kCellVault);
        });
        if (vault) {
            const int x = cells.front() % width, y = cells.front() / width;
            report.warnings.push_back("region \"" + std::string(map.regionName(x, y)) + "\": " +
                                      std::to_string(cells.size()) + " open cells from " + std::to_string(x) + "," +
                                      std::to_string(y) + " cannot be reached without cutting the vault");
            continue;
        }
        for (const int cell : cells) {
            map.setTerrainIndex(cell % width, cell / width, rock);
            map.removeFeature(cell % width, cell / width);
        }
        report.cellsFilled += int(cells.size());
    }
    return report;
}

} // namespace incursion::map
