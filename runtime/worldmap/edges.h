// The four edges a tile attaches by (never diagonally), and the step to the
// neighbour across each: what the rules, the generator, local tiles and
// travel all walk.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace incursion::worldmap {

enum class Edge : uint8_t { North, East, South, West };
constexpr std::array<Edge, 4> kEdges{Edge::North, Edge::East, Edge::South, Edge::West};
// {dx, dy} to the neighbour across each edge, in kEdges order.
constexpr std::array<std::array<int, 2>, 4> kEdgeSteps{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};

constexpr std::array<int, 2> edgeOffset(Edge edge)
{
    return kEdgeSteps[size_t(edge)];
}

constexpr std::string_view edgeName(Edge edge)
{
    constexpr std::string_view kNames[] = {"north", "east", "south", "west"};
    return kNames[size_t(edge)];
}

} // namespace incursion::worldmap
