// `incc vault list|check|export|import` on a copy of The Goblin Warrens:
// exit codes, messages naming the file, byte-identical round trips, and the
// source untouched whenever an import fails.
#include "vault_fixture.h"

#include "support/original_corpus.h"
#include "support/test_suite.h"
#include "vault/vault_session.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>

namespace tst_vault_command {

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

    void crlfSourcesRoundTripAndKeepTheirLineEnds()
    {
        QByteArray crlf = m_original;
        crlf.replace("\n", "\r\n");
        writeAll(m_dungeon, crlf);
        for (const char* region : kVaults) {
            const QString txt = m_dir.filePath(QString(region) + ".txt");
            QCOMPARE(incc({"vault", "export", m_main, region, txt}).exitCode, 0);
            QVERIFY(!readAll(txt).contains('\r'));
            const Run run = incc({"vault", "import", m_main, region, txt});
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            QCOMPARE(readAll(m_dungeon), crlf);
        }
        const QString txt = m_dir.filePath("hall.txt");
        QCOMPARE(incc({"vault", "export", m_main, "Stitching Hall", txt}).exitCode, 0);
        QByteArray text = readAll(txt);
        text.replace("%.#..=..._...=..#.%", "%.#..=..._..==..#.%");
        text.replace("'M': $\"flagstone floor\" with $\"stormcaller's maul\"",
                     "'M': $\"flagstone floor\" with $\"stormcaller's maul\" [TILE_GUARDING]");
        writeAll(txt, text);
        QCOMPARE(incc({"vault", "import", m_main, "Stitching Hall", txt}).exitCode, 0);
        QByteArray expected = crlf;
        expected.replace("%.#..=..._...=..#.%\r\n", "%.#..=..._..==..#.%\r\n");
        expected.replace("with $\"stormcaller's maul\";\r\n", "with $\"stormcaller's maul\" [TILE_GUARDING];\r\n");
        QCOMPARE(readAll(m_dungeon), expected);
    }

    // With INCURSION_CORPUS_DIR: the original module's 12 grids, the 70x61
    // Goblin Encampment among them, round-trip byte-identical through text.
    void originalModuleRoundTrips()
    {
        const QString corpus = incursion::test::originalCorpusDir();
        if (corpus.isEmpty())
            QSKIP("INCURSION_CORPUS_DIR is not set");
        const std::string copy = m_dir.filePath("original").toStdString();
        std::filesystem::create_directories(copy);
        for (const char* folder : {"/lib", "/inc"})
            std::filesystem::copy(corpus.toStdString() + folder, copy + folder,
                                  std::filesystem::copy_options::recursive | std::filesystem::copy_options::overwrite_existing);
        const QString main = QString::fromStdString(copy + "/lib/main.irc");
        const QString dungeon = QString::fromStdString(copy + "/lib/dungeon.irh");
        const QString spells = QString::fromStdString(copy + "/lib/wspells.irh");
        const QByteArray dungeonBefore = readAll(dungeon), spellsBefore = readAll(spells);
        const Run list = incc({"vault", "list", main});
        QCOMPARE(list.exitCode, 0);
        const QStringList lines = list.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 12);
        QVERIFY(list.out.contains("The Goblin Encampment\t70x61\t"));
        for (const QString& line : lines) {
            const QString region = line.section('\t', 0, 0);
            const QString txt = m_dir.filePath("original.txt");
            QCOMPARE(incc({"vault", "export", main, region, txt}).exitCode, 0);
            const Run run = incc({"vault", "import", main, region, txt});
            QVERIFY2(run.exitCode == 0 && run.err.contains("unchanged"), qPrintable(region + ": " + run.err));
        }
        QCOMPARE(readAll(dungeon), dungeonBefore);
        QCOMPARE(readAll(spells), spellsBefore);

        // One cell of the encampment: one line of dungeon.irh.
        const QString txt = m_dir.filePath("encampment.txt");
        QCOMPARE(incc({"vault", "export", main, "The Goblin Encampment", txt}).exitCode, 0);
        QList<QByteArray> rows = readAll(txt).split('\n');
        rows[30][34] = rows[30][34] == '.' ? ',' : '.';
        writeAll(txt, rows.join('\n'));
        QCOMPARE(incc({"vault", "import", main, "The Goblin Encampment", txt}).exitCode, 0);
        const QList<QByteArray> before = dungeonBefore.split('\n'), after = readAll(dungeon).split('\n');
        QCOMPARE(after.size(), before.size());
        int changed = 0;
        for (qsizetype i = 0; i < before.size(); ++i)
            changed += before[i] != after[i];
        QCOMPARE(changed, 1);
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

    // What incc and the studio's --import-vault share: a vault with errors
    // or no change writes nothing; a clean change is written.
    void importIntoSourceWritesOnlyACleanChange()
    {
        using namespace incursion::vault;
        incursion::script::CheckOptions options;
        options.mainFile = m_main.toStdString();
        options.preprocessor.includeDirs = incursion::script::originalSearchDirectories(options.mainFile);
        const VaultModule module = loadVaultModule(options);
        const Vault mouth = findVault(module, "Warren Mouth");
        VaultContent content = contentOf(mouth);

        const ImportResult same = importIntoSource(module, mouth, content);
        QCOMPARE(int(same.outcome), int(ImportOutcome::Unchanged));
        QCOMPARE(readAll(m_dungeon), m_original);

        content.rows[3][6] = '?';
        const ImportResult refused = importIntoSource(module, mouth, content);
        QCOMPARE(int(refused.outcome), int(ImportOutcome::Refused));
        QCOMPARE(int(refused.plan.problems.size()), 1);
        QCOMPARE(refused.plan.problems[0].x, 6);
        QCOMPARE(refused.plan.problems[0].y, 3);
        QVERIFY(refused.plan.problems[0].isError());
        QCOMPARE(readAll(m_dungeon), m_original);

        content.rows[3][6] = 'r';
        const ImportResult written = importIntoSource(module, mouth, content);
        QCOMPARE(int(written.outcome), int(ImportOutcome::Rewritten));
        QByteArray expected = m_original;
        expected.replace("%.#...b...#.%", "%.#...r...#.%");
        QCOMPARE(readAll(m_dungeon), expected);
        QCOMPARE(QByteArray::fromStdString(written.plan.text), expected);
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

    void exportNeverReplacesWhatIsNoRegularFile()
    {
        const QString folder = m_dir.filePath("folder");
        QVERIFY(QDir().mkpath(folder));
        const Run run = incc({"vault", "export", m_main, "Warren Mouth", folder});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("folder: not a regular file; it is left as it is"), qPrintable(run.err));
        QVERIFY(QFileInfo(folder).isDir());

        // A link to the text file stays a link; the file behind it gets the text.
        const QString target = m_dir.filePath("target.txt"), link = m_dir.filePath("link.txt");
        writeAll(target, "old");
        QVERIFY(QFile::link(target, link));
        QCOMPARE(incc({"vault", "export", m_main, "Warren Mouth", link}).exitCode, 0);
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(readAll(target).startsWith("%%%%%%%%%%%%%\n"));
    }
};

INCURSION_TEST_MAIN(TestVaultCommand)
#include "tst_vault_command.moc"
} // namespace tst_vault_command
