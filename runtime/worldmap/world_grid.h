// The world grid: one cell per world tile, each the red, green and blue bytes
// of the world bitmap's pixel, kept as they are (3 bytes per cell, row-major).
// Fields are read and written through a schema's Field: setting one changes
// only that field's bits.
//
//   WorldGrid grid(64, 48);
//   grid.set(3, 4, schema.field("road"), 1);
//   int elevation = grid.get(3, 4, schema.field("elevation"));
#pragma once

#include "worldmap/schema.h"

#include <array>
#include <cstdint>
#include <vector>

namespace incursion::worldmap {

class WorldGrid {
public:
    // The largest world read or made: 16384 cells a side, 2^26 cells in all
    // (192 MiB of pixels).
    static constexpr int kMaxSide = 16384;
    static constexpr uint64_t kMaxCells = uint64_t(1) << 26;
    // Whether a world of this size may be made; the reason when not.
    static std::string sizeProblem(uint64_t width, uint64_t height);

    // All bytes 0. std::invalid_argument when sizeProblem() is not empty.
    WorldGrid(int width, int height);

    int width() const { return m_width; }
    int height() const { return m_height; }
    size_t cellCount() const { return size_t(m_width) * size_t(m_height); }
    bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < m_width && y < m_height; }
    // Row-major index; std::out_of_range outside the grid. Inline: every pass over cells calls it.
    size_t index(int x, int y) const
    {
        if (!contains(x, y)) [[unlikely]]
            throwOutside(x, y);
        return size_t(y) * size_t(m_width) + size_t(x);
    }

    uint8_t byte(int x, int y, Channel channel) const { return m_rgb[index(x, y) * 3 + size_t(channel)]; }
    void setByte(int x, int y, Channel channel, uint8_t value) { m_rgb[index(x, y) * 3 + size_t(channel)] = value; }

    // The field's value at a cell: (byte >> shift) & mask.
    int get(int x, int y, const Field& field) const { return fieldOf(cell(index(x, y)), field); }
    // Writes only the field's bits; std::out_of_range for a value the bits cannot hold.
    void set(int x, int y, const Field& field, int value);

    // The pixel bytes of a cell by index (3 bytes: red, green, blue).
    const uint8_t* cell(size_t cellIndex) const { return m_rgb.data() + cellIndex * 3; }
    uint8_t* cell(size_t cellIndex) { return m_rgb.data() + cellIndex * 3; }
    static int fieldOf(const uint8_t* rgb, const Field& field)
    {
        return (rgb[size_t(field.channel)] >> field.shift) & field.mask();
    }
    static void setFieldOf(uint8_t* rgb, const Field& field, int value);

    // All pixels, row-major RGB.
    const std::vector<uint8_t>& bytes() const { return m_rgb; }
    std::vector<uint8_t>& bytes() { return m_rgb; }

    friend bool operator==(const WorldGrid&, const WorldGrid&) = default;

private:
    [[noreturn]] void throwOutside(int x, int y) const;

    int m_width = 0;
    int m_height = 0;
    std::vector<uint8_t> m_rgb;
};

// "X,Y" as two non-negative integers; nullopt otherwise.
std::optional<std::array<int, 2>> parseCellPosition(std::string_view text);

} // namespace incursion::worldmap
