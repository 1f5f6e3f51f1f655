// What every format plugin does with files and cells: read a file whole,
// write one in a single rename, and tell a grid character from others.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace incursion::plugins {

// The bytes of `path`, or none and `error` naming it (missing, not a regular file, larger than 64 MiB).
std::optional<QByteArray> readFileBytes(const QString& path, QString& error);
// Replaces `path` by `bytes` through a temporary file renamed over it; false and `error` naming it.
bool writeFileBytes(const QString& path, const QByteArray& bytes, QString& error);

// A character a grid row may hold: printable ASCII but the space (the
// compiler's rows have no whitespace cells).
constexpr bool isGridCharacter(uint32_t c) { return c > 0x20 && c < 0x7F; }

} // namespace incursion::plugins
