// The plain-text vault format: writing, reading with line numbers in every
// error, and the legend read by the compiler with the module's macros.
#include "vault_fixture.h"

#include "vault/vault_error.h"
#include "vault/vault_legend.h"
#include "vault/vault_text.h"

#include <QTest>
#include "support/test_suite.h"

namespace tst_vault_text {

using namespace incursion;
using namespace incursion::vault;
using incursion::test::readVaultOrFail;
using incursion::test::VaultFixture;

class TestVaultText : public QObject {
    Q_OBJECT

private slots:
    void writesRowsThenTheLegend()
    {
        const script::CheckResult front = VaultFixture().check();
        const Vault vault = readVaultOrFail(front, "Ogre's Larder");
        QCOMPARE(writeVaultText(vault), std::string("%%%%%%%%%%%%%%%\n"
                                                    "%.............%\n"
                                                    "%.~~~.....~~~.%\n"
                                                    "%.~m~..O..~m~.%\n"
                                                    "%.~~~.....~~~.%\n"
                                                    "%......w......%\n"
                                                    "%%%%%%%+%%%%%%%\n"
                                                    "\n"
                                                    "'~': $\"bone heap\"\n"
                                                    "'O': $\"straw-strewn floor\" with $\"ogre\" [TILE_ASLEEP]\n"
                                                    "'m': $\"bone heap\" with $\"smoked rat\"\n"
                                                    "'w': $\"floor\" with $\"goblin scale mail\"\n"));
    }

    void readsWhatItWrites()
    {
        const script::CheckResult front = VaultFixture().check();
        for (const VaultSummary& summary : listVaults(front)) {
            const Vault vault = readVaultOrFail(front, summary.region);
            const std::string text = writeVaultText(vault);
            const VaultText read = readVaultText(text, "v.txt");
            QCOMPARE(read.rows, vault.rows);
            QCOMPARE(read.legend.size(), vault.legend.size());
            const std::vector<LegendLine> legend = parseLegend(front, VaultFixture().options().preprocessor, read, "v.txt");
            QCOMPARE(legend, contentOf(vault).legend);
            QCOMPARE(read.legend.front().line, uint32_t(vault.height() + 2));
        }
    }

    void readsCrlfBlankLinesAndSeparators()
    {
        const VaultText read = readVaultText("%%%\r\n%@%\r\n%+%\r\n\r\n\r\n'@': $\"floor\" [TILE_START],\r\n"
                                             "  \r\n'+': $\"floor\";\r\n",
                                             "crlf.txt");
        QCOMPARE(read.rows, (std::vector<std::string>{"%%%", "%@%", "%+%"}));
        QCOMPARE(read.legend.size(), size_t(2));
        QCOMPARE(read.legend[0].line, 6u);
        QCOMPARE(read.legend[0].text, std::string("'@': $\"floor\" [TILE_START]"));
        QCOMPARE(read.legend[1].line, 8u);
        QCOMPARE(read.legend[1].text, std::string("'+': $\"floor\""));
        const script::CheckResult front = VaultFixture().check();
        const std::vector<LegendLine> legend = parseLegend(front, VaultFixture().options().preprocessor, read, "crlf.txt");
        QCOMPARE(legend, (std::vector<LegendLine>{{'@', "'@': $\"floor\" [TILE_START]"}, {'+', "'+': $\"floor\""}}));
    }

    void badFilesNameTheLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::addRow("empty") << QByteArray() << "bad.txt:1:1: no grid rows (an empty file)";
        QTest::addRow("starts empty") << QByteArray("\n%%%\n") << "bad.txt:1:1: the file must start with the grid's rows";
        QTest::addRow("ragged") << QByteArray("%%%\n%%%\n%%\n")
                                << "bad.txt:3:1: Mismatched grid line: row 3 has 2 cells, but the first row has 3";
        QTest::addRow("space in a row")
            << QByteArray("%%%\n% %\n")
            << "bad.txt:2:2: whitespace in grid row 2 (every character of a row is a cell; the legend follows an "
               "empty line)";
        QTest::addRow("indented row") << QByteArray("%%%\n\t%%%\n")
                                      << "bad.txt:2:1: whitespace in grid row 2 (every character of a row is a cell; "
                                         "the legend follows an empty line)";
        QTest::addRow("ends the grid") << QByteArray("%:}\n")
                                       << "bad.txt:1:2: ':}' in a grid row would end the grid in the source";
        QTest::addRow("nul") << QByteArray("%%%\n%\0%\n", 8) << "bad.txt:2:2: a NUL byte; this is no text file";
        QTest::addRow("too wide") << QByteArray(256, '%') << "bad.txt:1:256: a grid row may have at most 255 cells";
        QTest::addRow("directive") << QByteArray("%%%\n\n  #include \"secret\"\n")
                                   << "bad.txt:3:3: a preprocessor directive is no legend entry";
        QByteArray tall;
        for (int i = 0; i < 256; ++i)
            tall += "%\n";
        QTest::addRow("too tall") << tall << "bad.txt:256:1: a grid may have at most 255 rows";
    }

    void badFilesNameTheLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        try {
            readVaultText(std::string_view(text.constData(), size_t(text.size())), "bad.txt");
            QFAIL("no error");
        } catch (const VaultError& error) {
            QCOMPARE(QString(error.what()), message);
        }
    }

    void badLegendLinesGetTheCompilersMessage_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::addRow("no colon") << QByteArray("%a%\n\n'a' $\"floor\"\n")
                                  << "legend.txt:3:5: expected ':' after the tile character, found '$'";
        QTest::addRow("two on a line") << QByteArray("%ab\n\n'a': $\"floor\" 'b': $\"floor\"\n")
                                       << "legend.txt:3:15: one legend entry per line";
        QTest::addRow("not an entry") << QByteArray("%a%\n\n'a': $\"floor\"\nDesc: \"x\"\n")
                                      << "legend.txt:4:1: expected ';' or another tile ('c' : $\"terrain\" ...) in "
                                         "the legend, found 'Desc'";
        QTest::addRow("unknown constant") << QByteArray("%a%\n\n'a': $\"floor\" [TILE_STRAT]\n")
                                          << "legend.txt:3:16: unknown word 'TILE_STRAT': outside handler "
                                             "code only keywords, constants and literals may appear";
    }

    void badLegendLinesGetTheCompilersMessage()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        const script::CheckResult front = VaultFixture().check();
        const VaultText read = readVaultText(text.toStdString(), "legend.txt");
        try {
            parseLegend(front, VaultFixture().options().preprocessor, read, "legend.txt");
            QFAIL("no error");
        } catch (const VaultError& error) {
            QCOMPARE(QString(error.what()), message);
        }
    }
};

INCURSION_TEST_MAIN(TestVaultText)
#include "tst_vault_text.moc"
} // namespace tst_vault_text
