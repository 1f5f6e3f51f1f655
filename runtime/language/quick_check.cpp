// The diagnostics of one document right after a keystroke: the front end
// (preprocessor, lexer, parser) over that file's text alone, with the macros
// the latest analysis ended with, so a large module need not be compiled
// again before the squiggles move. The full analysis adds the rest later.
#include "language/queries.h"

#include "script/lexer.h"
#include "script/parser.h"

namespace incursion::language {

std::vector<Diagnostic> quickDiagnosticsOf(const Analysis& analysis, const WorkspaceOptions& options,
                                           const std::string& path, std::string_view text)
{
    script::SourceManager sources;
    script::Diagnostics diagnostics(sources);
    diagnostics.setLimit(1000);
    script::PreprocessorOptions preprocessor = options.preprocessor;
    preprocessor.includeDirs.insert(preprocessor.includeDirs.end(), options.includeDirs.begin(), options.includeDirs.end());
    const script::FileId file = sources.addFile(path, std::string(text));
    script::Preprocessor pp(sources, diagnostics, preprocessor);
    std::vector<script::PPToken> tokens;
    pp.expandSnippet(file, analysis.front().macros, tokens);
    if (!pp.stoppedEarly()) {
        const script::LexedUnit unit = script::Lexer(diagnostics).lex(tokens);
        script::Parser(unit, sources, diagnostics).parseModule();
    }
    diagnostics.sortByLocation();
    return convertDiagnostics(diagnostics, sources, file, path, options.encoding);
}

} // namespace incursion::language
