#include "game/player_view.h"

#include "game/player_ranged.h"

#include "game/feats.h"
#include "game/hunger.h"

#include "game/combat.h"
#include "game/domain_choice.h"
#include "game/companions.h"
#include "game/equipment.h"
#include "game/glyphs.h"
#include "game/rules.h"
#include "game/skills.h"
#include "module/resource_views.h"

#include <algorithm>
#include <map>

namespace incursion::game {

namespace {

ViewCell glyphCell(const std::optional<module::Glyph>& glyph, char32_t fallback, uint8_t colour)
{
    if (!glyph)
        return ViewCell{fallback, colour, CellKnowledge::Unknown, 0xFFFF};
    return ViewCell{glyphCharacter(glyph->character), uint8_t(glyph->foreground & 15), CellKnowledge::Unknown, 0xFFFF};
}

// The look of a feature: its resource's image; doors show open or closed.
ViewCell featureCell(const module::ResourceManager& resources, const map::Feature& feature)
{
    switch (feature.kind) {
    case map::FeatureKind::Door:
        if (feature.state & map::kFeatureOpen)
            return ViewCell{U'\'', 6, CellKnowledge::Unknown, 0xFFFF};
        return ViewCell{U'+', 6, CellKnowledge::Unknown, 0xFFFF};
    case map::FeatureKind::StairsUp: return ViewCell{U'<', 15, CellKnowledge::Unknown, 0xFFFF};
    case map::FeatureKind::StairsDown: return ViewCell{U'>', 15, CellKnowledge::Unknown, 0xFFFF};
    default: break;
    }
    const auto view = module::view<module::FeatureView>(resources, feature.resource);
    return glyphCell(view ? view->image() : std::nullopt, U'&', 7);
}

std::vector<ViewOverlayCell> overlayCells(const std::vector<OverlayGlyph>& glyphs)
{
    std::vector<ViewOverlayCell> cells;
    cells.reserve(glyphs.size());
    for (const OverlayGlyph& drawn : glyphs) {
        const module::Glyph glyph = module::unpackGlyph(drawn.glyph);
        cells.push_back(ViewOverlayCell{drawn.x, drawn.y, glyphCharacter(glyph.character),
                                        uint8_t(glyph.foreground & 15), uint8_t(glyph.background & 15)});
    }
    return cells;
}

} // namespace

SheetView takeSheetView(const Game& game)
{
    const Creature& self = game.player();
    SheetView sheet;
    for (int32_t a = 0; a < rules::kAttributeCount; ++a)
        sheet.attributes[size_t(a)] = self.attribute(a);
    // What a blow meets: worn armour and a shield count, as in combat.
    sheet.defence = defenceOf(game, self);
    sheet.hitBonus = self.attribute(rules::A_HIT);
    sheet.armour = armourAgainst(game, self, rules::AD_NORM);
    sheet.move = self.attribute(rules::A_MOV);
    sheet.size = self.size;
    if (self.character) {
        if (self.character->race)
            sheet.race = game.resourceName(self.character->race);
        for (size_t slot = 0; slot < self.character->classes.size(); ++slot)
            if (const ResourceId klass = self.character->classes[slot])
                sheet.classes.push_back(game.resourceName(klass) + " " +
                                        std::to_string(self.character->levelAs(klass)));
    }
    if (game.religion().god)
        sheet.god = game.resourceName(game.religion().god);
    sheet.feats = feats::knownFeatNames(game, self);
    for (int32_t save : {rules::FORT, rules::REF, rules::WILL})
        sheet.saves[size_t(save)] = saveBonus(game, self, save);
    if (self.character)
        for (int32_t skill = 1; skill < skill::LAST; ++skill)
            if (const int32_t ranks = self.training.skillRanks[size_t(skill)]; ranks > 0)
                sheet.skills.push_back({std::string(skillName(skill)), ranks, skillLevel(game, self, skill)});
    for (ResourceId domain : domain_choice::domainsOf(self))
        sheet.domains.push_back(game.resourceName(domain));
    sheet.female = self.state.female();
    for (ResourceId spell : self.spells)
        sheet.spells.push_back(game.resourceName(spell));
    for (Handle handle : companions::companionsOf(game, self))
        if (const Creature* c = game.creature(handle))
            sheet.companions.push_back(CompanionView{handle, game.nameOf(*c), c->hp, c->maxHp, c->challenge});
    return sheet;
}

PlayerView takePlayerView(const Game& game, uint64_t sinceMessage)
{
    PlayerView view;
    const Level& level = game.level();
    const map::Map& m = level.map();
    const module::ResourceManager& resources = game.resources();
    view.width = m.width();
    view.height = m.height();

    // Terrain looks and names, once per palette entry; features' names after them.
    std::vector<ViewCell> terrainLook;
    for (const map::TerrainType& terrain : m.terrainTypes()) {
        const auto resource = module::view<module::TerrainView>(resources, terrain.resource);
        terrainLook.push_back(glyphCell(resource ? resource->image() : std::nullopt,
                                        terrain.has(map::kTerrainSolid) ? U'#' : U'.', 7));
        terrainLook.back().terrain = uint16_t(view.terrainNames.size());
        view.terrainNames.emplace_back(map::displayName(resources.name(terrain.resource)));
    }
    std::map<module::ResourceId, uint16_t> featureNames;
    auto featureName = [&](const map::Feature& feature) -> uint16_t {
        const auto [at, added] = featureNames.emplace(feature.resource, uint16_t(view.terrainNames.size()));
        if (added) {
            const std::string_view name = map::displayName(resources.name(feature.resource));
            view.terrainNames.emplace_back(name.empty() ? std::string(map::featureKindName(feature.kind)) : std::string(name));
        }
        return at->second;
    };
    view.cells.resize(size_t(m.cellCount()));
    for (int y = 0; y < m.height(); ++y) {
        for (int x = 0; x < m.width(); ++x) {
            if (!level.explored(x, y))
                continue;
            ViewCell cell = terrainLook[m.terrainIndex(x, y)];
            if (const map::Feature* feature = m.featureAt(x, y); feature && !(feature->state & map::kFeatureHidden)) {
                cell = featureCell(resources, *feature);
                cell.terrain = featureName(*feature);
            }
            cell.knowledge = game.playerSees(x, y) ? CellKnowledge::Seen : CellKnowledge::Remembered;
            view.cells[size_t(m.index(x, y))] = cell;
        }
    }

    const Creature& self = game.player();
    view.player = self.handle();
    view.playerX = self.x;
    view.playerY = self.y;
    std::vector<ViewThing> creatures;
    for (Handle handle : game.registry().objectsOn(level.handle())) {
        if (const Item* item = game.item(handle)) {
            if (item->owner != world::kNoObject || !game.playerSees(item->x, item->y))
                continue;
            view.things.push_back(ViewThing{handle, false, item->x, item->y, glyphCharacter(item->glyph.character),
                                            uint8_t(item->glyph.foreground & 15), game.nameOf(*item), 0, 0,
                                            Attitude::Peaceful, item->resource, false});
        } else if (const Creature* c = game.creature(handle)) {
            if (!c->isPlayer && !game.playerSees(c->x, c->y))
                continue;
            creatures.push_back(ViewThing{handle, true, c->x, c->y, glyphCharacter(c->glyph.character),
                                          uint8_t(c->glyph.foreground & 15), game.nameOf(*c), c->hp, c->maxHp,
                                          c->attitude, c->monster, companions::isCompanionOf(*c, self)});
        }
    }
    view.things.insert(view.things.end(), creatures.begin(), creatures.end());

    PlayerStatus& status = view.status;
    status.name = self.name;
    status.hp = self.hp;
    status.maxHp = self.maxHp;
    status.mana = self.mana;
    status.maxMana = self.maxMana;
    status.speed = self.currentSpeed();
    status.fireAims = ranged::shotNeedsAim(game, CommandKind::Fire);
    status.throwAims = ranged::shotNeedsAim(game, CommandKind::Throw);
    status.hunger = hunger::hungerState(self);
    status.level = self.level;
    status.experience = self.experience;
    status.depth = level.depth;
    status.worldCell = game.worldCell();
    if (const WorldTravelState* world = game.worldTravel(); world && level.depth == 0)
        status.travel = world->travelChoices(world->cell());
    status.turn = game.turn();
    status.tick = game.tick();
    if (m.contains(self.x, self.y))
        status.region = std::string(m.regionName(self.x, self.y));
    status.dead = game.playerDead();
    status.causeOfDeath = game.causeOfDeath();

    for (Handle carried : self.inventory) {
        if (const Item* it = game.item(carried)) {
            const bool inHand = carried == equipment::inSlot(self, wear_slots::SL_WEAPON) ||
                                carried == equipment::inSlot(self, wear_slots::SL_READY);
            view.inventory.push_back(ViewItem{carried, game.listedNameOf(*it), it->itemType, inHand,
                                              !inHand && equipment::isWorn(self, carried),
                                              equipment::preferredSlot(self, *it).has_value()});
        }
    }
    view.sheet = takeSheetView(game);

    if (game.overlay().level() == level.handle()) {
        view.overlay = overlayCells(game.overlay().drawn());
        for (const OverlayFrame& frame : game.overlay().frames())
            view.animation.push_back(ViewOverlayFrame{overlayCells(frame.glyphs), frame.holdMilliseconds});
    }

    view.upcoming = game.queue().upcoming();
    view.messageCount = game.messagesLogged();
    const uint64_t kept = game.log().size();
    const uint64_t firstKept = view.messageCount - kept;
    for (uint64_t i = std::max(sinceMessage, firstKept); i < view.messageCount; ++i)
        view.messages.push_back(game.log()[size_t(i - firstKept)]);
    return view;
}

} // namespace incursion::game
