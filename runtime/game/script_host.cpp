#include "game/script_host.h"

namespace incursion::game {

ScriptHostLoad ScriptHost::load(std::vector<module::ModuleImage> images, const vm::HostApi& api,
                                ScriptHostOptions options)
{
    ScriptHostLoad out;
    module::ResourceLoadResult resources = module::ResourceManager::loadImages(std::move(images));
    if (!resources.ok()) {
        out.errors = std::move(resources.errors);
        return out;
    }
    std::vector<const module::ModuleImage*> loaded;
    for (size_t i = 0; i < resources.manager->moduleCount(); ++i)
        loaded.push_back(&resources.manager->image(i));
    vm::LoadResult program = vm::Program::load(loaded, api);
    if (!program.program) {
        out.errors = std::move(program.errors);
        return out;
    }

    std::unique_ptr<ScriptHost> host(new ScriptHost);
    host->resources_ = std::move(resources.manager);
    host->program_ = std::move(program.program);
    host->registry_ = options.registry;
    host->dice_ = vm::SeededDice(options.seed);
    host->interpreter_ = std::make_unique<vm::Interpreter>(*host->program_, options.limits);
    host->interpreter_->setDiceRoller(&host->dice_);
    host->interpreter_->setHostContext(host.get());
    EventParticipants* participants = options.participants;
    if (!participants) {
        host->ownParticipants_ = std::make_unique<EventParticipants>();
        participants = host->ownParticipants_.get();
    }
    host->events_ = std::make_unique<EventSystem>(*host->interpreter_, *host->resources_, *participants,
                                                  options.registry);
    out.host = std::move(host);
    return out;
}

world::GameObject* ScriptHost::object(int32_t handle) const
{
    return registry_ ? registry_->find(resolve(handle)) : nullptr;
}

} // namespace incursion::game
