// The disassembler: operands decoded by name and value, Extra words folded
// into their call, jump targets, locals, and source lines interleaved.
#include "support/sample_module.h"
#include "support/test_files.h"
#include "support/test_suite.h"

#include "vm/disassembler.h"

#include <QTemporaryDir>
#include <QtTest>

namespace tst_disassembler {

using namespace incursion;
using namespace incursion::core;
using namespace incursion::vm;
using module::ModuleImage;

namespace {

uint32_t addString(ModuleImage& image, const std::string& text)
{
    image.strings.push_back(text);
    return uint32_t(image.strings.size() - 1);
}

// One event handler of Monster "goblin" touching every kind of operand.
ModuleImage sampleModule()
{
    ModuleImage image;
    image.name = "Sample";
    image.strings = {""};
    image.sourceFiles = {"lib/first-steps.irc"};

    module::Resource goblin;
    goblin.kind = module::ResourceKind::Monster;
    goblin.name = addString(image, "goblin");
    image.resources.push_back(goblin);
    image.externals.push_back({addString(image, "dragon"), 1});
    image.imports.push_back({module::Import::Kind::GlobalFunction, addString(image, "ThrowDmg"), 0});
    image.imports.push_back({module::Import::Kind::MemberVariable, addString(image, "Creature::cHP"), 0});
    image.variables.push_back({addString(image, "gHeat"), ValueType::Int32, std::nullopt});

    Function f;
    f.kind = FunctionKind::EventHandler;
    f.resource = 0;
    f.name = addString(image, "On EV_MOVE");
    f.registerCount = 4;
    f.constants = {
        {ConstantKind::Integer, -42},
        {ConstantKind::Text, int32_t(addString(image, "You feel \"warm\".\n"))},
        {ConstantKind::Resource, 0},
        {ConstantKind::External, 0},
        {ConstantKind::Text, int32_t(addString(image, "A very long message that goes on and on and on"))},
    };
    f.code = {
        encodeABx(Opcode::LoadConst, 0, 0),             // 0
        encodeABx(Opcode::LoadConst, 1, 1),             // 1
        encodeABx(Opcode::LoadConst, 2, 2),             // 2
        encodeABx(Opcode::LoadConst, 3, 3),             // 3
        encodeABx(Opcode::GetGlobal, 1, 0),             // 4
        encodeAsBx(Opcode::JumpIfNot, 1, 2),            // 5 -> 8
        encodeABx(Opcode::CallHost, 0, 0),              // 6
        encodeABC(Opcode::Extra, 2, 0, 0),              // 7 (folded into 6)
        encodeABC(Opcode::AddImm, 0, 0, uint8_t(-1)),   // 8
        encodeABx(Opcode::SetMember, 2, 1),             // 9
        encodeABx(Opcode::LoadConst, 1, 4),             // 10
        encodeABC(Opcode::Add, 3, 0, 1),                // 11
        encodeAsBx(Opcode::Jump, 0, -13),               // 12 -> 0
        encodeABC(Opcode::Return, 0, 0, 0),             // 13
    };
    f.lines = {{0, 0, 3, 5}, {4, 0, 4, 5}, {8, 0, 4, 12}, {13, 0, 6, 1}};
    f.locals = {{addString(image, "heat"), ValueType::Int32, 0, 1, 14},
                {addString(image, "depth"), ValueType::Int16, 1, 11, 12}};
    image.functions.push_back(f);
    return image;
}

const char* kPlainListing =
    "function 0: On EV_MOVE of Monster \"goblin\" (event handler)\n"
    "  registers: 4\n"
    "  0000  loadk   r0, -42\n"
    "  0001  loadk   r1, \"You feel \\\"warm\\\".\\n\"\n"
    "  0002  loadk   r2, $\"goblin\"\n"
    "  0003  loadk   r3, $\"dragon\" (external)\n"
    "  0004  getg    r1, gHeat\n"
    "  0005  jf      r1, -> 0008\n"
    "  0006  callh   r0, ThrowDmg, 2 args    ; r0=heat\n"
    "  0008  addi    r0, r0, -1              ; r0=heat\n"
    "  0009  setm    r2, Creature::cHP, r3\n"
    "  0010  loadk   r1, \"A very long message that goes on and on \"...\n"
    "  0011  add     r3, r0, r1              ; r0=heat, r1=depth\n"
    "  0012  jmp     -> 0000\n"
    "  0013  ret     r0                      ; r0=heat\n";

} // namespace

class DisassemblerTest : public QObject {
    Q_OBJECT
private slots:
    void listsEveryOperandKind()
    {
        const ModuleImage image = sampleModule();
        // Line by line, so a failure names the first line that differs.
        QCOMPARE(QString::fromStdString(disassembleText(image, 0)).split('\n'),
                 QString::fromUtf8(kPlainListing).split('\n'));

        const std::vector<ListingLine> lines = disassemble(image, 0);
        QCOMPARE(lines.size(), size_t(15));
        QCOMPARE(lines[0].kind, ListingLine::Kind::Header);
        QCOMPARE(lines[8].kind, ListingLine::Kind::Instruction);
        QCOMPARE(lines[8].pc, std::optional<uint32_t>(6));
        QCOMPARE(lines[9].pc, std::optional<uint32_t>(8));     // the Extra word has no line of its own
        QCOMPARE(lines[9].source, (std::optional<module::SourcePosition>({0, 4, 12})));
    }

