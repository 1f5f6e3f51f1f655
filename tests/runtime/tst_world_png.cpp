// World bitmaps on disk (runtime/worldmap/world_png.h), on small PNGs this
// test writes itself with libpng: 8-bit RGB read and written bit for bit with
// no colour chunks written; palettes expanded exactly; RGBA only when opaque;
// 16-bit, grey and translucent images refused saying which bits would be lost;
// colour-management chunks changing nothing; damaged files (bad CRC, every
// truncation, not a PNG) and huge headers refused with the file name.
#include "worldmap/world_png.h"

#include <png.h>
#include <zlib.h>

#include <QTemporaryDir>
#include <QtTest>
#include "support/test_suite.h"

#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>

namespace tst_world_png {

using namespace incursion::worldmap;

namespace {

struct PngSpec {
    int width = 4;
    int height = 3;
    int bitDepth = 8;
    int colourType = PNG_COLOR_TYPE_RGB;
    bool interlaced = false;
    std::vector<png_color> palette;
    std::vector<png_byte> paletteAlpha;         // tRNS of a palette image
    bool colourChunks = false;                  // gAMA, sRGB, cHRM, iCCP
    bool text = false;                          // a tEXt chunk
    std::vector<uint8_t> pixels;                // packed rows as libpng takes them
};

size_t rowBytes(const PngSpec& spec)
{
    const int channels = spec.colourType == PNG_COLOR_TYPE_RGB ? 3
                         : spec.colourType == PNG_COLOR_TYPE_RGB_ALPHA ? 4
                         : spec.colourType == PNG_COLOR_TYPE_GRAY_ALPHA ? 2
                                                                        : 1;
    return (size_t(spec.width) * channels * spec.bitDepth + 7) / 8;
}

std::string readBytes(const QString& path);
void writeBytes(const QString& path, const std::string& bytes);
std::string chunk(const std::string& type, const std::string& data);

// gAMA, cHRM, sRGB and iCCP after IHDR, with values no viewer would leave
// alone (gamma 0.8, a bogus profile); written raw, as libpng refuses to write
// chunks that contradict each other.
void addColourChunks(const QString& path)
{
    std::string bytes = readBytes(path);
    const std::string gamma("\x00\x01\x38\x80", 4);       // 80000: gamma 0.8
    std::string chromaticities;
    for (const uint32_t v : {31270u, 32900u, 64000u, 33000u, 30000u, 60000u, 15000u, 6000u})
        for (int shift = 24; shift >= 0; shift -= 8)
            chromaticities += char((v >> shift) & 0xFF);
    std::string profile(200, '\x7f');
    uLongf packedSize = compressBound(uLong(profile.size()));
    std::string packed(packedSize, '\0');
    compress(reinterpret_cast<Bytef*>(packed.data()), &packedSize, reinterpret_cast<const Bytef*>(profile.data()),
             uLong(profile.size()));
    packed.resize(packedSize);
    const std::string chunks = chunk("gAMA", gamma) + chunk("cHRM", chromaticities) + chunk("sRGB", std::string(1, '\0')) +
                               chunk("iCCP", std::string("bogus\0\0", 7) + packed);
    bytes.insert(8 + 25, chunks);
    writeBytes(path, bytes);
}

void writePng(const QString& path, const PngSpec& spec)
{
    std::FILE* file = std::fopen(path.toLocal8Bit().constData(), "wb");
    QVERIFY(file);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png)))
        QFAIL("libpng failed writing the test image");
    png_init_io(png, file);
    png_set_IHDR(png, info, png_uint_32(spec.width), png_uint_32(spec.height), spec.bitDepth, spec.colourType,
                 spec.interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (!spec.palette.empty())
        png_set_PLTE(png, info, spec.palette.data(), int(spec.palette.size()));
    if (!spec.paletteAlpha.empty())
        png_set_tRNS(png, info, spec.paletteAlpha.data(), int(spec.paletteAlpha.size()), nullptr);
    if (spec.text) {
        png_text text{};
        text.compression = PNG_TEXT_COMPRESSION_NONE;
        text.key = const_cast<char*>("Comment");
        text.text = const_cast<char*>("painted by hand");
        png_set_text(png, info, &text, 1);
    }
    png_write_info(png, info);
    std::vector<png_bytep> rows;
    for (int y = 0; y < spec.height; ++y)
        rows.push_back(const_cast<uint8_t*>(spec.pixels.data()) + size_t(y) * rowBytes(spec));
    png_write_image(png, rows.data());
    png_write_end(png, nullptr);
    png_destroy_write_struct(&png, &info);
    std::fclose(file);
    if (spec.colourChunks)
        addColourChunks(path);
}

