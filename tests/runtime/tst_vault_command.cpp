// `incc vault list|check|export|import` on a copy of The Goblin Warrens:
// exit codes, messages naming the file, byte-identical round trips, and the
// source untouched whenever an import fails.
#include "vault_fixture.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>

using incursion::test::VaultFixture;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run incc(const QStringList& arguments)
{
    QProcess process;
    process.start(INCC_PATH, arguments);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

const char* const kVaults[] = {"Warren Mouth", "Kobold Redoubt", "Shaman's Hut", "Ogre's Larder", "Stitching Hall"};

} // namespace

class TestVaultCommand : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_main, m_dungeon;
    QByteArray m_original;

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        std::filesystem::copy(VaultFixture::folder(), m_dir.path().toStdString() + "/gw",
                              std::filesystem::copy_options::recursive | std::filesystem::copy_options::overwrite_existing);
        m_main = m_dir.filePath("gw/goblin-warrens.irc");
        m_dungeon = m_dir.filePath("gw/inc/dungeon.irh");
        m_original = readAll(m_dungeon);
        QVERIFY(!m_original.isEmpty());
    }

    void listsTheVaults()
    {
        const Run run = incc({"vault", "list", m_main});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        QVERIFY2(lines[0].startsWith("Warren Mouth\t13x11\t") && lines[0].endsWith("inc/dungeon.irh:263"),
                 qPrintable(lines[0]));
    }

    void exportThenImportLeavesTheSourceByteIdentical()
    {
        for (const char* region : kVaults) {
            const QString txt = m_dir.filePath(QString(region) + ".txt");
            Run run = incc({"vault", "export", m_main, region, txt});
            QCOMPARE(run.exitCode, 0);
            run = incc({"vault", "import", m_main, region, txt});
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            QVERIFY2(run.err.contains("unchanged"), qPrintable(run.err));
            QCOMPARE(readAll(m_dungeon), m_original);
        }
    }

    void oneCellChangedInTheTextChangesOneLineOfTheSource()
    {
        const QString txt = m_dir.filePath("mouth.txt");
        QCOMPARE(incc({"vault", "export", m_main, "Warren Mouth", txt}).exitCode, 0);
        QByteArray text = readAll(txt);
        const qsizetype cell = text.indexOf("%.#...b...#.%") + 6;    // row 3, the bat
        text[cell] = 'r';
        writeAll(txt, text);
        const Run run = incc({"vault", "import", m_main, "Warren Mouth", txt});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QByteArray expected = m_original;
        expected.replace("%.#...b...#.%", "%.#...r...#.%");
        QCOMPARE(readAll(m_dungeon), expected);
        QVERIFY(!QFile::exists(m_dungeon + ".part"));
    }

    void checkReportsProblemsWithTheirCells()
    {
        QCOMPARE(incc({"vault", "check", m_main}).exitCode, 0);
        QByteArray broken = m_original;
        broken.replace("%.#...b...#.%", "%.#...b..?#.%");
        writeAll(m_dungeon, broken);
        const Run run = incc({"vault", "check", m_main, "Warren Mouth"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("inc/dungeon.irh:267:16: error: '?' has no meaning: no Tiles entry and no built-in "
                                  "meaning [cell 9,3]"),
                 qPrintable(run.err));
    }

    void badImportsLeaveTheSourceUntouched_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::addRow("ragged") << QByteArray("%%%\n%%\n") << "bad.txt:2:1: Mismatched grid line";
        QTest::addRow("unknown character") << QByteArray("%%%\n%?%\n%+%\n")
                                           << "error: '?' has no meaning: no Tiles entry and no built-in meaning [cell 1,1]";
        QTest::addRow("unknown resource") << QByteArray("%%%\n%k%\n%+%\n\n'k': $\"floor\" with $\"kobold jester\"\n")
                                          << "names $\"kobold jester\", which is no resource of the module";
        QTest::addRow("bad legend") << QByteArray("%%%\n%k%\n%+%\n\n'k' $\"floor\"\n")
                                    << "bad.txt:5:5: expected ':' after the tile character";
        QTest::addRow("empty") << QByteArray() << "bad.txt:1:1: no grid rows";
    }

    void badImportsLeaveTheSourceUntouched()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        const QString txt = m_dir.filePath("bad.txt");
        writeAll(txt, text);
        const Run run = incc({"vault", "import", m_main, "Warren Mouth", txt});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(readAll(m_dungeon), m_original);
    }

    void badUsageAndMissingFiles()
    {
        QCOMPARE(incc({"vault"}).exitCode, 2);
        QCOMPARE(incc({"vault", "paint", m_main}).exitCode, 2);
        QCOMPARE(incc({"vault", "import", m_main, "Warren Mouth"}).exitCode, 2);
        QCOMPARE(incc({"vault", "list", m_main, "extra"}).exitCode, 2);
        QCOMPARE(incc({"vault", "export", "--bogus", m_main, "Warren Mouth"}).exitCode, 2);
        Run run = incc({"vault", "list", m_dir.filePath("missing.irc")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("missing.irc: cannot read the file"), qPrintable(run.err));
        run = incc({"vault", "export", m_main, "Nowhere"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("goblin-warrens.irc: no Region \"Nowhere\" in the module"), qPrintable(run.err));
        run = incc({"vault", "import", m_main, "Warren Mouth", m_dir.filePath("missing.txt")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("missing.txt: cannot read the file"), qPrintable(run.err));
        QCOMPARE(readAll(m_dungeon), m_original);
    }
};

QTEST_GUILESS_MAIN(TestVaultCommand)
#include "tst_vault_command.moc"
