// The linker: slots, prerequisites, and external `$"name"` references resolved
// across modules by name, kind precedence and allowed kinds.
#include "support/memory_files.h"
#include "support/test_suite.h"

#include "module/linker.h"
#include "script/build.h"

#include <QtTest>

namespace tst_linker {

using namespace incursion::module;
using incursion::script::BuildResult;

namespace {

using incursion::core::kindBit;

// A module image with just what the linker reads.
struct ModuleMaker {
    ModuleImage image;

    explicit ModuleMaker(std::string name, std::optional<uint8_t> slot = std::nullopt,
                         std::vector<std::string> prerequisites = {})
    {
        image.name = std::move(name);
        image.slot = slot;
        image.prerequisites = std::move(prerequisites);
        image.strings.push_back("");
    }
    uint32_t string(const std::string& text)
    {
        image.strings.push_back(text);
        return uint32_t(image.strings.size() - 1);
    }
    ModuleMaker& resource(ResourceKind kind, const std::string& name)
    {
        Resource r;
        r.kind = kind;
        r.name = string(name);
        image.resources.push_back(r);
        return *this;
    }
    ModuleMaker& external(const std::string& name, uint32_t kinds = kAllResourceKinds)
    {
        image.externals.push_back({string(name), kinds});
        return *this;
    }
};

QStringList errorsOf(const LinkedProgram& program)
{
    QStringList out;
    for (const std::string& e : program.errors)
        out << QString::fromStdString(e);
    return out;
}

} // namespace

class LinkerTest : public QObject {
    Q_OBJECT
private slots:
    void externalsResolveToTheOtherModulesSlot()
    {
        ModuleMaker a("Core", 0);
        a.resource(ResourceKind::Monster, "goblin").resource(ResourceKind::Item, "short sword");
        ModuleMaker b("Addon", std::nullopt, {"core"});     // prerequisite names compare case-insensitively
        b.resource(ResourceKind::Monster, "goblin king").external("GOBLIN").external("Short Sword");

        const LinkedProgram program = link(std::vector{a.image, b.image});
        QVERIFY2(program.ok(), qPrintable(errorsOf(program).join('\n')));
        QCOMPARE(program.modules.size(), size_t(2));
        // Declared Slot 0 is linked slot 1 (the original's IDs); the next free one is 2.
        QCOMPARE(program.modules[0].slot, uint8_t(1));
        QCOMPARE(program.modules[1].slot, uint8_t(2));
        QCOMPARE(program.modules[1].externalIds, (std::vector<uint32_t>{0x01000000, 0x01000001}));
        QVERIFY(program.modules[0].externalIds.empty());
        QVERIFY(program.unresolved.empty());
    }

    void earlierKindsWinAndTheFirstWithinAKind()
    {
        ModuleMaker a("A");
        a.resource(ResourceKind::Effect, "dragon")      // 0
            .resource(ResourceKind::Monster, "Dragon")  // 1: Monster precedes Effect
            .resource(ResourceKind::Item, "orc")        // 2
            .resource(ResourceKind::Item, "ORC");       // 3: a later one of the same kind loses
        ModuleMaker b("B");
        b.external("dragon").external("orc");

        const LinkedProgram program = link(std::vector{a.image, b.image});
        QVERIFY(program.ok());
        QCOMPARE(program.modules[0].slot, uint8_t(1));
        QCOMPARE(program.modules[1].externalIds, (std::vector<uint32_t>{resourceId(1, 1), resourceId(1, 2)}));
    }

    void onlyAllowedKindsAreCandidates()
    {
        ModuleMaker a("A");
        a.resource(ResourceKind::Effect, "dragon").resource(ResourceKind::Monster, "dragon");
        ModuleMaker b("B");
        b.external("dragon", kindBit(ResourceKind::Effect))
            .external("dragon", kindBit(ResourceKind::Item) | kindBit(ResourceKind::Region));

        const LinkedProgram program = link(std::vector{a.image, b.image});
        QVERIFY(program.ok());
        QCOMPARE(program.modules[1].externalIds, (std::vector<uint32_t>{resourceId(1, 0), 0}));
        QCOMPARE(program.unresolved.size(), size_t(1));
        QCOMPARE(program.unresolved[0].external, uint32_t(1));
        QCOMPARE(program.unresolved[0].kinds, kindBit(ResourceKind::Item) | kindBit(ResourceKind::Region));
    }

