#include "game/effect_archetypes.h"

#include "game/effect_area.h"
#include "game/event_ids.h"
#include "game/fields.h"
#include "game/game.h"
#include "game/rules.h"
#include "game/terraform.h"
#include "map/grid_distance.h"
#include "map/map.h"

#include <algorithm>
#include <cstdlib>

namespace incursion::game::effects {

using module::EffectValues;

namespace {

// A field's glyph (src/Magic.cpp, Magic::AField): the original's glyph
// numbers, its EF_GLYPH_ flags and the shift of a glyph's colour.
constexpr int32_t kFieldGlyph = 324, kFloorGlyph = 323, kFogGlyph = 259, kGlyphForeShift = 12;
constexpr int32_t kGlyphFogFlag = 64, kGlyphInsectsFlag = 65, kGlyphFloorFlag = 80;

} // namespace

// EA_TERRAFORM over cells (src/Effects.cpp, Magic::Terraform; terraform.h):
// one record for the use, the save DC and damage dice its scripts ask for.
void terraformCells(Casting& c, int32_t index, const EffectValues& segment, const std::vector<Cell>& cells)
{
    const int32_t turns = durationTurns(c, segment);
    terraform::Use use{c.use.effect, c.use.caster, segment.xval, segment.rval.asResourceId(),
                       segment.sval == rules::NOSAVE ? 0 : c.dc, turns < 0 ? 0 : turns,
                       levelScaledDice(segment.pval, c.level, c.plus)};
    int32_t changed = 0;
    for (const Cell& cell : cells) {
        if (!cellLeftToEffect(c, index, segment, cell))
            continue;
        std::string error;
        if (terraform::changeCell(c.game, c.game.level(), use, cell.x, cell.y, &error)) {
            ++changed;
        } else if (!error.empty()) {
            c.game.reportScriptError(error);
            return;
        }
    }
    if (changed > 0)
        c.outcome.identifies = true;
}

// AR_FIELD and AR_MFIELD (src/Magic.cpp, Magic::AField): EV_MAGIC_XY at every
// cell nearer the centre than the radius, terraforming there for the
// segment and the ones after it of the same area; then the field itself,
// made once for the whole effect, which tells the creatures it covers.
void makeField(Casting& c, int32_t index, const std::vector<EffectValues>& segments)
{
    const EffectValues& segment = segments[size_t(index)];
    if (!c.hasCaster)
        return;     // a field needs its maker
    const map::Map& m = c.game.level().map();
    const int32_t radius = std::min(255, std::abs(levelValue(segment.lval, c.level, c.plus)));
    const Cell centre = c.aimed;
    std::vector<Cell> inside;
    for (int y = centre.y - radius; y <= centre.y + radius; ++y)
        for (int x = centre.x - radius; x <= centre.x + radius; ++x)
            if (m.contains(x, y) && map::originalDistance(x - centre.x, y - centre.y) < radius)
                inside.push_back({x, y});
    for (size_t j = size_t(index); j < segments.size() && segments[j].aval == segment.aval; ++j)
        if (segments[j].archetype == rules::EA_TERRAFORM)
            terraformCells(c, int32_t(j), segments[j], inside);
    int32_t glyph = kFieldGlyph;
    if (c.view.hasFlag(kGlyphInsectsFlag))
        glyph = '`';
    else if (c.view.hasFlag(kGlyphFogFlag))
        glyph = kFogGlyph;
    else if (c.view.hasFlag(kGlyphFloorFlag))
        glyph = kFloorGlyph;
    Field field;
    field.effect = c.use.effect;
    field.kinds = uint32_t(segment.rval.asResourceId()) | (segment.aval == rules::AR_MFIELD ? field_kind::FI_MOBILE : 0);
    field.image = glyph | (segment.cval << kGlyphForeShift);
    field.x = centre.x;
    field.y = centre.y;
    field.radius = radius;
    field.duration = durationTurns(c, segment);
    field.creator = c.use.caster;
    fields::newField(c.game, c.game.level(), field);
    c.outcome.identifies = true;
}

// AR_BARRIER (src/Magic.cpp, Magic::ABarrier): a wall raised across a
// cardinal direction from the caster, from the cell beside it out both ways
// until solid ground stops each side; every cell gets EV_MAGIC_XY, and an
// EA_TERRAFORM segment shapes them (the original meant barriers for nothing
// else). Aimed along a diagonal, or into solid stone, nothing forms.
void raiseBarrier(Casting& c, int32_t index, const EffectValues& segment)
{
    const Creature* caster = c.caster();
    if (!caster)
        return;
    const int dx = (c.aimed.x > caster->x) - (c.aimed.x < caster->x);
    const int dy = (c.aimed.y > caster->y) - (c.aimed.y < caster->y);
    if ((dx != 0) == (dy != 0)) {
        if (caster->isPlayer)
            c.game.notice("A barrier can only be raised straight north, south, east or west.");
        c.outcome.result = ABORT;
        return;
    }
    const map::Map& m = c.game.level().map();
    const Cell start{caster->x + dx, caster->y + dy};
    if (!m.contains(start.x, start.y) || m.solid(start.x, start.y)) {
        if (caster->isPlayer)
            c.game.notice("The wall cannot form inside solid stone.");
        return;
    }
    std::vector<Cell> cells{start};
    for (const int side : {1, -1})
        for (Cell at{start.x + side * dy, start.y + side * dx};
             m.contains(at.x, at.y) && !m.solid(at.x, at.y); at = {at.x + side * dy, at.y + side * dx})
            cells.push_back(at);
    if (segment.archetype == rules::EA_TERRAFORM) {
        terraformCells(c, index, segment, cells);
        return;
    }
    for (const Cell& cell : cells)
        cellLeftToEffect(c, index, segment, cell);
}

} // namespace incursion::game::effects
