// The language service on a small module of our own (tests/data/language-service):
// member completion, definition, references, rename, hover, signature help,
// "did you mean" fixes, symbols and semantic tokens.
#include "language/language_service.h"
#include "language/text_position.h"

#include <QtTest>
#include "support/test_suite.h"
#include <QTemporaryDir>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace tst_language_service {

using namespace incursion;
using namespace incursion::language;

namespace {

const std::string kDir = INCURSION_TEST_DATA "/language-service";
const std::string kMain = LanguageService::normalizePath(kDir + "/main.irc");
const std::string kMonsters = LanguageService::normalizePath(kDir + "/inc/monsters.irh");
const std::string kApi = LanguageService::normalizePath(kDir + "/inc/api.irh");

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Where `marker` starts in `text` (plus `delta` bytes), as a position.
Position find(const std::string& text, std::string_view marker, int delta = 0)
{
    const size_t at = text.find(marker);
    if (at == std::string::npos)
        qFatal("marker not found: %s", std::string(marker).c_str());
    return TextPositions(text, PositionEncoding::Utf16).position(static_cast<uint32_t>(at + delta));
}

const CompletionItem* item(const CompletionList& list, std::string_view label)
{
    const auto it = std::find_if(list.items.begin(), list.items.end(),
                                 [&](const CompletionItem& i) { return i.label == label; });
    return it == list.items.end() ? nullptr : &*it;
}

// Applies one file's edits (sorted, not overlapping) to its text.
std::string applied(std::string text, const FileEdit& edit)
{
    const TextPositions positions(text, PositionEncoding::Utf16);
    std::vector<std::pair<uint32_t, uint32_t>> spans;
    for (const TextEdit& e : edit.edits)
        spans.emplace_back(positions.offset(e.range.start), positions.offset(e.range.end));
    for (size_t i = edit.edits.size(); i-- > 0;)
        text.replace(spans[i].first, spans[i].second - spans[i].first, edit.edits[i].newText);
    return text;
}

} // namespace

class TestLanguageService : public QObject {
    Q_OBJECT

    std::unique_ptr<LanguageService> service()
    {
        WorkspaceOptions options;
        options.mainFile = kMain;
        auto s = std::make_unique<LanguageService>(options);
        s->analyze();
        return s;
    }

private slots:
    void theModuleChecksCleanly()
    {
        auto s = service();
        for (const std::string& path : {kMain, kMonsters, kApi}) {
            const std::vector<Diagnostic> d = s->diagnostics(path);
            for (const Diagnostic& each : d)
                qWarning("%s:%u: %s", path.c_str(), each.range.start.line + 1, each.message.c_str());
            QVERIFY(d.empty());
        }
        QCOMPARE(s->files().front(), kMain);
        QVERIFY(std::find(s->files().begin(), s->files().end(), kMonsters) != s->files().end());
    }

