// What the player knows of the game at one moment, as plain values: the
// level's cells as glyphs (seen, remembered or unknown), the creatures and
// items in sight, the status line and the queue of who acts next. The game
// thread takes it after each step; the studio's playtest dock draws it on
// the GUI thread without touching the game.
#pragma once

#include "game/creature.h"
#include "game/game.h"
#include "game/world_travel_state.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace incursion::game {

enum class CellKnowledge : uint8_t { Unknown = 0, Remembered = 1, Seen = 2 };

struct ViewCell {
    char32_t glyph = U' ';
    uint8_t colour = 7;
    CellKnowledge knowledge = CellKnowledge::Unknown;
    uint16_t terrain = 0xFFFF;      // index into PlayerView::terrainNames; 0xFFFF unknown
};

struct ViewThing {
    Handle handle = world::kNoObject;
    bool isCreature = false;
    int32_t x = 0, y = 0;
    char32_t glyph = U'?';
    uint8_t colour = 7;
    std::string name;           // as the player knows it
    int32_t hp = 0, maxHp = 0;  // creatures
    Attitude attitude = Attitude::Peaceful;
    ResourceId resource = 0;    // the Monster or Item resource
    bool companion = false;     // a creature the player leads (companions.h)
};

// One of the player's companions, as the character sheet lists them.
struct CompanionView {
    Handle handle = world::kNoObject;
    std::string name;           // as the player knows it
    int32_t hp = 0, maxHp = 0;
    int32_t challenge = 0;      // its CR, what it weighs in the player's pools
};

// One item the player carries, as the inventory shows it.
struct ViewItem {
    Handle handle = world::kNoObject;
    std::string name;           // as the inventory lists it (Game::listedNameOf: "3 x milky potion (1 charge)")
    int32_t itemType = 0;       // rules::T_POTION ...
    bool wielded = false;       // in a hand (weapon, shield)
    bool worn = false;          // in another slot (armour, helmet, ring ...)
    bool wearable = false;      // has a slot to be wielded or worn in
};

// What the character sheet (`C`) shows besides the status line.
// A skill the character holds ranks in (skill_points.h), with its level.
struct SheetSkill {
    std::string name;
    int32_t ranks = 0, level = 0;
};

struct SheetView {
    // Who the character is: names as the modules spell them; empty when it has none
    // (a creature without a character sheet, a class-less character, no god).
    std::string race;
    std::vector<std::string> classes;       // "Fighter 2", in the order taken, with each class's level
    std::string god;
    std::vector<std::string> domains;       // a priest's, in the order chosen
    bool female = false;
    std::array<int32_t, 6> attributes{};    // STR DEX CON INT WIS CHA, with their adjustments
    int32_t defence = 10, hitBonus = 0, armour = 0, move = 100, size = 4;
    std::vector<std::string> spells;        // in casting order (Cast's index)
    std::vector<std::string> feats;         // by name, sorted (feats.h)
    std::array<int32_t, 3> saves{};         // what a Fortitude, Reflex, Will throw adds (combat.h saveBonus)
    std::vector<SheetSkill> skills;         // the skills with ranks, in skill order
    std::vector<CompanionView> companions;  // on the player's level, in the order they joined it
};

struct PlayerStatus {
    std::string name;
    int32_t hp = 0, maxHp = 0, mana = 0, maxMana = 0;
    int32_t speed = 100, level = 1, experience = 0;
    int32_t depth = 1;          // 0: on a world's local tile
    std::optional<std::array<int, 2>> worldCell;    // on a world: the cell, on its tile or in its dungeon
    std::vector<TravelChoice> travel;               // on a world's tile: the rides its services offer
    // Whether `f` and `t` would shoot now (ranged::shotNeedsAim): only then
    // does the map ask where to; otherwise the command goes as it is.
    bool fireAims = false, throwAims = false;
    uint64_t turn = 0, tick = 0;
    std::string region;         // of the player's cell; empty outside any
    // The hunger state (hunger.h: hunger::HUNGRY ...), which the status line
    // shows unless it is Content or Satiated, as the original's sidebar did.
    int32_t hunger = 2000;      // hunger::CONTENT
    bool dead = false;
    std::string causeOfDeath;
};

// A glyph a script drew over the map (screen_overlay.h), decoded as the map's cells are.
struct ViewOverlayCell {
    int32_t x = 0, y = 0;
    char32_t glyph = U' ';
    uint8_t colour = 7, background = 0;
    friend bool operator==(const ViewOverlayCell&, const ViewOverlayCell&) = default;
};

// A frame of a script's animation: its glyphs and how long it stays (ms).
struct ViewOverlayFrame {
    std::vector<ViewOverlayCell> cells;
    int32_t holdMilliseconds = 0;
};

struct PlayerView {
    int32_t width = 0, height = 0;
    std::vector<ViewCell> cells;        // row-major
    std::vector<std::string> terrainNames;  // "flagstone floor", "oak door" ... as cells index them
    std::vector<ViewThing> things;      // on seen cells: items first, then creatures
    PlayerStatus status;
    std::vector<ViewItem> inventory;    // in the order picked up
    SheetView sheet;
    Handle player = world::kNoObject;
    int32_t playerX = 0, playerY = 0;
    std::vector<UpcomingAction> upcoming;   // the turn queue in acting order (the Turn included)
    std::vector<LogEntry> messages;     // log entries after `sinceMessage`
    uint64_t messageCount = 0;          // Game::messagesLogged() when taken
    // What scripts drew over the map and left there (PutGlyph until RefreshMap),
    // drawn over the cells and things; and the frames they showed since the
    // player's last command (TermUpdate, StopWatch), for the map to play.
    std::vector<ViewOverlayCell> overlay;
    std::vector<ViewOverlayFrame> animation;
};

// The view of `game`'s player now; `sinceMessage` is the messageCount of the
// previous view (0 for all kept messages).
PlayerView takePlayerView(const Game& game, uint64_t sinceMessage = 0);
// The character sheet of `game`'s player alone (the view's `sheet`).
SheetView takeSheetView(const Game& game);

} // namespace incursion::game