    void sourceLinesPrecedeTheirFirstInstruction()
    {
        const ModuleImage image = sampleModule();
        std::vector<std::pair<uint32_t, uint32_t>> asked;
        const SourceLineProvider provider = [&](uint32_t file, uint32_t line) -> std::optional<std::string> {
            asked.emplace_back(file, line);
            if (line == 6)
                return std::nullopt;    // not available: the position is still shown
            return "    source line " + std::to_string(line) + ";";
        };
        const std::vector<ListingLine> lines = disassemble(image, 0, provider);
        QStringList text;
        for (const ListingLine& l : lines)
            text << QString::fromStdString(l.text);
        QCOMPARE(text.size(), 18);
        QCOMPARE(text[2], QStringLiteral("   first-steps.irc:3 |     source line 3;"));
        QVERIFY(text[3].startsWith("  0000  loadk"));
        QCOMPARE(text[7], QStringLiteral("   first-steps.irc:4 |     source line 4;"));
        QVERIFY(text[8].startsWith("  0004  getg"));
        // pc 8 starts a new line-table run on the same line: no second Source line.
        QVERIFY(text[11].startsWith("  0008  addi"));
        QCOMPARE(text[16], QStringLiteral("   first-steps.irc:6"));
        QVERIFY(text[17].startsWith("  0013  ret"));
        QCOMPARE(lines[7].kind, ListingLine::Kind::Source);
        QCOMPARE(lines[7].source, (std::optional<module::SourcePosition>({0, 4, 5})));
        QVERIFY(!lines[7].pc);
        QCOMPARE(asked, (std::vector<std::pair<uint32_t, uint32_t>>{{0, 3}, {0, 4}, {0, 6}}));
    }

