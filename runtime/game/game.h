// A game in play: the loaded modules and their scripts, the objects, the
// levels, the turn queue, the player's messages and the playtest's numbers.
// It runs headless; incplay and the studio's playtest dock drive it with
// player commands (player_command.h) and read its state.
//
// The rules live next to it, one file each: combat.h (the melee chain of
// nested events), spell_engine.h (effects by archetype and area),
// monster_ai.h (what monsters do), identification.h (flavours). The game
// answers the event system as its EventParticipants and the message
// formatter as its NameSource.
#pragma once

#include "game/character_sex.h"
#include "game/creature.h"
#include "game/event_system.h"
#include "game/feature_object.h"
#include "game/identification.h"
#include "game/religion.h"
#include "game/item.h"
#include "game/level.h"
#include "game/message_format.h"
#include "game/message_queue.h"
#include "game/player_command.h"
#include "game/player_prompts.h"
#include "game/playtest_stats.h"
#include "game/screen_overlay.h"
#include "game/script_host.h"
#include "game/turn_queue.h"
#include "game/world_travel_state.h"
#include "map/field_of_view.h"
#include "map/vault_placement.h"
#include "module/module_image.h"
#include "module/resource_views.h"
#include "world/object_registry.h"
#include "world/save_file.h"

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace incursion::game {

struct GameOptions {
    uint64_t seed = 1;
    std::string dungeon;            // the Dungeon to play; empty: the modules' first
    int32_t depth = 1;              // the level to start on
    std::string playerName = "Adventurer";
    // The player's race and class by name ("Dwarf", "Fighter"); empty: the
    // first the original's creation menus offer (character_advance.h).
    std::string race;
    std::string characterClass;
    // The player's sex, asked before the race (character_sex.h).
    CharacterSex sex = CharacterSex::Unchosen;
    // The god a character of a religious class worships, by name; empty:
    // the creation's "Choose a God" menu asks the PromptHandler (god_choice.h).
    std::string god;
    bool populate = true;           // the dungeon's random monsters and items (tests turn them off)
    // "Play from here": the Region whose vault the start level must take
    // (map::VaultWatch forced, as the vault painter's preview shows it), the
    // player starting inside it. Empty: none.
    std::string startVault;
    vm::Limits limits;              // for every handler invocation
    // Play on a world instead: the player starts on the cell's local tile,
    // walks off its edges onto the neighbours' tiles and down the cell's
    // dungeon entrance into `dungeon` (world_travel_state.h).
    std::optional<WorldStart> world;
};

// Where "Play from here" puts the player in `vault`: the level's TILE_START
// cell when it lies in the vault, else the vault's first open cell without a
// feature; nullopt for a vault without one.
std::optional<int32_t> vaultEntry(const map::Map& map, const map::VaultPlacement& vault, std::optional<int32_t> start);

// One line of the message log.
struct LogEntry {
    uint64_t turn = 0;
    std::vector<MessageRun> runs;
    std::string text() const;
};

// What a new monster has before it comes into play (Game::spawnMonster).
struct MonsterStart {
    std::vector<StatusEffect> stati;
    std::vector<ResourceId> templates;
};

class Game;

struct GameStart {
    std::unique_ptr<Game> game;     // null when it could not start
    std::vector<std::string> errors;
};

// Where the game stands after advance().
enum class GameStatus {
    PlayerToAct,    // the player's turn: perform() a command
    PlayerDead,
    Stopped,        // advance()'s tick limit was reached first
};

class Game final : public EventParticipants, public NameSource {
public:
    // Links `images` with the runtime's host API, rolls the dungeon's levels
    // as they are entered and puts the player on the start level.
    static GameStart start(std::vector<module::ModuleImage> images, const GameOptions& options);
    // A game saved by save(), with the same modules (their names and order
    // are checked). Errors name the section and byte offset.
    static GameStart load(std::vector<module::ModuleImage> images, std::string_view bytes);

    ~Game() override;
    Game(const Game&) = delete;
    Game& operator=(const Game&) = delete;

    // The whole game as bytes: the same game always gives the same bytes,
    // and a loaded save plays on exactly as the saved game would have.
    std::string save() const;
    // Puts this game back to a save of it (same modules), keeping the loaded
    // modules and their interpreter (a debugger attached to it stays
    // attached). The error, if any, and then nothing changed.
    std::optional<std::string> restore(std::string_view bytes);
    // A digest of what decides the game's future (objects, levels, the
    // queue, the dice; not the messages): replays compare it step by step.
    uint64_t stateDigest() const;

    // ---- the loop ----
    // Lets every actor before the player act, stopping when the player is
    // to act, is dead, or `tickLimit` ticks have passed (0: no limit).
    GameStatus advance(uint64_t tickLimit = 0);
    // The player acts. False when the command took no time (walking into a
    // wall, nothing to pick up): the log says why. Advancing a level takes
    // no time and is true when the player advanced.
    bool perform(const PlayerCommand& command);
    bool playerDead() const;
    // Takes the player to the level `depth` (generated on first visit), as
    // the stairs would, arriving from above when going down; false (and a
    // line in the log when it cannot be generated) for a depth outside the
    // dungeon. Benchmarks and tests use it.
    bool goToLevel(int32_t depth);
    int32_t levelCount() const { return int32_t(levels_.size()); }
    // The dungeon level at `depth` when it has been generated, else null.
    const Level* generatedLevel(int32_t depth) const;
    // The world this game is played on, null for a dungeon playtest.
    const WorldTravelState* worldTravel() const { return world_.get(); }
    // The Dungeon whose levels are played: on a world, the one the binding
    // names for the current cell's underground kind, else the game's.
    ResourceId currentDungeon() const;
    // The world cell the player is on (on its tile or in its dungeon), nullopt off a world.
    std::optional<WorldCell> worldCell() const;
    // How the player died: "Killed by a goblin's bite on level 2.", empty while alive.
    const std::string& causeOfDeath() const { return causeOfDeath_; }

    // ---- state ----
    const GameOptions& options() const { return options_; }
    ScriptHost& host() { return *host_; }
    const module::ResourceManager& resources() const { return host_->resources(); }
    EventSystem& events() { return host_->events(); }
    world::ObjectRegistry& registry() { return registry_; }
    const world::ObjectRegistry& registry() const { return registry_; }
    TurnQueue& queue() { return queue_; }
    const TurnQueue& queue() const { return queue_; }
    uint64_t turn() const { return queue_.turn(); }
    uint64_t tick() const { return queue_.now(); }
    // Tells this game from every other of the process, even one built later at
    // the same address: what caches per game (the AI's rosters) key on.
    uint64_t serial() const { return serial_; }
    Creature& player();
    const Creature& player() const;
    Level& level();                 // the player's level
    const Level& level() const;
    Religion& religion() { return religion_; }
    const Religion& religion() const { return religion_; }
    Identification& identification() { return identification_; }
    const Identification& identification() const { return identification_; }
    // Whether some resource answers EV_MOVE: a monster's step is told to the
    // scripts only then (a throw nobody answers changes nothing; monster_ai.cpp).
    bool movesAnswered() const { return moveAnswered_; }
    PlaytestStats& stats() { return stats_; }
    const PlaytestStats& stats() const { return stats_; }
    // The total the last skill check came to (the original's LastSkillCheckResult).
    int32_t lastSkillCheckResult() const { return lastSkillCheckResult_; }
    void setLastSkillCheckResult(int32_t total) { lastSkillCheckResult_ = total; }
    const std::deque<LogEntry>& log() const { return log_; }
    // Every entry ever logged, the dropped ones too: log().back() is entry
    // messagesLogged() - 1, so a view can ask for what came since.
    uint64_t messagesLogged() const { return messagesLogged_; }
    // Script errors and refused throws, as the event system reported them.
    const std::vector<std::string>& scriptErrors() const { return scriptErrors_; }
    // A fault a script reports itself (Error()): listed with the script
    // errors and told in the log; play goes on.
    void reportScriptError(const std::string& message);

    // ---- objects ----
    Creature* creature(Handle handle) const;
    Item* item(Handle handle) const;
    Level* levelObject(Handle handle) const;        // a map: a dungeon level or a world tile
    FeatureObject* featureObject(Handle handle) const;
    // The level known to hold no feature with a timed stati (feature_stati.h
    // scans the played level only when it is not this one).
    Handle& featureStatiQuietLevel() { return featureStatiQuietLevel_; }
    Creature* creatureAt(int x, int y) const;
    std::vector<Handle> itemsAt(int x, int y) const;        // on the player's level
    std::vector<Handle> itemsAt(const Level& level, int x, int y) const;   // lying there, in the order dropped
    std::vector<Handle> creaturesOnLevel() const;   // in the order they joined it

    // Puts a new monster of `monster` on the player's level at (x, y) and in
    // the turn queue. kNoObject when the cell is taken or solid. `start`'s
    // stati and templates (a vault tile's `of $template`, those a breeder
    // passes on) go on it before its EV_INITIALIZE; a template it does not
    // take is left off (monster_templates.h).
    Handle spawnMonster(ResourceId monster, int x, int y, const MonsterStart& start = {});
    // The creatures the latest summons made, in order (the original's
    // CandidateCreatures, which GetEncounterCreature reads); not saved, as
    // the original kept it in memory only.
    std::vector<Handle>& encounterCreatures() { return encounterCreatures_; }
    // The encounter generator's uniform choices of the latest group (key,
    // monster), which enUniformGet reads; in memory only, as the original's.
    std::vector<std::pair<int32_t, ResourceId>>& encounterUniforms() { return encounterUniforms_; }
    Handle spawnItem(ResourceId item, ResourceId effect, int x, int y, int32_t quantity = 1);
    // Gives a creature the items of `granting`'s `Gear:` list (its monster,
    // race, class or "Universal Gear"; game_gear.cpp): a monster then wears
    // what its body allows (monster_gear.h), a player's go to their slots.
    void equip(Creature& owner, ResourceId granting);
    // Moves a creature on its level (the caller checked the cell is free).
    void moveCreature(Creature& creature, int x, int y);
    // Takes a dead creature off the level: its items drop, it leaves the
    // queue, the registry keeps a tombstone. `killer` may be kNoObject.
    void removeCreature(Creature& creature, Handle killer, std::string_view how);
    // Gives an item to a creature (off the map), or drops it at its feet.
    // giveItem returns what the creature now carries: the item, or the stack
    // it merged into (the item itself is then destroyed).
    Handle giveItem(Creature& creature, Item& item);
    // Whether two items are of one stack (same kind, magic, plus, stati and
    // name; wands, weapons and armour never stack).
    bool stacksWith(const Item& a, const Item& b) const;
    void dropItem(Creature& creature, Item& item);
    // Uses up one of a stack; the item is destroyed when none is left.
    void consumeOne(Item& item);
    // ---- things set aside and placed by scripts (game_placement.cpp) ----
    // A new item or monster on no map (CreateItem, CreateMonster): nowhere
    // (x = y = -1) until placeThing() puts it somewhere or a creature takes
    // the item; a monster carries its gear. kNoObject when `resource` is not
    // an Item or Monster.
    Handle createItem(ResourceId item);
    Handle createMonster(ResourceId monster);
    // One of a stack of two or more (Item::TakeOne): a copy of one, on no
    // map and carried by no one, the stack one smaller; kNoObject for a
    // single item.
    Handle splitOne(Item& stack);
    // Puts a creature or item on `level` at (x, y) (PlaceAt): a carried
    // item leaves its owner; a creature takes its items along and acts when
    // the level is the player's. A cell holds one creature, so a creature
    // sent to a taken cell goes to the nearest free one (false: none); a
    // feature replaces the cell's feature (false when it has none to build).
    bool placeThing(Handle thing, Level& level, int x, int y);
    // Takes a thing off its map, or a carried item from its owner, and sets it
    // aside (Remove(false)). Not the player.
    void liftThing(Handle thing);
    // The player's Remove(false): its cell is left empty until a PlaceAt puts
    // it somewhere (Transposition trades places so); still unplaced when the
    // outermost action or event ends, it stands again where it was, or at the
    // nearest free cell.
    void liftPlayer();
    // Destroys a thing and what it carries (Remove(true)). Not the player.
    // During an action (an ActionScope) or an event the thing is only taken
    // off its map or owner and goes when the outermost of them ends, as the
    // original queued it and freed it at the end of its loop (src/Display.cpp,
    // Thing::Remove; src/Main.cpp, Game::Play): an effect whose script used
    // up its item (a thrown vial) still reads the item for each target.
    void deleteThing(Handle thing, std::string_view reason);
    // Whether `thing` was deleted during the action and waits to go.
    bool isDoomed(Handle thing) const;
    // Spans one action (the player's command, a monster's turn, the turn's
    // passing, an effect): things deleted in it go when the outermost ends.
    class ActionScope {
    public:
        explicit ActionScope(Game& game) : game_(game) { ++game_.actionDepth_; }
        ~ActionScope();
        ActionScope(const ActionScope&) = delete;
        ActionScope& operator=(const ActionScope&) = delete;

    private:
        Game& game_;
    };
    // The object that stands for the feature of a cell of `level`, made on
    // first asking; kNoObject when the cell has no feature (an object left
    // from a feature since taken away is destroyed then).
    Handle featureObjectAt(Level& level, int x, int y);
    // The objects of every feature of the level, by cell, made where missing.
    std::vector<Handle> featureObjectsOn(Level& level);
    // A feature object on no map, for a Feature resource (CreateFeature,
    // CreateDoor, CreatePortal, CreateTrap with its effect); kNoObject when
    // `feature` is not one. A trap starts hidden, a door closed.
    Handle createFeature(ResourceId feature, ResourceId trapEffect = 0);
    // The feature an object stands for: its cell's on the map, or the one
    // it holds while set aside; null when its cell has lost it.
    const map::Feature* featureOf(const FeatureObject& object) const;
    // Changes that feature's state (std::invalid_argument for one the
    // feature's kind cannot have).
    void setFeatureState(FeatureObject& object, uint8_t state);

    // ---- perception ----
    // What the player's field of view covers; recomputed after each action.
    const map::VisibilityMap& playerView() const { return playerView_; }
    bool playerSees(int x, int y) const { return playerView_.seen(x, y); }
    bool playerPerceives(Handle object) const;
    // Whether `viewer` can see the cell (line of sight and light, within its sight radius).
    bool canSee(const Creature& viewer, int x, int y) const;
    void updatePlayerView();

    // ---- chance ----
    // Every random number in play comes from one seeded source (the dice
    // scripts roll too), so a game replays exactly.
    vm::SeededDice& dice() { return host_->dice(); }
    int32_t roll(Dice dice);
    int32_t roll(int32_t count, int32_t sides) { return this->dice().roll(count, sides); }
    int32_t randomBelow(int32_t n);     // 0 .. n-1; 0 for n <= 1
    bool percentChance(int32_t percent);

    // ---- events and messages ----
    // Throws `info` on the player's level (info.map is set).
    int32_t throwEvent(EventInfo& info);
    // Adds a message to the log when the player perceives what it names.
    void message(std::string_view templateText, const MessageSubjects& subjects = {},
                 std::span<const MessageArgument> arguments = {});
    // The original's DPrint/VPrint: `forPlayer` when the player is the
    // event's actor (DPrint) or victim (VPrint), `forOthers` otherwise.
    void messageAs(const EventInfo& e, Handle pointOfView, std::string_view forPlayer, std::string_view forOthers,
                   std::span<const MessageArgument> arguments = {});
    // SetSilence/UnsetSilence: while silenced nothing is logged (the
    // original's Silence counter). Each actor's turn begins unsilenced, so a
    // save, always at the player's turn, never holds it.
    // The texts SinglePrintXY printed since the player's turn began (the
    // original kept twelve); cleared at each player turn, so not saved.
    std::vector<std::string>& singlePrinted() { return singlePrinted_; }
    void silence() { ++silence_; }
    // The original's message queues (message_queue.h): while one is set the
    // log gathers into it. printQueue logs what `queue` holds as one line
    // (nothing while it is still gathering); emptyQueue throws it away.
    MessageQueues& messageQueues() { return messageQueues_; }
    void printQueue(int16_t queue);
    void emptyQueue(int16_t queue) { messageQueues_.discard(queue); }
    // What scripts draw over the map for a moment (screen_overlay.h).
    ScreenOverlay& overlay() { return overlay_; }
    const ScreenOverlay& overlay() const { return overlay_; }
    void unsilence() { silence_ = silence_ > 0 ? silence_ - 1 : 0; }
    // The player died in the event being thrown: "You die..." is told when
    // the outermost event ends, after the killer's own messages.
    void tellDeathWhenEventEnds();
    // A line from the game itself (errors of play, "You see no stairs here.").
    void notice(std::string text, int colour = MessageRun::kDefaultColour);

    // ---- questions to the player (player_prompts.h) ----
    // Who answers what scripts ask the player; null: the SeededChooser on
    // the game's dice. The handler must outlive its use by this game.
    void setPromptHandler(PromptHandler* handler) { promptHandler_ = handler; }
    PromptHandler& prompts();     // every call asks the player one question
    uint64_t promptsAsked() const { return promptsAsked_; }
    ScriptMenu& scriptMenu() { return scriptMenu_; }

    // ---- names ----
    std::string nameOf(const Item& item) const;     // as the player knows it
    // As an inventory lists it: the stack's count and a wand's charges with the
    // name ("2 x milky potion", "wand of Sleep (1 charge)", "wand of Sleep (0 charges)").
    std::string listedNameOf(const Item& item) const;
    std::string nameOf(const Creature& creature) const;

    // EventParticipants
    ResourceId regionAt(const EventInfo&, Handle subject) const override;
    std::vector<ResourceId> terrainAt(const EventInfo&, Handle subject) const override;   // terrain_events.cpp
    bool isSpecialTerrain(ResourceId terrain) const;     // TF_SPECIAL: it takes part in events (terrain_events.cpp)
    ResourceId dungeonOf(Handle map) const override;
    ResourceId fieldEffect(const EventInfo& e) const override { return e.field ? e.field->effect : 0; }
    bool isCharacter(Handle object) const override;
    std::vector<ResourceId> gods() const override { return gods_; }  // every God, in module order
    std::vector<ScriptedResource> resourcesOf(Handle object) const override;
    std::vector<ResourceId> trapEventEffects(Handle object, int32_t event) const override;
    bool receives(core::ResourceKind kind, int32_t event) const override;     // kEventParticipants
    bool wrapsAsVictim(Handle object) const override;       // not a feature
    int32_t handleEvent(Handle object, int32_t event, EventInfo& info) override;

    // NameSource
    std::optional<ObjectName> nameOf(world::Handle object) const override;
    std::string resourceName(module::ResourceId resource) const override;

private:
    Game();
    const uint64_t serial_;
    std::vector<Handle> encounterCreatures_;
    std::vector<std::pair<int32_t, ResourceId>> encounterUniforms_;
    static std::unique_ptr<world::ObjectFactory> objectFactory();
    // Links the modules into a script host that answers to this game; errors if it could not.
    std::vector<std::string> loadModules(std::vector<module::ModuleImage> images);
    void connectHost();
    void enterLevel(int32_t depth, bool arrivingFromAbove);
    // Moves the player onto `arrival` at the row-major `cell` (someone
    // standing there steps aside): the level left behind stops, the
    // arrival's creatures join the queue.
    void placePlayer(Level& arrival, int32_t cell);
    // ---- on a world (game_world.cpp) ----
    std::optional<std::string> beginWorld(const WorldStart& start);
    Level& tileLevel(WorldCell cell);
    // The player arrives on `cell`'s tile at (x, y), or the walkable cell
    // nearest it; the current cell's dungeon levels are kept for its return.
    void enterTile(WorldCell cell, int x, int y);
    bool crossEdge(int x, int y);           // (x, y): the step off the current tile
    bool stepPlayer(int direction, uint32_t& cost, bool asked);
    // A portal's own answer to EV_ENTER (Portal::Enter): the stairs taken.
    int32_t enterPortal(const FeatureObject& portal);
    bool climbOutToTile();                  // up the stairs of a dungeon's first level
    bool travelBy(const PlayerCommand& command);
    Level& makeLevel(int32_t depth);
    void populate(Level& level, const std::vector<map::ObjectPlacement>& placements);
    // A world tile's outdoor encounter, when the tile is first made.
    void populateTile(Level& tile, WorldCell cell);
    // Why the chosen race or class cannot be played, or nullopt.
    std::optional<std::string> createPlayer();
    void turnPasses();
    void gainLevels(Creature& player);  // levels from experience
    void monsterActs(Creature& monster);
    void logRuns(std::vector<MessageRun> runs);
    void appendLog(std::vector<MessageRun> runs);    // past the message queues
    Handle makeFeatureObject(Level& level, int x, int y, const map::Feature& feature);
    // A new item of the resource (a wand with its charges), or null.
    std::unique_ptr<Item> newItem(ResourceId item, ResourceId effect, int32_t quantity);
    // Takes a carried item out of its owner's inventory and hands.
    void detachFromOwner(Item& item);
    struct SavedState;
    // Reads a save made with modules named `moduleNames`, verifying it; the
    // error names the section and offset.
    static std::variant<std::unique_ptr<SavedState>, std::string> readState(std::string_view bytes,
                                                                            const std::vector<std::string>& moduleNames);
    static std::optional<std::string> verifyObjects(const SavedState& state);
    // The save's world, checked against its objects (null for a dungeon playtest); the error names the offset.
    std::variant<std::unique_ptr<WorldTravelState>, std::string> readWorld(const SavedState& state) const;
    void adopt(SavedState&& state, std::unique_ptr<WorldTravelState> onWorld);

    GameOptions options_;
    std::vector<module::ModuleImage> images_;
    std::unique_ptr<vm::HostApi> api_;
    std::unique_ptr<ScriptHost> host_;
    world::ObjectRegistry registry_;
    TurnQueue queue_;
    Identification identification_;
    Religion religion_;
    std::vector<ResourceId> gods_;      // the modules' God resources, found once
    PlaytestStats stats_;
    int32_t lastSkillCheckResult_ = 0;
    ResourceId dungeon_ = 0;
    Handle player_ = world::kNoObject;
    Handle level_ = world::kNoObject;
    std::vector<Handle> levels_;        // by depth - 1; kNoObject: not generated yet
    std::deque<LogEntry> log_;
    uint64_t messagesLogged_ = 0;
    std::vector<std::string> scriptErrors_;
    bool turnAnswered_ = false;                  // some resource answers EV_TURN (monster_events.h)
    bool moveAnswered_ = false;                  // some resource answers EV_MOVE (monster_ai.cpp)
    std::vector<ResourceId> specialTerrains_;     // TF_SPECIAL Terrain resources, sorted (terrain_events.cpp)
    bool unimplementedCallPending_ = false;     // connectHost()
    std::string causeOfDeath_;
    bool deathToTell_ = false;      // consumed before throwEvent() returns: not saved
    // deleteThing's things waiting for the action to end, with why (not
    // saved: none wait between actions).
    std::vector<std::pair<Handle, std::string>> doomed_;
    int32_t actionDepth_ = 0;
    bool playerLifted_ = false;     // liftPlayer()
    Handle featureStatiQuietLevel_ = world::kNoObject;
    void destroyThing(Handle thing, std::string_view reason);
    void destroyDoomed();
    // The end of the outermost action or event: the doomed destroyed, a lifted player put back.
    void settleAfterAction();
    std::vector<std::string> singlePrinted_;
    int32_t silence_ = 0;           // 0 at every actor's turn: not saved
    MessageQueues messageQueues_;   // none set or holding text at every actor's turn: not saved
    ScreenOverlay overlay_;         // not saved; a new command of the player starts it afresh
    PromptHandler* promptHandler_ = nullptr;
    uint64_t promptsAsked_ = 0;     // questions and shown texts so far (travel stops for one)
    std::unique_ptr<SeededChooser> seededChooser_;
    ScriptMenu scriptMenu_;
    std::unique_ptr<WorldTravelState> world_;
    map::VisibilityMap playerView_;
    mutable map::VisibilityMap scratchView_;
    mutable map::FieldOfViewScratch fovScratch_;
};

// How many log entries a game keeps (older ones are dropped).
constexpr size_t kMessageLogLimit = 500;

} // namespace incursion::game
