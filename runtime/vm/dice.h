// Dice for the `roll` instruction (`2d6`). The game's random numbers must be
// deterministic and seeded (replays, saves), so the interpreter never draws
// them itself: the game injects its roller.
#pragma once

#include <cstdint>

namespace incursion::vm {

class DiceRoller {
public:
    virtual ~DiceRoller() = default;
    // The sum of `count` dice of `sides` sides (each int8, as the script wrote them).
    virtual int32_t roll(int32_t count, int32_t sides) = 0;
};

// A seeded roller (SplitMix64): the same seed gives the same rolls everywhere.
// No dice or no sides roll 0; negative counts or sides count as 0.
class SeededDice final : public DiceRoller {
public:
    explicit SeededDice(uint64_t seed) : state_(seed) {}
    int32_t roll(int32_t count, int32_t sides) override;
    uint64_t next();
    // The whole state, for saved games: setState(state()) changes nothing.
    uint64_t state() const { return state_; }
    void setState(uint64_t state) { state_ = state; }

private:
    uint64_t state_;
};

} // namespace incursion::vm
