#include "map/dungeon_constants.h"

#include <iterator>

namespace incursion::map {

namespace {

constexpr DungeonConstantDefault kDefaults[] = {
    {1, 128, {}}, {2, 128, {}}, {3, 32, {}}, {4, 32, {}}, {5, 5, {}}, {6, 2, {}}, {7, 4, {}},
    {8, 0, "indestructable rock"}, {9, 0, "solid rock"}, {10, 0, "wall torch"}, {11, 0, "unworked stone"},
    {12, 0, "rough-hewn tunnel"}, {13, 0, "smooth cavity"}, {14, 50, {}}, {15, 4, {}}, {16, 4, {}}, {17, 4, {}},
    {18, 12, {}}, {19, 4, {}}, {20, 12, {}}, {21, 10, {}}, {22, 30, {}}, {23, 4, {}}, {24, 10, {}}, {25, 70, {}},
    {26, 10, {}}, {27, 500, {}}, {28, 50, {}}, {44, 20, {}}, {45, 1, {}}, {46, 100, {}}, {47, 50, {}}, {48, 3, {}},
    {49, 0, "winding corridor"}, {50, 0, "up stairs"}, {51, 0, "down stairs"}, {52, 55, {}}, {53, 20, {}},
    {54, 0, "pillar"}, {62, 5, {}}, {63, 3, {}}, {64, 30, {}}, {65, 7, {}}, {66, 6, {}}, {67, 15, {}}, {68, 20, {}},
    {70, 75, {}}, {71, 50, {}}, {72, 5, {}}, {73, 200, {}}, {74, 5, {}}, {76, 50, {}}, {77, 4, {}}, {78, 10, {}},
    {79, 0, "vaulted corridor"}, {107, 2, {}},
};

} // namespace

const DungeonConstantDefault* dungeonConstantDefault(int32_t constant)
{
    for (const DungeonConstantDefault& d : kDefaults)
        if (d.constant == constant)
            return &d;
    return nullptr;
}

} // namespace incursion::map
