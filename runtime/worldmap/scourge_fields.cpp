#include "worldmap/scourge_fields.h"

#include <stdexcept>

namespace incursion::worldmap {
namespace {

const Field* required(const Schema& schema, const char* name)
{
    const int index = schema.fieldIndex(name);
    if (index < 0)
        throw std::invalid_argument("schema \"" + schema.name + "\" has no field \"" + name +
                                    "\" (worlds are generated, tiled and travelled with the scourge fields)");
    return &schema.fields[size_t(index)];
}

const Field* optional(const Schema& schema, const char* name)
{
    const int index = schema.fieldIndex(name);
    return index < 0 ? nullptr : &schema.fields[size_t(index)];
}

} // namespace

ScourgeFields::ScourgeFields(const Schema& schema)
    : elevation(required(schema, "elevation")), vegetation(required(schema, "vegetation")),
      climate(required(schema, "climate")), development(required(schema, "development")),
      road(required(schema, "road")), river(required(schema, "river")), harbor(required(schema, "harbor")),
      stables(required(schema, "stables")), airport(required(schema, "airport")), levels(optional(schema, "levels")),
      underground(optional(schema, "underground")), storyline(optional(schema, "storyline")),
      monsterDensity(optional(schema, "monster_density")), monsterMin(optional(schema, "monster_min")),
      monsterMax(optional(schema, "monster_max"))
{
}

bool ScourgeFields::impassable(const WorldGrid& grid, int x, int y) const
{
    if (grid.get(x, y, *road))
        return false;
    return grid.get(x, y, *elevation) == kMountains || grid.get(x, y, *vegetation) == kDenseForest;
}

} // namespace incursion::worldmap
