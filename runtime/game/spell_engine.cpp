#include "game/spell_engine.h"
#include "game/hunger.h"
#include "game/periodic_effects.h"
#include "game/worn_magic.h"

#include "game/combat.h"
#include "game/effect_archetypes.h"
#include "game/effect_area.h"
#include "game/effect_item_target.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/rules.h"
#include "game/stati.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <optional>

namespace incursion::game {

namespace {

using module::EffectValues;
using module::EffectView;
using namespace effects;

// What EV_ISTARGET answers mean (the original's SHOULD/CAN/CANNOT_CAST_IT):
// CANNOT_CAST_IT is -1, which the dispatcher reads as ERROR.
constexpr int32_t kCannotCastIt = -1;

// EA_NOTIMP: the module's mark on an effect the original never implemented.
constexpr int32_t kNotImplementedArchetype = 25;

// The archetypes the game applies; the rest are "nothing happens".
bool supportedArchetype(int32_t archetype)
{
    switch (archetype) {
    case rules::EA_BLAST: case rules::EA_GRANT: case rules::EA_INFLICT: case rules::EA_DRAIN:
    case rules::EA_IDENTIFY: case rules::EA_SUMMON: case rules::EA_HEALING: case rules::EA_CURE:
    case rules::EA_GENERIC: case rules::EA_TERRAFORM: case rules::EA_VISION: case rules::EA_TRAVEL:
    case rules::EA_POLYMORPH: case rules::EA_DISPEL: case rules::EA_CREATION:
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
    case rules::AR_BARRIER: case rules::AR_CHAIN:
        return true;
    default:
        return false;
    }
}


// Archetypes that act once, on or around the caster, whatever the area.
bool actsOnCaster(int32_t archetype)
{
    return archetype == rules::EA_SUMMON || archetype == rules::EA_IDENTIFY || archetype == rules::EA_VISION;
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
    if (!isSpreadArea(segment.aval) || ((!c.hasCaster || c.use.trap) && isLineArea(segment.aval)))
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

// What a segment's area covers, in the order it reaches them: creatures,
// or the item the use was aimed at (an effect used on an item of the pack).
std::vector<Handle> victimsInArea(Casting& c, int32_t index, const EffectValues& segment)
{
    std::vector<Handle> out;
    if (segment.aval == rules::AR_CHAIN && c.hasCaster && !c.use.trap)
        return chainTargets(c, index, segment);
    if (!isSpreadArea(segment.aval) || ((!c.hasCaster || c.use.trap) && isLineArea(segment.aval))) {
        // AR_NONE, AR_TOUCH, a poison's or a disease's, a trap's bolt: the target alone.
        if (c.game.creature(c.use.target) || c.game.item(c.use.target))
            out.push_back(c.use.target);
        else
            addIfPresent(c.game, out, c.aimed);
        return out;
    }
    for (const Cell& cell : cellsInArea(c, segment))
        addIfPresent(c.game, out, cell);
    // The caster is caught in its own area unless the effect spares it.
    // rule: src/Magic.cpp, Magic::isTarget (EF_CASTER_IMMUNE)
    if (c.view.hasFlag(rules::EF_CASTER_IMMUNE))
        std::erase(out, c.use.caster);
    return out;
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

// Throws EV_MAGIC_HIT at `victim` and counts what it did; the throw's answer.
int32_t strike(Casting& c, EventInfo& e)
{
    Creature* before = c.game.creature(e.victim);
    const int32_t hpBefore = before ? before->hp : 0;
    const int32_t answer = c.game.throwEvent(e);
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
    return answer;
}

// One segment on the item it was aimed at (src/Magic.cpp, Magic::MagicStrike
// and the item case of Magic::isTarget): an item the effect may not affect
// is left alone (its own EV_MAGIC_STRIKE handler may have acted already);
// else its amount, and EV_MAGIC_HIT, which scripts answer: no save, and
// the archetypes the game applies act on creatures only.
void strikeItem(Casting& c, int32_t index, const EffectValues& segment, Handle victim)
{
    if (!itemIsTarget(c.game, effectEvent(c, 0, index, segment, victim), victim))
        return;
    const bool givesStati = segment.archetype == rules::EA_INFLICT || segment.archetype == rules::EA_GRANT;
    if (segment.archetype != rules::EA_GENERIC && !givesStati)
        noteUnsupported(c, archetypeName(segment.archetype) + " on an item");
    EventInfo e = effectEvent(c, runtimeEvent<EV_MAGIC_HIT>, index, segment, victim);
    e.vDmg = int16_t(std::clamp(calculate(c, e, segment), -32768, 32767));
    const int32_t answer = strike(c, e);
    // After the scripts, unless they did it all: the archetype itself.
    if (givesStati && answer != DONE && answer != ABORT)
        if (Item* it = c.game.item(victim))
            effects::inflictOnItem(*it, segment, e);
}

// One segment on one creature of its area: the type limit, EV_ISTARGET,
// the save, then EV_MAGIC_HIT.
void strikeAt(Casting& c, int32_t index, const EffectValues& segment, Handle victim)
{
    if (c.game.item(victim)) {
        strikeItem(c, index, segment, victim);
        return;
    }
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
    c.game.printQueue(QUEUE_DAMAGE_MSG);    // rule: src/Magic.cpp, Magic::MagicStrike
}

// The segment reaches one creature of its area: EV_MAGIC_STRIKE, whose
// handlers may strike their own way (DONE or ABORT); the caster's C++
// handling of it is strikeAt (handleEffectEvent). Without a caster, strikeAt.
void affect(Casting& c, int32_t index, const EffectValues& segment, Handle victim)
{
    const Creature* candidate = c.game.creature(victim);
    if ((!candidate || !candidate->alive()) && !c.game.item(victim))
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
    StatusEffect status = effects::segmentStati(segment, e);
    // Given by an item put on: it lasts while worn, held by the item (src/Effects.cpp, Magic::Grant).
    if (e.isWield) {
        status.cause = worn_magic::kWornItemCause;
        status.turnsLeft = -1;
        status.source = e.item;
    }
    status = asGained(status);
    const SpeedWatch speed(game, self);     // by handle: the gain's handlers may kill it
    // The same effect again renews its stati instead of stacking it.
    if (!renewStati(self.stati, status, status.cause == worn_magic::kWornItemCause)) {
        const Handle handle = self.handle();
        gainStati(game, self, status);
        if (!game.creature(handle))
            return;
    }
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
    if (kinds & rules::HEAL_HUNGER)
        e.isSomething = hunger::feed(game, self, e) || e.isSomething;
    if (healed > 0) {
        e.isSomething = true;
        if (!e.Terse)
            game.messageAs(e, e.victim, "You feel better.", "The <EVictim> looks better.");
    }
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

// A creature of the monster type `type`, as an effect's tval limits it:
// alignments are M_ flags here, and the original's pseudo-types compare
// sides with the caster.
bool matchesType(const Creature& c, int32_t type, const Creature* caster)
{
    // rule: src/Values.cpp, Creature::isMType: a creature with an ALIGNMENT
    // stati (a character) is of the alignments its bits say.
    auto alignment = [&](int32_t flag) {
        constexpr int32_t ALIGNMENT = 222, AL_LAWFUL = 0x1, AL_CHAOTIC = 0x2, AL_GOOD = 0x4, AL_EVIL = 0x8;
        if (const StatusEffect* declared = c.status(ALIGNMENT)) {
            const int32_t bit = flag == rules::M_EVIL ? AL_EVIL : flag == rules::M_GOOD ? AL_GOOD
                                : flag == rules::M_LAWFUL ? AL_LAWFUL : AL_CHAOTIC;
            return (declared->value & bit) != 0;
        }
        return c.isType(type) || c.hasFlag(flag);
    };
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
    // EA_HEALING heals what its xval names, hit points when it names nothing
    // (heal() above): a potion of Mana heals none.
    for (const EffectValues& segment : effectSegments(*view)) {
        if (segment.archetype == rules::EA_HEALING && (segment.xval == 0 || (segment.xval & rules::HEAL_HP)))
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

    const std::vector<EffectValues> segments = effectSegments(*view);
    bool fieldMade = false;     // one field for the whole effect
    for (size_t i = 0; i < segments.size(); ++i) {
        const EffectValues& segment = segments[i];
        const int32_t index = int32_t(i);
        // Before the effect's own handler is asked, as the original.
        if (view->hasFlag(rules::EF_PERIODIC) && !use.periodic) {
            EventInfo timed = effectEvent(c, runtimeEvent<EV_MAGIC_HIT>, index, segment, use.target);
            calculate(c, timed, segment);
            periodic_effects::startOrStop(game, use, segment.lval, timed.vDuration);
            continue;
        }
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
        if (segment.archetype == rules::EA_TRAVEL && effects::travelKind(segment.xval) != effects::TravelKind::Modelled) {
            if (effects::travelKind(segment.xval) == effects::TravelKind::Unknown) {
                // The original refuses it (src/Effects.cpp, Magic::Travel: "Unknown TRAVEL_ constant").
                game.reportScriptError("unknown TRAVEL_ constant " + std::to_string(segment.xval) + " in effect \""
                                       + effectName(game, use.effect) + "\"");
                c.outcome.result = ABORT;
                break;
            }
            noteUnsupported(c, "EA_TRAVEL " + effects::travelName(segment.xval));
            continue;
        }
        if (!supportedArchetype(segment.archetype)) {
            noteUnsupported(c, archetypeName(segment.archetype));
            continue;
        }
        if (use.entering || use.leaving || use.wielding || use.removing) {
            if (!actsOnPassage(segment) || !game.creature(use.target))
                continue;
            if (use.removing)
                worn_magic::removeStatiFrom(game, *game.creature(use.target), use.item);
            else if (use.leaving)
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
        // A ball's or a burst's words gather into one line, told when it has
        // reached every victim. rule: src/Magic.cpp, Magic::ABallBeamBolt (QUEUE_AREA_EFFECT)
        const bool ball = segment.aval == rules::AR_BALL || segment.aval == rules::AR_BURST;
        std::optional<MessageQueueScope> area;
        if (ball)
            area.emplace(game.messageQueues(), QUEUE_AREA_EFFECT);
        for (Handle victim : victimsInArea(c, index, segment))
            affect(c, index, segment, victim);
        area.reset();
        if (ball)
            game.printQueue(QUEUE_AREA_EFFECT);
    }
    game.printQueue(QUEUE_DAMAGE_MSG);      // rule: src/Magic.cpp, Magic::MagicEvent
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
                     std::max<int32_t>(1, e.vCasterLev), e.saveDC, e.isEnter, e.isLeave, e.isTrap, e.isWield,
                     e.isRemove, e.isPeriodic};
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
    e.isItem = use.item != world::kNoObject && !use.trap;
    e.isTrap = use.trap;
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
    const std::vector<EffectValues> segments = view ? effectSegments(*view) : std::vector<EffectValues>{};
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
    const std::vector<EffectValues> segments = effectSegments(*view);
    if (e.efNum < 0 || size_t(e.efNum) >= segments.size())
        return NOTHING;
    const EffectValues& segment = segments[size_t(e.efNum)];
    switch (segment.archetype) {
    case rules::EA_BLAST:
    case rules::EA_DRAIN:
        if (!self.alive())
            return DONE;
        e.isSomething = true;
        // The blast's words (told while the victim can still be named; within
        // a ball they are gathered), then the damage's, gathered into a line.
        // rule: src/Effects.cpp, Magic::Blast (QUEUE_BLAST_MSG; a blast within
        // a blast's damage, whose queue is still gathering, loses its words)
        if (!e.Terse)
            game.message("The <Res> strikes the <EVictim>.", MessageSubjects::of(e),
                         std::array{MessageArgument::ofResource(e.eID)});
        {
            const MessageQueueScope queued(game.messageQueues(), QUEUE_BLAST_MSG);
            dealDamage(game, e.actor, self, segment.xval, e.vDmg, effectName(game, e.eID));
        }
        game.printQueue(QUEUE_BLAST_MSG);
        game.emptyQueue(QUEUE_BLAST_MSG);
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
    case rules::EA_POLYMORPH:
        polymorph(game, self, segment, e);
        return DONE;
    case rules::EA_DISPEL:
        dispel(game, self, segment, e);
        return DONE;
    case rules::EA_CREATION:
        creation(game, self, segment, e);
        return DONE;
    default:
        return NOTHING;     // EA_GENERIC: its scripts are the whole effect
    }
}

namespace {
const SegmentStandIn* standIn = nullptr;    // the innermost stand-in alive
} // namespace

SegmentStandIn::SegmentStandIn(module::ResourceId effect, const EffectValues& values)
    : outer_(standIn), effect_(effect), values_(values)
{
    standIn = this;
}

SegmentStandIn::~SegmentStandIn()
{
    standIn = outer_;
}

std::vector<EffectValues> effectSegments(const EffectView& view)
{
    std::vector<EffectValues> segments = view.segments();
    for (const SegmentStandIn* s = standIn; s; s = s->outer_)
        if (s->effect_ == view.id() && !segments.empty()) {
            segments.front() = s->values_;
            break;
        }
    return segments;
}

} // namespace incursion::game
