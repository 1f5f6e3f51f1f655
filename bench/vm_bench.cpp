// Times the script VM on the perf-anchor workloads (../shared/reference/
// perf-anchors/README.md): recursive fib(30), the arithmetic loop, 10M script
// -> host calls and 10M host -> script invocations with 3 arguments and a
// result. Prints CPU ns per unit, the median of several runs, and how long the
// default instruction budget lets `while (1) {}` run. Build Release.
//
//   vm_bench [RUNS]
#include "script/build.h"
#include "vm/interpreter.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

using namespace incursion;

namespace {

const char* const kSource = R"(
system int32 inc(int32 x);

int32 fib(int32 n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }

int32 on_event(int32 kind, int32 x, int32 y) { return kind + x * y; }

int32 host_loop(int32 n) {
  int32 x, i;
  x = 0;
  for (i = 0; i < n; i++) x = inc(x);
  return x;
}

int32 forever(int32 n) { while (1) { } return n; }

int32 arith_loop(int32 n) {
  int32 s, i, r;
  s = 0;
  for (r = 0; r < 4; r++)
    for (i = 1; i <= n; i++) s += (i * i) % 7;
  return s;
}
)";

double cpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// The median CPU time of `runs` runs of `body`, which returns its printed result.
double medianSeconds(int runs, const std::function<long long()>& body, long long& result)
{
    std::vector<double> times;
    for (int r = 0; r < runs; ++r) {
        const double start = cpuSeconds();
        result = body();
        times.push_back(cpuSeconds() - start);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

int32_t hostInc(vm::HostCall& call) { return call.arg(0) + 1; }

} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;

    script::CheckOptions options;
    options.mainFile = "bench.irc";
    options.preprocessor.readFile = [](const std::string& path) -> std::optional<std::string> {
        if (path == "bench.irc")
            return std::string(kSource);
        return std::nullopt;
    };
    const script::BuildResult built = script::buildModule(options);
    if (!built.ok()) {
        for (const script::Diagnostic& d : built.front.diagnostics->all())
            std::fprintf(stderr, "bench.irc: %s\n", d.message.c_str());
        return 1;
    }
    vm::HostApi api;
    api.addGlobalFunction("inc", &hostInc, "int32(int32)");
    const module::ModuleImage* images[] = {&*built.image};
    const vm::LoadResult loaded = vm::Program::load(images, api);
    if (!loaded.program) {
        for (const std::string& e : loaded.errors)
            std::fprintf(stderr, "%s\n", e.c_str());
        return 1;
    }
    vm::Program& program = *loaded.program;
    vm::Limits limits;
    limits.instructionBudget = UINT64_MAX;      // the loops run billions of instructions
    vm::Interpreter vm(program, limits);

    auto call = [&](const char* name, int32_t argument) {
        const vm::Interpreter::Result r = vm.invoke(*program.findFunction(name), {&argument, 1});
        if (!r.ok) {
            std::fprintf(stderr, "%s", vm.lastError()->text().c_str());
            std::exit(1);
        }
        return r.value;
    };

    std::printf("%-34s %14s %12s\n", "benchmark", "result", "ns/unit");
    long long result = 0;

    double s = medianSeconds(runs, [&] { return call("fib", 30); }, result);
    std::printf("%-34s %14lld %12.2f   (per call, 2692537 calls)\n", "a. fib(30)", result, s / 2692537 * 1e9);

    s = medianSeconds(std::min(runs, 3), [&] { return call("arith_loop", 50'000'000); }, result);
    std::printf("%-34s %14lld %12.2f   (per iteration, 32-bit i*i wraps)\n", "b. s += (i*i)%7, 200M", result,
                s / 200e6 * 1e9);

    const int32_t n = 10'000'000;
    s = medianSeconds(runs, [&] { return call("host_loop", n); }, result);
    std::printf("%-34s %14lld %12.2f   (per call, loop included)\n", "c. x = inc(x), 10M", result, s / n * 1e9);

    const vm::LoadedFunction& onEvent = *program.findFunction("on_event");
    s = medianSeconds(runs, [&] {
        long long acc = 0;
        for (int32_t i = 0; i < n; ++i) {
            const int32_t args[3] = {i & 1023, i & 7, 3};
            acc += vm.invoke(onEvent, args).value;
        }
        return acc;
    }, result);
    std::printf("%-34s %14lld %12.2f   (per invocation)\n", "d. on_event(kind,x,y) from C++, 10M", result, s / n * 1e9);

    vm::Interpreter sandboxed(program);     // default limits
    const double start = cpuSeconds();
    const int32_t zero = 0;
    const bool stopped = !sandboxed.invoke(*program.findFunction("forever"), {&zero, 1}).ok;
    std::printf("%-34s %14s %12.1f   (ms until the default budget stops it)\n", "while (1) {}",
                stopped ? "stopped" : "NOT STOPPED", (cpuSeconds() - start) * 1e3);
    return 0;
}
