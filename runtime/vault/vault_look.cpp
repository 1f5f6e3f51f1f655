#include "vault/vault_look.h"

#include "module/resource_views.h"

namespace incursion::vault {

namespace {

// The sixteen colours' numbers (game/glyphs.h names them).
enum Colour : int32_t { Black = 0, Brown = 6, Grey = 7, DarkGrey = 8, LightRed = 12, Yellow = 14, White = 15 };

std::optional<module::Glyph> imageOf(const module::ResourceManager* manager, const std::optional<NameUse>& use)
{
    if (!manager || !use)
        return std::nullopt;
    const std::optional<module::ResourceId> id = manager->find(use->name);
    if (!id)
        return std::nullopt;
    const std::optional<module::ResourceView> view = module::view(*manager, *id);
    return view ? view->glyph() : std::nullopt;
}

module::Glyph itself(char c, int32_t colour)
{
    return {int32_t(static_cast<unsigned char>(c)), colour, Black};
}

} // namespace

module::Glyph cellGlyph(const Vault& vault, const module::ResourceManager* manager, char c)
{
    const CellMeaning meaning = meaningOf(vault, c);
    if (const LegendEntry* entry = meaning.entry) {
        const std::optional<module::Glyph> ground = imageOf(manager, entry->terrain);
        if (std::optional<module::Glyph> thing = imageOf(manager, entry->with)) {
            if (ground)
                thing->background = ground->background;
            return *thing;
        }
        if (entry->randomMonster)
            return itself(c, LightRed);
        if (entry->randomItem)
            return itself(c, Yellow);
        return ground ? *ground : itself(c, Grey);
    }
    const auto regionImage = [&](const std::optional<NameUse>& use, char fallback, int32_t colour) {
        return imageOf(manager, use).value_or(itself(fallback, colour));
    };
    switch (meaning.builtIn) {
    case map::BuiltInCell::Skin:
    case map::BuiltInCell::Wall: return regionImage(vault.walls, '#', Grey);
    case map::BuiltInCell::Floor:
    case map::BuiltInCell::Chest: return regionImage(vault.floor, '.', Grey);
    case map::BuiltInCell::Door: return regionImage(vault.door, '+', Brown);
    case map::BuiltInCell::SecretDoor: return regionImage(vault.door, '+', DarkGrey);
    case map::BuiltInCell::Monster: return itself(c, LightRed);
    case map::BuiltInCell::StapleItem:
    case map::BuiltInCell::DungeonItem:
    case map::BuiltInCell::GoodItem:
    case map::BuiltInCell::GreatItem: return itself(c, Yellow);
    case map::BuiltInCell::Statue: return itself(c, White);
    case map::BuiltInCell::None: break;
    }
    return itself(c, meaning.known() ? Grey : LightRed);
}

} // namespace incursion::vault
