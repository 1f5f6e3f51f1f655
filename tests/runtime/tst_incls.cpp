// incls, the language server, driven by a scripted JSON-RPC client: the
// lifecycle, bad input, document sync, diagnostics with their ranges and
// fixes, completion, hover, signature help, definition, references, rename,
// symbols and semantic tokens, on a small module of our own
// (tests/data/incls) and on the example module.
#include "support/lsp_client.h"
#include "support/test_suite.h"

#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

namespace tst_incls {

using incursion::test::LspClient;

namespace {

QString uriOf(const QString& path)
{
    return QUrl::fromLocalFile(QDir::cleanPath(path)).toString(QUrl::FullyEncoded);
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool copyTree(const QString& from, const QString& to)
{
    QDir source(from);
    if (!QDir().mkpath(to))
        return false;
    for (const QFileInfo& entry : source.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString target = to + '/' + entry.fileName();
        if (entry.isDir() ? !copyTree(entry.filePath(), target) : !QFile::copy(entry.filePath(), target))
            return false;
    }
    return true;
}

QJsonObject position(int line, int character)
{
    return {{"line", line}, {"character", character}};
}

QJsonObject range(const QJsonValue& value)
{
    return value.toObject().value("range").toObject();
}

// "line:character-line:character" of an LSP range, for readable comparisons.
QString spanOf(const QJsonObject& r)
{
    const QJsonObject s = r.value("start").toObject();
    const QJsonObject e = r.value("end").toObject();
    return QStringLiteral("%1:%2-%3:%4")
        .arg(s.value("line").toInt())
        .arg(s.value("character").toInt())
        .arg(e.value("line").toInt())
        .arg(e.value("character").toInt());
}

int errorCode(const std::optional<QJsonObject>& reply)
{
    return reply ? reply->value("error").toObject().value("code").toInt() : 0;
}

} // namespace

class TestIncls : public QObject {
    Q_OBJECT

private slots:
    void init();
    void helpVersionAndUsage();
    void lifecycle();
    void exitWithoutShutdown();
    void endOfInputEndsTheServer();
    void badInputGetsErrorsNotACrash();
    void diagnosticsOfAPlantedErrorHaveItsRange();
    void incrementalChangesRecheckAndClear();
    void diagnosticsOfFilesNotOpen();
    void syntaxErrorsShowBeforeTheWholeCheck();
    void requestsAnswerWhileACheckRuns();
    void utf8PositionsWhenTheClientAsks();
    void semanticTokensFromTheHighlighter();
    void documentSymbolsFromTheSyntaxTree();
    void exampleModuleFromAnIncludedFile();
    void completionAfterEActorArrow();
    void hoverAndSignatureHelp();
    void definitionOfApiResourceAndLocal();
    void referencesAndRenameAcrossFiles();
    void didYouMeanFixAsCodeAction();
    void workspaceSymbolsByName();
    void queriesAnywhereAnswerWithoutError();

private:
    // Starts incls and initializes it (utf-16 positions unless `capabilities` say otherwise).
    bool startAndInitialize(LspClient& client, const QJsonObject& capabilities = {},
                            const QStringList& arguments = {});
    void openDocument(LspClient& client, const QString& path, const QByteArray& text, int version = 1);
    // tests/data/incls copied to a folder of its own.
    QString copyModule();

