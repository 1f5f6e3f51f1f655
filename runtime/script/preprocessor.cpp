#include "preprocessor.h"

#include "preprocessor_expression.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unordered_set>

namespace incursion::script {

namespace fs = std::filesystem;

namespace {

bool sameBody(const std::vector<PPToken>& a, const std::vector<PPToken>& b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i].text != b[i].text || ((a[i].flags ^ b[i].flags) & PPToken::LeadingSpace && i > 0))
            return false;
    return true;
}

} // namespace

struct Preprocessor::Impl {
    SourceManager& sources;
    Diagnostics& diags;
    PreprocessorOptions options;

    struct Conditional {
        SourceLocation loc;
        bool parentActive;  // the enclosing region emits tokens
        bool taken;         // some branch of this #if chain was taken
        bool active;        // the current branch emits tokens
        bool seenElse;
    };
    struct OpenFile {
        FileId file;
        Scanner scanner;
        size_t conditionalDepth;    // conditionals open when the file was entered
    };
    // A list of tokens read before the file: macro expansions being rescanned,
    // or tokens pushed back. While it is being read its macro is disabled.
    struct Pending {
        std::vector<PPToken> tokens;
        size_t next = 0;
        std::string_view disabledMacro;     // empty for plain push-backs
    };

    MacroTable macros;
    std::vector<Inclusion> inclusions;
    std::unordered_set<FileId> includedOnce;
    std::vector<OpenFile> files;
    std::vector<Conditional> conditionals;
    std::vector<Pending> pending;
    std::unordered_map<std::string_view, int> disabled;   // macro name -> nesting count
    std::deque<std::string> ownedStrings;                  // spellings made up by the preprocessor
    bool pendingLeadingSpace = false;
    bool pendingStartOfLine = true;
    size_t expandedTokens = 0;      // tokens produced by macro expansion so far
    size_t argumentNesting = 0;     // expandArgument() calls in progress
    size_t fileEntries = 0;         // files entered by #include so far
    size_t pendingFloor = 0;        // while expanding an argument: its list's index + 1
    bool stopped = false;           // a limit was hit: no more input is read
    PPToken currentMacroUse;        // the macro being expanded, for limit messages

    Impl(SourceManager& s, Diagnostics& d, PreprocessorOptions o) : sources(s), diags(d), options(std::move(o))
    {
        if (!options.readFile)
            options.readFile = readSourceFile;
    }

    bool active() const { return conditionals.empty() || conditionals.back().active; }

    void error(const PPToken& at, std::string message)
    {
        diags.report(Severity::Error, at.loc, at.length, at.expansion, std::move(message));
    }
    void warning(const PPToken& at, std::string message)
    {
        diags.report(Severity::Warning, at.loc, at.length, at.expansion, std::move(message));
    }

    PPToken makeToken(const RawToken& raw, FileId file)
    {
        PPToken t;
        t.kind = raw.kind;
        t.loc = {file, raw.offset};
        t.length = raw.length;
        t.text = sources.text(file).substr(raw.offset, raw.length);
        return t;
    }

    std::string_view own(std::string s)
    {
        ownedStrings.push_back(std::move(s));
        return ownedStrings.back();
    }

    // ---- files ---------------------------------------------------------------

    std::optional<FileId> loadFile(const std::string& path)
    {
        const std::string normal = fs::path(path).lexically_normal().string();
        if (FileId existing = sources.findFile(normal))
            return existing;
        std::optional<std::string> text = options.readFile(normal);
        if (!text)
            return std::nullopt;
        return sources.addFile(normal, std::move(*text));
    }

    void enterFile(FileId file, SourceLocation includedFrom)
    {
        if (includedOnce.insert(file).second)
            inclusions.push_back({file, includedFrom});
        files.push_back({file, Scanner(sources.text(file)), conditionals.size()});
        pendingStartOfLine = true;
    }

    void leaveFile()
    {
        OpenFile& f = files.back();
        while (conditionals.size() > f.conditionalDepth) {
            PPToken at;
            at.loc = conditionals.back().loc;
            at.length = 1;
            error(at, "unterminated conditional directive: missing #endif");
            conditionals.pop_back();
        }
        files.pop_back();
        pendingStartOfLine = true;
    }

