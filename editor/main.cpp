// incursion-studio [PATH] [--lang CODE] [--grab FILE.png]
#include "app/command_line.h"
#include "app/main_window.h"
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
        if (!options.grabFile.isEmpty())
            QTimer::singleShot(400, &window, [&window, file = options.grabFile] { grabAndQuit(window, file); });
        if (!options.path.isEmpty())
            window.openPath(options.path);
    });
    return app.exec();
}
