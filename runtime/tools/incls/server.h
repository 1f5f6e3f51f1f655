// The language server: JSON-RPC requests and notifications in, responses and
// notifications out, one message at a time on one thread, answered by the
// language service (language/language_service.h) of the document's module.
//
// Checks run on each module's worker thread (check_worker.h). After a change
// the document's syntax errors are checked at once (its front end alone,
// published when it has some or had some); the whole check waits until the
// client pauses (`checkDelayMs` after the last change), so typing costs one
// check, not one per keystroke, and a newer change stops a running check.
// Completion, hover, signature help and semantic tokens answer at once from
// the latest check and the current text (the service reads the text around
// the caret itself), even while a check runs; the queries that name places
// in other files (definition, references, rename, symbols, fixes) wait for a
// due or running check, so their positions match the text the client has sent.
#pragma once

#include "document.h"
#include "message_stream.h"
#include "module_check.h"

#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <set>
#include <string>

namespace incursion::incls {

struct ServerOptions {
    CheckSettings check;
    std::string mainFile;       // --main: every document belongs to this module
    int checkDelayMs = 200;     // after a change, before checking
};

class Server {
public:
    Server(ServerOptions options, MessageWriter& out);
    ~Server();

    // One message's JSON text, whatever it holds.
    void handle(const std::string& body);
    // A frame that could not be read (MessageReader::BadFrame).
    void badFrame(const std::string& error);

    // Milliseconds until a scheduled check is due (0: now), -1 when none is.
    int msUntilDue() const;
    // Starts the checks that are due on their workers.
    void runDueChecks();
    // Readable when a worker has finished something: then call publishFinishedChecks().
    int wakeFd() const { return wake_[0]; }
    // Publishes what the workers finished (cheap when nothing is).
    void publishFinishedChecks();

    bool exited() const { return exited_; }
    // LSP: 0 after shutdown then exit, 1 when exit came without shutdown.
    int exitCode() const { return shutdown_ ? 0 : 1; }

private:
    using Json = nlohmann::json;
    using Request = Json (Server::*)(const Json& params);
    using Notification = void (Server::*)(const Json& params);

    void send(const Json& message);
    void sendError(const Json& id, int code, const std::string& message);
    void dispatch(const Json& message);

    // Lifecycle.
    Json initialize(const Json& params);
    Json shutdown(const Json& params);
    void initialized(const Json& params);
    void exit(const Json& params);
    void ignore(const Json& params);

    // Document sync.
    void didOpen(const Json& params);
    void didChange(const Json& params);
    void didSave(const Json& params);
    void didClose(const Json& params);

    // Queries.
    Json completion(const Json& params);
    Json hover(const Json& params);
    Json signatureHelp(const Json& params);
    Json definition(const Json& params);
    Json references(const Json& params);
    Json rename(const Json& params);
    Json codeAction(const Json& params);
    Json documentSymbol(const Json& params);
    Json workspaceSymbol(const Json& params);
    Json semanticTokensFull(const Json& params);

    // The module of a document, created on first use; null when it has none.
    ModuleCheck* moduleFor(const std::string& path);
    // The module of the request's textDocument, checked when `fresh` and a
    // check is pending (or there was none yet); an error when there is none.
    ModuleCheck& moduleOf(const Json& params, bool fresh);
    void publish(ModuleCheck& module);
    void scheduleCheckOf(const std::string& path, int delayMs);
    std::string documentPath(const Json& params) const;

    ServerOptions options_;
    MessageWriter& out_;
    std::map<std::string, Request> requests_;
    std::map<std::string, Notification> notifications_;

    bool initialized_ = false;
    bool shutdown_ = false;
    bool exited_ = false;
    language::PositionEncoding encoding_ = language::PositionEncoding::Utf16;
    bool hierarchicalSymbols_ = false;
    bool markdown_ = false;
    std::string root_;

    std::map<std::string, Document> documents_;                     // by URI
    std::map<std::string, std::unique_ptr<ModuleCheck>> modules_;   // by main file
    int wake_[2] = {-1, -1};                                        // the workers' wake pipe
};

} // namespace incursion::incls