    // The next raw token of the current file that is not whitespace or a comment.
    // Returns false at the end of the file.
    bool nextRaw(OpenFile& f, RawToken& raw)
    {
        for (;;) {
            if (f.scanner.atEnd())
                return false;
            raw = f.scanner.next();
            switch (raw.kind) {
            case RawKind::Whitespace:
            case RawKind::LineComment:
            case RawKind::BlockComment:
                pendingLeadingSpace = true;
                continue;
            case RawKind::Newline:
                pendingLeadingSpace = true;
                pendingStartOfLine = true;
                continue;
            default:
                return true;
            }
        }
    }

    // The rest of a directive line as tokens (comments dropped).
    std::vector<PPToken> readDirectiveLine(OpenFile& f)
    {
        std::vector<PPToken> line;
        bool space = false;
        while (!f.scanner.atEnd()) {
            RawToken raw = f.scanner.next();
            if (raw.kind == RawKind::Newline)
                break;
            if (raw.kind == RawKind::Whitespace || raw.kind == RawKind::LineComment || raw.kind == RawKind::BlockComment) {
                space = true;
                continue;
            }
            PPToken t = makeToken(raw, f.file);
            if (raw.kind == RawKind::Directive)
                t.kind = RawKind::Punct;  // a '#' inside a directive line is just a token
            if (space)
                t.flags |= PPToken::LeadingSpace;
            space = false;
            if (raw.kind == RawKind::Unterminated)
                reportUnterminated(t);
            line.push_back(t);
        }
        pendingStartOfLine = true;
        pendingLeadingSpace = true;
        return line;
    }

    void reportUnterminated(const PPToken& t)
    {
        PPToken at = t;
        at.length = 1;
        if (t.text.starts_with("/*"))
            error(at, "unterminated comment: '/*' has no closing '*/'");
        else if (t.text.starts_with("{:"))
            error(at, "unterminated map grid: '{:' has no closing ':}'");
        else
            error(at, "unterminated string literal: missing closing '\"'");
    }

    // ---- the token stream after directives and conditionals ----------------

    // Next token from the files (directives processed, inactive regions skipped).
    bool nextFromFiles(PPToken& out)
    {
        while (!files.empty() && !stopped) {
            OpenFile& f = files.back();
            RawToken raw;
            if (!nextRaw(f, raw)) {
                leaveFile();
                continue;
            }
            if (raw.kind == RawKind::Directive) {
                PPToken hash = makeToken(raw, f.file);
                std::vector<PPToken> line = readDirectiveLine(f);
                handleDirective(hash, line);
                continue;
            }
            if (!active())
                continue;
            out = makeToken(raw, f.file);
            if (raw.kind == RawKind::Unterminated) {
                reportUnterminated(out);
                continue;
            }
            if (pendingLeadingSpace)
                out.flags |= PPToken::LeadingSpace;
            if (pendingStartOfLine)
                out.flags |= PPToken::StartOfLine;
            pendingLeadingSpace = pendingStartOfLine = false;
            return true;
        }
        return false;
    }

    // Next token from pending lists (macro expansions) or the files.
    bool nextToken(PPToken& out)
    {
        if (stopped)
            return false;
        while (!pending.empty()) {
            Pending& p = pending.back();
            if (p.next < p.tokens.size()) {
                out = p.tokens[p.next++];
                return true;
            }
            // An argument being pre-expanded ends with its own tokens: never read
            // on into the expansion that encloses it.
            if (pending.size() <= pendingFloor)
                return false;
            popPending();
        }
        return nextFromFiles(out);
    }

    void popPending()
    {
        Pending& p = pending.back();
        if (!p.disabledMacro.empty()) {
            auto it = disabled.find(p.disabledMacro);
            if (it != disabled.end() && --it->second == 0)
                disabled.erase(it);
        }
        pending.pop_back();
    }

    void pushBack(const PPToken& t)
    {
        if (!pending.empty() && pending.back().disabledMacro.empty() && pending.back().next > 0) {
            pending.back().tokens[--pending.back().next] = t;
            return;
        }
        pending.push_back({{t}, 0, {}});
    }

    void pushExpansion(std::vector<PPToken> tokens, std::string_view macro)
    {
        ++disabled[macro];
        pending.push_back({std::move(tokens), 0, macro});
    }

    // ---- macro expansion -----------------------------------------------------

