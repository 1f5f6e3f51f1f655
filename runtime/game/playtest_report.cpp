#include "game/playtest_report.h"
#include "game/equipment.h"

#include "game/game.h"
#include "game/glyphs.h"
#include "game/player_view.h"
#include "map/map.h"
#include "module/module_file.h"

#include <cstdio>

#include <algorithm>
#include <sstream>

namespace incursion::game {

namespace {

std::string line(char c, size_t n)
{
    return std::string(n, c);
}

std::string moduleChecksum(const module::ModuleImage& image)
{
    uint32_t hash = 2166136261u;    // FNV-1a
    for (char c : module::writeModule(image))
        hash = (hash ^ uint8_t(c)) * 16777619u;
    char text[9];
    std::snprintf(text, sizeof text, "%08x", hash);
    return text;
}

} // namespace

std::string playtestReport(const Game& game, const ReportOptions& options)
{
    std::ostringstream out;
    const module::ResourceManager& resources = game.resources();
    const Creature& self = game.player();
    const Level& here = game.level();

    // ---- header ----
    out << "Incursion playtest report\n" << line('=', 25) << "\n\n";
    for (size_t i = 0; i < resources.moduleCount(); ++i) {
        const module::ModuleImage& image = resources.image(i);
        // A module has no version number of its own: the checksum of its
        // compiled bytes tells one build from another.
        out << "Module:  " << image.name << " (build " << moduleChecksum(image) << ")\n";
    }
    out << "Seed:    " << game.options().seed << "\n";
    if (!options.date.empty())
        out << "Date:    " << options.date << "\n";
    out << "Player:  " << self.name << ", level " << self.level << ", " << self.experience << " experience\n";
    // Who the character is, as its sheet names it (player_view.h).
    const SheetView sheet = takeSheetView(game);
    std::string who = sheet.race.empty() ? "no race" : sheet.race;
    for (const std::string& klass : sheet.classes)
        who += ", " + klass;
    std::string domains;
    for (const std::string& domain : sheet.domains)
        domains += (domains.empty() ? " (domains " : ", ") + domain;
    out << "Character: " << who << ", " << (sheet.female ? "female" : "male") << ", "
        << (sheet.god.empty() ? "no god" : "god " + sheet.god) << (domains.empty() ? "" : domains + ")") << "\n";
    out << "Vitals:  " << self.hp << "/" << self.maxHp << " hit points, " << self.mana << "/" << self.maxMana
        << " mana\n";
    // The scores and level dice they come from, as the original's
    // character sheet shows them (src/Sheet.cpp).
    static constexpr const char* kScores[] = {"Str", "Dex", "Con", "Int", "Wis", "Cha"};
    out << "Scores: ";
    for (size_t a = 0; a < sheet.attributes.size(); ++a)
        out << " " << kScores[a] << " " << sheet.attributes[a];
    out << ", size " << sheet.size << "\n";
    if (self.character) {
        std::string hits, mana;
        for (size_t slot = 0; slot < CharacterSheet::kClasses; ++slot) {
            for (int32_t roll : self.character->hitRolls[slot])
                hits += (hits.empty() ? "" : ", ") + std::to_string(roll);
            for (int32_t roll : self.character->manaRolls[slot])
                mana += (mana.empty() ? "" : ", ") + std::to_string(roll);
        }
        if (!hits.empty())
            out << "Dice:    hit points " << hits << "; mana " << mana << "\n";
    }
    std::string spells;
    for (const std::string& spell : sheet.spells)
        spells += (spells.empty() ? "" : ", ") + spell;
    out << "Spells:  " << (spells.empty() ? "none" : spells) << "\n";
    std::string feats;
    for (const std::string& feat : sheet.feats)
        feats += (feats.empty() ? "" : ", ") + feat;
    out << "Feats:   " << (feats.empty() ? "none" : feats) << "\n";
    out << "Turns:   " << game.turn() << " (" << game.tick() << " ticks)\n";
    const std::string where = here.depth == 0 ? "on the world at " + cellText(*game.worldCell())
                                                : "on level " + std::to_string(here.depth);
    out << "Result:  "
        << (game.playerDead() ? game.causeOfDeath()
                              : "Alive " + where + " with " + std::to_string(self.hp) + " of " +
                                    std::to_string(self.maxHp) + " hit points.")
        << "\n";
    if (const WorldTravelState* world = game.worldTravel()) {
        out << "World:   cell " << cellText(world->cell())
            << (here.depth == 0 ? std::string(" (its local tile)") : ", dungeon level " + std::to_string(here.depth))
            << "\n";
        out << "World tiles visited: " << world->visitedText() << "\n";
    }
    out << "\n";

    // ---- per level ----
    out << "Levels\n" << line('-', 6) << "\n";
    for (const LevelStats& level : game.stats().levels) {
        int32_t killCount = 0;
        for (const auto& [name, count] : level.kills)
            killCount += count;
        out << (level.depth == 0 ? std::string("World tiles") : "Level " + std::to_string(level.depth)) << ": "
            << level.turns << " turns, " << killCount << " kills, "
            << level.damageDealt << " damage dealt, " << level.damageTaken << " taken, " << level.spellsCast
            << " spells cast\n";
        for (const auto& [name, count] : level.kills)
            out << "    " << count << " x " << name << "\n";
    }

    // ---- messages ----
    out << "\nLast messages\n" << line('-', 13) << "\n";
    const auto& log = game.log();
    const size_t first = log.size() > 20 ? log.size() - 20 : 0;
    for (size_t i = first; i < log.size(); ++i)
        out << "[" << log[i].turn << "] " << log[i].text() << "\n";

    // ---- inventory ----
    out << "\nInventory\n" << line('-', 9) << "\n";
    if (self.inventory.empty())
        out << "(nothing)\n";
    for (Handle handle : self.inventory) {
        const Item* it = game.item(handle);
        if (!it)
            continue;
        out << "  " << game.listedNameOf(*it);
        if (handle == equipment::inSlot(self, wear_slots::SL_WEAPON) || handle == equipment::inSlot(self, wear_slots::SL_READY))
            out << " (wielded)";
        else if (equipment::isWorn(self, handle))
            out << " (worn)";
        out << "\n";
    }

    // ---- map ----
    const map::Map& m = here.map();
    const int radius = std::max(1, options.mapRadius);
    const int x0 = std::max(0, self.x - radius), x1 = std::min(m.width() - 1, self.x + radius - 1);
    const int y0 = std::max(0, self.y - radius), y1 = std::min(m.height() - 1, self.y + radius - 1);
    out << "\nMap around the player (level " << here.depth << ", " << (x1 - x0 + 1) << "x" << (y1 - y0 + 1)
        << "; ' ' never seen)\n";
    const size_t width = size_t(x1 - x0 + 1);
    out << "+" << line('-', width) << "+\n";
    for (int y = y0; y <= y1; ++y) {
        out << "|";
        for (int x = x0; x <= x1; ++x) {
            char c = ' ';
            if (here.explored(x, y)) {
                c = m.symbolAt(x, y);
                if (game.playerSees(x, y)) {
                    const std::vector<Handle> items = game.itemsAt(x, y);
                    if (!items.empty())
                        c = glyphAscii(game.item(items.front())->glyph.character);
                    if (const Creature* c2 = game.creatureAt(x, y))
                        c = glyphAscii(c2->glyph.character);
                }
            }
            if (x == self.x && y == self.y)
                c = '@';
            // What scripts drew and left over the map (screen_overlay.h) shows over all.
            if (game.overlay().level() == here.handle())
                for (const OverlayGlyph& over : game.overlay().drawn())
                    if (over.x == x && over.y == y)
                        c = glyphAscii(module::unpackGlyph(over.glyph).character);
            out << c;
        }
        out << "|\n";
    }
    out << "+" << line('-', width) << "+\n";

    // ---- scripts ----
    out << "\nScripts\n" << line('-', 7) << "\n";
    out << "Handlers run: " << game.stats().handlersRun << "\n";
    out << "Script errors: " << game.scriptErrors().size() << "\n";
    for (const std::string& error : game.scriptErrors())
        out << "  " << error << "\n";
    // Calls of API names this runtime lacks fail the handler; they are
    // counted here by name rather than listed among the errors.
    out << "Unimplemented API calls: " << game.stats().unimplementedCalls.size() << " names\n";
    for (const auto& [name, count] : game.stats().unimplementedCalls)
        out << "  " << name << " (" << count << (count == 1 ? " call)\n" : " calls)\n");
    return out.str();
}

} // namespace incursion::game
