// The writer: only the Grid and Tiles spans change, and as little of them as
// the edit needs; an unchanged vault writes the identical file.
#include "vault_fixture.h"

#include "vault/vault_error.h"
#include "vault/vault_writer.h"

#include <QTest>
#include "support/test_suite.h"

#include <algorithm>
#include <random>

namespace tst_vault_writer {

using namespace incursion;
using namespace incursion::vault;
using incursion::test::readVaultOrFail;
using incursion::test::VaultFixture;

namespace {

std::vector<std::string> linesOf(std::string_view text)
{
    std::vector<std::string> lines;
    size_t start = 0;
    for (size_t end; (end = text.find('\n', start)) != std::string_view::npos; start = end + 1)
        lines.emplace_back(text.substr(start, end + 1 - start));
    lines.emplace_back(text.substr(start));
    return lines;
}

// The lines of `before` that differ in `after` (same line count).
std::vector<size_t> changedLines(std::string_view before, std::string_view after)
{
    const std::vector<std::string> a = linesOf(before), b = linesOf(after);
    std::vector<size_t> changed;
    if (a.size() != b.size())
        return {SIZE_MAX};
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i] != b[i])
            changed.push_back(i + 1);
    return changed;
}

void eraseText(std::string& text, const std::string& part)
{
    const size_t at = text.find(part);
    QVERIFY2(at != std::string::npos, part.c_str());
    text.erase(at, part.size());
}

std::string toCrlf(std::string_view text)
{
    std::string out;
    for (char c : text) {
        if (c == '\n')
            out += '\r';
        out += c;
    }
    return out;
}

struct Read {
    script::CheckResult front;
    Vault vault;
    std::string_view text() const { return front.sources->text(vault.file); }
};

Read readFrom(const VaultFixture& fixture, const std::string& region)
{
    Read read{fixture.check(), {}};
    read.vault = readVaultOrFail(read.front, region);
    return read;
}

// A region written with odd layout: Tiles before Grid, comments between
// entries, the last row sharing its line with `:}`, text after `:};`.
const char* kOddRegion = R"(
Region "Odd Vault" : RF_ROOM
  {
    Tiles: /* first */ 'k': $"floor" with $"kobold", // a kobold
           'r': $"floor" with $"warren rat"
           ;
    Grid: {:
%%%%%
%k.r%
%%+%%:}; /* trailing text */ Walls: $"warren wall";
  }
)";

} // namespace

class TestVaultWriter : public QObject {
    Q_OBJECT

private slots:
    void unchangedVaultsWriteTheIdenticalFile_data()
    {
        QTest::addColumn<QString>("layout");
        QTest::addColumn<QString>("region");
        for (const char* region : {"Warren Mouth", "Kobold Redoubt", "Shaman's Hut", "Ogre's Larder", "Stitching Hall"})
            for (const char* layout : {"example", "crlf", "tabs"})
                QTest::addRow("%s, %s", region, layout) << QString(layout) << QString(region);
        QTest::addRow("odd layout") << QString("odd") << QString("Odd Vault");
        QTest::addRow("odd layout, crlf") << QString("odd crlf") << QString("Odd Vault");
    }

    void unchangedVaultsWriteTheIdenticalFile()
    {
        QFETCH(QString, layout);
        QFETCH(QString, region);
        VaultFixture fixture;
        std::string dungeon = VaultFixture::exampleText("inc/dungeon.irh");
        if (layout.startsWith("odd"))
            dungeon = VaultFixture::dungeonWith(kOddRegion);
        if (layout == "tabs") {
            // Grid rows indented with tabs, one at column 0.
            size_t at = 0;
            while ((at = dungeon.find("\n      %", at)) != std::string::npos)
                dungeon.replace(at, 7, "\n\t\t"), at += 3;
            dungeon.replace(dungeon.find("\n\t\t%%%%%%%%%%%%%\n"), 3, "\n");
        }
        if (layout.contains("crlf"))
            dungeon = toCrlf(dungeon);
        fixture.replaced["inc/dungeon.irh"] = dungeon;
        const Read read = readFrom(fixture, region.toStdString());
        QCOMPARE(read.front.diagnostics->errorCount(), size_t(0));
        QVERIFY(read.vault.notEditable.empty());
        QCOMPARE(read.text(), std::string_view(dungeon));
        QCOMPARE(rewriteVault(read.text(), read.vault, contentOf(read.vault)), dungeon);

        // One cell changed: one line changed, by one byte, line end kept.
        VaultContent content = contentOf(read.vault);
        content.rows[1][1] = content.rows[1][1] == '#' ? '.' : '#';
        const std::string changed = rewriteVault(read.text(), read.vault, content);
        const uint32_t rowLine = read.front.sources->lineColumn({read.vault.file, read.vault.rowSources[1].begin}).line;
        QCOMPARE(changedLines(dungeon, changed), std::vector<size_t>{rowLine});
        QCOMPARE(changed.size(), dungeon.size());

        // The rewritten file reads back as the edit.
        VaultFixture again;
        again.replaced["inc/dungeon.irh"] = changed;
        const Read reread = readFrom(again, region.toStdString());
        QCOMPARE(reread.vault.rows, content.rows);
        QCOMPARE(contentOf(reread.vault).legend, content.legend);
    }