std::string readBytes(const QString& path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::ostringstream content;
    content << in.rdbuf();
    return content.str();
}

void writeBytes(const QString& path, const std::string& bytes)
{
    std::ofstream out(path.toStdString(), std::ios::binary | std::ios::trunc);
    out << bytes;
}

uint32_t be32(const std::string& bytes, size_t at)
{
    return uint32_t(uint8_t(bytes[at])) << 24 | uint32_t(uint8_t(bytes[at + 1])) << 16 |
           uint32_t(uint8_t(bytes[at + 2])) << 8 | uint32_t(uint8_t(bytes[at + 3]));
}

// The chunk types of a PNG file in order, and the offset of the first one named `type`.
QStringList chunkTypes(const std::string& bytes, const char* find = nullptr, size_t* found = nullptr)
{
    QStringList types;
    for (size_t at = 8; at + 8 <= bytes.size();) {
        const uint32_t length = be32(bytes, at);
        const std::string type = bytes.substr(at + 4, 4);
        if (find && found && type == find && types.indexOf(QString::fromStdString(type)) < 0)
            *found = at;
        types << QString::fromStdString(type);
        at += 12 + length;
    }
    return types;
}

std::string chunk(const std::string& type, const std::string& data)
{
    std::string out;
    const auto put32 = [&](uint32_t v) {
        for (int shift = 24; shift >= 0; shift -= 8)
            out += char((v >> shift) & 0xFF);
    };
    put32(uint32_t(data.size()));
    out += type + data;
    const std::string crcInput = type + data;
    put32(uint32_t(crc32(0, reinterpret_cast<const Bytef*>(crcInput.data()), uInt(crcInput.size()))));
    return out;
}

PngSpec randomRgb(int width, int height, uint32_t seed)
{
    PngSpec spec;
    spec.width = width;
    spec.height = height;
    std::mt19937 random(seed);
    spec.pixels.resize(size_t(width) * size_t(height) * 3);
    for (uint8_t& byte : spec.pixels)
        byte = uint8_t(random());
    return spec;
}

} // namespace

class WorldPngTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void rgbRoundTripsBitForBit();
    void writtenFilesHoldNoColourChunks();
    void colourChunksChangeNothing();
    void interlacedRgb();
    void paletteExpandedToItsExactColours_data();
    void paletteExpandedToItsExactColours();
    void opaqueRgbaAccepted();
    void refusals_data();
    void refusals();
    void badCrcRefused_data();
    void badCrcRefused();
    void everyTruncationRefused();
    void hugeHeaderRefusedAtOnce();
    void missingAndUnwritableFiles();

private:
    QString path(const char* name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void WorldPngTest::rgbRoundTripsBitForBit()
{
    const PngSpec spec = randomRgb(37, 23, 1);
    writePng(path("in.png"), spec);
    const WorldReadResult read = readWorldPng(path("in.png").toStdString());
    QVERIFY2(read.grid, read.error.c_str());
    QCOMPARE(read.grid->width(), 37);
    QCOMPARE(read.grid->height(), 23);
    QVERIFY(read.grid->bytes() == spec.pixels);

    QCOMPARE(writeWorldPng(path("out.png").toStdString(), *read.grid), std::string());
    const WorldReadResult again = readWorldPng(path("out.png").toStdString());
    QVERIFY2(again.grid, again.error.c_str());
    QVERIFY(*again.grid == *read.grid);
    // Writing over the file that was read works and leaves no temporary behind.
    QCOMPARE(writeWorldPng(path("in.png").toStdString(), *again.grid), std::string());
    QCOMPARE(readBytes(path("in.png")), readBytes(path("out.png")));
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), QStringList({"in.png", "out.png"}));
}

