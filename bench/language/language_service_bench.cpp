// The language service on a large module (by default the original Incursion
// corpus): completion, hover and the diagnostics after a keystroke in one
// file, against the targets (completion and hover <= 50 ms, diagnostics
// <= 100 ms) and the front end's own time for the same module.
//
//   language_service_bench MAIN_FILE FILE LINE_TEXT [RUNS]
//
// FILE is the file typed in (wspells.irh); LINE_TEXT a piece of one of its
// lines that contains `EActor->` (the caret goes right after that arrow).
#include "language/language_service.h"
#include "language/text_position.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace incursion::language;
using Clock = std::chrono::steady_clock;

namespace {

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// This thread's processor time: on a loaded machine the wall time also
// counts the other processes' turns, this does not.
double cpuMilliseconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s MAIN_FILE FILE LINE_TEXT [RUNS]\n", argv[0]);
        return 2;
    }
    const std::string mainFile = argv[1], file = LanguageService::normalizePath(argv[2]), marker = argv[3];
    const int runs = argc > 4 ? std::max(1, std::atoi(argv[4])) : 7;
    std::ifstream in(file, std::ios::binary);
    std::ostringstream read;
    read << in.rdbuf();
    std::string text = read.str();
    const size_t line = text.find(marker);
    const size_t arrow = line == std::string::npos ? line : text.find("EActor->", line);
    if (arrow == std::string::npos) {
        std::fprintf(stderr, "%s: no line with '%s' and EActor-> in it\n", file.c_str(), marker.c_str());
        return 1;
    }

    WorkspaceOptions options;
    options.mainFile = mainFile;
    LanguageService service(options);
    service.openDocument(file, text, 0);
    auto start = Clock::now();
    service.analyze();
    const double firstAnalysis = millisecondsSince(start);
    const size_t errors = service.diagnostics(file).size();

    const TextPositions positions(text, PositionEncoding::Utf16);
    const Position afterArrow = positions.position(static_cast<uint32_t>(arrow + 8));
    const Position onMethod = positions.position(static_cast<uint32_t>(arrow + 9));
    std::vector<double> completion, hover, keystroke, keystrokeCpu, keystrokeAnalysis;
    size_t items = 0, quickCount = 0, fullCount = 0;
    std::string hovered;
    for (int i = 0; i < runs; ++i) {
        start = Clock::now();
        items = service.completion(file, afterArrow).items.size();
        completion.push_back(millisecondsSince(start));

        start = Clock::now();
        const auto h = service.hover(file, onMethod);
        hover.push_back(millisecondsSince(start));
        hovered = h ? h->declaration : "(nothing)";

        // A keystroke: a space added at the end of the line, then the file's
        // diagnostics at once (its front end alone) and after the full analysis.
        text.insert(text.find('\n', arrow), " ");
        start = Clock::now();
        const double cpuStart = cpuMilliseconds();
        service.changeDocument(file, text, i + 1);
        quickCount = service.quickDiagnostics(file).size();
        keystroke.push_back(millisecondsSince(start));
        keystrokeCpu.push_back(cpuMilliseconds() - cpuStart);
        start = Clock::now();
        service.analyze();
        fullCount = service.diagnostics(file).size();
        keystrokeAnalysis.push_back(millisecondsSince(start));
    }
    std::printf("Language service on %s, typing in %s (%d runs, medians)\n", mainFile.c_str(), file.c_str(), runs);
    std::printf("  first analysis (the whole compiler, back end included): %.1f ms, %zu diagnostics in the file\n",
                firstAnalysis, errors);
    std::printf("  completion after EActor-> : %6.2f ms  (%zu items)          target <= 50 ms\n", median(completion),
                items);
    std::printf("  hover on the method       : %6.2f ms  (%s)\n", median(hover), hovered.c_str());
    std::printf("                                                              target <= 50 ms\n");
    std::printf("  diagnostics after a key   : %6.1f ms  (%zu, the file's front end)  target <= 100 ms\n",
                median(keystroke), quickCount);
    std::printf("                              %6.1f ms of processor time (the same, without the other processes' turns)\n",
                median(keystrokeCpu));
    std::printf("  full re-analysis after it : %6.1f ms  (%zu diagnostics, whole module, back end included)\n",
                median(keystrokeAnalysis), fullCount);
    return 0;
}