    QTemporaryDir temp_;
    const QString incls_ = QStringLiteral(INCLS_PATH);
    const QString data_ = QStringLiteral(INCURSION_TEST_DATA "/incls");
};

void TestIncls::init()
{
    QVERIFY(temp_.isValid());
}

bool TestIncls::startAndInitialize(LspClient& client, const QJsonObject& capabilities, const QStringList& arguments)
{
    if (!client.start(incls_, arguments))
        return false;
    const QJsonValue result = client.call("initialize", QJsonObject{{"processId", QJsonValue()},
                                                                   {"rootUri", QJsonValue()},
                                                                   {"capabilities", capabilities}});
    if (!result.isObject())
        return false;
    client.notify("initialized");
    return true;
}

void TestIncls::openDocument(LspClient& client, const QString& path, const QByteArray& text, int version)
{
    client.notify("textDocument/didOpen",
                  QJsonObject{{"textDocument", QJsonObject{{"uri", uriOf(path)},
                                                           {"languageId", "incursion"},
                                                           {"version", version},
                                                           {"text", QString::fromUtf8(text)}}}});
}

QString TestIncls::copyModule()
{
    static int n = 0;
    const QString to = temp_.filePath(QStringLiteral("module%1").arg(++n));
    return copyTree(data_, to) ? to : QString();
}

void TestIncls::helpVersionAndUsage()
{
    QProcess help;
    help.start(incls_, {"--help"});
    QVERIFY(help.waitForFinished(10000));
    QCOMPARE(help.exitCode(), 0);
    QVERIFY(help.readAllStandardOutput().startsWith("Usage: incls"));

    QProcess version;
    version.start(incls_, {"--version"});
    QVERIFY(version.waitForFinished(10000));
    QCOMPARE(version.exitCode(), 0);
    QVERIFY(version.readAllStandardOutput().startsWith("incls (Incursion Studio) "));

    QProcess unknown;
    unknown.start(incls_, {"--frobnicate"});
    QVERIFY(unknown.waitForFinished(10000));
    QCOMPARE(unknown.exitCode(), 2);
    QVERIFY(unknown.readAllStandardError().contains("unknown argument '--frobnicate'"));

    QProcess badDelay;
    badDelay.start(incls_, {"--check-delay", "soon"});
    QVERIFY(badDelay.waitForFinished(10000));
    QCOMPARE(badDelay.exitCode(), 2);
}

void TestIncls::lifecycle()
{
    LspClient client;
    QVERIFY(client.start(incls_));
    // Before initialize a request is refused, and answered.
    QCOMPARE(errorCode(client.response(client.request("textDocument/documentSymbol"))), -32002);

    const QJsonObject result = client.call("initialize", QJsonObject{{"capabilities", QJsonObject()}}).toObject();
    const QJsonObject caps = result.value("capabilities").toObject();
    QCOMPARE(caps.value("positionEncoding").toString(), QString("utf-16"));
    QCOMPARE(caps.value("textDocumentSync").toObject().value("change").toInt(), 2);   // incremental
    QVERIFY(caps.value("textDocumentSync").toObject().value("openClose").toBool());
    for (const char* served : {"documentSymbolProvider", "hoverProvider", "definitionProvider", "referencesProvider",
                               "renameProvider", "workspaceSymbolProvider"})
        QVERIFY2(caps.value(served).toBool(), served);
    QVERIFY(caps.value("completionProvider").toObject().value("triggerCharacters").toArray().contains(">"));
    QVERIFY(caps.value("signatureHelpProvider").toObject().value("triggerCharacters").toArray().contains("("));
    QVERIFY(caps.value("codeActionProvider").toObject().value("codeActionKinds").toArray().contains("quickfix"));
    const QJsonArray types =
        caps.value("semanticTokensProvider").toObject().value("legend").toObject().value("tokenTypes").toArray();
    QVERIFY(types.contains("keyword") && types.contains("comment") && types.contains("string"));
    QCOMPARE(result.value("serverInfo").toObject().value("name").toString(), QString("incls"));

    QCOMPARE(errorCode(client.response(client.request("initialize", QJsonObject{{"capabilities", QJsonObject()}}))),
             -32600);
    const std::optional<QJsonObject> shutdown = client.response(client.request("shutdown"));
    QVERIFY(shutdown && shutdown->contains("result") && shutdown->value("result").isNull());
    QCOMPARE(errorCode(client.response(client.request("textDocument/documentSymbol"))), -32600);
    client.notify("exit");
    QCOMPARE(client.waitForExit(), 0);
}

void TestIncls::exitWithoutShutdown()
{
    LspClient client;
    QVERIFY(startAndInitialize(client));
    client.notify("exit");
    QCOMPARE(client.waitForExit(), 1);
}

void TestIncls::endOfInputEndsTheServer()
{
    LspClient client;
    QVERIFY(startAndInitialize(client));
    client.closeInput();
    QCOMPARE(client.waitForExit(), 1);
}

void TestIncls::badInputGetsErrorsNotACrash()
{
    LspClient client;
    QVERIFY(startAndInitialize(client));
    const auto nextError = [&](int code) {
        const std::optional<QJsonObject> m = client.waitFor([](const QJsonObject& m) { return m.contains("error"); });
        return errorCode(m) == code && m->value("id").isNull();
    };

    const auto frame = [](const QByteArray& body) {
        return "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    };
    client.sendRaw(frame("{\"jsonrpc\":"));                          // malformed JSON
    QVERIFY(nextError(-32700));
    client.sendRaw(frame("[1]"));                                     // a batch
    QVERIFY(nextError(-32600));
    client.sendRaw(frame("42"));                                      // not an object
    QVERIFY(nextError(-32600));
    client.sendRaw(frame("{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1}}"));     // an id of no allowed type
    QVERIFY(nextError(-32600));
    client.sendRaw("Content-Type: text/plain\r\n\r\n{}");             // no Content-Length
    QVERIFY(nextError(-32700));
    client.sendRaw("Content-Length: lots\r\n\r\n");                   // not a number
    QVERIFY(nextError(-32700));
    client.sendRaw("Content-Length: 99999999999999\r\n\r\n");         // past the limit
    QVERIFY(nextError(-32700));
    client.sendRaw(QByteArray("\x00\xff\xfe garbage\r\n\r\n", 15));    // binary noise
    QVERIFY(nextError(-32700));
    // Invalid UTF-8 inside a JSON string is refused as malformed, not crashed on.
    client.sendRaw(frame("{\"method\":\"\xff\"}"));
    QVERIFY(nextError(-32700));
    // Nothing more: each bad frame got exactly one answer.
    QVERIFY(!client.waitFor([](const QJsonObject& m) { return m.contains("error"); }, 300));

    const std::optional<QJsonObject> unknown = client.response(client.request("textDocument/frobnicate"));
    QCOMPARE(errorCode(unknown), -32601);
    QVERIFY(unknown->value("error").toObject().value("message").toString().contains("textDocument/frobnicate"));
    QCOMPARE(errorCode(client.response(client.request("textDocument/documentSymbol", QJsonObject{}))), -32602);
    QCOMPARE(errorCode(client.response(client.request(
                 "textDocument/semanticTokens/full", QJsonObject{{"textDocument", QJsonObject{{"uri", 7}}}}))),
             -32602);
    QCOMPARE(errorCode(client.response(client.request(
                 "textDocument/semanticTokens/full",
                 QJsonObject{{"textDocument", QJsonObject{{"uri", uriOf(temp_.filePath("missing.irc"))}}}}))),
             -32602);
    // Bad notifications get no answer (there is no id to answer) and change nothing.
    client.notify("textDocument/didOpen", QJsonObject{{"textDocument", QJsonObject{{"uri", 1}}}});
    client.notify("textDocument/didChange", QJsonObject{{"textDocument", QJsonObject{{"uri", "file:///nowhere.irh"}}},
                                                        {"contentChanges", QJsonArray()}});
    client.notify("$/unknownNotification");

    // The server still works: a real module opens and checks.
    const QString dir = copyModule();
    openDocument(client, dir + "/creatures.irh", readFile(dir + "/creatures.irh"));
    const std::optional<QJsonArray> diagnostics = client.diagnostics(uriOf(dir + "/creatures.irh"));
    QVERIFY(diagnostics);
    QVERIFY2(diagnostics->isEmpty(), QJsonDocument(*diagnostics).toJson().constData());
    // A change with a range past the end of the text is clamped, not trusted.
    client.notify("textDocument/didChange",
                  QJsonObject{{"textDocument", QJsonObject{{"uri", uriOf(dir + "/creatures.irh")}, {"version", 2}}},
                              {"contentChanges", QJsonArray{QJsonObject{
                                                     {"range", QJsonObject{{"start", position(900, 5)},
                                                                           {"end", position(1000, 99)}}},
                                                     {"text", "\n"}}}}});
    QVERIFY(client.response(client.request("shutdown")));
    client.notify("exit");
    QCOMPARE(client.waitForExit(), 0);
}

void TestIncls::diagnosticsOfAPlantedErrorHaveItsRange()
{
    const QString dir = copyModule();
    QByteArray text = readFile(dir + "/creatures.irh");
    // An undeclared name after a non-ASCII comment: UTF-16 columns differ from bytes.
    QVERIFY(text.contains("      hops = 2;"));
    text.replace("      hops = 2;", "      /* h\xc3\xa9llo */ hopz = 2;");
    LspClient client;
    QVERIFY(startAndInitialize(client));
    openDocument(client, dir + "/creatures.irh", text);
    const std::optional<QJsonArray> diagnostics = client.diagnostics(uriOf(dir + "/creatures.irh"));
    QVERIFY(diagnostics);
    QCOMPARE(diagnostics->size(), 1);
    const QJsonObject d = diagnostics->first().toObject();
    QCOMPARE(d.value("severity").toInt(), 1);
    QVERIFY2(d.value("message").toString().contains("'hopz' is not declared"), qPrintable(d.value("message").toString()));
    // Line 8 of the file; "hopz" starts at byte 19, UTF-16 unit 18 (é is 2 bytes, 1 unit).
    QCOMPARE(spanOf(range(d)), QString("7:18-7:22"));
}

void TestIncls::incrementalChangesRecheckAndClear()
{
    const QString dir = copyModule();
    const QString uri = uriOf(dir + "/creatures.irh");
    LspClient client;
    QVERIFY(startAndInitialize(client, {}, {"--check-delay", "0"}));
    openDocument(client, dir + "/creatures.irh", readFile(dir + "/creatures.irh"));
    QCOMPARE(client.diagnostics(uri).value_or(QJsonArray{{1}}).size(), 0);

    // Line 7 is "      hops = 2;": replace "hops" (columns 6-10) with "hopz".
    const auto change = [&](int version, int from, int to, const QString& newText) {
        client.notify("textDocument/didChange",
                      QJsonObject{{"textDocument", QJsonObject{{"uri", uri}, {"version", version}}},
                                  {"contentChanges", QJsonArray{QJsonObject{
                                                         {"range", QJsonObject{{"start", position(7, from)},
                                                                               {"end", position(7, to)}}},
                                                         {"text", newText}}}}});
    };
    change(2, 6, 10, "hopz");
    const std::optional<QJsonObject> broken = client.waitFor([&](const QJsonObject& m) {
        return m.value("method") == "textDocument/publishDiagnostics" &&
               m.value("params").toObject().value("uri") == uri;
    });
    QVERIFY(broken);
    const QJsonObject params = broken->value("params").toObject();
    QCOMPARE(params.value("version").toInt(), 2);
    QCOMPARE(params.value("diagnostics").toArray().size(), 1);
    QCOMPARE(spanOf(range(params.value("diagnostics").toArray().first())), QString("7:6-7:10"));

    // Undo it with a whole-text change (no range): the file is clean again.
    client.notify("textDocument/didChange",
                  QJsonObject{{"textDocument", QJsonObject{{"uri", uri}, {"version", 3}}},
                              {"contentChanges",
                               QJsonArray{QJsonObject{{"text", QString::fromUtf8(readFile(dir + "/creatures.irh"))}}}}});
    const std::optional<QJsonArray> clean = client.diagnostics(uri);
    QVERIFY(clean);
    QVERIFY(clean->isEmpty());
}

void TestIncls::syntaxErrorsShowBeforeTheWholeCheck()
{
    // The whole check waits a minute after a change: what shows before it
    // comes from the quick check of the document typed in.
    const QString dir = copyModule();
    const QString uri = uriOf(dir + "/creatures.irh");
    LspClient client;
    QVERIFY(startAndInitialize(client, {}, {"--check-delay", "60000"}));
    const QByteArray text = readFile(dir + "/creatures.irh");
    openDocument(client, dir + "/creatures.irh", text);
    QCOMPARE(client.diagnostics(uri).value_or(QJsonArray{{1}}).size(), 0);

    // Line 7 "      hops = 2;" loses its semicolon: a syntax error, at once.
    const auto replaceLine7 = [&](int version, const QString& line) {
        client.notify("textDocument/didChange",
                      QJsonObject{{"textDocument", QJsonObject{{"uri", uri}, {"version", version}}},
                                  {"contentChanges", QJsonArray{QJsonObject{
                                                         {"range", QJsonObject{{"start", position(7, 0)},
                                                                               {"end", position(8, 0)}}},
                                                         {"text", line}}}}});
    };
    replaceLine7(2, "      hops = 2\n");
    const std::optional<QJsonObject> broken = client.waitFor([&](const QJsonObject& m) {
        return m.value("method") == "textDocument/publishDiagnostics" && m.value("params").toObject().value("uri") == uri;
    });
    QVERIFY(broken);
    const QJsonObject params = broken->value("params").toObject();
    QCOMPARE(params.value("version").toInt(), 2);
    const QJsonArray diagnostics = params.value("diagnostics").toArray();
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().toObject().value("severity").toInt(), 1);
    QCOMPARE(range(diagnostics.first()).value("start").toObject().value("line").toInt(), 8);   // where `;` was expected

    // Put back: the quick check takes its error back, still before the whole check.
    replaceLine7(3, "      hops = 2;\n");
    const std::optional<QJsonObject> fixed = client.waitFor([&](const QJsonObject& m) {
        return m.value("method") == "textDocument/publishDiagnostics" && m.value("params").toObject().value("uri") == uri;
    });
    QVERIFY(fixed);
    QCOMPARE(fixed->value("params").toObject().value("version").toInt(), 3);
    QVERIFY(fixed->value("params").toObject().value("diagnostics").toArray().isEmpty());
}

void TestIncls::requestsAnswerWhileACheckRuns()
{
    // A module whose whole check takes a long time (many monsters with
    // handlers); completion after a change must not wait for that check.
    const QString dir = temp_.filePath("big");
    QVERIFY(copyTree(data_ + "/inc", dir + "/inc"));
    QByteArray monsters;
    for (int i = 0; i < 4000; ++i)
        monsters += "Monster \"toad " + QByteArray::number(i) + "\" : MA_VERMIN\n  {\n    Image: green 'f';\n"
                    "    On Event EV_MOVE {\n      int16 hops;\n      hops = " + QByteArray::number(i) + ";\n"
                    "      if (EActor->isCreature())\n        EActor->IPrint(\"hop\");\n      return DONE;\n      };\n  }\n";
    const QByteArray main = "#include \"api.irh\"\nModule \"Big\";\nSlot 0;\n#include \"creatures.irh\"\n";
    QFile mainFile(dir + "/main.irc"), creatures(dir + "/creatures.irh");
    QVERIFY(mainFile.open(QIODevice::WriteOnly) && mainFile.write(main) == main.size());
    QVERIFY(creatures.open(QIODevice::WriteOnly) && creatures.write(monsters) == monsters.size());
    mainFile.close();
    creatures.close();

    const QString uri = uriOf(dir + "/creatures.irh");
    LspClient client;
    QVERIFY(startAndInitialize(client, {}, {"--check-delay", "0", "-I", dir + "/inc"}));
    openDocument(client, dir + "/creatures.irh", monsters);
    QVERIFY(client.diagnostics(uri, 120000));

    // A type error in the first handler ("hopz" is not declared), then
    // completion after `EActor->` on a new line at once.
    client.notify("textDocument/didChange",
                  QJsonObject{{"textDocument", QJsonObject{{"uri", uri}, {"version", 2}}},
                              {"contentChanges", QJsonArray{QJsonObject{
                                                     {"range", QJsonObject{{"start", position(5, 6)},
                                                                           {"end", position(5, 10)}}},
                                                     {"text", "hopz"}}}}});
    const int id = client.request("textDocument/completion", QJsonObject{{"textDocument", QJsonObject{{"uri", uri}}},
                                                                        {"position", position(7, 16)}});
    // The first of the two to arrive is the completion: the check still runs.
    const std::optional<QJsonObject> first = client.waitFor(
        [&](const QJsonObject& m) {
            return (m.value("id") == QJsonValue(id) && !m.contains("method")) ||
                   (m.value("method") == "textDocument/publishDiagnostics" &&
                    m.value("params").toObject().value("uri") == uri);
        },
        120000);
    QVERIFY(first);
    QVERIFY2(first->value("id") == QJsonValue(id), "the diagnostics of the check came before the completion");
    QStringList labels;
    for (const QJsonValue& item : first->value("result").toObject().value("items").toArray())
        labels << item.toObject().value("label").toString();
    QVERIFY2(labels.contains("IPrint") && labels.contains("isCreature"), qPrintable(labels.join(' ')));
    // Then the check's result: the undeclared name, at its place.
    const std::optional<QJsonArray> diagnostics = client.diagnostics(uri, 120000);
    QVERIFY(diagnostics);
    QCOMPARE(diagnostics->size(), 1);
    QCOMPARE(spanOf(range(diagnostics->first())), QString("5:6-5:10"));
}

void TestIncls::diagnosticsOfFilesNotOpen()
{
    const QString dir = copyModule();
    // The error is on disk in creatures.irh; only main.irc is open.
    QByteArray text = readFile(dir + "/creatures.irh");
    text.replace("Depth: 2;", "Depth: 2");
    QFile file(dir + "/creatures.irh");
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
    file.close();

    LspClient client;
    QVERIFY(startAndInitialize(client));
    openDocument(client, dir + "/main.irc", readFile(dir + "/main.irc"));
    const std::optional<QJsonArray> diagnostics = client.diagnostics(uriOf(dir + "/creatures.irh"));
    QVERIFY(diagnostics);
    QCOMPARE(diagnostics->size(), 1);
    QCOMPARE(range(diagnostics->first()).value("start").toObject().value("line").toInt(), 18);   // the `}` after it
    QCOMPARE(client.diagnostics(uriOf(dir + "/main.irc")).value_or(QJsonArray{{1}}).size(), 0);
}

void TestIncls::utf8PositionsWhenTheClientAsks()
{
    const QString dir = copyModule();
    QByteArray text = readFile(dir + "/creatures.irh");
    text.replace("      hops = 2;", "      /* h\xc3\xa9llo */ hopz = 2;");
    LspClient client;
    QVERIFY(client.start(incls_));
    const QJsonObject result =
        client
            .call("initialize",
                  QJsonObject{{"capabilities",
                               QJsonObject{{"general", QJsonObject{{"positionEncodings", QJsonArray{"utf-8", "utf-16"}}}}}}})
            .toObject();
    QCOMPARE(result.value("capabilities").toObject().value("positionEncoding").toString(), QString("utf-8"));
    client.notify("initialized");
    openDocument(client, dir + "/creatures.irh", text);
    const std::optional<QJsonArray> diagnostics = client.diagnostics(uriOf(dir + "/creatures.irh"));
    QVERIFY(diagnostics && diagnostics->size() == 1);
    QCOMPARE(spanOf(range(diagnostics->first())), QString("7:19-7:23"));
}

void TestIncls::semanticTokensFromTheHighlighter()
{
    const QString dir = copyModule();
    LspClient client;
    QVERIFY(client.start(incls_));
    const QJsonObject caps =
        client.call("initialize", QJsonObject{{"capabilities", QJsonObject()}}).toObject().value("capabilities").toObject();
    const QJsonArray types =
        caps.value("semanticTokensProvider").toObject().value("legend").toObject().value("tokenTypes").toArray();
    client.notify("initialized");
    // A comment over two lines becomes one token per line.
    const QByteArray text = "/* two\n   lines */\nMonster \"cave toad\" : MA_VERMIN { Depth: 1; }\n";
    openDocument(client, dir + "/creatures.irh", text);
    const QJsonArray data = client.call("textDocument/semanticTokens/full",
                                        QJsonObject{{"textDocument", QJsonObject{{"uri", uriOf(dir + "/creatures.irh")}}}})
                                .toObject()
                                .value("data")
                                .toArray();
    QVERIFY(data.size() % 5 == 0 && data.size() >= 5 * 5);
    // Decode to absolute "line:column:length:type".
    QStringList tokens;
    int line = 0, column = 0;
    for (qsizetype i = 0; i < data.size(); i += 5) {
        line += data[i].toInt();
        column = data[i].toInt() ? data[i + 1].toInt() : column + data[i + 1].toInt();
        tokens << QStringLiteral("%1:%2:%3:%4").arg(line).arg(column).arg(data[i + 2].toInt())
                      .arg(types[data[i + 3].toInt()].toString());
    }
    QCOMPARE(tokens.mid(0, 5), QStringList({"0:0:6:comment", "1:0:11:comment", "2:0:7:keyword", "2:8:11:string",
                                            "2:20:1:operator"}));
    QVERIFY2(tokens.contains("2:22:9:enumMember"), qPrintable(tokens.join(' ')));   // MA_VERMIN
    QVERIFY2(tokens.contains("2:41:1:number"), qPrintable(tokens.join(' ')));
}

void TestIncls::documentSymbolsFromTheSyntaxTree()
{
    const QString dir = copyModule();
    LspClient client;
    QVERIFY(startAndInitialize(
        client, QJsonObject{{"textDocument",
                             QJsonObject{{"documentSymbol", QJsonObject{{"hierarchicalDocumentSymbolSupport", true}}}}}}));
    const QJsonArray symbols = client.call("textDocument/documentSymbol",
                                           QJsonObject{{"textDocument", QJsonObject{{"uri", uriOf(dir + "/creatures.irh")}}}})
                                   .toArray();
    QCOMPARE(symbols.size(), 2);
    const QJsonObject toad = symbols[0].toObject();
    QCOMPARE(toad.value("name").toString(), QString("cave toad"));
    QCOMPARE(toad.value("detail").toString(), QString("Monster"));
    QCOMPARE(toad.value("kind").toInt(), 5);
    QCOMPARE(spanOf(toad.value("range").toObject()), QString("0:0-12:3"));
    QCOMPARE(spanOf(toad.value("selectionRange").toObject()), QString("0:8-0:19"));
    const QJsonArray handlers = toad.value("children").toArray();
    QCOMPARE(handlers.size(), 1);
    QCOMPARE(handlers[0].toObject().value("name").toString(), QString("On Event EV_MOVE"));
    QCOMPARE(handlers[0].toObject().value("kind").toInt(), 24);
    QCOMPARE(symbols[1].toObject().value("name").toString(), QString("marsh toad"));

    // The API file lists its macros, in file order.
    const QJsonArray api = client.call("textDocument/documentSymbol",
                                       QJsonObject{{"textDocument", QJsonObject{{"uri", uriOf(dir + "/inc/api.irh")}}}})
                               .toArray();
    QStringList names;
    for (const QJsonValue& s : api)
        names << s.toObject().value("name").toString();
    QCOMPARE(names.mid(0, 3), QStringList({"NOTHING", "DONE", "EV_MOVE"}));
    QCOMPARE(api[0].toObject().value("kind").toInt(), 14);     // Constant
}

void TestIncls::completionAfterEActorArrow()
{
    const QString dir = copyModule();
    const QString uri = uriOf(dir + "/creatures.irh");
    LspClient client;
    QVERIFY(startAndInitialize(client));
    openDocument(client, dir + "/creatures.irh", readFile(dir + "/creatures.irh"));
    QVERIFY(client.diagnostics(uri));
    // The user types a new line 8, "      EActor->", and asks for completion at its end.
    client.notify("textDocument/didChange",
                  QJsonObject{{"textDocument", QJsonObject{{"uri", uri}, {"version", 2}}},
                              {"contentChanges", QJsonArray{QJsonObject{
                                                     {"range", QJsonObject{{"start", position(8, 0)},
                                                                           {"end", position(8, 0)}}},
                                                     {"text", "      EActor->\n"}}}}});
    const QJsonObject list = client.call("textDocument/completion", QJsonObject{{"textDocument", QJsonObject{{"uri", uri}}},
                                                                                  {"position", position(8, 14)}})
                                 .toObject();
    QMap<QString, QJsonObject> items;
    for (const QJsonValue& item : list.value("items").toArray())
        items.insert(item.toObject().value("label").toString(), item.toObject());
    // A creature's methods and members, and not the macros.
    QVERIFY2(items.contains("isCreature") && items.contains("IPrint") && items.contains("cHP"),
             qPrintable(QStringList(items.keys()).join(' ')));
    QVERIFY(!items.contains("DONE") && !items.contains("EV_MOVE") && !items.contains("hops"));
    QCOMPARE(items["IPrint"].value("kind").toInt(), 2);    // Method
    QCOMPARE(items["IPrint"].value("detail").toString(), QString("void IPrint(String msg, ...)"));
    QCOMPARE(items["cHP"].value("kind").toInt(), 5);       // Field
    QCOMPARE(spanOf(items["IPrint"].value("textEdit").toObject().value("range").toObject()), QString("8:14-8:14"));
}

void TestIncls::hoverAndSignatureHelp()
{
    const QString dir = copyModule();
    const QJsonObject document{{"uri", uriOf(dir + "/creatures.irh")}};
    LspClient client;
    QVERIFY(startAndInitialize(client, QJsonObject{{"textDocument",
                                                    QJsonObject{{"hover", QJsonObject{{"contentFormat",
                                                                                       QJsonArray{"markdown"}}}}}}}));
    // Line 8: "      if (EActor->isCreature())".
    const QJsonObject hover =
        client.call("textDocument/hover", QJsonObject{{"textDocument", document}, {"position", position(8, 20)}}).toObject();
    const QJsonObject contents = hover.value("contents").toObject();
    QCOMPARE(contents.value("kind").toString(), QString("markdown"));
    QCOMPARE(contents.value("value").toString(),
             QString("```incursionscript\nsystem bool T_THING::isCreature();\n```\n\nAPI method\n\n"
                     "Whether the thing is a creature."));
    QCOMPARE(spanOf(hover.value("range").toObject()), QString("8:18-8:28"));
    // Nothing to say over blank space.
    QVERIFY(client.call("textDocument/hover", QJsonObject{{"textDocument", document}, {"position", position(4, 0)}})
                .isNull());

    // Line 9: `        EActor->IPrint("The toad hops.");`, inside the parentheses.
    const QJsonObject help = client.call("textDocument/signatureHelp",
                                         QJsonObject{{"textDocument", document}, {"position", position(9, 24)}})
                                 .toObject();
    const QJsonObject signature = help.value("signatures").toArray().first().toObject();
    const QString label = signature.value("label").toString();
    QCOMPARE(label, QString("void IPrint(String msg, ...)"));
    QCOMPARE(help.value("activeParameter").toInt(), 0);
    const QJsonArray first = signature.value("parameters").toArray().first().toObject().value("label").toArray();
    QCOMPARE(label.mid(first[0].toInt(), first[1].toInt() - first[0].toInt()), QString("String msg"));
}

void TestIncls::definitionOfApiResourceAndLocal()
{
    const QString dir = temp_.filePath("warrens-definition");
    QVERIFY(copyTree(INCURSION_SOURCE_DIR "/examples/goblin-warrens", dir));
    const QString monsters = dir + "/inc/monsters.irh";
    const QByteArray text = readFile(monsters);
    const auto lineOf = [](const QByteArray& in, const QByteArray& what) {
        return static_cast<int>(in.left(in.indexOf(what)).count('\n'));
    };
    const auto columnOf = [](const QByteArray& in, const QByteArray& what) {
        const qsizetype at = in.indexOf(what);
        return static_cast<int>(at - in.lastIndexOf('\n', at) - 1);
    };
    LspClient client;
    QVERIFY(startAndInitialize(client));
    openDocument(client, monsters, text);
    const auto definition = [&](const QByteArray& use, int into) {
        const QJsonArray found = client.call("textDocument/definition",
                                             QJsonObject{{"textDocument", QJsonObject{{"uri", uriOf(monsters)}}},
                                                         {"position", position(lineOf(text, use), columnOf(text, use) + into)}})
                                     .toArray();
        return found.size() == 1 ? found.first().toObject() : QJsonObject();
    };
    // An API function, declared in rules.irh.
    const QByteArray rules = readFile(dir + "/inc/rules.irh");
    QJsonObject place = definition("ThrowDmg(EV_DAMAGE, AD_FIRE, heat", 3);
    QCOMPARE(place.value("uri").toString(), uriOf(dir + "/inc/rules.irh"));
    QCOMPARE(range(place).value("start").toObject().value("line").toInt(), lineOf(rules, "system int32  ThrowDmg("));
    // A resource, in items.irh.
    const QByteArray items = readFile(dir + "/inc/items.irh");
    place = definition("$\"kobold spear\"", 4);
    QCOMPARE(place.value("uri").toString(), uriOf(dir + "/inc/items.irh"));
    QCOMPARE(range(place).value("start").toObject().value("line").toInt(), lineOf(items, "Item \"kobold spear\""));
    // A local, declared above its use in the same handler.
    place = definition("heat = 1d6 + 1;", 1);
    QCOMPARE(place.value("uri").toString(), uriOf(monsters));
    QCOMPARE(spanOf(range(place)),
             QStringLiteral("%1:%2-%1:%3").arg(lineOf(text, "int16 heat;")).arg(columnOf(text, "int16 heat;") + 6)
                 .arg(columnOf(text, "int16 heat;") + 10));
    // A macro, defined in rules.irh.
    place = definition("AD_FIRE, heat", 1);
    QCOMPARE(range(place).value("start").toObject().value("line").toInt(), lineOf(rules, "#define AD_FIRE"));
}

void TestIncls::referencesAndRenameAcrossFiles()
{
    const QString dir = temp_.filePath("warrens-rename");
    QVERIFY(copyTree(INCURSION_SOURCE_DIR "/examples/goblin-warrens", dir));
    const QString monsters = dir + "/inc/monsters.irh";
    const QByteArray text = readFile(monsters);
    const int goblinLine = static_cast<int>(text.left(text.indexOf("Monster \"goblin\" :")).count('\n'));
    const QJsonObject at{{"textDocument", QJsonObject{{"uri", uriOf(monsters)}}}, {"position", position(goblinLine, 10)}};
    LspClient client;
    QVERIFY(startAndInitialize(client));

    QJsonObject params = at;
    params["context"] = QJsonObject{{"includeDeclaration", true}};
    QStringList places;
    for (const QJsonValue& r : client.call("textDocument/references", params).toArray())
        places << QFileInfo(QUrl(r.toObject().value("uri").toString()).toLocalFile()).fileName() + ":" +
                      QString::number(range(r).value("start").toObject().value("line").toInt() + 1);
    places.sort();
    QCOMPARE(places, QStringList({"dungeon.irh:337", QStringLiteral("monsters.irh:%1").arg(goblinLine + 1)}));

    params = at;
    params["newName"] = "goblin grunt";
    const QJsonObject changes = client.call("textDocument/rename", params).toObject().value("changes").toObject();
    QCOMPARE(changes.keys(), QStringList({uriOf(dir + "/inc/dungeon.irh"), uriOf(monsters)}));
    const QJsonObject edit = changes.value(uriOf(dir + "/inc/dungeon.irh")).toArray().first().toObject();
    QCOMPARE(edit.value("newText").toString(), QString("\"goblin grunt\""));
    QCOMPARE(spanOf(range(edit)), QString("336:26-336:34"));

    // A keyword cannot be renamed: an error that says so, not an empty edit.
    params = at;
    params["position"] = position(goblinLine, 2);
    params["newName"] = "Beast";
    const std::optional<QJsonObject> refused = client.response(client.request("textDocument/rename", params));
    QCOMPARE(errorCode(refused), -32803);
    QVERIFY(!refused->value("error").toObject().value("message").toString().isEmpty());
}

void TestIncls::didYouMeanFixAsCodeAction()
{
    const QString dir = copyModule();
    QByteArray text = readFile(dir + "/creatures.irh");
    text.replace("EActor->IPrint(", "EActor->IPrnt(");
    const QString uri = uriOf(dir + "/creatures.irh");
    LspClient client;
    QVERIFY(startAndInitialize(client));
    openDocument(client, dir + "/creatures.irh", text);
    const std::optional<QJsonArray> diagnostics = client.diagnostics(uri);
    QVERIFY(diagnostics && diagnostics->size() == 1);
    QVERIFY(diagnostics->first().toObject().value("message").toString().contains("did you mean 'IPrint'?"));
    QCOMPARE(spanOf(range(diagnostics->first())), QString("9:16-9:21"));

    const QJsonArray actions =
        client.call("textDocument/codeAction",
                    QJsonObject{{"textDocument", QJsonObject{{"uri", uri}}},
                                {"range", QJsonObject{{"start", position(9, 17)}, {"end", position(9, 17)}}},
                                {"context", QJsonObject{{"diagnostics", *diagnostics}}}})
            .toArray();
    QCOMPARE(actions.size(), 1);
    const QJsonObject fix = actions.first().toObject();
    QCOMPARE(fix.value("title").toString(), QString("Change to 'IPrint'"));
    QCOMPARE(fix.value("kind").toString(), QString("quickfix"));
    const QJsonObject edit = fix.value("edit").toObject().value("changes").toObject().value(uri).toArray().first().toObject();
    QCOMPARE(edit.value("newText").toString(), QString("IPrint"));
    QCOMPARE(spanOf(range(edit)), QString("9:16-9:21"));
}

void TestIncls::workspaceSymbolsByName()
{
    const QString dir = copyModule();
    LspClient client;
    QVERIFY(startAndInitialize(client, {}, {"--main", dir + "/main.irc"}));
    QStringList names;
    for (const QJsonValue& s : client.call("workspace/symbol", QJsonObject{{"query", "TOAD"}}).toArray())
        names << s.toObject().value("name").toString() + "@" +
                     QFileInfo(QUrl(s.toObject()["location"].toObject().value("uri").toString()).toLocalFile()).fileName();
    names.sort();
    QCOMPARE(names, QStringList({"cave toad@creatures.irh", "marsh toad@creatures.irh"}));
}

void TestIncls::exampleModuleFromAnIncludedFile()
{
    // A file of inc/ finds its module's main file one folder up.
    const QString dir = temp_.filePath("goblin-warrens");
    QVERIFY(copyTree(INCURSION_SOURCE_DIR "/examples/goblin-warrens", dir));
    const QString monstersFile = dir + "/inc/monsters.irh";
    QByteArray text = readFile(monstersFile);
    QVERIFY(text.contains("heat = 1d6 + 1;"));
    const int line = static_cast<int>(text.left(text.indexOf("heat = 1d6 + 1;")).count('\n'));
    text.replace("heat = 1d6 + 1;", "heat = 1d6 + ;");

    LspClient client;
    QVERIFY(startAndInitialize(client));
    openDocument(client, monstersFile, text);
    const std::optional<QJsonArray> diagnostics = client.diagnostics(uriOf(monstersFile));
    QVERIFY(diagnostics);
    QCOMPARE(diagnostics->size(), 1);
    QCOMPARE(range(diagnostics->first()).value("start").toObject().value("line").toInt(), line);
    const QJsonArray symbols = client.call("textDocument/documentSymbol",
                                           QJsonObject{{"textDocument", QJsonObject{{"uri", uriOf(monstersFile)}}}})
                                   .toArray();
    // A client without the hierarchy gets a flat list: 30 monsters, and 2
    // handlers inside their monsters.
    int monsters = 0;
    QStringList handlers;
    for (const QJsonValue& s : symbols) {
        const QJsonObject symbol = s.toObject();
        monsters += symbol.value("kind").toInt() == 5;
        if (symbol.value("kind").toInt() == 24)
            handlers << symbol.value("containerName").toString() + ": " + symbol.value("name").toString();
    }
    QCOMPARE(monsters, 30);
    QCOMPARE(handlers, QStringList({"smoulder beetle: On Event EVICTIM(EV_DEATH)", "flesh golem: On Event EVICTIM(EV_DAMAGE)"}));
}

void TestIncls::queriesAnywhereAnswerWithoutError()
{
    // Every position of a file, and some past the ends of lines and of the
    // file, in the middle of a half-typed edit: each query gets a result.
    const QString dir = copyModule();
    QByteArray text = readFile(dir + "/creatures.irh");
    text.replace("      hops = 2;", "      hops = EActor->IP(\"$\\\"x, (;");
    const QString uri = uriOf(dir + "/creatures.irh");
    LspClient client;
    QVERIFY(startAndInitialize(client));
    openDocument(client, dir + "/creatures.irh", text);
    const QList<QByteArray> lines = text.split('\n');
    int answered = 0;
    for (int line = 0; line <= lines.size() + 1; ++line) {
        const int length = line < lines.size() ? static_cast<int>(lines[line].size()) : 0;
        for (int column = 0; column <= length + 2; ++column) {
            for (const char* method : {"textDocument/completion", "textDocument/hover", "textDocument/signatureHelp",
                                       "textDocument/definition", "textDocument/references"}) {
                const std::optional<QJsonObject> reply = client.response(client.request(
                    method, QJsonObject{{"textDocument", QJsonObject{{"uri", uri}}},
                                        {"position", position(line, column)},
                                        {"context", QJsonObject{{"includeDeclaration", true}}}}));
                QVERIFY2(reply && reply->contains("result"),
                         qPrintable(QStringLiteral("%1 at %2:%3").arg(method).arg(line).arg(column)));
                ++answered;
            }
        }
    }
    QVERIFY(answered >= 5 * text.size());     // every byte position, at least
    QVERIFY(client.response(client.request("shutdown")));
}

INCURSION_TEST_MAIN(TestIncls)
#include "tst_incls.moc"
} // namespace tst_incls
