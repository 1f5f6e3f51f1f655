#include "game/level_magic.h"

#include "map/grid_distance.h"

#include <string>

namespace incursion::game {

namespace {
// Bounds a save's numbers are checked against (a field's radius fits the original's uint8).
constexpr int32_t kMostRadius = 255;

void saveDice(module::ByteWriter& out, const module::Dice& dice)
{
    out.u16(uint16_t(dice.number));
    out.u16(uint16_t(dice.sides));
    out.u16(uint16_t(dice.bonus));
}

module::Dice loadDice(module::ByteReader& in)
{
    module::Dice dice;
    dice.number = int16_t(in.u16("terraform damage dice"));
    dice.sides = int16_t(in.u16("terraform damage dice"));
    dice.bonus = int16_t(in.u16("terraform damage dice"));
    return dice;
}
} // namespace

bool Field::covers(int cx, int cy) const
{
    return map::originalDistance(cx - x, cy - y) <= radius;
}

const Field* LevelMagic::fieldAt(int x, int y, uint32_t kinds) const
{
    for (const Field& f : fields)
        if ((f.kinds & kinds) && f.covers(x, y))
            return &f;
    return nullptr;
}

void LevelMagic::save(module::ByteWriter& out) const
{
    out.count(fields.size(), "fields");
    for (const Field& f : fields) {
        out.u32(f.effect);
        out.u32(f.kinds);
        out.i32(f.image);
        out.i32(f.x);
        out.i32(f.y);
        out.i32(f.radius);
        out.i32(f.duration);
        out.u32(f.creator);
    }
    out.count(terraforms.size(), "terraforms");
    for (const TerraformRecord& t : terraforms) {
        out.i32(t.key);
        out.u32(t.effect);
        out.u32(t.creator);
        out.i32(t.saveDc);
        out.i32(t.duration);
        saveDice(out, t.damage);
    }
    out.count(terraformedCells.size(), "terraformed cells");
    for (const TerraformedCell& c : terraformedCells) {
        out.i32(c.x);
        out.i32(c.y);
        out.u16(c.oldTerrain);
        out.i32(c.key);
    }
    out.i32(nextTerraformKey);
}

void LevelMagic::load(module::ByteReader& in, int width, int height, size_t terrainTypes)
{
    auto cell = [&](int32_t x, int32_t y, const char* what) {
        if (x < 0 || y < 0 || x >= width || y >= height)
            in.fail(std::string(what) + " at (" + std::to_string(x) + ", " + std::to_string(y) + ") outside the map");
    };
    *this = {};
    const uint32_t fieldCount = in.count(32, "fields");
    for (uint32_t i = 0; i < fieldCount; ++i) {
        Field f;
        f.effect = in.u32("field effect");
        f.kinds = in.u32("field kinds");
        f.image = in.i32("field image");
        f.x = in.i32("field x");
        f.y = in.i32("field y");
        cell(f.x, f.y, "field");
        f.radius = in.i32("field radius");
        if (f.radius < 0 || f.radius > kMostRadius)
            in.fail("field radius " + std::to_string(f.radius) + " out of range");
        f.duration = in.i32("field duration");
        f.creator = in.u32("field creator");
        fields.push_back(f);
    }
    const uint32_t recordCount = in.count(26, "terraforms");
    for (uint32_t i = 0; i < recordCount; ++i) {
        TerraformRecord t;
        t.key = in.i32("terraform key");
        t.effect = in.u32("terraform effect");
        t.creator = in.u32("terraform creator");
        t.saveDc = in.i32("terraform save DC");
        t.duration = in.i32("terraform duration");
        t.damage = loadDice(in);
        terraforms.push_back(t);
    }
    const uint32_t cellCount = in.count(14, "terraformed cells");
    for (uint32_t i = 0; i < cellCount; ++i) {
        TerraformedCell c;
        c.x = in.i32("terraformed x");
        c.y = in.i32("terraformed y");
        cell(c.x, c.y, "terraformed cell");
        c.oldTerrain = in.u16("terraformed cell's old terrain");
        if (c.oldTerrain >= terrainTypes)
            in.fail("terraformed cell's old terrain " + std::to_string(c.oldTerrain) + " not in the map's palette");
        c.key = in.i32("terraformed cell's key");
        terraformedCells.push_back(c);
    }
    nextTerraformKey = in.i32("next terraform key");
}

} // namespace incursion::game