    void changedLegendEntriesReplaceOnlyThemselves()
    {
        VaultFixture fixture;
        fixture.replaced["inc/dungeon.irh"] = VaultFixture::dungeonWith(kOddRegion);
        const Read read = readFrom(fixture, "Odd Vault");
        const std::string before(read.text());
        VaultContent content = contentOf(read.vault);
        content.legend[1].text = "'r': $\"floor\" with $\"plague rat\"";
        const std::string after = rewriteVault(read.text(), read.vault, content);
        std::string expected = before;
        expected.replace(expected.rfind("with $\"warren rat\""), 18, "with $\"plague rat\"");
        QCOMPARE(QString::fromStdString(after), QString::fromStdString(expected));     // comments, the first entry and the odd layout kept
    }

    void addedAndRemovedLegendEntriesUseTheLegendsSeparator()
    {
        VaultFixture fixture;
        const Read read = readFrom(fixture, "Warren Mouth");
        const std::string before(read.text());
        VaultContent content = contentOf(read.vault);
        content.legend.erase(content.legend.begin() + 1);                         // 'f'
        content.legend.push_back({'x', "'x': $\"floor\" with $\"cave bat\" [TILE_PEACEFUL]"});
        const std::string after = rewriteVault(read.text(), read.vault, content);
        std::string expected = before;
        eraseText(expected, "      'f': $\"floor\" with $\"trail biscuit\",\n");
        const std::string rat = "'r': $\"floor\" with $\"warren rat\"";
        expected.insert(expected.find(rat) + rat.size(), ",\n      'x': $\"floor\" with $\"cave bat\" [TILE_PEACEFUL]");
        QCOMPARE(after, expected);

        // The last entry removed: the one before it ends the legend.
        content = contentOf(read.vault);
        content.legend.pop_back();
        const std::string shorter = rewriteVault(read.text(), read.vault, content);
        std::string expectedShorter = before;
        eraseText(expectedShorter, ",\n      " + rat);
        QCOMPARE(shorter, expectedShorter);
    }

    void anEmptyLegendRemovesTheTilesEntryAndANewOneFollowsTheGrid()
    {
        VaultFixture fixture;
        const Read read = readFrom(fixture, "Ogre's Larder");
        const std::string before(read.text());
        VaultContent content = contentOf(read.vault);
        content.rows = {"%%%", "%.%", "%+%"};
        content.legend.clear();
        const std::string bare = rewriteVault(read.text(), read.vault, content);
        QVERIFY(bare.find("bone heap\",") == std::string::npos);
        QVERIFY(bare.find("    Grid: {:\n      %%%\n      %.%\n      %+%\n    :};\n  }\n") != std::string::npos);

        VaultFixture again;
        again.replaced["inc/dungeon.irh"] = bare;
        const Read reread = readFrom(again, "Ogre's Larder");
        QVERIFY(!reread.vault.tiles);
        content.legend = {{'~', "'~': $\"bone heap\""}, {'w', "'w': $\"floor\" with $\"goblin scale mail\""}};
        content.rows = {"%%%", "%~%", "%w%"};
        const std::string legend = rewriteVault(reread.text(), reread.vault, content);
        QVERIFY(legend.find("    :};\n    Tiles:\n      '~': $\"bone heap\",\n      'w': $\"floor\" with "
                            "$\"goblin scale mail\";\n  }\n") != std::string::npos);
        VaultFixture third;
        third.replaced["inc/dungeon.irh"] = legend;
        const Read last = readFrom(third, "Ogre's Larder");
        QCOMPARE(last.front.diagnostics->errorCount(), size_t(0));
        QCOMPARE(contentOf(last.vault), content);
    }

