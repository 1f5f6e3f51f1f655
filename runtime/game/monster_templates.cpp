#include "game/monster_templates.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/event_ids.h"
#include "game/game.h"
#include "game/rules.h"
#include "game/script_host.h"
#include "module/resource_views.h"

#include <algorithm>
#include <set>
#include <string>

namespace incursion::game::monster_templates {

using api_access::creatureArgument;
using api_access::host;
using module::Modifier;
using module::RecordTag;
using module::ResourceId;
using module::TemplateView;
using vm::HostCall;

namespace {

// The original's numbers (inc/Defines.h) these rules read.
constexpr int32_t TM_CLASS = 0x0002;
constexpr int32_t TMF_BODY_ONLY = 1, TMF_OBVIOUS = 2;     // stored negated in Flags (TemplateView::templateFlags)
constexpr int32_t SUSPEND_ATTK = 86;
constexpr int32_t M_HUMANOID = 1, M_MOUNTABLE = 11, M_AMPHIB = 30, M_AQUATIC = 31, M_UNDEAD = 32, M_MINDLESS = 33,
                  M_NATURAL = 35, M_FOREST = 74;
constexpr int32_t MA_ANIMAL = 2, MA_FAERIE = 9, MA_GOBLIN = 10, MA_OOZE = 17, MA_KOBOLD = 18, MA_ORC = 22, MA_VORTEX = 29,
                  MA_CONSTRUCT = 36, MA_DRAGON = 37, MA_ELEMENTAL = 38, MA_FUNGI = 39, MA_ELEMENTALKIN = 44,
                  MA_OUTSIDER = 48, MA_PLANT = 49, MA_REPTILE = 51, MA_ZOMBIE = 60, MA_LIVING = 75, MA_UNDEAD = 76,
                  MA_AQUATIC = 80, MA_SYLVAN = 81, MA_REPTILIAN = 83, MA_GOBLINOID = 84, MA_SAPIENT = 85,
                  MA_PERSON = 86, MA_MOUNT = 88,
                  MA_NATIVE = 90, MA_NLIVING = 91, MA_EVIL = 103, MA_GOOD = 106;
constexpr int32_t A_LAST_STANDARD = 29, A_LAST_POSTGRAB = 39;
// Hit dice a template adds give max(1, Con modifier + HDType / 2) hit points
// each (src/Values.cpp, CalcValues); this runtime rolls every monster's hit
// dice as d8 (Creature::fromMonster), so HDType is 8.
constexpr int32_t kHitDieType = 8;

bool isStandardAttack(int32_t type) { return type > 0 && type <= A_LAST_STANDARD; }
bool isPostGrabAttack(int32_t type) { return type > A_LAST_STANDARD && type <= A_LAST_POSTGRAB; }
bool isWeaponDamage(int32_t type)
{
    return type == rules::AD_SLASH || type == rules::AD_PIERCE || type == rules::AD_BLUNT;
}
int32_t damageSize(const module::Dice& d) { return d.number * d.sides + d.bonus; }

bool contains(const std::vector<int32_t>& values, int32_t value)
{
    return std::find(values.begin(), values.end(), value) != values.end();
}

void insertSorted(std::vector<int32_t>& values, int32_t value)
{
    const auto at = std::lower_bound(values.begin(), values.end(), value);
    if (at == values.end() || *at != value)
        values.insert(at, value);
}

std::optional<TemplateView> templateView(const Game& game, ResourceId id)
{
    return module::view<TemplateView>(game.resources(), id);
}

// Creature::HasMFlag with templates: one that removes the flag wins over
// one that adds it, and both over the creature's own flags.
bool hasMonsterFlag(const Game& game, const Creature& c, int32_t flag)
{
    const std::vector<ResourceId> templates = templatesOf(c);
    for (ResourceId id : templates)
        if (const auto t = templateView(game, id); t && contains(t->removedFlags(), flag))
            return false;
    for (ResourceId id : templates)
        if (const auto t = templateView(game, id); t && contains(t->monsterFlags(), flag))
            return true;
    return c.hasFlag(flag);
}

// The blows of `c`: its monster's, less the types a template suspended,
// then each template's, less the same (src/Creature.cpp, ListAttacks). A
// template's own suspension is stored as the negative type and so never
// matches a blow there: when the monster's blow is the stronger, both are
// kept, as in the original.
std::vector<CreatureAttack> listAttacks(const Game& game, const Creature& c)
{
    std::set<int32_t> suspended;
    for (const StatusEffect& s : c.stati)
        if (s.stati == SUSPEND_ATTK)
            suspended.insert(s.value);
    std::vector<CreatureAttack> out;
    if (const auto monster = module::view<module::MonsterView>(game.resources(), c.monster))
        for (const module::Attack& attack : monster->attacks())
            if (!suspended.count(attack.type))
                out.push_back(creatureAttack(attack));
    for (ResourceId id : templatesOf(c))
        if (const auto t = templateView(game, id))
            for (const module::Attack& attack : t->attacks())
                if (!suspended.count(attack.type))
                    out.push_back(creatureAttack(attack));
    return out;
}

// The template's blows that clash with the monster's own, by type (AddTemplate).
void suspendClashingAttacks(const Game& game, Creature& c, const TemplateView& t)
{
    const auto monster = module::view<module::MonsterView>(game.resources(), c.monster);
    if (!monster)
        return;
    const std::vector<module::Attack> added = t.attacks();
    for (const module::Attack& own : monster->attacks()) {
        const auto clash = std::find_if(added.begin(), added.end(),
                                        [&](const module::Attack& a) { return a.type == own.type; });
        if (clash == added.end())
            continue;
        // A template's weapon-damage blow weaker than the monster's gives way to it.
        const bool ownIsStronger = (isStandardAttack(clash->type) || isPostGrabAttack(clash->type))
                                   && isWeaponDamage(clash->part.damageType)
                                   && damageSize(own.part.damage) > damageSize(clash->part.damage);
        c.addStatus(StatusEffect{SUSPEND_ATTK, ownIsStronger ? -own.type : own.type, 0, rules::SS_MISC, -1, t.id(),
                                 world::kNoObject, 0});
    }
}

// APPLY_TEMPLATE_MODIFIER for a speed or move (src/Values.cpp): a percentage
// scales the rate; otherwise the modifier works on the stored form,
// (percent - 100) / 5.
int32_t adjustedRate(const Modifier& m, int32_t percent)
{
    if (m.mode == Modifier::Percent)
        return std::clamp(percent * adjusted(m, 100) / 100, 10, 1000);
    return std::clamp(100 + adjusted(m, (percent - 100) / 5) * 5, 10, 1000);
}

void applyValues(const TemplateView& t, Creature& c)
{
    const int32_t oldLevel = c.level;
    const int32_t oldConModifier = c.modifier(rules::A_CON);
    if (const auto m = t.modifier(RecordTag::CRModifier))
        c.challenge = adjusted(*m, c.challenge);
    if (const auto m = t.modifier(RecordTag::HitDiceModifier))
        c.level = std::max(1, adjusted(*m, c.level));
    for (const module::AttributeModifier& a : t.attributeModifiers())
        if (a.attribute >= 0 && a.attribute < rules::kAttributeCount)
            c.attributes[size_t(a.attribute)] = adjusted(a.modifier, c.attributes[size_t(a.attribute)]);
    if (const auto m = t.modifier(RecordTag::HitModifier))
        c.hitBonus = adjusted(*m, c.hitBonus);
    if (const auto m = t.modifier(RecordTag::DefModifier))
        c.defence = adjusted(*m, c.defence);
    if (const auto m = t.modifier(RecordTag::ArmModifier))
        c.armour = std::max(0, adjusted(*m, c.armour));
    if (const auto m = t.modifier(RecordTag::SizeModifier))
        c.size = std::clamp(adjusted(*m, c.size), 1, 8);
    if (const auto m = t.modifier(RecordTag::SpeedModifier))
        c.speed = adjustedRate(*m, c.speed);
    if (const auto m = t.modifier(RecordTag::MoveModifier))
        c.move = adjustedRate(*m, c.move);

    // Hit points (CalcValues): each added hit die gives max(1, Con modifier +
    // HDType / 2); a changed Con modifier counts on every die. Damage taken stays.
    int32_t gained = 0;
    if (c.level > oldLevel)
        gained += (c.level - oldLevel) * std::max(1, c.modifier(rules::A_CON) + kHitDieType / 2);
    gained += (c.modifier(rules::A_CON) - oldConModifier) * std::min(oldLevel, c.level);
    if (!c.isPlayer && gained) {
        c.maxHp = std::max(1, c.maxHp + gained);
        c.hp = std::clamp(c.hp + gained, 1, c.maxHp);
    }
}

void applyKinds(const TemplateView& t, Creature& c)
{
    for (int32_t flag : t.monsterFlags())
        insertSorted(c.flags, flag);
    for (int32_t flag : t.removedFlags())
        std::erase(c.flags, flag);
    if (const std::optional<int32_t> type = t.addedMonsterType(); type && *type)
        insertSorted(c.types, *type);
    c.resistances = (c.resistances | t.resists()) & ~t.removedResists();
    c.immunities = (c.immunities | t.immunities()) & ~t.removedImmunities();
    for (ResourceId spell : t.innateSpells())
        if (std::find(c.spells.begin(), c.spells.end(), spell) == c.spells.end())
            c.spells.push_back(spell);
    // Feats and skills a template grants are EXTRA_FEAT / EXTRA_SKILL stati
    // of magnitude 1 from it (AddTemplate).
    for (int32_t feat : t.feats()) {
        if (feat >= rules::FT_FIRST && feat <= rules::FT_LAST)
            c.addStatus(StatusEffect{rules::EXTRA_FEAT, feat, 1, rules::SS_MISC, -1, t.id(), world::kNoObject, 0});
        else if (feat >= 1 && feat <= rules::SK_LAST)
            c.addStatus(StatusEffect{rules::EXTRA_SKILL, feat, 1, rules::SS_MISC, -1, t.id(), world::kNoObject, 0});
    }
}

// SetImage: an obvious template's glyph replaces the character, the colour, or both.
void applyImage(const TemplateView& t, Creature& c, bool obvious)
{
    if (obvious)
        c.glyph = withTemplateImage(t, c.glyph);
}

// The creature (argument 0) and Template resource (argument 1) of `name`'s
// call; nullptr when either is wrong (the call has failed then).
Creature* withTemplateArgument(HostCall& call, const char* name, ResourceId* id)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return nullptr;
    *id = ResourceId(call.arg(1));
    if (!templateView(*host(call).game, *id)) {
        call.fail(std::string(name) + ": " + std::to_string(*id) + " is no Template resource");
        return nullptr;
    }
    return c;
}

int32_t addTemplateCall(HostCall& call)
{
    ResourceId id = 0;
    if (Creature* c = withTemplateArgument(call, "AddTemplate", &id))
        addTemplate(*host(call).game, *c, id);
    return 0;
}

int32_t canAddTemplateCall(HostCall& call)
{
    ResourceId id = 0;
    Creature* c = withTemplateArgument(call, "CanAddTemplate", &id);
    return c ? canAddTemplate(*host(call).game, *c, id) : 0;
}

} // namespace

