// Typed read-only views of loaded resources: thin objects over (manager,
// resource) that decode its records as record_tags.def lays them out.
//
//   std::optional<ResourceView> any = view(manager, id);     // nullopt: unknown ID
//   if (auto monster = any->as<MonsterView>()) ...           // nullopt: another kind
//   std::optional<ItemView> item = view<ItemView>(manager, id);
//
// ResourceView answers what every kind may carry (description, flags, events,
// messages, stati, gear, grants, dungeon constants/lists/specials, attributes)
// and gives generic access to any record; one view per kind adds that kind's
// entries. Values come out ready for run time: resource references as linked
// IDs (an external nothing provides is 0), texts with their handles, packed
// dice and glyphs unpacked, and the original's defaults where it had them
// (Item Crit 2, Threat 1, hit points 15; Flavor weight 20; Encounter weight
// 10). Absent or short records read as those defaults or 0, never out of
// bounds. Views are cheap to copy and valid as long as the manager lives.
#pragma once

#include "module/record_tags.h"
#include "module/resource_manager.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace incursion::module {

// ---- decoded values -----------------------------------------------------------

struct TextRef {
    int32_t handle = -1;        // ResourceManager::textHandle()
    std::string_view text;
};

struct NumberPair {
    int32_t first = 0;
    int32_t second = 0;
    friend bool operator==(const NumberPair&, const NumberPair&) = default;
};

struct EventHandler {
    int16_t event = 0;
    uint32_t function = 0;      // index into the module's functions
};

struct EventMessage {
    int16_t event = 0;          // as written (the original negated it)
    std::vector<TextRef> texts; // the variants
};

struct Stati {
    int32_t stati = 0, value = 0, magnitude = 0;
    ResolvedValue resource;     // a resource, or Integer 0
};

struct GearItem {
    int32_t flags = 0;          // GearFlag bits
    int32_t chance = 0;         // percent; 0 = always
    Dice amount{1, 1, 0};
    ResolvedValue item;         // a resource, or the level of `random n` (GearRandomItem)
    ResolvedValue effect;       // a resource; with GearRandomEffect, a + b*256 of `of random a to b`
    int32_t plus = 0;
    std::array<int32_t, 4> qualities{};     // 0 = none
    std::optional<uint32_t> condition;      // `if (...)`: a function of the resource's module

    bool isAlternative() const { return flags & GearElse; }
};

struct Grant {
    int32_t kind = 0;           // 1 ability, 2 stati, 3 feat
    int32_t id = 0;
    ResolvedValue parameter;    // a number (`n, m` is n | m << 16) or a resource
    int32_t level = 0;          // `at N`: N; `every M level starting at N`: N
    int32_t every = 0;          // 0: only at `level`
};

struct DungeonConstant {
    int32_t constant = 0;
    ResolvedValue value;        // a number or a resource
};

struct DungeonList {
    int32_t list = 0;
    std::vector<ResolvedValue> entries;     // numbers, resources and texts as written
};

struct DungeonSpecial {
    ResourceId resource = 0;
    int32_t chance = 100;       // percent
    Dice level;                 // `at level n` is 0d0+n
};

struct AttackPart {
    Dice damage;                // `n%` is 0d0+n
    int32_t damageType = 0;
    int32_t dc = 0;
};

struct Attack {
    int32_t type = 0;
    AttackPart part;            // without a resource
    std::vector<AttackPart> also;   // the `and` parts
    ResourceId resource = 0;    // `A_x for $"res"`: the resource (part.damageType applies)
    bool byResource = false;
};

// One effect segment: the EffectValues layout.
struct EffectValues {
    int32_t archetype = 0, sval = kNoSave, qval = 0, xval = 0, yval = 0, dval = 0;
    Dice pval;
    int32_t aval = 0, lval = 0, tval = 0;
    ResolvedValue rval;         // a number or a resource
    int32_t cval = 0;
};

// A template's change to a monster value.
struct Modifier {
    enum Mode : int32_t { Add = 1, Set = 2, Percent = 3 };
    enum Bound : int32_t { NoBound = 0, Min = 1, Max = 2, Near = 3 };
    int32_t mode = Add;
    int32_t value = 0;
    int32_t boundKind = NoBound;
    int32_t bound = 0;
};

struct AttributeModifier {
    int32_t attribute = 0;
    Modifier modifier;
};

// A Region's map: rows of `width` cells, top to bottom.
struct Grid {
    int32_t width = 0;
    int32_t height = 0;
    std::string_view cells;     // the rows concatenated

