// The language service: code intelligence for IncursionScript, served to the
// studio and to `incls` (LSP) alike, so both front ends always agree.
//
// It is built on the compiler itself (preprocessor, lexer, parser, symbol
// tables, the API table of `system` declarations, the type rules): an
// analysis is a full check plus the back end's semantic pass, and the queries
// read its tables and tokens. There is no second grammar; the only text the
// service reads on its own is the document around the caret, split with the
// compiler's scanner and highlighter (the caret sits in text the compiler may
// not accept yet, like `EActor->IP`).
//
// Positions: 0-based line, 0-based column. The unit of the column is the
// workspace's PositionEncoding: UTF-16 code units (LSP's default) or bytes
// (the studio: QScintilla and the compiler count bytes). Paths are compared
// as given after lexical normalisation (absolute, `.`/`..` removed).
//
// Threads: a LanguageService is used from one thread. analyze() may instead
// run on a worker with a WorkspaceSnapshot (analyzeWorkspace), and the result
// be handed back with adoptAnalysis(): queries never block on the compiler.
#pragma once

#include "script/diagnostics.h"
#include "script/highlighter.h"
#include "script/preprocessor.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::language {

enum class PositionEncoding : uint8_t { Utf16, Bytes };

struct Position {
    uint32_t line = 0;          // 0-based
    uint32_t column = 0;        // 0-based, in the workspace's PositionEncoding
    friend bool operator==(const Position&, const Position&) = default;
    friend auto operator<=>(const Position&, const Position&) = default;
};

struct Range {
    Position start;
    Position end;               // exclusive
    friend bool operator==(const Range&, const Range&) = default;
};

struct Location {
    std::string path;
    Range range;
    friend bool operator==(const Location&, const Location&) = default;
};

struct TextEdit {
    Range range;
    std::string newText;
};

// Edits of one file, in document order, not overlapping.
struct FileEdit {
    std::string path;
    std::vector<TextEdit> edits;
};

// ---- what a query returns ---------------------------------------------------

enum class SymbolKind : uint8_t {
    Resource,           // Monster "goblin" ...
    Handler,            // On Event EV_X { ... }
    ScriptFunction,     // int32 f(int32 n) { ... }
    ModuleVariable,     // a global or a resource's variable
    Local,              // a handler's or function's local or parameter
    ApiObject,          // system T_CREATURE EActor == SOBJ_EACTOR;
    ApiFunction,        // a global `system` function
    ApiMethod,          // a member `system` function (T_X::name(...))
    ApiVariable,        // a member `system` variable (T_X::name), EventInfo fields included
    Macro,              // a #define with parameters
    Constant,           // an object-like #define (EV_*, T_*, M_* ...)
    Keyword,            // code keyword
    DataKeyword,        // resource-body keyword (Image, CR, Flags ...)
    DataWord,           // colour, attribute, direction ... words
    File,               // an #include target
};
std::string_view symbolKindName(SymbolKind kind);

struct CompletionItem {
    std::string label;          // the name to insert
    SymbolKind kind = SymbolKind::Keyword;
    std::string detail;         // signature or type: "void IPrint(String msg, ...)", "int16", "#define X 3"
    std::string documentation;  // the declaration's comment, if any
};

struct CompletionList {
    Range replace;              // the part of the word already typed (what an item replaces)
    std::vector<CompletionItem> items;  // sorted case-insensitively, no duplicate labels
};

struct SignatureHelp {
    std::string label;          // "void IPrint(String msg, ...)"
    // Each parameter as [begin, end) byte offsets into `label`.
    std::vector<std::pair<uint32_t, uint32_t>> parameters;
    uint32_t activeParameter = 0;
    std::string documentation;
};

struct Hover {
    std::string declaration;    // the declaration as written ("system void T_THING::IPrint(String msg,...);")
    std::string documentation;  // its comment
    std::string kind;           // "API method", "resource (Monster)", "macro", "local" ...
    SymbolKind symbol = SymbolKind::Keyword;    // what `kind` names
    Range range;                // the word hovered
};

struct DocumentSymbol {
    std::string name;
    SymbolKind kind = SymbolKind::Resource;
    std::string detail;         // resource kind, events, signature
    Range range;                // the whole declaration
    Range selectionRange;       // its name
    std::vector<DocumentSymbol> children;
};

struct WorkspaceSymbol {
    std::string name;
    SymbolKind kind = SymbolKind::Resource;
    std::string detail;
    Location location;
};

struct Fix {
    std::string title;          // "Change to 'IPrint'"
    FileEdit edit;
};

struct Diagnostic {
    script::Severity severity = script::Severity::Error;
    Range range;                // where the user should look (outermost macro use)
    std::string message;
    std::vector<Location> notes;    // macro expansion trail, innermost first
    std::vector<std::string> noteMessages;
    std::vector<Fix> fixes;     // "did you mean" replacements
};

struct SemanticToken {
    uint32_t line = 0;          // 0-based
    uint32_t column = 0;        // in the workspace's PositionEncoding
    uint32_t length = 0;        // same unit; a token never spans lines
    script::HighlightStyle style = script::HighlightStyle::Default;
};

