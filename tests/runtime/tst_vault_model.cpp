// The vault model read from the compiler's syntax tree: grid rows, legend,
// region parts, spans, and when a vault cannot be rewritten.
#include "vault_fixture.h"

#include "vault/vault_model.h"

#include <QTest>
#include "support/test_suite.h"

namespace tst_vault_model {

using namespace incursion;
using namespace incursion::vault;
using incursion::test::readVaultOrFail;
using incursion::test::VaultFixture;

namespace {

const LegendEntry* entryFor(const Vault& vault, char c)
{
    for (const LegendEntry& entry : vault.legend)
        if (entry.character == c)
            return &entry;
    return nullptr;
}

std::string spanText(const script::CheckResult& front, const TextSpan& span)
{
    return std::string(front.sources->text(span.file).substr(span.offset, span.length));
}

} // namespace

class TestVaultModel : public QObject {
    Q_OBJECT

private slots:
    void listsEveryVaultOfTheExample()
    {
        const script::CheckResult front = VaultFixture().check();
        const std::vector<VaultSummary> vaults = listVaults(front);
        QCOMPARE(vaults.size(), size_t(5));
        QCOMPARE(vaults[0].region, std::string("Warren Mouth"));
        QCOMPARE(vaults[0].width, 13);
        QCOMPARE(vaults[0].height, 11);
        QVERIFY(vaults[0].path.ends_with("inc/dungeon.irh"));
        QCOMPARE(vaults[0].line, 263u);
        QCOMPARE(vaults[3].region, std::string("Ogre's Larder"));
        QCOMPARE(vaults[3].width, 15);
        QCOMPARE(vaults[3].height, 7);
        QCOMPARE(vaults[4].region, std::string("Stitching Hall"));
    }

    void readsRowsLegendAndRegionParts()
    {
        const script::CheckResult front = VaultFixture().check();
        const Vault vault = readVaultOrFail(front, "warren mouth");    // names compare without case
        QCOMPARE(vault.region, std::string("Warren Mouth"));
        QVERIFY(vault.notEditable.empty());
        QCOMPARE(vault.width(), 13);
        QCOMPARE(vault.height(), 11);
        QCOMPARE(vault.rows[5], std::string("%...f.@.t...%"));
        QCOMPARE(vault.at(6, 5), '@');
        QCOMPARE(vault.at(13, 5), '\0');
        QCOMPARE(spanText(front, vault.grid).substr(0, 2), std::string("{:"));
        QVERIFY(spanText(front, vault.grid).ends_with(":}"));
        QVERIFY(spanText(front, vault.gridEntry).starts_with("Grid: {:"));
        QVERIFY(spanText(front, vault.gridEntry).ends_with(":};"));
        QVERIFY(vault.tiles);
        QVERIFY(spanText(front, *vault.tiles).starts_with("Tiles:"));
        QVERIFY(spanText(front, *vault.tiles).ends_with("with $\"warren rat\";"));

        // Each row's cells are where the file has them.
        const std::string_view file = front.sources->text(vault.file);
        QCOMPARE(file[vault.rowSources[5].cellOffsets[6]], '@');
        QCOMPARE(front.sources->lineColumn({vault.file, vault.rowSources[5].cellOffsets[6]}),
                 (script::LineColumn{269, 13}));

        QCOMPARE(vault.legend.size(), size_t(5));
        const LegendEntry* start = entryFor(vault, '@');
        QVERIFY(start);
        QCOMPARE(start->text, std::string("'@': $\"floor\" [TILE_START]"));
        QCOMPARE(start->flagWords, std::vector<std::string>{"TILE_START"});
        QCOMPARE(start->terrain->name, std::string("floor"));
        QVERIFY(!start->with);
        const LegendEntry* biscuit = entryFor(vault, 'f');
        QCOMPARE(biscuit->with->name, std::string("trail biscuit"));
        QCOMPARE(spanText(front, biscuit->with->span), std::string("\"trail biscuit\""));
        QCOMPARE(spanText(front, *biscuit->span), std::string("'f': $\"floor\" with $\"trail biscuit\""));

        QCOMPARE(vault.walls->name, std::string("warren wall"));
        QCOMPARE(vault.floor->name, std::string("floor"));
        QVERIFY(!vault.door);
        QCOMPARE(front.sources->lineColumn(vault.declared).line, 256u);

        const Vault hall = readVaultOrFail(front, "Stitching Hall");
        QCOMPARE(hall.door->name, std::string("iron-bound door"));
        QCOMPARE(entryFor(hall, 'G')->flagWords, std::vector<std::string>{"TILE_GUARDING"});
        const Vault larder = readVaultOrFail(front, "Ogre's Larder");
        QCOMPARE(entryFor(larder, 'O')->flagWords, std::vector<std::string>{"TILE_ASLEEP"});
        const Vault redoubt = readVaultOrFail(front, "Kobold Redoubt");
        QCOMPARE(entryFor(redoubt, '!')->of->name, std::string("Healing;potion"));
        QCOMPARE(entryFor(redoubt, '!')->names.size(), size_t(3));
    }

