// Walking on a level: which cells a walker may enter, and one bounded
// breadth-first search over them, shared by the monsters' AI (to get round
// what it cannot walk straight through) and the player's bots (to explore,
// reach the stairs, close in on a monster).
#pragma once

#include "game/player_command.h"
#include "map/map.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace incursion::game {

// Whether a walker may enter (x, y) as the map stands now: inside the map,
// terrain that does not block movement, and no closed door unless
// `opensDoors` and the door is neither locked nor secret (walking into it
// opens it). Creatures are the caller's business.
bool walkableCell(const map::Map& map, int x, int y, bool opensDoors);

// A closed door on (x, y) that a walker who opens doors can open.
bool openableDoorAt(const map::Map& map, int x, int y);

struct SearchResult {
    int x = -1;                 // the goal cell found
    int y = -1;
    int distance = 0;           // steps from the start
    int firstDirection = -1;    // the first step (kDirectionX/Y index)
};

// A breadth-first search over 8-neighbour steps. Its buffers are kept
// between searches and each search stamps the cells it visits with its own
// number, so a search costs only the cells it visits, not the map's size.
class GridSearch {
public:
    // The nearest cell for which isGoal(x, y) holds, reached through cells
    // for which canEnter(x, y) holds (the goal itself need not be
    // enterable: a monster's cell can be a goal). The start is never a goal.
    // Neighbours are tried in direction order, so the same map gives the same
    // answer. Stops after visiting `maxCells` cells: nullopt then, and when
    // nothing reachable is a goal.
    template <typename CanEnter, typename IsGoal>
    std::optional<SearchResult> nearest(int width, int height, int startX, int startY, CanEnter&& canEnter,
                                        IsGoal&& isGoal, int maxCells);

    // Whether the last search reached (x, y): entered it or looked at it
    // from a neighbour. After a search that found nothing, the cells it
    // entered are everything reachable from its start, so a search from any
    // of them would find nothing too.
    bool reached(int x, int y) const
    {
        return x >= 0 && y >= 0 && x < width_ && y < height_ && stamp_ != 0 &&
               visited_[size_t(y * width_ + x)] == stamp_;
    }

private:
    void begin(int width, int height);

    int width_ = 0;
    int height_ = 0;
    uint32_t stamp_ = 0;
    std::vector<uint32_t> visited_;     // the stamp of the search that reached the cell
    std::vector<int8_t> firstStep_;     // the direction of the first step towards it
    std::vector<int32_t> queue_;        // cell indices, in visiting order
    std::vector<int32_t> distance_;     // parallel to queue_
};

template <typename CanEnter, typename IsGoal>
std::optional<SearchResult> GridSearch::nearest(int width, int height, int startX, int startY, CanEnter&& canEnter,
                                                IsGoal&& isGoal, int maxCells)
{
    if (width <= 0 || height <= 0 || startX < 0 || startY < 0 || startX >= width || startY >= height)
        return std::nullopt;
    begin(width, height);
    size_t head = 0;
    size_t tail = 0;
    const int32_t start = startY * width + startX;
    visited_[size_t(start)] = stamp_;
    firstStep_[size_t(start)] = -1;
    queue_[tail] = start;
    distance_[tail++] = 0;
    int expanded = 0;
    while (head < tail) {
        if (++expanded > maxCells)
            return std::nullopt;
        const int32_t cell = queue_[head];
        const int32_t distance = distance_[head++];
        const int cx = cell % width;
        const int cy = cell / width;
        for (int d = 0; d < 8; ++d) {
            const int nx = cx + kDirectionX[d];
            const int ny = cy + kDirectionY[d];
            if (nx < 0 || ny < 0 || nx >= width || ny >= height)
                continue;
            const int32_t next = ny * width + nx;
            if (visited_[size_t(next)] == stamp_)
                continue;
            visited_[size_t(next)] = stamp_;
            const int8_t first = cell == start ? int8_t(d) : firstStep_[size_t(cell)];
            if (isGoal(nx, ny))
                return SearchResult{nx, ny, distance + 1, first};
            if (!canEnter(nx, ny))
                continue;
            firstStep_[size_t(next)] = first;
            queue_[tail] = next;
            distance_[tail++] = distance + 1;
        }
    }
    return std::nullopt;
}

} // namespace incursion::game
