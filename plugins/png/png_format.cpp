#include "png_format.h"

#include "support/glyph_sheet.h"
#include "support/plugin_files.h"

#include <QBuffer>
#include <QFontMetrics>
#include <QImage>
#include <QPainter>

#include <algorithm>

namespace incursion::plugins {

namespace {

constexpr int kFontPixels = 16;

} // namespace

bool PngFormat::write(const VaultPicture& picture, const QString& path)
{
    if (!canDrawGlyphs(path, error_))
        return false;
    const vault::Vault& vault = *picture.vault;
    const QFont font = glyphFont(kFontPixels);
    const QFontMetrics metrics(font);
    const QSize cell(std::max(1, metrics.horizontalAdvance(QLatin1Char('M'))), std::max(1, metrics.height()));
    QImage image(cell.width() * vault.width(), cell.height() * vault.height(), QImage::Format_RGB32);
    image.fill(Qt::black);
    {
        QPainter painter(&image);
        painter.setFont(font);
        painter.setRenderHint(QPainter::TextAntialiasing, false);
        for (int y = 0; y < vault.height(); ++y)
            for (int x = 0; x < vault.width(); ++x) {
                const CellLook& look = picture.at(x, y);
                drawGlyph(painter, QRect(QPoint(x * cell.width(), y * cell.height()), cell), look.glyph,
                          QColor::fromRgb(look.colour));
            }
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        error_ = path + QStringLiteral(": cannot encode the PNG picture");
        return false;
    }
    return writeFileBytes(path, bytes, error_);
}

std::optional<VaultFile> PngFormat::read(const QString& path)
{
    error_ = path + QStringLiteral(": a PNG picture is written, not read (it cannot say which grid character made "
                                   "a glyph)");
    return std::nullopt;
}

} // namespace incursion::plugins