    // Produces the next fully expanded token. Returns false at the end of input.
    bool nextExpanded(PPToken& out, bool& previousWasDollar)
    {
        for (;;) {
            if (!nextToken(out))
                return false;
            const bool afterDollar = previousWasDollar && !(out.flags & PPToken::LeadingSpace);
            previousWasDollar = out.kind == RawKind::Punct && out.text == "$";
            if (out.kind != RawKind::Identifier || (out.flags & PPToken::NoExpand))
                return true;
            if (afterDollar) {
                // `$name` is one word to the original preprocessor: never expanded.
                out.flags |= PPToken::NoExpand;
                return true;
            }
            if (tryExpand(out))
                continue;
            return true;
        }
    }

    // If `name` is a macro invocation, pushes its expansion and returns true.
    bool tryExpand(PPToken& name)
    {
        if (name.text == "__LINE__" || name.text == "__FILE__") {
            const SourceLocation use = sources.outermostUse(name.loc, name.expansion);
            PPToken t = name;
            if (name.text == "__LINE__") {
                t.kind = RawKind::Number;
                t.text = own(std::to_string(sources.lineColumn(use).line));
            } else {
                t.kind = RawKind::String;
                t.text = own("\"" + std::string(sources.path(use.file)) + "\"");
            }
            pushBack(t);
            return true;
        }
        auto it = macros.find(name.text);
        if (it == macros.end())
            return false;
        currentMacroUse = name;
        if (disabled.count(name.text)) {
            name.flags |= PPToken::NoExpand;    // painted: stays unexpanded for good
            return false;
        }
        // Reading a function-like macro's arguments may run directives (#undef,
        // #define) that change the table; holding the definition keeps it alive.
        const std::shared_ptr<const MacroDefinition> definition = it->second;
        const MacroDefinition& macro = *definition;
        std::vector<std::vector<PPToken>> args;
        PPToken closingParen;
        if (macro.functionLike) {
            PPToken open;
            if (!nextToken(open))
                return false;
            if (open.kind != RawKind::Punct || open.text != "(") {
                pushBack(open);
                return false;
            }
            if (!collectArguments(name, macro, args, closingParen))
                return true;    // error reported; the invocation is dropped
        }
        std::vector<std::optional<std::vector<PPToken>>> expandedArgs(args.size());   // each expanded once
        // The use spans the name and, for a call, up to its ')' when that is in the same place.
        uint32_t useLength = name.length;
        if (macro.functionLike && closingParen.loc.file == name.loc.file && closingParen.expansion == name.expansion
            && closingParen.loc.offset > name.loc.offset)
            useLength = closingParen.loc.offset + closingParen.length - name.loc.offset;
        const ExpansionId id = sources.addExpansion({macro.name, name.loc, macro.loc, name.expansion, useLength});
        std::vector<PPToken> result;
        result.reserve(macro.body.size());
        for (size_t i = 0; i < macro.body.size(); ++i) {
            const PPToken& b = macro.body[i];
            int param = -1;
            if (macro.functionLike && b.kind == RawKind::Identifier)
                param = parameterIndex(macro, b.text);
            if (param >= 0) {
                const auto index = static_cast<size_t>(param);
                if (!expandedArgs[index]) {
                    expandedArgs[index] = expandArgument(args[index]);
                    if (stopped)
                        return true;
                }
                const std::vector<PPToken>& expanded = *expandedArgs[index];
                for (size_t k = 0; k < expanded.size(); ++k) {
                    PPToken t = expanded[k];
                    if (k == 0)
                        t.flags = static_cast<uint8_t>((t.flags & ~PPToken::LeadingSpace) | (b.flags & PPToken::LeadingSpace));
                    if (!t.expansion)
                        t.expansion = 0;    // spelled at the use site: keep pointing there
                    result.push_back(t);
                }
                continue;
            }
            PPToken t = b;
            t.expansion = id;
            t.flags &= static_cast<uint8_t>(~PPToken::StartOfLine);
            result.push_back(t);
        }
        if (!result.empty()) {
            result.front().flags = static_cast<uint8_t>((result.front().flags & ~(PPToken::LeadingSpace | PPToken::StartOfLine))
                                                        | (name.flags & (PPToken::LeadingSpace | PPToken::StartOfLine)));
        }
        if (!chargeExpansion(result.size()))
            return true;
        pushExpansion(std::move(result), macro.name);
        return true;
    }

