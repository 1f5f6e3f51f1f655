#include "gzip.h"

#include <zlib.h>

namespace incursion::plugins {

QByteArray gzipCompress(const QByteArray& data)
{
    z_stream stream{};
    // 15 + 16: a gzip wrapper; without deflateSetHeader its time is 0.
    if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return {};
    QByteArray out(qsizetype(deflateBound(&stream, uLong(data.size()))) + 32, Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData()));
    stream.avail_in = uInt(data.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = uInt(out.size());
    const int status = deflate(&stream, Z_FINISH);
    out.resize(qsizetype(stream.total_out));
    deflateEnd(&stream);
    return status == Z_STREAM_END ? out : QByteArray();
}

std::variant<QByteArray, QString> decompress(const QByteArray& data, const QString& name, qsizetype limit)
{
    z_stream stream{};
    // 15 + 32: gzip or zlib, from the header.
    if (inflateInit2(&stream, 15 + 32) != Z_OK)
        return QStringLiteral("cannot start zlib");
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData()));
    stream.avail_in = uInt(data.size());
    QByteArray out;
    char chunk[16384];
    int status = Z_OK;
    while (status == Z_OK) {
        stream.next_out = reinterpret_cast<Bytef*>(chunk);
        stream.avail_out = sizeof chunk;
        status = inflate(&stream, Z_NO_FLUSH);
        if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR)
            break;
        out.append(chunk, qsizetype(sizeof chunk - stream.avail_out));
        if (out.size() > limit) {
            inflateEnd(&stream);
            return QStringLiteral("byte %1 of the %2: it unpacks to more than %3 bytes")
                .arg(stream.total_in).arg(name).arg(limit);
        }
        if (status == Z_BUF_ERROR)
            break;      // no progress possible: the input ended early
    }
    const QString message = stream.msg ? QString::fromLatin1(stream.msg) : QString();
    const uLong consumed = stream.total_in;
    inflateEnd(&stream);
    if (status == Z_STREAM_END)
        return out;
    if (status == Z_BUF_ERROR)
        return QStringLiteral("byte %1 of the %2: it ends early (%1 bytes read, the stream is not complete)")
            .arg(consumed).arg(name);
    if (consumed < 2)
        return QStringLiteral("byte 0 of the %1: no gzip or zlib header (%2)").arg(name, message);
    return QStringLiteral("byte %1 of the %2: damaged (%3)").arg(consumed).arg(name, message);
}

} // namespace incursion::plugins
