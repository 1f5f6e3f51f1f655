#include "tmx_format.h"

#include "support/glyph_sheet.h"
#include "support/gzip.h"
#include "support/plugin_files.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <algorithm>
#include <climits>
#include <map>

namespace incursion::plugins {

namespace {

constexpr int kMaxSide = 255;               // a grid's limit (vault_writer.h)
constexpr char kSheetName[] = "cp437_16x16.png";    // the tileset image written beside the map
constexpr uint32_t kFlipBits = 0xF0000000u; // Tiled's flip and rotation flags
const QString kLegend = QStringLiteral("legend");
const QString kLegendOrder = QStringLiteral("legend order");

QString numbered(const QString& name, int n)
{
    return n == 1 ? name : name + QLatin1Char(' ') + QString::number(n);
}

struct Tileset {
    uint32_t firstGid = 1;
    uint32_t count = 0;
};

struct Layer {
    int width = 0, height = 0;
    qint64 line = 0;                        // of <data>
    std::vector<uint32_t> gids;
    std::vector<qint64> lines;              // of each gid, for messages
};

// A legend property as read: its text, its place and where it is written.
struct LegendProperty {
    std::string text;
    int order = -1;
    uint32_t line = 0;
};

class Reader {
public:
    Reader(const QString& path, const QByteArray& bytes) : path_(path), xml_(bytes) {}

    std::optional<VaultFile> read()
    {
        if (!xml_.readNextStartElement() || xml_.name() != QLatin1String("map"))
            return fail(xml_.hasError() ? xml_.errorString() : QStringLiteral("no <map> element: not a Tiled map"));
        const QXmlStreamAttributes map = xml_.attributes();
        if (map.value(QLatin1String("infinite")) == QLatin1String("1"))
            return fail(QStringLiteral("an infinite map has no size; a vault needs a fixed one"));
        if (!readSize(map, width_, height_, QStringLiteral("the map")))
            return std::nullopt;
        while (xml_.readNextStartElement()) {
            const auto name = xml_.name();
            if (name == QLatin1String("tileset")) {
                if (!readTileset())
                    return failed();
            } else if (name == QLatin1String("layer")) {
                if (!readLayer())
                    return failed();
            } else {
                xml_.skipCurrentElement();
            }
        }
        if (xml_.hasError())
            return fail(xml_.errorString());
        if (layers_.empty())
            return fail(QStringLiteral("the map has no tile layer"));
        return compose();
    }

    QString error() const { return error_; }

private:
    // A part that stopped on an XML error has no message of its own yet.
    std::nullopt_t failed()
    {
        if (error_.isEmpty())
            fail(xml_.errorString());
        return std::nullopt;
    }

    std::nullopt_t fail(const QString& message, qint64 line = -1)
    {
        error_ = path_ + QLatin1Char(':') + QString::number(line >= 0 ? line : xml_.lineNumber()) + QStringLiteral(": ")
                 + message;
        return std::nullopt;
    }

    bool readSize(const QXmlStreamAttributes& attributes, int& width, int& height, const QString& what)
    {
        bool wide = false, high = false;
        width = attributes.value(QLatin1String("width")).toInt(&wide);
        height = attributes.value(QLatin1String("height")).toInt(&high);
        if (!wide || !high || width < 1 || height < 1 || width > kMaxSide || height > kMaxSide) {
            fail(QStringLiteral("%1 is %2x%3 (a vault has 1 to %4 cells each way)")
                     .arg(what, attributes.value(QLatin1String("width")).toString(),
                          attributes.value(QLatin1String("height")).toString())
                     .arg(kMaxSide));
            return false;
        }
        return true;
    }

