#include "game/spell_engine.h"

#include "game/combat.h"
#include "game/effect_area.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/fields.h"
#include "game/game.h"
#include "game/rules.h"
#include "game/stati.h"
#include "game/terraform.h"
#include "map/grid_distance.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>

namespace incursion::game {

namespace {

using module::EffectValues;
using module::EffectView;

// What EV_ISTARGET answers mean (the original's SHOULD/CAN/CANNOT_CAST_IT):
// CANNOT_CAST_IT is -1, which the dispatcher reads as ERROR.
constexpr int32_t kCannotCastIt = -1;

// EA_NOTIMP: the module's mark on an effect the original never implemented.
constexpr int32_t kNotImplementedArchetype = 25;

// A field's glyph (src/Magic.cpp, Magic::AField): the original's glyph
// numbers, its EF_GLYPH_ flags and the shift of a glyph's colour.
constexpr int32_t kFieldGlyph = 324, kFloorGlyph = 323, kFogGlyph = 259, kGlyphForeShift = 12;
// VIS_LOS (inc/Defines.h): a vision that keeps to the line of sight.
constexpr int32_t kVisionLineOfSight = 0x20;
constexpr int32_t kGlyphFogFlag = 64, kGlyphInsectsFlag = 65, kGlyphFloorFlag = 80;

// How many monsters one summoning may bring, whatever its dice say.
constexpr int32_t kMostSummoned = 12;
// How far from the caster summoned monsters may appear.
constexpr int32_t kSummonRadius = 3;

// The archetypes the game applies; the rest are "nothing happens".
bool supportedArchetype(int32_t archetype)
{
    switch (archetype) {
    case rules::EA_BLAST: case rules::EA_GRANT: case rules::EA_INFLICT: case rules::EA_DRAIN:
    case rules::EA_IDENTIFY: case rules::EA_SUMMON: case rules::EA_HEALING: case rules::EA_CURE:
    case rules::EA_GENERIC: case rules::EA_TERRAFORM: case rules::EA_VISION: case rules::EA_TRAVEL:
        return true;
    default:
        return false;
    }
}

bool supportedArea(int32_t area)
{
    switch (area) {
    case rules::AR_NONE: case rules::AR_BOLT: case rules::AR_BEAM: case rules::AR_BALL: case rules::AR_RAY:
    case rules::AR_BURST: case rules::AR_TOUCH: case rules::AR_GLOBE: case rules::AR_BREATH: case rules::AR_CONE:
    case rules::AR_POISON: case rules::AR_DISEASE: case rules::AR_FIELD: case rules::AR_MFIELD:
    case rules::AR_BARRIER:
        return true;
    default:
        return false;
    }
}

// The original's TRAVEL_ kinds (inc/Defines.h) the game moves creatures by:
// to the aimed cell, or to a random cell in range (one the player has seen,
// unless TRAVEL_ANYWHERE). Other levels, the world and pocket planes are not modelled.
constexpr int32_t TRAVEL_KNOWN = 1, TRAVEL_ANYWHERE = 2, TRAVEL_TO_TARG = 5, TRAVEL_POCKET = 7;
// The TELEPORTED stati a creature keeps once moved by magic (src/Effects.cpp, Magic::Travel).
constexpr int32_t kTeleportedStati = 21;
constexpr int32_t kAnchoredStati = 133;

std::string travelName(int32_t kind)
{
    static constexpr std::array<const char*, 8> kNames{"", "TRAVEL_KNOWN", "TRAVEL_ANYWHERE", "TRAVEL_LEVEL",
                                                       "TRAVEL_TO_RVAL", "TRAVEL_TO_TARG", "TRAVEL_WORLDWALK",
                                                       "TRAVEL_POCKET"};
    return kind > 0 && size_t(kind) < kNames.size() ? kNames[size_t(kind)] : "TRAVEL " + std::to_string(kind);
}

// Archetypes that act once, on or around the caster, whatever the area.
bool actsOnCaster(int32_t archetype)
{
    return archetype == rules::EA_SUMMON || archetype == rules::EA_IDENTIFY || archetype == rules::EA_VISION;
}

// Archetypes that help: a globe of them includes the caster.
bool helps(int32_t archetype)
{
    return archetype == rules::EA_HEALING || archetype == rules::EA_GRANT || archetype == rules::EA_CURE;
}

// Archetypes whose amount a partial save halves; for the others a save negates.
bool hasAmount(int32_t archetype)
{
    return archetype == rules::EA_BLAST || archetype == rules::EA_DRAIN || archetype == rules::EA_HEALING
           || archetype == rules::EA_GENERIC;
}

// The original's spellings, for the playtest report's list of what the game lacks.
std::string archetypeName(int32_t archetype)
{
    static constexpr std::array<const char*, 48> kNames{
        "", "EA_BLAST", "EA_GRANT", "EA_INFLICT", "EA_DRAIN", "EA_TERRAFORM", "EA_TRAVEL", "EA_IDENTIFY",
        "EA_ILLUSION", "EA_SUMMON", "EA_ANIMATE", "EA_FIELD", "", "EA_CREATION", "", "", "", "", "EA_SLAYING",
        "", "EA_DETECT", "", "EA_DISPEL", "EA_WEAPON", "EA_BANISH", "EA_NOTIMP", "EA_HEALING", "EA_RAISE",
        "EA_MENU", "EA_CANCEL", "EA_OVERRIDE", "EA_MANYTHINGS", "EA_POLYMORPH", "", "EA_LEVGAIN", "EA_HOLDING",
        "EA_WARNING", "EA_DIGGING", "EA_EARTHQUAKE", "EA_CURE", "EA_RESTORE", "EA_TURNING", "EA_REVEAL",
        "EA_ENCHANT", "EA_CONSTRUCT", "EA_KNOCKBACK", "EA_GENERIC", "EA_VISION"};
    if (archetype >= 0 && size_t(archetype) < kNames.size() && *kNames[size_t(archetype)])
        return kNames[size_t(archetype)];
    return "archetype " + std::to_string(archetype);
}

std::string areaName(int32_t area)
{
    static constexpr std::array<const char*, 18> kNames{
        "AR_NONE", "AR_BOLT", "AR_BEAM", "AR_BALL", "AR_RAY", "AR_BURST", "AR_TOUCH", "AR_FIELD", "AR_BARRIER",
        "AR_MFIELD", "AR_PFIELD", "AR_GLOBE", "AR_BREATH", "AR_GRADIENT", "AR_POISON", "AR_DISEASE", "AR_CHAIN",
        "AR_CONE"};
    if (area >= 0 && size_t(area) < kNames.size())
        return kNames[size_t(area)];
    return "area " + std::to_string(area);
}

std::string effectName(const Game& game, module::ResourceId effect)
{
    return std::string(map::displayName(game.resources().name(effect)));
}

// A creature of the monster type `type`, as an effect's tval limits it:
// alignments are M_ flags here, and the original's pseudo-types compare
// sides with the caster.
bool matchesType(const Creature& c, int32_t type, const Creature* caster)
{
    auto alignment = [&](int32_t flag) { return c.isType(type) || c.hasFlag(flag); };
    switch (type) {
    case rules::MA_EVIL: return alignment(rules::M_EVIL);
    case rules::MA_GOOD: return alignment(rules::M_GOOD);
    case rules::MA_LAWFUL: return alignment(rules::M_LAWFUL);
    case rules::MA_CHAOTIC: return alignment(rules::M_CHAOTIC);
    case rules::MA_NONEVIL: return !matchesType(c, rules::MA_EVIL, caster);
    case rules::MA_NONGOOD: return !matchesType(c, rules::MA_GOOD, caster);
    case rules::MA_SUMMONED: return c.hasStatus(rules::SUMMONED);
    case rules::MA_ALLIES: return caster && c.attitude == caster->attitude;
    case rules::MA_HOSTILES:
    case rules::MA_ENEMIES: return caster && c.attitude != caster->attitude;
    default: return c.isType(type);
    }
}

// The best of the caster's mental abilities: wizards cast by Intelligence,
// priests by Wisdom, sorcerers and monsters by Charisma.
int32_t castingModifier(const Creature* caster)
{
    if (!caster)
        return 0;
    return std::max({caster->modifier(rules::A_INT), caster->modifier(rules::A_WIS), caster->modifier(rules::A_CHA)});
}

// One use of an effect: what every segment and victim shares.
struct Casting {
    Casting(Game& g, const EffectUse& u, EffectView v, EffectOutcome& o) : game(g), use(u), view(v), outcome(o)
    {
        const Creature* self = caster();
        hasCaster = self != nullptr;
        level = std::max(1, use.casterLevel);
        if (const Item* it = game.item(use.item))
            plus = it->plus;
        dc = use.saveDc ? use.saveDc : 10 + levelValue(view.level(), level, plus) + castingModifier(self);
        // The aimed cell when one is given, else the target's (src/Magic.cpp,
        // Magic::AField and ABallBeamBolt read EXVal before ETarget).
        if (game.level().map().contains(use.targetX, use.targetY))
            aimed = {use.targetX, use.targetY};
        else if (const Creature* target = game.creature(use.target))
            aimed = {target->x, target->y};
        else if (self)
            aimed = {self->x, self->y};
        origin = self ? Cell{self->x, self->y} : aimed;
    }

