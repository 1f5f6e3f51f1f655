// The vault format plugins (plugins/) and `incursion-studio --export-vault /
// --import-vault` on copies of The Goblin Warrens: every vault through .xp,
// .tmx and .txt and back leaves the sources byte-identical (LF, CRLF and
// tab-indented grids); one cell changed changes one line; damaged files are
// refused with a message naming the file and the byte, line or cell, and the
// sources stay untouched.
#include "app/command_line.h"
#include "vault_formats/vault_file_command.h"
#include "vault_formats/vault_formats.h"
#include "vault_formats/vault_look.h"

#include "support/gzip.h"
#include "support/original_corpus.h"
#include "support/test_suite.h"

#include "vault/vault_session.h"

#include <QDir>
#include <QDirIterator>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <filesystem>
#include <set>

namespace tst_vault_formats {

using namespace incursion;
using studio::VaultFileCommand;
using studio::VaultFormats;

namespace {

const char* const kVaults[] = {"Warren Mouth", "Kobold Redoubt", "Shaman's Hut", "Ogre's Larder", "Stitching Hall"};
const char* const kRoundTripFormats[] = {"xp", "tmx", "txt"};

struct Run {
    int status = -1;
    QString messages;
};

Run run(VaultFileCommand::Kind kind, const QString& main, const QString& region, const QString& file)
{
    Run result;
    QTextStream messages(&result.messages);
    result.status = studio::runVaultFileCommand({kind, main, region, file, {}}, VaultFormats::instance(), messages);
    return result;
}

Run exportTo(const QString& main, const QString& region, const QString& file)
{
    return run(VaultFileCommand::Kind::Export, main, region, file);
}

Run importFrom(const QString& main, const QString& region, const QString& file)
{
    return run(VaultFileCommand::Kind::Import, main, region, file);
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

// Every file below `folder` by its path, to see that nothing changed.
QMap<QString, QByteArray> snapshot(const QString& folder)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        files[path] = readAll(path);
    }
    return files;
}

// The lines of `after` that differ from `before` (same line count).
int changedLines(const QByteArray& before, const QByteArray& after)
{
    const QList<QByteArray> a = before.split('\n'), b = after.split('\n');
    if (a.size() != b.size())
        return -1;
    int changed = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        changed += a[i] != b[i];
    return changed;
}

// An .xp file of one layer: `rows` as glyphs; the header's fields as given.
QByteArray xpBytes(const QList<QByteArray>& rows, int layers = 1)
{
    QByteArray raw;
    auto int32 = [&](int32_t value) {
        char bytes[4];
        qToLittleEndian(value, bytes);
        raw.append(bytes, 4);
    };
    int32(-1);
    int32(layers);
    for (int layer = 0; layer < layers; ++layer) {
        int32(int32_t(rows.front().size()));
        int32(int32_t(rows.size()));
        for (qsizetype x = 0; x < rows.front().size(); ++x)
            for (const QByteArray& row : rows) {
                int32(uint8_t(row[x]));
                raw.append(3, '\x7f');
                // Layers above the first are transparent (255,0,255) but where they hold '!'.
                if (layer > 0 && row[x] != '!')
                    raw.append("\xff\x00\xff", 3);
                else
                    raw.append(3, '\0');
            }
    }
    return raw;
}

} // namespace