    // Counts tokens made or copied by macro expansion against the budget; past
    // it, reports once and stops preprocessing.
    bool chargeExpansion(size_t tokens)
    {
        if (stopped)
            return false;
        expandedTokens += tokens;
        if (expandedTokens > options.maxExpandedTokens) {
            error(currentMacroUse, "macro expansion produced more than " + std::to_string(options.maxExpandedTokens)
                                       + " tokens while expanding '" + std::string(currentMacroUse.text)
                                       + "': does a macro expand exponentially? Preprocessing stopped here");
            stopped = true;
            return false;
        }
        return true;
    }

    static int parameterIndex(const MacroDefinition& macro, std::string_view name)
    {
        for (size_t i = 0; i < macro.params.size(); ++i)
            if (macro.params[i] == name)
                return static_cast<int>(i);
        if (macro.variadic && name == "__VA_ARGS__")
            return static_cast<int>(macro.params.size());
        return -1;
    }

    bool collectArguments(const PPToken& name, const MacroDefinition& macro, std::vector<std::vector<PPToken>>& args,
                          PPToken& closingParen)
    {
        args.emplace_back();
        int depth = 0;
        PPToken t;
        const size_t named = macro.params.size();
        for (;;) {
            if (!nextToken(t)) {
                error(name, "unterminated argument list invoking macro '" + std::string(name.text) + "'");
                return false;
            }
            if (t.kind == RawKind::Punct) {
                if (t.text == "(") {
                    ++depth;
                } else if (t.text == ")") {
                    if (depth == 0) {
                        closingParen = t;
                        break;
                    }
                    --depth;
                } else if (t.text == "," && depth == 0 && !(macro.variadic && args.size() > named)) {
                    args.emplace_back();
                    continue;
                }
            }
            args.back().push_back(t);
        }
        const size_t expected = named + (macro.variadic ? 1 : 0);
        if (args.size() == 1 && args[0].empty() && expected == 0)
            args.clear();
        if (macro.variadic && args.size() == named)
            args.emplace_back();
        if (args.size() != expected) {
            error(name, "macro '" + std::string(name.text) + "' takes " + std::to_string(named)
                            + (named == 1 ? " argument" : " arguments") + ", but " + std::to_string(args.size())
                            + (args.size() == 1 ? " was" : " were") + " given");
            return false;
        }
        return true;
    }

    // Arguments are fully expanded before substitution, in the context of the use.
    std::vector<PPToken> expandArgument(const std::vector<PPToken>& arg)
    {
        std::vector<PPToken> out;
        if (arg.empty() || stopped || !chargeExpansion(arg.size()))
            return out;
        if (argumentNesting >= options.maxArgumentNesting) {
            error(arg.front(), "macro calls nested more than " + std::to_string(options.maxArgumentNesting)
                                   + " deep inside macro arguments");
            stopped = true;
            return out;
        }
        ++argumentNesting;
        // Read the argument through the same machinery, isolated from the files
        // and (by the floor) from the expansion around it.
        std::vector<OpenFile> savedFiles;
        savedFiles.swap(files);
        const size_t savedFloor = pendingFloor;
        const size_t base = pending.size();
        pending.push_back({arg, 0, {}});
        pendingFloor = base + 1;
        bool previousWasDollar = false;
        PPToken t;
        while (nextExpanded(t, previousWasDollar))
            out.push_back(t);
        while (pending.size() > base)
            popPending();
        pendingFloor = savedFloor;
        files.swap(savedFiles);
        --argumentNesting;
        return out;
    }

    // ---- directives ------------------------------------------------------------