int32_t adjusted(const Modifier& m, int32_t value)
{
    int32_t out = value;
    switch (m.mode) {
    case Modifier::Add: out = std::max(0, value + m.value); break;
    case Modifier::Set: out = m.value; break;
    case Modifier::Percent: out = int16_t(value * m.value) / 100; break;
    default: break;
    }
    switch (m.boundKind) {
    case Modifier::Min: out = std::max(m.bound, out); break;
    case Modifier::Max: out = std::min(m.bound, out); break;
    // Both directions move toward the bound the same way in the original.
    case Modifier::Near: out = std::max(out, (out + m.bound * 2) / 3); break;
    default: break;
    }
    return out;
}

std::vector<ResourceId> templatesOf(const Creature& c)
{
    std::vector<ResourceId> out;
    for (const StatusEffect& s : c.stati)
        if (s.stati == kTemplateStati && s.effect)
            out.push_back(s.effect);
    return out;
}

bool isMonsterType(const Game& game, const Creature& c, int32_t mt)
{
    if (!mt)
        return true;
    if (mt > 256)
        return isMonsterType(game, c, mt % 256) && isMonsterType(game, c, mt / 256);
    const std::vector<ResourceId> templates = templatesOf(c);
    // A template that makes a creature undead or a construct takes away its life.
    if ((mt == MA_ANIMAL || mt == MA_SYLVAN || mt == MA_LIVING || mt == MA_NLIVING || mt == MA_PLANT)
        && !templates.empty()) {
        if (isMonsterType(game, c, MA_UNDEAD) || isMonsterType(game, c, MA_CONSTRUCT)
            || isMonsterType(game, c, MA_ELEMENTAL) || (mt == MA_NLIVING && isMonsterType(game, c, MA_OUTSIDER)))
            return false;
    }
    if (c.isType(mt))
        return true;
    for (ResourceId id : templates) {
        const auto t = templateView(game, id);
        if (!t)
            continue;
        // A body-only template (a zombie) leaves only what the body was.
        if (contains(t->templateFlags(), TMF_BODY_ONLY) && mt != MA_UNDEAD && mt != MA_ZOMBIE && mt != MA_OOZE
            && mt != MA_CONSTRUCT && mt != MA_EVIL && mt != MA_GOOD)
            return false;
    }
    switch (mt) {
    case MA_LIVING:
        return !(isMonsterType(game, c, MA_CONSTRUCT) || isMonsterType(game, c, MA_VORTEX)
                 || isMonsterType(game, c, MA_ELEMENTAL) || isMonsterType(game, c, MA_ELEMENTALKIN)
                 || isMonsterType(game, c, MA_FUNGI) || isMonsterType(game, c, MA_UNDEAD));
    case MA_UNDEAD: return hasMonsterFlag(game, c, M_UNDEAD);
    case MA_SYLVAN:
        return (hasMonsterFlag(game, c, M_NATURAL) || isMonsterType(game, c, MA_ANIMAL))
               && hasMonsterFlag(game, c, M_FOREST);
    case MA_REPTILIAN:
        return isMonsterType(game, c, MA_REPTILE) || isMonsterType(game, c, MA_DRAGON)
               || isMonsterType(game, c, MA_KOBOLD);
    case MA_GOBLINOID:
        return isMonsterType(game, c, MA_ORC) || isMonsterType(game, c, MA_GOBLIN) || isMonsterType(game, c, MA_KOBOLD);
    case MA_SAPIENT:
        return !isMonsterType(game, c, MA_ANIMAL) && !hasMonsterFlag(game, c, M_MINDLESS)
               && c.attributes[rules::A_INT] >= 3;
    case MA_PERSON: {
        // Its monster's own size counts, not what magic or templates made of it.
        const auto monster = module::view<module::MonsterView>(game.resources(), c.monster);
        const int32_t size = monster && monster->size() > 0 ? monster->size() : rules::SZ_MEDIUM;
        return !isMonsterType(game, c, MA_FAERIE) && hasMonsterFlag(game, c, M_HUMANOID) && size <= rules::SZ_MEDIUM
               && !hasMonsterFlag(game, c, M_UNDEAD) && !hasMonsterFlag(game, c, M_MINDLESS);
    }
    case MA_AQUATIC: return hasMonsterFlag(game, c, M_AQUATIC) || hasMonsterFlag(game, c, M_AMPHIB);
    case MA_MOUNT: return hasMonsterFlag(game, c, M_MOUNTABLE);
    case MA_NATIVE: return !isMonsterType(game, c, MA_OUTSIDER);
    case MA_NLIVING: return !isMonsterType(game, c, MA_OUTSIDER) && isMonsterType(game, c, MA_LIVING);
    default: return false;
    }
}