    std::vector<std::string_view> rows() const;
    // The cell at column x, row y; '\0' outside the grid.
    char at(int32_t x, int32_t y) const;
};

struct Tile {
    int32_t character = 0;
    std::optional<Glyph> image;     // `as ...`
    int32_t flags = 0;          // TileFlag bits and the kind-specific ones
    ResourceId terrain = 0;
    ResolvedValue thing;        // `with $x`, or the level of `with random item/monster n`
    ResolvedValue of;           // `of $x`, `of n`, or a + b*256 of `of random a to b`
};

struct EncounterPart {
    int32_t flags = 0;          // EncounterPartFlag bits and the [flags]
    int32_t chance = 0;
    int32_t minimumCR = 0;
    int32_t weight = kDefaultPartWeight;
    Dice amount;                // n: n d0 + n; n-m: n d0 + m; n+: n d0 + n+50
    ResolvedValue target;       // a resource or a number (MType with PartAnyMonsterType)
    ResolvedValue secondTarget;
    std::optional<uint32_t> condition;  // `{ expr }`: a function of the resource's module
};

struct ArtifactPower {
    int32_t when = 0;           // 1 equip, 2 wield, 3 hit, 4 invoke
    int32_t kind = 0;           // 2 stati, 3 feat, 4 innate, 5 effect
    ResolvedValue id;           // a number or a resource
    int32_t parameter = 0;
    Dice uses;                  // `every d turns` d; `n per day` 0dn+1; `n per week` 0dn+7
    int32_t saveType = -1;      // 0 fort, 1 ref, 2 will; -1 none
};

// ---- the views -----------------------------------------------------------------

class ResourceView {
public:
    // Null for an unknown ID.
    static std::optional<ResourceView> of(const ResourceManager& manager, ResourceId id);

    const ResourceManager& manager() const { return *manager_; }
    ResourceId id() const { return id_; }
    size_t module() const { return location_.module; }
    uint32_t index() const { return location_.index; }
    const Resource& resource() const { return *resource_; }
    ResourceKind kind() const { return resource_->kind; }
    std::string_view name() const { return manager_->name(id_); }
    ResourcePosition position() const { return *manager_->position(id_); }

    template <class View> bool is() const { return kind() == View::kKind; }
    template <class View> std::optional<View> as() const
    {
        if (!is<View>())
            return std::nullopt;
        return View(*this);
    }

    // ---- entries most kinds accept ---------------------------------------------
    std::string_view description() const { return descriptionText().text; }
    TextRef descriptionText() const;
    std::vector<int32_t> flags() const { return integers(RecordTag::Flags); }
    std::vector<int32_t> removedFlags() const { return integers(RecordTag::RemovedFlags); }
    bool hasFlag(int32_t flag) const;
    std::vector<EventHandler> events() const;
    // The function handling `event`, if the resource has one.
    std::optional<uint32_t> handler(int16_t event) const;
    std::vector<EventMessage> messages() const;
    // The texts of the message entries answering `event`, in order.
    std::vector<TextRef> messageTexts(int16_t event) const;
    std::vector<Stati> stati() const;
    std::vector<GearItem> gear() const;
    std::vector<Grant> grants() const;
    std::vector<DungeonConstant> constants() const;
    std::optional<ResolvedValue> constant(int32_t constant) const;     // the last one given wins
    std::vector<DungeonList> lists() const;
    std::vector<DungeonSpecial> specials() const;
    // Attribute, value pairs in source order; attribute(a) is the last value
    // given for `a`, 0 when unlisted.
    std::vector<NumberPair> attributes() const { return pairs(RecordTag::Attributes); }
    int32_t attribute(int32_t attribute) const;

    // ---- any record -------------------------------------------------------------
    const Record* field(RecordTag tag) const;
    bool has(RecordTag tag) const { return field(tag) != nullptr; }
    std::vector<const Record*> annotations(RecordTag tag) const;
    // Value `i` of field `tag`, resolved; Integer 0 when absent.
    ResolvedValue value(RecordTag tag, size_t i = 0) const;
    int32_t integer(RecordTag tag, int32_t fallback = 0) const;
    std::optional<int32_t> optionalInteger(RecordTag tag) const;
    std::vector<int32_t> integers(RecordTag tag) const;
    std::vector<NumberPair> pairs(RecordTag tag) const;
    Dice dice(RecordTag tag) const;
    std::optional<Glyph> glyph(RecordTag tag = RecordTag::Image) const;
    ResourceId resourceField(RecordTag tag) const { return value(tag).asResourceId(); }
    std::vector<ResourceId> resourceList(RecordTag tag) const;

protected:
    ResourceView(const ResourceManager& manager, ResourceId id, ResourceLocation location, const Resource& resource)
        : manager_(&manager), resource_(&resource), id_(id), location_(location) {}

