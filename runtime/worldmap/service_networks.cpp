#include "worldmap/service_networks.h"

#include "worldmap/edges.h"
#include "worldmap/scourge_fields.h"

#include <algorithm>
#include <limits>

namespace incursion::worldmap {
namespace {

using Cell = std::array<int, 2>;

// Prim's algorithm over the complete graph of the cells, squared distances,
// ties to the lower index: deterministic.
std::vector<std::array<uint32_t, 2>> spanningTree(const std::vector<Cell>& cells)
{
    std::vector<std::array<uint32_t, 2>> links;
    if (cells.size() < 2)
        return links;
    constexpr int64_t kFar = std::numeric_limits<int64_t>::max();
    std::vector<int64_t> nearest(cells.size(), kFar);
    std::vector<uint32_t> via(cells.size(), 0);
    std::vector<bool> inTree(cells.size(), false);
    const auto distance = [&](size_t a, size_t b) {
        const int64_t dx = cells[a][0] - cells[b][0], dy = cells[a][1] - cells[b][1];
        return dx * dx + dy * dy;
    };
    size_t added = 0;
    inTree[0] = true;
    for (size_t step = 1; step < cells.size(); ++step) {
        for (size_t i = 0; i < cells.size(); ++i)
            if (!inTree[i] && distance(added, i) < nearest[i]) {
                nearest[i] = distance(added, i);
                via[i] = uint32_t(added);
            }
        size_t next = 0;
        int64_t best = kFar;
        for (size_t i = 0; i < cells.size(); ++i)
            if (!inTree[i] && nearest[i] < best) {
                best = nearest[i];
                next = i;
            }
        inTree[next] = true;
        added = next;
        links.push_back({std::min(via[next], uint32_t(next)), std::max(via[next], uint32_t(next))});
    }
    std::sort(links.begin(), links.end());
    return links;
}

} // namespace

std::vector<ServiceNetwork> serviceNetworks(const Schema& schema, const WorldGrid& world)
{
    const ScourgeFields f(schema);
    std::vector<ServiceNetwork> networks;
    constexpr uint32_t kNone = std::numeric_limits<uint32_t>::max();
    std::vector<uint32_t> network(world.cellCount(), kNone);     // which network's ride reached a cell
    std::vector<size_t> open;
    for (const Service service : kServices) {
        std::fill(network.begin(), network.end(), kNone);
        const size_t first = networks.size();
        for (int y = 0; y < world.height(); ++y)
            for (int x = 0; x < world.width(); ++x) {
                if (!offersService(f, world, service, x, y) || walkTenths(f, world, x, y) < 0)
                    continue;
                const size_t index = world.index(x, y);
                if (network[index] == kNone) {
                    // A new network: every cell its ride reaches (airships fly anywhere: one network).
                    const auto label = uint32_t(networks.size());
                    if (service == Service::Airport && networks.size() > first) {
                        network[index] = uint32_t(first);
                    } else {
                        networks.push_back(ServiceNetwork{service, {}, {}});
                        network[index] = label;
                        open.assign(1, index);
                        while (!open.empty()) {
                            const size_t at = open.back();
                            open.pop_back();
                            const int ax = int(at % size_t(world.width())), ay = int(at / size_t(world.width()));
                            for (const auto& [dx, dy] : kEdgeSteps) {
                                if (!world.contains(ax + dx, ay + dy)
                                    || network[world.index(ax + dx, ay + dy)] != kNone
                                    || rideStepTenths(f, world, service, ax, ay, ax + dx, ay + dy) < 0)
                                    continue;
                                network[world.index(ax + dx, ay + dy)] = label;
                                open.push_back(world.index(ax + dx, ay + dy));
                            }
                        }
                    }
                }
                networks[network[index]].cells.push_back({x, y});
            }
    }
    for (ServiceNetwork& each : networks)
        each.links = spanningTree(each.cells);
    return networks;
}

} // namespace incursion::worldmap
