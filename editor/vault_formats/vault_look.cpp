#include "vault_formats/vault_look.h"

#include "game/glyphs.h"
#include "module/resource_views.h"

#include <map>

namespace incursion::studio {

namespace {

// The sixteen colours' numbers as the runtime names them (game/glyphs.h).
enum Colour : int { Brown = 6, Grey = 7, DarkGrey = 8, LightRed = 12, Yellow = 14, White = 15 };

plugins::CellLook look(char32_t glyph, int colour)
{
    return {glyph, 0xFF000000u | game::colourRgb(colour)};
}

class Looks {
public:
    Looks(const vault::Vault& vault, const module::ResourceManager* manager) : vault_(vault), manager_(manager) {}

    plugins::CellLook of(char c) const
    {
        const vault::CellMeaning meaning = vault::meaningOf(vault_, c);
        if (const vault::LegendEntry* entry = meaning.entry) {
            if (entry->with)
                return ofResource(entry->with, c, Grey);
            if (entry->randomMonster)
                return look(char32_t(c), LightRed);
            if (entry->randomItem)
                return look(char32_t(c), Yellow);
            return ofResource(entry->terrain, c, Grey);
        }
        switch (meaning.builtIn) {
        case map::BuiltInCell::Skin:
        case map::BuiltInCell::Wall: return ofResource(vault_.walls, U'#', Grey);
        case map::BuiltInCell::Floor:
        case map::BuiltInCell::Chest: return ofResource(vault_.floor, U'.', Grey);
        case map::BuiltInCell::Door: return ofResource(vault_.door, U'+', Brown);
        case map::BuiltInCell::SecretDoor: return look(U'+', DarkGrey);
        case map::BuiltInCell::Monster: return look(char32_t(c), LightRed);
        case map::BuiltInCell::StapleItem:
        case map::BuiltInCell::DungeonItem:
        case map::BuiltInCell::GoodItem:
        case map::BuiltInCell::GreatItem: return look(char32_t(c), Yellow);
        case map::BuiltInCell::Statue: return look(char32_t(c), White);
        case map::BuiltInCell::None: break;
        }
        return look(char32_t(c), Grey);     // no meaning: validation reports it
    }

private:
    // The resource's image (`Image:`), else the fallback.
    plugins::CellLook ofResource(const std::optional<vault::NameUse>& name, char32_t fallback, int colour) const
    {
        if (manager_ && name)
            if (const std::optional<module::ResourceId> id = manager_->find(name->name))
                if (const std::optional<module::ResourceView> view = module::view(*manager_, *id))
                    if (const std::optional<module::Glyph> glyph = view->glyph())
                        return look(game::glyphCharacter(glyph->character), glyph->foreground & 15);
        return look(fallback, colour);
    }

    const vault::Vault& vault_;
    const module::ResourceManager* manager_;
};

} // namespace

std::vector<plugins::CellLook> vaultLook(const vault::Vault& vault, const module::ResourceManager* manager)
{
    const Looks looks(vault, manager);
    std::map<char, plugins::CellLook> known;
    std::vector<plugins::CellLook> cells;
    cells.reserve(size_t(vault.width()) * size_t(vault.height()));
    for (int y = 0; y < vault.height(); ++y)
        for (int x = 0; x < vault.width(); ++x) {
            const char c = vault.at(x, y);
            auto found = known.find(c);
            if (found == known.end())
                found = known.emplace(c, looks.of(c)).first;
            cells.push_back(found->second);
        }
    return cells;
}

} // namespace incursion::studio