    // Shared by the kinds that have them (Monster, Template): made public there.
    std::vector<Attack> attacks() const;
    std::vector<ResourceId> innateSpells() const { return resourceList(RecordTag::Innate); }
    std::vector<ResourceId> diseases() const { return resourceList(RecordTag::Disease); }
    std::vector<ResourceId> poisons() const { return resourceList(RecordTag::Poison); }
    std::vector<int32_t> feats() const { return integers(RecordTag::Feats); }
    int32_t resists() const { return integer(RecordTag::Resists); }
    int32_t immunities() const { return integer(RecordTag::Immune); }
    std::optional<Glyph> image() const { return glyph(RecordTag::Image); }
    int32_t material() const { return integer(RecordTag::Material); }
    int32_t depth() const { return integer(RecordTag::Depth); }
    int32_t size() const { return integer(RecordTag::Size); }
    int32_t move() const { return integer(RecordTag::Move); }
    int32_t level() const { return integer(RecordTag::Level); }
    std::vector<ResourceId> spells() const { return resourceList(RecordTag::Spells); }
    std::vector<int32_t> skills() const { return integers(RecordTag::Skills); }

private:
    const ResourceManager* manager_;
    const Resource* resource_;
    ResourceId id_;
    ResourceLocation location_;
};

inline std::optional<ResourceView> view(const ResourceManager& manager, ResourceId id)
{
    return ResourceView::of(manager, id);
}

template <class View>
std::optional<View> view(const ResourceManager& manager, ResourceId id)
{
    const std::optional<ResourceView> any = ResourceView::of(manager, id);
    return any ? any->as<View>() : std::nullopt;
}

// Each typed view is made by ResourceView::as(), which checks the kind.
#define INCURSION_RESOURCE_VIEW(Class, Kind)                                                  \
public:                                                                                       \
    static constexpr ResourceKind kKind = ResourceKind::Kind;                                 \
                                                                                              \
private:                                                                                      \
    friend class ResourceView;                                                                \
    explicit Class(const ResourceView& view) : ResourceView(view) {}                          \
                                                                                              \
public:

// Speeds and moves are stored (n - 100) / 5 as the original did: 0 is normal.
class MonsterView : public ResourceView {
    INCURSION_RESOURCE_VIEW(MonsterView, Monster)
    std::vector<int32_t> monsterTypes() const { return integers(RecordTag::MonsterTypes); }
    using ResourceView::depth;
    int32_t challengeRating() const { return integer(RecordTag::CR); }     // 1/n is 2 - n
    int32_t hitDice() const { return integer(RecordTag::HitDice); }
    std::optional<int32_t> fixedHitPoints() const { return optionalInteger(RecordTag::Hitpoints); }
    int32_t hit() const { return integer(RecordTag::Hit); }
    int32_t defence() const { return integer(RecordTag::Def); }
    int32_t armour() const { return integer(RecordTag::Arm); }
    int32_t mana() const { return integer(RecordTag::Mana); }
    using ResourceView::size;
    int32_t speed() const { return integer(RecordTag::Speed); }
    using ResourceView::move;
    using ResourceView::image;
    int32_t terrain() const { return integer(RecordTag::Terrain); }
    using ResourceView::resists;
    using ResourceView::immunities;
    using ResourceView::feats;
    ResolvedValue copyOf() const { return value(RecordTag::CopyOf); }   // a name (Text) or an index
    using ResourceView::attacks;
    using ResourceView::spells;
    using ResourceView::innateSpells;
    using ResourceView::diseases;
    using ResourceView::poisons;
};

