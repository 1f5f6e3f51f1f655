// incursion-studio [PATH[:LINE[:COLUMN]]] [--build] [--playtest BOT] [--lang CODE] [--grab FILE.png]
#include "app/command_line.h"
#include "playtest/playtest_controller.h"
#include "playtest/playtest_dock.h"
#include "app/language_integration.h"
#include "app/main_window.h"
#include "build/build_controller.h"
#include "editing/script_editor.h"

#include <QApplication>
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

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Incursion"));
    QApplication::setApplicationName(QStringLiteral("incursion-studio"));
    QApplication::setApplicationDisplayName(QStringLiteral("Incursion Studio"));
    QApplication::setApplicationVersion(QStringLiteral(INCURSION_STUDIO_VERSION));
    QApplication::setStyle(QStringLiteral("Fusion"));
    const StartupOptions options = parseCommandLine(QApplication::arguments());

    MainWindow window;
    window.show();
    // Open from inside the event loop: a message box about a bad path must not
    // keep --grab from running.
    QTimer::singleShot(0, &window, [&window, options] {
        // A playtest plays for a few seconds before the screenshot.
        if (!options.grabFile.isEmpty())
            QTimer::singleShot(options.playtest.isEmpty() ? 400 : 6000, &window,
                               [&window, file = options.grabFile] { grabWhenChecked(window, file); });
        const bool opened = !options.path.isEmpty() && window.openPath(options.path);
        // Unsaved work a crashed studio left behind, offered once the project is open.
        window.offerRecovery();
        if (!opened)
            return;
        if (options.line > 0)
            window.openFile(options.path, options.line, options.column);
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
