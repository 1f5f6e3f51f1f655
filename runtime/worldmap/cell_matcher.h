// A schema Condition compiled to one lookup table per channel, so testing a
// cell is three table reads whatever the condition's fields.
#pragma once

#include "worldmap/schema.h"

#include <array>
#include <cstdint>

namespace incursion::worldmap {

class CellMatcher {
public:
    CellMatcher() { clear(true); }      // matches every cell
    CellMatcher(const Schema& schema, const Condition& condition);
    static CellMatcher never()
    {
        CellMatcher matcher;
        matcher.clear(false);
        return matcher;
    }

    bool matches(const uint8_t* rgb) const
    {
        return m_tables[0][rgb[0]] & m_tables[1][rgb[1]] & m_tables[2][rgb[2]];
    }

    // Whether one channel's byte passes that channel's part of the condition.
    bool channelMatches(Channel channel, uint8_t byte) const { return m_tables[size_t(channel)][byte]; }

private:
    void clear(bool value);
    std::array<std::array<uint8_t, 256>, 3> m_tables{};
};

} // namespace incursion::worldmap
