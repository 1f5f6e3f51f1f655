#include "world/game_object.h"

namespace incursion::world {

std::string kindName(ObjectKind kind) {
    switch (kind) {
    case ObjectKind::Map: return "map";
    case ObjectKind::Creature: return "creature";
    case ObjectKind::Item: return "item";
    case ObjectKind::Feature: return "feature";
    }
    return "object kind " + std::to_string(unsigned(kind));
}

std::string GameObject::describe() const { return kindName(kind_) + " \"" + name + "\""; }

std::unique_ptr<GameObject> ObjectFactory::make(ObjectKind kind) const {
    const auto found = makers.find(kind);
    return found == makers.end() ? nullptr : found->second();
}

} // namespace incursion::world
