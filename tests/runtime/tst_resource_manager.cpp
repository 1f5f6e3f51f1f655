// The resource manager and its views: modules compiled from sources, loaded
// in order and linked; lookups by ID and by name; each kind's view decoding
// its records; bad IDs, corrupt files and link errors refused with their
// messages; and, when the original corpus is available, the compiled corpus.
#include "support/original_corpus.h"
#include "support/memory_files.h"
#include "support/test_suite.h"

#include "module/module_file.h"
#include "module/resource_manager.h"
#include "module/resource_views.h"
#include "script/build.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

namespace tst_resource_manager {

using namespace incursion::module;
using incursion::script::BuildResult;
using incursion::script::CheckOptions;

namespace {

const std::string kApi = "#define T_CREATURE (-2)\n#define SOBJ_EACTOR 4\n"
                         "system T_CREATURE EActor == SOBJ_EACTOR;\n"
                         "system bool T_CREATURE::HasMonster(rID m);\n"
                         "#define EV_DEATH 42\n#define EVICTIM(e) (e + 2000)\n";

const std::string kCore = R"(
Module "Core"; File "Core.Mod"; Slot 0;

Monster "goblin" : 5, 6 {
  Desc: "A small green pest.";
  Image: bright green 'g' on blue;
  CR: 1/2; HD: 2; Hit: 1; Def: 12; Arm: 1; Size: 3; Speed: 80%; Move: 120%;
  Str 11, Dex 13;
  Attk: 7 for 1d6+1 12, 9 for 1d4 11 and 1d2 5 (DC 12), 13 for $"fire bolt" 1;
  Flags: 55, 92, 105, ~92;
  Stati[3, 4, 5];
  Stati[7, 1, 0, $"fire bolt"];
  Gear: 25% $"short sword" else $"Dagger", 2d3 random 4 +1;
  On Event EVICTIM(EV_DEATH) { return 1; }, 43 "It squeals." / "It squeaks.";
}
Effect "dragon" : 2 { Level: 3; }
Monster "Dragon" : 1 { CR: 9; }
Item "short sword" : 4 { SDmg: 1d6; LDmg: 1d8; Crit: 3; Threat: 2; Weight: 30; Arm: 1, pierce 2; }
Item "dagger" : 4 { SDmg: 1d4; }
Item "club" : 4 { HP: 20; Weight: 8; }
Spell "fire bolt" : 5 { Level: 2; sval: 1; pval: 2d6; aval: 7; rval: $"dagger"; }
  and 9 { pval: 1d6; } and 11 { sval: 2 partial; }
Terrain "floor" { Image: '.'; }
Terrain "wall" { Image: grey '#'; }
Region "post" : 7 {
  Walls: $"wall"; Floor: $"floor"; Depth: 2;
  Grid: {:
    #####
    #g.r#
    #####
  :};
  Tiles: 'g' : $"floor" [64] with $"goblin" as yellow 'G',
         'r' : $"floor" with random monster 4;
}
Dungeon "deep" {
  Constants: * 1 50, * 2 $"post";
  Lists: * 3 $"post" 7 "a text";
  Specials: * 50% $"post" at level 5, * $"post" at level 1d4+2;
}
Encounter "goblin band" : 2 {
  Depth: 3; CR: 2-5;
  Parts: * 2-4 of $"goblin"
         else 50% {1 < 2} 1d3 of $"dragon";
}
)";

const std::string kAddon = R"(
Module "Addon"; Requires "core";

Monster "goblin chief" : 5 {
  CR: 3; Gear: $"Club";
  Stati[1, 0, 0, $"FIRE BOLT"];
  On Event 1 { if (EActor->HasMonster($"GOBLIN")) return 1; return 0; };
}
Item "dagger" : 4 { Level: 9; }
Dungeon "annex" { Constants: * 5 $"nowhere", * 6 $"dragon"; }
)";

struct Compiled {
    std::optional<ModuleImage> image;
    QString errors;
};

Compiled compile(const std::string& source)
{
    CheckOptions options;
    options.mainFile = "main.irc";
    options.preprocessor = incursion::test::MemoryFiles{{{"main.irc", kApi + source}}}.options();
    BuildResult result = incursion::script::buildModule(options);
    Compiled out;
    for (const auto& d : result.front.diagnostics->all())
        if (d.severity == incursion::script::Severity::Error)
            out.errors += QString::fromStdString(d.message) + '\n';
    out.image = std::move(result.image);
    return out;
}

QString joined(const std::vector<std::string>& lines)
{
    QStringList out;
    for (const std::string& line : lines)
        out << QString::fromStdString(line);
    return out.join('\n');
}

std::string dump(const Dice& d)
{
    return std::to_string(d.number) + "d" + std::to_string(d.sides) + "+" + std::to_string(d.bonus);
}

} // namespace

class ResourceManagerTest : public QObject {
    Q_OBJECT

    ModuleImage core_, addon_;
    std::unique_ptr<ResourceManager> manager_;

