// The language service's reference symbols (language/reference.h) on a small
// module of our own (tests/data/language-service): every `system` declaration
// and macro once, with the declaration and comment hover shows, a member's
// class and the system objects it applies to, and where it is declared.
#include "language/analysis.h"
#include "language/reference.h"

#include <QtTest>
#include "support/test_suite.h"

#include <algorithm>

namespace tst_language_reference {

using namespace incursion::language;

namespace {

const std::string kDir = INCURSION_TEST_DATA "/language-service";
const std::string kMain = LanguageService::normalizePath(kDir + "/main.irc");
const std::string kApi = LanguageService::normalizePath(kDir + "/inc/api.irh");

const ReferenceSymbol* symbol(const std::vector<ReferenceSymbol>& symbols, std::string_view name, SymbolKind kind)
{
    const auto it = std::find_if(symbols.begin(), symbols.end(),
                                 [&](const ReferenceSymbol& s) { return s.name == name && s.kind == kind; });
    return it == symbols.end() ? nullptr : &*it;
}

} // namespace

class TestLanguageReference : public QObject {
    Q_OBJECT

private slots:
    void everyDeclarationWithWhatHoverShows()
    {
        WorkspaceOptions options;
        options.mainFile = kMain;
        LanguageService service(options);
        const std::vector<ReferenceSymbol> symbols = referenceSymbolsOf(service.analyze(), PositionEncoding::Bytes);

        const ReferenceSymbol* print = symbol(symbols, "IPrint", SymbolKind::ApiMethod);
        QVERIFY(print);
        QCOMPARE(print->declaration, std::string("system void T_THING::IPrint(string msg, ...);"));
        QCOMPARE(print->documentation, std::string("Prints a message to the player when they can perceive this thing."));
        QCOMPARE(print->receiver, std::string("T_THING"));
        QVERIFY(!print->resourceMember);
        // A creature and an item are things; the event and the map are not.
        QCOMPARE(print->objects, (std::vector<std::string>{"EActor", "EItem"}));
        QVERIFY(print->location);
        QCOMPARE(print->location->path, kApi);
        QCOMPARE(print->location->range.start.line, 31u);      // 0-based: line 32

        const ReferenceSymbol* cr = symbol(symbols, "CR", SymbolKind::ApiVariable);
        QVERIFY(cr && cr->resourceMember && cr->objects.empty());
        QCOMPARE(cr->receiver, std::string("T_TMONSTER"));
        const ReferenceSymbol* damage = symbol(symbols, "vDmg", SymbolKind::ApiVariable);
        QVERIFY(damage);
        QCOMPARE(damage->objects, (std::vector<std::string>{"e"}));
        QCOMPARE(damage->documentation, std::string("damage the event carries"));
        const ReferenceSymbol* actor = symbol(symbols, "EActor", SymbolKind::ApiObject);
        QVERIFY(actor);
        QCOMPARE(actor->receiver, std::string("T_CREATURE"));
        const ReferenceSymbol* throwDmg = symbol(symbols, "ThrowDmg", SymbolKind::ApiFunction);
        QVERIFY(throwDmg);
        QCOMPARE(throwDmg->documentation, std::string("Deals damage of one kind from an actor to a victim."));

        // Macros: constants and macros with parameters, as #define shows them.
        const ReferenceSymbol* death = symbol(symbols, "EV_DEATH", SymbolKind::Constant);
        QVERIFY(death);
        QCOMPARE(death->declaration, std::string("#define EV_DEATH 42"));
        const ReferenceSymbol* half = symbol(symbols, "HALF", SymbolKind::Macro);
        QVERIFY(half);
        QCOMPARE(half->declaration, std::string("#define HALF(x) ((x) / 2)"));

        // Each name and kind once, sorted: the same analysis gives the same list.
        for (size_t i = 1; i < symbols.size(); ++i)
            QVERIFY(symbols[i - 1].name < symbols[i].name
                    || (symbols[i - 1].name == symbols[i].name && symbols[i - 1].kind <= symbols[i].kind));
        const std::vector<ReferenceSymbol> again = referenceSymbolsOf(*service.analysis(), PositionEncoding::Bytes);
        QCOMPARE(again.size(), symbols.size());
    }

    void noTablesBeforeTheModuleParses()
    {
        // An analysis of no module still answers: no API, no macros.
        const std::vector<ReferenceSymbol> symbols = referenceSymbolsOf(*emptyAnalysis(), PositionEncoding::Bytes);
        QVERIFY(symbols.empty());
    }
};

INCURSION_TEST_MAIN(TestLanguageReference)
#include "tst_language_reference.moc"
} // namespace tst_language_reference
