// The vault placement preview (issue 14) on The Goblin Warrens: the example's
// vaults placed by the game's generator in six forced levels, flips and all;
// the reasons a vault is not placed; statistics that are deterministic and add
// up; and "Play from here" starting the player inside the previewed vault on
// the very level the preview shows.
#include "vault_fixture.h"

#include "game/game.h"
#include "map/vault_preview.h"
#include "module/resource_views.h"
#include "vault/vault_session.h"

#include <QTest>
#include "support/test_suite.h"

namespace tst_vault_placement {

using namespace incursion;
using incursion::test::VaultFixture;
using module::ResourceId;

namespace {

// A small room vault the panels may pick (RF_ROOM, RM_SHAPED, in the default
// room weights), one too big for any panel, and an RF_VAULT one held back
// until MIN_VAULT_DEPTH.
const char* const kExtraRegions = R"(
Region "Test Closet" : RF_ROOM
  {
    Walls: $"warren wall"; Floor: $"floor";
    RoomTypes: RM_SHAPED;
    Grid: {:
      %%%%%
      %...%
      %%+%%
    :};
  }

Region "Test Colossus" : RF_ROOM
  {
    Walls: $"warren wall"; Floor: $"floor";
    RoomTypes: RM_SHAPED;
    Grid: {:
      %%%%%%%%%%%%%%%%%%%%%%%%%%%%%%
      %............................%
      %%%%%%%%%%%%%%+%%%%%%%%%%%%%%%
    :};
  }

Region "Test Strongroom" : RF_ROOM
  {
    Flags: 2;   /* RF_VAULT: the example does not define it */
    Walls: $"warren wall"; Floor: $"floor";
    RoomTypes: RM_SHAPED;
    Grid: {:
      %%%%%
      %...%
      %%+%%
    :};
  }
)";

struct Example {
    vault::VaultModule module;
    const module::ResourceManager& manager() const { return *module.manager; }
    ResourceId region(const char* name) const
    {
        return manager().find(name, module::kindBit(module::ResourceKind::Region)).value_or(0);
    }
};

Example load(bool extraRegions)
{
    VaultFixture fixture;
    if (extraRegions)
        fixture.replaced["inc/dungeon.irh"] = VaultFixture::dungeonWith(kExtraRegions);
    Example example{vault::loadVaultModule(fixture.options())};
    for (const script::Diagnostic& d : example.module.build.front.diagnostics->all())
        if (d.severity == script::Severity::Error)
            qWarning("%s", example.module.build.front.diagnostics->formatText(d).c_str());
    return example;
}

std::vector<int32_t> cellsOf(const map::VaultPlacement& placement)
{
    std::vector<int32_t> cells;
    for (const map::VaultCell& cell : placement.cells)
        cells.push_back(cell.cell);
    return cells;
}

} // namespace

class TestVaultPlacement : public QObject {
    Q_OBJECT

private slots:
    void specialsTargetTheirDungeonAndDepth()
    {
        const Example example = load(false);
        QVERIFY(example.module.manager);
        const map::VaultTarget target = map::findVaultTarget(example.manager(), example.region("Kobold Redoubt"));
        QCOMPARE(target.listing, map::VaultListing::Special);
        QCOMPARE(std::string(example.manager().name(target.dungeon)), std::string("The Goblin Warrens"));
        QCOMPARE(target.minDepth, 2);
        QCOMPARE(target.maxDepth, 2);
        QCOMPARE(target.note, std::string("a Special of The Goblin Warrens at depth 2"));
        // A region without a grid is no vault.
        QVERIFY_THROWS_EXCEPTION(map::GenerationError,
                                 map::findVaultTarget(example.manager(), example.region("Guard Post")));
    }