    const ResourceManager& m() const { return *manager_; }
    ResourceId id(std::string_view name, uint32_t kinds = kAllResourceKinds) const
    {
        return m().find(name, kinds).value_or(0);
    }

private slots:
    void initTestCase()
    {
        Compiled core = compile(kCore);
        QVERIFY2(core.image, qPrintable(core.errors));
        Compiled addon = compile(kAddon);
        QVERIFY2(addon.image, qPrintable(addon.errors));
        core_ = *core.image;
        addon_ = *addon.image;
        ResourceLoadResult loaded = ResourceManager::loadImages({core_, addon_});
        QVERIFY2(loaded.ok(), qPrintable(joined(loaded.errors)));
        manager_ = std::move(loaded.manager);
    }

    void modulesGetSlotsAndExternalsResolve()
    {
        QCOMPARE(m().moduleCount(), size_t(2));
        QCOMPARE(m().slot(0), uint8_t(1));      // `Slot 0;` keeps the original's 0x01xxxxxx
        QCOMPARE(m().slot(1), uint8_t(2));
        QCOMPARE(m().findModule("ADDON"), std::optional<size_t>(1));
        QCOMPARE(m().moduleOfSlot(2), std::optional<size_t>(1));
        QCOMPARE(m().moduleOfSlot(9), std::nullopt);

        // The add-on's `$"Club"` and `$"FIRE BOLT"` name Core's resources.
        const auto chief = view<MonsterView>(m(), id("goblin chief"));
        QVERIFY(chief);
        QCOMPARE(chief->module(), size_t(1));
        QCOMPARE(chief->gear().size(), size_t(1));
        QCOMPARE(chief->gear()[0].item.resource, id("club"));
        QCOMPARE(m().moduleOf(id("club")), std::optional<size_t>(0));
        QCOMPARE(chief->stati()[0].resource.resource, id("fire bolt"));
        QVERIFY(!chief->stati()[0].resource.unresolved);

        // An external nothing provides is 0, reported and not fatal; one naming
        // several kinds resolves by the kind order (the Monster "Dragon").
        const auto annex = view<DungeonView>(m(), id("annex"));
        QVERIFY(annex);
        const std::optional<ResolvedValue> nowhere = annex->constant(5);
        QVERIFY(nowhere && nowhere->isResource());
        QCOMPARE(nowhere->resource, ResourceId(0));
        QVERIFY(nowhere->unresolved);
        QCOMPARE(annex->constant(6)->resource, id("dragon", kindBit(ResourceKind::Monster)));
        QCOMPARE(m().unresolved().size(), size_t(1));
        QCOMPARE(m().unresolved()[0].name, std::string("nowhere"));
        QCOMPARE(m().unresolved()[0].moduleName, std::string("Addon"));

        const auto& externals = m().image(1).externals;
        for (uint32_t e = 0; e < externals.size(); ++e)
            QCOMPARE(m().externalId(1, e), m().linked().modules[1].externalIds[e]);
        QCOMPARE(m().externalId(1, 999), ResourceId(0));
        QCOMPARE(m().externalId(7, 0), ResourceId(0));
    }

    void lookupByIdAndName()
    {
        const ResourceId goblin = id("goblin");
        QCOMPARE(goblin, resourceId(1, 0));
        QCOMPARE(m().find("GoBLiN"), std::optional<ResourceId>(goblin));
        QCOMPARE(m().name(goblin), std::string_view("goblin"));
        QCOMPARE(m().kind(goblin), std::optional<ResourceKind>(ResourceKind::Monster));
        QCOMPARE(m().describe(goblin), std::string("Monster \"goblin\""));
        const std::optional<ResourcePosition> where = m().position(goblin);
        QVERIFY(where);
        QCOMPARE(where->file, std::string_view("main.irc"));
        QCOMPARE(where->line, uint32_t(10));        // after the six API lines and the module's own
        QCOMPARE(where->column, uint32_t(1));
        QCOMPARE(m().idOf(0, 0), goblin);
        QCOMPARE(m().locate(goblin), std::optional<ResourceLocation>(ResourceLocation{0, 0}));

        // Kind precedence: the Monster "Dragon" before the Effect "dragon",
        // though the effect is declared first; restricted to effects, the effect.
        const ResourceId monster = id("DRAGON");
        const ResourceId effect = id("dragon", kindBit(ResourceKind::Effect));
        QCOMPARE(m().kind(monster), std::optional<ResourceKind>(ResourceKind::Monster));
        QCOMPARE(m().kind(effect), std::optional<ResourceKind>(ResourceKind::Effect));
        QVERIFY(effect < monster);
        QCOMPARE(m().find("dragon", kindBit(ResourceKind::Item)), std::nullopt);
        QCOMPARE(m().find("no such thing"), std::nullopt);

        // Modules in load order: Core's dagger, unless the module is named.
        QCOMPARE(m().moduleOf(id("dagger")), std::optional<size_t>(0));
        const std::optional<ResourceId> addonDagger = m().findIn(1, "Dagger");
        QVERIFY(addonDagger);
        QCOMPARE(slotOfResourceId(*addonDagger), uint8_t(2));
        QCOMPARE(view<ItemView>(m(), *addonDagger)->level(), 9);

        QCOMPARE(m().resourceCount(), core_.resources.size() + addon_.resources.size());
        QCOMPARE(m().resources(kindBit(ResourceKind::Item)).size(), size_t(4));
        QCOMPARE(m().resources(kindBit(ResourceKind::Dungeon)),
                 (std::vector<ResourceId>{id("deep"), id("annex")}));
    }