    void handleDirective(const PPToken& hash, std::vector<PPToken>& line)
    {
        if (line.empty())
            return;     // the null directive
        const PPToken& name = line.front();
        const std::string_view directive = name.text;
        const bool isConditional = directive == "if" || directive == "ifdef" || directive == "ifndef"
            || directive == "elif" || directive == "else" || directive == "endif";
        if (!active() && !isConditional)
            return;
        std::span<PPToken> rest(line.data() + 1, line.size() - 1);

        if (directive == "define")
            define(name, rest);
        else if (directive == "undef")
            undefine(name, rest);
        else if (directive == "include")
            include(hash, name, rest);
        else if (directive == "if")
            openConditional(name, active() && evaluate(name, rest));
        else if (directive == "ifdef" || directive == "ifndef") {
            bool value = false;
            if (rest.empty() || rest.front().kind != RawKind::Identifier)
                error(name, "#" + std::string(directive) + " needs a macro name");
            else
                value = macros.count(rest.front().text) != 0;
            openConditional(name, active() && (directive == "ifdef" ? value : !value));
        } else if (directive == "elif") {
            if (conditionals.empty() || conditionals.back().seenElse) {
                error(name, conditionals.empty() ? "#elif without #if" : "#elif after #else");
                return;
            }
            Conditional& c = conditionals.back();
            if (c.taken) {
                c.active = false;
            } else {
                c.active = c.parentActive && evaluate(name, rest);
                c.taken = c.active;
            }
        } else if (directive == "else") {
            if (conditionals.empty() || conditionals.back().seenElse) {
                error(name, conditionals.empty() ? "#else without #if" : "#else after #else");
                return;
            }
            Conditional& c = conditionals.back();
            c.seenElse = true;
            c.active = c.parentActive && !c.taken;
            c.taken = true;
        } else if (directive == "endif") {
            if (conditionals.size() <= (files.empty() ? 0 : files.back().conditionalDepth)) {
                error(name, "#endif without #if");
                return;
            }
            conditionals.pop_back();
        } else if (directive == "error" || directive == "warning") {
            std::string message = restOfLineText(rest);
            if (directive == "error")
                error(name, "#error " + message);
            else
                warning(name, "#warning " + message);
        } else if (directive == "line" || directive == "pragma") {
            // Origins are tracked exactly, so #line is not needed; pragmas have no meaning here.
        } else {
            error(name, "unknown preprocessor directive '#" + std::string(directive) + "'");
        }
    }

    std::string restOfLineText(std::span<PPToken> rest)
    {
        if (rest.empty())
            return {};
        const PPToken& first = rest.front();
        const PPToken& last = rest.back();
        std::string_view text = sources.text(first.loc.file);
        return std::string(text.substr(first.loc.offset, last.loc.offset + last.length - first.loc.offset));
    }

    void openConditional(const PPToken& at, bool value)
    {
        const bool parent = active();
        conditionals.push_back({at.loc, parent, value, value, false});
    }

    void define(const PPToken& directive, std::span<PPToken> rest)
    {
        if (rest.empty() || rest.front().kind != RawKind::Identifier) {
            error(rest.empty() ? directive : rest.front(), "#define needs a macro name");
            return;
        }
        MacroDefinition m;
        m.name = rest.front().text;
        m.loc = rest.front().loc;
        size_t i = 1;
        if (i < rest.size() && rest[i].text == "(" && !(rest[i].flags & PPToken::LeadingSpace)) {
            m.functionLike = true;
            ++i;
            if (!parseParameters(m, rest, i))
                return;
        }
        m.body.assign(rest.begin() + static_cast<std::ptrdiff_t>(std::min(i, rest.size())), rest.end());
        auto existing = macros.find(m.name);
        if (existing != macros.end()) {
            const MacroDefinition& old = *existing->second;
            if (old.functionLike != m.functionLike || old.params != m.params || !sameBody(old.body, m.body))
                warning(rest.front(), "macro '" + std::string(m.name) + "' redefined (first defined at "
                                          + describe(old.loc) + ")");
            existing->second = std::make_shared<const MacroDefinition>(std::move(m));
            return;
        }
        const std::string_view key = m.name;
        macros.emplace(key, std::make_shared<const MacroDefinition>(std::move(m)));
    }

    // Parses "a, b, ...)" starting at rest[i]; leaves i after the ')'.
    bool parseParameters(MacroDefinition& m, std::span<PPToken> rest, size_t& i)
    {
        const std::string macroName(m.name);
        if (i < rest.size() && rest[i].text == ")") {
            ++i;
            return true;
        }
        for (;;) {
            if (i >= rest.size()) {
                error(rest.back(), "missing ')' in the parameter list of macro '" + macroName + "'");
                return false;
            }
            const PPToken& p = rest[i++];
            if (p.text == "...") {
                m.variadic = true;
            } else if (p.kind == RawKind::Identifier) {
                for (std::string_view existing : m.params)
                    if (existing == p.text) {
                        error(p, "duplicate parameter '" + std::string(p.text) + "' in macro '" + macroName + "'");
                        return false;
                    }
                m.params.push_back(p.text);
            } else {
                error(p, "expected a parameter name in the definition of macro '" + macroName + "', found '"
                             + std::string(p.text) + "'");
                return false;
            }
            if (i >= rest.size()) {
                error(p, "missing ')' in the parameter list of macro '" + macroName + "'");
                return false;
            }
            const PPToken& separator = rest[i++];
            if (separator.text == ")")
                return true;
            if (separator.text != "," || m.variadic) {
                error(separator, m.variadic ? "'...' must be the last macro parameter"
                                            : "expected ',' or ')' in the parameter list of macro '" + macroName + "'");
                return false;
            }
        }
    }