void WorldPngTest::writtenFilesHoldNoColourChunks()
{
    WorldGrid grid(5, 2);
    grid.setByte(4, 1, Channel::Blue, 0x5A);
    QCOMPARE(writeWorldPng(path("w.png").toStdString(), grid), std::string());
    const std::string bytes = readBytes(path("w.png"));
    QCOMPARE(chunkTypes(bytes), QStringList({"IHDR", "IDAT", "IEND"}));
    QCOMPARE(uint8_t(bytes[8 + 8 + 8]), uint8_t(8));     // bit depth
    QCOMPARE(uint8_t(bytes[8 + 8 + 9]), uint8_t(2));     // colour type RGB
}

void WorldPngTest::colourChunksChangeNothing()
{
    PngSpec spec = randomRgb(9, 7, 2);
    spec.colourChunks = true;
    spec.text = true;
    writePng(path("c.png"), spec);
    const QStringList types = chunkTypes(readBytes(path("c.png")));
    for (const char* type : {"gAMA", "sRGB", "cHRM", "iCCP", "tEXt"})
        QVERIFY2(types.contains(type), type);
    const WorldReadResult read = readWorldPng(path("c.png").toStdString());
    QVERIFY2(read.grid, read.error.c_str());
    QVERIFY(read.grid->bytes() == spec.pixels);
    QCOMPARE(writeWorldPng(path("c2.png").toStdString(), *read.grid), std::string());
    QCOMPARE(chunkTypes(readBytes(path("c2.png"))), QStringList({"IHDR", "IDAT", "IEND"}));
}

void WorldPngTest::interlacedRgb()
{
    PngSpec spec = randomRgb(13, 11, 3);
    spec.interlaced = true;
    writePng(path("i.png"), spec);
    const WorldReadResult read = readWorldPng(path("i.png").toStdString());
    QVERIFY2(read.grid, read.error.c_str());
    QVERIFY(read.grid->bytes() == spec.pixels);
}

void WorldPngTest::paletteExpandedToItsExactColours_data()
{
    QTest::addColumn<int>("bitDepth");
    QTest::addColumn<bool>("opaqueTrns");
    QTest::newRow("8-bit") << 8 << false;
    QTest::newRow("4-bit") << 4 << false;
    QTest::newRow("1-bit") << 1 << false;
    QTest::newRow("8-bit, tRNS all 255") << 8 << true;
}

void WorldPngTest::paletteExpandedToItsExactColours()
{
    QFETCH(int, bitDepth);
    QFETCH(bool, opaqueTrns);
    PngSpec spec;
    spec.width = 8;
    spec.height = 3;
    spec.bitDepth = bitDepth;
    spec.colourType = PNG_COLOR_TYPE_PALETTE;
    const int entries = 1 << std::min(bitDepth, 4);
    for (int i = 0; i < entries; ++i)
        spec.palette.push_back(png_color{png_byte(i * 17 + 1), png_byte(255 - i * 13), png_byte(i * 7 + 128)});
    if (opaqueTrns)
        spec.paletteAlpha.assign(size_t(entries), 255);
    std::vector<int> indices;
    std::mt19937 random(4);
    spec.pixels.assign(rowBytes(spec) * 3, 0);
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 8; ++x) {
            const int index = int(random() % uint32_t(entries));
            indices.push_back(index);
            const int bitOffset = x * bitDepth;
            spec.pixels[size_t(y) * rowBytes(spec) + size_t(bitOffset / 8)] |=
                uint8_t(index << (8 - bitDepth - bitOffset % 8));
        }
    writePng(path("p.png"), spec);
    const WorldReadResult read = readWorldPng(path("p.png").toStdString());
    QVERIFY2(read.grid, read.error.c_str());
    for (int i = 0; i < 24; ++i) {
        const png_color& colour = spec.palette[size_t(indices[size_t(i)])];
        QCOMPARE(read.grid->byte(i % 8, i / 8, Channel::Red), colour.red);
        QCOMPARE(read.grid->byte(i % 8, i / 8, Channel::Green), colour.green);
        QCOMPARE(read.grid->byte(i % 8, i / 8, Channel::Blue), colour.blue);
    }
}

