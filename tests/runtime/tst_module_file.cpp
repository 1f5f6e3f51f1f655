// The .mod file format: round trips, deterministic bytes, and the reader's and
// verifier's refusal of corrupt files, naming the section and the offset.
#include "support/sample_module.h"
#include "support/test_suite.h"

#include "module/module_file.h"
#include "module/module_verifier.h"

#include <QtTest>

#include <functional>
#include <set>

namespace tst_module_file {

using namespace incursion::module;
using incursion::test::sampleModuleImage;
using incursion::core::Opcode;
using incursion::core::encodeABC;
using incursion::core::encodeABx;
using incursion::core::encodeAsBx;
using incursion::core::encodeLoopExtra;

namespace {

QByteArray bytesOf(const std::string& bytes) { return QByteArray::fromStdString(bytes); }

std::string_view view(const QByteArray& bytes) { return {bytes.constData(), size_t(bytes.size())}; }

// The sample with one change, written as it is (the writer does not verify).
QByteArray sampleWith(const std::function<void(ModuleImage&)>& change)
{
    ModuleImage image = sampleModuleImage();
    change(image);
    return bytesOf(writeModule(image));
}

// The sample's file with one section's bytes changed and the directory and
// CRCs rebuilt around them, so only the contents are wrong.
QByteArray sampleWithSection(const std::string& id, const std::function<void(std::string&)>& change)
{
    const std::string file = writeModule(sampleModuleImage());
    std::vector<Section> sections;
    for (const SectionInfo& info : readModule(file).sections) {
        sections.push_back({info.id, file.substr(info.offset, info.size)});
        if (info.id == id)
            change(sections.back().bytes);
    }
    return bytesOf(assembleModule(sections));
}

QByteArray sampleSections(const std::function<void(std::vector<Section>&)>& change)
{
    const std::string file = writeModule(sampleModuleImage());
    std::vector<Section> sections;
    for (const SectionInfo& info : readModule(file).sections)
        sections.push_back({info.id, file.substr(info.offset, info.size)});
    change(sections);
    return bytesOf(assembleModule(sections));
}

QByteArray sampleBytes(const std::function<void(QByteArray&)>& change)
{
    QByteArray bytes = bytesOf(writeModule(sampleModuleImage()));
    change(bytes);
    return bytes;
}

void setU32(std::string& bytes, size_t at, uint32_t value)
{
    for (size_t i = 0; i < 4; ++i)
        bytes[at + i] = char(value >> (8 * i));
}

uint32_t u32At(std::string_view bytes, size_t at)
{
    uint32_t value = 0;
    for (size_t i = 0; i < 4; ++i)
        value |= uint32_t(uint8_t(bytes[at + i])) << (8 * i);
    return value;
}

} // namespace

class ModuleFileTest : public QObject {
    Q_OBJECT
private slots:
    void sampleIsValidAndCoversTheFormat()
    {
        const ModuleImage image = sampleModuleImage();
        const auto error = verifyImage(image);
        QVERIFY2(!error, error ? error->describe().c_str() : "");

        std::set<Opcode> opcodes;
        std::set<incursion::core::ConstantKind> constantKinds;
        for (const auto& function : image.functions) {
            for (auto word : function.code)
                opcodes.insert(incursion::core::opcodeOf(word));
            for (const auto& constant : function.constants)
                constantKinds.insert(constant.kind);
        }
        QCOMPARE(opcodes.size(), incursion::core::kOpcodeCount);
        QCOMPARE(constantKinds.size(), size_t(4));
        std::set<ValueKind> fieldKinds, annotationKinds;
        for (const Resource& resource : image.resources) {
            for (const Record& record : resource.fields)
                for (const Value& value : record.values)
                    fieldKinds.insert(value.kind);
            for (const Record& record : resource.annotations)
                for (const Value& value : record.values)
                    annotationKinds.insert(value.kind);
        }
        std::set<ValueKind> allKinds = fieldKinds;
        allKinds.insert(annotationKinds.begin(), annotationKinds.end());
        QCOMPARE(allKinds.size(), size_t(5));
        std::set<Import::Kind> importKinds;
        for (const Import& import : image.imports)
            importKinds.insert(import.kind);
        QCOMPARE(importKinds.size(), size_t(5));
    }