    void resizedGridsKeepTheIndentation()
    {
        VaultFixture fixture;
        std::string crlf = toCrlf(VaultFixture::exampleText("inc/dungeon.irh"));
        fixture.replaced["inc/dungeon.irh"] = crlf;
        const Read read = readFrom(fixture, "Ogre's Larder");
        VaultContent content = contentOf(read.vault);
        // Wider rows, and two more of them.
        for (std::string& row : content.rows)
            row += "%";
        // (Appended as a copy of one row: GCC 12 took two temporaries of 16
        // characters for an out-of-bounds copy, -Warray-bounds, in some unity batches.)
        content.rows.insert(content.rows.end(), {std::string(16, '%'), std::string(16, '#')});
        const std::string grown = rewriteVault(read.text(), read.vault, content);
        QVERIFY(grown.find("      %%%%%%%+%%%%%%%%\r\n      %%%%%%%%%%%%%%%%\r\n      ################\r\n    :};")
                != std::string::npos);
        VaultFixture again;
        again.replaced["inc/dungeon.irh"] = grown;
        const Read reread = readFrom(again, "Ogre's Larder");
        QCOMPARE(reread.vault.rows, content.rows);

        // Back to the first size: the original file.
        QCOMPARE(rewriteVault(reread.text(), reread.vault, contentOf(read.vault)), crlf);
    }

    // Random grids and legends (fixed seed): whatever the edit, the file reads
    // back as exactly that content, and writing it back again changes nothing.
    void randomEditsReadBackAsWritten()
    {
        std::mt19937 random(14);
        const std::string cells = "%#.+S0123456789iIgGcCs";
        const std::vector<LegendLine> pool = {
            {'k', "'k': $\"floor\" with $\"kobold\""},  {'b', "'b': $\"floor\" with $\"cave bat\" [TILE_PEACEFUL]"},
            {'~', "'~': $\"bone heap\""},                 {'@', "'@': $\"floor\" [TILE_START]"},
            {'r', "'r': $\"floor\" with $\"warren rat\""}, {'$', "'$': $\"floor\" with random item 3"}};
        for (const char* layout : {"example", "crlf", "odd"}) {
            std::string text = std::string(layout) == "odd" ? VaultFixture::dungeonWith(kOddRegion)
                                                            : VaultFixture::exampleText("inc/dungeon.irh");
            if (std::string(layout) == "crlf")
                text = toCrlf(text);
            const std::string region = std::string(layout) == "odd" ? "Odd Vault" : "Kobold Redoubt";
            for (int round = 0; round < 8; ++round) {
                VaultFixture fixture;
                fixture.replaced["inc/dungeon.irh"] = text;
                const Read read = readFrom(fixture, region);
                VaultContent content;
                for (const LegendLine& line : pool)
                    if (random() % 2)
                        content.legend.push_back(line);
                std::shuffle(content.legend.begin(), content.legend.end(), random);
                std::string used = cells;
                for (const LegendLine& line : content.legend)
                    used += line.character;
                const int width = 1 + int(random() % 20), height = 1 + int(random() % 12);
                for (int y = 0; y < height; ++y) {
                    content.rows.emplace_back();
                    for (int x = 0; x < width; ++x)
                        content.rows.back() += used[random() % used.size()];
                }
                text = rewriteVault(read.text(), read.vault, content);
                VaultFixture again;
                again.replaced["inc/dungeon.irh"] = text;
                const Read reread = readFrom(again, region);
                QCOMPARE(reread.front.diagnostics->errorCount(), size_t(0));
                QCOMPARE(contentOf(reread.vault), content);
                QCOMPARE(rewriteVault(reread.text(), reread.vault, content), text);
                // Nothing outside the region's body moved.
                QCOMPARE(text.substr(0, text.find("Region \"" + region)),
                         std::string(read.text().substr(0, read.text().find("Region \"" + region))));
            }
        }
    }

    void refusesWhatIsNoGrid_data()
    {
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<QString>("message");
        QTest::addRow("no rows") << QStringList{} << "Region \"Warren Mouth\": a grid needs at least one cell";
        QTest::addRow("ragged") << QStringList{"%%%", "%%"}
                                << "Region \"Warren Mouth\": grid row 2 has 2 cells, but the first row has 3";
        QTest::addRow("space") << QStringList{"% %"}
                               << "Region \"Warren Mouth\": cell 1,0 is whitespace, which is no cell in a grid";
        QTest::addRow("ends the grid") << QStringList{"%:}"}
                                       << "Region \"Warren Mouth\": cells 1,0 and 2,0 spell ':}', which would end the grid";
        QTest::addRow("too wide") << QStringList{QString(256, '%')}
                                  << "Region \"Warren Mouth\": a grid may be at most 255x255 cells, not 256x1";
    }

    void refusesWhatIsNoGrid()
    {
        QFETCH(QStringList, rows);
        QFETCH(QString, message);
        const Read read = readFrom(VaultFixture(), "Warren Mouth");
        VaultContent content = contentOf(read.vault);
        content.rows.clear();
        for (const QString& row : rows)
            content.rows.push_back(row.toStdString());
        try {
            rewriteVault(read.text(), read.vault, content);
            QFAIL("no error");
        } catch (const VaultError& error) {
            QCOMPARE(QString(error.what()), message);
        }
    }
};

INCURSION_TEST_MAIN(TestVaultWriter)
#include "tst_vault_writer.moc"
} // namespace tst_vault_writer
