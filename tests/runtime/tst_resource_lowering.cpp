// Resource entries lowered to module records: the exact fields and annotations
// of small modules (every entry form of a monster, items, effect segments,
// maps, dungeon blocks, encounters, gear, grants, messages) and the errors for
// entries the grammar accepts but the game cannot use.
#include "support/memory_files.h"
#include "support/test_suite.h"

#include "module/record_tags.h"
#include "script/codegen/module_builder.h"
#include "script/frontend.h"

#include <QtTest>

#include <algorithm>
#include <set>

namespace tst_resource_lowering {

using namespace incursion;
using namespace incursion::script;
using incursion::core::ResourceKind;
using incursion::module::packDice;
using incursion::test::MemoryFiles;

namespace {

struct Built {
    CheckResult front;
    module::ModuleImage image;
};

std::unique_ptr<Built> build(const std::string& source)
{
    auto built = std::make_unique<Built>();
    CheckOptions options;
    options.mainFile = "main.irc";
    options.preprocessor = MemoryFiles{{{"main.irc", source}}}.options();
    built->front = checkModule(options);
    ModuleBuilder builder(built->front);
    built->image = builder.build();
    return built;
}

QStringList messages(const Built& b)
{
    QStringList out;
    for (const Diagnostic& d : b.front.diagnostics->all()) {
        const LineColumn lc = b.front.sources->lineColumn(b.front.diagnostics->displayLocation(d));
        out << QStringLiteral("%1:%2: %3").arg(lc.line).arg(lc.column).arg(QString::fromStdString(d.message));
    }
    return out;
}

QStringList errors(const Built& b)
{
    QStringList out;
    const QStringList all = messages(b);
    for (qsizetype i = 0; i < all.size(); ++i)
        if (b.front.diagnostics->all()[size_t(i)].severity == Severity::Error)
            out << all[i];
    return out;
}

QString text(const module::ModuleImage& image, uint32_t index)
{
    return QString::fromStdString(image.strings.at(index));
}

QString render(const module::ModuleImage& image, const module::Value& v)
{
    switch (v.kind) {
    case module::ValueKind::Integer: return QString::number(v.value);
    case module::ValueKind::Text: return '"' + text(image, uint32_t(v.value)) + '"';
    case module::ValueKind::Resource: return "$\"" + text(image, image.resources.at(size_t(v.value)).name) + '"';
    case module::ValueKind::External: return "ext\"" + text(image, image.externals.at(size_t(v.value)).name) + '"';
    case module::ValueKind::Function: return "fn<" + text(image, image.functions.at(size_t(v.value)).name) + '>';
    }
    return "?";
}

// "Tag value value ..." per record.
QStringList render(const module::ModuleImage& image, const std::vector<module::Record>& records)
{
    QStringList out;
    for (const module::Record& record : records) {
        std::optional<module::RecordTag> tag = module::tagFromNumber(record.tag);
        QString line = tag ? QString::fromUtf8(module::tagName(*tag)) : QStringLiteral("#%1").arg(record.tag);
        for (const module::Value& v : record.values)
            line += ' ' + render(image, v);
        out << line;
    }
    return out;
}

const module::Resource& resource(const module::ModuleImage& image, const std::string& name)
{
    for (const module::Resource& r : image.resources)
        if (image.strings[r.name] == name)
            return r;
    qFatal("no resource %s", name.c_str());
}

QString dice(int number, int sides, int bonus)
{
    return QString::number(packDice({int16_t(number), int16_t(sides), int16_t(bonus)}));
}

QString glyph(int character, int fore, int back)
{
    return QString::number(module::packGlyph(character, fore, back));
}

void compare(const QStringList& actual, const QStringList& expected)
{
    if (actual != expected)
        qWarning().noquote() << "actual:\n  " + actual.join("\n  ") + "\nexpected:\n  " + expected.join("\n  ");
    QCOMPARE(actual, expected);
}

#define BUILD_CLEAN(var, source)                                                                   \
    auto var = build(source);                                                                      \
    QVERIFY2(var->front.diagnostics->errorCount() == 0, qPrintable(messages(*var).join('\n')))

} // namespace

class ResourceLoweringTest : public QObject {
    Q_OBJECT
private slots:
    void tagNumbersAndNamesAreUnique()
    {
        std::set<uint16_t> numbers;
        std::set<std::string_view> names;
#define RECORD_TAG(Name, Number, Display, Layout)                                                  \
        QVERIFY2(numbers.insert(Number).second, #Name);                                            \
        QVERIFY2(names.insert(Display).second, #Name);                                             \
        QCOMPARE(module::tagFromNumber(Number), std::optional(module::RecordTag::Name));           \
        QCOMPARE(module::tagName(module::RecordTag::Name), std::string_view(Display));             \
        QVERIFY(!module::tagLayout(module::RecordTag::Name).empty());
#include "module/record_tags.def"
        QVERIFY(!module::tagFromNumber(0));
        QVERIFY(!module::tagFromNumber(65535));
        QCOMPARE(module::unpackDice(packDice({-106, 6, -300})), (module::Dice{-106, 6, -300}));
        QCOMPARE(module::unpackDice(packDice({300, 10, 0})), (module::Dice{300, 10, 0}));
        QCOMPARE(module::unpackDice(packDice({-512, 511, 2047})), (module::Dice{-512, 511, 2047}));
        QCOMPARE(module::unpackDice(packDice({511, -512, -2048})), (module::Dice{511, -512, -2048}));
        QCOMPARE(packDice({0, 0, 4}), 4 << 20);
    }

    void monsterEveryEntryForm()
    {
        BUILD_CLEAN(b, "#define EVICTIM(e) (e + 100)\n"
                       "#define EV_DEATH 5\n"
                       "Monster \"cinder beetle\" : 3, 5 {\n"
                       "  Desc: \"A glowing beetle.\";\n"
                       "  Depth: 4;\n"
                       "  CR: 1/4;\n"
                       "  Terrain: 1, 4;\n"
                       "  HD: 3;\n"
                       "  +Hit 2;\n"
                       "  Def: 14; Arm: 3; Mana: 10;\n"
                       "  Image: bright red 'b' on blue;\n"
                       "  Stati[7];\n"
                       "  Stati[8, 2, 3, $\"fire bolt\"];\n"
                       "  Resists: 2 4; Immune: 8;\n"
                       "  Attk: 1 for 1d6+2 5 (DC 12) and 2d4 3, 2 for 50%, 3 for $\"fire bolt\" 6;\n"
                       "  Feats: 10, 11;\n"
                       "  Flags: 20, 21, ~20;\n"
                       "  Str 10, Dex 12;\n"
                       "  Size: 3; Speed: 120%; Move: 90;\n"
                       "  Spells: $\"fire bolt\"; Disease: $\"fire bolt\"; Poison: $\"fire bolt\";\n"
                       "  On Event EVICTIM(EV_DEATH), 6 { return 1; }, 7 \"It hisses.\" / \"It clicks.\";\n"
                       "  int16 counter;\n"
                       "}\n"
                       "Monster \"ember beetle\" : 3 { HP: 20; CR: 2; As \"cinder beetle\"; }\n"
                       "Effect \"fire bolt\" : 2 { Level: 1; }\n");
        const module::ModuleImage& image = b->image;
        const module::Resource& beetle = resource(image, "cinder beetle");
        compare(render(image, beetle.fields), {
            "MonsterTypes 3 5",
            "Desc \"A glowing beetle.\"",
            "Depth 4",
            "CR -2",
            "Terrain 5",
            "HitDice 3",
            "Hit 2",
            "Def 14",
            "Arm 3",
            "Mana 10",
            "Image " + glyph('b', 12, 1),
            "Resists 6",
            "Immune 8",
            "Feats 10 11",
            "Flags 21",
            "RemovedFlags 20",
            "Attributes 0 10 1 12",
            "Size 3",
            "Speed 4",
            "Move -2",
            "Innate $\"fire bolt\"",
            "Disease $\"fire bolt\"",
            "Poison $\"fire bolt\"",
        });
        const QString handler = "fn<On Event EVICTIM(EV_DEATH), 6>";
        compare(render(image, beetle.annotations), {
            "Stati 7 0 0 0",
            "Stati 8 2 3 $\"fire bolt\"",
            "Attack 1 " + dice(1, 6, 2) + " 5 12",
            "AttackAlso " + dice(2, 4, 0) + " 3 0",
            "Attack 2 " + dice(0, 0, 50) + " 0 0",
            "AttackResource 3 $\"fire bolt\" 6",
            "Event 105 " + handler,
            "Event 6 " + handler,
            "Message 7 \"It hisses.\" \"It clicks.\"",
        });
        // Two events, one handler.
        QCOMPARE(std::count_if(image.functions.begin(), image.functions.end(),
                               [&](const core::Function& f) { return "fn<" + text(image, f.name) + '>' == handler; }),
                 1);
        compare(render(image, resource(image, "ember beetle").fields),
                {"MonsterTypes 3", "Hitpoints 20", "CR 2", "As \"cinder beetle\""});
    }

    void itemValues()
    {
        BUILD_CLEAN(b, "#define SILVER 3\n"
                       "#define COPPER 4\n"
                       "#define PLATINUM 2\n"
                       "Item \"long sword\" : 4 {\n"
                       "  Level: 2; SDmg: 1d8; LDmg: 1d12+1; Crit: 3; Threat: 2;\n"
                       "  Cost: 15 SILVER; Weight: 40; Speed: +10%;\n"
                       "  Arm: 3, pierce 5; Flags: 1, 2; Group: 1 | 4;\n"
                       "  Light Range: 3; Fuel: $\"lamp oil\"; Mat: 6;\n"
                       "}\n"
                       "Item \"lamp oil\" : 5 { Cost: 1 COPPER; Speed: 7; }\n"
                       "Item \"gem\" : 6 { Cost: 2 PLATINUM; Speed: 80%; SDmg: 4; }\n");
        const module::ModuleImage& image = b->image;
        compare(render(image, resource(image, "long sword").fields), {
            "ItemType 4",
            "Level 2",
            "SDmg " + dice(1, 8, 0),
            "LDmg " + dice(1, 12, 1),
            "Crit 3",
            "Threat 2",
            "Cost 150",
            "Weight 40",
            "Speed 2",
            "ArmourValues 3 5 3",
            "Flags 1 2",
            "Group 5",
            "LightRange 3",
            "Fuel $\"lamp oil\"",
            "Material 6",
        });
        compare(render(image, resource(image, "lamp oil").fields), {"ItemType 5", "Cost 1", "Speed 7"});
        compare(render(image, resource(image, "gem").fields),
                {"ItemType 6", "Cost 1000", "Speed -4", "SDmg " + dice(0, 0, 4)});
    }

    void effectSegmentsInheritValues()
    {
        BUILD_CLEAN(b, "Spell \"acid arrow\" : 5 {\n"
                       "  Desc: \"Acid.\"; Level: 2;\n"
                       "  sval: 1; pval: 2d4; aval: 7; rval: $\"acid splash\";\n"
                       "  16; 1 | 4;\n"
                       "} and 9 {\n"
                       "  pval: 1d6; Flags: 3;\n"
                       "} and 11 {\n"
                       "  sval: 2 partial; cval: red;\n"
                       "}\n"
                       "Effect \"acid splash\" : 1 { }\n"
                       "3 / 4 Poison \"venom\" : 1 { }\n");
        const module::ModuleImage& image = b->image;
        const module::Resource& arrow = resource(image, "acid arrow");
        const QString splash = "$\"acid splash\"";
        compare(render(image, arrow.fields), {
            "Desc \"Acid.\"",
            "Level 2",
            "Schools 21",
            "EffectValues 5 1 0 0 0 0 " + dice(2, 4, 0) + " 7 0 0 " + splash + " 0",
            "Flags 3",
            "PartialSave",
        });
        compare(render(image, arrow.annotations), {
            "EffectSegment 9 1 0 0 0 0 " + dice(1, 6, 0) + " 7 0 0 " + splash + " 0",
            "EffectSegment 11 2 0 0 0 0 " + dice(1, 6, 0) + " 7 0 0 " + splash + " 4",
        });
        // Poison presets aval; every effect presets sval NOSAVE.
        compare(render(image, resource(image, "venom").fields),
                {"Sources 3 4", "EffectValues 1 3 0 0 0 0 0 14 0 0 0 0"});
    }

    void regionGridAndTiles()
    {
        BUILD_CLEAN(b, "Terrain \"floor\" { Image: '.'; Move: 50%; }\n"
                       "Terrain \"wall\" { Image: grey '#'; }\n"
                       "Monster \"guard\" : 1 { Depth: 1; }\n"
                       "Region \"guard post\" : 7 {\n"
                       "  Walls: $\"wall\"; Floor: $\"floor\"; Depth: 3; RoomTypes: 1, 3;\n"
                       "  Grid: {:\n"
                       "     ###\n"
                       "     #g#\n"
                       "     #r#\n"
                       "     #i#\n"
                       "     ###\n"
                       "  :};\n"
                       "  Tiles: 'g' : $\"floor\" [64] with $\"guard\" as yellow 'G',\n"
                       "         'r' : $\"floor\" with random monster 4,\n"
                       "         'i' : $\"floor\" with random item of random 2 to 5;\n"
                       "  Regions: Depth: 4;\n"
                       "}\n");
        const module::ModuleImage& image = b->image;
        compare(render(image, resource(image, "floor").fields), {"Image " + glyph('.', 15, 0), "Move -10"});
        compare(render(image, resource(image, "wall").fields), {"Image " + glyph('#', 7, 0)});
        const module::Resource& post = resource(image, "guard post");
        compare(render(image, post.fields), {
            "Flags 7",
            "Walls $\"wall\"",
            "Floor $\"floor\"",
            "Depth 4",
            "RoomTypes 10",
            "Grid \"####g##r##i####\" 3 5",
        });
        compare(render(image, post.annotations), {
            "Tile 103 " + glyph('G', 14, 0) + " 64 $\"floor\" $\"guard\" 0",
            "Tile 114 0 6 $\"floor\" 4 0",
            "Tile 105 0 13 $\"floor\" 0 1282",
        });
    }

    void dungeonConstantsListsSpecials()
    {
        BUILD_CLEAN(b, "Region \"vault\" : 1 { Depth: 1; }\n"
                       "Dungeon \"the deep\" {\n"
                       "  Desc: \"Down.\";\n"
                       "  Constants: * 1 50, * 2 $\"vault\", * 3 $\"elsewhere\";\n"
                       "  Lists: * 3 $\"vault\" 7 (-2) \"a text\", * 4 1 2;\n"
                       "  Specials: * 50% $\"vault\" at level 5, * $\"vault\" at 7 level, * $\"vault\" at level 1d4+2;\n"
                       "}\n");
        const module::ModuleImage& image = b->image;
        const module::Resource& deep = resource(image, "the deep");
        compare(render(image, deep.fields), {"Desc \"Down.\""});
        compare(render(image, deep.annotations), {
            "Constant 1 50",
            "Constant 2 $\"vault\"",
            "Constant 3 ext\"elsewhere\"",
            "List 3 $\"vault\" 7 -2 \"a text\"",
            "List 4 1 2",
            "Special $\"vault\" 50 " + dice(0, 0, 5),
            "Special $\"vault\" 100 " + dice(0, 0, 7),
            "Special $\"vault\" 100 " + dice(1, 4, 2),
        });
    }

    void encounterPartsAndCondition()
    {
        BUILD_CLEAN(b, "Monster \"orc\" : 1 { Depth: 1; }\n"
                       "Encounter \"orc band\" : 2 {\n"
                       "  Terrain: 4; Depth: 3; Weight: 20; CR: 2-5; Align: 1;\n"
                       "  Parts: * 2-4 of $\"orc\"\n"
                       "         else 50% <CR 3+> [5] {1 < 2} 1d3 of any 7 [16 | 32]\n"
                       "         | 3+ of $\"orc\" $\"orc\";\n"
                       "}\n"
                       "Encounter \"lone orc\" { CR: 4+; Parts: * of $\"orc\"; }\n");
        const module::ModuleImage& image = b->image;
        const module::Resource& band = resource(image, "orc band");
        compare(render(image, band.fields),
                {"Terrain 6", "Depth 3", "Weight 20", "CRRange 2 5", "Align 1"});
        compare(render(image, band.annotations), {
            "Part 0 0 0 10 " + dice(2, 0, 4) + " $\"orc\" 0 0",
            "Part 262193 50 3 5 " + dice(1, 3, 0) + " 7 0 fn<Part {1 < 2}>",
            "Part 2 0 0 10 " + dice(3, 0, 53) + " $\"orc\" $\"orc\" 0",
        });
        const module::Resource& lone = resource(image, "lone orc");
        compare(render(image, lone.fields), {"CRRange 4 36"});
        compare(render(image, lone.annotations), {"Part 0 0 0 10 0 $\"orc\" 0 0"});
        const auto condition = std::find_if(image.functions.begin(), image.functions.end(), [&](const core::Function& f) {
            return text(image, f.name) == "Part {1 < 2}";
        });
        QVERIFY(condition != image.functions.end());
        QCOMPARE(condition->kind, core::FunctionKind::EncounterCondition);
    }

    void gearElseAndConditions()
    {
        BUILD_CLEAN(b, "Item \"dagger\" : 1 { Level: 1; }\n"
                       "Effect \"sharpness\" : 1 { }\n"
                       "Monster \"kit\" : 0 {\n"
                       "  Gear: $\"dagger\",\n"
                       "        if (1 > 0) 50% 2d3+1 cursed $\"dagger\" +2 with [3, 4] of $\"sharpness\"\n"
                       "        else random 5 of random 2 to 4,\n"
                       "        blessed $\"dagger\" -1 of random at (1, 2);\n"
                       "}\n");
        const module::ModuleImage& image = b->image;
        const QString one = dice(1, 1, 0);
        compare(render(image, resource(image, "kit").annotations), {
            "Gear 0 0 " + one + " $\"dagger\" 0 0 0 0 0 0 0",
            "Gear 8 50 " + dice(2, 3, 1) + " $\"dagger\" $\"sharpness\" 2 3 4 0 0 fn<Gear if (1 > 0)>",
            "Gear 19 0 " + one + " 5 1026 0 0 0 0 0 0",
            "Gear 6 0 " + one + " $\"dagger\" 0 -1 0 0 0 0 0",
        });
    }

    void classGrantsAndLevelSpecs()
    {
        BUILD_CLEAN(b, "Effect \"sharpness\" : 1 { }\n"
                       "Class \"fighter\" {\n"
                       "  HD: 10; Mana: 4; Def: 1/3;\n"
                       "  Attk: 1 2, 3 4; Saves: 0 2;\n"
                       "  Skills[4]: 5, 6; Prof: 1, 2;\n"
                       "  Grants: Ability[10] at 1st level, Stati[11, $\"sharpness\"] at every 2nd level,\n"
                       "          Feat[12, 3, 4] at every level, Ability[13] at every level starting at 7th,\n"
                       "          Feat[14] at every 3 level starting at 5 level;\n"
                       "}\n");
        const module::ModuleImage& image = b->image;
        const module::Resource& fighter = resource(image, "fighter");
        compare(render(image, fighter.fields), {
            "HitDie 10", "ManaDie 4", "DefDivisor 3", "Attk 1 2 3 4", "Saves 0 2",
            "SkillPoints 4", "Skills 5 6", "Proficiencies 3",
        });
        compare(render(image, fighter.annotations), {
            "Grant 1 10 0 1 0",
            "Grant 2 11 $\"sharpness\" 1 2",
            "Grant 3 12 262147 1 1",
            "Grant 1 13 0 7 1",
            "Grant 3 14 0 5 3",
        });
    }

    void raceNamesAndFavouredClasses()
    {
        BUILD_CLEAN(b, "#define MALE_NAMES 1\n"
                       "#define FAMILY_NAMES 3\n"
                       "Class \"fighter\" { HD: 10; }\n"
                       "Race \"elf\" { Str 1 Dex -2; MALE_NAMES: \"Ael/Bel\"; FAMILY_NAMES \"Oak\";\n"
                       "  Favoured Class: $\"fighter\", $\"fighter\"; Monster: $\"elf body\"; }\n"
                       "Race \"wood elf\" : $\"elf\" { Skills: 1 2; }\n"
                       "Race \"half elf\" { ; Skills: ; Desc: \"Half.\"; }\n");
        const module::ModuleImage& image = b->image;
        compare(render(image, resource(image, "half elf").fields), {"Desc \"Half.\""});
        const module::Resource& elf = resource(image, "elf");
        compare(render(image, elf.fields),
                {"Attributes 0 1 1 -2", "Favoured $\"fighter\" $\"fighter\"", "Monster ext\"elf body\""});
        compare(render(image, elf.annotations), {"Names 1 \"Ael/Bel\"", "Names 3 \"Oak\""});
        compare(render(image, resource(image, "wood elf").fields), {"BaseRace $\"elf\"", "Skills 1 2"});
        // The external names the kinds the entry allows.
        QCOMPARE(image.externals.size(), size_t(1));
        QCOMPARE(image.externals[0].kinds, 1u << unsigned(ResourceKind::Monster));
    }

    void templateModifiers()
    {
        BUILD_CLEAN(b, "Template \"ghostly\" : 2 for 5 {\n"
                       "  CR: +2 (Min 3); HD: =4; Def: -1; Speed: 150%; caster Level: 2 (Near 9);\n"
                       "  Str -4, Dex +2;\n"
                       "  Dmg: 3; MType: 8;\n"
                       "  Resists: 4 ~8; Flags: 3, ~4, -2;\n"
                       "}\n");
        const module::ModuleImage& image = b->image;
        const module::Resource& ghostly = resource(image, "ghostly");
        compare(render(image, ghostly.fields), {
            "TemplateType 2",
            "ForMonsterType 5",
            "CRMod 1 2 1 3",
            "HitDiceMod 2 4 0 0",
            "DefMod 1 -1 0 0",
            "SpeedMod 3 150 0 0",
            "CasterLevelMod 1 2 3 9",
            "DamageMod 3",
            "AddMonsterType 8",
            "Resists 4",
            "RemovedResists 8",
            "Flags 3 -2",
            "RemovedFlags 4",
        });
        compare(render(image, ghostly.annotations), {"AttributeMod 0 1 -4 0 0", "AttributeMod 1 1 2 0 0"});
    }

    void featureFlavourArtifactGodDomain()
    {
        BUILD_CLEAN(b, "Effect \"bless\" : 1 { }\n"
                       "Item \"ring\" : 1 { }\n"
                       "Feature \"altar\" : 3 { Flags: 1 | 4, 16; Target: $\"bless\"; Factor: 2d6; xval: 5; HP: 30; }\n"
                       "Flavour \"ruby\" : 2 { Colour: dark red; Weight: 50%; Mat: 4; }\n"
                       "Domain \"Sun\" : 1 { Spells: $\"bless\", $\"bless\"; Grants: Feat[3] at 1; }\n"
                       "God \"Solar\" { Domains: $\"Sun\", $\"Sun\", $0; Flags: 2; }\n"
                       "Behaviour \"caster\" : 5 { Spell: $\"bless\"; Flags: 1; }\n"
                       "Artifact \"Sunring\" { Item: $\"ring\"; Str 2; Resists: 1 2; Sustains: Str, Con;\n"
                       "  Equip for Stati[4, 2], $\"bless\" 3 per day, Feat 7;\n"
                       "  Invoke for $\"bless\" at will, $\"bless\" every 2d10 turns, Innate $\"bless\"; }\n");
        const module::ModuleImage& image = b->image;
        compare(render(image, resource(image, "altar").fields),
                {"FeatureType 3", "FlagMask 21", "Target $\"bless\"", "Factor " + dice(2, 6, 0), "xval 5", "Hitpoints 30"});
        compare(render(image, resource(image, "ruby").fields), {"ItemType 2", "Colour 4", "Weight 10", "Material 4"});
        compare(render(image, resource(image, "Sun").fields), {"DomainType 1", "Spells $\"bless\" $\"bless\""});
        compare(render(image, resource(image, "Sun").annotations), {"Grant 3 3 0 1 0"});
        compare(render(image, resource(image, "Solar").fields), {"Domains $\"Sun\" $\"Sun\" 0", "Flags 2"});
        compare(render(image, resource(image, "caster").fields), {"Conditions 5", "Spell $\"bless\"", "Flags 1"});
        const module::Resource& ring = resource(image, "Sunring");
        compare(render(image, ring.fields), {"Item $\"ring\"", "Attributes 0 2", "Resists 3", "Sustains 5"});
        compare(render(image, ring.annotations), {
            "Power 1 2 4 2 0 -1",
            "Power 1 5 $\"bless\" 0 " + dice(0, 3, 1) + " -1",
            "Power 1 3 7 0 0 -1",
            "Power 4 5 $\"bless\" 0 0 2",
            "Power 4 5 $\"bless\" 0 " + dice(2, 10, 0) + " -1",
            "Power 4 4 $\"bless\" 0 0 -1",
        });
    }

    void senselessEntriesAreErrors()
    {
        auto b = build("Effect \"bless\" : 1 { }\n"
                       "Domain \"Sun\" : 1 {\n"
                       "  Spells: $\"bless\" $\"bless\" $\"bless\" $\"bless\" $\"bless\" $\"bless\" $\"bless\" $\"bless\" $\"bless\" $\"bless\";\n"
                       "}\n"
                       "God \"Solar\" {\n"
                       "  Domains: $\"Sun\", $\"Sun\";\n"
                       "}\n"
                       "Monster \"imp\" : 1 {\n"
                       "  CR: 2/3;\n"
                       "  On Event 40000 \"Too big.\";\n"
                       "  Gear: $\"bless\" with [1, 2, 3, 4, 5];\n"
                       "}\n"
                       "Race \"elf\" { 4: \"names\"; }\n"
                       "Item \"coin\" : 1 { Cost: 5 9; }\n"
                       "Class \"monk\" { Def: 2/3; }\n"
                       "Monster \"hydra\" : 1 { Stati[1]; Stati[1]; Stati[1]; Stati[1]; Stati[1]; Stati[1]; Stati[1]; Stati[1]; Stati[1]; Stati[1]; Stati[1]; Stati[1]; Stati[1]; }\n"
                       "Monster \"ogre\" : 1 { Feats: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17; }\n");
        compare(errors(*b), {
            "3:3: Domain \"Sun\" has 10 Spells; it must have at most 9",
            "6:3: God \"Solar\" has 2 Domains; it must have 3 to 6",
            "9:7: Monster \"imp\": a fractional CR is 1/2 to 1/8, not 2/3",
            "10:12: event 40000 does not fit in 16 bits (events are -32768 to 32767)",
            "11:36: Monster \"imp\": a gear item has at most 4 qualities",
            "13:14: a race's name list is keyed MALE_NAMES (1), FEMALE_NAMES (2) or FAMILY_NAMES (3), not 4",
            "14:27: Item \"coin\": the cost's coin unit is 9; it must be GOLD, PLATINUM, SILVER, COPPER or ELECTRUM (1 to 5)",
            "15:21: Class \"monk\": a class's Def is 1 per n levels (1/n), not 2/n",
            "16:143: Monster \"hydra\" has more than 12 Stati",
            "17:84: Monster \"ogre\" has more than 16 Feats",
        });
    }

    void constantErrorsComeFromTheBuilder()
    {
        auto b = build("Monster \"imp\" : 1 {\n"
                       "  HD: 4 / 0;\n"
                       "  Attk: 1 for 600d4 and 1d4+3000;\n"
                       "}\n");
        compare(errors(*b), {
            "2:7: division by zero in a constant expression",
            "3:15: the dice count is 600; it must be between -512 and 511",
            "3:29: the dice bonus is 3000; it must be between -2048 and 2047",
        });
    }
};

INCURSION_TEST_MAIN(ResourceLoweringTest)
#include "tst_resource_lowering.moc"
} // namespace tst_resource_lowering
