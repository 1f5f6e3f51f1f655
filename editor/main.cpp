// incursion-studio [PATH[:LINE[:COLUMN]]] [--build] [--playtest BOT] [--lang CODE] [--grab FILE.png]
// incursion-studio --export-vault|--import-vault MAIN.irc "REGION NAME" FILE   (headless)
#include "app/command_line.h"
#include "app/translations.h"
#include "vault_formats/vault_file_command.h"
#include "playtest/playtest_controller.h"
#include "playtest/playtest_dock.h"
#include "app/language_integration.h"
#include "app/main_window.h"
#include "app/startup_project.h"
#include "app/studio_settings.h"
#include "build/build_controller.h"
#include "editing/script_editor.h"

#include <QApplication>
#include <QGuiApplication>
#include <QStandardPaths>
#include <QTimer>

using namespace incursion::studio;

namespace {

void grabAndQuit(MainWindow& window, const QString& file)
{
    if (QWidget* modal = QApplication::activeModalWidget())
        modal->close();
    if (ScriptEditor* editor = window.currentEditor())
        editor->styleVisibleLines();
    QApplication::processEvents();
    const bool saved = window.grab().save(file);
    if (!saved)
        qWarning("Cannot write the screenshot to %s", qPrintable(file));
    QApplication::exit(saved ? 0 : 1);
}

// Screenshots should show the Problems and Outline docks filled: wait for the
// first check (and a build in progress) unless there is nothing to wait for
// (no project, no main file, or a message box about a bad path).
void grabWhenChecked(MainWindow& window, const QString& file)
{
    if (window.build()->isBuilding()) {
        QObject::connect(window.build(), &BuildController::buildFinished, &window,
                         [&window, file] { grabWhenChecked(window, file); }, Qt::SingleShotConnection);
        return;
    }
    LanguageIntegration* language = window.language();
    if (QApplication::activeModalWidget() || !window.project() || window.project()->mainFile().isEmpty()
        || language->hasCheckedProject()) {
        grabAndQuit(window, file);
        return;
    }
    // A moment for the docks to paint their new rows.
    const auto grabSoon = [&window, file] {
        QTimer::singleShot(200, &window, [&window, file] { grabAndQuit(window, file); });
    };
    QObject::connect(language, &LanguageIntegration::projectChecked, &window, grabSoon, Qt::SingleShotConnection);
    QTimer::singleShot(30000, &window, [&window, file] { grabAndQuit(window, file); });
}

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Incursion"));
    QCoreApplication::setApplicationName(QStringLiteral("incursion-studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INCURSION_STUDIO_VERSION));
    // The installed launcher (data/), by which Wayland compositors and docks
    // match the window to its name and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral(INCURSION_APP_ID));
}

// --export-vault / --import-vault: no window and no display. A
// QGuiApplication on the offscreen platform (unless one is asked for) has
// the fonts a PNG picture needs.
int runHeadless(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    nameApplication();
    const QStringList arguments = QGuiApplication::arguments();
    const qsizetype lang = arguments.indexOf(QStringLiteral("--lang"));
    installTranslations(lang >= 0 && lang + 1 < arguments.size() ? arguments.at(lang + 1) : QString());
    QTextStream messages(stderr);
    const std::variant<VaultFileCommand, QString> command = parseVaultFileCommand(arguments);
    if (const QString* usage = std::get_if<QString>(&command)) {
        messages << *usage << Qt::endl;
        return 2;
    }
    return runVaultFileCommand(std::get<VaultFileCommand>(command), VaultFormats::instance(), messages);
}

} // namespace

int main(int argc, char* argv[])
{
    {
        QStringList arguments;
        for (int i = 0; i < argc; ++i)
            arguments << QString::fromLocal8Bit(argv[i]);
        if (isVaultFileCommand(arguments))
            return runHeadless(argc, argv);
    }
    {
        // --help, --version and bad options end here, before QApplication
        // needs a display.
        QCoreApplication probe(argc, argv);
        nameApplication();
        parseCommandLine(QCoreApplication::arguments());
    }
    QApplication app(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Incursion Studio"));
    QApplication::setStyle(QStringLiteral("Fusion"));
    const StartupOptions options = parseCommandLine(QApplication::arguments());
    // The vault format plugins, loaded once at start for the painter's menus.
    for (const QString& error : VaultFormats::instance().loadErrors())
        qWarning("%s", qPrintable(error));

    MainWindow window;
    window.show();
    // Open from inside the event loop: a message box about a bad path must not
    // keep --grab from running.
    QTimer::singleShot(0, &window, [&window, options] {
        // A playtest plays for a few seconds before the screenshot.
        if (!options.grabFile.isEmpty())
            QTimer::singleShot(options.playtest.isEmpty() ? 400 : 6000, &window,
                               [&window, file = options.grabFile] { grabWhenChecked(window, file); });
        // A first start greets the user with the welcome page, even with the example open behind it.
        const bool firstStart = options.path.isEmpty() && RecentProjects::list().isEmpty();
        const QString path = options.path.isEmpty()
                                 ? startupProject(RecentProjects::list(), QApplication::applicationDirPath(),
                                                  QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                                 : options.path;
        const bool opened = !path.isEmpty() && window.openPath(path);
        if (firstStart)
            window.showWelcomePage();
        // Unsaved work a crashed studio left behind, offered once the project is open.
        window.offerRecovery();
        if (!opened)
            return;
        if (options.line > 0)
            window.openFile(path, options.line, options.column);
        if (!options.playtest.isEmpty()) {
            PlaytestDock* dock = window.playtest()->dock();
            PlaytestOptions playtest = dock->options();
            playtest.bot = incursion::game::botModeNamed(options.playtest.toStdString());
            dock->setOptions(playtest);
            window.playtest()->start();
        }
        if (!options.build)
            return;
        BuildController* build = window.build();
        if (options.line > 0)
            QObject::connect(build, &BuildController::buildFinished, &window,
                             [build] { build->showDisassemblyAtCursor(); }, Qt::SingleShotConnection);
        build->build();
    });
    return app.exec();
}