class ItemView : public ResourceView {
    INCURSION_RESOURCE_VIEW(ItemView, Item)
    int32_t itemType() const { return integer(RecordTag::ItemType); }
    using ResourceView::level;
    using ResourceView::image;
    Dice smallDamage() const { return dice(RecordTag::SmallDamage); }
    Dice largeDamage() const { return dice(RecordTag::LargeDamage); }
    int32_t critical() const { return integer(RecordTag::Critical, 2); }
    int32_t threat() const { return integer(RecordTag::Threat, 1); }
    int32_t accuracy() const { return integer(RecordTag::Accuracy); }
    int32_t parry() const { return integer(RecordTag::Parry); }
    int32_t range() const { return integer(RecordTag::Range); }
    int32_t speed() const { return integer(RecordTag::Speed); }
    int32_t cost() const { return integer(RecordTag::Cost); }      // in copper pieces
    int32_t weight() const { return integer(RecordTag::Weight); }
    using ResourceView::size;
    using ResourceView::material;
    int32_t nutrition() const { return integer(RecordTag::Nutrition); }
    int32_t defence() const { return integer(RecordTag::Def); }
    int32_t coverage() const { return integer(RecordTag::Coverage); }
    int32_t penalty() const { return integer(RecordTag::Penalty); }
    // `HP n`, else weight * 30 / 80 (at least 1) when a Weight is given, else 15.
    int32_t hitPoints() const;
    std::array<int32_t, 3> armour() const;     // slash, pierce, blunt
    int32_t group() const { return integer(RecordTag::Group); }
    int32_t capacity() const { return integer(RecordTag::Capacity); }
    int32_t weightLimit() const { return integer(RecordTag::WeightLimit); }
    int32_t weightModifier() const { return integer(RecordTag::WeightModifier); }
    int32_t maxSize() const { return integer(RecordTag::MaxSize); }
    int32_t timeout() const { return integer(RecordTag::Timeout); }
    int32_t containerType() const { return integer(RecordTag::ContainerType); }
    int32_t lightRange() const { return integer(RecordTag::LightRange); }
    int32_t lifespan() const { return integer(RecordTag::Lifespan); }
    ResourceId fuel() const { return resourceField(RecordTag::Fuel); }
    using ResourceView::spells;
    std::vector<ResourceId> fires() const { return resourceList(RecordTag::Fires); }
};

class FeatureView : public ResourceView {
    INCURSION_RESOURCE_VIEW(FeatureView, Feature)
    int32_t featureType() const { return integer(RecordTag::FeatureType); }
    using ResourceView::image;
    using ResourceView::material;
    int32_t hitPoints() const { return integer(RecordTag::Hitpoints); }
    using ResourceView::move;
    int32_t flagMask() const { return integer(RecordTag::FlagMask); }
    ResourceId target() const { return resourceField(RecordTag::Target); }
    int32_t xval() const { return integer(RecordTag::Xval); }
    Dice factor() const { return dice(RecordTag::Factor); }
};

// Effect, Spell, Poison and Disease resources.
class EffectView : public ResourceView {
    INCURSION_RESOURCE_VIEW(EffectView, Effect)
    std::vector<int32_t> sources() const { return integers(RecordTag::Sources); }
    using ResourceView::level;
    int32_t manaCost() const { return integer(RecordTag::ManaCost); }
    int32_t baseChance() const { return integer(RecordTag::BaseChance); }
    NumberPair purpose() const;         // `Purpose n (n2)`
    int32_t schools() const { return integer(RecordTag::Schools); }
    bool partialSave() const { return has(RecordTag::PartialSave); }
    // The first segment, then one per `and EA_x { }` (each already holding
    // what it inherited from the one before).
    std::vector<EffectValues> segments() const;
    EffectValues values() const;        // the first segment
};

class RegionView : public ResourceView {
    INCURSION_RESOURCE_VIEW(RegionView, Region)
    using ResourceView::depth;
    using ResourceView::size;
    ResourceId walls() const { return resourceField(RecordTag::Walls); }
    ResourceId floor() const { return resourceField(RecordTag::Floor); }
    ResourceId door() const { return resourceField(RecordTag::Door); }
    int32_t roomTypes() const { return integer(RecordTag::RoomTypes); }    // OR of 1 << RM_x
    std::optional<Grid> grid() const;
    std::vector<Tile> tiles() const;
    std::optional<Tile> tile(int32_t character) const;     // the legend's entry, if it has one
};

// A dungeon is its constants, lists, specials and events (ResourceView).
class DungeonView : public ResourceView {
    INCURSION_RESOURCE_VIEW(DungeonView, Dungeon)
};

class TerrainView : public ResourceView {
    INCURSION_RESOURCE_VIEW(TerrainView, Terrain)
    using ResourceView::image;
    using ResourceView::move;
    int32_t penalty() const { return integer(RecordTag::Penalty); }
    using ResourceView::material;
};

class RaceView : public ResourceView {
    INCURSION_RESOURCE_VIEW(RaceView, Race)
    ResourceId baseRace() const { return resourceField(RecordTag::BaseRace); }
    ResourceId monster() const { return resourceField(RecordTag::RaceMonster); }
    std::vector<ResourceId> favouredClasses() const { return resourceList(RecordTag::FavouredClasses); }
    using ResourceView::skills;
    // The names of list `key` (1 male, 2 female, 3 family), split at '/'.
    std::vector<std::string_view> names(int32_t key) const;
};