    void candidateModulesGoInLoadOrder()
    {
        ModuleMaker a("A", 5), b("B", 2), c("C");
        a.resource(ResourceKind::Monster, "orc");
        b.resource(ResourceKind::Monster, "Orc");
        c.external("orc");
        b.external("orc");      // B's own "orc" is not an external: B finds A's
        const LinkedProgram program = link(std::vector{a.image, b.image, c.image});
        QVERIFY(program.ok());
        QCOMPARE(program.modules[0].slot, uint8_t(6));
        QCOMPARE(program.modules[1].slot, uint8_t(3));
        QCOMPARE(program.modules[2].slot, uint8_t(1));
        QCOMPARE(program.modules[2].externalIds, std::vector<uint32_t>{resourceId(6, 0)});
        QCOMPARE(program.modules[1].externalIds, std::vector<uint32_t>{resourceId(6, 0)});
    }

    void declaredSlotsArePlacedBeforeFreeOnes()
    {
        // B comes first but has no slot: it must not take C's declared one.
        ModuleMaker a("A", 0), b("B"), c("C", 1);
        const LinkedProgram program = link(std::vector{a.image, b.image, c.image});
        QVERIFY(program.ok());
        QCOMPARE(program.modules[0].slot, uint8_t(1));
        QCOMPARE(program.modules[1].slot, uint8_t(3));
        QCOMPARE(program.modules[2].slot, uint8_t(2));
    }

    void slotConflictNamesBothModules()
    {
        ModuleMaker a("Core", 3), b("Addon", 3);
        const LinkedProgram program = link(std::vector{a.image, b.image});
        QCOMPARE(errorsOf(program), QStringList{"modules 'Core' and 'Addon' both declare slot 3"});
        QCOMPARE(program.modules[0].slot, uint8_t(4));
        QCOMPARE(program.modules[1].slot, uint8_t(0));
    }

    void slotOutOfRange()
    {
        ModuleMaker a("Core", 255);
        const LinkedProgram program = link(std::vector{a.image});
        QCOMPARE(errorsOf(program), QStringList{"module 'Core' declares slot 255, but slots range over 0..254"});
    }

    void prerequisitesMustBeLoadedEarlier()
    {
        ModuleMaker a("A", std::nullopt, {"B"}), b("B", std::nullopt, {"Missing"});
        const LinkedProgram program = link(std::vector{a.image, b.image});
        QCOMPARE(errorsOf(program), (QStringList{"module 'A' needs module 'B', which must be loaded before it",
                                                 "module 'B' needs module 'Missing', which is not loaded"}));
    }

    void moduleLoadedTwice()
    {
        ModuleMaker a("Core"), b("CORE");
        const LinkedProgram program = link(std::vector{a.image, b.image});
        QCOMPARE(errorsOf(program), QStringList{"module 'CORE' is loaded twice"});
    }

    void unresolvedReferencesAreListed()
    {
        ModuleMaker a("A"), b("B");
        a.resource(ResourceKind::Monster, "goblin").external("snow angel");
        b.external("dryad").external("goblin").external("Blood;domain", kindBit(ResourceKind::Domain));
        const LinkedProgram program = link(std::vector{a.image, b.image});
        QVERIFY(program.ok());     // unresolved references are not errors: the original only warned
        QCOMPARE(program.modules[1].externalIds, (std::vector<uint32_t>{0, resourceId(1, 0), 0}));
        QStringList listed;
        for (const UnresolvedExternal& u : program.unresolved)
            listed << QStringLiteral("%1 %2: %3")
                          .arg(u.module)
                          .arg(QString::fromStdString(u.moduleName), QString::fromStdString(u.name));
        QCOMPARE(listed, (QStringList{"0 A: snow angel", "1 B: dryad", "1 B: Blood;domain"}));
    }