    void legendWinsOverBuiltInMeanings()
    {
        const script::CheckResult front = VaultFixture().check();
        const Vault hut = readVaultOrFail(front, "Shaman's Hut");
        // `S` is a secret door by default; the hut's legend makes it the shaman.
        const CellMeaning shaman = meaningOf(hut, 'S');
        QVERIFY(shaman.entry);
        QCOMPARE(shaman.entry->with->name, std::string("goblin shaman"));
        QCOMPARE(shaman.builtIn, map::BuiltInCell::SecretDoor);
        QCOMPARE(meaningOf(hut, '%').builtIn, map::BuiltInCell::Skin);
        QVERIFY(!meaningOf(hut, '%').entry);
        QCOMPARE(meaningOf(hut, '+').builtIn, map::BuiltInCell::Door);
        QCOMPARE(meaningOf(hut, '7').builtIn, map::BuiltInCell::Monster);
        QVERIFY(meaningOf(hut, '.').known());
        QVERIFY(!meaningOf(hut, 'x').known());
        QCOMPARE(map::builtInCellName(map::BuiltInCell::Skin), std::string_view("region wall (cuttable skin)"));
    }

    void entriesOnSeveralLinesReadAsOneLineWithoutComments()
    {
        VaultFixture fixture;
        fixture.replaced["inc/dungeon.irh"] = VaultFixture::dungeonWith(R"(
#define WALL_COLOURS 7
#define FLOOR_COLOURS 8
#define BROWN 6
#define GREY 8
Region "Commented Vault" : RF_ROOM
  {
    Tiles:
      /* the guard */
      'k': $"floor" with   // who stands here
           $"kobold" [TILE_GUARDING | TILE_ASLEEP],
      'n': $"floor" with $"kobold" of $"Healing;potion" as red GLYPH_FLOOR;
    Lists: * WALL_COLOURS BROWN GREY, * FLOOR_COLOURS (GREY);
    Grid: {:
      %%%%
      %kn:
      %%%%
    :};
  }
)");
        const script::CheckResult front = fixture.check();
        QCOMPARE(front.diagnostics->errorCount(), size_t(0));
        const Vault vault = readVaultOrFail(front, "Commented Vault");
        QVERIFY(vault.notEditable.empty());
        QCOMPARE(vault.rows, (std::vector<std::string>{"%%%%", "%kn:", "%%%%"}));   // a ':' not before '}' is a cell
        QCOMPARE(vault.legend[0].text, std::string("'k': $\"floor\" with $\"kobold\" [TILE_GUARDING | TILE_ASLEEP]"));
        QCOMPARE(vault.legend[0].flagWords, (std::vector<std::string>{"TILE_GUARDING", "TILE_ASLEEP"}));
        QCOMPARE(vault.legend[1].text, std::string("'n': $\"floor\" with $\"kobold\" of $\"Healing;potion\" as red GLYPH_FLOOR"));
        QVERIFY(vault.legend[1].glyph);
        QCOMPARE(vault.wallColours, (std::vector<std::string>{"BROWN", "GREY"}));
        QCOMPARE(vault.floorColours, std::vector<std::string>{"(GREY)"});
    }

    void oneLineTextFoldsWhitespaceAndKeepsStrings()
    {
        QCOMPARE(oneLineText("'a' :\n\t $\"x\"  /* c */ [F]"), std::string("'a' : $\"x\" [F]"));
        QCOMPARE(oneLineText("'a': $\"two\n     lines\""), std::string("'a': $\"two lines\""));
        QCOMPARE(oneLineText("'a': $\"two  spaces\""), std::string("'a': $\"two  spaces\""));
        QCOMPARE(oneLineText("  '|' : $\"x\" // end"), std::string("'|' : $\"x\""));
        QCOMPARE(lineBreakOf("a\r\nb\n"), std::string_view("\r\n"));
        QCOMPARE(lineBreakOf("a\nb\r\n"), std::string_view("\n"));
        QCOMPARE(lineBreakOf("no line end"), std::string_view("\n"));
    }

    void raggedRowsAreKeptAsWritten()
    {
        VaultFixture fixture;
        fixture.replaced["inc/dungeon.irh"] = VaultFixture::dungeonWith(R"(
Region "Ragged Vault" : RF_ROOM
  {
    Grid: {:
      %%%%
      %..%
      %.%
      %%%%
    :};
  }
)");
        const script::CheckResult front = fixture.check();
        QCOMPARE(front.diagnostics->errorCount(), size_t(1));    // the lexer's "grid row 3 has 3 cells ..."
        const Vault vault = readVaultOrFail(front, "Ragged Vault");
        QCOMPARE(vault.rows, (std::vector<std::string>{"%%%%", "%..%", "%.%", "%%%%"}));
        QVERIFY(!vault.tiles);
        QVERIFY(vault.legend.empty());
    }

    void aLegendMadeByAMacroIsNotEditable()
    {
        VaultFixture fixture;
        fixture.replaced["inc/dungeon.irh"] = VaultFixture::dungeonWith(R"(
#define TWO_TILES 'a': $"floor", 'b': $"floor"
Region "Macro Vault" : RF_ROOM
  {
    Grid: {:
      ab
    :};
    Tiles: TWO_TILES;
  }
)");
        const script::CheckResult front = fixture.check();
        QCOMPARE(front.diagnostics->errorCount(), size_t(0));
        const Vault vault = readVaultOrFail(front, "Macro Vault");
        QCOMPARE(vault.legend.size(), size_t(2));
        QCOMPARE(vault.notEditable, std::string("legend entries share a macro use"));
    }

    void regionsWithoutAGridAreNoVaults()
    {
        const script::CheckResult front = VaultFixture().check();
        const std::variant<Vault, std::string> room = readVault(front, "Collapsed Workings");
        QCOMPARE(std::get<std::string>(room), std::string("Region \"Collapsed Workings\" has no Grid"));
        const std::variant<Vault, std::string> none = readVault(front, "Nowhere");
        QCOMPARE(std::get<std::string>(none), std::string("no Region \"Nowhere\" in the module"));
    }
};

INCURSION_TEST_MAIN(TestVaultModel)
#include "tst_vault_model.moc"
} // namespace tst_vault_model