bool canAddTemplate(Game& game, Creature& c, ResourceId templateId)
{
    const auto t = templateView(game, templateId);
    if (!t)
        return false;
    for (const StatusEffect& s : c.stati)
        if (s.stati == kTemplateStati && s.effect == templateId)
            return false;
    if (const std::optional<int32_t> forType = t->forMonsterType(); forType && *forType
        && !isMonsterType(game, c, *forType))
        return false;
    // Class templates need a humanoid whose monster has Int 7 or more.
    if (t->templateType() & TM_CLASS) {
        const auto monster = module::view<module::MonsterView>(game.resources(), c.monster);
        int32_t intelligence = 10;      // a monster that lists no attributes has Creature::fromMonster's 10
        if (monster)
            for (const module::NumberPair& pair : monster->attributes())
                if (pair.first == rules::A_INT)
                    intelligence = pair.second;
        if (!hasMonsterFlag(game, c, M_HUMANOID) || intelligence < 7)
            return false;
    }
    // Resource::PEvent: actor and victim are the creature.
    EventInfo e;
    e.event = EV_ISTARGET;
    e.actor = e.victim = c.handle();
    e.map = c.map();
    return game.events().askResource(templateId, e) != ERROR;
}

module::Glyph withTemplateImage(const module::TemplateView& t, module::Glyph image)
{
    const std::optional<module::Glyph> own = t.image();
    if (!own)
        return image;
    if (own->character)
        image.character = own->character;
    if (own->foreground || own->background) {
        image.foreground = own->foreground;
        image.background = own->background;
    }
    return image;
}

bool addTemplate(Game& game, Creature& c, ResourceId templateId)
{
    const auto t = templateView(game, templateId);
    if (!t)
        return false;
    if (!c.isPlayer && !canAddTemplate(game, c, templateId))
        return false;
    const bool obvious = contains(t->templateFlags(), TMF_OBVIOUS);
    c.addStatus(StatusEffect{kTemplateStati, 0, obvious ? 1 : 0, rules::SS_MISC, -1, templateId, world::kNoObject, 0});
    suspendClashingAttacks(game, c, *t);
    applyValues(*t, c);
    applyKinds(*t, c);
    c.attacks = listAttacks(game, c);
    applyImage(*t, c, obvious);
    return true;
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kCreature, "AddTemplate", ValueType::Void, {param(ValueType::Resource, "tID")},
                         &addTemplateCall));
    api.push_back(member(kCreature, "CanAddTemplate", ValueType::Bool, {param(ValueType::Resource, "tID")},
                         &canAddTemplateCall));
}

} // namespace incursion::game::monster_templates
