// The user interface's language: the system locale's unless --lang names
// another, and a clear refusal of a language the studio does not speak.
// ctest runs this with LC_ALL=fr_FR.UTF-8 and LANGUAGE unset (tests/CMakeLists.txt),
// as a French desktop session starts the studio.
#include "app/command_line.h"
#include "app/main_window.h"
#include "app/translations.h"

#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QPushButton>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QtTest>

#include <variant>

namespace tst_ui_language {

using namespace incursion::studio;

namespace {

const QString kStudio = QStringLiteral(INCURSION_BINARY_DIR "/bin/incursion-studio");

QStringList menuTitles()
{
    MainWindow window;
    QStringList titles;
    for (const MainWindow::Menu menu : {MainWindow::Menu::File, MainWindow::Menu::Edit, MainWindow::Menu::View,
                                        MainWindow::Menu::Build, MainWindow::Menu::Debug, MainWindow::Menu::Help})
        titles.append(window.menu(menu)->title());
    return titles;
}

// Runs the studio's command line (it exits before it needs a display) and
// returns its exit code, standard output and standard error.
struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runStudio(const QStringList& arguments, const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess studio;
    studio.setProcessEnvironment(environment);
    studio.start(kStudio, arguments);
    Run run;
    if (!studio.waitForFinished(60000) || studio.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = studio.exitCode();
    run.out = QString::fromUtf8(studio.readAllStandardOutput());
    run.err = QString::fromUtf8(studio.readAllStandardError());
    return run;
}

// "&Fichier" -> "f"; no accelerator -> empty.
QString accelerator(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&')) {
            if (text.at(i + 1) != QLatin1Char('&'))
                return text.at(i + 1).toLower();
            ++i;
        }
    }
    return {};
}

// Where two entries of one menu (or of the menu bar) share an accelerator.
void collectClashes(const QString& where, const QList<QAction*>& actions, QStringList& clashes)
{
    QMap<QString, QString> seen;
    for (QAction* action : actions) {
        if (action->isSeparator())
            continue;
        const QString key = accelerator(action->text());
        if (!key.isEmpty() && seen.contains(key))
            clashes.append(QStringLiteral("%1: \"%2\" and \"%3\"").arg(where, seen.value(key), action->text()));
        seen.insert(key, action->text());
        if (QMenu* submenu = action->menu())
            collectClashes(where + QStringLiteral(" > ") + action->text(), submenu->actions(), clashes);
    }
}

const QStringList kFrench{"&Fichier", "&Édition", "&Affichage", "&Compiler", "&Déboguer", "A&ide"};
const QStringList kGerman{"&Datei", "&Bearbeiten", "&Ansicht", "&Erstellen", "&Debuggen", "&Hilfe"};
const QStringList kEnglish{"&File", "&Edit", "&View", "&Build", "&Debug", "&Help"};

} // namespace

class TestUiLanguage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        incursion::test::useTestSettings(QStringLiteral("tst_ui_language"));
        QVERIFY2(QLocale::system().uiLanguages().value(0).startsWith(QLatin1String("fr")),
                 "run through ctest, which sets LC_ALL=fr_FR.UTF-8");
    }
    void cleanupTestCase() { installTranslations(QStringLiteral("en")); }

    void theSystemLocaleChoosesFrench();
    void frenchAcceleratorsAreUnique();
    void qtsOwnStringsFollow();
    void langOverridesTheSystemLocale_data();
    void langOverridesTheSystemLocale();
    void theLanguagesAreGermanEnglishFrench();
    void helpFollowsTheLanguage();
    void anUnknownLangIsRefused();
    void headlessCommandsRefuseAnUnknownLang();
};

void TestUiLanguage::theSystemLocaleChoosesFrench()
{
    QVERIFY(installTranslations(QString()));
    QCOMPARE(menuTitles(), kFrench);
    // Without --lang the command line keeps the system's language.
    const StartupOptions options = parseCommandLine({QStringLiteral("incursion-studio")});
    QVERIFY(options.language.isEmpty());
    QCOMPARE(menuTitles(), kFrench);
}

void TestUiLanguage::frenchAcceleratorsAreUnique()
{
    QVERIFY(installTranslations(QStringLiteral("fr")));
    MainWindow window;
    QStringList clashes;
    collectClashes(QStringLiteral("menu bar"), window.menuBar()->actions(), clashes);
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
}