    bool readTileset()
    {
        const QXmlStreamAttributes attributes = xml_.attributes();
        if (attributes.hasAttribute(QLatin1String("source"))) {
            fail(QStringLiteral("the tileset %1 is an external file; embed it in the map")
                     .arg(attributes.value(QLatin1String("source"))));
            return false;
        }
        Tileset tileset;
        bool ok = false;
        tileset.firstGid = attributes.value(QLatin1String("firstgid")).toUInt(&ok);
        if (!ok || tileset.firstGid == 0) {
            fail(QStringLiteral("a tileset without a valid firstgid"));
            return false;
        }
        tileset.count = attributes.value(QLatin1String("tilecount")).toUInt(&ok);
        if (!ok)
            tileset.count = 256;
        tilesets_.push_back(tileset);
        while (xml_.readNextStartElement()) {
            if (xml_.name() != QLatin1String("tile")) {
                xml_.skipCurrentElement();
                continue;
            }
            const uint32_t id = xml_.attributes().value(QLatin1String("id")).toUInt();
            std::map<int, LegendProperty> entries;      // by their number ("legend 2" is 2)
            while (xml_.readNextStartElement()) {
                if (xml_.name() != QLatin1String("properties")) {
                    xml_.skipCurrentElement();
                    continue;
                }
                while (xml_.readNextStartElement()) {
                    const qint64 line = xml_.lineNumber();
                    const QString name = xml_.attributes().value(QLatin1String("name")).toString();
                    QString value = xml_.attributes().value(QLatin1String("value")).toString();
                    const bool hasValue = xml_.attributes().hasAttribute(QLatin1String("value"));
                    const QString body = xml_.readElementText(QXmlStreamReader::SkipChildElements);
                    if (!hasValue)
                        value = body;       // Tiled writes multi-line strings as the element's text
                    for (int n = 1; n <= 64; ++n) {
                        if (name == numbered(kLegend, n)) {
                            if (value.contains(QLatin1Char('\n'))) {
                                fail(QStringLiteral("the legend of tile %1 has several lines; one entry per property")
                                         .arg(id), line);
                                return false;
                            }
                            entries[n].text = value.toStdString();
                            entries[n].line = uint32_t(line);
                        } else if (name == numbered(kLegendOrder, n)) {
                            bool ok = false;
                            entries[n].order = value.toInt(&ok);
                            if (!ok || entries[n].order < 0) {
                                fail(QStringLiteral("\"%1\" of tile %2 is \"%3\", not a place in the legend")
                                         .arg(name).arg(id).arg(value), line);
                                return false;
                            }
                        }
                    }
                }
            }
            for (auto& [n, entry] : entries)
                if (!entry.text.empty())
                    legend_.push_back(std::move(entry));
        }
        return !xml_.hasError();
    }

    bool readLayer()
    {
        Layer layer;
        if (!readSize(xml_.attributes(), layer.width, layer.height,
                      QStringLiteral("layer \"%1\"").arg(xml_.attributes().value(QLatin1String("name")))))
            return false;
        if (layer.width != width_ || layer.height != height_) {
            fail(QStringLiteral("layer \"%1\" is %2x%3, but the map is %4x%5")
                     .arg(xml_.attributes().value(QLatin1String("name")))
                     .arg(layer.width).arg(layer.height).arg(width_).arg(height_));
            return false;
        }
        while (xml_.readNextStartElement()) {
            if (xml_.name() != QLatin1String("data")) {
                xml_.skipCurrentElement();
                continue;
            }
            layer.line = xml_.lineNumber();
            const QString encoding = xml_.attributes().value(QLatin1String("encoding")).toString();
            const QString compression = xml_.attributes().value(QLatin1String("compression")).toString();
            if (encoding == QLatin1String("csv")) {
                if (!readCsv(layer, xml_.readElementText()))
                    return false;
            } else if (encoding == QLatin1String("base64")) {
                if (!readBase64(layer, xml_.readElementText().toLatin1(), compression))
                    return false;
            } else if (encoding.isEmpty()) {
                while (xml_.readNextStartElement()) {
                    if (xml_.name() == QLatin1String("chunk")) {
                        fail(QStringLiteral("chunked layer data (an infinite map); a vault needs a fixed size"));
                        return false;
                    }
                    if (xml_.name() == QLatin1String("tile")) {
                        layer.lines.push_back(xml_.lineNumber());
                        layer.gids.push_back(xml_.attributes().value(QLatin1String("gid")).toUInt());
                    }
                    xml_.skipCurrentElement();
                }
            } else {
                fail(QStringLiteral("layer data encoded as \"%1\" (csv, base64 or XML tiles are read)").arg(encoding));
                return false;
            }
            const qsizetype expected = qsizetype(layer.width) * layer.height;
            if (qsizetype(layer.gids.size()) != expected) {
                fail(QStringLiteral("the layer data has %1 tiles, but a %2x%3 layer has %4")
                         .arg(layer.gids.size()).arg(layer.width).arg(layer.height).arg(expected),
                     layer.line);
                return false;
            }
        }
        if (xml_.hasError())
            return false;
        if (layer.gids.empty()) {
            fail(QStringLiteral("a layer without data"));
            return false;
        }
        layers_.push_back(std::move(layer));
        return true;
    }

