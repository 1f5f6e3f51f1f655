#include "server.h"

#include "document_symbols.h"
#include "file_uri.h"
#include "semantic_tokens.h"

#include "script/preprocessor.h"

#include <algorithm>
#include <stdexcept>

#ifndef INCURSION_VERSION
#error "INCURSION_VERSION is set by the build"
#endif

namespace incursion::incls {

using Json = nlohmann::json;

namespace {

// JSON-RPC and LSP error codes.
enum ErrorCode {
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    InternalError = -32603,
    ServerNotInitialized = -32002,
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

uint32_t unsignedMember(const Json& object, const char* key)
{
    const Json& value = member(object, key);
    if (!value.is_number_unsigned() || value.get<uint64_t>() > UINT32_MAX)
        throw RpcError(InvalidParams, std::string("'") + key + "' is not an unsigned integer");
    return value.get<uint32_t>();
}

ClientPosition position(const Json& value)
{
    return {unsignedMember(value, "line"), unsignedMember(value, "character")};
}

bool hasString(const Json& list, std::string_view wanted)
{
    if (!list.is_array())
        return false;
    return std::any_of(list.begin(), list.end(),
                       [&](const Json& item) { return item.is_string() && item.get<std::string>() == wanted; });
}

// capabilities.a.b.c as a bool (false when any step is missing).
bool flag(const Json& object, std::initializer_list<const char*> path)
{
    const Json* at = &object;
    for (const char* key : path) {
        if (!at->is_object() || !at->contains(key))
            return false;
        at = &(*at)[key];
    }
    return at->is_boolean() && at->get<bool>();
}

} // namespace

Server::Server(ServerOptions options, MessageWriter& out) : options_(std::move(options)), out_(out)
{
    requests_ = {
        {"initialize", &Server::initialize},
        {"shutdown", &Server::shutdown},
        {"textDocument/semanticTokens/full", &Server::semanticTokensFull},
        {"textDocument/documentSymbol", &Server::documentSymbol},
    };
    notifications_ = {
        {"initialized", &Server::initialized},
        {"exit", &Server::exit},
        {"textDocument/didOpen", &Server::didOpen},
        {"textDocument/didChange", &Server::didChange},
        {"textDocument/didSave", &Server::didSave},
        {"textDocument/didClose", &Server::didClose},
        {"$/cancelRequest", &Server::ignore},   // every request is answered before the next is read
        {"$/setTrace", &Server::ignore},
        {"workspace/didChangeConfiguration", &Server::ignore},
    };
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
        if (hasId)
            sendError(id, e.code, e.what());
        else
            std::fprintf(stderr, "incls: %s: %s\n", name.c_str(), e.what());
    } catch (const Json::exception& e) {
        // A parameter of the wrong type deep inside (nlohmann's checked access).
        if (hasId)
            sendError(id, InvalidParams, e.what());
        else
            std::fprintf(stderr, "incls: %s: %s\n", name.c_str(), e.what());
    } catch (const std::exception& e) {
        if (hasId)
            sendError(id, InternalError, e.what());
        else
            std::fprintf(stderr, "incls: %s: %s\n", name.c_str(), e.what());
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
    if (capabilities.is_object()) {
        const Json general = capabilities.value("general", Json::object());
        if (general.is_object() && hasString(general.value("positionEncodings", Json::array()), "utf-8")) {
            encoding_ = PositionEncoding::Utf8;
        } else if (hasString(capabilities.value("offsetEncoding", Json::array()), "utf-8")) {
            // clangd's extension, which clients older than LSP 3.17 offer.
            encoding_ = PositionEncoding::Utf8;
            result["offsetEncoding"] = "utf-8";
        }
        hierarchicalSymbols_ = flag(capabilities, {"textDocument", "documentSymbol", "hierarchicalDocumentSymbolSupport"});
    }

    std::string rootUri;
    if (params.contains("rootUri") && params["rootUri"].is_string())
        rootUri = params["rootUri"].get<std::string>();
    else if (params.contains("workspaceFolders") && params["workspaceFolders"].is_array() &&
             !params["workspaceFolders"].empty() && params["workspaceFolders"][0].is_object())
        rootUri = params["workspaceFolders"][0].value("uri", "");
    if (const std::optional<std::string> root = pathFromUri(rootUri))
        root_ = normalizedPath(*root);
    else if (params.contains("rootPath") && params["rootPath"].is_string())
        root_ = normalizedPath(params["rootPath"].get<std::string>());

    // initializationOptions: {"mainFile": "...", "includePaths": ["..."]},
    // relative paths against the workspace root.
    const Json init = params.value("initializationOptions", Json::object());
    const auto resolved = [&](const std::string& path) {
        return normalizedPath(root_.empty() || path.starts_with('/') ? path : root_ + "/" + path);
    };
    if (init.is_object()) {
        if (init.contains("mainFile") && init["mainFile"].is_string())
            options_.mainFile = resolved(init["mainFile"].get<std::string>());
        if (init.contains("includePaths") && init["includePaths"].is_array())
            for (const Json& dir : init["includePaths"])
                if (dir.is_string())
                    options_.check.includeDirs.push_back(resolved(dir.get<std::string>()));
    }

    Json legend = {{"tokenTypes", semanticTokenTypes()}, {"tokenModifiers", Json::array()}};
    result["capabilities"] = {
        {"positionEncoding", encodingName(encoding_)},
        {"textDocumentSync", {{"openClose", true}, {"change", 2}, {"save", {{"includeText", false}}}}},
        {"documentSymbolProvider", true},
        {"semanticTokensProvider", {{"legend", legend}, {"full", true}}},
    };
    result["serverInfo"] = {{"name", "incls"}, {"version", INCURSION_VERSION}};
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
    return path ? normalizedPath(*path) : std::string();
}

void Server::scheduleCheckOf(const std::string& path, int delayMs)
{
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
    const Json& version = member(item, "version");
    document.version = version.is_number_integer() ? version.get<int64_t>() : 0;
    if (const std::optional<std::string> path = pathFromUri(document.uri))
        document.path = normalizedPath(*path);
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
        if (change.contains("range")) {
            const Json& range = change["range"];
            c.start = position(member(range, "start"));
            c.end = position(member(range, "end"));
        }
        parsed.push_back(std::move(c));
    }
    for (const Document::Change& c : parsed)
        open->second.apply(c, encoding_);
    const Json& version = member(params, "textDocument").value("version", Json());
    if (version.is_number_integer())
        open->second.version = version.get<int64_t>();
    scheduleCheckOf(open->second.path, options_.checkDelayMs);
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

std::string Server::documentText(const std::string& uri) const
{
    const auto open = documents_.find(uri);
    if (open != documents_.end())
        return open->second.text;
    const std::optional<std::string> path = pathFromUri(uri);
    std::optional<std::string> text = path ? script::readSourceFile(*path) : std::nullopt;
    if (!text)
        throw RpcError(InvalidParams, "cannot read " + uri);
    return *text;
}

// ---- checks --------------------------------------------------------------------

ModuleCheck* Server::moduleFor(const std::string& path)
{
    const std::string main = options_.mainFile.empty() ? findMainFile(path, root_) : options_.mainFile;
    if (main.empty())
        return nullptr;
    std::unique_ptr<ModuleCheck>& module = modules_[main];
    if (!module)
        module = std::make_unique<ModuleCheck>(main);
    return module.get();
}

void Server::check(ModuleCheck& module)
{
    std::map<std::string, std::string> overlay;
    std::set<std::string> openUris;
    for (const auto& [uri, document] : documents_) {
        openUris.insert(uri);
        if (!document.path.empty())
            overlay.emplace(document.path, document.text);
    }
    module.run(options_.check, overlay, encoding_);
    for (auto& [uri, diagnostics] : module.takeChangedDiagnostics(openUris)) {
        Json params = {{"uri", uri}, {"diagnostics", std::move(diagnostics)}};
        if (const auto open = documents_.find(uri); open != documents_.end())
            params["version"] = open->second.version;
        send({{"jsonrpc", "2.0"}, {"method", "textDocument/publishDiagnostics"}, {"params", std::move(params)}});
    }
}

ModuleCheck& Server::checkedModuleFor(const std::string& path)
{
    ModuleCheck* module = path.empty() ? nullptr : moduleFor(path);
    if (!module)
        throw RpcError(InvalidParams, "no module (.irc) found for " + (path.empty() ? "this document" : path));
    if (module->pending() || !module->result())
        check(*module);
    return *module;
}

int Server::msUntilDue() const
{
    int least = -1;
    const ModuleCheck::Clock::time_point now = ModuleCheck::Clock::now();
    for (const auto& [main, module] : modules_) {
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
            check(*module);
}

// ---- queries -------------------------------------------------------------------

Json Server::semanticTokensFull(const Json& params)
{
    const std::string uri = stringMember(member(params, "textDocument"), "uri");
    return {{"data", semanticTokens(documentText(uri), encoding_)}};
}

Json Server::documentSymbol(const Json& params)
{
    const std::string path = documentPath(params);
    ModuleCheck& module = checkedModuleFor(path);
    const SourcePositions* positions = module.positions();
    if (!positions)
        return Json::array();
    return documentSymbols(module.result()->front, *positions, positions->fileWithPath(path), hierarchicalSymbols_);
}

} // namespace incursion::incls
