#include "language/language_service.h"

#include "language/analysis.h"
#include "language/queries.h"

#include <filesystem>

namespace incursion::language {

std::string_view symbolKindName(SymbolKind kind)
{
    switch (kind) {
    case SymbolKind::Resource: return "resource";
    case SymbolKind::Handler: return "event handler";
    case SymbolKind::ScriptFunction: return "function";
    case SymbolKind::ModuleVariable: return "variable";
    case SymbolKind::Local: return "local";
    case SymbolKind::ApiObject: return "system object";
    case SymbolKind::ApiFunction: return "API function";
    case SymbolKind::ApiMethod: return "API method";
    case SymbolKind::ApiVariable: return "API member";
    case SymbolKind::Macro: return "macro";
    case SymbolKind::Constant: return "constant";
    case SymbolKind::Keyword: return "keyword";
    case SymbolKind::DataKeyword: return "data keyword";
    case SymbolKind::DataWord: return "data word";
    case SymbolKind::File: return "file";
    }
    return "symbol";
}

LanguageService::LanguageService() = default;
LanguageService::LanguageService(WorkspaceOptions options) { setOptions(std::move(options)); }
LanguageService::~LanguageService() = default;

std::string LanguageService::normalizePath(std::string_view path)
{
    if (path.empty())
        return {};
    std::error_code error;
    std::filesystem::path p(path);
    if (!p.is_absolute()) {
        const std::filesystem::path absolute = std::filesystem::absolute(p, error);
        if (!error)
            p = absolute;
    }
    return p.lexically_normal().string();
}

void LanguageService::setOptions(WorkspaceOptions options)
{
    options.mainFile = normalizePath(options.mainFile);
    snapshot_.options = std::move(options);
    ++revision_;
}

void LanguageService::openDocument(const std::string& path, std::string text, int64_t version)
{
    snapshot_.documents[normalizePath(path)] = Document{std::move(text), version};
    ++revision_;
}

void LanguageService::changeDocument(const std::string& path, std::string text, int64_t version)
{
    openDocument(path, std::move(text), version);
}

void LanguageService::closeDocument(const std::string& path)
{
    if (snapshot_.documents.erase(normalizePath(path)))
        ++revision_;
}

const Document* LanguageService::document(const std::string& path) const
{
    const auto it = snapshot_.documents.find(normalizePath(path));
    return it == snapshot_.documents.end() ? nullptr : &it->second;
}

const Analysis& LanguageService::analyze(const std::atomic<bool>* cancel)
{
    if (!isAnalysisCurrent()) {
        analysis_ = analyzeWorkspace(snapshot_, analysis_, cancel);
        analysedRevision_ = revision_;
    }
    return *analysis_;
}

void LanguageService::adoptAnalysis(AnalysisPtr analysis)
{
    analysis_ = std::move(analysis);
    // Current when it analysed exactly what the service holds now.
    const bool same = analysis_ && analysis_->snapshot().options.mainFile == snapshot_.options.mainFile
        && analysis_->snapshot().documents.size() == snapshot_.documents.size()
        && std::equal(snapshot_.documents.begin(), snapshot_.documents.end(),
                      analysis_->snapshot().documents.begin(), [](const auto& a, const auto& b) {
                          return a.first == b.first && a.second.text == b.second.text;
                      });
    analysedRevision_ = same ? revision_ : revision_ - 1;
}

std::vector<std::string> LanguageService::files() const
{
    std::vector<std::string> out;
    if (!analysis_)
        return out;
    const script::CheckResult& front = analysis_->front();
    for (script::FileId file : front.sources->files())
        out.push_back(analysis_->pathOf(front, file));
    return out;
}

std::optional<std::string> LanguageService::text(const std::string& path) const
{
    const std::string normalized = normalizePath(path);
    if (const auto it = snapshot_.documents.find(normalized); it != snapshot_.documents.end())
        return it->second.text;
    if (analysis_)
        if (const script::FileId file = analysis_->fileId(normalized))
            return std::string(analysis_->front().sources->text(file));
    return script::readSourceFile(normalized);
}

namespace {

// Runs `query` with the analysis and the document's current text, or returns
// `none` when there is nothing to ask.
template <typename Result, typename Query>
Result withContext(const LanguageService& service, const std::string& path, Position position, Result none,
                   Query query)
{
    const AnalysisPtr analysis = service.analysis() ? service.analysis() : emptyAnalysis();
    const std::optional<std::string> text = service.text(path);
    if (!text)
        return none;
    QueryContext context{*analysis, service.options().encoding, LanguageService::normalizePath(path), *text,
                         TextPositions(*text, service.options().encoding), 0};
    context.offset = context.positions.offset(position);
    return query(context);
}

} // namespace

std::vector<Diagnostic> LanguageService::diagnostics(const std::string& path) const
{
    return analysis_ ? diagnosticsOf(*analysis_, normalizePath(path), options().encoding) : std::vector<Diagnostic>{};
}

std::vector<Diagnostic> LanguageService::quickDiagnostics(const std::string& path) const
{
    if (!document(path))
        return diagnostics(path);
    return language::quickDiagnostics(snapshot_, analysis_, path);
}

std::vector<Diagnostic> quickDiagnostics(const WorkspaceSnapshot& snapshot, const AnalysisPtr& analysis,
                                         const std::string& path)
{
    const std::string normalized = LanguageService::normalizePath(path);
    const auto open = snapshot.documents.find(normalized);
    if (open == snapshot.documents.end())
        return {};
    return quickDiagnosticsOf(analysis ? *analysis : *emptyAnalysis(), snapshot.options, normalized, open->second.text);
}

CompletionList LanguageService::completion(const std::string& path, Position position) const
{
    return withContext(*this, path, position, CompletionList{}, complete);
}

std::optional<SignatureHelp> LanguageService::signatureHelp(const std::string& path, Position position) const
{
    return withContext(*this, path, position, std::optional<SignatureHelp>{}, signatureAt);
}

std::optional<Hover> LanguageService::hover(const std::string& path, Position position) const
{
    return withContext(*this, path, position, std::optional<Hover>{}, hoverAt);
}

std::vector<Location> LanguageService::definition(const std::string& path, Position position) const
{
    return withContext(*this, path, position, std::vector<Location>{}, definitionsAt);
}

std::vector<Location> LanguageService::references(const std::string& path, Position position,
                                                  bool includeDeclaration) const
{
    return withContext(*this, path, position, std::vector<Location>{},
                       [&](const QueryContext& query) { return referencesAt(query, includeDeclaration); });
}

RenameResult LanguageService::rename(const std::string& path, Position position, const std::string& newName) const
{
    return withContext(*this, path, position, RenameResult{{}, "Nothing to rename here (no analysis yet)."},
                       [&](const QueryContext& query) { return renameAt(query, newName); });
}

std::vector<DocumentSymbol> LanguageService::documentSymbols(const std::string& path) const
{
    return analysis_ ? documentSymbolsOf(*analysis_, normalizePath(path), options().encoding)
                     : std::vector<DocumentSymbol>{};
}

std::vector<WorkspaceSymbol> LanguageService::workspaceSymbols(std::string_view query) const
{
    return analysis_ ? workspaceSymbolsOf(*analysis_, query, options().encoding) : std::vector<WorkspaceSymbol>{};
}

std::vector<SemanticToken> LanguageService::semanticTokens(const std::string& path) const
{
    std::vector<SemanticToken> tokens;
    const std::optional<std::string> source = text(path);
    if (!source)
        return tokens;
    const TextPositions positions(*source, options().encoding);
    script::highlight(*source, 0, static_cast<uint32_t>(source->size()), {},
                      [&](uint32_t offset, uint32_t length, script::HighlightStyle style) {
                          if (style == script::HighlightStyle::Default)
                              return;
                          // One token per line: LSP's tokens never span lines.
                          for (uint32_t begin = offset, end = offset + length; begin < end;) {
                              uint32_t lineEnd = begin;
                              while (lineEnd < end && (*source)[lineEnd] != '\n')
                                  ++lineEnd;
                              if (lineEnd > begin) {
                                  const Position a = positions.position(begin), b = positions.position(lineEnd);
                                  tokens.push_back({a.line, a.column, b.column - a.column, style});
                              }
                              begin = lineEnd + 1;
                          }
                      });
    return tokens;
}

} // namespace incursion::language
