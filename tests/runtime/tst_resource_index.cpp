// Resource names and `$"name"` references: case rules, kind precedence,
// qualifiers, and the warning for names the module does not define.
#include "support/memory_files.h"
#include "support/test_suite.h"

#include "script/frontend.h"

#include <QtTest>

namespace tst_resource_index {

using namespace incursion::script;
using incursion::core::ResourceKind;
using incursion::test::MemoryFiles;

namespace {

CheckResult check(const std::string& source)
{
    CheckOptions options;
    options.mainFile = "main.irc";
    options.preprocessor = MemoryFiles{{{"main.irc", source}}}.options();
    return checkModule(options);
}

QStringList messages(const CheckResult& r)
{
    QStringList out;
    for (const Diagnostic& d : r.diagnostics->all()) {
        const LineColumn lc = r.sources->lineColumn(r.diagnostics->displayLocation(d));
        out << QStringLiteral("%1:%2: %3").arg(lc.line).arg(lc.column).arg(QString::fromStdString(d.message));
    }
    return out;
}

std::string nameOf(const CheckResult& r, const IndexedResource* res)
{
    return r.lexed.strings.strings[r.lexed.tokens[res->resource->name].text];
}

const char* kModule =
    "Effect \"dragon\" : 1 { Level: 1; }\n"
    "Monster \"Dragon\" : 2 { Depth: 1; }\n"
    "Monster \"orc\" : 2 { Depth: 1; }\n"
    "Race \"Human;race\" { Monster: $\"orc\"; }\n"
    "Item \"spellbook [Adventurers' Arts]\" : 3 { Level: 1; }\n"
    "Monster \"orc\" : 2 { Depth: 9; }\n";

} // namespace

class ResourceIndexTest : public QObject {
    Q_OBJECT
private slots:
    void namesAreCaseInsensitiveAndEarlierKindsWin()
    {
        const CheckResult r = check(kModule);
        QVERIFY2(r.diagnostics->errorCount() == 0, qPrintable(messages(r).join('\n')));
        const ResourceIndex& index = *r.resourceIndex;
        // Monster comes before Effect in the module's kind order, whatever the declaration order.
        const IndexedResource* dragon = index.find("DRAGON");
        QVERIFY(dragon);
        QCOMPARE(dragon->kind, ResourceKind::Monster);
        QCOMPARE(nameOf(r, dragon), std::string("Dragon"));
        // Within a kind the first definition wins.
        const IndexedResource* orc = index.find("Orc");
        QVERIFY(orc);
        QCOMPARE(orc->indexInKind, 1u);
        // Qualifiers and punctuation are part of the name.
        QVERIFY(index.find("human;RACE"));
        QVERIFY(!index.find("human"));
        QVERIFY(index.find("spellbook [adventurers' arts]"));
        QCOMPARE(index.all().size(), size_t(6));
        QCOMPARE(index.all().back().indexInKind, 2u);   // the second "orc" is the 3rd Monster
    }

    void referencesResolveForwardAndBackward()
    {
        const CheckResult r = check(std::string("Monster \"goblin\" : 2 { Depth: 1;\n"
                                                "  On Event 1 { if (EActor->isMType($\"kobold\")) return 1; return 0; };\n"
                                                "}\n"
                                                "Monster \"kobold\" : 2 { Depth: 1; Gear: $\"goblin\"; }\n"));
        QVERIFY2(r.diagnostics->all().empty(), qPrintable(messages(r).join('\n')));
        QCOMPARE(r.references.size(), size_t(2));
        QCOMPARE(nameOf(r, r.references[0].target), std::string("kobold"));     // forward
        QCOMPARE(nameOf(r, r.references[1].target), std::string("goblin"));     // backward
    }

    void unresolvedNamesAreWarningsAtTheReference()
    {
        const CheckResult r = check(std::string("Monster \"a\" : 2 {\n  Depth: 1;\n  Gear: $\"nowhere\";\n}\n"));
        QCOMPARE(messages(r), QStringList{
            "3:10: unresolved resource reference $\"nowhere\": no resource of that name in this module "
            "(the original compiler used $\"unimplemented\" in its place)"});
        QCOMPARE(r.diagnostics->warningCount(), size_t(1));
        QCOMPARE(r.diagnostics->errorCount(), size_t(0));
        QCOMPARE(r.references.size(), size_t(1));
        QCOMPARE(r.references[0].target, nullptr);
    }

    void numericReferencesAreNotNames()
    {
        const CheckResult r = check(std::string("Dungeon \"d\" { Constants: 1 $0; }\n"));
        QVERIFY(r.references.empty());
    }
};

INCURSION_TEST_MAIN(ResourceIndexTest)
#include "tst_resource_index.moc"
} // namespace tst_resource_index
