#include "check_command.h"

#include "command_line.h"
#include "resource_counts.h"

#include <cstdio>
#include <string>

namespace incursion::incc {

using namespace script;

namespace {

size_t unresolvedCount(const CheckResult& result)
{
    size_t n = 0;
    for (const ResourceReference& r : result.references)
        n += r.target == nullptr;
    return n;
}

void printSummary(const CheckResult& result)
{
    printResourceCounts(result.countByKind);
    std::printf("Event handlers: %zu\n", result.handlers.size());
    std::printf("Resource references: %zu (%zu unresolved)\n", result.references.size(), unresolvedCount(result));
    std::printf("Files: %zu, macros: %zu\n", result.inclusions.size(), result.macros.size());
}

void printJson(const CheckResult& result)
{
    // Built with += only: GCC 12 reports a false -Wrestrict for "literal" + std::string at -O3.
    std::string out;
    out += "{\n\"diagnostics\": ";
    out += result.diagnostics->formatJson();
    out += ",\n\"resources\": {";
    bool first = true;
    size_t total = 0;
    for (size_t k = 0; k < core::kResourceKindCount; ++k) {
        const size_t n = result.countByKind[k];
        total += n;
        if (!n)
            continue;
        if (!first)
            out += ", ";
        first = false;
        out += '"';
        out += core::resourceKindPlural(static_cast<core::ResourceKind>(k));
        out += "\": ";
        out += std::to_string(n);
    }
    out += "},\n\"total\": ";
    out += std::to_string(total);
    out += ",\n\"handlers\": ";
    out += std::to_string(result.handlers.size());
    out += ",\n\"references\": ";
    out += std::to_string(result.references.size());
    out += ",\n\"unresolvedReferences\": ";
    out += std::to_string(unresolvedCount(result));
    out += ",\n\"errors\": ";
    out += std::to_string(result.diagnostics->errorCount());
    out += ",\n\"warnings\": ";
    out += std::to_string(result.diagnostics->warningCount());
    out += "\n}\n";
    writeText(out, stdout);
}

} // namespace

int runCheck(const Invocation& inv)
{
    const CheckResult result = checkModule(inv.options);
    const Diagnostics& diags = *result.diagnostics;
    if (!result.mainFileRead) {
        std::fprintf(stderr, "incc: cannot read '%s'\n", inv.options.mainFile.c_str());
        return UsageError;
    }
    if (inv.json) {
        printJson(result);
    } else {
        for (const Diagnostic& d : diags.all())
            writeText(diags.formatText(d), stderr);
        if (diags.droppedCount())
            std::fprintf(stderr, "incc: %zu more diagnostics not shown (--max-errors %zu; 0 shows all)\n",
                         diags.droppedCount(), inv.maxErrors);
        if (!inv.quiet)
            printSummary(result);
        std::fflush(stdout);    // the summary before the final count when both go to one pipe
        std::fprintf(stderr, "%zu error%s, %zu warning%s\n", diags.errorCount(), diags.errorCount() == 1 ? "" : "s",
                     diags.warningCount(), diags.warningCount() == 1 ? "" : "s");
    }
    if (inv.timings) {
        const FrontendTimings& t = result.timings;
        std::fprintf(stderr, "timings: preprocess %.3f s, lex %.3f s, parse %.3f s, total %.3f s\n", t.preprocess, t.lex,
                     t.parse, t.preprocess + t.lex + t.parse);
    }
    return diags.errorCount() ? InputErrors : Success;
}

} // namespace incursion::incc
