// The preprocessor: #include with search paths, object- and function-like
// macros, conditionals with full constant expressions, #undef, #error, line
// continuations; `{: ... :}` grids pass through untouched. It works on tokens
// and records, for each token, the macro expansion it came from.
#pragma once

#include "diagnostics.h"
#include "scanner.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace incursion::script {

struct PPToken {
    RawKind kind = RawKind::Other;      // Identifier, Number, String, Char, Grid, Punct, Other
    uint8_t flags = 0;
    SourceLocation loc;
    uint32_t length = 0;
    ExpansionId expansion = 0;
    std::string_view text;              // spelling (points into a source file)

    enum Flag : uint8_t {
        NoExpand = 1,           // not to be macro-expanded (after '$', or painted blue)
        LeadingSpace = 2,
        StartOfLine = 4,
    };
};

struct MacroDefinition {
    std::string_view name;
    SourceLocation loc;                 // the name in the #define
    bool functionLike = false;
    bool variadic = false;
    std::vector<std::string_view> params;
    std::vector<PPToken> body;
};

// Definitions are shared: a macro call being expanded keeps its definition
// alive even if a directive read among its arguments #undefs it.
using MacroTable = std::unordered_map<std::string_view, std::shared_ptr<const MacroDefinition>>;

struct PreprocessorOptions {
    std::vector<std::string> includeDirs;                       // -I, searched in order
    std::vector<std::pair<std::string, std::string>> defines;   // -D NAME[=VALUE]
    std::vector<std::string> preincludes;   // read before the main file, as if it began with #include "each"
    // Reads a file's text; lets the editor substitute unsaved buffers. Default: the disk.
    std::function<std::optional<std::string>(const std::string& path)> readFile;
    size_t maxIncludeDepth = 64;
    // Untrusted input must not hang the compiler: macro expansion stops with an
    // error past this many tokens in all (the original corpus needs under 0.3M),
    // and past this nesting of macro calls inside macro arguments.
    size_t maxExpandedTokens = 5'000'000;
    size_t maxArgumentNesting = 200;
    // Files entered by #include in all (the corpus: 28); a file including
    // another twice at every level would otherwise grow exponentially.
    size_t maxFileEntries = 10'000;
};

// Reads a source file from disk: only regular files (a FIFO or device would
// block or never end) of at most 64 MiB. Tools that overlay unsaved buffers
// fall back to this for everything else.
std::optional<std::string> readSourceFile(const std::string& path);

// Makes a build read `text`, as the file `name`, before its main file: the text
// is served from memory by a wrapper around `options.readFile` (a header that
// exists nowhere on disk, such as the runtime's API).
void preincludeFromMemory(PreprocessorOptions& options, std::string name, std::string text);

// The directories the original compiler always searched, relative to the main
// file's folder: ../inc, ../lib, ./inc, ./lib (those that exist). Tools append
// them after the user's -I directories so a module laid out as the original
// expects (lib/main.irc beside inc/) needs no options.
std::vector<std::string> originalSearchDirectories(const std::string& mainFile);

class Preprocessor {
public:
    Preprocessor(SourceManager& sources, Diagnostics& diags, PreprocessorOptions options);
    ~Preprocessor();

    // Preprocesses `path` (and everything it includes) into one token stream.
    // Returns false if the main file cannot be read.
    bool run(const std::string& path, std::vector<PPToken>& out);

    // Expands `file`, a text already in the source manager (a debugger's
    // expression), with `macros` defined: those a run ended with
    // (CheckResult::macros), whose definitions must outlive this call.
    void expandSnippet(FileId file, const MacroTable& macros, std::vector<PPToken>& out);

    // True when a limit (expansion size, argument nesting) stopped the run: the
    // token stream is then incomplete and not worth lexing or parsing.
    bool stoppedEarly() const;

    // Macros defined at the end of the run (for completion and go-to-definition).
    const MacroTable& macros() const;
    // Every file included, in first-inclusion order, with where it was included from.
    struct Inclusion { FileId file; SourceLocation includedFrom; };
    const std::vector<Inclusion>& inclusions() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace incursion::script
