#include "worldmap/world_grid.h"

#include <charconv>
#include <stdexcept>
#include <string>

namespace incursion::worldmap {

std::string WorldGrid::sizeProblem(uint64_t width, uint64_t height)
{
    if (width == 0 || height == 0)
        return "a world has at least one cell each way, not " + std::to_string(width) + "x" + std::to_string(height);
    if (width > uint64_t(kMaxSide) || height > uint64_t(kMaxSide))
        return std::to_string(width) + "x" + std::to_string(height) + " cells is larger than the largest world (" +
               std::to_string(kMaxSide) + " cells a side)";
    if (width * height > kMaxCells)
        return std::to_string(width) + "x" + std::to_string(height) + " cells is more than the largest world (" +
               std::to_string(kMaxCells) + " cells)";
    return {};
}

WorldGrid::WorldGrid(int width, int height)
{
    if (width < 0 || height < 0)
        throw std::invalid_argument("a world has at least one cell each way");
    if (std::string problem = sizeProblem(uint64_t(width), uint64_t(height)); !problem.empty())
        throw std::invalid_argument(problem);
    m_width = width;
    m_height = height;
    m_rgb.assign(cellCount() * 3, 0);
}

void WorldGrid::throwOutside(int x, int y) const
{
    throw std::out_of_range("cell " + std::to_string(x) + "," + std::to_string(y) + " is outside the " +
                            std::to_string(m_width) + "x" + std::to_string(m_height) + " world");
}

void WorldGrid::setFieldOf(uint8_t* rgb, const Field& field, int value)
{
    if (value < 0 || value > field.largestStored())
        throw std::out_of_range("field \"" + field.name + "\" holds 0.." + std::to_string(field.largestStored()) +
                                ", not " + std::to_string(value));
    const uint8_t bits = uint8_t(field.mask() << field.shift);
    uint8_t& byte = rgb[size_t(field.channel)];
    byte = uint8_t((byte & ~bits) | (uint8_t(value) << field.shift));
}

void WorldGrid::set(int x, int y, const Field& field, int value)
{
    setFieldOf(cell(index(x, y)), field, value);
}

std::optional<std::array<int, 2>> parseCellPosition(std::string_view text)
{
    const size_t comma = text.find(',');
    if (comma == std::string_view::npos)
        return std::nullopt;
    std::array<int, 2> position{};
    const std::string_view parts[2] = {text.substr(0, comma), text.substr(comma + 1)};
    for (int i = 0; i < 2; ++i) {
        const auto [end, ec] = std::from_chars(parts[i].data(), parts[i].data() + parts[i].size(), position[size_t(i)]);
        if (parts[i].empty() || ec != std::errc() || end != parts[i].data() + parts[i].size() || position[size_t(i)] < 0)
            return std::nullopt;
    }
    return position;
}

} // namespace incursion::worldmap
