// The incc command line: build (-o, -M, -MF), info and disasm, exit codes and
// messages, run as a user runs them.
#include "support/test_files.h"
#include "support/test_suite.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_incc {

using incursion::test::readFile;
using incursion::test::writeFile;

namespace {

struct Run {
    int exitCode = -1;
    QString out, err;
};

Run incc(const QStringList& arguments, const QString& workingDirectory = {})
{
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start(QStringLiteral(INCURSION_BINARY_DIR "/bin/incc"), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

const QString kExample = QStringLiteral(INCURSION_SOURCE_DIR "/examples/first-steps/first-steps.irc");

} // namespace

class InccTest : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

private slots:
    void buildWritesAModuleAndReportsIt()
    {
        const QString out = dir_.filePath("fs.mod");
        const Run r = incc({"build", "-o", out, kExample});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("fs.mod: module \"First Steps\", 10 resources, 1 functions"), qPrintable(r.out));
        QVERIFY(r.err.endsWith("0 errors, 0 warnings\n"));
        QVERIFY(readFile(out).startsWith("INCMOD\x1a"));
        // Deterministic: the same sources give the same bytes.
        const QString again = dir_.filePath("fs2.mod");
        QCOMPARE(incc({"build", "-q", "-o", again, kExample}).exitCode, 0);
        QCOMPARE(readFile(again), readFile(out));
    }

    void defaultOutputNameIsTheSourcesWithModInTheCurrentFolder()
    {
        QCOMPARE(incc({"build", "-q", kExample}, dir_.path()).exitCode, 0);
        QVERIFY(QFile::exists(dir_.filePath("first-steps.mod")));
    }

    void dependenciesLikeGcc()
    {
        const Run r = incc({"build", "-M", "-o", "out.mod", kExample}, dir_.path());
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!QFile::exists(dir_.filePath("out.mod")));      // -M only reports
        QVERIFY2(r.out.startsWith("out.mod: " + kExample), qPrintable(r.out));
        QVERIFY(r.out.contains("first-steps/inc/rules.irh"));
        QVERIFY(r.out.endsWith("\n"));

        const QString deps = dir_.filePath("fs.d");
        QCOMPARE(incc({"build", "-q", "-MF", deps, "-o", "built.mod", kExample}, dir_.path()).exitCode, 0);
        QVERIFY(QFile::exists(dir_.filePath("built.mod")));     // -MF alone builds too
        QCOMPARE(QString::fromUtf8(readFile(deps)), QString(r.out).replace("out.mod:", "built.mod:"));
    }

    void errorsExitWithOneAndWriteNothing()
    {
        const QString source = dir_.filePath("bad.irc");
        writeFile(source, "Monster \"m\" : 1 { On Event 1 { x = 1; }; }\n");
        const Run r = incc({"build", "-o", dir_.filePath("bad.mod"), source});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("bad.irc:1:32: error: 'x' is not declared"), qPrintable(r.err));
        QVERIFY(!QFile::exists(dir_.filePath("bad.mod")));
        QCOMPARE(incc({"build", dir_.filePath("missing.irc")}).exitCode, 2);
    }

    void infoDescribesTheModule()
    {
        const QString out = dir_.filePath("info.mod");
        QCOMPARE(incc({"build", "-q", "-o", out, kExample}).exitCode, 0);
        const Run r = incc({"info", out});
        QCOMPARE(r.exitCode, 0);
        for (const char* line : {"module \"First Steps\"", "Slot:           5", "Monsters          2",
                                 "Terrains          3", "Total            10", "Event handlers              1",
                                 "Unresolved external references: 0"})
            QVERIFY2(r.out.contains(line), qPrintable(line + QStringLiteral("\n") + r.out));
    }

    void disasmOfOneResource()
    {
        const QString out = dir_.filePath("dis.mod");
        QCOMPARE(incc({"build", "-q", "-o", out, kExample}).exitCode, 0);
        const Run r = incc({"disasm", out, "--resource", "CINDER BEETLE"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("function 0: On Event EVICTIM(EV_DEATH) of Monster \"cinder beetle\" (event handler)"),
                 qPrintable(r.out));
        QVERIFY(r.out.contains("first-steps.irc:30 |       heat = 1d4 + EMap->Depth;"));
        QVERIFY(r.out.contains("callh   r1, ThrowDmg, 6 args"));
        const Run unknown = incc({"disasm", out, "--resource", "no such thing"});
        QCOMPARE(unknown.exitCode, 1);
    }

    void corruptModulesAreRefusedWithTheSection()
    {
        const QString out = dir_.filePath("corrupt.mod");
        QCOMPARE(incc({"build", "-q", "-o", out, kExample}).exitCode, 0);
        QByteArray bytes = readFile(out);
        bytes[bytes.size() - 3] = char(bytes[bytes.size() - 3] ^ 0x55);
        writeFile(out, bytes);
        const Run r = incc({"info", out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("corrupt.mod: section ") && r.err.contains("offset"), qPrintable(r.err));
    }
};

INCURSION_TEST_MAIN(InccTest)
#include "tst_incc.moc"
} // namespace tst_incc
