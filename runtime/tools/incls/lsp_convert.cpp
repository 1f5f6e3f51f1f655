#include "lsp_convert.h"

#include "file_uri.h"

#include "language/text_position.h"

#include <algorithm>
#include <optional>

namespace incursion::incls {

using nlohmann::json;
using language::SymbolKind;

namespace {

// LSP's SymbolKind numbers.
int lspSymbolKind(SymbolKind kind)
{
    switch (kind) {
    case SymbolKind::Resource: return 5;            // Class
    case SymbolKind::Handler: return 24;            // Event
    case SymbolKind::ScriptFunction:
    case SymbolKind::ApiFunction:
    case SymbolKind::Macro: return 12;              // Function
    case SymbolKind::ModuleVariable:
    case SymbolKind::Local: return 13;              // Variable
    case SymbolKind::ApiObject: return 19;          // Object
    case SymbolKind::ApiMethod: return 6;           // Method
    case SymbolKind::ApiVariable: return 8;         // Field
    case SymbolKind::Constant: return 14;           // Constant
    case SymbolKind::Keyword:
    case SymbolKind::DataKeyword:
    case SymbolKind::DataWord: return 20;           // Key
    case SymbolKind::File: return 1;                // File
    }
    return 13;
}

// LSP's CompletionItemKind numbers.
int lspCompletionKind(SymbolKind kind)
{
    switch (kind) {
    case SymbolKind::Resource: return 7;            // Class
    case SymbolKind::Handler: return 23;            // Event
    case SymbolKind::ScriptFunction:
    case SymbolKind::ApiFunction:
    case SymbolKind::Macro: return 3;               // Function
    case SymbolKind::ModuleVariable:
    case SymbolKind::Local:
    case SymbolKind::ApiObject: return 6;           // Variable
    case SymbolKind::ApiMethod: return 2;           // Method
    case SymbolKind::ApiVariable: return 5;         // Field
    case SymbolKind::Constant: return 21;           // Constant
    case SymbolKind::Keyword:
    case SymbolKind::DataKeyword: return 14;        // Keyword
    case SymbolKind::DataWord: return 12;           // Value
    case SymbolKind::File: return 17;               // File
    }
    return 1;
}

int lspSeverity(script::Severity severity)
{
    switch (severity) {
    case script::Severity::Error: return 1;
    case script::Severity::Warning: return 2;
    case script::Severity::Note: return 3;
    }
    return 1;
}

json markup(const std::string& code, const std::string& text, bool markdown)
{
    std::string value;
    if (markdown) {
        if (!code.empty())
            value += "```incursionscript\n" + code + "\n```\n";
        if (!text.empty())
            value += (value.empty() ? "" : "\n") + text;
    } else {
        value = code;
        if (!text.empty())
            value += (value.empty() ? "" : "\n\n") + text;
    }
    return {{"kind", markdown ? "markdown" : "plaintext"}, {"value", value}};
}

// The highlighter's styles as the legend's types; plain text and identifiers
// get none (the client's own colours stay), errors show as diagnostics.
std::optional<uint32_t> tokenType(script::HighlightStyle style)
{
    using script::HighlightStyle;
    switch (style) {
    case HighlightStyle::Comment: return 0;
    case HighlightStyle::CodeKeyword:
    case HighlightStyle::DataKeyword: return 1;
    case HighlightStyle::TypeKeyword: return 2;
    case HighlightStyle::Number: return 3;
    case HighlightStyle::String:
    case HighlightStyle::CharConstant:
    case HighlightStyle::Grid: return 4;
    case HighlightStyle::Operator: return 5;
    case HighlightStyle::Constant: return 6;
    case HighlightStyle::DataWord: return 7;
    case HighlightStyle::Directive: return 8;
    case HighlightStyle::ResourceReference: return 9;
    case HighlightStyle::Markup: return 10;
    case HighlightStyle::Default:
    case HighlightStyle::Identifier:
    case HighlightStyle::Error:
    case HighlightStyle::Count: break;
    }
    return std::nullopt;
}

} // namespace

json toJson(language::Position position)
{
    return {{"line", position.line}, {"character", position.column}};
}

json toJson(const language::Range& range)
{
    return {{"start", toJson(range.start)}, {"end", toJson(range.end)}};
}

json toJson(const language::Location& location)
{
    return {{"uri", uriFromPath(location.path)}, {"range", toJson(location.range)}};
}

language::Position positionFromJson(const json& position)
{
    return {position.at("line").get<uint32_t>(), position.at("character").get<uint32_t>()};
}

language::Range rangeFromJson(const json& range)
{
    return {positionFromJson(range.at("start")), positionFromJson(range.at("end"))};
}

json diagnosticJson(const language::Diagnostic& d)
{
    json out = {{"range", toJson(d.range)},
                {"severity", lspSeverity(d.severity)},
                {"source", "incursion"},
                {"message", d.message}};
    if (!d.notes.empty()) {
        json related = json::array();
        for (size_t i = 0; i < d.notes.size(); ++i)
            related.push_back({{"location", toJson(d.notes[i])},
                               {"message", i < d.noteMessages.size() ? d.noteMessages[i] : std::string()}});
        out["relatedInformation"] = std::move(related);
    }
    return out;
}

json fixActions(const std::vector<language::Diagnostic>& diagnostics)
{
    json actions = json::array();
    for (const language::Diagnostic& d : diagnostics)
        for (size_t i = 0; i < d.fixes.size(); ++i)
            actions.push_back({{"title", d.fixes[i].title},
                               {"kind", "quickfix"},
                               {"diagnostics", json::array({diagnosticJson(d)})},
                               {"isPreferred", i == 0},
                               {"edit", workspaceEditJson({d.fixes[i].edit})}});
    return actions;
}

namespace {

json documentSymbolJson(const language::DocumentSymbol& s)
{
    json out = {{"name", s.name.empty() ? std::string("(unnamed)") : s.name},
                {"kind", lspSymbolKind(s.kind)},
                {"range", toJson(s.range)},
                {"selectionRange", toJson(s.selectionRange)}};
    if (!s.detail.empty())
        out["detail"] = s.detail;
    if (!s.children.empty()) {
        out["children"] = json::array();
        for (const language::DocumentSymbol& child : s.children)
            out["children"].push_back(documentSymbolJson(child));
    }
    return out;
}

void flatten(const language::DocumentSymbol& s, const std::string& container, const std::string& uri, json& out)
{
    json info = {{"name", s.name.empty() ? std::string("(unnamed)") : s.name},
                 {"kind", lspSymbolKind(s.kind)},
                 {"location", {{"uri", uri}, {"range", toJson(s.range)}}}};
    if (!container.empty())
        info["containerName"] = container;
    out.push_back(std::move(info));
    for (const language::DocumentSymbol& child : s.children)
        flatten(child, s.name, uri, out);
}

} // namespace

json documentSymbolsJson(const std::vector<language::DocumentSymbol>& symbols, const std::string& uri,
                         bool hierarchical)
{
    json out = json::array();
    for (const language::DocumentSymbol& s : symbols) {
        if (hierarchical)
            out.push_back(documentSymbolJson(s));
        else
            flatten(s, {}, uri, out);
    }
    return out;
}

json workspaceSymbolsJson(const std::vector<language::WorkspaceSymbol>& symbols)
{
    json out = json::array();
    for (const language::WorkspaceSymbol& s : symbols) {
        json info = {{"name", s.name}, {"kind", lspSymbolKind(s.kind)}, {"location", toJson(s.location)}};
        if (!s.detail.empty())
            info["containerName"] = s.detail;
        out.push_back(std::move(info));
    }
    return out;
}

json completionJson(const language::CompletionList& list, bool markdown)
{
    json items = json::array();
    const json replace = toJson(list.replace);
    for (const language::CompletionItem& item : list.items) {
        json out = {{"label", item.label},
                    {"kind", lspCompletionKind(item.kind)},
                    {"textEdit", {{"range", replace}, {"newText", item.label}}}};
        if (!item.detail.empty())
            out["detail"] = item.detail;
        if (!item.documentation.empty())
            out["documentation"] = markup({}, item.documentation, markdown);
        items.push_back(std::move(out));
    }
    return {{"isIncomplete", false}, {"items", std::move(items)}};
}

json hoverJson(const language::Hover& hover, bool markdown)
{
    std::string text = hover.kind;
    if (!hover.documentation.empty())
        text += (text.empty() ? "" : "\n\n") + hover.documentation;
    return {{"contents", markup(hover.declaration, text, markdown)}, {"range", toJson(hover.range)}};
}

json signatureHelpJson(const language::SignatureHelp& help, language::PositionEncoding encoding, bool markdown)
{
    // Parameter offsets count in the client's encoding, like columns.
    const language::TextPositions label(help.label, encoding);
    json parameters = json::array();
    for (const auto& [begin, end] : help.parameters)
        parameters.push_back({{"label", {label.position(begin).column, label.position(end).column}}});
    json signature = {{"label", help.label}, {"parameters", std::move(parameters)}};
    if (!help.documentation.empty())
        signature["documentation"] = markup({}, help.documentation, markdown);
    return {{"signatures", json::array({std::move(signature)})},
            {"activeSignature", 0},
            {"activeParameter", help.activeParameter}};
}

json workspaceEditJson(const std::vector<language::FileEdit>& edits)
{
    json changes = json::object();
    for (const language::FileEdit& file : edits) {
        json& list = changes[uriFromPath(file.path)];
        if (list.is_null())
            list = json::array();
        for (const language::TextEdit& edit : file.edits)
            list.push_back({{"range", toJson(edit.range)}, {"newText", edit.newText}});
    }
    return {{"changes", std::move(changes)}};
}

const std::vector<std::string>& semanticTokenTypes()
{
    static const std::vector<std::string> types = {"comment",    "keyword",  "type",  "number", "string",   "operator",
                                                   "enumMember", "property", "macro", "class",  "decorator"};
    return types;
}

std::vector<uint32_t> semanticTokensData(const std::vector<language::SemanticToken>& tokens)
{
    std::vector<const language::SemanticToken*> kept;
    for (const language::SemanticToken& t : tokens)
        if (t.length && tokenType(t.style))
            kept.push_back(&t);
    std::stable_sort(kept.begin(), kept.end(), [](const language::SemanticToken* a, const language::SemanticToken* b) {
        return a->line != b->line ? a->line < b->line : a->column < b->column;
    });
    std::vector<uint32_t> data;
    uint32_t line = 0, column = 0, end = 0;     // end: past the previous token on `line`
    for (const language::SemanticToken* t : kept) {
        if (t->line == line && t->column < end && !data.empty())
            continue;       // tokens may not overlap
        data.insert(data.end(), {t->line - line, t->line == line ? t->column - column : t->column, t->length,
                                 *tokenType(t->style), 0});
        line = t->line;
        column = t->column;
        end = t->column + t->length;
    }
    return data;
}

} // namespace incursion::incls
