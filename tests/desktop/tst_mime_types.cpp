// The MIME types of data/mime/incursion-studio.xml as a desktop sees them:
// the package is compiled by update-mime-database, with the system's
// freedesktop.org.xml as on an installed system, into a private database,
// which Qt's QMimeDatabase reads (as GLib and KDE do) through XDG_DATA_DIRS.
#include <QDir>
#include <QFile>
#include <QMimeDatabase>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include "support/test_suite.h"

namespace tst_mime_types {

namespace {

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(file.errorString()));
    QCOMPARE(file.write(bytes), bytes.size());
}

} // namespace

class TestMimeTypes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sourcesAreIncursionScriptAndPlainText();
    void modulesAreKnownByTheirMagic();
    void otherModFilesAreNotModules();

private:
    QTemporaryDir dir_;
    QMimeDatabase database_;
};

void TestMimeTypes::initTestCase()
{
    QVERIFY(dir_.isValid());
    const QString mime = dir_.filePath(QStringLiteral("share/mime"));
    QVERIFY(QDir().mkpath(mime + QStringLiteral("/packages")));
    QVERIFY(QFile::copy(QStringLiteral(INCURSION_SOURCE_DIR "/data/mime/incursion-studio.xml"),
                        mime + QStringLiteral("/packages/incursion-studio.xml")));
    // One database with the system's types, as after installing: text/plain
    // and the other claims on .mod must be there to compete with ours.
    QVERIFY(QFile::copy(QStringLiteral("/usr/share/mime/packages/freedesktop.org.xml"),
                        mime + QStringLiteral("/packages/freedesktop.org.xml")));
    QProcess update;
    update.setProcessChannelMode(QProcess::MergedChannels);
    // A scratch database needs no fsync (7 s of a 7.5 s test without this).
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("PKGSYSTEM_ENABLE_FSYNC"), QStringLiteral("0"));
    update.setProcessEnvironment(environment);
    update.start(QStringLiteral("update-mime-database"), {mime});
    QVERIFY2(update.waitForFinished(60000), "update-mime-database did not run (scripts/setup-deps installs it)");
    const QString output = QString::fromLocal8Bit(update.readAll());
    QCOMPARE(update.exitCode(), 0);
    // It reports a bad <match> and carries on with exit status 0.
    QVERIFY2(!output.contains(QLatin1String("Error")), qPrintable(output));
    // Set before the first QMimeDatabase lookup, which reads the databases once.
    qputenv("XDG_DATA_DIRS", dir_.filePath(QStringLiteral("share")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", dir_.filePath(QStringLiteral("home")).toLocal8Bit());
}

void TestMimeTypes::sourcesAreIncursionScriptAndPlainText()
{
    for (const char* name : {"main.irc", "monsters.irh", "SHOUTING.IRC"}) {
        const QMimeType type = database_.mimeTypeForFile(QString::fromLatin1(name), QMimeDatabase::MatchExtension);
        QCOMPARE(type.name(), QStringLiteral("text/x-incursionscript"));
        QVERIFY(type.inherits(QStringLiteral("text/plain")));
        QCOMPARE(type.comment(), QStringLiteral("IncursionScript source"));
    }
}

void TestMimeTypes::modulesAreKnownByTheirMagic()
{
    // runtime/module/FORMAT.md: "INCMOD", 0x1A, 0x00, then the version (1), flags and sections.
    const QByteArray header("INCMOD\x1a\0\x01\0\0\0\x0a\0\0\0", 16);
    QCOMPARE(database_.mimeTypeForData(header).name(), QStringLiteral("application/x-incursion-module"));
    for (const char* name : {"warrens.mod", "warrens.bin"}) {
        const QString path = dir_.filePath(QString::fromLatin1(name));
        writeFile(path, header);
        QCOMPARE(database_.mimeTypeForFile(path).name(), QStringLiteral("application/x-incursion-module"));
    }
}

void TestMimeTypes::otherModFilesAreNotModules()
{
    // .mod is also tracker music. Both types claim the extension with the same
    // weight, so the content decides: a MultiTracker file ("MTM" magic) stays music.
    QByteArray tracker("MTM\x10", 4);
    tracker.append(60, '\0');
    const QString path = dir_.filePath(QStringLiteral("song.mod"));
    writeFile(path, tracker);
    QCOMPARE(database_.mimeTypeForFile(path).name(), QStringLiteral("audio/x-mod"));
    // Almost the magic (the DOS end-of-file byte missing) is not a module.
    QVERIFY(database_.mimeTypeForData(QByteArray("INCMOD\0\0", 8)).name()
            != QLatin1String("application/x-incursion-module"));
}

INCURSION_TEST_MAIN(TestMimeTypes)
#include "tst_mime_types.moc"
} // namespace tst_mime_types