    void sameModulesInSameOrderGiveSameIds()
    {
        ResourceLoadResult again = ResourceManager::loadImages({core_, addon_});
        QVERIFY(again.ok());
        QCOMPARE(again.manager->resources(), m().resources());
        for (ResourceId r : m().resources())
            QCOMPARE(again.manager->find(m().name(r), kindBit(*m().kind(r))), m().find(m().name(r), kindBit(*m().kind(r))));
        QCOMPARE(again.manager->linked().modules[1].externalIds, m().linked().modules[1].externalIds);
    }

    void monsterView()
    {
        const auto goblin = view<MonsterView>(m(), id("goblin"));
        QVERIFY(goblin);
        QCOMPARE(goblin->description(), std::string_view("A small green pest."));
        QCOMPARE(m().text(goblin->descriptionText().handle), goblin->description());
        QCOMPARE(goblin->monsterTypes(), (std::vector<int32_t>{5, 6}));
        QCOMPARE(goblin->challengeRating(), 0);          // 1/2 is stored as 2 - 2
        QCOMPARE(goblin->hitDice(), 2);
        QCOMPARE(goblin->fixedHitPoints(), std::nullopt);
        QCOMPARE(goblin->hit(), 1);
        QCOMPARE(goblin->defence(), 12);
        QCOMPARE(goblin->armour(), 1);
        QCOMPARE(goblin->size(), 3);
        QCOMPARE(goblin->speed(), -4);                   // (80 - 100) / 5
        QCOMPARE(goblin->move(), 4);
        QCOMPARE(goblin->image(), std::optional<Glyph>(Glyph{'g', 10, 1}));
        QCOMPARE(goblin->attribute(0), 11);
        QCOMPARE(goblin->attribute(1), 13);
        QCOMPARE(goblin->attribute(2), 0);               // unlisted

        const std::vector<Attack> attacks = goblin->attacks();
        QCOMPARE(attacks.size(), size_t(3));
        QCOMPARE(attacks[0].type, 7);
        QCOMPARE(dump(attacks[0].part.damage), std::string("1d6+1"));
        QCOMPARE(attacks[0].part.damageType, 12);
        QVERIFY(attacks[0].also.empty());
        QCOMPARE(attacks[1].type, 9);
        QCOMPARE(dump(attacks[1].part.damage), std::string("1d4+0"));
        QCOMPARE(attacks[1].also.size(), size_t(1));
        QCOMPARE(dump(attacks[1].also[0].damage), std::string("1d2+0"));
        QCOMPARE(attacks[1].also[0].damageType, 5);
        QCOMPARE(attacks[1].also[0].dc, 12);
        QVERIFY(attacks[2].byResource);
        QCOMPARE(attacks[2].resource, id("fire bolt"));
        QCOMPARE(attacks[2].part.damageType, 1);

        QCOMPARE(goblin->flags(), (std::vector<int32_t>{55, 105}));
        QCOMPARE(goblin->removedFlags(), std::vector<int32_t>{92});
        QVERIFY(goblin->hasFlag(105));
        QVERIFY(!goblin->hasFlag(92));

        const std::vector<Stati> stati = goblin->stati();
        QCOMPARE(stati.size(), size_t(2));
        QCOMPARE((std::array{stati[0].stati, stati[0].value, stati[0].magnitude}), (std::array{3, 4, 5}));
        QVERIFY(!stati[0].resource.isResource());
        QCOMPARE(stati[1].resource.resource, id("fire bolt"));

        const std::vector<GearItem> gear = goblin->gear();
        QCOMPARE(gear.size(), size_t(3));
        QCOMPARE(gear[0].chance, 25);
        QCOMPARE(gear[0].item.resource, id("short sword"));
        QCOMPARE(dump(gear[0].amount), std::string("1d1+0"));
        QVERIFY(!gear[0].isAlternative());
        QVERIFY(gear[1].isAlternative());
        QCOMPARE(gear[1].item.resource, id("dagger"));
        QCOMPARE(gear[2].flags, int32_t(GearRandomItem));
        QCOMPARE(gear[2].item.number, 4);               // `random 4`: a level, not a resource
        QVERIFY(!gear[2].item.isResource());
        QCOMPARE(dump(gear[2].amount), std::string("2d3+0"));
        QCOMPARE(gear[2].plus, 1);
        QCOMPARE(gear[2].condition, std::nullopt);

        const std::vector<EventHandler> events = goblin->events();
        QCOMPARE(events.size(), size_t(1));
        QCOMPARE(events[0].event, int16_t(2042));
        QCOMPARE(goblin->handler(2042), std::optional<uint32_t>(events[0].function));
        QCOMPARE(goblin->handler(43), std::nullopt);
        const incursion::core::Function& handler = m().image(0).functions.at(events[0].function);
        QCOMPARE(handler.kind, incursion::core::FunctionKind::EventHandler);
        QCOMPARE(handler.resource, goblin->index());

        const std::vector<EventMessage> messages = goblin->messages();
        QCOMPARE(messages.size(), size_t(1));
        QCOMPARE(messages[0].event, int16_t(43));
        QCOMPARE(messages[0].texts.size(), size_t(2));
        QCOMPARE(messages[0].texts[0].text, std::string_view("It squeals."));
        QCOMPARE(messages[0].texts[1].text, std::string_view("It squeaks."));
        QCOMPARE(m().text(messages[0].texts[1].handle), std::string_view("It squeaks."));

        // The same resource, by the generic view and its kind check.
        const std::optional<ResourceView> any = view(m(), id("goblin"));
        QVERIFY(any && any->is<MonsterView>());
        QVERIFY(!any->as<ItemView>());
        QCOMPARE(any->as<MonsterView>()->hitDice(), 2);
    }