    void exampleVaultPlacedInSixLevels()
    {
        const Example example = load(false);
        const ResourceId region = example.region("Warren Mouth");
        const map::VaultTarget target = map::findVaultTarget(example.manager(), region);
        const std::vector<map::PreviewLevel> levels = map::previewVault(example.manager(), target, 100, 6);
        QCOMPARE(levels.size(), size_t(6));
        for (size_t i = 0; i < levels.size(); ++i) {
            const map::PreviewLevel& level = levels[i];
            QCOMPARE(level.seed, uint64_t(100 + i));
            QCOMPARE(level.depth, 1);
            QCOMPARE(level.outcome.fate, map::VaultFate::Placed);
            QVERIFY(level.placement && level.map);
            const map::VaultPlacement& placed = *level.placement;
            QCOMPARE(placed.region, region);
            QCOMPARE(placed.bounds.width, 13);
            QCOMPARE(placed.bounds.height, 11);
            // Every drawn cell is in the bounds and marked as vault on the level.
            for (const map::VaultCell& cell : placed.cells) {
                const int x = cell.cell % level.map->width(), y = cell.cell / level.map->width();
                QVERIFY(placed.bounds.contains(x, y));
                QVERIFY(level.map->hasFlag(x, y, map::kCellVault));
            }
            // The bat of grid row 3, column 6 is where the vertical flip puts it.
            const auto bat = std::find_if(placed.objects.begin(), placed.objects.end(), [&](const auto& object) {
                return object.resource
                       && example.manager().name(object.resource) == std::string_view("cave bat");
            });
            QVERIFY(bat != placed.objects.end());
            const int batY = bat->cell / level.map->width() - placed.bounds.y;
            QCOMPARE(batY, placed.flippedY ? 7 : 3);
            // The level's start tile ('@') is the vault's.
            QVERIFY(level.start);
            QVERIFY(placed.bounds.contains(*level.start % level.map->width(), *level.start / level.map->width()));
        }
        // The same seeds give the same levels, bit for bit.
        const std::vector<map::PreviewLevel> again = map::previewVault(example.manager(), target, 100, 6);
        for (size_t i = 0; i < levels.size(); ++i) {
            QCOMPARE(again[i].placement->bounds.x, levels[i].placement->bounds.x);
            QCOMPARE(again[i].placement->bounds.y, levels[i].placement->bounds.y);
            QCOMPARE(again[i].placement->flippedX, levels[i].placement->flippedX);
            QCOMPARE(again[i].placement->flippedY, levels[i].placement->flippedY);
            QCOMPARE(cellsOf(*again[i].placement), cellsOf(*levels[i].placement));
            QCOMPARE(again[i].map->dumpAscii(), levels[i].map->dumpAscii());
        }
    }

    void cancelledPreviewStopsBetweenLevels()
    {
        const Example example = load(false);
        const map::VaultTarget target = map::findVaultTarget(example.manager(), example.region("Warren Mouth"));
        std::atomic<bool> cancel{true};
        QVERIFY(map::previewVault(example.manager(), target, 1, 6, &cancel).empty());
        const map::VaultStatistics stats = map::vaultStatistics(example.manager(), target, 1, 1000, &cancel);
        QVERIFY(stats.cancelled);
        QCOMPARE(stats.levels, 0);
    }

    void tooBigVaultReportsWhy()
    {
        const Example example = load(true);
        QVERIFY(example.module.manager);
        const map::VaultTarget target = map::findVaultTarget(example.manager(), example.region("Test Colossus"));
        QCOMPARE(target.listing, map::VaultListing::RoomWeight);
        QCOMPARE(target.minDepth, 1);
        QCOMPARE(target.maxDepth, 5);
        const std::vector<map::PreviewLevel> levels = map::previewVault(example.manager(), target, 1, 6);
        QCOMPARE(levels.size(), size_t(6));
        for (const map::PreviewLevel& level : levels) {
            QCOMPARE(level.outcome.fate, map::VaultFate::TooBigForPanel);
            QVERIFY(!level.placement);
            QVERIFY(level.map);     // the level itself is made
        }
        QCOMPARE(std::string(map::vaultFateText(map::VaultFate::TooBigForPanel)),
                 std::string("too big for a panel (less 2 cells each side)"));
    }

    void vaultHeldBackBelowMinVaultDepth()
    {
        const Example example = load(true);
        const map::VaultTarget target = map::findVaultTarget(example.manager(), example.region("Test Strongroom"));
        // The Goblin Warrens: INITIAL_CR 1, so depth d has CR d; MIN_VAULT_DEPTH is 5.
        const map::PreviewLevel shallow = map::previewLevel(example.manager(), target, 7, 4);
        QCOMPARE(shallow.outcome.fate, map::VaultFate::BelowMinVaultDepth);
        const map::PreviewLevel deep = map::previewLevel(example.manager(), target, 7, 5);
        QCOMPARE(deep.outcome.fate, map::VaultFate::Placed);
    }