class TestVaultFormats : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_main, m_dungeon;
    QByteArray m_original;

    void expectRefused(const QString& file, const QString& message, const QString& region = "Warren Mouth")
    {
        const QMap<QString, QByteArray> before = snapshot(m_dir.filePath("gw"));
        const Run result = importFrom(m_main, region, file);
        QVERIFY2(result.status == 1, qPrintable(result.messages));
        QVERIFY2(result.messages.contains(message), qPrintable(result.messages));
        QVERIFY2(snapshot(m_dir.filePath("gw")) == before, "the sources changed");
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        std::filesystem::remove_all(m_dir.filePath("gw").toStdString());
        std::filesystem::copy(INCURSION_SOURCE_DIR "/examples/goblin-warrens", m_dir.filePath("gw").toStdString(),
                              std::filesystem::copy_options::recursive);
        m_main = m_dir.filePath("gw/goblin-warrens.irc");
        m_dungeon = m_dir.filePath("gw/inc/dungeon.irh");
        m_original = readAll(m_dungeon);
        QVERIFY(!m_original.isEmpty());
    }

    void pluginsAreFoundBesideTheBinary()
    {
        const QStringList dirs = VaultFormats::pluginDirectories("/opt/studio/bin");
        QCOMPARE(dirs, QStringList({"/opt/studio/bin/plugins", "/opt/studio/lib/incursion-studio/plugins"}));
        const VaultFormats& formats = VaultFormats::instance();
        QVERIFY2(formats.loadErrors().isEmpty(), qPrintable(formats.loadErrors().join('\n')));
        QStringList listed;
        for (const studio::VaultFormatInfo& f : formats.formats())
            listed << f.nameFilter() + (f.canRead ? " r" : " -") + (f.canWrite ? "w" : "-");
        listed.sort();
        QCOMPARE(listed, QStringList({"PNG (*.png) -w", "REXPaint (*.xp) rw", "Text (*.txt) rw", "Tiled (*.tmx) rw"}));
        QVERIFY(formats.formatFor("a/B.XP"));
        QVERIFY(!formats.formatFor("a/b.bmp"));
    }

    void everyVaultRoundTripsThroughEveryFormat_data()
    {
        QTest::addColumn<QString>("layout");
        QTest::addColumn<QString>("format");
        for (const char* layout : {"lf", "crlf", "tabs"})
            for (const char* format : kRoundTripFormats)
                QTest::newRow(QByteArray(layout).append(' ').append(format).constData()) << layout << format;
    }

    void everyVaultRoundTripsThroughEveryFormat()
    {
        QFETCH(QString, layout);
        QFETCH(QString, format);
        QByteArray dungeon = m_original;
        if (layout == "tabs") {
            dungeon.replace("\n      %", "\n\t\t%");
            dungeon.replace("\n      #", "\n\t#");      // not all with the same tabs
        }
        if (layout == "crlf")
            dungeon.replace("\n", "\r\n");
        writeAll(m_dungeon, dungeon);
        const QMap<QString, QByteArray> before = snapshot(m_dir.filePath("gw"));
        for (const char* region : kVaults) {
            const QString file = m_dir.filePath(QString("vault.") + format);
            const Run out = exportTo(m_main, region, file);
            QVERIFY2(out.status == 0, qPrintable(out.messages));
            const Run in = importFrom(m_main, region, file);
            QVERIFY2(in.status == 0 && in.messages.contains(": unchanged"), qPrintable(region + (": " + in.messages)));
        }
        QVERIFY(snapshot(m_dir.filePath("gw")) == before);
    }

    void crlfFilesImportUnchanged_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("txt") << "txt";
        QTest::newRow("tmx") << "tmx";
    }

    // A text file or map saved with CRLF line ends (an editor on Windows) reads the same.
    void crlfFilesImportUnchanged()
    {
        QFETCH(QString, format);
        const QString file = m_dir.filePath("redoubt." + format);
        QCOMPARE(exportTo(m_main, "Kobold Redoubt", file).status, 0);
        QByteArray bytes = readAll(file);
        QVERIFY(!bytes.contains('\r'));
        writeAll(file, bytes.replace("\n", "\r\n"));
        const Run result = importFrom(m_main, "Kobold Redoubt", file);
        QVERIFY2(result.status == 0 && result.messages.contains(": unchanged"), qPrintable(result.messages));
        QCOMPARE(readAll(m_dungeon), m_original);
    }

    void oneCellChangedChangesOneLine_data()
    {
        QTest::addColumn<QString>("format");
        for (const char* format : kRoundTripFormats)
            QTest::newRow(format) << format;
    }

    void oneCellChangedChangesOneLine()
    {
        QFETCH(QString, format);
        const QString txt = m_dir.filePath("hut.txt");
        QCOMPARE(exportTo(m_main, "Shaman's Hut", txt).status, 0);
        QByteArray text = readAll(txt);
        const qsizetype cell = text.indexOf("\n%.") + 2;     // row 2, column 2: floor
        QCOMPARE(text[cell], '.');
        text[cell] = '#';
        writeAll(txt, text);
        QString file = txt;
        if (format != "txt") {
            // The changed vault through the other format: import the text, export it, put the source back.
            QCOMPARE(importFrom(m_main, "Shaman's Hut", txt).status, 0);
            file = m_dir.filePath("hut." + format);
            QCOMPARE(exportTo(m_main, "Shaman's Hut", file).status, 0);
            writeAll(m_dungeon, m_original);
        }
        const Run result = importFrom(m_main, "Shaman's Hut", file);
        QVERIFY2(result.status == 0 && result.messages.contains("rewritten"), qPrintable(result.messages));
        const QByteArray after = readAll(m_dungeon);
        QCOMPARE(changedLines(m_original, after), 1);
        QCOMPARE(after.size(), m_original.size());
    }

    void legendComesBackFromTmxProperties()
    {
        // A changed legend entry in the map's tile properties changes that entry in the source.
        const QString tmx = m_dir.filePath("mouth.tmx");
        QCOMPARE(exportTo(m_main, "Warren Mouth", tmx).status, 0);
        QByteArray map = readAll(tmx);
        QVERIFY(map.contains("name=\"legend\" value=\"'t': $&quot;floor&quot; with $&quot;tallow torch&quot;\""));
        // The tileset image the map names is written beside it: Tiled shows the characters.
        QVERIFY(map.contains("source=\"cp437_16x16.png\" width=\"256\" height=\"256\""));
        const QImage sheet(m_dir.filePath("cp437_16x16.png"));
        QCOMPARE(sheet.size(), QSize(256, 256));
        const auto lit = [&sheet](int character) {
            for (int y = 0; y < 16; ++y)
                for (int x = 0; x < 16; ++x)
                    if (sheet.pixelColor((character % 16) * 16 + x, (character / 16) * 16 + y) != Qt::black)
                        return true;
            return false;
        };
        QVERIFY(lit('#') && lit('%') && lit('t'));
        QVERIFY(!lit(' ') && !lit(0) && !lit(200));
        map.replace("with $&quot;tallow torch&quot;", "with $&quot;trail biscuit&quot;");
        writeAll(tmx, map);
        const Run result = importFrom(m_main, "Warren Mouth", tmx);
        QVERIFY2(result.status == 0, qPrintable(result.messages));
        QByteArray expected = m_original;
        expected.replace("'t': $\"floor\" with $\"tallow torch\"", "'t': $\"floor\" with $\"trail biscuit\"");
        QCOMPARE(readAll(m_dungeon), expected);
    }

    void layersStackAsTheEditorsShowThem()
    {
        // A second REXPaint layer, transparent but for one '!' cell, paints over the first.
        const QList<QByteArray> rows = QByteArray("%%%%%%%%%%%%%\n%...........%\n%.#########.%\n%.#...b...#.%\n"
                                                  "%.#.......#.%\n%...f.@.t...%\n%.#.......#.%\n%.#...r...#.%\n"
                                                  "%.#########.%\n%...........%\n%%%%%%+%%%%%%").split('\n');
        QList<QByteArray> painted = rows;
        painted[1][1] = '!';
        QByteArray raw = xpBytes(painted, 2);
        // The first layer keeps '.', the second has '!' at 1,1 only.
        const QByteArray first = xpBytes(rows, 1);
        raw.replace(16, first.size() - 16, first.mid(16));
        const QString xp = m_dir.filePath("stacked.xp");
        writeAll(xp, plugins::gzipCompress(raw));
        std::optional<plugins::VaultFile> read = VaultFormats::instance().formatFor(xp)->read(xp);
        QVERIFY2(read, qPrintable(VaultFormats::instance().formatFor(xp)->errorString()));
        QCOMPARE(read->rows[1], std::string("%!..........%"));
        QCOMPARE(read->rows[0], std::string("%%%%%%%%%%%%%"));
        QVERIFY(!read->legend);
    }

    void damagedXpIsRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        const QList<QByteArray> rows = {"%%%", "%.%", "%%%"};
        const QByteArray good = xpBytes(rows);
        // Every message names the file and says whose byte it means: the
        // file's (it is one gzip member) or the unpacked data's.
        QTest::newRow("not gzip") << good << "bad.xp: byte 0 of the file: no gzip data";
        const QByteArray packed = plugins::gzipCompress(good);
        QTest::newRow("truncated gzip")
            << packed.chopped(12)
            << QStringLiteral("bad.xp: byte %1 of the file (gzip data): it ends early").arg(packed.size() - 12);
        QByteArray badCrc = packed;
        badCrc[badCrc.size() - 8] = char(badCrc[badCrc.size() - 8] ^ 0x55);     // the trailer's CRC-32
        QTest::newRow("bad checksum") << badCrc
                                      << QStringLiteral("bad.xp: byte %1 of the file (gzip data): damaged "
                                                        "(incorrect data check)").arg(packed.size() - 4);
        QByteArray badMethod = packed;
        badMethod[2] = 7;       // a compression method gzip does not have
        QTest::newRow("bad gzip header") << badMethod
                                         << "bad.xp: byte 4 of the file (gzip data): damaged (unknown compression method)";
        QByteArray zeroWide = good;
        zeroWide.replace(8, 4, QByteArray("\0\0\0\0", 4));
        QTest::newRow("zero width") << plugins::gzipCompress(zeroWide)
                                    << "bad.xp: byte 8 of the unpacked data: layer 1 is 0x3";
        QByteArray huge = good;
        huge.replace(12, 4, QByteArray("\x00\x01\x00\x00", 4));
        QTest::newRow("too tall") << plugins::gzipCompress(huge)
                                  << "bad.xp: byte 8 of the unpacked data: layer 1 is 3x256 (a vault has 1 to 255";
        QTest::newRow("no layers") << plugins::gzipCompress(good.left(4) + QByteArray(4, '\0'))
                                   << "bad.xp: byte 4 of the unpacked data: 0 layers";
        QTest::newRow("header cut") << plugins::gzipCompress(good.left(6))
                                    << "bad.xp: byte 6 of the unpacked data: it ends before the layer count";
        QTest::newRow("cells cut") << plugins::gzipCompress(good.chopped(5))
                                   << "bad.xp: byte 101 of the unpacked data: it ends inside layer 1 (90 bytes of "
                                      "cells from byte 16, 85 there)";
        QByteArray secondLayer = xpBytes(rows, 2);
        secondLayer.replace(16 + 90, 8, QByteArray("\x02\0\0\0\x03\0\0\0", 8));
        QTest::newRow("layers of two sizes") << plugins::gzipCompress(secondLayer)
                                             << "bad.xp: byte 106 of the unpacked data: layer 2 is 2x3, but layer 1 "
                                                "is 3x3";
        QTest::newRow("second layer size cut") << plugins::gzipCompress(good.left(8).replace(4, 1, "\x02") + good.mid(8) + "abc")
                                               << "bad.xp: byte 109 of the unpacked data: it ends before the size "
                                                  "of layer 2";
        QTest::newRow("bytes after") << plugins::gzipCompress(good + "xyz")
                                     << "bad.xp: byte 106 of the unpacked data: 3 bytes after the last layer";
        QTest::newRow("a space") << plugins::gzipCompress(xpBytes({"%%%", "% %", "%%%"}))
                                 << "bad.xp: byte 56 of the unpacked data: cell 1,1 of layer 1 has glyph 32, which "
                                    "is no grid character";
        QTest::newRow("empty") << QByteArray() << "bad.xp: byte 0 of the file: no gzip data";
    }

    void damagedXpIsRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        const QString xp = m_dir.filePath("bad.xp");
        writeAll(xp, bytes);
        expectRefused(xp, message);
    }

    void badTmxIsRefused_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        // Warren Mouth's map: 13x11; row 1 starts "38,47," ('%', '.').
        QTest::newRow("unknown tile") << QByteArray("\n38,47,") << QByteArray("\n38,9999,")
                                      << "bad.tmx:42: cell 1,1: tile 9999 is in no tileset of the map";
        QTest::newRow("no grid character") << QByteArray("\n38,47,") << QByteArray("\n38,33,")
                                           << "bad.tmx:42: cell 1,1: tile 33 is CP437 character 32";
        QTest::newRow("empty cell") << QByteArray("\n38,47,") << QByteArray("\n38,0,")
                                    << "bad.tmx:42: cell 1,1 is empty in every layer";
        QTest::newRow("layer of another size") << QByteArray("name=\"Grid\" width=\"13\"")
                                               << QByteArray("name=\"Grid\" width=\"12\"")
                                               << "bad.tmx:39: layer \"Grid\" is 12x11, but the map is 13x11";
        QTest::newRow("map of another size") << QByteArray("right-down\" width=\"13\"")
                                             << QByteArray("right-down\" width=\"14\"")
                                             << "bad.tmx:39: layer \"Grid\" is 13x11, but the map is 14x11";
        QTest::newRow("tiles missing") << QByteArray("\n38,47,") << QByteArray("\n38,")
                                       << "bad.tmx:40: the layer data has 142 tiles, but a 13x11 layer has 143";
        QTest::newRow("not XML") << QByteArray("<map") << QByteArray("<<map") << "bad.tmx:2: ";
        QTest::newRow("bad legend") << QByteArray("value=\"'@': $&quot;floor&quot;")
                                    << QByteArray("value=\"'@' $&quot;floor&quot;")
                                    << "bad.tmx:10:5: expected ':' after the tile character";
        QTest::newRow("legend character without meaning") << QByteArray("value=\"'@':") << QByteArray("value=\"'Q':")
                                                          << "has no meaning: no Tiles entry and no built-in meaning";
    }

    void badTmxIsRefused()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        const QString tmx = m_dir.filePath("bad.tmx");
        QCOMPARE(exportTo(m_main, "Warren Mouth", tmx).status, 0);
        QByteArray map = readAll(tmx);
        QVERIFY2(map.contains(from), map.constData());
        map.replace(map.indexOf(from), from.size(), to);
        writeAll(tmx, map);
        expectRefused(tmx, message);
    }

    void textWithoutMeaningIsRefused()
    {
        const QString txt = m_dir.filePath("bad.txt");
        QCOMPARE(exportTo(m_main, "Warren Mouth", txt).status, 0);
        QByteArray text = readAll(txt);
        text.replace("%...f.@.t...%", "%...f.@.tQ..%");
        writeAll(txt, text);
        expectRefused(txt, "[cell 9,5]");
        expectRefused(txt, "not changed: the vault imported from " + txt + " has errors");
        writeAll(txt, "%%%\n%.%\n%%\n");
        expectRefused(txt, "bad.txt:3:");
    }

    void badUsageIsStatusTwo()
    {
        QCOMPARE(exportTo(m_main, "Warren Mouth", m_dir.filePath("x.bmp")).status, 2);
        const Run png = importFrom(m_main, "Warren Mouth", m_dir.filePath("x.png"));
        QCOMPARE(png.status, 2);
        QVERIFY2(png.messages.contains("no vault format reads .png (these do: "), qPrintable(png.messages));
        QVERIFY(std::holds_alternative<QString>(studio::parseVaultFileCommand({"studio", "--export-vault", "a.irc"})));
        QVERIFY(std::holds_alternative<QString>(
            studio::parseVaultFileCommand({"studio", "--export-vault", "a.irc", "R", "x.txt", "more"})));
        const auto parsed =
            studio::parseVaultFileCommand({"studio", "--import-vault", "a.irc", "R N", "x.txt", "--lang", "de"});
        QVERIFY(std::holds_alternative<VaultFileCommand>(parsed));
        const VaultFileCommand& command = std::get<VaultFileCommand>(parsed);
        QVERIFY(command.kind == VaultFileCommand::Kind::Import);
        QCOMPARE(command.region, QStringLiteral("R N"));
        QCOMPARE(command.language, QStringLiteral("de"));
        // A missing region, a missing module: exit 1, naming the module.
        const Run noRegion = exportTo(m_main, "Nowhere", m_dir.filePath("x.txt"));
        QCOMPARE(noRegion.status, 1);
        QVERIFY2(noRegion.messages.contains("goblin-warrens.irc: no Region \"Nowhere\""),
                 qPrintable(noRegion.messages));
    }

    void pngIsDrawnInTheModulesColours()
    {
        const QString png = m_dir.filePath("mouth.png");
        QCOMPARE(exportTo(m_main, "Warren Mouth", png).status, 0);
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.width() % 13, 0);
        QCOMPARE(image.height() % 11, 0);
        // No antialiasing: only black and the looks' colours.
        const vault::VaultModule module = [&] {
            script::CheckOptions options;
            options.mainFile = m_main.toStdString();
            options.preprocessor.includeDirs = script::originalSearchDirectories(options.mainFile);
            return vault::loadVaultModule(options);
        }();
        std::set<QRgb> allowed{qRgb(0, 0, 0)};
        const vault::Vault mouth = vault::findVault(module, "Warren Mouth");
        for (const plugins::CellLook& look : studio::vaultLook(mouth, module.manager.get()))
            allowed.insert(look.colour | 0xFF000000u);
        std::set<QRgb> used;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                used.insert(image.pixel(x, y));
        for (QRgb colour : used)
            QVERIFY2(allowed.count(colour), qPrintable(QString::number(colour, 16)));
        QVERIFY(used.size() > 1);
    }

    void headlessBinaryNeedsNoDisplay()
    {
        QProcess studio;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("DISPLAY");
        env.remove("WAYLAND_DISPLAY");
        env.remove("QT_QPA_PLATFORM");
        studio.setProcessEnvironment(env);
        const QString xp = m_dir.filePath("mouth.xp");
        studio.start(INCURSION_BINARY_DIR "/bin/incursion-studio", {"--export-vault", m_main, "Warren Mouth", xp});
        QVERIFY(studio.waitForFinished(120000));
        QVERIFY2(studio.exitCode() == 0, studio.readAllStandardError().constData());
        studio.start(INCURSION_BINARY_DIR "/bin/incursion-studio", {"--import-vault", m_main, "Warren Mouth", xp});
        QVERIFY(studio.waitForFinished(120000));
        QVERIFY2(studio.exitCode() == 0, studio.readAllStandardError().constData());
        studio.start(INCURSION_BINARY_DIR "/bin/incursion-studio", {"--import-vault", m_main});
        QVERIFY(studio.waitForFinished(120000));
        QCOMPARE(studio.exitCode(), 2);
        QCOMPARE(readAll(m_dungeon), m_original);
        // --help and --version need no display either.
        studio.start(INCURSION_BINARY_DIR "/bin/incursion-studio", {"--help"});
        QVERIFY(studio.waitForFinished(120000));
        QCOMPARE(studio.exitStatus(), QProcess::NormalExit);
        QCOMPARE(studio.exitCode(), 0);
        QVERIFY(studio.readAllStandardOutput().contains("--export-vault"));
        studio.start(INCURSION_BINARY_DIR "/bin/incursion-studio", {"--version"});
        QVERIFY(studio.waitForFinished(120000));
        QCOMPARE(studio.exitCode(), 0);
        QVERIFY(studio.readAllStandardOutput().startsWith("incursion-studio "));
        studio.start(INCURSION_BINARY_DIR "/bin/incursion-studio", {"--no-such-option"});
        QVERIFY(studio.waitForFinished(120000));
        QCOMPARE(studio.exitStatus(), QProcess::NormalExit);
        QCOMPARE(studio.exitCode(), 1);
    }

    // With INCURSION_CORPUS_DIR: the original module's 12 grids through every format.
    void originalModuleRoundTrips()
    {
        const QString corpus = test::originalCorpusDir();
        if (corpus.isEmpty())
            QSKIP("INCURSION_CORPUS_DIR is not set");
        const std::string copy = m_dir.filePath("original").toStdString();
        std::filesystem::create_directories(copy);
        for (const char* folder : {"/lib", "/inc"})
            std::filesystem::copy(corpus.toStdString() + folder, copy + folder,
                                  std::filesystem::copy_options::recursive
                                      | std::filesystem::copy_options::overwrite_existing);
        const QString main = QString::fromStdString(copy + "/lib/main.irc");
        const QMap<QString, QByteArray> before = snapshot(m_dir.filePath("original"));
        script::CheckOptions options;
        options.mainFile = main.toStdString();
        options.preprocessor.includeDirs = script::originalSearchDirectories(options.mainFile);
        const std::vector<vault::VaultSummary> vaults = vault::listVaults(script::checkModule(options));
        QCOMPARE(vaults.size(), size_t(12));
        for (const vault::VaultSummary& summary : vaults)
            for (const char* format : kRoundTripFormats) {
                const QString region = QString::fromStdString(summary.region);
                const QString file = m_dir.filePath(QString("original.") + format);
                const Run out = exportTo(main, region, file);
                QVERIFY2(out.status == 0, qPrintable(out.messages));
                const Run in = importFrom(main, region, file);
                QVERIFY2(in.status == 0 && in.messages.contains(": unchanged"),
                         qPrintable(region + ": " + in.messages));
            }
        QVERIFY(snapshot(m_dir.filePath("original")) == before);
    }
};

INCURSION_TEST_MAIN(TestVaultFormats)
#include "tst_vault_formats.moc"
} // namespace tst_vault_formats