void TestUiLanguage::qtsOwnStringsFollow()
{
    QVERIFY2(QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_fr.qm")),
             "Qt's translations are missing: run scripts/setup-deps (qt6-translations-l10n)");
    QVERIFY(installTranslations(QStringLiteral("fr")));
    QDialogButtonBox french(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QCOMPARE(french.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Annuler"));
    QVERIFY(!installTranslations(QStringLiteral("en")));
    QDialogButtonBox english(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QCOMPARE(english.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Cancel"));
}

void TestUiLanguage::langOverridesTheSystemLocale_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("titles");
    QTest::newRow("fr") << QStringLiteral("fr") << kFrench;
    QTest::newRow("de") << QStringLiteral("de") << kGerman;
    QTest::newRow("de_AT") << QStringLiteral("de_AT") << kGerman;
    QTest::newRow("en") << QStringLiteral("en") << kEnglish;
}

void TestUiLanguage::langOverridesTheSystemLocale()
{
    QFETCH(QString, language);
    QFETCH(QStringList, titles);
    const StartupOptions options = parseCommandLine({QStringLiteral("incursion-studio"), QStringLiteral("--lang"), language});
    QCOMPARE(options.language, language);
    QCOMPARE(menuTitles(), titles);
}

void TestUiLanguage::theLanguagesAreGermanEnglishFrench()
{
    QCOMPARE(availableLanguages(), QStringList({"de", "en", "fr"}));
    QVERIFY(isAvailableLanguage(QStringLiteral("fr")));
    QVERIFY(isAvailableLanguage(QStringLiteral("fr_CA")));
    QVERIFY(isAvailableLanguage(QStringLiteral("en_GB")));
    QVERIFY(!isAvailableLanguage(QStringLiteral("xx")));
    QVERIFY(!isAvailableLanguage(QStringLiteral("es")));
    QVERIFY(!isAvailableLanguage(QString()));
}

void TestUiLanguage::helpFollowsTheLanguage()
{
    const Run french = runStudio({QStringLiteral("--help")});
    QCOMPARE(french.exitCode, 0);
    QVERIFY2(french.out.contains(QStringLiteral("Un environnement de développement pour les modules IncursionScript.")),
             qPrintable(french.out));
    QVERIFY2(french.out.contains(QStringLiteral("Langue de l'interface\u00a0: de, en, fr")), qPrintable(french.out));

    const Run german = runStudio({QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help")});
    QCOMPARE(german.exitCode, 0);
    QVERIFY2(german.out.contains(QStringLiteral("Eine Entwicklungsumgebung für IncursionScript-Module.")),
             qPrintable(german.out));

    const Run english = runStudio({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")});
    QCOMPARE(english.exitCode, 0);
    QVERIFY2(english.out.contains(QStringLiteral("An IDE for IncursionScript modules.")), qPrintable(english.out));
}

void TestUiLanguage::anUnknownLangIsRefused()
{
    // In the system's language, since the asked one does not exist.
    const Run french = runStudio({QStringLiteral("--lang"), QStringLiteral("xx")});
    QCOMPARE(french.exitCode, 2);
    QCOMPARE(french.err.trimmed(), QString::fromUtf8("--lang\u00a0: aucune interface en «\u00a0xx\u00a0»\u00a0; "
                                                     "les langues disponibles sont de, en, fr"));
    QVERIFY(french.out.isEmpty());

    QProcessEnvironment english = QProcessEnvironment::systemEnvironment();
    english.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    const Run run = runStudio({QStringLiteral("--lang"), QStringLiteral("klingon"), QStringLiteral("main.irc")}, english);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err.trimmed(), QStringLiteral("--lang: no user interface in \"klingon\"; the languages are de, en, fr"));
}

void TestUiLanguage::headlessCommandsRefuseAnUnknownLang()
{
    installTranslations(QStringLiteral("en"));
    const auto command = parseVaultFileCommand({"incursion-studio", "--export-vault", "main.irc", "R", "out.xp",
                                                "--lang", "xx"});
    const QString* error = std::get_if<QString>(&command);
    QVERIFY(error);
    QVERIFY2(error->contains(QStringLiteral("«\u00a0xx\u00a0»")), qPrintable(*error));   // the system's French
    QVERIFY(std::holds_alternative<VaultFileCommand>(
        parseVaultFileCommand({"incursion-studio", "--export-vault", "main.irc", "R", "out.xp", "--lang", "fr"})));
}

INCURSION_TEST_MAIN(TestUiLanguage)
#include "tst_ui_language.moc"
} // namespace tst_ui_language