    bool readCsv(Layer& layer, const QString& text)
    {
        qint64 line = layer.line;
        QString number;
        auto flush = [&]() {
            const QString trimmed = number.trimmed();
            number.clear();
            if (trimmed.isEmpty())
                return true;
            bool ok = false;
            const uint32_t gid = trimmed.toUInt(&ok);
            if (!ok) {
                fail(QStringLiteral("\"%1\" in the layer data is no tile number").arg(trimmed), line);
                return false;
            }
            layer.gids.push_back(gid);
            layer.lines.push_back(line);
            return true;
        };
        for (const QChar c : text) {
            if (c == QLatin1Char(',')) {
                if (!flush())
                    return false;
                continue;
            }
            if (c == QLatin1Char('\n')) {
                if (!flush())
                    return false;
                ++line;
                continue;
            }
            number += c;
        }
        return flush();
    }

    bool readBase64(Layer& layer, const QByteArray& text, const QString& compression)
    {
        const auto decoded = QByteArray::fromBase64Encoding(text.trimmed(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) {
            fail(QStringLiteral("the layer data is not valid base64"), layer.line);
            return false;
        }
        QByteArray bytes = *decoded;
        if (compression == QLatin1String("zlib") || compression == QLatin1String("gzip")) {
            std::variant<QByteArray, QString> unpacked =
                decompress(bytes, QStringLiteral("compressed layer data (after base64)"));
            if (const QString* message = std::get_if<QString>(&unpacked)) {
                fail(*message, layer.line);
                return false;
            }
            bytes = std::get<QByteArray>(std::move(unpacked));
        } else if (!compression.isEmpty()) {
            fail(QStringLiteral("layer data compressed with \"%1\" (zlib and gzip are read)").arg(compression),
                 layer.line);
            return false;
        }
        if (bytes.size() % 4 != 0) {
            fail(QStringLiteral("the layer data is %1 bytes, not a whole number of tiles").arg(bytes.size()),
                 layer.line);
            return false;
        }
        for (qsizetype at = 0; at < bytes.size(); at += 4) {
            layer.gids.push_back(uint32_t(uint8_t(bytes[at])) | uint32_t(uint8_t(bytes[at + 1])) << 8
                                 | uint32_t(uint8_t(bytes[at + 2])) << 16 | uint32_t(uint8_t(bytes[at + 3])) << 24);
            layer.lines.push_back(layer.line);
        }
        return true;
    }

    // The character of a gid: its id in the tileset that holds it, which must be a grid character.
    std::optional<char> characterOf(uint32_t gid, int x, int y, qint64 line)
    {
        const Tileset* holder = nullptr;
        for (const Tileset& tileset : tilesets_)
            if (gid >= tileset.firstGid && (!holder || tileset.firstGid > holder->firstGid))
                holder = &tileset;
        if (!holder || gid - holder->firstGid >= holder->count) {
            fail(QStringLiteral("cell %1,%2: tile %3 is in no tileset of the map").arg(x).arg(y).arg(gid), line);
            return std::nullopt;
        }
        const uint32_t id = gid - holder->firstGid;
        if (!isGridCharacter(id)) {
            fail(QStringLiteral("cell %1,%2: tile %3 is CP437 character %4, which is no grid character (printable "
                                "ASCII other than the space)").arg(x).arg(y).arg(gid).arg(id),
                 line);
            return std::nullopt;
        }
        return char(id);
    }

    std::optional<VaultFile> compose()
    {
        VaultFile file;
        file.rows.assign(size_t(height_), std::string(size_t(width_), '\0'));
        for (int y = 0; y < height_; ++y)
            for (int x = 0; x < width_; ++x) {
                const size_t cell = size_t(y) * size_t(width_) + size_t(x);
                const Layer* top = nullptr;
                for (const Layer& layer : layers_)
                    if (layer.gids[cell] & ~kFlipBits)
                        top = &layer;
                if (!top)
                    return fail(QStringLiteral("cell %1,%2 is empty in every layer").arg(x).arg(y),
                                layers_.front().lines[cell]);
                const std::optional<char> c = characterOf(top->gids[cell] & ~kFlipBits, x, y, top->lines[cell]);
                if (!c)
                    return std::nullopt;
                file.rows[size_t(y)][size_t(x)] = *c;
            }
        // Legend order: by "legend order"; entries without one after, as written.
        std::stable_sort(legend_.begin(), legend_.end(), [](const LegendProperty& a, const LegendProperty& b) {
            return (a.order < 0 ? INT_MAX : a.order) < (b.order < 0 ? INT_MAX : b.order);
        });
        std::vector<vault::VaultText::LegendSource> legend;
        for (LegendProperty& entry : legend_)
            legend.push_back({entry.line, std::move(entry.text)});
        file.legend = std::move(legend);
        return file;
    }

    QString path_;
    QXmlStreamReader xml_;
    QString error_;
    int width_ = 0, height_ = 0;
    std::vector<Tileset> tilesets_;
    std::vector<Layer> layers_;
    std::vector<LegendProperty> legend_;
};

} // namespace

bool TmxFormat::write(const VaultPicture& picture, const QString& path)
{
    // The tileset's image beside the map, so Tiled draws the grid's characters.
    if (!canDrawGlyphs(path, error_))
        return false;
    QByteArray sheet;
    QBuffer sheetBuffer(&sheet);
    sheetBuffer.open(QIODevice::WriteOnly);
    const QString sheetPath = QFileInfo(path).dir().filePath(QString::fromLatin1(kSheetName));
    if (!characterSheet().save(&sheetBuffer, "PNG") || !writeFileBytes(sheetPath, sheet, error_)) {
        if (error_.isEmpty())
            error_ = sheetPath + QStringLiteral(": cannot encode the tileset image");
        return false;
    }
    const vault::Vault& vault = *picture.vault;
    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(1);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("map"));
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("1.10"));
    xml.writeAttribute(QStringLiteral("orientation"), QStringLiteral("orthogonal"));
    xml.writeAttribute(QStringLiteral("renderorder"), QStringLiteral("right-down"));
    xml.writeAttribute(QStringLiteral("width"), QString::number(vault.width()));
    xml.writeAttribute(QStringLiteral("height"), QString::number(vault.height()));
    xml.writeAttribute(QStringLiteral("tilewidth"), QStringLiteral("16"));
    xml.writeAttribute(QStringLiteral("tileheight"), QStringLiteral("16"));
    xml.writeAttribute(QStringLiteral("infinite"), QStringLiteral("0"));
    xml.writeAttribute(QStringLiteral("nextlayerid"), QStringLiteral("2"));
    xml.writeAttribute(QStringLiteral("nextobjectid"), QStringLiteral("1"));