class ClassView : public ResourceView {
    INCURSION_RESOURCE_VIEW(ClassView, Class)
    int32_t hitDie() const { return integer(RecordTag::HitDie); }
    int32_t manaDie() const { return integer(RecordTag::ManaDie); }
    int32_t defenceDivisor() const { return integer(RecordTag::DefenceDivisor); }    // `Def 1/n`
    std::vector<NumberPair> attackBonuses() const { return pairs(RecordTag::AttackBonuses); }
    std::vector<NumberPair> saves() const { return pairs(RecordTag::Saves); }
    using ResourceView::skills;
    int32_t skillPoints() const { return integer(RecordTag::SkillPoints); }
    int32_t proficiencies() const { return integer(RecordTag::Proficiencies); }
};

class GodView : public ResourceView {
    INCURSION_RESOURCE_VIEW(GodView, God)
    std::vector<ResourceId> domains() const { return resourceList(RecordTag::Domains); }   // `$0` padding is 0
};

class DomainView : public ResourceView {
    INCURSION_RESOURCE_VIEW(DomainView, Domain)
    int32_t domainType() const { return integer(RecordTag::DomainType); }
    using ResourceView::spells;
};

class TemplateView : public ResourceView {
    INCURSION_RESOURCE_VIEW(TemplateView, Template)
    int32_t templateType() const { return integer(RecordTag::TemplateType); }
    std::optional<int32_t> forMonsterType() const { return optionalInteger(RecordTag::ForMonsterType); }
    std::optional<int32_t> addedMonsterType() const { return optionalInteger(RecordTag::AddMonsterType); }
    using ResourceView::image;
    // The modifier of a value (RecordTag::CRModifier ... MoveModifier), if the template changes it.
    std::optional<Modifier> modifier(RecordTag tag) const;
    std::vector<AttributeModifier> attributeModifiers() const;
    int32_t damageModifier() const { return integer(RecordTag::DamageModifier); }
    using ResourceView::attacks;
    using ResourceView::resists;
    using ResourceView::immunities;
    int32_t removedResists() const { return integer(RecordTag::RemovedResists); }
    int32_t removedImmunities() const { return integer(RecordTag::RemovedImmune); }
    using ResourceView::feats;
    using ResourceView::innateSpells;
    using ResourceView::diseases;
    using ResourceView::poisons;
    // Flags holds monster flags and, negated, template (TMF_) flags: apart here.
    std::vector<int32_t> monsterFlags() const;
    std::vector<int32_t> templateFlags() const;
};

class FlavorView : public ResourceView {
    INCURSION_RESOURCE_VIEW(FlavorView, Flavor)
    int32_t itemType() const { return integer(RecordTag::ItemType); }
    int32_t material() const { return integer(RecordTag::Material, -1); }
    int32_t colour() const { return integer(RecordTag::Colour, -1); }
    int32_t weight() const { return integer(RecordTag::Weight, 20); }     // percent / 5
};

class EncounterView : public ResourceView {
    INCURSION_RESOURCE_VIEW(EncounterView, Encounter)
    int32_t terrain() const { return integer(RecordTag::Terrain); }
    using ResourceView::depth;
    int32_t weight() const { return integer(RecordTag::Weight, 10); }
    NumberPair challengeRange() const;      // minimum, maximum CR
    int32_t alignment() const { return integer(RecordTag::Alignment); }
    std::vector<EncounterPart> parts() const;
};

class TextView : public ResourceView {
    INCURSION_RESOURCE_VIEW(TextView, Text)
    std::string_view text() const { return description(); }
};

class BehaviourView : public ResourceView {
    INCURSION_RESOURCE_VIEW(BehaviourView, Behaviour)
    int32_t conditions() const { return integer(RecordTag::Conditions); }
    ResourceId spell() const { return resourceField(RecordTag::BehaviourSpell); }
};

class ArtifactView : public ResourceView {
    INCURSION_RESOURCE_VIEW(ArtifactView, Artifact)
    ResourceId item() const { return resourceField(RecordTag::ArtifactItem); }
    int32_t qualities() const { return integer(RecordTag::Qualities); }
    int32_t sustains() const { return integer(RecordTag::Sustains); }     // OR of 1 << attribute
    using ResourceView::resists;
    std::vector<ArtifactPower> powers() const;
};

#undef INCURSION_RESOURCE_VIEW

} // namespace incursion::module