    std::string describe(SourceLocation loc) const
    {
        const LineColumn lc = sources.lineColumn(loc);
        return std::string(sources.path(loc.file)) + ":" + std::to_string(lc.line) + ":" + std::to_string(lc.column);
    }

    void undefine(const PPToken& directive, std::span<PPToken> rest)
    {
        if (rest.empty() || rest.front().kind != RawKind::Identifier) {
            error(rest.empty() ? directive : rest.front(), "#undef needs a macro name");
            return;
        }
        macros.erase(rest.front().text);
    }

    void include(const PPToken& hash, const PPToken& directive, std::span<PPToken> rest)
    {
        (void)hash;
        if (rest.empty()) {
            error(directive, "#include needs a file name: #include \"file\" or #include <file>");
            return;
        }
        std::string name;
        bool angled = false;
        const PPToken& first = rest.front();
        if (first.kind == RawKind::String && first.text.size() >= 2) {
            name = std::string(first.text.substr(1, first.text.size() - 2));
        } else if (first.text == "<") {
            angled = true;
            std::string_view text = sources.text(first.loc.file);
            size_t k = 1;
            while (k < rest.size() && rest[k].text != ">")
                ++k;
            if (k >= rest.size()) {
                error(first, "missing '>' after the #include file name");
                return;
            }
            const uint32_t begin = first.loc.offset + 1;
            name = std::string(text.substr(begin, rest[k].loc.offset - begin));
        } else {
            error(first, "#include expects \"file\" or <file>");
            return;
        }
        if (files.size() >= options.maxIncludeDepth) {
            error(first, "#include nested too deeply (more than " + std::to_string(options.maxIncludeDepth)
                             + " levels): is a file including itself?");
            return;
        }
        std::vector<std::string> candidates;
        if (!angled && !files.empty())
            candidates.push_back((fs::path(std::string(sources.path(files.back().file))).parent_path() / name).string());
        for (const std::string& dir : options.includeDirs)
            candidates.push_back((fs::path(dir) / name).string());
        if (fs::path(name).is_absolute())
            candidates.insert(candidates.begin(), name);
        for (const std::string& candidate : candidates) {
            if (std::optional<FileId> file = loadFile(candidate)) {
                for (const OpenFile& open : files)
                    if (open.file == *file) {
                        error(first, "'" + name + "' includes itself (it is already being read); "
                                         "use #ifndef guards if it is meant to be included twice");
                        return;
                    }
                if (++fileEntries > options.maxFileEntries) {
                    error(first, "more than " + std::to_string(options.maxFileEntries)
                                     + " #include entries in all: preprocessing stopped here");
                    stopped = true;
                    return;
                }
                enterFile(*file, first.loc);
                return;
            }
        }
        std::string searched;
        for (const std::string& candidate : candidates) {
            const std::string dir = fs::path(candidate).parent_path().string();
            searched += searched.empty() ? "" : ", ";
            searched += dir.empty() ? "." : dir;
        }
        error(first, "cannot find include file '" + name + "' (searched: " + searched
                         + "; add directories with -I)");
    }