    void itemDefaultsAndValues()
    {
        const auto dagger = view<ItemView>(m(), id("dagger"));
        QVERIFY(dagger);
        QCOMPARE(dagger->itemType(), 4);
        QCOMPARE(dump(dagger->smallDamage()), std::string("1d4+0"));
        QCOMPARE(dagger->critical(), 2);                 // the original's defaults
        QCOMPARE(dagger->threat(), 1);
        QCOMPARE(dagger->hitPoints(), 15);
        QCOMPARE(dagger->armour(), (std::array<int32_t, 3>{0, 0, 0}));

        const auto sword = view<ItemView>(m(), id("short sword"));
        QCOMPARE(sword->critical(), 3);
        QCOMPARE(sword->threat(), 2);
        QCOMPARE(dump(sword->largeDamage()), std::string("1d8+0"));
        QCOMPARE(sword->hitPoints(), 30 * 30 / 80);      // from the weight
        QCOMPARE(sword->armour(), (std::array<int32_t, 3>{1, 2, 1}));
        QCOMPARE(view<ItemView>(m(), id("club"))->hitPoints(), 20);     // `HP` wins over the weight
    }

    void effectSegments()
    {
        const auto bolt = view<EffectView>(m(), id("fire bolt"));
        QVERIFY(bolt);
        QCOMPARE(bolt->level(), 2);
        QVERIFY(bolt->partialSave());
        const std::vector<EffectValues> segments = bolt->segments();
        QCOMPARE(segments.size(), size_t(3));
        QCOMPARE(segments[0].archetype, 5);
        QCOMPARE(segments[0].sval, 1);
        QCOMPARE(dump(segments[0].pval), std::string("2d6+0"));
        QCOMPARE(segments[0].aval, 7);
        QCOMPARE(segments[0].rval.resource, id("dagger"));
        // `and 9 { pval }` keeps the rest of the first segment.
        QCOMPARE(segments[1].archetype, 9);
        QCOMPARE(dump(segments[1].pval), std::string("1d6+0"));
        QCOMPARE(segments[1].sval, 1);
        QCOMPARE(segments[1].aval, 7);
        QCOMPARE(segments[1].rval.resource, id("dagger"));
        QCOMPARE(segments[2].archetype, 11);
        QCOMPARE(segments[2].sval, 2);
        QCOMPARE(dump(segments[2].pval), std::string("1d6+0"));
        QCOMPARE(bolt->values().archetype, 5);

        const auto dragon = view<EffectView>(m(), id("dragon", kindBit(ResourceKind::Effect)));
        QCOMPARE(dragon->segments().size(), size_t(1));
        QCOMPARE(dragon->values().sval, kNoSave);       // NOSAVE when not written
    }

    void regionGridAndTiles()
    {
        const auto post = view<RegionView>(m(), id("post"));
        QVERIFY(post);
        QCOMPARE(post->walls(), id("wall"));
        QCOMPARE(post->floor(), id("floor"));
        QCOMPARE(post->door(), ResourceId(0));
        QCOMPARE(post->depth(), 2);
        QCOMPARE(post->flags(), std::vector<int32_t>{7});     // the header's RF_ flag
        const std::optional<Grid> grid = post->grid();
        QVERIFY(grid);
        QCOMPARE(grid->width, 5);
        QCOMPARE(grid->height, 3);
        QCOMPARE(grid->rows(), (std::vector<std::string_view>{"#####", "#g.r#", "#####"}));
        QCOMPARE(grid->at(1, 1), 'g');
        QCOMPARE(grid->at(5, 1), '\0');
        QCOMPARE(grid->at(-1, 0), '\0');

        const std::vector<Tile> tiles = post->tiles();
        QCOMPARE(tiles.size(), size_t(2));
        QCOMPARE(tiles[0].character, int32_t('g'));
        QCOMPARE(tiles[0].image, std::optional<Glyph>(Glyph{'G', 14, 0}));
        QCOMPARE(tiles[0].flags, 64);
        QCOMPARE(tiles[0].terrain, id("floor"));
        QCOMPARE(tiles[0].thing.resource, id("goblin"));
        const std::optional<Tile> r = post->tile('r');
        QVERIFY(r);
        QCOMPARE(r->image, std::nullopt);
        QCOMPARE(r->flags, int32_t(TileRandom | TileMonster));
        QCOMPARE(r->thing.number, 4);
        QCOMPARE(post->tile('#'), std::nullopt);
        QCOMPARE(view<TerrainView>(m(), id("wall"))->image(), std::optional<Glyph>(Glyph{'#', 7, 0}));
    }