    void roundTrip_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("sample") << 0;
        QTest::newRow("no slot, no prerequisites") << 1;
        QTest::newRow("empty tables") << 2;
    }

    void roundTrip()
    {
        QFETCH(int, variant);
        ModuleImage image = sampleModuleImage();
        if (variant == 1) {
            image.slot.reset();
            image.prerequisites.clear();
        } else if (variant == 2) {
            image = ModuleImage{};
            image.strings = {""};
            image.slot = 0;
        }
        const std::string bytes = writeModule(image);
        const ModuleReadResult read = readModule(bytes);
        QVERIFY2(read.ok(), read.error ? read.error->describe().c_str() : "");
        QVERIFY(!read.error);
        QVERIFY(*read.image == image);
        QCOMPARE(read.image->slot.has_value(), variant != 1);

        // The directory lists the ten sections in order, back to back after it.
        const std::vector<std::string> ids{"META", "STRS", "SRCF", "RSRC", "ANNO",
                                           "CODE", "DBUG", "VARS", "IMPT", "EXTR"};
        QCOMPARE(read.sections.size(), ids.size());
        uint32_t offset = 16 + 16 * 10;
        for (size_t i = 0; i < ids.size(); ++i) {
            QCOMPARE(read.sections[i].id, ids[i]);
            QCOMPARE(read.sections[i].offset, offset);
            offset += read.sections[i].size;
        }
        QCOMPARE(size_t(offset), bytes.size());
    }

    void writingIsDeterministic()
    {
        const ModuleImage image = sampleModuleImage();
        const std::string first = writeModule(image);
        const ModuleImage copy = image;
        QCOMPARE(writeModule(copy), first);
        QCOMPARE(writeModule(*readModule(first).image), first);

        QCOMPARE(first.substr(0, 8), std::string("INCMOD\x1A\0", 8));
        QCOMPARE(uint8_t(first[8]) | uint8_t(first[9]) << 8, int(kFormatVersion));
        QCOMPARE(uint8_t(first[10]) | uint8_t(first[11]) << 8, 0);     // flags
        QCOMPARE(u32At(first, 12), 10u);                                // section count
        QCOMPARE(first.substr(16, 4), std::string("META"));
    }

    void fileRoundTripAndFileErrors()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath("Sample.mod").toStdString();
        {
            QFile file(QString::fromStdString(path));
            QVERIFY(file.open(QIODevice::WriteOnly));
            const std::string bytes = writeModule(sampleModuleImage());
            QCOMPARE(file.write(bytes.data(), qint64(bytes.size())), qint64(bytes.size()));
        }
        const ModuleReadResult read = readModuleFile(path);
        QVERIFY(read.ok());
        QVERIFY(*read.image == sampleModuleImage());

        const ModuleReadResult missing = readModuleFile(dir.filePath("None.mod").toStdString());
        QVERIFY(!missing.ok());
        QVERIFY(QString::fromStdString(missing.error->describe()).contains("None.mod: cannot read the file"));

        const ModuleReadResult directory = readModuleFile(dir.path().toStdString());
        QVERIFY(!directory.ok());
        QCOMPARE(directory.error->message, std::string("not a regular file"));

