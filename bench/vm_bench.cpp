// Times the script VM on the five programs of the VM benchmark (bench/vm.sh
// runs the same programs in Lua 5.4, bench/lua/, and compares): recursive
// fib(30), an arithmetic loop, 10M script -> host calls, 10M host -> script
// invocations with 3 arguments and a result, and 1M messages built with a
// formatted number. Prints one line per program, "name result ns_per_op":
// the median CPU time of RUNS runs divided by the program's operations.
// Build it in Release.
//
//   vm_bench [RUNS [NAME]]      NAME: only that program (fib, loop, hostcall, dispatch, message)
#include "script/build.h"
#include "vm/interpreter.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

using namespace incursion;

namespace {

// The loop's inner range stops at 40000 so that i * i stays below 2^31: both
// VMs then compute the same 32-bit sum (Lua's integers are 64-bit).
const char* const kSource = R"(
system int32 inc(int32 x);
system string Str(int32 n);
system int32 strlen(string s);

int32 fib(int32 n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }

int32 arith_loop(int32 repeats) {
  int32 s, i, r;
  s = 0;
  for (r = 0; r < repeats; r++)
    for (i = 1; i <= 40000; i++) s += (i * i) % 7;
  return s;
}

int32 host_loop(int32 n) {
  int32 x, i;
  x = 0;
  for (i = 0; i < n; i++) x = inc(x);
  return x;
}

int32 on_event(int32 kind, int32 x, int32 y) { return kind + x * y; }

int32 messages(int32 n) {
  string who, msg;
  int32 total, i;
  who = "goblin";
  total = 0;
  for (i = 1; i <= n; i++) {
    msg = "The " + who + " hits you for " + Str(i % 100) + " damage.";
    total += strlen(msg);
  }
  return total;
}
)";

// The workloads' sizes; bench/vm.sh gives the Lua side the same ones.
constexpr int32_t kFibN = 30;
constexpr double kFibCalls = 2692537;           // calls made by fib(30)
constexpr int32_t kLoopRepeats = 5000;          // x 40000 iterations
constexpr int32_t kCalls = 10'000'000;
constexpr int32_t kMessages = 1'000'000;

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

// The number as decimal text: the script language has no number formatting of
// its own, so the message benchmark calls this.
int32_t hostStr(vm::HostCall& call)
{
    char text[12];
    const auto end = std::to_chars(text, text + sizeof text, call.arg(0)).ptr;
    return call.makeString({text, size_t(end - text)});
}

int32_t hostStrlen(vm::HostCall& call) { return int32_t(call.string(0).size()); }

} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const std::string only = argc > 2 ? argv[2] : "";
    auto wanted = [&](const char* name) { return only.empty() || only == name; };
    if (!only.empty() && only != "fib" && only != "loop" && only != "hostcall" && only != "dispatch" &&
        only != "message") {
        std::fprintf(stderr, "vm_bench: no program '%s' (fib, loop, hostcall, dispatch, message)\n", only.c_str());
        return 2;
    }

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
    api.addGlobalFunction("Str", &hostStr, "string(int32)");
    api.addGlobalFunction("strlen", &hostStrlen, "int32(string)");
    const module::ModuleImage* images[] = {&*built.image};
    const vm::LoadResult loaded = vm::Program::load(images, api);
    if (!loaded.program) {
        for (const std::string& e : loaded.errors)
            std::fprintf(stderr, "%s\n", e.c_str());
        return 1;
    }
    vm::Program& program = *loaded.program;
    if (program.report().implementedCount() != program.report().imports.size()) {
        std::fprintf(stderr, "%s", program.report().text().c_str());
        return 1;
    }
    vm::Limits limits;
    limits.instructionBudget = UINT64_MAX;      // the loop runs billions of instructions
    vm::Interpreter vm(program, limits);

    auto check = [&](const vm::Interpreter::Result& r) {
        if (!r.ok) {
            std::fprintf(stderr, "%s", vm.lastError()->text().c_str());
            std::exit(1);
        }
        return r.value;
    };
    auto call = [&](const char* name, int32_t argument) {
        return check(vm.invoke(*program.findFunction(name), {&argument, 1}));
    };
    auto report = [](const char* name, long long result, double seconds, double operations) {
        std::printf("%s %lld %.2f\n", name, result, seconds / operations * 1e9);
        std::fflush(stdout);
    };

    long long result = 0;
    double s = 0;
    if (wanted("fib")) {
        s = medianSeconds(runs, [&] { return call("fib", kFibN); }, result);
        report("fib", result, s, kFibCalls);
    }
    if (wanted("loop")) {
        s = medianSeconds(runs, [&] { return call("arith_loop", kLoopRepeats); }, result);
        report("loop", result, s, kLoopRepeats * 40000.0);
    }
    if (wanted("hostcall")) {
        s = medianSeconds(runs, [&] { return call("host_loop", kCalls); }, result);
        report("hostcall", result, s, kCalls);
    }
    if (wanted("dispatch")) {
        // The engine side of an event: the arguments vary so nothing is hoisted.
        const vm::LoadedFunction& onEvent = *program.findFunction("on_event");
        s = medianSeconds(runs, [&] {
            long long sum = 0;
            for (int32_t i = 0; i < kCalls; ++i) {
                const int32_t args[3] = {i & 1023, i & 7, 3};
                sum += check(vm.invoke(onEvent, args));
            }
            return sum;
        }, result);
        report("dispatch", result, s, kCalls);
    }
    if (wanted("message")) {
        s = medianSeconds(runs, [&] { return call("messages", kMessages); }, result);
        report("message", result, s, kMessages);
    }
    return 0;
}