    void dungeonConstantsListsSpecials()
    {
        const auto deep = view<DungeonView>(m(), id("deep"));
        QVERIFY(deep);
        const std::vector<DungeonConstant> constants = deep->constants();
        QCOMPARE(constants.size(), size_t(2));
        QCOMPARE(constants[0].constant, 1);
        QCOMPARE(constants[0].value.number, 50);
        QCOMPARE(deep->constant(2)->resource, id("post"));
        QCOMPARE(deep->constant(9), std::nullopt);

        const std::vector<DungeonList> lists = deep->lists();
        QCOMPARE(lists.size(), size_t(1));
        QCOMPARE(lists[0].list, 3);
        QCOMPARE(lists[0].entries.size(), size_t(3));
        QCOMPARE(lists[0].entries[0].resource, id("post"));
        QCOMPARE(lists[0].entries[1].number, 7);
        QCOMPARE(lists[0].entries[2].text, std::string_view("a text"));

        const std::vector<DungeonSpecial> specials = deep->specials();
        QCOMPARE(specials.size(), size_t(2));
        QCOMPARE(specials[0].resource, id("post"));
        QCOMPARE(specials[0].chance, 50);
        QCOMPARE(dump(specials[0].level), std::string("0d0+5"));
        QCOMPARE(specials[1].chance, 100);
        QCOMPARE(dump(specials[1].level), std::string("1d4+2"));
    }

    void encounterParts()
    {
        const auto band = view<EncounterView>(m(), id("goblin band"));
        QVERIFY(band);
        QCOMPARE(band->terrain(), 2);
        QCOMPARE(band->depth(), 3);
        QCOMPARE(band->weight(), 10);                    // the original's default
        QCOMPARE(band->challengeRange(), (NumberPair{2, 5}));
        const std::vector<EncounterPart> parts = band->parts();
        QCOMPARE(parts.size(), size_t(2));
        QCOMPARE(parts[0].flags, 0);
        QCOMPARE(dump(parts[0].amount), std::string("2d0+4"));
        QCOMPARE(parts[0].target.resource, id("goblin"));
        QCOMPARE(parts[0].weight, kDefaultPartWeight);
        QCOMPARE(parts[0].condition, std::nullopt);
        QCOMPARE(parts[1].flags, int32_t(PartElse));
        QCOMPARE(parts[1].chance, 50);
        QCOMPARE(parts[1].target.resource, id("Dragon", kindBit(ResourceKind::Monster)));
        QVERIFY(parts[1].condition);
        QCOMPARE(m().image(0).functions.at(*parts[1].condition).kind, incursion::core::FunctionKind::EncounterCondition);
    }

