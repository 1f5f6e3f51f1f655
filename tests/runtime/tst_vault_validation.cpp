// Validation: each problem at its file, line, column and cell.
#include "vault_fixture.h"

#include "vault/vault_session.h"
#include "vault/vault_validation.h"

#include <QTest>
#include "support/test_suite.h"

namespace tst_vault_validation {

using namespace incursion;
using namespace incursion::vault;
using incursion::test::VaultFixture;

namespace {

// The problems as text, from the file's name below the example on.
QStringList texts(const std::vector<Problem>& problems)
{
    QStringList out;
    for (const Problem& problem : problems)
        out.push_back(QString::fromStdString(problem.text().substr(problem.text().find("inc/dungeon.irh:"))));
    return out;
}

std::vector<Problem> problemsOf(const VaultFixture& fixture, const std::string& region)
{
    const VaultModule module = loadVaultModule(fixture.options());
    return validateVault(findVault(module, region), module.front(), module.manager.get());
}

} // namespace

class TestVaultValidation : public QObject {
    Q_OBJECT

private slots:
    void theExampleVaultsAreClean()
    {
        const VaultModule module = loadVaultModule(VaultFixture().options());
        QVERIFY(module.manager);
        for (const VaultSummary& summary : listVaults(module.front())) {
            const std::vector<Problem> problems =
                validateVault(findVault(module, summary.region), module.front(), module.manager.get());
            QCOMPARE(texts(problems), QStringList{});
        }
    }

    void aPaintedWallThatSealsARoomIsReportedAtItsFirstCell()
    {
        VaultFixture fixture;
        std::string dungeon = VaultFixture::exampleText("inc/dungeon.irh");
        // The Kobold Redoubt's inner door (row 7) painted over.
        dungeon.replace(dungeon.find("%.#.###+###.#.%"), 15, "%.#.#######.#.%");
        fixture.replaced["inc/dungeon.irh"] = dungeon;
        const std::vector<Problem> problems = problemsOf(fixture, "Kobold Redoubt");
        QCOMPARE(texts(problems),
                 QStringList{"inc/dungeon.irh:298:12: warning: 10 open cells from here cannot be reached "
                                          "from the vault's doors, its '%' skin or its edge [cell 5,5]"});
        QCOMPARE(problems[0].x, 5);
        QCOMPARE(problems[0].y, 5);
        QVERIFY(!problems[0].isError());
    }

    void theStartCellIsAnEntrance()
    {
        VaultFixture fixture;
        std::string dungeon = VaultFixture::exampleText("inc/dungeon.irh");
        // The Warren Mouth's inner room sealed: the player still starts there.
        dungeon.replace(dungeon.find("%...f.@.t...%"), 13, "%.#.f.@.t.#.%");
        fixture.replaced["inc/dungeon.irh"] = dungeon;
        QCOMPARE(texts(problemsOf(fixture, "Warren Mouth")), QStringList{});
    }

    void sourceProblems()
    {
        VaultFixture fixture;
        fixture.replaced["inc/dungeon.irh"] = VaultFixture::dungeonWith(R"(
Region "Broken Vault" : RF_ROOM
  {
    Walls: $"no such wall";
    Grid: {:
      %%%%
      %.?%
      %.%
      %%+%
    :};
    Tiles:
      'k': $"floor" with $"kobold jester",
      'k': $"floor";
  }
)");
        const VaultModule module = loadVaultModule(fixture.options());
        const Vault vault = findVault(module, "Broken Vault");
        const std::vector<Problem> problems = validateVault(vault, module.front(), module.manager.get());
        QCOMPARE(texts(problems),
                 (QStringList{"inc/dungeon.irh:451:10: error: Mismatched grid line: row 3 has 3 cells, but the first "
                              "row has 4 [cell 3,2]",
                              "inc/dungeon.irh:450:9: error: '?' has no meaning: no Tiles entry and no built-in "
                              "meaning [cell 2,1]",
                              "inc/dungeon.irh:456:7: warning: the legend defines 'k' again; the first entry wins",
                              "inc/dungeon.irh:455:27: error: the legend entry 'k' names $\"kobold jester\", which "
                              "is no resource of the module",
                              "inc/dungeon.irh:447:13: error: the region's Walls names $\"no such wall\", which is "
                              "no resource of the module"}));
        QCOMPARE(problems[1].x, 2);
        QCOMPARE(problems[1].y, 1);
        QCOMPARE(problems[1].line, 450u);
        QCOMPARE(problems[1].column, 9u);
    }

    void gridsTooBigToPlace()
    {
        VaultFixture fixture;
        std::string dungeon = VaultFixture::dungeonWith(R"(
Region "Wide Hall" : RF_ROOM
  {
    Depth: 1;
    RoomTypes: RM_SHAPED;
    Grid: {:
      %%%%%%%%%%%%%%%%%%%%%%%%%%%%%%
      %............................%
      %%%%%%%%%%%%%%+%%%%%%%%%%%%%%%
    :};
  }
)");
        // The Warren Mouth, a special of level 1, 100 rows tall: 4 panels of a 3-panel level.
        const size_t grid = dungeon.find("%%%%%%+%%%%%%\n    :};");
        std::string rows;
        for (int i = 0; i < 89; ++i)
            rows += "%...........%\n      ";
        dungeon.insert(grid, rows);
        fixture.replaced["inc/dungeon.irh"] = dungeon;
        const std::vector<Problem> tall = problemsOf(fixture, "Warren Mouth");
        QCOMPARE(texts(tall), QStringList{"inc/dungeon.irh:263:11: error: the 13x100 grid does not fit a "
                                                       "128x96 level of Dungeon \"The Goblin Warrens\" (32x32 panels), "
                                                       "which lists it in its Specials"});
        const std::vector<Problem> wide = problemsOf(fixture, "Wide Hall");
        QCOMPARE(texts(wide), QStringList{"inc/dungeon.irh:538:11: warning: the 30x3 grid is too big for a 32x32 "
                                          "panel of Dungeon \"The Goblin Warrens\" less 2 cells each side (at most "
                                          "28x28): it is never chosen as a room"});
    }
};

INCURSION_TEST_MAIN(TestVaultValidation)
#include "tst_vault_validation.moc"
} // namespace tst_vault_validation
