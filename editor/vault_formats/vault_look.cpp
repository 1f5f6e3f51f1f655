#include "vault_formats/vault_look.h"

#include "game/glyphs.h"
#include "vault/vault_look.h"

#include <map>

namespace incursion::studio {

std::vector<plugins::CellLook> vaultLook(const vault::Vault& vault, const module::ResourceManager* manager)
{
    std::map<char, plugins::CellLook> known;
    std::vector<plugins::CellLook> cells;
    cells.reserve(size_t(vault.width()) * size_t(vault.height()));
    for (int y = 0; y < vault.height(); ++y)
        for (int x = 0; x < vault.width(); ++x) {
            const char c = vault.at(x, y);
            auto found = known.find(c);
            if (found == known.end()) {
                const module::Glyph glyph = vault::cellGlyph(vault, manager, c);
                found = known.emplace(c, plugins::CellLook{game::glyphCharacter(glyph.character),
                                                           0xFF000000u | game::colourRgb(glyph.foreground & 15)})
                            .first;
            }
            cells.push_back(found->second);
        }
    return cells;
}

} // namespace incursion::studio