void WorldPngTest::opaqueRgbaAccepted()
{
    PngSpec spec = randomRgb(6, 5, 5);
    PngSpec rgba = spec;
    rgba.colourType = PNG_COLOR_TYPE_RGB_ALPHA;
    rgba.pixels.clear();
    for (size_t i = 0; i < spec.pixels.size(); i += 3) {
        rgba.pixels.insert(rgba.pixels.end(), spec.pixels.begin() + long(i), spec.pixels.begin() + long(i) + 3);
        rgba.pixels.push_back(255);
    }
    writePng(path("a.png"), rgba);
    const WorldReadResult read = readWorldPng(path("a.png").toStdString());
    QVERIFY2(read.grid, read.error.c_str());
    QVERIFY(read.grid->bytes() == spec.pixels);
}

void WorldPngTest::refusals_data()
{
    QTest::addColumn<int>("colourType");
    QTest::addColumn<int>("bitDepth");
    QTest::addColumn<QString>("error");
    QTest::newRow("16-bit RGB") << int(PNG_COLOR_TYPE_RGB) << 16
                                << "16 bits per channel: the low 8 bits of every channel would be lost";
    QTest::newRow("16-bit RGBA") << int(PNG_COLOR_TYPE_RGB_ALPHA) << 16
                                 << "16 bits per channel: the low 8 bits of every channel would be lost";
    QTest::newRow("grey") << int(PNG_COLOR_TYPE_GRAY) << 8 << "a grey image: it has one 8-bit value per pixel";
    QTest::newRow("grey 16-bit") << int(PNG_COLOR_TYPE_GRAY) << 16
                                 << "16 bits per channel: the low 8 bits of every grey value would be lost";
    QTest::newRow("grey alpha") << int(PNG_COLOR_TYPE_GRAY_ALPHA) << 8 << "a grey image with alpha";
    QTest::newRow("translucent RGBA") << int(PNG_COLOR_TYPE_RGB_ALPHA) << 8
                                      << "translucent: pixel 2,1 has alpha 254; its 8 alpha bits would be lost";
    QTest::newRow("translucent palette") << int(PNG_COLOR_TYPE_PALETTE) << 8
                                         << "translucent: pixel 2,1 has alpha 128; its 8 alpha bits would be lost";
}

void WorldPngTest::refusals()
{
    QFETCH(int, colourType);
    QFETCH(int, bitDepth);
    QFETCH(QString, error);
    PngSpec spec;
    spec.width = 4;
    spec.height = 3;
    spec.colourType = colourType;
    spec.bitDepth = bitDepth;
    spec.pixels.assign(rowBytes(spec) * 3, 255);
    if (colourType == PNG_COLOR_TYPE_RGB_ALPHA && bitDepth == 8)
        spec.pixels[rowBytes(spec) + 2 * 4 + 3] = 254;
    if (colourType == PNG_COLOR_TYPE_PALETTE) {
        spec.palette = {png_color{1, 2, 3}, png_color{4, 5, 6}};
        spec.paletteAlpha = {255, 128};
        spec.pixels.assign(rowBytes(spec) * 3, 0);
        spec.pixels[rowBytes(spec) + 2] = 1;
    }
    const QString file = path("r.png");
    writePng(file, spec);
    const WorldReadResult read = readWorldPng(file.toStdString());
    QVERIFY(!read.grid);
    const QString expected = file + ": " + error;
    QVERIFY2(QString::fromStdString(read.error).startsWith(expected), read.error.c_str());
}

