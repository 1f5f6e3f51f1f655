#include "module/resource_views.h"

#include <algorithm>
#include <utility>

namespace incursion::module {

namespace {

// Reads one record's values in layout order; values past the end read as
// Integer 0, so a short record gives defaults rather than reading out of bounds.
class RecordReader {
public:
    RecordReader(const ResourceView& view, const Record& record) : view_(view), record_(record) {}

    bool atEnd() const { return next_ >= record_.values.size(); }
    const Value& raw()
    {
        static const Value zero;
        return atEnd() ? zero : record_.values[next_++];
    }
    int32_t integer() { return raw().value; }
    Dice dice() { return unpackDice(integer()); }
    ResolvedValue resolved() { return view_.manager().resolve(view_.module(), raw()); }
    ResourceId resource() { return resolved().asResourceId(); }
    TextRef text()
    {
        const ResolvedValue value = resolved();
        return value.kind == ValueKind::Text ? TextRef{value.number, value.text} : TextRef{};
    }
    std::optional<uint32_t> function()
    {
        const Value& value = raw();
        return value.kind == ValueKind::Function ? std::optional<uint32_t>(uint32_t(value.value)) : std::nullopt;
    }
    Modifier modifier()
    {
        Modifier m;
        m.mode = integer();
        m.value = integer();
        m.boundKind = integer();
        m.bound = integer();
        return m;
    }
    EffectValues effectValues()
    {
        EffectValues v;
        v.archetype = integer();
        v.sval = atEnd() ? kNoSave : integer();
        v.qval = integer();
        v.xval = integer();
        v.yval = integer();
        v.dval = integer();
        v.pval = dice();
        v.aval = integer();
        v.lval = integer();
        v.tval = integer();
        v.rval = resolved();
        v.cval = integer();
        return v;
    }

private:
    const ResourceView& view_;
    const Record& record_;
    size_t next_ = 0;
};

// Every annotation `tag` of `view`, decoded by `decode(RecordReader&)`.
template <typename Decode>
auto decodeAnnotations(const ResourceView& view, RecordTag tag, Decode decode)
{
    std::vector<decltype(decode(std::declval<RecordReader&>()))> out;
    for (const Record& record : view.resource().annotations) {
        if (record.tag != uint16_t(tag))
            continue;
        RecordReader reader(view, record);
        out.push_back(decode(reader));
    }
    return out;
}

} // namespace

// ---- decoded values -------------------------------------------------------------

std::vector<std::string_view> Grid::rows() const
{
    std::vector<std::string_view> out;
    if (width <= 0)
        return out;
    for (int32_t y = 0; y < height && size_t(y) * size_t(width) < cells.size(); ++y)
        out.push_back(cells.substr(size_t(y) * size_t(width), size_t(width)));
    return out;
}

char Grid::at(int32_t x, int32_t y) const
{
    if (x < 0 || y < 0 || x >= width || y >= height)
        return '\0';
    const size_t offset = size_t(y) * size_t(width) + size_t(x);
    return offset < cells.size() ? cells[offset] : '\0';
}

// ---- ResourceView: any record ---------------------------------------------------------

std::optional<ResourceView> ResourceView::of(const ResourceManager& manager, ResourceId id)
{
    const std::optional<ResourceLocation> location = manager.locate(id);
    if (!location)
        return std::nullopt;
    return ResourceView(manager, id, *location, *manager.resource(id));
}

const Record* ResourceView::field(RecordTag tag) const
{
    for (const Record& record : resource_->fields)
        if (record.tag == uint16_t(tag))
            return &record;
    return nullptr;
}

std::vector<const Record*> ResourceView::annotations(RecordTag tag) const
{
    std::vector<const Record*> out;
    for (const Record& record : resource_->annotations)
        if (record.tag == uint16_t(tag))
            out.push_back(&record);
    return out;
}

ResolvedValue ResourceView::value(RecordTag tag, size_t i) const
{
    const Record* record = field(tag);
    if (!record || i >= record->values.size())
        return {};
    return manager_->resolve(module(), record->values[i]);
}

int32_t ResourceView::integer(RecordTag tag, int32_t fallback) const
{
    return optionalInteger(tag).value_or(fallback);
}

std::optional<int32_t> ResourceView::optionalInteger(RecordTag tag) const
{
    const Record* record = field(tag);
    if (!record || record->values.empty())
        return std::nullopt;
    return record->values.front().value;
}

std::vector<int32_t> ResourceView::integers(RecordTag tag) const
{
    std::vector<int32_t> out;
    if (const Record* record = field(tag))
        for (const Value& value : record->values)
            out.push_back(value.value);
    return out;
}

std::vector<NumberPair> ResourceView::pairs(RecordTag tag) const
{
    std::vector<NumberPair> out;
    if (const Record* record = field(tag))
        for (size_t i = 0; i + 1 < record->values.size(); i += 2)
            out.push_back({record->values[i].value, record->values[i + 1].value});
    return out;
}

Dice ResourceView::dice(RecordTag tag) const
{
    return unpackDice(integer(tag));
}

std::optional<Glyph> ResourceView::glyph(RecordTag tag) const
{
    const std::optional<int32_t> packed = optionalInteger(tag);
    return packed ? std::optional<Glyph>(unpackGlyph(*packed)) : std::nullopt;
}

std::vector<ResourceId> ResourceView::resourceList(RecordTag tag) const
{
    std::vector<ResourceId> out;
    if (const Record* record = field(tag))
        for (const Value& value : record->values)
            out.push_back(manager_->resolve(module(), value).asResourceId());
    return out;
}

// ---- ResourceView: entries most kinds accept ----------------------------------------

TextRef ResourceView::descriptionText() const
{
    const ResolvedValue text = value(RecordTag::Desc);
    return text.kind == ValueKind::Text ? TextRef{text.number, text.text} : TextRef{};
}

// Scripts ask these on every turn (ResourceHasFlag, event delivery): they
// read the records in place rather than decode them into vectors.
bool ResourceView::hasFlag(int32_t flag) const
{
    const Record* record = field(RecordTag::Flags);
    return record && std::any_of(record->values.begin(), record->values.end(),
                                 [flag](const Value& value) { return value.value == flag; });
}

std::vector<EventHandler> ResourceView::events() const
{
    std::vector<EventHandler> out;
    for (const Record* record : annotations(RecordTag::Event)) {
        RecordReader reader(*this, *record);
        const auto event = int16_t(reader.integer());
        if (std::optional<uint32_t> function = reader.function())
            out.push_back({event, *function});
    }
    return out;
}

std::optional<uint32_t> ResourceView::handler(int16_t event) const
{
    for (const Record& record : resource_->annotations) {
        if (record.tag != uint16_t(RecordTag::Event))
            continue;
        RecordReader reader(*this, record);
        if (int16_t(reader.integer()) != event)
            continue;
        if (std::optional<uint32_t> function = reader.function())
            return function;
    }
    return std::nullopt;
}

std::vector<EventMessage> ResourceView::messages() const
{
    return decodeAnnotations(*this, RecordTag::Message, [](RecordReader& r) {
        EventMessage message{int16_t(r.integer()), {}};
        while (!r.atEnd())
            message.texts.push_back(r.text());
        return message;
    });
}

std::vector<TextRef> ResourceView::messageTexts(int16_t event) const
{
    std::vector<TextRef> texts;
    for (const Record& record : resource_->annotations) {
        if (record.tag != uint16_t(RecordTag::Message))
            continue;
        RecordReader reader(*this, record);
        if (int16_t(reader.integer()) != event)
            continue;
        while (!reader.atEnd())
            texts.push_back(reader.text());
    }
    return texts;
}

std::vector<Stati> ResourceView::stati() const
{
    return decodeAnnotations(*this, RecordTag::Stati, [](RecordReader& r) {
        Stati s;
        s.stati = r.integer();
        s.value = r.integer();
        s.magnitude = r.integer();
        s.resource = r.resolved();
        return s;
    });
}

std::vector<GearItem> ResourceView::gear() const
{
    return decodeAnnotations(*this, RecordTag::Gear, [](RecordReader& r) {
        GearItem g;
        g.flags = r.integer();
        g.chance = r.integer();
        g.amount = r.dice();
        g.item = r.resolved();
        g.effect = r.resolved();
        g.plus = r.integer();
        for (int32_t& quality : g.qualities)
            quality = r.integer();
        g.condition = r.function();
        return g;
    });
}

std::vector<Grant> ResourceView::grants() const
{
    return decodeAnnotations(*this, RecordTag::Grant, [](RecordReader& r) {
        Grant g;
        g.kind = r.integer();
        g.id = r.integer();
        g.parameter = r.resolved();
        g.level = r.integer();
        g.every = r.integer();
        return g;
    });
}

std::vector<DungeonConstant> ResourceView::constants() const
{
    return decodeAnnotations(*this, RecordTag::DungeonConstant, [](RecordReader& r) {
        const int32_t constant = r.integer();
        return DungeonConstant{constant, r.resolved()};
    });
}

std::optional<ResolvedValue> ResourceView::constant(int32_t constant) const
{
    std::optional<ResolvedValue> found;
    for (const DungeonConstant& c : constants())
        if (c.constant == constant)
            found = c.value;
    return found;
}

std::vector<DungeonList> ResourceView::lists() const
{
    return decodeAnnotations(*this, RecordTag::DungeonList, [](RecordReader& r) {
        DungeonList list{r.integer(), {}};
        while (!r.atEnd())
            list.entries.push_back(r.resolved());
        return list;
    });
}

std::vector<DungeonSpecial> ResourceView::specials() const
{
    return decodeAnnotations(*this, RecordTag::DungeonSpecial, [](RecordReader& r) {
        DungeonSpecial s;
        s.resource = r.resource();
        s.chance = r.integer();
        s.level = r.dice();
        return s;
    });
}

int32_t ResourceView::attribute(int32_t attribute) const
{
    int32_t value = 0;
    for (const NumberPair& pair : attributes())
        if (pair.first == attribute)
            value = pair.second;
    return value;
}

// An `and` part belongs to the attack before it, so this walks the three
// attack tags together in record order.
std::vector<Attack> ResourceView::attacks() const
{
    std::vector<Attack> out;
    for (const Record& record : resource_->annotations) {
        RecordReader r(*this, record);
        auto part = [&r] {
            AttackPart p;
            p.damage = r.dice();
            p.damageType = r.integer();
            p.dc = r.integer();
            return p;
        };
        switch (RecordTag(record.tag)) {
        case RecordTag::Attack: {
            Attack& attack = out.emplace_back();
            attack.type = r.integer();
            attack.part = part();
            break;
        }
        case RecordTag::AttackAlso:
            if (!out.empty())
                out.back().also.push_back(part());
            break;
        case RecordTag::AttackResource: {
            Attack& attack = out.emplace_back();
            attack.type = r.integer();
            attack.resource = r.resource();
            attack.part.damageType = r.integer();
            attack.byResource = true;
            break;
        }
        default:
            break;
        }
    }
    return out;
}

// ---- kind views ------------------------------------------------------------------------

int32_t ItemView::hitPoints() const
{
    if (std::optional<int32_t> hp = optionalInteger(RecordTag::Hitpoints))
        return *hp;
    if (std::optional<int32_t> weight = optionalInteger(RecordTag::Weight))
        return std::max<int32_t>(1, int32_t(int64_t(*weight) * 30 / 80));
    return 15;
}

std::array<int32_t, 3> ItemView::armour() const
{
    std::array<int32_t, 3> out{};
    const std::vector<int32_t> values = integers(RecordTag::ArmourValues);
    std::copy_n(values.begin(), std::min(values.size(), out.size()), out.begin());
    return out;
}

NumberPair EffectView::purpose() const
{
    const auto packed = uint32_t(integer(RecordTag::Purpose));
    return {int32_t(packed & 0xFFFF), int32_t(packed >> 16)};
}

std::vector<EffectValues> EffectView::segments() const
{
    std::vector<EffectValues> out{values()};
    const std::vector<EffectValues> more =
        decodeAnnotations(*this, RecordTag::EffectSegment, [](RecordReader& r) { return r.effectValues(); });
    out.insert(out.end(), more.begin(), more.end());
    return out;
}

EffectValues EffectView::values() const
{
    if (const Record* record = field(RecordTag::EffectValues)) {
        RecordReader reader(*this, *record);
        return reader.effectValues();
    }
    return {};
}

std::optional<Grid> RegionView::grid() const
{
    const Record* record = field(RecordTag::Grid);
    if (!record)
        return std::nullopt;
    RecordReader r(*this, *record);
    Grid grid;
    grid.cells = r.text().text;
    grid.width = r.integer();
    grid.height = r.integer();
    return grid;
}

std::vector<Tile> RegionView::tiles() const
{
    return decodeAnnotations(*this, RecordTag::Tile, [](RecordReader& r) {
        Tile t;
        t.character = r.integer();
        if (const int32_t image = r.integer())
            t.image = unpackGlyph(image);
        t.flags = r.integer();
        t.terrain = r.resource();
        t.thing = r.resolved();
        t.of = r.resolved();
        return t;
    });
}

std::optional<Tile> RegionView::tile(int32_t character) const
{
    for (const Tile& t : tiles())
        if (t.character == character)
            return t;
    return std::nullopt;
}

std::vector<std::string_view> RaceView::names(int32_t key) const
{
    std::vector<std::string_view> out;
    for (const Record* record : annotations(RecordTag::NameList)) {
        RecordReader r(*this, *record);
        if (r.integer() != key)
            continue;
        std::string_view list = r.text().text;
        while (!list.empty()) {
            const size_t slash = list.find('/');
            if (std::string_view name = list.substr(0, slash); !name.empty())
                out.push_back(name);
            list = slash == std::string_view::npos ? std::string_view{} : list.substr(slash + 1);
        }
    }
    return out;
}

std::optional<Modifier> TemplateView::modifier(RecordTag tag) const
{
    const Record* record = field(tag);
    if (!record)
        return std::nullopt;
    RecordReader reader(*this, *record);
    return reader.modifier();
}

std::vector<AttributeModifier> TemplateView::attributeModifiers() const
{
    return decodeAnnotations(*this, RecordTag::AttributeModifier, [](RecordReader& r) {
        const int32_t attribute = r.integer();
        return AttributeModifier{attribute, r.modifier()};
    });
}

std::vector<int32_t> TemplateView::monsterFlags() const
{
    std::vector<int32_t> out;
    for (int32_t flag : flags())
        if (flag >= 0)
            out.push_back(flag);
    return out;
}

std::vector<int32_t> TemplateView::templateFlags() const
{
    std::vector<int32_t> out;
    for (int32_t flag : flags())
        if (flag < 0)
            out.push_back(-flag);
    return out;
}

NumberPair EncounterView::challengeRange() const
{
    return {value(RecordTag::CRRange, 0).number, value(RecordTag::CRRange, 1).number};
}

std::vector<EncounterPart> EncounterView::parts() const
{
    return decodeAnnotations(*this, RecordTag::EncounterPart, [](RecordReader& r) {
        EncounterPart p;
        p.flags = r.integer();
        p.chance = r.integer();
        p.minimumCR = r.integer();
        p.weight = r.integer();
        p.amount = r.dice();
        p.target = r.resolved();
        p.secondTarget = r.resolved();
        p.condition = r.function();
        return p;
    });
}

std::vector<ArtifactPower> ArtifactView::powers() const
{
    return decodeAnnotations(*this, RecordTag::ArtifactPower, [](RecordReader& r) {
        ArtifactPower p;
        p.when = r.integer();
        p.kind = r.integer();
        p.id = r.resolved();
        p.parameter = r.integer();
        p.uses = r.dice();
        p.saveType = r.atEnd() ? -1 : r.integer();
        return p;
    });
}

} // namespace incursion::module