    void runTimeLookup()
    {
        ModuleMaker a("A"), b("B");
        a.resource(ResourceKind::Monster, "goblin").resource(ResourceKind::Effect, "fireball");
        b.resource(ResourceKind::Effect, "goblin").resource(ResourceKind::Item, "wand");
        const LinkedProgram program = link(std::vector{a.image, b.image});
        QCOMPARE(program.findResource("Goblin"), std::optional<uint32_t>(resourceId(1, 0)));
        QCOMPARE(program.findResource("goblin", kindBit(ResourceKind::Effect)), std::optional<uint32_t>(resourceId(2, 0)));
        QCOMPARE(program.findResource("WAND"), std::optional<uint32_t>(resourceId(2, 1)));
        QCOMPARE(program.findResource("wand;item"), std::nullopt);      // qualifiers are part of the name
        QCOMPARE(program.findResourceIn(1, "GOBLIN"), std::optional<uint32_t>(resourceId(2, 0)));
        QCOMPARE(program.findResourceIn(1, "fireball"), std::nullopt);
        QCOMPARE(program.findResourceIn(7, "goblin"), std::nullopt);
    }

    // From sources: a module naming another as its prerequisite uses that
    // module's resources by name (case-insensitively), and they resolve.
    void compiledModulesLinkByName()
    {
        const std::string api = "#define T_CREATURE (-2)\n#define SOBJ_EACTOR 4\n"
                                "system T_CREATURE EActor == SOBJ_EACTOR;\n"
                                "system bool T_CREATURE::HasMonster(rID m);\n";
        auto build = [&](const std::string& source) {
            incursion::script::CheckOptions options;
            options.mainFile = "main.irc";
            options.preprocessor = incursion::test::MemoryFiles{{{"main.irc", api + source}}}.options();
            return incursion::script::buildModule(options);
        };
        const BuildResult base = build("Module \"Base\"; Slot 2;\n"
                                       "Monster \"goblin\" : 1 { Depth: 1; }\n"
                                       "Item \"club\" : 1 { Level: 1; }\n");
        const BuildResult addon = build("Module \"Addon\"; Requires \"base\";\n"
                                        "Monster \"goblin chief\" : 1 { Gear: $\"Club\";\n"
                                        "  On Event 1 { if (EActor->HasMonster($\"GOBLIN\")) return 1; return 0; }; }\n");
        QVERIFY(base.ok() && addon.ok());
        QCOMPARE(addon.front.diagnostics->warningCount(), size_t(0));   // expected from the prerequisite
        QCOMPARE(addon.image->prerequisites, std::vector<std::string>{"base"});
        QCOMPARE(addon.image->externals.size(), size_t(2));

        const LinkedProgram program = link(std::vector{*base.image, *addon.image});
        QVERIFY2(program.ok(), program.errors.empty() ? "" : program.errors.front().c_str());
        QVERIFY(program.unresolved.empty());
        QCOMPARE(program.modules[0].slot, linkedSlotOf(2));
        std::vector<uint32_t> expected;
        for (const External& e : addon.image->externals)
            expected.push_back(addon.image->strings[e.name] == "Club" ? resourceId(linkedSlotOf(2), 1)
                                                                      : resourceId(linkedSlotOf(2), 0));
        QCOMPARE(program.modules[1].externalIds, expected);

        // Alone, the add-on's prerequisite is missing: an error naming both.
        const LinkedProgram alone = link(std::vector{*addon.image});
        QCOMPARE(alone.errors, std::vector<std::string>{"module 'Addon' needs module 'base', which is not loaded"});
    }
};

INCURSION_TEST_MAIN(LinkerTest)
#include "tst_linker.moc"
} // namespace tst_linker