    void theOtherKindsViews()
    {
        Compiled built = compile(R"(
Module "Kinds";
Effect "bless" : 1 { }
Item "ring" : 1 { }
Monster "elf body" : 1 { }
Feature "altar" : 3 { Flags: 1 | 4, 16; Target: $"bless"; Factor: 2d6; xval: 5; HP: 30; }
Flavour "ruby" : 2 { Colour: dark red; Mat: 4; }
Flavour "opal" : 2 { Weight: 50%; }
Domain "Sun" : 1 { Spells: $"bless", $"bless"; Grants: Feat[3] at 1; }
God "Solar" { Domains: $"Sun", $"Sun", $0; }
Behaviour "caster" : 5 { Spell: $"bless"; }
Artifact "Sunring" { Item: $"ring"; Sustains: Str, Con;
  Equip for Stati[4, 2], $"bless" 3 per day; Invoke for $"bless" at will; }
Class "fighter" { HD: 10; Def: 1/3; Attk: 1 2, 3 4; Skills[4]: 5, 6;
  Grants: Stati[11, $"bless"] at every 2nd level; }
Race "elf" { Str 1 Dex -2; 1: "Ael/Bel"; 3 "Oak"; Favoured Class: $"fighter", $"fighter"; Monster: $"elf body"; }
Race "wood elf" : $"elf" { Skills: 1 2; }
Template "ghostly" : 2 for 5 { CR: +2 (Min 3); HD: =4; Str -4; Flags: 3, -2; Resists: 4 ~8; }
Text "help" { "Press ? for help." }
)");
        QVERIFY2(built.image, qPrintable(built.errors));
        ResourceLoadResult loaded = ResourceManager::loadImages({*built.image});
        QVERIFY(loaded.ok());
        const ResourceManager& k = *loaded.manager;
        auto find = [&](std::string_view name) { return k.find(name).value_or(0); };

        const auto altar = view<FeatureView>(k, find("altar"));
        QCOMPARE(altar->featureType(), 3);
        QCOMPARE(altar->flagMask(), 21);
        QCOMPARE(altar->target(), find("bless"));
        QCOMPARE(dump(altar->factor()), std::string("2d6+0"));
        QCOMPARE(altar->xval(), 5);
        QCOMPARE(altar->hitPoints(), 30);

        const auto ruby = view<FlavorView>(k, find("ruby"));
        QCOMPARE(ruby->colour(), 4);
        QCOMPARE(ruby->material(), 4);
        QCOMPARE(ruby->weight(), 20);                    // the original's default (100%)
        const auto opal = view<FlavorView>(k, find("opal"));
        QCOMPARE(opal->weight(), 10);
        QCOMPARE(opal->colour(), -1);
        QCOMPARE(opal->material(), -1);

        const auto sun = view<DomainView>(k, find("Sun"));
        QCOMPARE(sun->domainType(), 1);
        QCOMPARE(sun->spells(), (std::vector<ResourceId>{find("bless"), find("bless")}));
        QCOMPARE(sun->grants().size(), size_t(1));
        QCOMPARE(sun->grants()[0].kind, 3);
        QCOMPARE(view<GodView>(k, find("Solar"))->domains(), (std::vector<ResourceId>{find("Sun"), find("Sun"), 0}));
        QCOMPARE(view<BehaviourView>(k, find("caster"))->conditions(), 5);
        QCOMPARE(view<BehaviourView>(k, find("caster"))->spell(), find("bless"));

        const auto ring = view<ArtifactView>(k, find("Sunring"));
        QCOMPARE(ring->item(), find("ring"));
        QCOMPARE(ring->sustains(), 5);
        const std::vector<ArtifactPower> powers = ring->powers();
        QCOMPARE(powers.size(), size_t(3));
        QCOMPARE((std::array{powers[0].when, powers[0].kind, powers[0].id.number, powers[0].parameter}),
                 (std::array{1, 2, 4, 2}));
        QCOMPARE(powers[1].id.resource, find("bless"));
        QCOMPARE(dump(powers[1].uses), std::string("0d3+1"));
        QCOMPARE(powers[1].saveType, -1);
        QCOMPARE(powers[2].when, 4);

        const auto fighter = view<ClassView>(k, find("fighter"));
        QCOMPARE(fighter->hitDie(), 10);
        QCOMPARE(fighter->defenceDivisor(), 3);
        QCOMPARE(fighter->attackBonuses(), (std::vector<NumberPair>{{1, 2}, {3, 4}}));
        QCOMPARE(fighter->skills(), (std::vector<int32_t>{5, 6}));
        QCOMPARE(fighter->skillPoints(), 4);
        const std::vector<Grant> grants = fighter->grants();
        QCOMPARE(grants.size(), size_t(1));
        QCOMPARE(grants[0].kind, 2);
        QCOMPARE(grants[0].parameter.resource, find("bless"));
        QCOMPARE((NumberPair{grants[0].level, grants[0].every}), (NumberPair{1, 2}));

        const auto elf = view<RaceView>(k, find("elf"));
        QCOMPARE(elf->attribute(1), -2);
        QCOMPARE(elf->names(1), (std::vector<std::string_view>{"Ael", "Bel"}));
        QCOMPARE(elf->names(3), std::vector<std::string_view>{"Oak"});
        QVERIFY(elf->names(2).empty());
        QCOMPARE(elf->favouredClasses(), (std::vector<ResourceId>{find("fighter"), find("fighter")}));
        QCOMPARE(elf->monster(), find("elf body"));
        QCOMPARE(view<RaceView>(k, find("wood elf"))->baseRace(), find("elf"));

        const auto ghostly = view<TemplateView>(k, find("ghostly"));
        QCOMPARE(ghostly->templateType(), 2);
        QCOMPARE(ghostly->forMonsterType(), std::optional<int32_t>(5));
        QCOMPARE(ghostly->addedMonsterType(), std::nullopt);
        const std::optional<Modifier> cr = ghostly->modifier(RecordTag::CRModifier);
        QVERIFY(cr);
        QCOMPARE((std::array{cr->mode, cr->value, cr->boundKind, cr->bound}),
                 (std::array<int32_t, 4>{Modifier::Add, 2, Modifier::Min, 3}));
        QCOMPARE(ghostly->modifier(RecordTag::HitDiceModifier)->mode, int32_t(Modifier::Set));
        QCOMPARE(ghostly->modifier(RecordTag::SpeedModifier).has_value(), false);
        QCOMPARE(ghostly->attributeModifiers().size(), size_t(1));
        QCOMPARE(ghostly->attributeModifiers()[0].modifier.value, -4);
        QCOMPARE(ghostly->monsterFlags(), std::vector<int32_t>{3});
        QCOMPARE(ghostly->templateFlags(), std::vector<int32_t>{2});
        QCOMPARE(ghostly->resists(), 4);
        QCOMPARE(ghostly->removedResists(), 8);

        QCOMPARE(view<TextView>(k, find("help"))->text(), std::string_view("Press ? for help."));
    }

