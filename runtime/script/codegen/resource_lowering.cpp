#include "resource_lowering.h"

#include "module/record_tags.h"
#include "script/codegen/entry_tables.h"
#include "script/codegen/module_builder.h"
#include "script/module_summary.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <string>

namespace incursion::script {

using namespace ast;
using module::RecordTag;
using module::Value;
using module::ValueKind;

using namespace entry_tables;

namespace {

constexpr size_t kMonsterStatiLimit = 12;   // the original's per-monster table

Value integer(int32_t n) { return {ValueKind::Integer, n}; }

// ---- the lowering of one resource -----------------------------------------------

class ResourceLowering {
public:
    ResourceLowering(ModuleBuilder& builder, const Resource& resource, uint32_t index, module::Resource& out)
        : b_(builder), res_(resource), index_(index), out_(out), tokens_(builder.unit().tokens)
    {
        const Token& keyword = tokens_[resource.keyword];
        // The keyword as written in headers ("Spell", "Poison", "Race"), which the table spells in lower case.
        std::string kindWord(tokenSpelling(keyword.kind));
        if (kindWord.empty())
            kindWord = core::resourceKindName(resource.resourceKind);
        kindWord[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(kindWord[0])));
        displayName_ = kindWord + " \"" + builder.unit().strings.strings[tokens_[resource.name].text] + "\"";
    }

    void run();

private:
    // fields and annotations
    module::Record* findField(RecordTag tag);
    module::Record& field(RecordTag tag);
    void setField(RecordTag tag, std::vector<Value> values) { field(tag).values = std::move(values); }
    void orField(RecordTag tag, int32_t bits);
    void annotate(RecordTag tag, std::vector<Value> values);
    void setFlag(int32_t flag, bool set);
    size_t annotationCount(std::initializer_list<RecordTag> tags) const;

    // values
    int32_t number(const Expr* expr) { return expr ? b_.evaluate(expr).value_or(0) : 0; }
    Value reference(const Expr* expr, uint32_t kinds);
    int32_t dice(const Dice& dice);
    int32_t glyph(const Glyph& glyph);
    std::string spelled(TokenIndex first, TokenIndex last) const
    {
        return spelledText(b_.unit(), *b_.front().sources, first, last);
    }
    std::string keywordName(const Entry& entry) const
    {
        return entry.keyword == kNoToken ? std::string("entry") : "'" + spelled(entry.keyword, entry.keyword) + "'";
    }

    void lowerHeader();
    void lowerEntries(std::span<Entry* const> entries);
    void lowerEntry(const Entry& entry);
    void lowerValue(const ValueEntry& entry);
    void lowerModifier(const ModifierEntry& entry);
    void lowerList(const ListEntry& entry);
    void lowerResources(const ResourcesEntry& entry);
    void lowerColour(const ColourEntry& entry);
    void lowerAttacks(const AttacksEntry& entry);
    void lowerGear(const GearEntry& entry);
    void lowerGrants(const GrantsEntry& entry);
    void lowerEvents(const EventsEntry& entry);
    void lowerSpecials(const SpecialsEntry& entry);
    void lowerTiles(const TilesEntry& entry);
    void lowerParts(const PartsEntry& entry);
    void lowerPowers(const PowersEntry& entry);

