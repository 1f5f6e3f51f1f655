#include "frontend.h"

#include "module_summary.h"
#include "parser.h"

#include <algorithm>
#include <chrono>

namespace incursion::script {
namespace {

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

CheckResult checkModule(const CheckOptions& options)
{
    CheckResult result;
    result.sources = std::make_unique<SourceManager>();
    result.diagnostics = std::make_unique<Diagnostics>(*result.sources);
    result.diagnostics->setLimit(options.diagnosticLimit);

    auto report = [&](std::string_view phase, int percent) {
        if (options.progress)
            options.progress(phase, percent);
    };
    report("Preprocessing", 0);
    auto start = std::chrono::steady_clock::now();
    Preprocessor preprocessor(*result.sources, *result.diagnostics, options.preprocessor);
    std::vector<PPToken> preprocessed;
    result.mainFileRead = preprocessor.run(options.mainFile, preprocessed);
    result.macros = preprocessor.macros();
    result.inclusions = preprocessor.inclusions();
    result.timings.preprocess = secondsSince(start);
    if (!result.mainFileRead || preprocessor.stoppedEarly()) {
        // Nothing sensible to lex or parse: keep just the preprocessor's diagnostics.
        result.module = std::make_unique<ast::Module>();
        return result;
    }

    report("Lexing", 55);
    start = std::chrono::steady_clock::now();
    result.lexed = Lexer(*result.diagnostics).lex(preprocessed);
    result.timings.lex = secondsSince(start);

    report("Parsing", 75);
    start = std::chrono::steady_clock::now();
    result.module = Parser(result.lexed, *result.sources, *result.diagnostics).parseModule();
    result.timings.parse = secondsSince(start);

    summarizeModule(*result.module, result.lexed, *result.sources, result.resources, result.handlers,
                    result.countByKind);
    result.resourceIndex = std::make_unique<ResourceIndex>(*result.module, result.lexed);
    const auto& decls = result.module->declarations;
    const bool hasPrerequisites = std::any_of(decls.begin(), decls.end(), [](const ast::Decl* d) {
        return d->kind == ast::DeclKind::Requires;
    });
    result.references = resolveResourceReferences(result.lexed, *result.resourceIndex, *result.diagnostics,
                                                  hasPrerequisites);
    result.diagnostics->sortByLocation();
    return result;
}

} // namespace incursion::script
