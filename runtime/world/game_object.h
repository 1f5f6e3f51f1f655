// The base of every object the registry holds. The registry owns the handle
// and the map membership; subclasses (creatures, items ...) add their state
// and write it with saveState/loadState.
#pragma once

#include "module/binary_io.h"
#include "world/handle.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

namespace incursion::world {

// Objects write and read their own state with the file readers' byte I/O.
using module::ByteReader;
using module::ByteWriter;

enum class ObjectKind : uint16_t {
    Map = 1,
    Creature = 2,
    Item = 3,
    Feature = 4,
};

// "map", "creature", "item", "feature"; "object kind N" for other values.
std::string kindName(ObjectKind kind);

class GameObject {
public:
    explicit GameObject(ObjectKind kind) : kind_(kind) {}
    virtual ~GameObject() = default;
    GameObject(const GameObject&) = delete;
    GameObject& operator=(const GameObject&) = delete;

    ObjectKind kind() const { return kind_; }
    Handle handle() const { return handle_; }   // kNoObject until registered
    Handle map() const { return map_; }         // change it with ObjectRegistry::moveToMap

    std::string name;
    int32_t x = 0;
    int32_t y = 0;

    // What the object is, for diagnoses of stale handles: `item "short sword"`.
    virtual std::string describe() const;

    // The subclass's own state (the base fields are saved by the registry).
    // loadState must read exactly what saveState wrote; the reader refuses
    // reads past the end and the caller refuses bytes left over.
    virtual void saveState(ByteWriter&) const {}
    virtual void loadState(ByteReader&) {}

private:
    friend class ObjectRegistry;
    friend struct RegistryFileAccess;   // save_file.cpp
    ObjectKind kind_;
    Handle handle_ = kNoObject;
    Handle map_ = kNoObject;
};

// Makes empty objects of each kind for loading saves.
class ObjectFactory {
public:
    using Make = std::function<std::unique_ptr<GameObject>()>;

    void add(ObjectKind kind, Make make) { makers[kind] = std::move(make); }
    bool knows(ObjectKind kind) const { return makers.count(kind) != 0; }
    // An object of `kind`, or null when no maker is registered for it.
    std::unique_ptr<GameObject> make(ObjectKind kind) const;

private:
    std::unordered_map<ObjectKind, Make> makers;
};

} // namespace incursion::world
