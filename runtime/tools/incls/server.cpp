#include "server.h"

#include "file_uri.h"
#include "lsp_convert.h"

#include "common/tool_version.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <stdexcept>

namespace incursion::incls {

using Json = nlohmann::json;
using language::LanguageService;

namespace {

// JSON-RPC and LSP error codes.
enum ErrorCode {
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    InternalError = -32603,
    ServerNotInitialized = -32002,
    RequestFailed = -32803,
};

struct RpcError : std::runtime_error {
    RpcError(int code, const std::string& message) : std::runtime_error(message), code(code) {}
    int code;
};

const Json& member(const Json& object, const char* key)
{
    if (!object.is_object())
        throw RpcError(InvalidParams, std::string("expected an object holding '") + key + "'");
    const auto found = object.find(key);
    if (found == object.end())
        throw RpcError(InvalidParams, std::string("missing '") + key + "'");
    return *found;
}

std::string stringMember(const Json& object, const char* key)
{
    const Json& value = member(object, key);
    if (!value.is_string())
        throw RpcError(InvalidParams, std::string("'") + key + "' is not a string");
    return value.get<std::string>();
}

bool hasString(const Json& list, std::string_view wanted)
{
    if (!list.is_array())
        return false;
    return std::any_of(list.begin(), list.end(),
                       [&](const Json& item) { return item.is_string() && item.get<std::string>() == wanted; });
}

// The value at a path of keys, or null when any step is missing.
Json at(const Json& object, std::initializer_list<const char*> path)
{
    const Json* here = &object;
    for (const char* key : path) {
        if (!here->is_object() || !here->contains(key))
            return nullptr;
        here = &(*here)[key];
    }
    return *here;
}

bool overlaps(const language::Range& a, const language::Range& b)
{
    return !(a.end < b.start) && !(b.end < a.start);
}

} // namespace

Server::Server(ServerOptions options, MessageWriter& out) : options_(std::move(options)), out_(out)
{
    if (::pipe2(wake_, O_CLOEXEC | O_NONBLOCK) != 0)
        throw std::runtime_error("cannot make the check workers' wake pipe");
    requests_ = {
        {"initialize", &Server::initialize},
        {"shutdown", &Server::shutdown},
        {"textDocument/completion", &Server::completion},
        {"textDocument/hover", &Server::hover},
        {"textDocument/signatureHelp", &Server::signatureHelp},
        {"textDocument/definition", &Server::definition},
        {"textDocument/references", &Server::references},
        {"textDocument/rename", &Server::rename},
        {"textDocument/codeAction", &Server::codeAction},
        {"textDocument/documentSymbol", &Server::documentSymbol},
        {"workspace/symbol", &Server::workspaceSymbol},
        {"textDocument/semanticTokens/full", &Server::semanticTokensFull},
    };
    notifications_ = {
        {"initialized", &Server::initialized},
        {"exit", &Server::exit},
        {"textDocument/didOpen", &Server::didOpen},
        {"textDocument/didChange", &Server::didChange},
        {"textDocument/didSave", &Server::didSave},
        {"textDocument/didClose", &Server::didClose},
        {"$/cancelRequest", &Server::ignore},   // every request is answered before the next is read (checks stop on a change)
        {"$/setTrace", &Server::ignore},
        {"workspace/didChangeConfiguration", &Server::ignore},
    };
}

Server::~Server()
{
    modules_.clear();       // joins the workers before their pipe closes
    ::close(wake_[0]);
    ::close(wake_[1]);
}

void Server::send(const Json& message)
{
    // Compiler messages quote source text, which need not be UTF-8: replace
    // what is not rather than fail.
    out_.write(message.dump(-1, ' ', false, Json::error_handler_t::replace));
}

void Server::sendError(const Json& id, int code, const std::string& message)
{
    send({{"jsonrpc", "2.0"}, {"id", id}, {"error", {{"code", code}, {"message", message}}}});
}

void Server::badFrame(const std::string& error)
{
    sendError(nullptr, ParseError, "unreadable message frame: " + error);
}

void Server::handle(const std::string& body)
{
    Json message;
    try {
        message = Json::parse(body);
    } catch (const Json::parse_error& e) {
        sendError(nullptr, ParseError, std::string("malformed JSON: ") + e.what());
        return;
    }
    dispatch(message);
}

void Server::dispatch(const Json& message)
{
    if (!message.is_object()) {
        sendError(nullptr, InvalidRequest, message.is_array() ? "batches are not part of LSP" : "not a JSON-RPC message");
        return;
    }
    Json id = nullptr;
    const bool hasId = message.contains("id");
    if (hasId) {
        id = message["id"];
        if (!id.is_string() && !id.is_number_integer()) {
            sendError(nullptr, InvalidRequest, "'id' must be an integer or a string");
            return;
        }
    }
    const auto method = message.find("method");
    if (method == message.end()) {
        if (hasId && (message.contains("result") || message.contains("error")))
            return;     // a response: this server sends no requests that need one
        sendError(id, InvalidRequest, "no 'method'");
        return;
    }
    if (!method->is_string()) {
        sendError(id, InvalidRequest, "'method' must be a string");
        return;
    }
    const std::string name = method->get<std::string>();
    const Json params = message.value("params", Json::object());
    const auto fail = [&](int code, const char* what) {
        if (hasId)
            sendError(id, code, what);
        else
            std::fprintf(stderr, "incls: %s: %s\n", name.c_str(), what);
    };
    try {
        if (!hasId) {
            // Before initialize only `exit` counts; after shutdown, likewise.
            if ((!initialized_ || shutdown_) && name != "exit")
                return;
            const auto handler = notifications_.find(name);
            if (handler != notifications_.end())
                (this->*handler->second)(params);
            return;     // unknown notifications (and $/ ones) are ignored, as LSP says
        }
        if (!initialized_ && name != "initialize")
            throw RpcError(ServerNotInitialized, "the first request must be 'initialize'");
        if (shutdown_)
            throw RpcError(InvalidRequest, "the server is shut down; only 'exit' is accepted");
        const auto handler = requests_.find(name);
        if (handler == requests_.end())
            throw RpcError(MethodNotFound, "unknown method '" + name + "'");
        const Json result = (this->*handler->second)(params);
        send({{"jsonrpc", "2.0"}, {"id", id}, {"result", result}});
    } catch (const RpcError& e) {
        fail(e.code, e.what());
    } catch (const Json::exception& e) {
        // A parameter missing or of the wrong type deep inside (checked access).
        fail(InvalidParams, e.what());
    } catch (const std::exception& e) {
        fail(InternalError, e.what());
    }
}

// ---- lifecycle ---------------------------------------------------------------

Json Server::initialize(const Json& params)
{
    if (initialized_)
        throw RpcError(InvalidRequest, "'initialize' was already received");
    if (!params.is_object())
        throw RpcError(InvalidParams, "'initialize' needs an object of parameters");
    const Json capabilities = params.value("capabilities", Json::object());
    Json result = Json::object();
    if (hasString(at(capabilities, {"general", "positionEncodings"}), "utf-8")) {
        encoding_ = language::PositionEncoding::Bytes;
    } else if (hasString(at(capabilities, {"offsetEncoding"}), "utf-8")) {
        // clangd's extension, which clients older than LSP 3.17 offer.
        encoding_ = language::PositionEncoding::Bytes;
        result["offsetEncoding"] = "utf-8";
    }
    hierarchicalSymbols_ = at(capabilities, {"textDocument", "documentSymbol", "hierarchicalDocumentSymbolSupport"}) ==
                           Json(true);
    markdown_ = hasString(at(capabilities, {"textDocument", "hover", "contentFormat"}), "markdown");

    std::string rootUri;
    if (const Json uri = at(params, {"rootUri"}); uri.is_string())
        rootUri = uri.get<std::string>();
    else if (const Json folders = at(params, {"workspaceFolders"}); folders.is_array() && !folders.empty())
        if (const Json first = at(folders[0], {"uri"}); first.is_string())
            rootUri = first.get<std::string>();
    if (const std::optional<std::string> root = pathFromUri(rootUri))
        root_ = LanguageService::normalizePath(*root);
    else if (const Json path = at(params, {"rootPath"}); path.is_string())
        root_ = LanguageService::normalizePath(path.get<std::string>());

    // initializationOptions: {"mainFile": "...", "includePaths": ["..."]},
    // relative paths against the workspace root.
    const auto resolved = [&](const std::string& path) {
        return LanguageService::normalizePath(root_.empty() || path.starts_with('/') ? path : root_ + "/" + path);
    };
    if (const Json main = at(params, {"initializationOptions", "mainFile"}); main.is_string())
        options_.mainFile = resolved(main.get<std::string>());
    if (const Json dirs = at(params, {"initializationOptions", "includePaths"}); dirs.is_array())
        for (const Json& dir : dirs)
            if (dir.is_string())
                options_.check.includeDirs.push_back(resolved(dir.get<std::string>()));

    const Json legend = {{"tokenTypes", semanticTokenTypes()}, {"tokenModifiers", Json::array()}};
    result["capabilities"] = {
        {"positionEncoding", encoding_ == language::PositionEncoding::Bytes ? "utf-8" : "utf-16"},
        {"textDocumentSync", {{"openClose", true}, {"change", 2}, {"save", {{"includeText", false}}}}},
        {"completionProvider", {{"triggerCharacters", {".", ">", "\""}}}},
        {"hoverProvider", true},
        {"signatureHelpProvider", {{"triggerCharacters", {"(", ","}}}},
        {"definitionProvider", true},
        {"referencesProvider", true},
        {"renameProvider", true},
        {"codeActionProvider", {{"codeActionKinds", {"quickfix"}}}},
        {"documentSymbolProvider", true},
        {"workspaceSymbolProvider", true},
        {"semanticTokensProvider", {{"legend", legend}, {"full", true}}},
    };
    result["serverInfo"] = {{"name", "incls"}, {"version", std::string(tools::version())}};
    initialized_ = true;
    return result;
}

void Server::initialized(const Json&)
{
    // With the main file known the first check need not wait for a document.
    if (!options_.mainFile.empty())
        scheduleCheckOf(options_.mainFile, 0);
}

Json Server::shutdown(const Json&)
{
    shutdown_ = true;
    return nullptr;
}

void Server::exit(const Json&)
{
    exited_ = true;
}

void Server::ignore(const Json&) {}

// ---- documents ---------------------------------------------------------------

std::string Server::documentPath(const Json& params) const
{
    const std::string uri = stringMember(member(params, "textDocument"), "uri");
    const std::optional<std::string> path = pathFromUri(uri);
    return path ? LanguageService::normalizePath(*path) : std::string();
}

void Server::scheduleCheckOf(const std::string& path, int delayMs)
{
    // Every module sees every open document: a file may be shared.
    for (auto& [main, module] : modules_)
        module->syncDocuments(documents_);
    if (path.empty())
        return;
    if (ModuleCheck* module = moduleFor(path))
        module->schedule(ModuleCheck::Clock::now() + std::chrono::milliseconds(delayMs));
}

void Server::didOpen(const Json& params)
{
    const Json& item = member(params, "textDocument");
    Document document;
    document.uri = stringMember(item, "uri");
    document.text = stringMember(item, "text");
    const Json version = at(item, {"version"});
    document.version = version.is_number_integer() ? version.get<int64_t>() : 0;
    if (const std::optional<std::string> path = pathFromUri(document.uri))
        document.path = LanguageService::normalizePath(*path);
    const std::string path = document.path;
    documents_[document.uri] = std::move(document);
    scheduleCheckOf(path, 0);
}

void Server::didChange(const Json& params)
{
    const std::string uri = stringMember(member(params, "textDocument"), "uri");
    const auto open = documents_.find(uri);
    if (open == documents_.end())
        throw RpcError(InvalidParams, "didChange of a document that is not open: " + uri);
    const Json& changes = member(params, "contentChanges");
    if (!changes.is_array())
        throw RpcError(InvalidParams, "'contentChanges' is not an array");
    // Read every change first: a bad one leaves the document as it was.
    std::vector<Document::Change> parsed;
    for (const Json& change : changes) {
        Document::Change c;
        c.text = stringMember(change, "text");
        if (change.contains("range"))
            c.range = rangeFromJson(change["range"]);
        parsed.push_back(std::move(c));
    }
    for (const Document::Change& c : parsed)
        open->second.apply(c, encoding_);
    if (const Json version = at(params, {"textDocument", "version"}); version.is_number_integer())
        open->second.version = version.get<int64_t>();
    scheduleCheckOf(open->second.path, options_.checkDelayMs);
    if (!open->second.path.empty())
        if (ModuleCheck* module = moduleFor(open->second.path))
            module->edited(open->second.path);
}

void Server::didSave(const Json& params)
{
    scheduleCheckOf(documentPath(params), 0);
}

void Server::didClose(const Json& params)
{
    const std::string uri = stringMember(member(params, "textDocument"), "uri");
    const auto open = documents_.find(uri);
    if (open == documents_.end())
        return;
    const std::string path = open->second.path;
    documents_.erase(open);
    scheduleCheckOf(path, 0);       // the file on disk stands for itself again
}

// ---- checks --------------------------------------------------------------------

ModuleCheck* Server::moduleFor(const std::string& path)
{
    const std::string main = options_.mainFile.empty() ? findMainFile(path, root_) : options_.mainFile;
    if (main.empty())
        return nullptr;
    std::unique_ptr<ModuleCheck>& module = modules_[main];
    if (!module) {
        module = std::make_unique<ModuleCheck>(main, options_.check, encoding_, wake_[1]);
        module->syncDocuments(documents_);
        module->schedule(ModuleCheck::Clock::now());
    }
    return module.get();
}

void Server::publish(ModuleCheck& module)
{
    std::set<std::string> openUris;
    for (const auto& [uri, document] : documents_)
        openUris.insert(uri);
    for (auto& [uri, publication] : module.collect(openUris)) {
        Json params = {{"uri", uri}, {"diagnostics", std::move(publication.diagnostics)}};
        if (publication.version >= 0)
            params["version"] = publication.version;
        send({{"jsonrpc", "2.0"}, {"method", "textDocument/publishDiagnostics"}, {"params", std::move(params)}});
    }
}

void Server::publishFinishedChecks()
{
    char drain[64];
    while (::read(wake_[0], drain, sizeof drain) > 0) {
    }
    for (auto& [main, module] : modules_)
        publish(*module);
}

ModuleCheck& Server::moduleOf(const Json& params, bool fresh)
{
    const std::string path = documentPath(params);
    ModuleCheck* module = path.empty() ? nullptr : moduleFor(path);
    if (!module)
        throw RpcError(RequestFailed, "no module (.irc) found for " + (path.empty() ? std::string("this document") : path));
    const bool none = !module->service().analysis();
    if (none || (fresh && module->checking())) {
        module->startDue(ModuleCheck::Clock::now(), none || module->pending());
        module->waitForWorker();
        publish(*module);
    }
    return *module;
}

int Server::msUntilDue() const
{
    int least = -1;
    const ModuleCheck::Clock::time_point now = ModuleCheck::Clock::now();
    for (const auto& [main, module] : modules_) {
        if (module->due(now))
            return 0;
        if (!module->pending())
            continue;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(module->when() - now).count();
        const int ms = static_cast<int>(std::clamp<long long>(left, 0, 60'000));
        least = least < 0 ? ms : std::min(least, ms);
    }
    return least;
}

void Server::runDueChecks()
{
    const ModuleCheck::Clock::time_point now = ModuleCheck::Clock::now();
    for (auto& [main, module] : modules_)
        if (module->due(now))
            module->startDue(now);
}

// ---- queries -------------------------------------------------------------------

Json Server::completion(const Json& params)
{
    ModuleCheck& module = moduleOf(params, false);
    return completionJson(module.service().completion(documentPath(params), positionFromJson(member(params, "position"))),
                          markdown_);
}

Json Server::hover(const Json& params)
{
    ModuleCheck& module = moduleOf(params, false);
    const std::optional<language::Hover> hover =
        module.service().hover(documentPath(params), positionFromJson(member(params, "position")));
    return hover ? hoverJson(*hover, markdown_) : Json(nullptr);
}

Json Server::signatureHelp(const Json& params)
{
    ModuleCheck& module = moduleOf(params, false);
    const std::optional<language::SignatureHelp> help =
        module.service().signatureHelp(documentPath(params), positionFromJson(member(params, "position")));
    return help ? signatureHelpJson(*help, encoding_, markdown_) : Json(nullptr);
}

Json Server::definition(const Json& params)
{
    ModuleCheck& module = moduleOf(params, true);
    Json out = Json::array();
    for (const language::Location& location :
         module.service().definition(documentPath(params), positionFromJson(member(params, "position"))))
        out.push_back(toJson(location));
    return out;
}

Json Server::references(const Json& params)
{
    ModuleCheck& module = moduleOf(params, true);
    const Json include = at(params, {"context", "includeDeclaration"});
    Json out = Json::array();
    for (const language::Location& location :
         module.service().references(documentPath(params), positionFromJson(member(params, "position")),
                                     !include.is_boolean() || include.get<bool>()))
        out.push_back(toJson(location));
    return out;
}

Json Server::rename(const Json& params)
{
    ModuleCheck& module = moduleOf(params, true);
    const language::RenameResult result = module.service().rename(
        documentPath(params), positionFromJson(member(params, "position")), stringMember(params, "newName"));
    if (result.edits.empty())
        throw RpcError(RequestFailed, result.error.empty() ? "nothing to rename here" : result.error);
    return workspaceEditJson(result.edits);
}

Json Server::codeAction(const Json& params)
{
    ModuleCheck& module = moduleOf(params, true);
    const language::Range range = rangeFromJson(member(params, "range"));
    std::vector<language::Diagnostic> here;
    for (language::Diagnostic& d : module.service().diagnostics(documentPath(params)))
        if (!d.fixes.empty() && overlaps(d.range, range))
            here.push_back(std::move(d));
    return fixActions(here);
}

Json Server::documentSymbol(const Json& params)
{
    ModuleCheck& module = moduleOf(params, true);
    const std::string path = documentPath(params);
    return documentSymbolsJson(module.service().documentSymbols(path), uriFromPath(path), hierarchicalSymbols_);
}

Json Server::workspaceSymbol(const Json& params)
{
    const Json query = at(params, {"query"});
    if (!query.is_string())
        throw RpcError(InvalidParams, "'query' is not a string");
    if (!options_.mainFile.empty())
        moduleFor(options_.mainFile);
    Json out = Json::array();
    for (auto& [main, module] : modules_) {
        const bool none = !module->service().analysis();
        if (none || module->checking()) {
            module->startDue(ModuleCheck::Clock::now(), none || module->pending());
            module->waitForWorker();
            publish(*module);
        }
        for (Json& symbol : workspaceSymbolsJson(module->service().workspaceSymbols(query.get<std::string>())))
            out.push_back(std::move(symbol));
    }
    return out;
}

Json Server::semanticTokensFull(const Json& params)
{
    const std::string path = documentPath(params);
    if (path.empty())
        throw RpcError(InvalidParams, "not a file URI");
    ModuleCheck* module = moduleFor(path);
    if (!module) {
        // A file of no module is still highlighted.
        LanguageService alone;
        language::WorkspaceOptions options;
        options.encoding = encoding_;
        alone.setOptions(options);
        if (const auto open = documents_.find(stringMember(member(params, "textDocument"), "uri"));
            open != documents_.end())
            alone.openDocument(path, open->second.text);
        return {{"data", semanticTokensData(alone.semanticTokens(path))}};
    }
    if (!module->service().text(path))
        throw RpcError(InvalidParams, "cannot read " + path);
    return {{"data", semanticTokensData(module->service().semanticTokens(path))}};
}

} // namespace incursion::incls
