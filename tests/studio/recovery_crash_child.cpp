// Run by tst_recovery: a studio that opens a project, edits two files without
// saving, lets autosave copy them, says "edited" on stdout and waits to be
// killed with SIGKILL, as a crash would end it.
//   recovery_crash_child ORGANIZATION APPLICATION PROJECT_DIR FILE... (the
//   files to open, the first two of which are edited)
#include "app/main_window.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "recovery/autosave_controller.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>

using namespace incursion::studio;

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    const QStringList arguments = QApplication::arguments();
    if (arguments.size() < 6)
        return 2;
    QApplication::setOrganizationName(arguments[1]);
    QApplication::setApplicationName(arguments[2]);

    MainWindow window;
    window.show();
    window.autosave()->setInterval(250);
    if (!window.openProject(arguments[3]))
        return 1;
    for (const QString& file : arguments.mid(4))
        if (!window.openFile(file))
            return 1;
    for (int i = 0; i < 2; ++i) {
        ScriptEditor* editor = window.documents()->editorForPath(arguments[4 + i]);
        editor->setCursorPosition(1, 0);
        editor->insert(QStringLiteral("// unsaved edit %1\n").arg(i + 1));
    }
    // The cursor of the third file, to be found where it was left.
    window.documents()->editorForPath(arguments.last())->setCursorPosition(2, 3);
    window.documents()->setCurrentWidget(window.documents()->editorForPath(arguments[4]));
    QTimer::singleShot(0, [] {
        std::puts("edited");
        std::fflush(stdout);
    });
    return app.exec();
}
