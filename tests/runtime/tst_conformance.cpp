// The VM conformance suite: every program of tests/conformance runs through
// `incplay script` and must print the result its header expects (see the
// README there).
#include "support/test_files.h"
#include "support/test_suite.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

namespace tst_conformance {

namespace {

const QString kSuite = QStringLiteral(INCURSION_SOURCE_DIR "/tests/conformance");

struct Expectation {
    QStringList call;           // function name, then arguments
    QString result;             // the last line of output, or
    QString error;              // a part of the script error's message
};

std::optional<Expectation> readHeader(const QString& text)
{
    static const QRegularExpression call(QStringLiteral("^\\s*call:\\s*(.+)$"), QRegularExpression::MultilineOption);
    static const QRegularExpression expect(QStringLiteral("^\\s*expect:\\s*(.*?)\\s*(\\*/)?$"),
                                           QRegularExpression::MultilineOption);
    const QRegularExpressionMatch c = call.match(text), e = expect.match(text);
    if (!c.hasMatch() || !e.hasMatch())
        return std::nullopt;
    Expectation x;
    x.call = c.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QString expected = e.captured(1);
    if (expected.startsWith(QLatin1String("error: ")))
        x.error = expected.mid(7);
    else
        x.result = expected;
    return x;
}

} // namespace

class ConformanceTest : public QObject {
    Q_OBJECT
private slots:
    void program_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files = QDir(kSuite).entryList({QStringLiteral("*.irc")}, QDir::Files, QDir::Name);
        QVERIFY2(files.size() >= 150, qPrintable(QStringLiteral("only %1 programs").arg(files.size())));
        for (const QString& file : files)
            QTest::newRow(qPrintable(file)) << kSuite + QLatin1Char('/') + file;
    }

    void program()
    {
        QFETCH(QString, file);
        const std::optional<Expectation> x = readHeader(QString::fromUtf8(incursion::test::readFile(file)));
        QVERIFY2(x && !x->call.isEmpty(), "the header needs 'call:' and 'expect:' lines");

        QProcess incplay;
        incplay.start(QStringLiteral(INCURSION_BINARY_DIR "/bin/incplay"),
                      QStringList{QStringLiteral("script"), file, QStringLiteral("--call")} + x->call);
        QVERIFY(incplay.waitForFinished(60000));
        const QString out = QString::fromUtf8(incplay.readAllStandardOutput());
        const QString err = QString::fromUtf8(incplay.readAllStandardError());
        if (!x->error.isEmpty()) {
            QVERIFY2(incplay.exitCode() == 1, qPrintable(QStringLiteral("exit %1\n%2%3").arg(incplay.exitCode()).arg(out, err)));
            QVERIFY2(err.contains(x->error), qPrintable(err));
            return;
        }
        QVERIFY2(incplay.exitCode() == 0, qPrintable(err));
        const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(!lines.isEmpty(), "no output");
        QCOMPARE(lines.last(), x->result);
    }
};

INCURSION_TEST_MAIN(ConformanceTest)
#include "tst_conformance.moc"
} // namespace tst_conformance
