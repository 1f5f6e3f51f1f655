// The magic lying on a level rather than on a creature, as the original's
// Map kept it (inc/Map.h): fields (a fog, a silence, a protective circle
// that moves with its caster: AR_FIELD and AR_MFIELD effects, NewField) and
// terraformed cells (EA_TERRAFORM: a wall of fire, a pit), each with the
// effect that made it, its maker and how long it has left. The rules that
// act on them are in fields.h and terraform.h; this is the state and its save.
#pragma once

#include "module/binary_io.h"
#include "module/record_tags.h"
#include "module/resource_manager.h"
#include "world/handle.h"

#include <cstdint>
#include <vector>

namespace incursion::game {

// The original's FI_ kinds of field (inc/Defines.h); a field may be several.
namespace field_kind {
constexpr uint32_t FI_ITERRAIN = 0x1, FI_MOBILE = 0x2, FI_MODIFIER = 0x4, FI_CONTINUAL = 0x8,
                   FI_ANTIMAG = 0x10, FI_BLOCKER = 0x20, FI_BAD = 0x40, FI_LIGHT = 0x80, FI_FOG = 0x100,
                   FI_SHADOW = 0x200, FI_CONFLICT = 0x400, FI_ALT_MAGIC = 0x800, FI_SILENCE = 0x1000,
                   FI_KNOWN = 0x2000, FI_OBVIOUS = 0x4000, FI_SIZE = 0x8000, FI_DARKNESS = 0x10000;
}

struct Field {
    module::ResourceId effect = 0;
    uint32_t kinds = 0;         // FI_ bits
    int32_t image = 0;          // the glyph it is drawn with
    int32_t x = 0, y = 0;       // its centre
    int32_t radius = 0;
    // Game turns left: above 1 it counts down each turn and the field goes at
    // 1; 0 or below it stays until removed (the original's Field::Dur).
    int32_t duration = 0;
    world::Handle creator = world::kNoObject;
    // A cell at most `radius` away by the game's distance (the original's Field::inArea).
    bool covers(int cx, int cy) const;
};

// One use of a terraforming effect: every cell it changed shares its key
// (the original's TerraRecord).
struct TerraformRecord {
    int32_t key = 0;
    module::ResourceId effect = 0;
    world::Handle creator = world::kNoObject;
    int32_t saveDc = 0;         // 0: no save (GetTerraDC answers it)
    int32_t duration = 0;       // game turns, counted as a field's; 0: permanent
    module::Dice damage;        // GetTerraDmg rolls it
};

// A cell a terraforming changed, with the palette index of the terrain it had (MTerrain).
struct TerraformedCell {
    int32_t x = 0, y = 0;
    uint16_t oldTerrain = 0;
    int32_t key = 0;
};

struct LevelMagic {
    std::vector<Field> fields;                  // in the order they were made
    std::vector<TerraformRecord> terraforms;
    std::vector<TerraformedCell> terraformedCells;  // oldest first
    int32_t nextTerraformKey = 1;

    bool empty() const { return fields.empty() && terraforms.empty(); }
    // The first field covering the cell whose kinds meet `kinds` (all: ~0u), or null.
    const Field* fieldAt(int x, int y, uint32_t kinds = ~0u) const;

    void save(module::ByteWriter& out) const;
    // Checks what it reads against a map of `width` x `height` cells and
    // `terrainTypes` palette entries; the reader's error names the offset.
    void load(module::ByteReader& in, int width, int height, size_t terrainTypes);
};

} // namespace incursion::game
