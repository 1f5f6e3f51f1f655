#include "xp_format.h"

#include "support/gzip.h"
#include "support/plugin_files.h"

#include <QtEndian>

namespace incursion::plugins {

namespace {

constexpr int32_t kVersion = -1;        // what REXPaint 1.60 and later write
constexpr int kMaxLayers = 9;           // REXPaint's own limit
constexpr int kMaxSide = 255;           // a grid's limit (vault_writer.h)
constexpr qsizetype kCellBytes = 4 + 3 + 3;

struct Reader {
    const QByteArray& data;
    qsizetype at = 0;
    bool has(qsizetype bytes) const { return data.size() - at >= bytes; }
    int32_t int32()
    {
        const int32_t value = qFromLittleEndian<int32_t>(data.constData() + at);
        at += 4;
        return value;
    }
    uint8_t byte() { return uint8_t(data[at++]); }
};

void appendInt32(QByteArray& out, int32_t value)
{
    char bytes[4];
    qToLittleEndian(value, bytes);
    out.append(bytes, 4);
}

} // namespace

bool XpFormat::write(const VaultPicture& picture, const QString& path)
{
    const vault::Vault& vault = *picture.vault;
    QByteArray raw;
    appendInt32(raw, kVersion);
    appendInt32(raw, 1);
    appendInt32(raw, vault.width());
    appendInt32(raw, vault.height());
    for (int x = 0; x < vault.width(); ++x)
        for (int y = 0; y < vault.height(); ++y) {
            appendInt32(raw, int32_t(uint8_t(vault.at(x, y))));
            const uint32_t colour = picture.at(x, y).colour;
            raw.append(char(colour >> 16 & 0xFF)).append(char(colour >> 8 & 0xFF)).append(char(colour & 0xFF));
            raw.append(3, '\0');
        }
    return writeFileBytes(path, gzipCompress(raw), error_);
}

std::optional<VaultFile> XpFormat::read(const QString& path)
{
    const std::optional<QByteArray> file = readFileBytes(path, error_);
    if (!file)
        return std::nullopt;
    auto fail = [&](const QString& message) {
        error_ = path + QStringLiteral(": ") + message;
        return std::nullopt;
    };
    if (file->size() < 2 || uint8_t(file->at(0)) != 0x1f || uint8_t(file->at(1)) != 0x8b)
        return fail(QStringLiteral("byte 0 of the file: no gzip data (a REXPaint .xp file is gzip-compressed)"));
    // The file is one gzip member: its offsets are the file's.
    const std::variant<QByteArray, QString> unpacked = decompress(*file, QStringLiteral("file (gzip data)"));
    if (const QString* message = std::get_if<QString>(&unpacked))
        return fail(*message);
    const QByteArray& data = std::get<QByteArray>(unpacked);
    // Offsets below are in the unpacked data, as REXPaint's format describes it.
    const auto at = [](qsizetype offset) { return QStringLiteral("byte %1 of the unpacked data: ").arg(offset); };
    Reader in{data};
    if (!in.has(8))
        return fail(at(data.size()) + QStringLiteral("it ends before the layer count"));
    in.int32();     // the version: REXPaint has written -1 and older numbers; the layout is the same
    const qsizetype layersAt = in.at;
    const int32_t layers = in.int32();
    if (layers < 1 || layers > kMaxLayers)
        return fail(at(layersAt) + QStringLiteral("%1 layers (REXPaint has 1 to %2)").arg(layers).arg(kMaxLayers));

    int width = 0, height = 0;
    std::vector<std::string> rows;
    for (int layer = 0; layer < layers; ++layer) {
        const qsizetype sizeAt = in.at;
        if (!in.has(8))
            return fail(at(data.size()) + QStringLiteral("it ends before the size of layer %1").arg(layer + 1));
        const int32_t w = in.int32(), h = in.int32();
        if (w < 1 || h < 1 || w > kMaxSide || h > kMaxSide)
            return fail(at(sizeAt) + QStringLiteral("layer %1 is %2x%3 (a vault has 1 to %4 cells each way)")
                                         .arg(layer + 1).arg(w).arg(h).arg(kMaxSide));
        if (layer == 0) {
            width = w;
            height = h;
            rows.assign(size_t(h), std::string(size_t(w), '\0'));
        } else if (w != width || h != height) {
            return fail(at(sizeAt) + QStringLiteral("layer %1 is %2x%3, but layer 1 is %4x%5")
                                         .arg(layer + 1).arg(w).arg(h).arg(width).arg(height));
        }
        if (!in.has(kCellBytes * w * h))
            return fail(at(data.size()) + QStringLiteral("it ends inside layer %1 (%2 bytes of cells from byte %3, %4 there)")
                                              .arg(layer + 1).arg(kCellBytes * w * h).arg(in.at).arg(data.size() - in.at));
        for (int x = 0; x < w; ++x)
            for (int y = 0; y < h; ++y) {
                const qsizetype cellAt = in.at;
                const uint32_t glyph = uint32_t(in.int32());
                in.at += 3;     // the foreground: the colour comes from the module
                const uint8_t r = in.byte(), g = in.byte(), b = in.byte();
                if (layer > 0 && r == 255 && g == 0 && b == 255)
                    continue;   // transparent: the layer below shows
                if (!isGridCharacter(glyph))
                    return fail(at(cellAt) + QStringLiteral("cell %1,%2 of layer %3 has glyph %4, which is no grid "
                                                            "character (printable ASCII other than the space)")
                                                 .arg(x).arg(y).arg(layer + 1).arg(glyph));
                rows[size_t(y)][size_t(x)] = char(glyph);
            }
    }
    if (in.at != data.size())
        return fail(at(in.at) + QStringLiteral("%1 bytes after the last layer (wrong layer sizes?)")
                                    .arg(data.size() - in.at));
    return VaultFile{std::move(rows), std::nullopt};
}

} // namespace incursion::plugins