    void memberCompletionOffersTheCreaturesMethodsNotMacros()
    {
        auto s = service();
        // Typing breaks the parse: completion keeps the last API tables.
        std::string text = readFile(kMonsters);
        text.replace(text.find("      return NOTHING;"), 0, "      EActor->\n");
        s->openDocument(kMonsters, text, 1);
        s->analyze();
        const CompletionList list = s->completion(kMonsters, find(text, "EActor->\n", 8));
        QVERIFY(item(list, "IPrint"));
        QCOMPARE(item(list, "IPrint")->kind, SymbolKind::ApiMethod);
        QCOMPARE(item(list, "IPrint")->detail, std::string("void IPrint(string msg, ...)"));
        QCOMPARE(item(list, "IPrint")->documentation,
                 std::string("Prints a message to the player when they can perceive this thing."));
        QVERIFY(item(list, "Heal"));            // T_CREATURE
        QVERIFY(item(list, "isCreature"));      // T_THING, a creature's base
        QVERIFY(item(list, "Name"));            // T_OBJECT
        QVERIFY(item(list, "cHP"));
        QCOMPARE(item(list, "cHP")->kind, SymbolKind::ApiVariable);
        QVERIFY(!item(list, "isCursed"));       // an item's
        QVERIFY(!item(list, "Depth"));          // a map's
        QVERIFY(!item(list, "Left"));           // a string's
        QVERIFY(!item(list, "vDmg"));           // an event's
        QVERIFY(!item(list, "NOTHING"));        // no macros after '->'
        QVERIFY(!item(list, "HALF"));
        QVERIFY(!item(list, "if"));

        // A prefix filters, case-insensitively.
        std::string typed = text;
        typed.replace(typed.find("EActor->\n"), 9, "EActor->IP\n");
        s->changeDocument(kMonsters, typed, 2);
        const CompletionList filtered = s->completion(kMonsters, find(typed, "EActor->IP\n", 10));
        QCOMPARE(filtered.items.size(), size_t(1));
        QCOMPARE(filtered.items[0].label, std::string("IPrint"));
        QCOMPARE(filtered.replace.start, find(typed, "IP\n"));

        // `e.` offers the event's fields.
        typed.replace(typed.find("EActor->IP\n"), 11, "e.\n");
        s->changeDocument(kMonsters, typed, 3);
        const CompletionList event = s->completion(kMonsters, find(typed, "e.\n", 2));
        QVERIFY(item(event, "vDmg"));
        QVERIFY(!item(event, "IPrint"));
    }

    void memberCompletionKnowsLocalsDeclaredOnEarlierLines()
    {
        // `prey` (an rID) is declared at the top of the handler; `said` (a
        // string) is added above; both are used lines below, and the text
        // does not parse while `prey->` is being typed.
        auto s = service();
        std::string text = readFile(kMain);
        text.replace(text.find("      int16 count;\n"), 0, "      string said;\n");
        text.replace(text.find("      return NOTHING;"), 0, "      prey->\n");
        s->openDocument(kMain, text, 1);
        s->analyze();
        const CompletionList resource = s->completion(kMain, find(text, "prey->\n", 6));
        QVERIFY(item(resource, "CR"));              // a resource's member
        QVERIFY(!item(resource, "IPrint"));         // not an object's
        QVERIFY(!item(resource, "Left"));

        // Before the next analysis: the text moved on, the receiver is still known.
        std::string typed = text;
        typed.replace(typed.find("      prey->\n"), 13, "      Kills += 1;\n      said.\n");
        s->changeDocument(kMain, typed, 2);
        const CompletionList string = s->completion(kMain, find(typed, "said.\n", 5));
        QVERIFY(item(string, "Left"));
        QVERIFY(!item(string, "IPrint"));
        QVERIFY(!item(string, "CR"));
    }