    Game& game;
    const EffectUse& use;
    EffectView view;
    int32_t level = 1;          // the caster level
    int32_t plus = 0;           // the item's enchantment, for PLUS_ codes
    int32_t dc = 10;
    Cell origin;                // where areas start: the caster, or the aimed cell without one
    Cell aimed;
    bool hasCaster = false;
    EffectOutcome& outcome;

    Creature* caster() const { return game.creature(use.caster); }
};

// How long a stati lasts, in game turns (-1: until removed). Durations are
// the original's, in rounds; a game turn is kDefaultTurnPeriod / kStandardActionCost rounds.
int32_t durationTurns(Casting& c, const EffectValues& segment)
{
    int32_t rounds = segment.dval ? levelValue(segment.dval, c.level, c.plus) : 0;
    if (rounds <= 0) {
        if (c.view.hasFlag(rules::EF_PERMANANT))
            return -1;
        if (c.view.hasFlag(rules::EF_D1ROUND))
            rounds = 1;
        else if (c.view.hasFlag(rules::EF_DSHORT))
            rounds = c.game.roll(1, 4);
        else if (c.view.hasFlag(rules::EF_DLONG))
            rounds = 100 + 10 * c.level;
        else if (c.view.hasFlag(rules::EF_DXLONG))
            rounds = 1000 + 100 * c.level;
        else
            rounds = 10 * c.level;      // a minute per caster level, d20's common duration
    }
    const int64_t ticks = int64_t(rounds) * kStandardActionCost;
    return int32_t(std::max<int64_t>(1, (ticks + kDefaultTurnPeriod - 1) / kDefaultTurnPeriod));
}

// An event about segment `index` of the effect, with the original's field names filled.
EventInfo effectEvent(const Casting& c, int32_t event, int32_t index, const EffectValues& segment, Handle victim)
{
    EventInfo e;
    e.event = event;
    e.actor = c.use.caster;
    e.victim = victim;
    e.item = c.use.item;
    e.map = c.game.level().handle();
    e.eID = c.use.effect;
    e.efNum = int8_t(index);
    e.eval = int8_t(segment.archetype);
    e.xval = uint8_t(segment.xval);
    e.yval = int16_t(segment.yval);
    e.dval = int8_t(segment.dval);
    e.aval = int8_t(segment.aval);
    e.tval = int8_t(segment.tval);
    e.qval = int8_t(segment.qval);
    e.sval = int8_t(segment.sval);
    e.lval = int8_t(segment.lval);
    e.cval = int8_t(segment.cval);
    e.rval = segment.rval.asResourceId();
    e.vCasterLev = int8_t(std::clamp(c.level, 0, 127));
    e.saveDC = int8_t(std::clamp(c.dc, -128, 127));
    e.EXVal = int16_t(c.aimed.x);
    e.EYVal = int16_t(c.aimed.y);
    e.isLoc = (segment.qval & rules::Q_LOC) != 0;
    e.isDir = (segment.qval & rules::Q_DIR) != 0;
    e.isItem = c.use.item != world::kNoObject;
    return e;
}

void addIfPresent(const Game& game, std::vector<Handle>& out, Cell cell)
{
    if (Creature* c = game.creatureAt(cell.x, cell.y); c && std::find(out.begin(), out.end(), c->handle()) == out.end())
        out.push_back(c->handle());
}

bool isLineArea(int32_t area)
{
    return area == rules::AR_BOLT || area == rules::AR_BEAM || area == rules::AR_RAY || area == rules::AR_BREATH;
}

bool isSpreadArea(int32_t area)
{
    return isLineArea(area) || area == rules::AR_BALL || area == rules::AR_BURST || area == rules::AR_GLOBE
           || area == rules::AR_CONE;
}

// The cells a segment's area covers, in the order it reaches them: a line
// from the caster (a bolt stops at the first creature), a ball's burst, a
// globe around the caster (or the aimed spot), a cone; any other area (or a
// line without a caster, as a trap's) the aimed cell alone.
std::vector<Cell> cellsInArea(Casting& c, const EffectValues& segment)
{
    const map::Map& m = c.game.level().map();
    const int32_t size = levelValue(segment.lval, c.level, c.plus);
    if (!isSpreadArea(segment.aval) || (!c.hasCaster && isLineArea(segment.aval)))
        return {c.aimed};
    switch (segment.aval) {
    case rules::AR_BALL:
    case rules::AR_BURST:
        return burstCells(m, ballCentre(m, c.origin, c.aimed), size > 0 ? size : kDefaultBallRadius);
    case rules::AR_GLOBE: {
        // Around the caster, or around the spot an effect that asks for one was aimed at.
        const Cell centre = (segment.qval & rules::Q_LOC) ? ballCentre(m, c.origin, c.aimed) : c.origin;
        return burstCells(m, centre, size > 0 ? size : kDefaultBallRadius);
    }
    case rules::AR_CONE:
        return coneCells(m, c.origin, c.aimed, size > 0 ? size : kDefaultConeRange);
    default: {
        std::vector<Cell> cells = lineCells(m, c.origin, c.aimed, size > 0 ? size : kDefaultLineRange);
        if (segment.aval == rules::AR_BOLT) {
            const auto struck = std::find_if(cells.begin(), cells.end(),
                                             [&](const Cell& cell) { return c.game.creatureAt(cell.x, cell.y); });
            if (struck != cells.end())
                cells.erase(struck + 1, cells.end());
        }
        return cells;
    }
    }
}

// The creatures a segment's area covers, in the order it reaches them.
std::vector<Handle> creaturesInArea(Casting& c, const EffectValues& segment)
{
    std::vector<Handle> out;
    if (!isSpreadArea(segment.aval) || (!c.hasCaster && isLineArea(segment.aval))) {
        // AR_NONE, AR_TOUCH, a poison's or a disease's, a trap's bolt: the target alone.
        if (c.game.creature(c.use.target))
            out.push_back(c.use.target);
        else
            addIfPresent(c.game, out, c.aimed);
        return out;
    }
    for (const Cell& cell : cellsInArea(c, segment))
        addIfPresent(c.game, out, cell);
    if (segment.aval == rules::AR_GLOBE && !helps(segment.archetype))
        std::erase(out, c.use.caster);
    return out;
}

// A segment the game does not model: the playtest report lists it, the player reads why nothing happened.
void noteUnsupported(Casting& c, const std::string& what)
{
    ++c.game.stats().unimplementedCalls[what + " (effect \"" + effectName(c.game, c.use.effect) + "\")"];
    ++c.outcome.unsupportedSegments;
}

// The amount (rolled from the segment's pval) and duration of one segment
// for one victim, set in `e` (vDmg, vDuration), then EV_CALC_EFFECT asked of
// the effect: its handler may set e.vDmg and e.vDuration itself, or give the
// segment other dice with SetPVal, rolled instead (rule: src/Magic.cpp,
// Magic::CalcEffect). Returns the amount.
int32_t calculate(Casting& c, EventInfo& e, const EffectValues& segment)
{
    int32_t amount = 0;
    if (segment.pval != module::Dice{})
        amount = c.game.roll(levelScaledDice(segment.pval, c.level, c.plus));
    const int32_t event = e.event;
    e.event = runtimeEvent<EV_CALC_EFFECT>;
    e.vDmg = int16_t(std::clamp(amount, -32768, 32767));
    e.vDuration = int16_t(std::clamp(durationTurns(c, segment), -1, 32767));
    e.pval.reset();
    const int16_t rolled = e.vDmg;
    c.game.events().askResource(c.use.effect, e);
    e.event = event;
    if (e.vDmg != rolled)
        return e.vDmg;      // the handler's own amount
    if (e.pval) {
        amount = c.game.roll(levelScaledDice(*e.pval, c.level, c.plus));
        e.pval.reset();
    }
    return amount;
}

// Throws EV_MAGIC_HIT at `victim` and counts what it did.
void strike(Casting& c, EventInfo& e)
{
    Creature* before = c.game.creature(e.victim);
    const int32_t hpBefore = before ? before->hp : 0;
    c.game.throwEvent(e);
    const Creature* after = c.game.creature(e.victim);
    const int32_t hpAfter = after ? std::max(0, after->hp) : 0;
    if (hpAfter < hpBefore)
        c.outcome.damageDone += hpBefore - hpAfter;
    else
        c.outcome.healingDone += hpAfter - hpBefore;
    if (e.isSomething)
        ++c.outcome.creaturesAffected;
    if (e.eval == rules::EA_SUMMON)
        c.outcome.creaturesSummoned += e.vVal;
    else if (e.eval == rules::EA_IDENTIFY)
        c.outcome.itemsIdentified += e.vVal;
}

// One segment on one creature of its area: the type limit, EV_ISTARGET,
// the save, then EV_MAGIC_HIT.
void strikeAt(Casting& c, int32_t index, const EffectValues& segment, Handle victim)
{
    const Creature* candidate = c.game.creature(victim);
    if (!candidate || !candidate->alive())
        return;
    if (segment.tval > 0 && !matchesType(*candidate, segment.tval, c.caster()))
        return;
    EventInfo question = effectEvent(c, runtimeEvent<EV_ISTARGET>, index, segment, victim);
    const int32_t answer = c.game.throwEvent(question);
    if (answer == kCannotCastIt || answer == ABORT)
        return;
    // An effect on items alone (an Identify wand) has no creature for a target,
    // asked only after EV_ISTARGET as the original does (src/Magic.cpp, Magic::isTarget).
    if (c.view.hasFlag(rules::EF_ITEMS_ONLY))
        return;
    Creature* target = c.game.creature(victim);
    if (!target || !target->alive())
        return;

    EventInfo e = effectEvent(c, runtimeEvent<EV_MAGIC_HIT>, index, segment, victim);
    // A stati's magnitude may be negative (`pval: -5` slows); damage and healing may not.
    int32_t amount = calculate(c, e, segment);
    if (hasAmount(segment.archetype))
        amount = std::max(0, amount);
    // A poison's or a disease's sval is the DC of a Fortitude save.
    const bool affliction = segment.aval == rules::AR_POISON || segment.aval == rules::AR_DISEASE;
    const int32_t save = affliction ? (segment.sval > rules::NOSAVE ? rules::FORT : rules::NOSAVE) : segment.sval;
    const int32_t dc = affliction ? segment.sval : c.dc;
    if (save == rules::FORT || save == rules::REF || save == rules::WILL) {
        e.Saved = savingThrow(c.game, *target, save, dc);
        if (e.Saved) {
            if (!c.view.partialSave() || !hasAmount(segment.archetype)) {
                c.game.message("The <EVictim> resist<s:EVictim>.", MessageSubjects::of(e));
                return;
            }
            amount /= 2;
        }
    }
    e.vDmg = int16_t(std::clamp(amount, -32768, 32767));
    strike(c, e);
}

// The segment reaches one creature of its area: EV_MAGIC_STRIKE, whose
// handlers may strike their own way (DONE or ABORT); the caster's C++
// handling of it is strikeAt (handleEffectEvent). Without a caster, strikeAt.
void affect(Casting& c, int32_t index, const EffectValues& segment, Handle victim)
{
    const Creature* candidate = c.game.creature(victim);
    if (!candidate || !candidate->alive())
        return;
    if (!c.hasCaster) {
        strikeAt(c, index, segment, victim);
        return;
    }
    EventInfo e = effectEvent(c, runtimeEvent<EV_MAGIC_STRIKE>, index, segment, victim);
    e.effectOutcome = &c.outcome;
    c.game.throwEvent(e);
}

// ---- the archetypes, as the victim's handling of EV_MAGIC_HIT ----

void giveStati(Game& game, Creature& self, const EffectValues& segment, EventInfo& e)
{
    StatusEffect status;
    status.stati = segment.xval;
    status.value = segment.yval;
    status.magnitude = e.vDmg;
    status.cause = rules::SS_ENCH;
    status.turnsLeft = e.vDuration > 0 ? e.vDuration : -1;
    status.effect = e.eID;
    status.source = e.actor;
    status.casterLevel = e.vCasterLev;
    status = asGained(status);
    const int32_t speedBefore = self.currentSpeed();
    // The same effect again renews its stati instead of stacking it.
    auto same = std::find_if(self.stati.begin(), self.stati.end(), [&](const StatusEffect& s) {
        return s.stati == status.stati && s.value == status.value && s.effect == status.effect && s.effect != 0;
    });
    if (same != self.stati.end()) {
        same->magnitude = status.magnitude;
        const bool permanent = same->turnsLeft < 0 || status.turnsLeft < 0;
        same->turnsLeft = permanent ? -1 : std::max(same->turnsLeft, status.turnsLeft);
    } else {
        self.addStatus(status);
    }
    if (self.currentSpeed() != speedBefore && game.queue().contains(self.handle()))
        game.queue().setSpeed(self.handle(), uint16_t(self.currentSpeed()));
    e.isSomething = true;
    struct Words { int32_t stati; const char* forPlayer; const char* forOthers; };
    static constexpr Words kWords[] = {
        {rules::BLIND, "You are blinded!", "The <EVictim> is blinded!"},
        {rules::SLEEPING, "You fall asleep.", "The <EVictim> falls asleep."},
        {rules::AFRAID, "You are terrified!", "The <EVictim> is terrified!"},
        {rules::STUNNED, "You are stunned!", "The <EVictim> is stunned!"},
        {rules::CONFUSED, "You are confused!", "The <EVictim> looks confused."},
        {rules::PARALYSIS, "You cannot move!", "The <EVictim> is paralysed!"},
        {rules::POISONED, "You are poisoned!", "The <EVictim> is poisoned!"},
    };
    for (const Words& words : kWords)
        if (words.stati == status.stati) {
            game.messageAs(e, e.victim, words.forPlayer, words.forOthers);
            return;
        }
    if (e.Terse)
        return;     // the effect's own message said it
    if (status.stati == rules::ADJUST && status.value == rules::A_SPD)
        game.messageAs(e, e.victim, status.magnitude < 0 ? "You slow down." : "You speed up.",
                       status.magnitude < 0 ? "The <EVictim> slows down." : "The <EVictim> speeds up.");
    else
        game.messageAs(e, e.victim, "You feel the <Res> take hold.", "The <Res> takes hold of the <EVictim>.",
                       std::array{MessageArgument::ofResource(e.eID)});
}

void heal(Game& game, Creature& self, const EffectValues& segment, EventInfo& e)
{
    const int32_t kinds = segment.xval ? segment.xval : rules::HEAL_HP;
    int32_t healed = 0;
    if (kinds & rules::HEAL_HP) {
        healed = std::clamp(self.maxHp - self.hp, 0, int32_t(e.vDmg));
        self.hp += healed;
    }
    if (kinds & rules::HEAL_MANA) {
        const int32_t restored = std::clamp(self.maxMana - self.mana, 0, int32_t(e.vDmg));
        self.mana += restored;
        e.isSomething = e.isSomething || restored > 0;
    }
    if (kinds & (rules::HEAL_MALADY | rules::HEAL_ALL_MALADIES))
        for (int32_t malady : {rules::BLIND, rules::POISONED, rules::STUNNED, rules::CONFUSED, rules::AFRAID})
            e.isSomething = self.removeStatus(malady) > 0 || e.isSomething;
    if (healed > 0) {
        e.isSomething = true;
        if (!e.Terse)
            game.messageAs(e, e.victim, "You feel better.", "The <EVictim> looks better.");
    }
}

// EA_TRAVEL (src/Effects.cpp, Magic::Travel): the victim goes to the aimed
// cell (TRAVEL_TO_TARG, when aimed at a place), or to a free open cell
// within the amount's range (at least 7) and at least half of it away, of
// fifty random tries (the player's a cell it has seen, unless
// TRAVEL_ANYWHERE); an anchored creature or no cell found: it flickers in place.
void travel(Game& game, Creature& self, const EffectValues& segment, EventInfo& e)
{
    const int32_t range = std::max<int32_t>(e.vDmg, 7);
    Level& level = game.level();
    const map::Map& m = level.map();
    const Creature* actor = game.creature(e.actor);
    const Cell from = actor ? Cell{actor->x, actor->y} : Cell{self.x, self.y};
    auto freeCell = [&](int x, int y) {
        return m.contains(x, y) && !m.solid(x, y) && (!game.creatureAt(x, y) || game.creatureAt(x, y) == &self);
    };
    std::optional<Cell> to;
    if (!self.hasStatus(kAnchoredStati)) {
        if (segment.xval == TRAVEL_TO_TARG) {
            if (e.isLoc && m.contains(e.EXVal, e.EYVal))
                for (const Cell& cell : burstCells(m, {e.EXVal, e.EYVal}, 3))   // PlaceNear: the nearest free cell
                    if (freeCell(cell.x, cell.y)) {
                        to = cell;
                        break;
                    }
        } else {
            for (int tries = 0; tries < 50 && !to; ++tries) {
                const int x = from.x - range + game.randomBelow(range * 2);
                const int y = from.y - range + game.randomBelow(range * 2);
                if (!freeCell(x, y) || game.creatureAt(x, y)
                    || map::originalDistance(x - from.x, y - from.y) < range / 2)
                    continue;
                if (actor && actor->isPlayer && segment.xval != TRAVEL_ANYWHERE && !level.explored(x, y))
                    continue;
                to = Cell{x, y};
            }
        }
    }
    if (!to) {
        game.messageAs(e, e.victim, "You flicker for a brief instant, but remain where you are.",
                       "The <EVictim> flickers in place.");
        return;
    }
    e.isSomething = true;
    if (!self.isPlayer)
        game.message("The <EVictim> vanishes!", MessageSubjects::of(e));
    game.moveCreature(self, to->x, to->y);
    if (!self.isPlayer)
        game.message("An <EVictim> appears!", MessageSubjects::of(e));
    if (!self.hasStatus(kTeleportedStati))
        self.addStatus({kTeleportedStati, 0, 0, rules::SS_MISC, -1, 0, world::kNoObject});
    if (self.isPlayer)
        game.updatePlayerView();
}

void summon(Game& game, Creature& self, const EffectValues& segment, EventInfo& e)
{
    const module::ResourceId monster = segment.rval.asResourceId();
    const int32_t wanted = std::min(kMostSummoned, e.vDmg > 0 ? int32_t(e.vDmg) : segment.xval > 0 ? segment.xval : 1);
    int32_t summoned = 0;
    game.encounterCreatures().clear();
    for (const Cell& cell : burstCells(game.level().map(), {self.x, self.y}, kSummonRadius)) {
        if (summoned >= wanted || !monster)
            break;
        const Handle made = game.spawnMonster(monster, cell.x, cell.y);
        Creature* c = game.creature(made);
        if (!c)
            continue;
        // Summons fight on their summoner's side until the spell ends.
        c->attitude = self.isPlayer ? Attitude::Player : self.attitude;
        c->addStatus({rules::SUMMONED, 0, 0, rules::SS_ENCH, e.vDuration > 0 ? e.vDuration : -1, e.eID, self.handle()});
        game.message("A <hObj> appears.", MessageSubjects::of(e), std::array{MessageArgument::ofObject(made)});
        c->party.partyId = self.party.partyId;     // a summons is of its summoner's party (src/Encounter.cpp)
        game.encounterCreatures().push_back(made);
        ++summoned;
    }
    e.vVal = summoned;
    e.isSomething = e.isSomething || summoned > 0;
}

// EA_VISION (src/Effects.cpp, Magic::Vision): the player's senses reach out
// to the effect's range (lval, else its rolled amount) and the cells there
// join the map. The original let the player move a viewpoint about; headless,
// every cell in range is seen at once, as its own non-interactive variant
// (left commented out there) marked them. VIS_LOS limits it to the cells a
// clear line reaches.
void vision(Game& game, Creature& self, const EffectValues& segment, EventInfo& e)
{
    if (!self.isPlayer)
        return;
    const int32_t lval = levelValue(segment.lval, e.vCasterLev);
    const int32_t range = std::min(255, lval > 0 ? lval : std::max<int32_t>(0, e.vDmg));
    Level& level = game.level();
    const map::Map& m = level.map();
    std::vector<Cell> cells;
    if (segment.xval & kVisionLineOfSight) {
        cells = burstCells(m, {self.x, self.y}, range);
    } else {
        for (int y = self.y - range; y <= self.y + range; ++y)
            for (int x = self.x - range; x <= self.x + range; ++x)
                if (m.contains(x, y) && map::originalDistance(x - self.x, y - self.y) <= range)
                    cells.push_back({x, y});
    }
    int32_t learned = 0;
    for (const Cell& cell : cells)
        if (!level.explored(cell.x, cell.y)) {
            level.setExplored(m.index(cell.x, cell.y));
            ++learned;
        }
    e.vVal = learned;
    e.isSomething = true;
    if (!e.Terse)
        game.notice(learned > 0 ? "Your senses reach out and the area around you takes shape in your mind."
                                : "Your senses reach out, but you learn nothing new of the area.");
}

void identify(Game& game, Creature& self, EventInfo& e)
{
    int32_t identified = 0;
    for (Handle carried : self.inventory) {
        const Item* it = game.item(carried);
        if (!it || !it->effect || !game.identification().identify(it->effect))
            continue;
        ++identified;
        if (self.isPlayer)
            game.message("You identify the <hObj>.", MessageSubjects::of(e),
                         std::array{MessageArgument::ofObject(carried)});
    }
    if (identified == 0 && self.isPlayer)
        game.notice("You learn nothing new.");
    e.vVal = identified;
    e.isSomething = e.isSomething || identified > 0;
}

} // namespace

int32_t levelValue(int32_t value, int32_t level, int32_t plus)
{
    using namespace rules;
    level = std::max(1, level);
    // Past 10th level a level adds half as much.
    const int32_t scaled = level <= 10 ? level : 10 + (level - 10) / 2;
    switch (value) {
    case LEVEL_1PER1: return level;
    case LEVEL_2PER1: return 2 * level;
    case LEVEL_3PER1: return 3 * level;
    case LEVEL_4PER1: return 4 * level;
    case LEVEL_5PER1: return 5 * level;
    case LEVEL_1PER2: return (level + 1) / 2;
    case LEVEL_1PER3: return (level + 2) / 3;
    case LEVEL_1PER4: return (level + 3) / 4;
    case LEVEL_1PER5: return (level + 4) / 5;
    case LEVEL_2PER3: return 2 * level / 3;
    case LEVEL_3PER2: return 3 * level / 2;
    case LEVEL_3PER4: return 3 * level / 4;
    case LEVEL_4PER3: return 4 * level / 3;
    case LEVEL_EVERY2: return level / 2;
    case LEVEL_EVERY3: return level / 3;
    case LEVEL_EVERY4: return level / 4;
    case LEVEL_EVERY5: return level / 5;
    case LEVEL_2EVERY2: return 2 * (level / 2);
    case LEVEL_2EVERY3: return 2 * (level / 3);
    case LEVEL_2EVERY4: return 2 * (level / 4);
    case LEVEL_2EVERY5: return 2 * (level / 5);
    case LEVEL_MAX5: return std::min(level, 5);
    case LEVEL_MAX10: return std::min(level, 10);
    case LEVEL_MAX15: return std::min(level, 15);
    case LEVEL_MAX20: return std::min(level, 20);
    case LEVEL_SCALED: return scaled;
    case LEVEL_SCALED2: return scaled / 2;
    case LEVEL_SCALED3: return scaled / 3;
    case LEVEL_PLUS5: return level + 5;
    case LEVEL_PLUS10: return level + 10;
    case LEVEL_PLUS20: return level + 20;
    case LEVEL_HALF_PLUS3: return level / 2 + 3;
    case LEVEL_MIN3: return std::max(level, 3);
    case LEVEL_MIN5: return std::max(level, 5);
    case LEVEL_MIN10: return std::max(level, 10);
    case PLUS_1PER1: return plus;
    case PLUS_2PER1: return 2 * plus;
    case PLUS_3PER1: return 3 * plus;
    case PLUS_4PER1: return 4 * plus;
    case PLUS_5PER1: return 5 * plus;
    case PLUS_10PER1: return 10 * plus;
    case PLUS_15PER1: return 15 * plus;
    case PLUS_20PER1: return 20 * plus;
    case PLUS_MINUS2: return std::max(0, plus - 2);
    case PLUS_MINUS3: return std::max(0, plus - 3);
    default: return value;
    }
}

module::Dice levelScaledDice(module::Dice dice, int32_t level, int32_t plus)
{
    auto resolve = [&](int16_t value) {
        return int16_t(std::clamp(levelValue(value, level, plus), -32768, 32767));
    };
    const bool countIsCode = dice.number <= rules::LEVEL_CODE_LAST;
    dice.number = resolve(dice.number);
    if (countIsCode)
        dice.number = std::max<int16_t>(1, dice.number);
    dice.sides = resolve(dice.sides);
    dice.bonus = resolve(dice.bonus);
    return dice;
}

bool effectHeals(const Game& game, module::ResourceId effect)
{
    const auto view = module::view<EffectView>(game.resources(), effect);
    if (!view)
        return false;
    for (const EffectValues& segment : view->segments()) {
        if (segment.archetype == rules::EA_HEALING)
            return true;
    }
    return false;
}

int32_t manaCost(const Game& game, module::ResourceId spell)
{
    const auto effect = module::view<EffectView>(game.resources(), spell);
    return effect ? std::max(1, effect->manaCost()) : 1;
}

namespace {

// EV_MAGIC_XY at one cell of an effect's area (src/Magic.cpp, Magic::MagicXY):
// the dungeon, the cell's region, its terrain and then the effect are
// asked; an answer other than NOTHING or NOMSG keeps the cell from the
// segment's own work. Whether the cell is left to it.
bool cellLeftToEffect(Casting& c, int32_t index, const EffectValues& segment, Cell cell)
{
    EventInfo e = effectEvent(c, runtimeEvent<EV_MAGIC_XY>, index, segment, world::kNoObject);
    e.EXVal = int16_t(cell.x);
    e.EYVal = int16_t(cell.y);
    e.isLoc = true;
    const Level& level = c.game.level();
    const map::Region* region = level.map().regionAt(cell.x, cell.y);
    const std::array<module::ResourceId, 4> asked{level.dungeon, region ? region->resource : 0,
                                                  level.map().terrainResource(cell.x, cell.y), c.use.effect};
    for (const module::ResourceId resource : asked) {
        if (!resource)
            continue;
        const int32_t answer = c.game.events().askResource(resource, e);
        if (answer != NOTHING && answer != NOMSG)
            return false;
    }
    return true;
}

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

// Whether a segment acts for a creature entering or leaving a modifier
// field: EA_GRANT and mobile-field segments only (src/Magic.cpp, MagicEvent).
bool actsOnPassage(const EffectValues& segment)
{
    return segment.archetype == rules::EA_GRANT || segment.aval == rules::AR_MFIELD;
}

// A creature leaves a modifier field: what the segment gave it goes
// (src/Effects.cpp, Magic::Grant and Inflict with isLeave).
void endPassage(Casting& c, const EffectValues& segment)
{
    if (segment.archetype == rules::EA_GRANT || segment.archetype == rules::EA_INFLICT)
        endEffectStati(c.game, c.use.target, c.use.effect, EV_REMOVED);
}

// The C++ handling of EV_EFFECT (the original's Magic::MagicEvent): each
// segment in turn, first asked of the effect's own EV_EFFECT handler (DONE:
// the script did this segment; ABORT: the effect stops), then applied to
// every creature of its area. Adds what it did to `out`.
void runEffect(Game& game, const EffectUse& use, EffectOutcome& out)
{
    const std::optional<EffectView> view = module::view<EffectView>(game.resources(), use.effect);
    if (!view) {
        out.result = ABORT;
        return;
    }
    Casting c(game, use, *view, out);
    const Creature* caster = c.caster();

    const std::vector<EffectValues> segments = view->segments();
    bool fieldMade = false;     // one field for the whole effect
    for (size_t i = 0; i < segments.size(); ++i) {
        const EffectValues& segment = segments[i];
        const int32_t index = int32_t(i);
        EventInfo asked = effectEvent(c, runtimeEvent<EV_EFFECT>, index, segment, use.target);
        const int32_t answer = game.events().askResource(use.effect, asked);
        if (answer == ABORT) {
            c.outcome.result = ABORT;
            break;
        }
        if (answer == DONE) {
            c.outcome.identifies = true;
            continue;
        }
        // The original tells the caster and stops there (src/Magic.cpp, Magic::MagicHit).
        if (segment.archetype == kNotImplementedArchetype) {
            if (caster && caster->isPlayer)
                game.notice("That effect isn't implemented yet.");
            c.outcome.result = ABORT;
            break;
        }
        if (segment.archetype == rules::EA_TRAVEL && segment.xval != TRAVEL_KNOWN && segment.xval != TRAVEL_ANYWHERE
            && segment.xval != TRAVEL_TO_TARG) {
            if (segment.xval < TRAVEL_KNOWN || segment.xval > TRAVEL_POCKET) {
                // The original refuses it (src/Effects.cpp, Magic::Travel: "Unknown TRAVEL_ constant").
                game.reportScriptError("unknown TRAVEL_ constant " + std::to_string(segment.xval) + " in effect \""
                                       + effectName(game, use.effect) + "\"");
                c.outcome.result = ABORT;
                break;
            }
            noteUnsupported(c, "EA_TRAVEL " + travelName(segment.xval));
            continue;
        }
        if (!supportedArchetype(segment.archetype)) {
            noteUnsupported(c, archetypeName(segment.archetype));
            continue;
        }
        if (use.entering || use.leaving) {
            if (!actsOnPassage(segment) || !game.creature(use.target))
                continue;
            if (use.leaving)
                endPassage(c, segment);
            else
                affect(c, index, segment, use.target);
            continue;
        }
        if (actsOnCaster(segment.archetype)) {
            const Handle self = caster ? use.caster : use.target;
            if (!game.creature(self))
                continue;
            EventInfo e = effectEvent(c, runtimeEvent<EV_MAGIC_HIT>, index, segment, self);
            e.vDmg = int16_t(std::clamp(calculate(c, e, segment), 0, 32767));
            strike(c, e);
            continue;
        }
        if (!supportedArea(segment.aval)) {
            noteUnsupported(c, areaName(segment.aval));
            continue;
        }
        if (segment.aval == rules::AR_FIELD || segment.aval == rules::AR_MFIELD) {
            if (!fieldMade)
                makeField(c, index, segments);
            fieldMade = true;
            continue;
        }
        if (segment.aval == rules::AR_BARRIER) {
            raiseBarrier(c, index, segment);
            if (c.outcome.result == ABORT)
                break;
            continue;
        }
        if (segment.archetype == rules::EA_TERRAFORM) {
            terraformCells(c, index, segment, cellsInArea(c, segment));
            continue;
        }
        for (Handle victim : creaturesInArea(c, segment))
            affect(c, index, segment, victim);
    }
    out.identifies = out.identifies || out.creaturesAffected > 0 || out.creaturesSummoned > 0
                     || out.itemsIdentified > 0;
    if (out.unsupportedSegments > 0 && !out.identifies && (!caster || caster->isPlayer))
        game.notice("Nothing happens.");
}

// The use an EV_EFFECT event describes, as its thrower or a script set it up.
EffectUse useOf(const EventInfo& e)
{
    const bool located = e.isLoc || e.victim == world::kNoObject;
    return EffectUse{e.eID, e.actor, e.item, e.victim, located ? e.EXVal : -1, located ? e.EYVal : -1,
                     std::max<int32_t>(1, e.vCasterLev), e.saveDC, e.isEnter, e.isLeave};
}

} // namespace

EffectOutcome applyEffect(Game& game, const EffectUse& use)
{
    const Game::ActionScope action(game);
    if (!module::view<EffectView>(game.resources(), use.effect))
        return EffectOutcome{ABORT};
    EffectOutcome out;
    if (!game.creature(use.caster)) {
        runEffect(game, use, out);     // a trap's: no one to throw it
        return out;
    }
    // EV_EFFECT goes round every participant (PRE, the event, POST); the
    // caster's own handling of it applies the segments (handleEffectEvent).
    EventInfo e;
    e.event = runtimeEvent<EV_EFFECT>;
    e.actor = use.caster;
    e.victim = use.target;
    e.item = use.item;
    e.eID = use.effect;
    e.map = game.level().handle();
    e.EXVal = int16_t(use.targetX);
    e.EYVal = int16_t(use.targetY);
    // A place is aimed at when a cell is given without a target, or apart from the target (Q_LOC).
    const Creature* target = game.creature(use.target);
    e.isLoc = use.targetX >= 0 && use.targetY >= 0 && (!target || target->x != use.targetX || target->y != use.targetY);
    e.isItem = use.item != world::kNoObject;
    e.vCasterLev = int8_t(std::clamp(use.casterLevel, 0, 127));
    e.saveDC = int8_t(std::clamp(use.saveDc, -128, 127));
    e.effectOutcome = &out;
    const int32_t answer = game.throwEvent(e);
    if (answer == ABORT)
        out.result = ABORT;
    return out;
}

int32_t handleEffectEvent(Game& game, Creature& self, int32_t event, EventInfo& e)
{
    if ((event != EV_EFFECT && event != EV_MAGIC_STRIKE) || e.actor != self.handle() || !e.eID)
        return NOTHING;
    EffectOutcome scripted;
    EffectOutcome& out = e.effectOutcome ? *e.effectOutcome : scripted;
    const EffectUse use = useOf(e);
    if (event == EV_EFFECT) {
        runEffect(game, use, out);
        return DONE;
    }
    // EV_MAGIC_STRIKE: segment e.efNum reaches the victim (rule: src/Magic.cpp, Magic::MagicStrike).
    const std::optional<EffectView> view = module::view<EffectView>(game.resources(), e.eID);
    const std::vector<EffectValues> segments = view ? view->segments() : std::vector<EffectValues>{};
    if (e.efNum < 0 || size_t(e.efNum) >= segments.size())
        return NOTHING;
    Casting c(game, use, *view, out);
    strikeAt(c, e.efNum, segments[size_t(e.efNum)], e.victim);
    return DONE;
}

EffectOutcome castSpell(Game& game, Creature& caster, module::ResourceId spell, world::Handle target, int32_t targetX,
                        int32_t targetY)
{
    const int32_t cost = manaCost(game, spell);
    if (caster.mana < cost) {
        if (caster.isPlayer)
            game.notice("You do not have enough mana.");
        return EffectOutcome{ABORT};
    }
    EventInfo e;
    e.event = runtimeEvent<EV_CAST>;
    e.actor = caster.handle();
    e.victim = target;
    e.eID = spell;
    e.vCasterLev = int8_t(std::clamp(caster.level, 0, 127));
    e.EXVal = int16_t(targetX);
    e.EYVal = int16_t(targetY);
    // EV_CAST's scripts may kill the caster: look it up again afterwards.
    const world::Handle casterHandle = caster.handle();
    const int32_t level = caster.level;
    const int32_t answer = game.throwEvent(e);
    if (answer == ABORT)
        return EffectOutcome{ABORT};
    Creature* still = game.creature(casterHandle);
    if (!still)
        return EffectOutcome{DONE};
    still->mana -= cost;
    if (answer == DONE)
        return EffectOutcome{DONE};
    game.message("The <EActor> cast<s:EActor> <Res>.", MessageSubjects::of(e),
                 std::array{MessageArgument::ofResource(spell)});
    return applyEffect(game, EffectUse{spell, casterHandle, world::kNoObject, target, targetX, targetY, level, 0});
}

int32_t handleMagicHit(Game& game, Creature& self, int32_t event, EventInfo& e)
{
    if (event != EVICTIM(EV_MAGIC_HIT))
        return NOTHING;
    const std::optional<EffectView> view = module::view<EffectView>(game.resources(), e.eID);
    if (!view)
        return NOTHING;
    const std::vector<EffectValues> segments = view->segments();
    if (e.efNum < 0 || size_t(e.efNum) >= segments.size())
        return NOTHING;
    const EffectValues& segment = segments[size_t(e.efNum)];
    switch (segment.archetype) {
    case rules::EA_BLAST:
    case rules::EA_DRAIN:
        if (!self.alive())
            return DONE;
        if (!e.Terse)
            game.message("The <Res> strikes the <EVictim>.", MessageSubjects::of(e),
                         std::array{MessageArgument::ofResource(e.eID)});
        e.isSomething = true;
        dealDamage(game, e.actor, self, segment.xval, e.vDmg, effectName(game, e.eID));
        return DONE;
    case rules::EA_INFLICT:
    case rules::EA_GRANT:
        giveStati(game, self, segment, e);
        return DONE;
    case rules::EA_HEALING:
        heal(game, self, segment, e);
        return DONE;
    case rules::EA_CURE: {
        const int removed = self.removeStatus(segment.xval, segment.yval ? segment.yval : -1);
        if (removed > 0) {
            e.isSomething = true;
            if (!e.Terse)
                game.messageAs(e, e.victim, "You feel cured.", "The <EVictim> looks cured.");
        }
        return DONE;
    }
    case rules::EA_SUMMON:
        summon(game, self, segment, e);
        return DONE;
    case rules::EA_IDENTIFY:
        identify(game, self, e);
        return DONE;
    case rules::EA_VISION:
        vision(game, self, segment, e);
        return DONE;
    case rules::EA_TRAVEL:
        travel(game, self, segment, e);
        return DONE;
    default:
        return NOTHING;     // EA_GENERIC: its scripts are the whole effect
    }
}

} // namespace incursion::game