        const QString bigPath = dir.filePath("Big.mod");
        QFile big(bigPath);
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(qint64(kMaxModuleFileSize) + 1));   // sparse: no disk used
        big.close();
        const ModuleReadResult tooBig = readModuleFile(bigPath.toStdString());
        QVERIFY(!tooBig.ok());
        QVERIFY(QString::fromStdString(tooBig.error->message).startsWith("file too big"));

        // Contents errors carry the path in front of the section and offset.
        const QByteArray bad = sampleBytes([](QByteArray& b) { b[0] = 'X'; });
        const QString badPath = dir.filePath("Bad.mod");
        QFile badFile(badPath);
        QVERIFY(badFile.open(QIODevice::WriteOnly));
        badFile.write(bad);
        badFile.close();
        const ModuleReadResult badRead = readModuleFile(badPath.toStdString());
        QVERIFY(!badRead.ok());
        QCOMPARE(QString::fromStdString(badRead.error->describe()),
                 badPath + ": header, offset 0x0: not an Incursion module file (bad magic)");
    }

    void corruptFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("message");
        const QByteArray valid = sampleBytes([](QByteArray&) {});

        // Container
        QTest::newRow("empty") << QByteArray() << "header" << "bad magic";
        QTest::newRow("bad magic") << sampleBytes([](QByteArray& b) { b[6] = 0x1B; }) << "header" << "bad magic";
        QTest::newRow("bad version") << sampleBytes([](QByteArray& b) { b[8] = 2; }) << "header"
                                     << "format version 2 is not supported (this reader reads version 1)";
        QTest::newRow("unknown flags") << sampleBytes([](QByteArray& b) { b[11] = 0x40; }) << "header"
                                       << "unknown flags 0x4000";
        QTest::newRow("truncated in header") << valid.left(11) << "header" << "file ends inside the flags";
        QTest::newRow("truncated in directory") << valid.left(40) << "directory"
                                                << "file ends inside the section directory";
        QTest::newRow("truncated in sections") << valid.left(valid.size() - 3) << "directory"
                                               << "section 'EXTR' (offset";
        QTest::newRow("truncated after a section") << valid.left(int(readModule(view(valid)).sections[5].offset))
                                                   << "directory" << "extends past the end of the file";
        QTest::newRow("trailing bytes") << valid + "x" << "directory" << "1 bytes after the last section";
        QTest::newRow("huge section count") << sampleBytes([](QByteArray& b) { b[15] = 0x7F; }) << "header"
                                            << "section count 2130706442 exceeds the 10 sections";
        QTest::newRow("section out of bounds") << sampleBytes([](QByteArray& b) { b[16 + 16 + 11] = 0x10; })
                                               << "directory" << "section 'STRS' (offset";
        QTest::newRow("section moved") << sampleBytes([](QByteArray& b) { b[16 + 16 * 9 + 4] ^= 1; })
                                       << "directory" << "does not directly follow the previous one";
        QTest::newRow("CRC mismatch") << sampleBytes([](QByteArray& b) { b[b.size() - 1] ^= 0x20; }) << "EXTR"
                                      << "CRC mismatch";
        QTest::newRow("duplicate section")
            << sampleSections([](auto& s) { s.insert(s.begin() + 5, s[5]); s.pop_back(); }) << "directory"
            << "duplicate section 'CODE'";
        QTest::newRow("unknown section")
            << sampleSections([](auto& s) { s[9].id = "XTRA"; }) << "directory" << "unknown section id 'XTRA'";
        QTest::newRow("missing section") << sampleSections([](auto& s) { s.erase(s.begin() + 6); }) << "directory"
                                         << "missing section 'DBUG'";
        QTest::newRow("sections out of order") << sampleSections([](auto& s) { std::swap(s[2], s[3]); })
                                               << "directory" << "section 'RSRC' out of order (expected 'SRCF')";

        // Section structure (valid CRCs)
        QTest::newRow("huge string count")
            << sampleWithSection("STRS", [](std::string& s) { setU32(s, 0, 0xFFFFFFF0); }) << "STRS" << "string count 4294967280 exceeds what the remaining";
        QTest::newRow("huge string length") << sampleWithSection("STRS", [](std::string& s) { setU32(s, 4, 1u << 30); })
                                            << "STRS" << "string length 1073741824 exceeds";
        QTest::newRow("section ends early") << sampleWithSection("RSRC", [](std::string& s) { s.pop_back(); })
                                            << "RSRC" << "section ends inside the record count";
        QTest::newRow("count bound") << sampleWithSection("VARS", [](std::string& s) { s.pop_back(); })
                                     << "VARS" << "variable count 3 exceeds what the remaining 29 bytes";
        QTest::newRow("unread bytes") << sampleWithSection("IMPT", [](std::string& s) { s += "zz"; }) << "IMPT"
                                      << "2 unread bytes at the end of the section";
        QTest::newRow("slot flag") << sampleWithSection("META", [](std::string& s) { s[4 + 6 + 4 + 10] = 2; })
                                   << "META" << "slot flag is 2, not 0 or 1";
        QTest::newRow("annotation count") << sampleWithSection("ANNO", [](std::string& s) { setU32(s, 0, 3); })
                                          << "ANNO" << "annotation lists for 3 resources, but RSRC has 4";
        QTest::newRow("debug count") << sampleWithSection("DBUG", [](std::string& s) { setU32(s, 0, 5); })
                                     << "DBUG" << "debug information for 5 functions, but CODE has 4";

        // Verifier
        auto code = [](uint32_t pc, uint32_t word) {
            return sampleWith([=](ModuleImage& m) { m.functions[0].code[pc] = word; });
        };
        // assign(), not = "x": GCC 12 at -O3 with FORTIFY warns of an impossible memcpy bound there.
        QTest::newRow("string 0") << sampleWith([](ModuleImage& m) { m.strings[0].assign(1, 'x'); }) << "STRS"
                                  << "string 0 must be the empty string";
        QTest::newRow("bad opcode") << code(5, 0xEE) << "CODE" << "unknown opcode 238 (function 0, pc 5)";
        QTest::newRow("register out of range") << code(3, encodeABC(Opcode::Add, 3, 0, 6)) << "CODE"
            << "register 6 (operand C) outside the frame of 6 registers (function 0, pc 3)";
        QTest::newRow("set member pair") << code(36, encodeABx(Opcode::SetMember, 5, 0)) << "CODE"
                                         << "register 6 (operand A+1) outside the frame";
        QTest::newRow("call arguments") << code(38, encodeABC(Opcode::Extra, 5, 0, 0)) << "CODE"
                                        << "register 6 (operand A+arguments) outside the frame";
        QTest::newRow("jump outside") << code(32, encodeAsBx(Opcode::Jump, 0, 100)) << "CODE"
                                      << "jump target 133 outside the function (function 0, pc 32)";
        QTest::newRow("jump backwards outside") << code(31, encodeAsBx(Opcode::JumpIf, 4, -33)) << "CODE"
                                                << "jump target -1 outside the function";
        QTest::newRow("jump onto an operand word") << code(32, encodeAsBx(Opcode::Jump, 0, 5)) << "CODE"
                                                   << "jump target 38 is the operand word of a call";
        QTest::newRow("missing extra") << code(38, encodeABC(Opcode::Move, 0, 0, 0)) << "CODE"
                                       << "call without its operand word (function 0, pc 37)";
        QTest::newRow("stray extra") << code(2, encodeABC(Opcode::Extra, 0, 0, 0)) << "CODE"
                                     << "operand word without a call or loop before it (function 0, pc 2)";
        QTest::newRow("loop without extra") << code(48, encodeABC(Opcode::Move, 0, 0, 0)) << "CODE"
                                            << "counted loop without its operand word (function 0, pc 47)";
        QTest::newRow("loop test") << code(50, encodeLoopExtra(7, -2)) << "CODE"
                                   << "loop test 7 is not 1 to 6 (function 0, pc 49)";
        QTest::newRow("empty loop test") << code(48, encodeLoopExtra(0, 2)) << "CODE"
                                         << "loop test 0 is not 1 to 6 (function 0, pc 47)";
        QTest::newRow("loop bound register") << code(49, encodeABC(Opcode::ForLoop, 0, 6, 1)) << "CODE"
            << "register 6 (operand B) outside the frame of 6 registers (function 0, pc 49)";
        QTest::newRow("forprep backwards") << code(48, encodeLoopExtra(incursion::core::LoopTest::Less, -3)) << "CODE"
                                           << "forprep jumps backwards (function 0, pc 47)";
        QTest::newRow("forloop forwards") << code(50, encodeLoopExtra(incursion::core::LoopTest::Less, 0)) << "CODE"
                                          << "forloop does not jump backwards (function 0, pc 49)";
        QTest::newRow("forloop onto an operand word") << code(50, encodeLoopExtra(incursion::core::LoopTest::Less, -3)) << "CODE"
            << "jump target 48 is the operand word of a call or loop (function 0, pc 49)";
        QTest::newRow("forprep onto an operand word") << code(48, encodeLoopExtra(incursion::core::LoopTest::Less, 1))
            << "CODE" << "jump target 50 is the operand word of a call or loop (function 0, pc 47)";
        QTest::newRow("forloop outside") << code(50, encodeLoopExtra(incursion::core::LoopTest::Less, -100)) << "CODE"
                                         << "jump target -49 outside the function (function 0, pc 49)";
        QTest::newRow("forprep past the end") << code(48, encodeLoopExtra(incursion::core::LoopTest::Less, 10)) << "CODE"
                                              << "jump target 59 outside the function (function 0, pc 47)";
        QTest::newRow("constant index") << code(1, encodeABx(Opcode::LoadConst, 1, 5)) << "CODE"
                                        << "constant 5 out of range (5 constants)";
        QTest::newRow("variable index") << code(33, encodeABx(Opcode::GetGlobal, 0, 3)) << "CODE"
                                        << "module variable 3 out of range (3 module variables)";
        QTest::newRow("import index") << code(37, encodeABx(Opcode::CallHost, 2, 5)) << "CODE"
                                      << "import 5 out of range (5 imports)";
        QTest::newRow("import kind") << code(35, encodeABx(Opcode::GetMember, 0, 1)) << "CODE"
                                     << "import 1 is the wrong kind of import for getm";
        QTest::newRow("set resource variable") << code(36, encodeABx(Opcode::SetMember, 0, 3)) << "CODE"
                                               << "import 3 is the wrong kind of import for setm";
        QTest::newRow("rectangle field") << code(41, encodeABC(Opcode::RectGet, 0, 5, 4)) << "CODE"
                                         << "rectangle field 4 is not 0 to 3";
        QTest::newRow("falls off the end")
            << sampleWith([](ModuleImage& m) { m.functions[1].code.pop_back(); }) << "CODE"
            << "the function does not end in a return or jump (function 1, pc 3)";
        QTest::newRow("empty function") << sampleWith([](ModuleImage& m) { m.functions[2].code.clear(); })
                                        << "CODE" << "function has no code (function 2)";
        QTest::newRow("register count") << sampleWith([](ModuleImage& m) { m.functions[2].registerCount = 257; })
                                        << "CODE" << "register count 257 exceeds 256";
        QTest::newRow("constant text") << sampleWith([](ModuleImage& m) { m.functions[0].constants[1].value = 22; })
                                       << "CODE" << "text 22 out of range (22 strings) (function 0, constant 1)";
        QTest::newRow("constant external")
            << sampleWith([](ModuleImage& m) { m.functions[0].constants[3].value = -1; }) << "CODE"
            << "external reference -1 out of range";
        QTest::newRow("function resource") << sampleWith([](ModuleImage& m) { m.functions[1].resource = 4; })
                                           << "CODE" << "owning resource 4 out of range (4 resources)";
        QTest::newRow("resource name") << sampleWith([](ModuleImage& m) { m.resources[2].name = 999; }) << "RSRC"
                                       << "resource name 999 out of range (22 strings)";
        QTest::newRow("resource kind") << sampleWith([](ModuleImage& m) { m.resources[0].kind = ResourceKind(99); })
                                       << "RSRC" << "unknown resource kind 99 (resource 0)";
        QTest::newRow("resource value")
            << sampleWith([](ModuleImage& m) { m.resources[0].annotations[3].values[0].value = 9; }) << "ANNO"
            << "resource 9 out of range (4 resources) (resource 0, annotation 3, value 0)";
        QTest::newRow("function value")
            << sampleWith([](ModuleImage& m) { m.resources[1].annotations[0].values[10].value = 4; }) << "ANNO"
            << "function 4 out of range (4 functions)";
        QTest::newRow("call of a handler")
            << sampleWith([](ModuleImage& m) { m.functions[3].code[1] = encodeABx(Opcode::Call, 1, 1); }) << "CODE"
            << "call of function 1, which is not a script function";
        QTest::newRow("call argument count")
            << sampleWith([](ModuleImage& m) { m.functions[3].code[2] = encodeABC(Opcode::Extra, 2, 0, 0); }) << "CODE"
            << "2 arguments to function 3, which takes 1";
        QTest::newRow("script function with a resource")
            << sampleWith([](ModuleImage& m) { m.functions[3].resource = 1; }) << "CODE"
            << "script function with owning resource 1 (must be 0)";
        QTest::newRow("handler with parameters")
            << sampleWith([](ModuleImage& m) { m.functions[1].parameterCount = 1; }) << "CODE"
            << "a handler or condition with 1 parameters (must be 0)";
        QTest::newRow("text field") << sampleWith([](ModuleImage& m) { m.resources[0].fields[0].values[0].value = 22; })
                                    << "RSRC" << "text 22 out of range (22 strings) (resource 0, field 0, value 0)";
        QTest::newRow("unknown tag") << sampleWith([](ModuleImage& m) { m.resources[3].fields.push_back({999, {}}); })
                                     << "RSRC" << "unknown record tag 999 (resource 3, field 0)";
        QTest::newRow("field twice")
            << sampleWith([](ModuleImage& m) { m.resources[0].fields.push_back(m.resources[0].fields[1]); })
            << "RSRC" << "field Depth given twice (resource 0, field 3)";
        QTest::newRow("unsorted lines") << sampleWith([](ModuleImage& m) { m.functions[0].lines[2].pc = 3; })
                                        << "DBUG" << "line table not sorted by pc from pc 0 (function 0, line entry 2)";
        QTest::newRow("line pc") << sampleWith([](ModuleImage& m) { m.functions[1].lines[0].pc = 5; })
                                 << "DBUG" << "line entry pc 5 outside the function's 5 words";
        QTest::newRow("line file") << sampleWith([](ModuleImage& m) { m.functions[1].lines[0].file = 2; })
                                   << "DBUG" << "source file 2 out of range (2 source files)";
        QTest::newRow("local register") << sampleWith([](ModuleImage& m) { m.functions[0].locals[2].reg = 6; })
            << "DBUG" << "register 6 outside the frame of 6 registers (function 0, local 2)";
        QTest::newRow("local range") << sampleWith([](ModuleImage& m) { m.functions[0].locals[0].endPc = 55; })
                                     << "DBUG" << "live range [0, 55) outside the function's 54 words";
        QTest::newRow("variable resource") << sampleWith([](ModuleImage& m) { m.variables[2].resource = 4; })
            << "VARS" << "owning resource 4 out of range (4 resources) (module variable 2)";
        QTest::newRow("import name") << sampleWith([](ModuleImage& m) { m.imports[1].signature = 22; }) << "IMPT"
                                     << "import signature 22 out of range";
        QTest::newRow("external kinds") << sampleWith([](ModuleImage& m) { m.externals[0].kinds = 1u << 30; })
                                        << "EXTR" << "invalid kind set 1073741824 (external reference 0)";
        QTest::newRow("prerequisite") << sampleWith([](ModuleImage& m) { m.prerequisites.push_back(""); }) << "META"
                                      << "prerequisite 2 has an empty module name";
    }

    void corruptFilesAreRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, section);
        QFETCH(QString, message);
        const ModuleReadResult read = readModule(view(bytes));
        QVERIFY(!read.ok());
        QVERIFY(read.error);
        QCOMPARE(QString::fromStdString(read.error->section), section);
        QVERIFY2(QString::fromStdString(read.error->message).contains(message),
                 qPrintable(QString::fromStdString(read.error->describe())));
        QVERIFY(read.error->offset.has_value());
        QVERIFY(*read.error->offset <= size_t(bytes.size()));
    }

    // The offset in an error is the offset of the offending bytes.
    void errorsPointAtTheBytes()
    {
        const QByteArray badOpcode = sampleWith([](ModuleImage& m) { m.functions[0].code[7] = 0xEEu | 0x12345600u; });
        ModuleReadResult read = readModule(view(badOpcode));
        QVERIFY(!read.ok());
        QCOMPARE(u32At(view(badOpcode), *read.error->offset), 0x123456EEu);
        QVERIFY(QString::fromStdString(read.error->describe())
                    .startsWith(QStringLiteral("section CODE, offset 0x%1: unknown opcode 238")
                                    .arg(*read.error->offset, 0, 16)));

        const QByteArray badValue =
            sampleWith([](ModuleImage& m) { m.resources[1].annotations[0].values[10].value = 77777; });
        read = readModule(view(badValue));
        QVERIFY(!read.ok());
        QCOMPARE(uint8_t(badValue[qsizetype(*read.error->offset)]), uint8_t(ValueKind::Function));
        QCOMPARE(u32At(view(badValue), *read.error->offset + 1), 77777u);

        const QByteArray badLocal = sampleWith([](ModuleImage& m) { m.functions[0].locals[3].name = 4242; });
        read = readModule(view(badLocal));
        QVERIFY(!read.ok());
        QCOMPARE(read.error->section, std::string("DBUG"));
        QCOMPARE(u32At(view(badLocal), *read.error->offset), 4242u);

        const QByteArray badExternal = sampleWith([](ModuleImage& m) { m.externals[0].name = 4243; });
        read = readModule(view(badExternal));
        QVERIFY(!read.ok());
        QCOMPARE(u32At(view(badExternal), *read.error->offset), 4243u);
    }

    void verifyImageHasNoOffset()
    {
        ModuleImage image = sampleModuleImage();
        image.functions[0].code[5] = 0xEE;
        const auto error = verifyImage(image);
        QVERIFY(error);
        QCOMPARE(error->section, std::string("CODE"));
        QVERIFY(!error->offset);
        QCOMPARE(error->describe(), std::string("section CODE: unknown opcode 238 (function 0, pc 5)"));
    }

    void bytecodeTables()
    {
        using namespace incursion::core;
        QCOMPARE(mnemonic(Opcode::CallHost), std::string_view("callh"));
        QCOMPARE(operandFormat(Opcode::LoadInt), OperandFormat::AsBx);
        QCOMPARE(operandFormat(Opcode::Extra), OperandFormat::A);
        QVERIFY(opcodeEffect(Opcode::Add).starts_with("R[A] = R[B] + R[C]"));
        QCOMPARE(opcodeFromByte(uint8_t(Opcode::ReturnNothing)), std::optional(Opcode::ReturnNothing));
        QCOMPARE(opcodeFromByte(uint8_t(kOpcodeCount)), std::optional<Opcode>());
        QCOMPARE(valueTypeName(ValueType::Object), std::string_view("hObj"));
        QCOMPARE(valueTypeName(ValueType::UInt16), std::string_view("uint16"));
        QCOMPARE(valueTypeName(ValueType::Unknown), std::string_view("unknown"));
    }
};

INCURSION_TEST_MAIN(ModuleFileTest)
#include "tst_module_file.moc"
} // namespace tst_module_file
