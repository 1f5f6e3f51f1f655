#include "build_command.h"

#include "command_line.h"
#include "module/module_file.h"
#include "module/module_verifier.h"
#include "resource_counts.h"
#include "script/build.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

namespace incursion::incc {

using namespace script;

namespace {

// Make's escaping of a file name in a rule (as gcc writes it).
std::string makeEscaped(std::string_view path)
{
    std::string out;
    for (char c : path) {
        if (c == ' ' || c == '#')
            out += '\\';
        else if (c == '$')
            out += '$';
        out += c;
    }
    return out;
}

std::string dependencyRule(const std::string& target, const CheckResult& front, const std::string& mainFile)
{
    std::string rule = makeEscaped(target) + ":";
    size_t column = rule.size();
    auto add = [&](std::string_view path) {
        const std::string escaped = makeEscaped(path);
        if (column + 1 + escaped.size() > 78) {
            rule += " \\\n ";
            column = 1;
        }
        rule += ' ';
        rule += escaped;
        column += 1 + escaped.size();
    };
    add(mainFile);
    for (const Preprocessor::Inclusion& inclusion : front.inclusions)
        add(front.sources->path(inclusion.file));
    rule += '\n';
    return rule;
}

// Writes `bytes` to `path` through a temporary file in the same folder and a
// rename, so a failed build never leaves a truncated module behind.
bool writeFileAtomically(const std::string& path, std::string_view bytes, std::string& error)
{
    const std::string temporary = path + ".tmp";
    std::FILE* f = std::fopen(temporary.c_str(), "wb");
    if (!f) {
        error = std::strerror(errno);
        return false;
    }
    const bool written = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
    const bool closed = std::fclose(f) == 0;
    if (!written || !closed) {
        error = "write failed";
        std::remove(temporary.c_str());
        return false;
    }
    std::error_code ec;
    std::filesystem::rename(temporary, path, ec);
    if (ec) {
        error = ec.message();
        std::remove(temporary.c_str());
        return false;
    }
    return true;
}

std::string defaultOutput(const std::string& mainFile)
{
    return std::filesystem::path(mainFile).stem().string() + ".mod";
}

} // namespace

int runBuild(const Invocation& inv)
{
    const BuildResult result = buildModule(inv.options);
    const CheckResult& front = result.front;
    const Diagnostics& diags = *front.diagnostics;
    if (!front.mainFileRead) {
        std::fprintf(stderr, "incc: cannot read '%s'\n", inv.options.mainFile.c_str());
        return UsageError;
    }
    const std::string output = inv.output.empty() ? defaultOutput(inv.options.mainFile) : inv.output;

    if (!inv.dependencyFile.empty() || inv.dependenciesOnly) {
        const std::string rule = dependencyRule(output, front, inv.options.mainFile);
        if (inv.dependencyFile.empty()) {
            writeText(rule, stdout);
        } else if (std::string error; !writeFileAtomically(inv.dependencyFile, rule, error)) {
            std::fprintf(stderr, "incc: cannot write '%s': %s\n", inv.dependencyFile.c_str(), error.c_str());
            return UsageError;
        }
    }

    for (const Diagnostic& d : diags.all())
        writeText(diags.formatText(d), stderr);
    if (diags.droppedCount())
        std::fprintf(stderr, "incc: %zu more diagnostics not shown (--max-errors %zu; 0 shows all)\n",
                     diags.droppedCount(), inv.maxErrors);

    int status = diags.errorCount() ? InputErrors : Success;
    if (result.image && !inv.dependenciesOnly) {
        // The compiler's output must pass the loader's checks; if it does not,
        // that is a compiler bug, and no module is written.
        if (const std::optional<module::FormatError> problem = module::verifyImage(*result.image)) {
            std::fprintf(stderr, "incc: internal compiler error: the module fails verification: %s\n",
                         problem->describe().c_str());
            return InputErrors;
        }
        const std::string bytes = module::writeModule(*result.image);
        if (std::string error; !writeFileAtomically(output, bytes, error)) {
            std::fprintf(stderr, "incc: cannot write '%s': %s\n", output.c_str(), error.c_str());
            return UsageError;
        }
        if (!inv.quiet) {
            const module::ModuleImage& image = *result.image;
            std::printf("%s: module \"%s\", %zu resources, %zu functions, %zu bytes\n", output.c_str(),
                        image.name.c_str(), image.resources.size(), image.functions.size(), bytes.size());
            std::printf("External references: %zu", image.externals.size());
            for (size_t i = 0; i < image.prerequisites.size(); ++i)
                std::printf("%s%s", i ? ", " : " (resolved when linked with: ", image.prerequisites[i].c_str());
            std::printf("%s\n", image.prerequisites.empty() ? "" : ")");
        }
    }
    std::fflush(stdout);
    std::fprintf(stderr, "%zu error%s, %zu warning%s\n", diags.errorCount(), diags.errorCount() == 1 ? "" : "s",
                 diags.warningCount(), diags.warningCount() == 1 ? "" : "s");
    if (inv.timings) {
        const FrontendTimings& t = front.timings;
        std::fprintf(stderr, "timings: preprocess %.3f s, lex %.3f s, parse %.3f s, generate %.3f s, total %.3f s\n",
                     t.preprocess, t.lex, t.parse, result.timings.generate,
                     result.timings.check + result.timings.generate);
    }
    return status;
}

} // namespace incursion::incc