struct RenameResult {
    std::vector<FileEdit> edits;    // one entry per file touched
    std::string error;              // why not, when `edits` is empty
};

// ---- the workspace ----------------------------------------------------------

struct WorkspaceOptions {
    std::string mainFile;               // the module's root file (.irc)
    std::vector<std::string> includeDirs;
    // Where the modules it names as prerequisites (`Requires "X";`) are looked
    // for: each folder, its subfolders and their lib/. Empty: the folder above
    // the main file's folder (modules side by side).
    std::vector<std::string> moduleDirs;
    // Read before the main file (the runtime's API header, served from memory
    // with script::preincludeFromMemory on `preprocessor`).
    script::PreprocessorOptions preprocessor;
    PositionEncoding encoding = PositionEncoding::Utf16;
};

// An open document: its text replaces the file on disk in every analysis.
struct Document {
    std::string text;
    int64_t version = 0;
};

// What an analysis reads: the options and the open documents at one moment.
struct WorkspaceSnapshot {
    WorkspaceOptions options;
    std::map<std::string, Document> documents;     // normalized path -> document
};

class Analysis;
using AnalysisPtr = std::shared_ptr<const Analysis>;

// Runs the compiler over a snapshot (any thread). `cancel`, when set, stops
// code generation early; the analysis then has the front end's results only.
// `previous` lends its API and symbol tables to an analysis whose front end
// failed (the user is typing `EActor->IP`): completion keeps working.
AnalysisPtr analyzeWorkspace(const WorkspaceSnapshot& snapshot, const AnalysisPtr& previous = {},
                             const std::atomic<bool>* cancel = nullptr);

// The syntax errors of `path`'s open document in `snapshot` (its front end
// alone, with the macros `analysis` ended with): LanguageService::quickDiagnostics
// for a thread that holds a snapshot instead of the service. Empty when the
// document is not open.
std::vector<Diagnostic> quickDiagnostics(const WorkspaceSnapshot& snapshot, const AnalysisPtr& analysis,
                                         const std::string& path);

class LanguageService {
public:
    LanguageService();
    explicit LanguageService(WorkspaceOptions options);
    ~LanguageService();
    LanguageService(const LanguageService&) = delete;
    LanguageService& operator=(const LanguageService&) = delete;

    void setOptions(WorkspaceOptions options);
    const WorkspaceOptions& options() const { return snapshot_.options; }

    // Documents (overlays by path, with the client's version).
    void openDocument(const std::string& path, std::string text, int64_t version = 0);
    void changeDocument(const std::string& path, std::string text, int64_t version);
    void closeDocument(const std::string& path);
    const Document* document(const std::string& path) const;
    const WorkspaceSnapshot& snapshot() const { return snapshot_; }

    // Analysis: analyze() runs the compiler now (on this thread) when the
    // workspace changed since the last analysis; adoptAnalysis() takes one
    // run elsewhere. Queries use the latest analysis and, for the text around
    // the caret, the document's current text.
    const Analysis& analyze(const std::atomic<bool>* cancel = nullptr);
    void adoptAnalysis(AnalysisPtr analysis);
    AnalysisPtr analysis() const { return analysis_; }
    bool isAnalysisCurrent() const { return analysis_ && analysedRevision_ == revision_; }

    // Every file the module reads (main file first), as paths the queries take.
    std::vector<std::string> files() const;
    // Diagnostics of one file (errors of the whole project, sorted by position).
    std::vector<Diagnostic> diagnostics(const std::string& path) const;
    // Right after a keystroke, before the next analysis: the syntax errors of
    // the open document's current text (its front end alone, with the latest
    // analysis' macros). Fast on the largest file; type errors wait for analyze().
    std::vector<Diagnostic> quickDiagnostics(const std::string& path) const;

    CompletionList completion(const std::string& path, Position position) const;
    std::optional<SignatureHelp> signatureHelp(const std::string& path, Position position) const;
    std::optional<Hover> hover(const std::string& path, Position position) const;
    std::vector<Location> definition(const std::string& path, Position position) const;
    std::vector<Location> references(const std::string& path, Position position,
                                     bool includeDeclaration = true) const;
    // Renames a resource, script function, module variable or local across the
    // project; the edits are not applied (the caller does, e.g. one undo step per file).
    RenameResult rename(const std::string& path, Position position, const std::string& newName) const;
    std::vector<DocumentSymbol> documentSymbols(const std::string& path) const;
    // Symbols whose name contains `query` (case-insensitive); all for an empty query.
    std::vector<WorkspaceSymbol> workspaceSymbols(std::string_view query) const;
    // The compiler's highlighter over the document's current text.
    std::vector<SemanticToken> semanticTokens(const std::string& path) const;

    // The text the service sees for a path: the open document, else the file
    // as the latest analysis read it, else the disk.
    std::optional<std::string> text(const std::string& path) const;

    // The one spelling of a path used for all comparisons.
    static std::string normalizePath(std::string_view path);

private:
    WorkspaceSnapshot snapshot_;
    AnalysisPtr analysis_;
    uint64_t revision_ = 0;             // bumped by every workspace change
    uint64_t analysedRevision_ = 0;
};

} // namespace incursion::language