    bool evaluate(const PPToken& directive, std::span<PPToken> rest)
    {
        // Replace `defined X` / `defined(X)` first, then macro-expand the rest.
        std::vector<PPToken> tokens;
        for (size_t i = 0; i < rest.size(); ++i) {
            const PPToken& t = rest[i];
            if (t.kind == RawKind::Identifier && t.text == "defined") {
                size_t k = i + 1;
                const bool paren = k < rest.size() && rest[k].text == "(";
                if (paren)
                    ++k;
                if (k >= rest.size() || rest[k].kind != RawKind::Identifier) {
                    error(t, "'defined' needs a macro name");
                    return false;
                }
                PPToken value = t;
                value.kind = RawKind::Number;
                value.text = macros.count(rest[k].text) ? "1" : "0";
                if (paren) {
                    ++k;
                    if (k >= rest.size() || rest[k].text != ")") {
                        error(t, "missing ')' after 'defined(" + std::string(rest[k - 1].text) + "'");
                        return false;
                    }
                }
                tokens.push_back(value);
                i = k;
                continue;
            }
            tokens.push_back(t);
        }
        std::vector<PPToken> expanded = expandArgument(tokens);
        if (expanded.empty()) {
            error(directive, "#" + std::string(directive.text) + " needs an expression");
            return false;
        }
        ConditionEvaluator evaluator(expanded);
        const ConditionResult result = evaluator.evaluate();
        if (!result.ok) {
            error(result.errorAt < expanded.size() ? expanded[result.errorAt] : directive, result.error);
            return false;
        }
        return result.value != 0;
    }
};

std::optional<std::string> readSourceFile(const std::string& path)
{
    constexpr uintmax_t kMaxSourceSize = 64u << 20;
    std::error_code ec;
    if (!fs::is_regular_file(path, ec) || fs::file_size(path, ec) > kMaxSourceSize || ec)
        return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return std::move(buffer).str();
}

void preincludeFromMemory(PreprocessorOptions& options, std::string name, std::string text)
{
    auto next = options.readFile ? std::move(options.readFile) : readSourceFile;
    options.readFile = [next = std::move(next), name, text = std::move(text)](
                           const std::string& path) -> std::optional<std::string> {
        if (path == name)
            return text;
        return next(path);
    };
    options.preincludes.insert(options.preincludes.begin(), std::move(name));
}

std::vector<std::string> originalSearchDirectories(const std::string& mainFile)
{
    const fs::path base = fs::path(mainFile).parent_path();
    std::vector<std::string> dirs;
    for (const char* relative : {"../inc", "../lib", "inc", "lib"}) {
        std::error_code ec;
        const fs::path dir = (base / relative).lexically_normal();
        if (fs::is_directory(dir, ec))
            dirs.push_back(dir.string());
    }
    return dirs;
}

Preprocessor::Preprocessor(SourceManager& sources, Diagnostics& diags, PreprocessorOptions options)
    : impl_(std::make_unique<Impl>(sources, diags, std::move(options)))
{
}

Preprocessor::~Preprocessor() = default;

bool Preprocessor::run(const std::string& path, std::vector<PPToken>& out)
{
    Impl& d = *impl_;
    // The original compiler predefines ICOMP; the corpus relies on it to hide C++.
    std::string predefined = "#define ICOMP 1\n";
    for (const auto& [name, value] : d.options.defines)
        predefined += "#define " + name + " " + (value.empty() ? std::string("1") : value) + "\n";
    for (const std::string& file : d.options.preincludes)
        predefined += "#include \"" + file + "\"\n";
    const FileId builtins = d.sources.addVirtualFile("<command line>", std::move(predefined));

    const std::optional<FileId> main = d.loadFile(path);
    if (!main) {
        d.diags.report(Severity::Error, {}, 0, 0, "cannot read '" + path + "'");
        return false;
    }
    d.enterFile(*main, {});
    d.files.push_back({builtins, Scanner(d.sources.text(builtins)), 0});   // read before the main file

    PPToken t;
    bool previousWasDollar = false;
    out.reserve(out.size() + d.sources.text(*main).size() / 4);
    while (d.nextExpanded(t, previousWasDollar))
        out.push_back(t);
    return true;
}

void Preprocessor::expandSnippet(FileId file, const MacroTable& macros, std::vector<PPToken>& out)
{
    Impl& d = *impl_;
    d.macros = macros;
    d.enterFile(file, {});
    PPToken t;
    bool previousWasDollar = false;
    while (d.nextExpanded(t, previousWasDollar))
        out.push_back(t);
}

bool Preprocessor::stoppedEarly() const { return impl_->stopped; }
const MacroTable& Preprocessor::macros() const { return impl_->macros; }
const std::vector<Preprocessor::Inclusion>& Preprocessor::inclusions() const { return impl_->inclusions; }

} // namespace incursion::script