    void badIdsAreErrorsNotCrashes()
    {
        const ResourceId pastEnd = resourceId(1, uint32_t(core_.resources.size()));
        for (ResourceId bad : {ResourceId(0), resourceId(9, 0), pastEnd, ResourceId(0xFFFFFFFF)}) {
            QVERIFY(!m().contains(bad));
            QCOMPARE(m().resource(bad), nullptr);
            QCOMPARE(m().locate(bad), std::nullopt);
            QCOMPARE(m().kind(bad), std::nullopt);
            QCOMPARE(m().name(bad), std::string_view());
            QCOMPARE(m().position(bad).has_value(), false);
            QVERIFY(!view(m(), bad));
            QVERIFY(!view<MonsterView>(m(), bad));
            QVERIFY_THROWS_EXCEPTION(std::out_of_range, m().at(bad));
        }
        QCOMPARE(m().whyUnknown(0), std::string("resource ID 0 names no resource"));
        QCOMPARE(m().whyUnknown(resourceId(9, 3)), std::string("no module has slot 9 (resource ID 0x09000003)"));
        QCOMPARE(core_.resources.size(), size_t(12));
        QCOMPARE(m().describe(pastEnd), std::string("module 'Core' has 12 resources, so resource ID 0x0100000C names none of them"));
        try {
            m().at(resourceId(9, 3));
        } catch (const std::out_of_range& e) {
            QCOMPARE(std::string(e.what()), m().whyUnknown(resourceId(9, 3)));
        }
        // A view of the wrong kind is refused, not misread.
        QVERIFY(!view<ItemView>(m(), id("goblin")));
        QVERIFY(m().idOf(0, 100000) == 0 && m().idOf(5, 0) == 0);
        QCOMPARE(m().text(0, 1000000), std::string_view());
        QCOMPARE(m().text(-1), std::string_view());
        QCOMPARE(m().text(int32_t(1) << 30), std::string_view());
    }

    void textHandlesNumberEveryModulesStrings()
    {
        const auto& addonStrings = m().image(1).strings;
        const uint32_t last = uint32_t(addonStrings.size() - 1);
        const int32_t handle = m().textHandle(1, last);
        QCOMPARE(handle, int32_t(m().image(0).strings.size() + last));
        QCOMPARE(m().text(handle), std::string_view(addonStrings[last]));
        QCOMPARE(m().textHandle(0, 0), 0);
        QCOMPARE(m().textHandle(1, last + 1), -1);
    }

    void loadReport()
    {
        const ResourceLoadReport report = m().report();
        QCOMPARE(report.modules.size(), size_t(2));
        const ModuleLoadReport& core = report.modules[0];
        QCOMPARE(core.name, std::string("Core"));
        QCOMPARE(core.slot, uint8_t(1));
        QCOMPARE(core.resourcesByKind[size_t(ResourceKind::Monster)], size_t(2));
        QCOMPARE(core.resourcesByKind[size_t(ResourceKind::Item)], size_t(3));
        QCOMPARE(core.resourcesByKind[size_t(ResourceKind::Effect)], size_t(2));
        QVERIFY(core.unresolved.empty());
        const ModuleLoadReport& addon = report.modules[1];
        QCOMPARE(addon.unresolved.size(), size_t(1));
        QCOMPARE(addon.unresolved[0].name, std::string("nowhere"));
        QStringList imported;
        for (const auto& import : addon.imports)
            imported << QString::fromStdString(import.name);
        QVERIFY2(imported.contains("HasMonster"), qPrintable(imported.join(", ")));
        QCOMPARE(report.resourceCount(), m().resourceCount());
        QCOMPARE(report.unresolvedCount(), size_t(1));

        const QString text = QString::fromStdString(report.text());
        QVERIFY2(text.contains("Module \"Core\": slot 1, 12 resources\n  Monsters: 2\n  Items: 3\n"), qPrintable(text));
        QVERIFY2(text.contains("  Unresolved external references: 1\n    $\"nowhere\"\n"), qPrintable(text));
        QVERIFY2(text.contains("HasMonster (member function, "), qPrintable(text));
    }

    void filesLoadAndACorruptOneIsRefusedWithTheReadersMessage()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string corePath = dir.filePath("core.mod").toStdString();
        const std::string addonPath = dir.filePath("addon.mod").toStdString();
        const std::string coreBytes = writeModule(core_);
        std::ofstream(corePath, std::ios::binary) << coreBytes;
        std::ofstream(addonPath, std::ios::binary) << writeModule(addon_);

        const std::vector<std::string> paths{corePath, addonPath};
        ResourceLoadResult loaded = ResourceManager::loadFiles(paths);
        QVERIFY2(loaded.ok(), qPrintable(joined(loaded.errors)));
        QCOMPARE(loaded.manager->path(0), corePath);
        QCOMPARE(loaded.manager->resources(), m().resources());
        QCOMPARE(loaded.manager->report().modules[1].path, addonPath);