void WorldPngTest::badCrcRefused_data()
{
    QTest::addColumn<QString>("chunkType");
    QTest::newRow("IHDR") << "IHDR";
    QTest::newRow("IDAT") << "IDAT";
    QTest::newRow("tEXt (ancillary)") << "tEXt";
    QTest::newRow("gAMA (ancillary)") << "gAMA";
    QTest::newRow("IEND") << "IEND";
}

void WorldPngTest::badCrcRefused()
{
    QFETCH(QString, chunkType);
    PngSpec spec = randomRgb(8, 8, 6);
    spec.text = true;
    spec.colourChunks = true;
    writePng(path("good.png"), spec);
    std::string bytes = readBytes(path("good.png"));
    size_t at = 0;
    chunkTypes(bytes, chunkType.toLatin1().constData(), &at);
    QVERIFY(at != 0);
    bytes[at + 8 + be32(bytes, at) + 3] ^= 0x01;      // the CRC's last byte
    const QString file = path("crc.png");
    writeBytes(file, bytes);
    const WorldReadResult read = readWorldPng(file.toStdString());
    QVERIFY(!read.grid);
    QVERIFY2(QString::fromStdString(read.error).startsWith(file + ": damaged PNG: "), read.error.c_str());
    QVERIFY2(QString::fromStdString(read.error).contains("CRC"), read.error.c_str());
}

void WorldPngTest::everyTruncationRefused()
{
    writePng(path("whole.png"), randomRgb(16, 16, 7));
    const std::string bytes = readBytes(path("whole.png"));
    const QString file = path("cut.png");
    for (size_t length = 0; length < bytes.size(); ++length) {
        writeBytes(file, bytes.substr(0, length));
        const WorldReadResult read = readWorldPng(file.toStdString());
        QVERIFY2(!read.grid, qPrintable(QString("accepted %1 of %2 bytes").arg(length).arg(bytes.size())));
        const QString error = QString::fromStdString(read.error);
        QVERIFY2(error.startsWith(file + ": "), read.error.c_str());
        if (length < 8)
            QCOMPARE(error, file + ": not a PNG file (it does not start with the PNG signature)");
        else
            QVERIFY2(error.startsWith(file + ": damaged PNG: "), read.error.c_str());
    }
    writeBytes(file, "GIF89a this is not a png at all");
    QCOMPARE(readWorldPng(file.toStdString()).error,
             (file + ": not a PNG file (it does not start with the PNG signature)").toStdString());
}

void WorldPngTest::hugeHeaderRefusedAtOnce()
{
    // A header claiming 200000x200000 RGB and nothing after it.
    std::string ihdr;
    for (const uint32_t side : {200000u, 200000u})
        for (int shift = 24; shift >= 0; shift -= 8)
            ihdr += char((side >> shift) & 0xFF);
    ihdr += std::string("\x08\x02\x00\x00\x00", 5);
    const QString file = path("huge.png");
    writeBytes(file, std::string("\x89PNG\r\n\x1a\n", 8) + chunk("IHDR", ihdr));
    QElapsedTimer timer;
    timer.start();
    const WorldReadResult read = readWorldPng(file.toStdString());
    QVERIFY(!read.grid);
    QCOMPARE(QString::fromStdString(read.error),
             file + ": 200000x200000 cells is larger than the largest world (16384 cells a side)");
}

void WorldPngTest::missingAndUnwritableFiles()
{
    const QString missing = path("missing.png");
    QCOMPARE(QString::fromStdString(readWorldPng(missing.toStdString()).error),
             missing + ": cannot open (No such file or directory)");
    const QString nowhere = path("no/such/dir/out.png");
    QCOMPARE(QString::fromStdString(writeWorldPng(nowhere.toStdString(), WorldGrid(1, 1))),
             nowhere + ": cannot create (No such file or directory)");
}

INCURSION_TEST_MAIN(WorldPngTest)
#include "tst_world_png.moc"
} // namespace tst_world_png
