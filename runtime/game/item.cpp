#include "game/item.h"

#include "map/map.h"
#include "module/resource_views.h"

#include <string>

namespace incursion::game {

namespace {
constexpr uint8_t kItemStateVersion = 6;     // 1: before `known`; 2: before `properties`; 3: before `stati`; 4: before `wear`; 5: before `named`
}

std::unique_ptr<Item> Item::fromResource(const module::ItemView& view, ResourceId effect)
{
    auto item = std::make_unique<Item>();
    item->resource = view.id();
    item->effect = effect;
    item->itemType = view.itemType();
    item->name = std::string(map::displayName(view.name()));
    if (auto image = view.image())
        item->glyph = *image;
    item->wear = ItemWear::fresh(view.hitPoints(), item->itemType, view.lifespan());
    return item;
}

std::string Item::describe() const
{
    return "item \"" + name + "\"";
}

void Item::saveState(world::ByteWriter& out) const
{
    out.u8(kItemStateVersion);
    out.u32(resource);
    out.u32(effect);
    for (int32_t v : {itemType, quantity, plus, charges, glyph.character})
        out.i32(v);
    out.u8(uint8_t(glyph.foreground));
    out.u8(uint8_t(glyph.background));
    out.u32(owner);
    out.u8(known);
    out.u16(properties.flags);
    for (int8_t quality : properties.qualities)
        out.u8(uint8_t(quality));
    out.u8(properties.knownQualities);
    out.u16(uint16_t(properties.bane));
    writeStati(out, stati);
    wear.save(out);
    out.string(named);
}

void Item::loadState(world::ByteReader& in)
{
    const uint8_t version = in.u8("item state version");
    if (version < 1 || version > kItemStateVersion)
        in.fail("unknown item state version " + std::to_string(version));
    resource = in.u32("item resource");
    effect = in.u32("item effect");
    for (int32_t* v : {&itemType, &quantity, &plus, &charges, &glyph.character})
        *v = in.i32("item value");
    if (quantity < 1)
        in.fail("item quantity " + std::to_string(quantity) + " is not positive");
    glyph.foreground = in.u8("glyph colour") & 15;
    glyph.background = in.u8("glyph background") & 15;
    owner = in.u32("owner");
    known = version >= 2 ? in.u8("what is known of the item") : 0;
    properties = {};
    if (version >= 3) {
        properties.flags = in.u16("item flags");
        for (int8_t& quality : properties.qualities)
            quality = int8_t(in.u8("item quality"));
        properties.knownQualities = in.u8("known qualities");
        properties.bane = int16_t(in.u16("bane"));
    }
    stati = version >= 4 ? readStati(in, true) : std::vector<StatusEffect>{};
    wear = {};
    if (version >= 5)
        wear.load(in);
    named = version >= 6 ? in.string("item name") : std::string();
}

} // namespace incursion::game
