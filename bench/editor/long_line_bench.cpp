// Typing on one very long line in the whole studio (offscreen): a project
// whose main file is a single line, checked in the background as the user
// types. Prints the GUI thread's time per keystroke (key, restyle, repaint,
// the events of the check) on a 5 MB line beside a 50 KB line in the same
// run, wall-clock and the GUI thread's CPU time (the machine may be shared:
// CPU time is the steadier figure); the work per key should not grow with
// the line (it once took 1.5-2 s per key on 5 MB). The 5 MB line is shown in
// chunks (long-line mode); the 50 KB line is under its threshold.
//
//   long_line_bench [KEYSTROKES] [MEGABYTES]
#include "app/language_integration.h"
#include "app/main_window.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

using namespace incursion::studio;

namespace {

struct Figures {
    double median = 0, worst = 0;           // wall clock, ms
    double cpuMedian = 0, cpuWorst = 0;     // the GUI thread's CPU time, ms
    bool chunked = false;
};

double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// Opens a project whose main file is one line of `bytes` bytes, types
// `keystrokes` characters at its end and times each on the GUI thread.
Figures typeOnOneLine(int bytes, int keystrokes)
{
    QTemporaryDir dir;
    const QString main = dir.filePath("long.irc");
    const QByteArray piece = "Monster \"toad\" : MA_VERMIN { Image: green 'f'; Depth: 1; } /* x */ ";
    QByteArray line;
    while (line.size() < bytes)
        line += piece;
    line.truncate(bytes);
    QFile file(main);
    if (!file.open(QIODevice::WriteOnly) || file.write(line) != line.size())
        return {};
    file.close();

    MainWindow window;
    window.documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
    window.resize(1400, 900);
    window.show();
    QSignalSpy checked(window.language(), &LanguageIntegration::projectChecked);
    if (!window.openProject(main) || !QTest::qWaitFor([&] { return checked.count() > 0; }, 600000))
        return {};
    ScriptEditor* editor = window.documents()->editorForPath(main);
    if (!editor)
        editor = window.openFile(main);
    if (!editor)
        return {};
    editor->setFocus();
    editor->SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    editor->viewport()->repaint();
    QApplication::processEvents();

    std::vector<double> perKey, cpuPerKey;
    QElapsedTimer timer;
    for (int i = 0; i < keystrokes; ++i) {
        timer.start();
        const double cpuStart = threadCpuMs();
        QTest::keyClick(editor->viewport(), char('a' + i % 26));
        editor->viewport()->repaint();
        QApplication::processEvents();
        perKey.push_back(timer.nsecsElapsed() / 1e6);
        cpuPerKey.push_back(threadCpuMs() - cpuStart);
        // A pause as a typist makes (the check of the text so far starts meanwhile, on its worker).
        QTest::qWait(30);
    }
    if (editor->contents().size() != bytes + keystrokes)
        return {};
    std::sort(perKey.begin(), perKey.end());
    std::sort(cpuPerKey.begin(), cpuPerKey.end());
    return {perKey[perKey.size() / 2], perKey.back(), cpuPerKey[cpuPerKey.size() / 2], cpuPerKey.back(),
            editor->showsLongLinesInChunks()};
}

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int keystrokes = argc > 1 ? std::max(1, atoi(argv[1])) : 40;
    const int megabytes = argc > 2 ? std::max(1, atoi(argv[2])) : 5;
    const Figures small = typeOnOneLine(50'000, keystrokes);
    const Figures large = typeOnOneLine(megabytes * 1'000'000, keystrokes);
    std::printf("typing at the end of one line, %d keystrokes, GUI thread per key (key, restyle, repaint, events):\n",
                keystrokes);
    const auto print = [](const char* what, const Figures& f) {
        std::printf("  %s%s: median %.2f ms (CPU %.2f ms), worst %.2f ms (CPU %.2f ms)\n", what,
                    f.chunked ? ", shown in chunks" : "", f.median, f.cpuMedian, f.worst, f.cpuWorst);
    };
    const std::string ours = std::to_string(megabytes) + " MB line";
    print(ours.c_str(), large);
    print("reference, same run, 50 KB line", small);
    std::printf("  (before long-line mode, 5 MB: ~1000 ms per key in the studio, ~670 ms in a bare QScintilla; "
                "before styling at SCN_MODIFIED, 1500-2000 ms)\n");
    return 0;
}
