// The game's side of running scripts: the loaded modules (resources and
// program), the interpreter, the event system and the state host functions
// work on. It is the interpreter's host context, so the runtime's host
// functions (runtime_api.h) reach everything through HostCall::context.
#pragma once

#include "game/event_system.h"
#include "module/resource_manager.h"
#include "vm/dice.h"
#include "vm/host_api.h"
#include "vm/interpreter.h"
#include "vm/program.h"
#include "world/object_registry.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace incursion::game {

struct ScriptHostOptions {
    uint64_t seed = 1;                          // of the dice (`2d6`, random())
    vm::Limits limits;
    world::ObjectRegistry* registry = nullptr;  // the game's objects, when there are any yet
    EventParticipants* participants = nullptr;  // null: only the event's own effect and objects' nothing
};

class Game;
class ScriptHost;

// The state of one of the original's First/Next iterations (FirstThing and
// NextThing, FCreatureAt and NCreatureAt, FirstInv and NextInv ...): First
// takes the list, Next hands out the rest in order, skipping what has gone
// since, so a script may destroy what it is given without breaking its loop.
struct ObjectCursor {
    std::vector<world::Handle> list;
    size_t next = 0;

    void restart(std::vector<world::Handle> objects)
    {
        list = std::move(objects);
        next = 0;
    }
    // The next handle `wanted` accepts (what is gone, or of another kind,
    // it does not), or kNoObject at the end.
    template <typename Wanted> world::Handle take(Wanted wanted)
    {
        while (next < list.size()) {
            const world::Handle handle = list[next++];
            if (wanted(handle))
                return handle;
        }
        return world::kNoObject;
    }
};

struct ScriptHostLoad {
    std::unique_ptr<ScriptHost> host;   // null when loading failed
    std::vector<std::string> errors;
};

class ScriptHost {
public:
    // Links and verifies `images` in this order and binds their imports to
    // `api` (which must outlive the host: usually registerRuntimeApi() plus
    // whatever the caller adds).
    static ScriptHostLoad load(std::vector<module::ModuleImage> images, const vm::HostApi& api,
                               ScriptHostOptions options = {});

    ScriptHost(const ScriptHost&) = delete;
    ScriptHost& operator=(const ScriptHost&) = delete;

    const module::ResourceManager& resources() const { return *resources_; }
    vm::Program& program() { return *program_; }
    vm::Interpreter& interpreter() { return *interpreter_; }
    EventSystem& events() { return *events_; }
    const EventSystem& events() const { return *events_; }
    world::ObjectRegistry* registry() const { return registry_; }
    vm::SeededDice& dice() { return dice_; }

    // The list AddCandidate()/GetCandidate() ... work on.
    std::vector<int32_t> candidates;

    // FirstAt/NextAt and the F...At/N...At pairs share one cursor, as the
    // original's Map::GetAt kept one (src/Display.cpp); FirstThing and
    // NextThing keep one per map (Map::CurrThing); FirstInv and NextInv one
    // (Creature::GetInv's statics, src/Inv.cpp).
    ObjectCursor cellCursor;
    std::map<world::Handle, ObjectCursor> thingCursors;
    ObjectCursor inventoryCursor;
    // FindOpenAreas' cells per map for GetOpenXY (open_areas_api.h), x + 256 * y.
    std::map<world::Handle, std::vector<int32_t>> openCells;

    // The game the scripts play in, when there is one: host functions about
    // creatures, items and messages need it (without, they fail politely).
    Game* game = nullptr;

    // EventSystem::resolve(): system handles 1..10 to objects.
    world::Handle resolve(int32_t handle) const { return events_->resolve(handle); }
    // The live object `handle` names (after resolve), or null.
    world::GameObject* object(int32_t handle) const;

private:
    ScriptHost() = default;

    std::unique_ptr<module::ResourceManager> resources_;
    std::unique_ptr<vm::Program> program_;
    std::unique_ptr<vm::Interpreter> interpreter_;
    std::unique_ptr<EventParticipants> ownParticipants_;
    std::unique_ptr<EventSystem> events_;
    world::ObjectRegistry* registry_ = nullptr;
    vm::SeededDice dice_{1};
};

} // namespace incursion::game