    void resourceNamesOfTheModuleAndItsPrerequisites()
    {
        // Two modules side by side; the addon requires the base one.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto write = [&](const QString& path, const QByteArray& text) {
            QVERIFY(QDir().mkpath(QFileInfo(dir.filePath(path)).path()));
            QFile file(dir.filePath(path));
            QVERIFY(file.open(QIODevice::WriteOnly) && file.write(text) == text.size());
        };
        write("base/base.irc", "Module \"Base\";\nMonster \"cave bear\" : 1\n  {\n  }\n"
                               "Item \"bear skin\" : 1\n  {\n  }\n");
        write("addon/addon.irc", "Module \"Addon\";\nRequires \"Base\";\n"
                                 "Monster \"bear cub\" : 1\n  {\n  }\n"
                                 "int32 f() { rID r; r = $\"bear cub\"; return 0; }\n");
        WorkspaceOptions options;
        options.mainFile = dir.filePath("addon/addon.irc").toStdString();
        LanguageService s(options);
        s.analyze();
        const std::string text = readFile(options.mainFile);
        const CompletionList list = s.completion(options.mainFile, find(text, "$\"bear cub", 2));
        QVERIFY(item(list, "bear cub"));            // its own
        QVERIFY(item(list, "cave bear"));           // the prerequisite's
        QVERIFY(item(list, "bear skin"));
        QCOMPARE(item(list, "cave bear")->detail, std::string("Monster (Base)"));
        QCOMPARE(item(list, "bear cub")->detail, std::string("Monster"));
    }

    void completionInCodeOffersLocalsFunctionsAndConstants()
    {
        auto s = service();
        const std::string text = readFile(kMain);
        const CompletionList list = s->completion(kMain, find(text, "count = twice", 0));
        QVERIFY(item(list, "count"));
        QCOMPARE(item(list, "count")->kind, SymbolKind::Local);
        QVERIFY(item(list, "twice"));
        QCOMPARE(item(list, "twice")->detail, std::string("int32 twice(int32 n)"));
        QVERIFY(item(list, "ThrowDmg"));
        QVERIFY(item(list, "EActor"));
        QVERIFY(item(list, "EV_DEATH"));
        QCOMPARE(item(list, "EV_DEATH")->kind, SymbolKind::Constant);
        QVERIFY(item(list, "return"));
        QVERIFY(!item(list, "IPrint"));         // a method needs a receiver

        // After $" the module's resources.
        const CompletionList resources = s->completion(kMain, find(text, "$\"cave rat\"", 2));
        QVERIFY(item(resources, "cave rat"));
        QVERIFY(item(resources, "rat tail"));
        QCOMPARE(item(resources, "cave rat")->detail, std::string("Monster"));
    }

    void definitionOfApiFunctionLocalResourceAndMacro()
    {
        auto s = service();
        const std::string monsters = readFile(kMonsters), api = readFile(kApi), main = readFile(kMain);

        std::vector<Location> at = s->definition(kMonsters, find(monsters, "ThrowDmg(", 3));
        QCOMPARE(at.size(), size_t(1));
        QCOMPARE(at[0].path, kApi);
        QCOMPARE(at[0].range.start, find(api, "ThrowDmg("));

        at = s->definition(kMonsters, find(monsters, "IPrint(\"The rat", 2));
        QCOMPARE(at.size(), size_t(1));
        QCOMPARE(at[0].range.start, find(api, "IPrint(string"));

        at = s->definition(kMonsters, find(monsters, "Heal(steps)", 6));
        QCOMPARE(at.size(), size_t(1));
        QCOMPARE(at[0].path, kMonsters);
        QCOMPARE(at[0].range.start, find(monsters, "steps;"));

        at = s->definition(kMain, find(main, "$\"cave rat\"", 4));
        QCOMPARE(at.size(), size_t(1));
        QCOMPARE(at[0].path, kMonsters);
        QCOMPARE(at[0].range.start, find(monsters, "\"cave rat\" : 1"));

        at = s->definition(kMonsters, find(monsters, "HALF(4)", 1));
        QCOMPARE(at.size(), size_t(1));
        QCOMPARE(at[0].path, kApi);
        QCOMPARE(at[0].range.start, find(api, "HALF(x)"));

        at = s->definition(kMain, find(main, "twice(3)", 1));
        QCOMPARE(at.size(), size_t(1));
        QCOMPARE(at[0].range.start, find(main, "twice(int32"));

        QVERIFY(s->definition(kMain, find(main, "It twitches", 3)).empty());   // inside a string
    }

    void referencesOfAResourceAcrossFiles()
    {
        auto s = service();
        const std::string main = readFile(kMain), monsters = readFile(kMonsters);
        const std::vector<Location> refs = s->references(kMain, find(main, "$\"cave rat\"", 3));
        QCOMPARE(refs.size(), size_t(3));      // by path, then position
        QCOMPARE(refs[0].path, kMonsters);
        QCOMPARE(refs[0].range.start, find(monsters, "\"cave rat\" : 1"));
        QCOMPARE(refs[1].path, kMonsters);
        QCOMPARE(refs[1].range.start, find(monsters, "\"cave rat\";"));
        QCOMPARE(refs[2].path, kMain);
        QCOMPARE(refs[2].range.start, find(main, "\"cave rat\""));
        QCOMPARE(s->references(kMain, find(main, "$\"cave rat\"", 3), false).size(), size_t(2));

        // A method's references are its calls after `->`, and its declaration.
        const std::vector<Location> calls = s->references(kMain, find(main, "IPrint", 1));
        QCOMPARE(calls.size(), size_t(3));
        QCOMPARE(calls[0].path, kApi);
    }

    void renameAResourceAndALocal()
    {
        auto s = service();
        const std::string main = readFile(kMain), monsters = readFile(kMonsters);
        const RenameResult resource = s->rename(kMonsters, find(monsters, "\"cave rat\" : 1", 1), "sewer rat");
        QVERIFY2(resource.error.empty(), resource.error.c_str());
        QCOMPARE(resource.edits.size(), size_t(2));
        QCOMPARE(resource.edits[0].path, kMonsters);
        QCOMPARE(resource.edits[0].edits.size(), size_t(2));
        QCOMPARE(resource.edits[1].edits.size(), size_t(1));
        const std::string newMonsters = applied(monsters, resource.edits[0]);
        const std::string newMain = applied(main, resource.edits[1]);
        QVERIFY(newMain.find("$\"sewer rat\"") != std::string::npos);
        s->openDocument(kMonsters, newMonsters, 1);
        s->openDocument(kMain, newMain, 1);
        s->analyze();
        QVERIFY(s->diagnostics(kMain).empty());
        QCOMPARE(s->references(kMain, find(newMain, "sewer rat", 1)).size(), size_t(3));

        const RenameResult local = s->rename(kMain, find(newMain, "count;", 1), "tally");
        QVERIFY2(local.error.empty(), local.error.c_str());
        QCOMPARE(local.edits.size(), size_t(1));
        QCOMPARE(local.edits[0].edits.size(), size_t(3));
        QVERIFY(applied(newMain, local.edits[0]).find("Kills += tally;") != std::string::npos);

        QVERIFY(s->rename(kMain, find(newMain, "count;", 1), "while").error.find("not a valid name")
                != std::string::npos);
        QVERIFY(s->rename(kMain, find(newMain, "twice(3)", 1), "Kills").error.find("already")
                != std::string::npos);
        QVERIFY(!s->rename(kMain, find(newMain, "IPrint", 1), "Say").error.empty());   // the API is not ours
    }

    void hoverShowsTheDeclarationAndItsComment()
    {
        auto s = service();
        const std::string monsters = readFile(kMonsters);
        std::optional<Hover> hover = s->hover(kMonsters, find(monsters, "IPrint", 3));
        QVERIFY(hover);
        QCOMPARE(hover->declaration, std::string("system void T_THING::IPrint(string msg, ...);"));
        QCOMPARE(hover->documentation, std::string("Prints a message to the player when they can perceive this thing."));
        QCOMPARE(hover->kind, std::string("API method"));
        QCOMPARE(hover->range.start, find(monsters, "IPrint"));

        hover = s->hover(kMonsters, find(monsters, "ThrowDmg", 1));
        QVERIFY(hover);
        QCOMPARE(hover->documentation, std::string("Deals damage of one kind from an actor to a victim."));

        hover = s->hover(kMonsters, find(monsters, "vDmg", 1));
        QVERIFY(hover);
        QCOMPARE(hover->documentation, std::string("damage the event carries"));

        hover = s->hover(kMonsters, find(monsters, "HALF(4)", 1));
        QVERIFY(hover);
        QCOMPARE(hover->declaration, std::string("#define HALF(x) ((x) / 2)"));

        hover = s->hover(kMonsters, find(monsters, "steps = ", 1));
        QVERIFY(hover);
        QCOMPARE(hover->declaration, std::string("int16 steps"));
        QCOMPARE(hover->kind, std::string("local"));
    }

    void signatureHelpInsideACall()
    {
        auto s = service();
        std::string text = readFile(kMonsters);
        text.replace(text.find("EActor->Heal(steps);"), 20, "EActor->Heal(steps, ");
        s->openDocument(kMonsters, text, 1);
        std::optional<SignatureHelp> help = s->signatureHelp(kMonsters, find(text, "Heal(steps, ", 12));
        QVERIFY(help);
        QCOMPARE(help->label, std::string("void Heal(int16 amount, bool silent = 0)"));
        QCOMPARE(help->parameters.size(), size_t(2));
        QCOMPARE(help->label.substr(help->parameters[1].first, help->parameters[1].second - help->parameters[1].first),
                 std::string("bool silent = 0"));
        QCOMPARE(help->activeParameter, 1u);

        help = s->signatureHelp(kMonsters, find(text, "ThrowDmg(EV_DEATH", 9));
        QVERIFY(help);
        QCOMPARE(help->label, std::string("int32 ThrowDmg(int16 ev, int16 amount, hObj:T_THING actor = 0)"));
        QCOMPARE(help->activeParameter, 0u);
        QVERIFY(!s->signatureHelp(kMonsters, find(text, "return DONE", 0)));
    }

    void unknownNamesGetDidYouMeanFixes()
    {
        auto s = service();
        std::string text = readFile(kMain);
        text.replace(text.find("EItem->IPrint"), 13, "EItem->IPnt");
        s->openDocument(kMain, text, 1);
        s->analyze();
        const std::vector<Diagnostic> diagnostics = s->diagnostics(kMain);
        QCOMPARE(diagnostics.size(), size_t(1));
        const Diagnostic& d = diagnostics[0];
        QCOMPARE(d.severity, script::Severity::Error);
        QVERIFY2(d.message.find("did you mean 'IPrint'") != std::string::npos, d.message.c_str());
        QCOMPARE(d.range.start, find(text, "IPnt"));
        QVERIFY(!d.fixes.empty());
        QCOMPARE(d.fixes[0].title, std::string("Change to 'IPrint'"));
        QCOMPARE(d.fixes[0].edit.path, kMain);
        QCOMPARE(applied(text, d.fixes[0].edit), readFile(kMain));
    }

    // A misspelt $"resource" is a warning with the closest name, and its fix
    // replaces the string with its quotes.
    void misspeltResourceGetsAQuotedFix()
    {
        auto s = service();
        std::string text = readFile(kMain);
        text.replace(text.find("$\"cave rat\""), 11, "$\"cave rta\"");
        s->openDocument(kMain, text, 1);
        s->analyze();
        const std::vector<Diagnostic> diagnostics = s->diagnostics(kMain);
        QCOMPARE(diagnostics.size(), size_t(1));
        const Diagnostic& d = diagnostics[0];
        QCOMPARE(d.severity, script::Severity::Warning);
        QVERIFY2(d.message.find("(did you mean 'cave rat'?)") != std::string::npos, d.message.c_str());
        QVERIFY(!d.fixes.empty());
        QCOMPARE(d.fixes[0].title, std::string("Change to 'cave rat'"));
        QCOMPARE(applied(text, d.fixes[0].edit), readFile(kMain));
    }

    void quickDiagnosticsSeeTheDocumentBeforeTheNextAnalysis()
    {
        auto s = service();
        std::string text = readFile(kMonsters);
        text.replace(text.find("steps = HALF(4);"), 16, "steps = HALF(4) +;");
        s->changeDocument(kMonsters, text, 1);
        QVERIFY(!s->isAnalysisCurrent());
        QVERIFY(s->diagnostics(kMonsters).empty());             // the last analysis saw none
        const std::vector<Diagnostic> quick = s->quickDiagnostics(kMonsters);
        QCOMPARE(quick.size(), size_t(1));
        QCOMPARE(quick[0].severity, script::Severity::Error);
        QCOMPARE(quick[0].range.start.line, find(text, "+;").line);
        s->analyze();
        QCOMPARE(s->diagnostics(kMonsters).size(), size_t(1));
        QCOMPARE(s->diagnostics(kMonsters)[0].message, quick[0].message);
    }

    void symbolsAndSemanticTokens()
    {
        auto s = service();
        const std::vector<DocumentSymbol> symbols = s->documentSymbols(kMonsters);
        QCOMPARE(symbols.size(), size_t(2));
        QCOMPARE(symbols[0].name, std::string("cave rat"));
        QCOMPARE(symbols[0].detail, std::string("Monster"));
        QCOMPARE(symbols[0].children.size(), size_t(1));
        QCOMPARE(symbols[0].children[0].name, std::string("On Event EV_MOVE"));

        std::vector<std::string> names;
        for (const WorkspaceSymbol& w : s->workspaceSymbols("RAT"))
            names.push_back(w.name);
        std::sort(names.begin(), names.end());
        QCOMPARE(names, (std::vector<std::string>{"cave rat", "rat tail"}));
        QCOMPARE(s->workspaceSymbols("twice").at(0).kind, SymbolKind::ScriptFunction);

        const std::vector<SemanticToken> tokens = s->semanticTokens(kMonsters);
        QVERIFY(!tokens.empty());
        QCOMPARE(tokens[0].style, script::HighlightStyle::Comment);
        QCOMPARE(tokens[0].line, 0u);
        const std::string text = readFile(kMonsters);
        const Position monster = find(text, "Monster \"cave rat\"");
        const auto it = std::find_if(tokens.begin(), tokens.end(), [&](const SemanticToken& t) {
            return t.line == monster.line && t.column == monster.column;
        });
        QVERIFY(it != tokens.end());
        QCOMPARE(it->length, 7u);
        QCOMPARE(it->style, script::HighlightStyle::DataKeyword);
    }

    void columnsOnAVeryLongLineMatchAWalkFromItsStart()
    {
        // One 60 KB line of ASCII, two-byte and four-byte characters after a
        // short one: every column, both ways, as counting from the line start.
        std::string text = "short line\n";
        const uint32_t lineStart = static_cast<uint32_t>(text.size());
        for (int i = 0; text.size() < 60'000; ++i)
            text += i % 7 == 0 ? "\xC3\xA9" : i % 11 == 0 ? "\xF0\x9F\x90\xB8" : "ab ";
        text += "\nend\n";
        const TextPositions positions(text, PositionEncoding::Utf16);
        uint32_t column = 0;
        for (uint32_t offset = lineStart; text[offset] != '\n';) {
            const auto lead = static_cast<unsigned char>(text[offset]);
            const uint32_t length = lead >= 0xF0 ? 4 : lead >= 0xC0 ? 2 : 1;
            if (offset % 97 == 0 || length > 1) {
                QCOMPARE(positions.position(offset), (Position{1, column}));
                QCOMPARE(positions.offset(Position{1, column}), offset);
            }
            column += length == 4 ? 2 : 1;
            offset += length;
        }
        QCOMPARE(positions.position(static_cast<uint32_t>(text.size()) - 4), (Position{2, 0}));
    }

    void columnsCountUtf16UnitsOrBytes()
    {
        const std::string text = "a\n\xC3\xA9x\xF0\x9F\x98\x80y";    // é (2 bytes, 1 unit), 😀 (4 bytes, 2 units)
        const TextPositions utf16(text, PositionEncoding::Utf16), bytes(text, PositionEncoding::Bytes);
        QCOMPARE(utf16.position(4), (Position{1, 1}));
        QCOMPARE(bytes.position(4), (Position{1, 2}));
        QCOMPARE(utf16.position(9), (Position{1, 4}));
        QCOMPARE(bytes.position(9), (Position{1, 7}));
        QCOMPARE(utf16.offset({1, 4}), 9u);
        QCOMPARE(utf16.offset({1, 99}), uint32_t(text.size()));
    }
};

INCURSION_TEST_MAIN(TestLanguageService)
#include "tst_language_service.moc"
} // namespace tst_language_service