    void everyOpcodeIsDecoded()
    {
        // The shared sample uses every opcode: each mnemonic shows up with its
        // operands resolved, and the Extra words never get lines of their own.
        const ModuleImage image = test::sampleModuleImage();
        QString all;
        for (uint32_t f = 0; f < image.functions.size(); ++f) {
            const std::vector<ListingLine> lines = disassemble(image, f);
            size_t instructions = 0;
            for (const ListingLine& l : lines)
                instructions += l.kind == ListingLine::Kind::Instruction;
            size_t extras = 0;
            for (Instruction word : image.functions[f].code)
                extras += opcodeOf(word) == Opcode::Extra;
            QCOMPARE(instructions, image.functions[f].code.size() - extras);
            all += QString::fromStdString(disassembleText(image, f));
        }
        for (size_t op = 0; op < kOpcodeCount; ++op) {
            if (Opcode(op) == Opcode::Extra)
                continue;
            const QString name = QString::fromUtf8(mnemonic(Opcode(op)).data(), qsizetype(mnemonic(Opcode(op)).size()));
            QVERIFY2(all.contains(QStringLiteral("  ") + name + QLatin1Char(' '))
                         || all.contains(QStringLiteral("  ") + name + QLatin1Char('\n')),
                     qPrintable(name));
        }
        QVERIFY2(!all.contains("<bad") && !all.contains(".word") && !all.contains("extra"), qPrintable(all));
        QVERIFY2(all.contains("callh   r2, ThrowDmg, 3 args"), qPrintable(all));
        QVERIFY2(all.contains("jf      r4, -> 0033"), qPrintable(all));
        QVERIFY2(all.contains("jt      r4, -> 0030"), qPrintable(all));
        // A counted loop's test and target come from its Extra word.
        QVERIFY2(all.contains("forprep r0, r1, <, -> 0051"), qPrintable(all));
        QVERIFY2(all.contains("forloop r0, r1, 1, <, -> 0049"), qPrintable(all));
    }

    void damagedCodeIsShownNotTrusted()
    {
        ModuleImage image = sampleModule();
        Function& f = image.functions[0];
        f.code = {0xFFFFFF7Fu, encodeABx(Opcode::LoadConst, 0, 99), encodeABx(Opcode::GetGlobal, 0, 7),
                  encodeABx(Opcode::CallHost, 0, 0)};
        f.lines.clear();
        f.locals.clear();
        f.resource = 5;
        const std::string text = disassembleText(image, 0);
        QCOMPARE(QString::fromStdString(text),
                 QStringLiteral("function 0: On EV_MOVE of <bad resource 5> (event handler)\n"
                                "  registers: 4\n"
                                "  0000  .word   0xFFFFFF7F              ; not an instruction\n"
                                "  0001  loadk   r0, <bad constant 99>\n"
                                "  0002  getg    r0, <bad variable 7>\n"
                                "  0003  callh   r0, ThrowDmg, <missing argument count>\n"));
        QVERIFY(disassemble(image, 1).empty());
    }

    void sourceLinesFromFilesReadsEachFileOnce()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("first-steps.irc");
        test::writeFile(path, "Monster \"goblin\" {\r\n  On Event EV_MOVE {\r    heat = 1d4;\n");
        ModuleImage image;
        image.sourceFiles = {path.toStdString(), dir.filePath("missing.irc").toStdString(), dir.path().toStdString()};
        const SourceLineProvider lines = sourceLinesFromFiles(image);
        QCOMPARE(lines(0, 1), std::optional<std::string>("Monster \"goblin\" {"));
        QCOMPARE(lines(0, 2), std::optional<std::string>("  On Event EV_MOVE {"));     // a lone CR ends a line
        QCOMPARE(lines(0, 3), std::optional<std::string>("    heat = 1d4;"));
        // Lines as the compiler counts them: after the last newline an empty line 4.
        QCOMPARE(lines(0, 4), std::optional<std::string>(""));
        QCOMPARE(lines(0, 5), std::nullopt);
        QCOMPARE(lines(0, 0), std::nullopt);
        QCOMPARE(lines(1, 1), std::nullopt);     // missing
        QCOMPARE(lines(2, 1), std::nullopt);     // a directory
        QCOMPARE(lines(3, 1), std::nullopt);     // no such file index
        // Read once: a change on disk is not seen by the same provider.
        test::writeFile(path, "changed\n");
        QCOMPARE(lines(0, 1), std::optional<std::string>("Monster \"goblin\" {"));
    }
};

INCURSION_TEST_MAIN(DisassemblerTest)
#include "tst_disassembler.moc"
} // namespace tst_disassembler