    xml.writeStartElement(QStringLiteral("properties"));
    xml.writeStartElement(QStringLiteral("property"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("region"));
    xml.writeAttribute(QStringLiteral("value"), QString::fromStdString(vault.region));
    xml.writeEndElement();
    xml.writeEndElement();

    xml.writeStartElement(QStringLiteral("tileset"));
    xml.writeAttribute(QStringLiteral("firstgid"), QStringLiteral("1"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("cp437"));
    xml.writeAttribute(QStringLiteral("tilewidth"), QStringLiteral("16"));
    xml.writeAttribute(QStringLiteral("tileheight"), QStringLiteral("16"));
    xml.writeAttribute(QStringLiteral("tilecount"), QStringLiteral("256"));
    xml.writeAttribute(QStringLiteral("columns"), QStringLiteral("16"));
    xml.writeStartElement(QStringLiteral("image"));
    xml.writeAttribute(QStringLiteral("source"), QString::fromLatin1(kSheetName));
    xml.writeAttribute(QStringLiteral("width"), QStringLiteral("256"));
    xml.writeAttribute(QStringLiteral("height"), QStringLiteral("256"));
    xml.writeEndElement();
    // One <tile> per character with legend entries, in character order as Tiled keeps them.
    std::map<unsigned char, std::vector<size_t>> entriesOf;
    for (size_t i = 0; i < vault.legend.size(); ++i)
        entriesOf[static_cast<unsigned char>(vault.legend[i].character)].push_back(i);
    for (const auto& [character, entries] : entriesOf) {
        xml.writeStartElement(QStringLiteral("tile"));
        xml.writeAttribute(QStringLiteral("id"), QString::number(character));
        xml.writeStartElement(QStringLiteral("properties"));
        for (size_t n = 0; n < entries.size(); ++n) {
            xml.writeStartElement(QStringLiteral("property"));
            xml.writeAttribute(QStringLiteral("name"), numbered(kLegend, int(n + 1)));
            xml.writeAttribute(QStringLiteral("value"), QString::fromStdString(vault.legend[entries[n]].text));
            xml.writeEndElement();
            xml.writeStartElement(QStringLiteral("property"));
            xml.writeAttribute(QStringLiteral("name"), numbered(kLegendOrder, int(n + 1)));
            xml.writeAttribute(QStringLiteral("type"), QStringLiteral("int"));
            xml.writeAttribute(QStringLiteral("value"), QString::number(entries[n]));
            xml.writeEndElement();
        }
        xml.writeEndElement();
        xml.writeEndElement();
    }
    xml.writeEndElement();  // tileset

    xml.writeStartElement(QStringLiteral("layer"));
    xml.writeAttribute(QStringLiteral("id"), QStringLiteral("1"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("Grid"));
    xml.writeAttribute(QStringLiteral("width"), QString::number(vault.width()));
    xml.writeAttribute(QStringLiteral("height"), QString::number(vault.height()));
    xml.writeStartElement(QStringLiteral("data"));
    xml.writeAttribute(QStringLiteral("encoding"), QStringLiteral("csv"));
    QString csv = QStringLiteral("\n");
    for (int y = 0; y < vault.height(); ++y) {
        for (int x = 0; x < vault.width(); ++x) {
            csv += QString::number(1 + int(uint8_t(vault.at(x, y))));
            if (x + 1 < vault.width() || y + 1 < vault.height())
                csv += QLatin1Char(',');
        }
        csv += QLatin1Char('\n');
    }
    xml.writeCharacters(csv);
    xml.writeEndElement();  // data
    xml.writeEndElement();  // layer
    xml.writeEndElement();  // map
    xml.writeEndDocument();
    return writeFileBytes(path, bytes, error_);
}

std::optional<VaultFile> TmxFormat::read(const QString& path)
{
    const std::optional<QByteArray> bytes = readFileBytes(path, error_);
    if (!bytes)
        return std::nullopt;
    Reader reader(path, *bytes);
    std::optional<VaultFile> file = reader.read();
    if (!file)
        error_ = reader.error();
    return file;
}

} // namespace incursion::plugins