    ModuleBuilder& b_;
    const Resource& res_;
    uint32_t index_;
    module::Resource& out_;
    const std::vector<Token>& tokens_;
    std::string displayName_;
    std::array<Value, EffectSlotCount> effect_{};     // the current effect segment
};

void ResourceLowering::run()
{
    if (res_.resourceKind == K::Effect) {
        const Tok keyword = tokens_[res_.keyword].kind;
        effect_[Sval] = integer(module::kNoSave);
        if (keyword == Tok::KwPoison)
            effect_[Aval] = integer(module::kPoisonAval);
        else if (keyword == Tok::KwDisease)
            effect_[Aval] = integer(module::kDiseaseAval);
    }
    lowerHeader();
    lowerEntries(res_.entries);
    if (res_.resourceKind == K::Effect) {
        setField(T::EffectValues, {effect_.begin(), effect_.end()});
        for (const EffectSegment* segment : res_.segments) {
            // A segment starts as a copy of the previous one: only the archetype and the
            // values it writes change.
            effect_[Archetype] = integer(number(segment->archetype));
            lowerEntries(segment->entries);
            annotate(T::EffectSegment, {effect_.begin(), effect_.end()});
        }
    }
    // Empty lists (`Skills: ;`, a stray `;`, flags all removed again) say nothing.
    std::erase_if(out_.fields, [](const module::Record& r) {
        return r.values.empty() && r.tag != uint16_t(T::PartialSave);
    });
}

module::Record* ResourceLowering::findField(RecordTag tag)
{
    for (module::Record& record : out_.fields)
        if (record.tag == static_cast<uint16_t>(tag))
            return &record;
    return nullptr;
}

module::Record& ResourceLowering::field(RecordTag tag)
{
    if (module::Record* record = findField(tag))
        return *record;
    out_.fields.push_back({static_cast<uint16_t>(tag), {}});
    return out_.fields.back();
}

void ResourceLowering::orField(RecordTag tag, int32_t bits)
{
    module::Record& record = field(tag);
    if (record.values.empty())
        record.values.push_back(integer(0));
    record.values[0].value |= bits;
}

void ResourceLowering::annotate(RecordTag tag, std::vector<Value> values)
{
    out_.annotations.push_back({static_cast<uint16_t>(tag), std::move(values)});
}

size_t ResourceLowering::annotationCount(std::initializer_list<RecordTag> tags) const
{
    return std::count_if(out_.annotations.begin(), out_.annotations.end(), [&](const module::Record& r) {
        return std::any_of(tags.begin(), tags.end(), [&](RecordTag t) { return r.tag == uint16_t(t); });
    });
}

// Flags and RemovedFlags stay disjoint, so the later of `F` and `~F` wins as in the original.
void ResourceLowering::setFlag(int32_t flag, bool set)
{
    auto& into = field(set ? T::Flags : T::RemovedFlags).values;
    if (module::Record* other = findField(set ? T::RemovedFlags : T::Flags))
        std::erase(other->values, integer(flag));
    if (std::find(into.begin(), into.end(), integer(flag)) == into.end())
        into.push_back(integer(flag));
}

Value ResourceLowering::reference(const Expr* expr, uint32_t kinds)
{
    if (!expr)
        return integer(0);
    if (expr->kind == ExprKind::ResourceName)
        return b_.resourceReference(expr->token, kinds);
    if (expr->kind == ExprKind::String)
        return {ValueKind::Text, static_cast<int32_t>(b_.internStringToken(expr->token))};
    return b_.evaluateValue(expr).value_or(integer(0));
}

int32_t ResourceLowering::dice(const Dice& d)
{
    auto part = [&](const Expr* expr, int32_t low, int32_t high, const char* what) -> int32_t {
        int32_t n = number(expr);
        if (expr && (n < low || n > high)) {
            b_.error(expr->first, expr->last, std::string("the dice ") + what + " is " + std::to_string(n)
                     + "; it must be between " + std::to_string(low) + " and " + std::to_string(high));
            return 0;
        }
        return n;
    };
    const auto [low, high] = module::kDiceNumberLimits;
    module::Dice packed;
    packed.number = static_cast<int16_t>(part(d.count, low, high, "count"));
    packed.sides = static_cast<int16_t>(part(d.sides, low, high, "size"));
    int32_t bonus = part(d.bonus, module::kDiceBonusLimits.low, module::kDiceBonusLimits.high, "bonus");
    packed.bonus = static_cast<int16_t>(d.negativeBonus ? -bonus : bonus);
    return module::packDice(packed);
}

int32_t ResourceLowering::glyph(const Glyph& g)
{
    int32_t character = tokens_[g.image].value;
    if (character < 0 || character > 0xFFF)
        b_.error(g.image, g.image, "glyph " + std::to_string(character) + " is out of range; glyph numbers are 0 to 4095");
    return module::packGlyph(character, g.foreground ? g.foreground->value : module::kDefaultGlyphForeground,
                             g.background ? g.background->value : 0);
}

void ResourceLowering::lowerHeader()
{
    std::vector<Value> header;
    for (const Expr* expr : res_.header)
        header.push_back(integer(number(expr)));
    switch (res_.resourceKind) {
    case K::Monster: setField(T::MonsterTypes, header); break;
    case K::Item: case K::Flavor: setField(T::ItemType, header); break;
    case K::Feature: setField(T::FeatureType, header); break;
    case K::Domain: setField(T::DomainType, header); break;
    case K::Template: setField(T::TemplateType, header); break;
    case K::Behaviour: setField(T::Conditions, header); break;
    case K::Region:
        for (const Value& flag : header)
            setFlag(flag.value, true);
        break;
    case K::Encounter:
        for (const Value& terrain : header)
            orField(T::Terrain, terrain.value);
        break;
    case K::Effect: {
        if (!header.empty())
            effect_[Archetype] = header.front();
        if (res_.sources.size() > 4)
            b_.error(res_.sources[4]->first, res_.sources.back()->last,
                     displayName_ + " has " + std::to_string(res_.sources.size())
                         + " source prefixes; an effect keeps at most 4");
        if (!res_.sources.empty()) {
            std::vector<Value> sources;
            for (const Expr* expr : res_.sources)
                sources.push_back(integer(number(expr)));
            setField(T::Sources, sources);
        }
        break;
    }
    default:
        break;
    }
    if (res_.headerFor)
        setField(T::ForMonsterType, {integer(number(res_.headerFor))});
    if (res_.base)
        setField(T::BaseRace, {reference(res_.base, core::kindBit(K::Race))});
}

void ResourceLowering::lowerEntries(std::span<Entry* const> entries)
{
    for (const Entry* entry : entries)
        lowerEntry(*entry);
}

void ResourceLowering::lowerEntry(const Entry& entry)
{
    switch (entry.kind) {
    case EntryKind::Desc:
        setField(T::Desc, {{ValueKind::Text, int32_t(b_.internStringToken(as<DescEntry>(entry).text))}});
        break;
    case EntryKind::Value: lowerValue(as<ValueEntry>(entry)); break;
    case EntryKind::Modifier: lowerModifier(as<ModifierEntry>(entry)); break;
    case EntryKind::BareExpression: orField(T::Schools, number(as<BareExpressionEntry>(entry).value)); break;
    case EntryKind::KeyedText: {
        const auto& keyed = as<KeyedTextEntry>(entry);
        int32_t key = number(keyed.key);
        if (key < 1 || key > 3)
            b_.error(keyed.key->first, keyed.key->last,
                     "a race's name list is keyed MALE_NAMES (1), FEMALE_NAMES (2) or FAMILY_NAMES (3), not "
                         + std::to_string(key));
        annotate(T::NameList, {integer(key), {ValueKind::Text, int32_t(b_.internStringToken(keyed.text))}});
        break;
    }
    case EntryKind::Glyph: setField(T::Image, {integer(glyph(*as<GlyphEntry>(entry).glyph))}); break;
    case EntryKind::ColourValue: lowerColour(as<ColourEntry>(entry)); break;
    case EntryKind::Stati: {
        const auto& stati = as<StatiEntry>(entry);
        std::vector<Value> values{integer(0), integer(0), integer(0), reference(stati.resource, kAny)};
        for (size_t i = 0; i < stati.values.size() && i < 3; ++i)
            values[i] = integer(number(stati.values[i]));
        annotate(T::Stati, values);
        if (res_.resourceKind == K::Monster && annotationCount({T::Stati}) == kMonsterStatiLimit + 1)
            b_.error(entry.first, entry.last, displayName_ + " has more than " + std::to_string(kMonsterStatiLimit)
                     + " Stati");
        break;
    }
    case EntryKind::List: lowerList(as<ListEntry>(entry)); break;
    case EntryKind::Resources: lowerResources(as<ResourcesEntry>(entry)); break;
    case EntryKind::Attributes: {
        auto& values = field(T::Attributes).values;
        for (const AttributeValue* attribute : as<AttributesEntry>(entry).values) {
            values.push_back(integer(tokens_[attribute->attribute].value));
            values.push_back(integer(number(attribute->value)));
        }
        break;
    }
    case EntryKind::Attacks: lowerAttacks(as<AttacksEntry>(entry)); break;
    case EntryKind::Pairs: {
        auto& values = field(tokens_[entry.keyword].kind == Tok::KwSaves ? T::Saves : T::AttackBonuses).values;
        for (const ValuePair* pair : as<PairsEntry>(entry).pairs) {
            values.push_back(integer(number(pair->first)));
            values.push_back(integer(number(pair->second)));
        }
        break;
    }
    case EntryKind::Gear: lowerGear(as<GearEntry>(entry)); break;
    case EntryKind::Grants: lowerGrants(as<GrantsEntry>(entry)); break;
    case EntryKind::Events: lowerEvents(as<EventsEntry>(entry)); break;
    case EntryKind::Constants:
        for (const ConstantDef* constant : as<ConstantsEntry>(entry).constants)
            annotate(T::DungeonConstant, {integer(number(constant->key)), reference(constant->value, kAny)});
        break;
    case EntryKind::Lists:
        for (const ListDef* list : as<ListsEntry>(entry).lists) {
            std::vector<Value> values{integer(number(list->id))};
            for (const Expr* value : list->values)
                values.push_back(reference(value, kAny));
            annotate(T::DungeonList, values);
        }
        break;
    case EntryKind::Specials: lowerSpecials(as<SpecialsEntry>(entry)); break;
    case EntryKind::Variables:
        break;  // resource variables are module variables, declared by the builder
    case EntryKind::Grid: {
        const Token& grid = tokens_[as<GridEntry>(entry).grid];
        const StringTable& strings = b_.unit().strings;
        const StringTable::GridSize size = grid.text < strings.gridSizes.size() ? strings.gridSizes[grid.text]
                                                                               : StringTable::GridSize{};
        setField(T::Grid, {{ValueKind::Text, int32_t(b_.internString(strings.strings[grid.text]))},
                           integer(size.width), integer(size.height)});
        break;
    }
    case EntryKind::Tiles: lowerTiles(as<TilesEntry>(entry)); break;
    case EntryKind::Regions: lowerEntries(as<RegionsEntry>(entry).entries); break;
    case EntryKind::Objects: break;    // `Objects:` accepts no objects (the original's placeholder)
    case EntryKind::Parts: lowerParts(as<PartsEntry>(entry)); break;
    case EntryKind::Powers: lowerPowers(as<PowersEntry>(entry)); break;
    }
}

void ResourceLowering::lowerValue(const ValueEntry& entry)
{
    const Tok keyword = tokens_[entry.keyword].kind;
    const ValueRow* row = findRow(kValueRows, res_.resourceKind, keyword);
    if (!row) {
        b_.error(entry.first, entry.last, "a " + std::string(core::resourceKindName(res_.resourceKind)) + "'s "
                 + keywordName(entry) + " entry has no compiled form");
        return;
    }
    auto set = [&](int32_t n) { setField(row->tag, {integer(n)}); };
    switch (row->encoding) {
    case E::Plain: set(number(entry.value)); break;
    case E::Percent100: set((number(entry.value) - 100) / 5); break;
    case E::Fifth: set(number(entry.value) / 5); break;
    case E::Or: orField(row->tag, number(entry.value)); break;
    case E::DiceValue: set(entry.dice ? dice(*entry.dice) : 0); break;
    case E::MonsterCR:
        if (entry.flags & ValueEntry::Fraction) {
            int32_t numerator = number(entry.value), denominator = number(entry.second);
            if (numerator != 1 || denominator < 2 || denominator > 8) {
                b_.error(entry.value->first, entry.second->last, displayName_ + ": a fractional CR is 1/2 to 1/8, not "
                         + std::to_string(numerator) + "/" + std::to_string(denominator));
                return;
            }
            set(2 - denominator);
        } else {
            set(number(entry.value));
        }
        break;
    case E::ItemSpeed: {
        int32_t n = number(entry.value);
        if (!(entry.flags & ValueEntry::Percent))
            set(n);
        else if (entry.flags & ValueEntry::Plus)
            set(n / 5);
        else
            set(n > 0 ? (n - 100) / 5 : n / 5);
        break;
    }
    case E::ItemCost: {
        int32_t cost = number(entry.value) * 100;
        if (entry.second) {
            // Coin constants GOLD 1, PLATINUM 2, SILVER 3, COPPER 4, ELECTRUM 5.
            switch (int32_t unit = number(entry.second)) {
            case 1: break;
            case 2: cost *= 5; break;
            case 3: cost /= 10; break;
            case 4: cost /= 100; break;
            case 5: cost /= 2; break;
            default:
                b_.error(entry.second->first, entry.second->last, displayName_ + ": the cost's coin unit is "
                         + std::to_string(unit) + "; it must be GOLD, PLATINUM, SILVER, COPPER or ELECTRUM (1 to 5)");
                break;
            }
        }
        set(cost);
        break;
    }
    case E::ClassDivisor:
        if (!(entry.flags & ValueEntry::Fraction))
            return;     // the parser reported it
        if (int32_t numerator = number(entry.value); numerator != 1) {
            b_.error(entry.value->first, entry.value->last, displayName_ + ": a class's Def is 1 per n levels (1/n), not "
                     + std::to_string(numerator) + "/n");
            return;
        }
        set(number(entry.second));
        break;
    case E::EncounterCR: {
        int32_t low = number(entry.value);
        int32_t high = entry.flags & ValueEntry::OpenEnded ? module::kOpenEndedMaxCR
                     : entry.flags & ValueEntry::Range ? number(entry.second) : low;
        setField(row->tag, {integer(low), integer(high)});
        break;
    }
    case E::CopyOf:
        if (entry.text != kNoToken)
            setField(row->tag, {{ValueKind::Text, int32_t(b_.internStringToken(entry.text))}});
        else
            set(number(entry.value));
        break;
    case E::Purpose:
        set(number(entry.value) | (entry.second ? number(entry.second) << 16 : 0));
        break;
    case E::EffectValue:
        if (row->slot == Pval)
            effect_[Pval] = integer(entry.dice ? dice(*entry.dice) : 0);
        else if (row->slot == Rval)
            effect_[Rval] = reference(entry.value, kAny);
        else
            effect_[row->slot] = integer(number(entry.value));
        if (row->slot == Sval && (entry.flags & ValueEntry::Partial))
            setField(T::PartialSave, {});
        break;
    }
}

void ResourceLowering::lowerModifier(const ModifierEntry& entry)
{
    const Token& keyword = tokens_[entry.keyword];
    int32_t value = number(entry.value);
    int32_t mode = 1;   // add
    switch (entry.mode) {
    case ModifierEntry::Add: break;
    case ModifierEntry::Subtract: value = -value; break;
    case ModifierEntry::Set: mode = 2; break;
    case ModifierEntry::Percent: mode = 3; break;
    }
    int32_t boundKind = 0;
    if (entry.boundKeyword != kNoToken) {
        switch (tokens_[entry.boundKeyword].kind) {
        case Tok::KwMin: boundKind = 1; break;
        case Tok::KwMax: boundKind = 2; break;
        default: boundKind = 3; break;     // near
        }
    }
    std::vector<Value> values{integer(mode), integer(value), integer(boundKind), integer(number(entry.bound))};
    if (keyword.kind == Tok::Attribute) {
        values.insert(values.begin(), integer(keyword.value));
        annotate(T::AttributeModifier, values);
        return;
    }
    for (const ModifierRow& row : kModifierRows) {
        if (row.keyword == keyword.kind) {
            setField(row.tag, values);
            return;
        }
    }
    b_.error(entry.first, entry.last, "a template's " + keywordName(entry) + " modifier has no compiled form");
}

void ResourceLowering::lowerList(const ListEntry& entry)
{
    const ListRow* row = findRow(kListRows, res_.resourceKind, tokens_[entry.keyword].kind);
    if (!row) {
        b_.error(entry.first, entry.last, "a " + std::string(core::resourceKindName(res_.resourceKind)) + "'s "
                 + keywordName(entry) + " list has no compiled form");
        return;
    }
    if (entry.bracketValue)
        setField(T::SkillPoints, {integer(number(entry.bracketValue))});
    for (const ListItem* item : entry.items) {
        const bool removal = item->prefix != kNoToken;
        switch (row->mode) {
        case ListMode::Or: orField(removal ? row->removedTag : row->tag, number(item->value)); break;
        case ListMode::FlagNumbers: setFlag(number(item->value), !removal); break;
        case ListMode::Bits: {
            int32_t n = number(item->value);
            if (n < 0 || n > 31)
                b_.error(item->value->first, item->value->last,
                         "room type " + std::to_string(n) + " is out of range; room types are 0 to 31");
            else
                orField(row->tag, int32_t(1u << n));
            break;
        }
        case ListMode::AttributeBits: orField(row->tag, 1 << tokens_[item->qualifier].value); break;
        case ListMode::Append: {
            auto& values = field(row->tag).values;
            values.push_back(integer(number(item->value)));
            if (row->limit && values.size() == size_t(row->limit) + 1)
                b_.error(item->first, item->last, displayName_ + " has more than " + std::to_string(row->limit)
                         + " " + spelled(entry.keyword, entry.keyword));
            break;
        }
        case ListMode::Armour: {
            auto& values = field(row->tag).values;
            values.resize(3, integer(0));
            int32_t n = number(item->value);
            if (item->qualifier != kNoToken) {
                values[size_t(tokens_[item->qualifier].value)] = integer(n);
            } else {
                for (Value& slot : values)
                    if (slot.value == 0)
                        slot = integer(n);
            }
            break;
        }
        }
    }
}

void ResourceLowering::lowerResources(const ResourcesEntry& entry)
{
    const ResourcesRow* row = findRow(kResourcesRows, res_.resourceKind, tokens_[entry.keyword].kind);
    if (!row) {
        b_.error(entry.first, entry.last, "a " + std::string(core::resourceKindName(res_.resourceKind)) + "'s "
                 + keywordName(entry) + " entry has no compiled form");
        return;
    }
    const size_t count = entry.resources.size();
    if ((row->minimum && count < row->minimum) || (row->maximum && count > row->maximum)) {
        std::string range = row->minimum ? std::to_string(row->minimum) + " to " + std::to_string(row->maximum)
                                         : "at most " + std::to_string(row->maximum);
        b_.error(entry.first, entry.last, displayName_ + " has " + std::to_string(count) + " "
                 + spelled(entry.keyword, entry.keyword) + "; it must have " + range);
    }
    std::vector<Value> values;
    for (const Expr* expr : entry.resources)
        values.push_back(reference(expr, row->kinds));
    if (isSingleResourceTag(row->tag)) {
        setField(row->tag, values);
    } else {
        auto& into = field(row->tag).values;
        into.insert(into.end(), values.begin(), values.end());
    }
}

void ResourceLowering::lowerColour(const ColourEntry& entry)
{
    if (res_.resourceKind == K::Effect)
        effect_[Cval] = integer(entry.colour->value);
    else
        setField(T::Colour, {integer(entry.colour->value)});
}

void ResourceLowering::lowerAttacks(const AttacksEntry& entry)
{
    auto part = [&](const AttackPart& p) {
        int32_t damage = p.damage ? dice(*p.damage) : p.chance ? module::packDice({0, 0, int16_t(number(p.chance))}) : 0;
        return std::vector<Value>{integer(damage), integer(number(p.damageType)), integer(number(p.dc))};
    };
    for (const Attack* attack : entry.attacks) {
        int32_t type = number(attack->type);
        if (attack->resource) {
            annotate(T::AttackResource, {integer(type), reference(attack->resource, kAny),
                                         integer(number(attack->primary.damageType))});
            continue;
        }
        std::vector<Value> values = part(attack->primary);
        values.insert(values.begin(), integer(type));
        annotate(T::Attack, values);
        for (const AttackPart* also : attack->also)
            annotate(T::AttackAlso, part(*also));
    }
    const size_t limit = res_.resourceKind == K::Template ? 16 : 32;
    if (size_t count = annotationCount({T::Attack, T::AttackAlso, T::AttackResource}); count > limit)
        b_.error(entry.first, entry.last, displayName_ + " has " + std::to_string(count)
                 + " attacks (with their 'and' parts); at most " + std::to_string(limit) + " are allowed");
}

void ResourceLowering::lowerGear(const GearEntry& entry)
{
    for (const GearItem* item : entry.items) {
        int32_t flags = 0;
        if (item->separatorBefore != kNoToken)
            flags |= module::GearElse;
        if (item->curse != kNoToken)
            flags |= tokens_[item->curse].kind == Tok::KwCursed ? module::GearCursed : module::GearBlessed;
        Value thing = integer(0);
        if (item->random) {
            flags |= module::GearRandomItem;
            thing = integer(number(item->item));
        } else {
            thing = reference(item->item, core::kindBit(K::Item) | core::kindBit(K::Monster));
        }
        Value effect = integer(0);
        std::array<Value, 4> qualities{};
        size_t qualityCount = 0;
        for (const GearModifier* modifier : item->modifiers) {
            switch (modifier->kind) {
            case GearModifier::With:
                for (const Expr* quality : modifier->qualities) {
                    if (qualityCount == qualities.size()) {
                        b_.error(quality->first, quality->last, displayName_ + ": a gear item has at most 4 qualities");
                        break;
                    }
                    qualities[qualityCount++] = integer(number(quality));
                }
                break;
            case GearModifier::Of: effect = reference(modifier->a, kAny); break;
            case GearModifier::OfRandomRange:
                flags |= module::GearRandomEffect;
                effect = integer(number(modifier->a) + number(modifier->b) * 256);
                break;
            case GearModifier::OfRandomLevel:
                flags |= module::GearRandomEffect;
                effect = integer(number(modifier->a) * 256);
                break;
            case GearModifier::OfRandom:
                flags |= module::GearRandomEffect;
                effect = integer(0);
                break;
            case GearModifier::At:
                break;  // placement is parsed but has no meaning (as in the original)
            }
        }
        int32_t plus = number(item->plus);
        Value condition = integer(0);
        if (item->condition) {
            std::string name = "Gear if (" + spelled(item->condition->first, item->condition->last) + ")";
            const uint32_t function = b_.compileCondition(*item->condition, core::FunctionKind::GearCondition, index_, name);
            condition = {ValueKind::Function, int32_t(function)};
        }
        std::vector<Value> values{integer(flags), integer(number(item->chance)),
                                  integer(item->amount ? dice(*item->amount) : module::packDice({1, 1, 0})),
                                  thing, effect, integer(item->minus ? -plus : plus)};
        values.insert(values.end(), qualities.begin(), qualities.end());
        values.push_back(condition);
        annotate(T::Gear, values);
    }
}

void ResourceLowering::lowerGrants(const GrantsEntry& entry)
{
    for (const Grant* grant : entry.grants) {
        int32_t kind = 1;   // AB_ABILITY
        switch (tokens_[grant->keyword].kind) {
        case Tok::KwStati: kind = 2; break;
        case Tok::KwFeat: kind = 3; break;
        default: break;
        }
        Value parameter = reference(grant->param, kAny);
        if (grant->param2)
            parameter = integer(parameter.value | number(grant->param2) << 16);
        const LevelSpec& spec = grant->level;
        int32_t level = 0, every = 0;
        switch (spec.form) {
        case LevelSpec::At: level = number(spec.level); break;
        case LevelSpec::Every: level = 1; every = spec.every ? number(spec.every) : 1; break;
        case LevelSpec::EveryStarting: level = number(spec.level); every = spec.every ? number(spec.every) : 1; break;
        }
        annotate(T::Grant, {integer(kind), integer(number(grant->id)), parameter, integer(level), integer(every)});
    }
}

void ResourceLowering::lowerEvents(const EventsEntry& entry)
{
    for (const EventEntry* handler : entry.entries) {
        std::vector<int32_t> events;
        for (const Expr* expr : handler->events) {
            std::optional<int32_t> event = b_.evaluate(expr);
            if (!event)
                continue;
            if (*event < INT16_MIN || *event > INT16_MAX) {
                const std::string written = spelled(expr->first, expr->last);
                const std::string value = std::to_string(*event);
                b_.error(expr->first, expr->last, "event " + written + (written == value ? "" : " (" + value + ")")
                         + " does not fit in 16 bits (events are -32768 to 32767)");
                continue;
            }
            events.push_back(*event);
        }
        if (handler->code) {
            std::string name = "On Event "
                + (handler->events.empty() ? std::string()
                                           : spelled(handler->events.front()->first, handler->events.back()->last));
            Value function{ValueKind::Function, int32_t(b_.compileHandler(*handler->code, index_, name))};
            for (int32_t event : events)
                annotate(T::Event, {integer(event), function});
        } else {
            std::vector<Value> texts;
            for (TokenIndex message : handler->messages)
                texts.push_back({ValueKind::Text, int32_t(b_.internStringToken(message))});
            for (int32_t event : events) {
                std::vector<Value> values{integer(event)};
                values.insert(values.end(), texts.begin(), texts.end());
                annotate(T::Message, values);
            }
        }
    }
}

void ResourceLowering::lowerSpecials(const SpecialsEntry& entry)
{
    for (const SpecialDef* special : entry.specials) {
        int32_t level = special->levelDice ? dice(*special->levelDice)
                                           : module::packDice({0, 0, int16_t(number(special->level))});
        annotate(T::DungeonSpecial, {reference(special->resource, kAny),
                                     integer(special->chance ? number(special->chance) : 100), integer(level)});
    }
}

void ResourceLowering::lowerTiles(const TilesEntry& entry)
{
    for (const Tile* tile : entry.tiles) {
        int32_t image = 0, flags = 0;
        Value thing = integer(0), of = integer(0);
        for (const TileModifier* modifier : tile->modifiers) {
            switch (modifier->kind) {
            case TileModifier::Flags: flags |= number(modifier->a); break;
            case TileModifier::With: thing = reference(modifier->a, kAny); break;
            case TileModifier::WithRandomItem:
                flags |= module::TileRandom | module::TileItem;
                thing = integer(number(modifier->a));
                break;
            case TileModifier::WithRandomMonster:
                flags |= module::TileRandom | module::TileMonster;
                thing = integer(number(modifier->a));
                break;
            case TileModifier::Of: of = reference(modifier->a, kAny); break;
            case TileModifier::OfRandom:
                flags |= module::TileRandomEffect;
                of = integer(number(modifier->a) + number(modifier->b) * 256);
                break;
            case TileModifier::OfValue: of = integer(number(modifier->a)); break;
            case TileModifier::As: image = glyph(*modifier->glyph); break;
            }
        }
        annotate(T::Tile, {integer(tokens_[tile->character].value), integer(image), integer(flags),
                           reference(tile->terrain, kMapParts), thing, of});
    }
}

void ResourceLowering::lowerParts(const PartsEntry& entry)
{
    for (const EncounterPart* part : entry.parts) {
        int32_t flags = 0;
        switch (tokens_[part->starter].kind) {
        case Tok::KwElse: flags |= module::PartElse; break;
        case Tok::Pipe: flags |= module::PartOr; break;
        default: break;
        }
        if (part->targetAny)
            flags |= module::PartAnyMonsterType;
        if (part->target2Any)
            flags |= module::PartAnyTemplate;
        for (const Expr* flag : part->flags)
            flags |= number(flag);
        int32_t amount = 0;
        if (part->countDice) {
            amount = dice(*part->countDice);
        } else if (part->countMin) {
            int32_t low = number(part->countMin);
            int32_t high = part->countMax ? number(part->countMax) : part->countOpenEnded ? low + 50 : low;
            amount = module::packDice({int16_t(low), 0, int16_t(high)});
        }
        Value condition = integer(0);
        if (part->condition) {
            std::string name = "Part {" + spelled(part->condition->first, part->condition->last) + "}";
            const uint32_t function =
                b_.compileCondition(*part->condition, core::FunctionKind::EncounterCondition, index_, name);
            condition = {ValueKind::Function, int32_t(function)};
        }
        annotate(T::EncounterPart, {integer(flags), integer(number(part->chance)), integer(number(part->minCR)),
                                    integer(part->weight ? number(part->weight) : module::kDefaultPartWeight),
                                    integer(amount), reference(part->target, kAny), reference(part->target2, kAny),
                                    condition});
    }
    if (size_t count = annotationCount({T::EncounterPart}); count > 16)
        b_.error(entry.first, entry.last, displayName_ + " has " + std::to_string(count)
                 + " parts; an encounter has at most 16");
}

void ResourceLowering::lowerPowers(const PowersEntry& entry)
{
    int32_t when = 1;
    switch (tokens_[entry.keyword].kind) {
    case Tok::KwWield: when = 2; break;
    case Tok::KwHit: when = 3; break;
    case Tok::KwInvoke: when = 4; break;
    default: break;     // Equip
    }
    for (const ArtifactPower* power : entry.powers) {
        int32_t kind = 5;   // AB_EFFECT
        Value id = integer(0);
        int32_t parameter = 0, uses = 0, save = -1;
        switch (power->kind) {
        case ArtifactPower::Stati: kind = 2; id = integer(number(power->a)); parameter = number(power->b); break;
        case ArtifactPower::Feat: kind = 3; id = integer(number(power->a)); break;
        case ArtifactPower::Innate: kind = 4; id = reference(power->a, kEffects); break;
        case ArtifactPower::Resource: id = reference(power->a, kAny); break;
        case ArtifactPower::ResourceAtSave:
            id = reference(power->a, kAny);
            save = tokens_[power->saveType].value;
            break;
        case ArtifactPower::ResourceEvery:
            id = reference(power->a, kAny);
            uses = power->every ? dice(*power->every) : 0;
            break;
        case ArtifactPower::ResourcePerDay:
        case ArtifactPower::ResourcePerWeek:
            id = reference(power->a, kAny);
            uses = module::packDice({0, int16_t(number(power->b)),
                                     int16_t(power->kind == ArtifactPower::ResourcePerDay ? 1 : 7)});
            break;
        }
        annotate(T::ArtifactPower, {integer(when), integer(kind), id, integer(parameter), integer(uses), integer(save)});
    }
}

} // namespace

void lowerResource(ModuleBuilder& builder, const Resource& resource, uint32_t index, module::Resource& out)
{
    ResourceLowering(builder, resource, index, out).run();
}

} // namespace incursion::script
