// Times what a user feels in the studio's editor on one large file: opening it
// until highlighted text is painted, and typing (each keystroke re-styled and
// repainted). Runs offscreen; prints the figures.
//
//   editor_benchmark FILE [KEYSTROKES]
#include "app/main_window.h"
#include "editing/script_editor.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <vector>

using incursion::studio::MainWindow;
using incursion::studio::ScriptEditor;

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: editor_benchmark FILE [KEYSTROKES]\n");
        return 2;
    }
    const QString path = QFileInfo(QString::fromLocal8Bit(argv[1])).absoluteFilePath();
    const int keystrokes = argc > 2 ? std::max(1, atoi(argv[2])) : 200;

    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QApplication::processEvents();

    QElapsedTimer timer;
    timer.start();
    ScriptEditor* editor = window.openFile(path);
    if (!editor) {
        std::fprintf(stderr, "editor_benchmark: cannot open %s\n", argv[1]);
        return 2;
    }
    editor->viewport()->repaint();
    const double openMs = timer.nsecsElapsed() / 1e6;

    // Type in the middle of the file, where a keystroke changes styles.
    editor->goToLine(editor->lines() / 2);
    std::vector<double> perKey;
    const char* text = "if (x) { EActor->IPrint(\"hot\"); } ";
    for (int i = 0; i < keystrokes; ++i) {
        timer.restart();
        // Sent with its text, as a keyboard would; QTest's char mapping knows no '"'.
        QTest::sendKeyEvent(QTest::Click, editor, Qt::Key_unknown, QString(QChar(text[i % 35])), Qt::NoModifier);
        editor->viewport()->repaint();
        perKey.push_back(timer.nsecsElapsed() / 1e6);
    }
    std::sort(perKey.begin(), perKey.end());
    const double median = perKey[perKey.size() / 2];
    const double worst = perKey.back();
    const double p95 = perKey[perKey.size() * 95 / 100];

    std::printf("file: %s (%lld KB, %d lines)\n", argv[1], static_cast<long long>(QFileInfo(path).size() / 1024),
                editor->lines());
    std::printf("open until highlighted text is painted: %.1f ms (target < 500 ms)\n", openMs);
    std::printf("typing, %d keystrokes (restyle + repaint): median %.2f ms, 95%% %.2f ms, worst %.2f ms "
                "(a 60 Hz frame is 16.7 ms)\n",
                keystrokes, median, p95, worst);
    return 0;
}