        // A byte changed inside the last section: the CRC check refuses the file.
        std::string corrupt = coreBytes;
        corrupt[corrupt.size() - 3] = char(corrupt[corrupt.size() - 3] ^ 0x5A);
        std::ofstream(corePath, std::ios::binary | std::ios::trunc) << corrupt;
        const ModuleReadResult read = readModuleFile(corePath);
        QVERIFY(!read.ok() && read.error);
        ResourceLoadResult refused = ResourceManager::loadFiles(paths);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.errors, std::vector<std::string>{read.error->describe()});
        QVERIFY2(refused.errors[0].starts_with(corePath + ": "), refused.errors[0].c_str());

        const std::string missing = dir.filePath("missing.mod").toStdString();
        ResourceLoadResult absent = ResourceManager::loadFiles(std::vector<std::string>{missing});
        QVERIFY(!absent.ok());
        QCOMPARE(absent.errors, std::vector<std::string>{readModuleFile(missing).error->describe()});
    }

    void linkErrorsAreLoadErrors()
    {
        ResourceLoadResult alone = ResourceManager::loadImages({addon_});
        QVERIFY(!alone.ok());
        QCOMPARE(alone.errors, std::vector<std::string>{"module 'Addon' needs module 'core', which is not loaded"});
        ResourceLoadResult reversed = ResourceManager::loadImages({addon_, core_});
        QCOMPARE(reversed.errors,
                 std::vector<std::string>{"module 'Addon' needs module 'core', which must be loaded before it"});
        ModuleImage broken = core_;
        broken.resources[0].name = 1u << 30;
        ResourceLoadResult unverified = ResourceManager::loadImages({broken});
        QVERIFY(!unverified.ok());
        QVERIFY2(unverified.errors[0].starts_with("module 'Core': section "), unverified.errors[0].c_str());
    }

    // The original module (not part of the repository): set INCURSION_CORPUS_DIR
    // to the directory holding lib/main.irc and inc/.
    void originalCorpusLoads()
    {
        const std::optional<CheckOptions> options = incursion::test::originalCorpusOptions();
        if (!options)
            QSKIP("INCURSION_CORPUS_DIR is not set");
        BuildResult built = incursion::script::buildModule(*options);
        QVERIFY(built.ok());
        ResourceLoadResult loaded = ResourceManager::loadImages({std::move(*built.image)});
        QVERIFY2(loaded.ok(), qPrintable(joined(loaded.errors)));
        const ResourceManager& corpusManager = *loaded.manager;
        QCOMPARE(corpusManager.resourceCount(), size_t(3429));
        QCOMPARE(corpusManager.slot(0), uint8_t(1));

        const auto goblin = view<MonsterView>(corpusManager, corpusManager.find("goblin").value_or(0));
        QVERIFY(goblin);
        QCOMPARE(goblin->challengeRating(), -4);         // OPT_CR(-4, 1/4) with USE_WEIMER_CR
        QCOMPARE(goblin->hitDice(), 1);
        const std::vector<Attack> attacks = goblin->attacks();
        QCOMPARE(attacks.size(), size_t(1));
        QCOMPARE(attacks[0].type, 1);                    // A_PUNC
        QCOMPARE(dump(attacks[0].part.damage), std::string("1d2+0"));
        QCOMPARE(attacks[0].part.damageType, 13);        // AD_BLUNT
        QCOMPARE(goblin->gear().size(), size_t(5));
        QCOMPARE(goblin->gear()[0].item.resource, corpusManager.find("short sword").value_or(1));
        // `$"dragon"` is the Monster, not the Effect of the same name.
        QCOMPARE(corpusManager.kind(corpusManager.find("dragon").value_or(0)),
                 std::optional<ResourceKind>(ResourceKind::Monster));

        // Three references name nothing: a warning at compile time, resource 0 here.
        const ResourceLoadReport report = corpusManager.report();
        QCOMPARE(report.unresolvedCount(), size_t(3));
        QVERIFY(!report.modules[0].imports.empty());

        // Every reference in every record names a loaded resource, or is one of
        // those three: `$"dryad"` and `$"snow angel"` in dungeon lists (the
        // third, `$"Blood;domain"`, is in a handler's code).
        size_t unresolvedValues = 0;
        for (ResourceId r : corpusManager.resources()) {
            const Resource& resource = corpusManager.at(r);
            for (const auto* records : {&resource.fields, &resource.annotations})
                for (const Record& record : *records)
                    for (const Value& value : record.values) {
                        const ResolvedValue resolved = corpusManager.resolve(0, value);
                        if (resolved.unresolved)
                            ++unresolvedValues;
                        else if (resolved.isResource())
                            QVERIFY2(corpusManager.contains(resolved.resource), corpusManager.describe(r).c_str());
                    }
        }
        QCOMPARE(unresolvedValues, size_t(2));

        // 442 `and` segments over the effects; 12 grids, each `height` rows of `width` cells.
        size_t segments = 0, grids = 0;
        for (ResourceId r : corpusManager.resources(kindBit(ResourceKind::Effect)))
            segments += view<EffectView>(corpusManager, r)->segments().size() - 1;
        QCOMPARE(segments, size_t(442));
        for (ResourceId r : corpusManager.resources(kindBit(ResourceKind::Region))) {
            const std::optional<Grid> grid = view<RegionView>(corpusManager, r)->grid();
            if (!grid)
                continue;
            ++grids;
            QCOMPARE(grid->rows().size(), size_t(grid->height));
            QCOMPARE(grid->cells.size(), size_t(grid->width) * size_t(grid->height));
        }
        QCOMPARE(grids, size_t(12));
    }
};

INCURSION_TEST_MAIN(ResourceManagerTest)
#include "tst_resource_manager.moc"
} // namespace tst_resource_manager
