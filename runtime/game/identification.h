// Flavours and identification: an unidentified potion, scroll or wand shows
// a flavour ("a murky potion") that the game gave its effect at the start,
// differently for every seed; using it, or a spell of identification, makes
// its effect known for every item that carries it. The player also comes to
// know what a creature really is (the original's MS_KNOWN): one that seems
// to be something else (a mimic's `A_SEEM`) shows that until then.
#pragma once

#include "module/binary_io.h"
#include "module/resource_manager.h"
#include "world/handle.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace incursion::game {

using module::ResourceId;

class Game;
class Item;

// The original's KN_MAGIC bit of what the player knows of an item (inc/Defines.h).
inline constexpr uint8_t kKnownMagic = 0x04;

// rule: src/Item.cpp, Item::MakeKnown: the player learns `bits` of the item;
// knowing its magic makes its qualities known, and its effect known for
// every item that carries it.
void makeKnown(Game& game, Item& it, uint8_t bits);

class Identification {
public:
    // Gives each effect that potions, scrolls or wands carry (the Effects
    // whose source is AI_POTION, AI_SCROLL or AI_WAND) a Flavour of the same
    // source, shuffled with `seed`. Effects past the flavours' number get none
    // (they show their own name).
    void assignFlavours(const module::ResourceManager& resources, uint64_t seed);

    // The Flavour resource an effect shows while unknown; 0 for none.
    ResourceId flavourOf(ResourceId effect) const;
    bool known(ResourceId effect) const { return effect == 0 || known_.count(effect) != 0; }
    // Returns whether it was unknown.
    bool identify(ResourceId effect) { return known_.insert(effect).second; }
    size_t knownCount() const { return known_.size(); }

    bool knowsCreature(world::Handle creature) const { return knownCreatures_.count(creature) != 0; }
    // Returns whether it was unknown.
    bool recogniseCreature(world::Handle creature) { return knownCreatures_.insert(creature).second; }
    // A script clearing MS_KNOWN: the player no longer knows what it is.
    void forgetCreature(world::Handle creature) { knownCreatures_.erase(creature); }

    void save(module::ByteWriter& out) const;
    static Identification load(module::ByteReader& in);
    friend bool operator==(const Identification&, const Identification&) = default;

private:
    std::map<ResourceId, ResourceId> flavour_;  // effect -> flavour
    std::set<ResourceId> known_;
    std::set<world::Handle> knownCreatures_;
};

} // namespace incursion::game
