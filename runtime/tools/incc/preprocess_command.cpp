#include "preprocess_command.h"

#include "command_line.h"

#include <cstdio>
#include <string>

namespace incursion::incc {

using namespace script;

int runPreprocess(const Invocation& inv)
{
    SourceManager sources;
    Diagnostics diags(sources);
    Preprocessor preprocessor(sources, diags, inv.options.preprocessor);
    std::vector<PPToken> tokens;
    const bool read = preprocessor.run(inv.options.mainFile, tokens);

    // Tokens are written with the line breaks and spacing they had, and a
    // `#line "file" N` marker wherever the output jumps to another place.
    std::string out;
    FileId currentFile = 0;
    uint32_t currentLine = 0;
    for (const PPToken& t : tokens) {
        const SourceLocation at = sources.outermostUse(t.loc, t.expansion);
        const uint32_t line = sources.lineColumn(at).line;
        if (at.file != currentFile || line < currentLine || line > currentLine + 8) {
            if (!out.empty())
                out += '\n';
            out += "#line \"" + std::string(sources.path(at.file)) + "\" " + std::to_string(line) + "\n";
            currentFile = at.file;
            currentLine = line;
        } else if (line > currentLine) {
            out.append(line - currentLine, '\n');
            currentLine = line;
        } else if (t.flags & PPToken::LeadingSpace) {
            out += ' ';
        }
        out += t.text;
        for (char c : t.text)
            currentLine += c == '\n';
    }
    out += '\n';
    writeText(out, stdout);
    for (const Diagnostic& d : diags.all())
        writeText(diags.formatText(d), stderr);
    if (!read)
        return UsageError;
    return diags.errorCount() ? InputErrors : Success;
}

} // namespace incursion::incc
