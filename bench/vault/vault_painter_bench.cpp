// Times the vault painter on a 70×61 grid (the size of the largest vault of
// the original module), offscreen: a pencil stroke across the grid, each
// mouse step handled and what it changed painted; short strokes, each
// committed (written into the text) and its cells painted; a repaint of the
// whole view; every cell drawn again (glyphs toggled to characters); and, for
// information, how long the background rebuild (module build and
// validation) takes to arrive after a stroke. Prints each figure beside the
// 4 ms target a stroke must meet.
//
//   vault_painter_bench [STEPS]
#include "editing/script_editor.h"
#include "vault/vault_document.h"
#include "vault/vault_painter.h"
#include "vault/vault_view.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMouseEvent>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace incursion::studio;

namespace {

constexpr double kTargetMs = 4.0;
constexpr int kWidth = 70;
constexpr int kHeight = 61;

// A Region with a 70×61 grid: a skin, a hall of pillars, a door, a few monsters.
QByteArray bigRegion()
{
    QByteArray text = "Region \"Great Hall\" : RF_ROOM\n  {\n    Flags: RF_NOGEN;\n    Grid: {:\n";
    for (int y = 0; y < kHeight; ++y) {
        QByteArray row;
        for (int x = 0; x < kWidth; ++x) {
            const bool edge = x == 0 || y == 0 || x == kWidth - 1 || y == kHeight - 1;
            if (edge)
                row += x == kWidth / 2 && y == kHeight - 1 ? '+' : '%';
            else if (x % 6 == 3 && y % 6 == 3)
                row += '#';
            else if (x % 17 == 8 && y % 13 == 6)
                row += '1';
            else
                row += '.';
        }
        text += "      " + row + "\n";
    }
    text += "    :};\n  }\n";
    return text;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

void send(QWidget* widget, QEvent::Type type, QPoint at)
{
    QMouseEvent event(type, QPointF(at), QPointF(widget->mapToGlobal(at)),
                      type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton,
                      type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(widget, &event);
}

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int steps = argc > 1 ? std::max(10, atoi(argv[1])) : 400;

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hall.irc"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write("Module \"Bench\";\n\n" + bigRegion()) < 0) {
            std::fprintf(stderr, "vault_painter_bench: cannot write %s\n", qPrintable(path));
            return 2;
        }
    }
    ScriptEditor editor;
    if (!editor.load(path)) {
        std::fprintf(stderr, "vault_painter_bench: cannot open %s\n", qPrintable(path));
        return 2;
    }
    VaultDocument document(&editor, QStringLiteral("Great Hall"), [path] {
        CompileInput input;
        input.mainFile = path;
        return input;
    });
    if (document.width() != kWidth || document.height() != kHeight) {
        std::fprintf(stderr, "vault_painter_bench: the grid did not read: %s\n", qPrintable(document.error()));
        return 2;
    }
    VaultPainter painter(&document);
    VaultView* view = painter.view();
    // Big enough to show every cell: each redraw covers the whole grid.
    painter.resize(view->sizeHint() + QSize(400, 200));
    painter.show();
    QApplication::processEvents();

    // Full redraws of the grid: every cell drawn again (the raw characters
    // toggled on and off), and a repaint of the whole view as it is.
    QElapsedTimer timer;
    std::vector<double> rendered, full;
    for (int i = 0; i < 20; ++i) {
        timer.restart();
        painter.showCharactersAction()->trigger();
        view->repaint();
        rendered.push_back(timer.nsecsElapsed() / 1e6);
    }
    for (int i = 0; i < 50; ++i) {
        timer.restart();
        view->repaint();
        full.push_back(timer.nsecsElapsed() / 1e6);
    }

    // A pencil stroke zigzagging over the grid: per step, the mouse event
    // and the paint of what it changed (the pending update, flushed now).
    view->setBrush('#');
    std::vector<double> perStep;
    send(view, QEvent::MouseButtonPress, view->cellRect(1, 1).center());
    QApplication::processEvents();
    for (int i = 0; i < steps; ++i) {
        const int x = 1 + (i * 7) % (kWidth - 2);
        const int y = 1 + (i / 3) % (kHeight - 2);
        timer.restart();
        send(view, QEvent::MouseMove, view->cellRect(x, y).center());
        QApplication::processEvents();
        perStep.push_back(timer.nsecsElapsed() / 1e6);
    }
    send(view, QEvent::MouseButtonRelease, view->cellRect(1, 1).center());
    QApplication::processEvents();
    const bool written = editor.isUndoAvailable();
    while (document.isRebuilding())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);

    // Short strokes one after the other, as a user paints: press, four
    // steps, release (the edit written into the text), and the paint of what
    // changed; the rebuild runs behind them.
    std::vector<double> perStroke;
    for (int i = 0; i < 40; ++i) {
        const int x = 2 + (i * 11) % (kWidth - 8), y = 2 + (i * 5) % (kHeight - 4);
        view->setBrush(i % 2 ? '.' : '#');
        timer.restart();
        send(view, QEvent::MouseButtonPress, view->cellRect(x, y).center());
        for (int step = 1; step <= 4; ++step)
            send(view, QEvent::MouseMove, view->cellRect(x + step, y).center());
        send(view, QEvent::MouseButtonRelease, view->cellRect(x + 4, y).center());
        QApplication::processEvents();
        perStroke.push_back(timer.nsecsElapsed() / 1e6);
    }
    timer.restart();
    while (document.isRebuilding())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    const double settleMs = timer.nsecsElapsed() / 1e6;
    timer.restart();
    document.applyCells({{{4, 4}, document.at(4, 4) == '#' ? '.' : '#'}});
    const double editMs = timer.nsecsElapsed() / 1e6;
    while (document.isRebuilding())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    const double rebuildMs = timer.nsecsElapsed() / 1e6;

    const double fullMs = median(full);
    const double renderMs = median(rendered);
    const double stepMs = median(perStep);
    const double worstStep = *std::max_element(perStep.begin(), perStep.end());
    const double strokeMs = median(perStroke);
    const double worstStroke = *std::max_element(perStroke.begin(), perStroke.end());
    std::printf("vault painter, %dx%d grid, offscreen, %d stroke steps\n", kWidth, kHeight, steps);
    std::printf("  stroke step (mouse + redraw), median   %7.3f ms   target %.0f ms   %s\n", stepMs, kTargetMs,
                stepMs < kTargetMs ? "ok" : "OVER");
    std::printf("  stroke step, worst                     %7.3f ms\n", worstStep);
    std::printf("  short stroke (press, 4 steps, release, paint), median  %7.3f ms   target %.0f ms   %s\n",
                strokeMs, kTargetMs, strokeMs < kTargetMs ? "ok" : "OVER");
    std::printf("  short stroke, worst                    %7.3f ms\n", worstStroke);
    std::printf("  repaint of the whole view, median      %7.3f ms   (a stroke no longer does this)\n", fullMs);
    std::printf("  every cell drawn again, median         %7.3f ms   (glyphs <-> characters)\n", renderMs);
    std::printf("  an edit returns after                  %7.3f ms   (written into the text)%s\n", editMs,
                written ? "" : "  (nothing written!)");
    std::printf("  its rebuild arrives after              %7.1f ms   (background: build and validation)\n",
                rebuildMs);
    std::printf("  the 40 strokes' rebuilds settled after %7.1f ms   (stale ones dropped)\n", settleMs);
    return written ? 0 : 1;
}