    void forcedRoomVaultIsPlaced()
    {
        const Example example = load(true);
        const ResourceId region = example.region("Test Closet");
        const map::VaultTarget target = map::findVaultTarget(example.manager(), region);
        for (const map::PreviewLevel& level : map::previewVault(example.manager(), target, 1, 6)) {
            QCOMPARE(level.outcome.fate, map::VaultFate::Placed);
            QCOMPARE(level.placement->region, region);
        }
    }

    void statisticsDeterministicAndConsistent()
    {
        const Example example = load(true);
        for (const char* name : {"Warren Mouth", "Test Closet"}) {
            const map::VaultTarget target = map::findVaultTarget(example.manager(), example.region(name));
            int reported = 0;
            const map::VaultStatistics stats =
                map::vaultStatistics(example.manager(), target, 1, 40, nullptr, [&](int done) { reported = done; });
            QCOMPARE(reported, 40);
            QCOMPARE(stats.levels, 40);
            QCOMPARE(stats.placed + stats.failed, stats.levels);
            int byDepth = 0, placedByDepth = 0, failures = 0;
            for (const auto& [depth, counts] : stats.byDepth) {
                QVERIFY(depth >= target.minDepth && depth <= target.maxDepth);
                byDepth += counts.levels;
                placedByDepth += counts.placed;
            }
            for (const auto& [fate, count] : stats.failures) {
                QVERIFY(fate != map::VaultFate::Placed);
                failures += count;
            }
            QCOMPARE(byDepth, stats.levels);
            QCOMPARE(placedByDepth, stats.placed);
            QCOMPARE(failures, stats.failed);
            QVERIFY(!stats.cancelled);
            const map::VaultStatistics again = map::vaultStatistics(example.manager(), target, 1, 40);
            QCOMPARE(again.placed, stats.placed);
            QCOMPARE(again.failures, stats.failures);
            QCOMPARE(again.byDepth.size(), stats.byDepth.size());
        }
        // Warren Mouth is the dungeon's special of depth 1 (chance 100): always there.
        const map::VaultTarget mouth = map::findVaultTarget(example.manager(), example.region("Warren Mouth"));
        QCOMPARE(map::vaultStatistics(example.manager(), mouth, 1, 40).placed, 40);
        // A room vault is only there when a panel's room pick draws it.
        const map::VaultTarget closet = map::findVaultTarget(example.manager(), example.region("Test Closet"));
        const map::VaultStatistics closetStats = map::vaultStatistics(example.manager(), closet, 1, 40);
        QVERIFY(closetStats.failures.count(map::VaultFate::NotChosen) == 1);
        QCOMPARE(closetStats.failures.size(), size_t(1));
    }

    void playFromHereStartsInsideTheVault()
    {
        const Example example = load(false);
        QVERIFY(example.module.build.image);
        const ResourceId region = example.region("Kobold Redoubt");
        const map::VaultTarget target = map::findVaultTarget(example.manager(), region);
        const map::PreviewLevel preview = map::previewLevel(example.manager(), target, 42, 2);
        QCOMPARE(preview.outcome.fate, map::VaultFate::Placed);

        game::GameOptions options;
        options.seed = 42;
        options.depth = 2;
        options.startVault = "Kobold Redoubt";
        options.populate = false;
        game::GameStart started = game::Game::start({*example.module.build.image}, options);
        QVERIFY2(started.game, started.errors.empty() ? "" : started.errors.front().c_str());
        const game::Game& g = *started.game;
        QCOMPARE(g.level().depth, 2);
        // The level played is the level previewed.
        QCOMPARE(g.level().map().dumpAscii(), preview.map->dumpAscii());
        const game::Creature& player = g.player();
        QVERIFY(preview.placement->bounds.contains(player.x, player.y));
        QVERIFY(!g.level().map().solid(player.x, player.y));

        // A vault the level cannot take is an error that says why.
        const Example extra = load(true);
        options.startVault = "Test Colossus";
        const game::GameStart refused = game::Game::start({*extra.module.build.image}, options);
        QVERIFY(!refused.game);
        QCOMPARE(refused.errors.size(), size_t(1));
        QCOMPARE(refused.errors.front(), std::string("Region \"Test Colossus\" is not on depth 2 of seed 42: too big "
                                                     "for a panel (less 2 cells each side)"));
    }
};

INCURSION_TEST_MAIN(TestVaultPlacement)
#include "tst_vault_placement.moc"
} // namespace tst_vault_placement
