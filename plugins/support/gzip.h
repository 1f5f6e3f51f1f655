// gzip for the formats that use it (REXPaint's .xp is one gzip stream;
// Tiled may store layer data zlib- or gzip-compressed).
#pragma once

#include <QByteArray>
#include <QString>

#include <variant>

namespace incursion::plugins {

// One gzip member with no name and no time in its header: the same bytes
// give the same file.
QByteArray gzipCompress(const QByteArray& data);

// The data of a gzip or zlib stream (told apart by its header), or what is
// wrong with it, with the offset in the stream, which the message calls
// `name`: "byte 120 of the compressed layer data: it ends early".
// Output larger than `limit` bytes is refused, so a small bomb cannot fill memory.
std::variant<QByteArray, QString> decompress(const QByteArray& data, const QString& name,
                                             qsizetype limit = 64 << 20);

} // namespace incursion::plugins
