// Writing and reading the small files studio tests work on.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTest>

namespace incursion::test {

// Writes `bytes` exactly (no encoding step), failing the calling test if it cannot.
inline void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(file.errorString()));
    QCOMPARE(file.write(bytes), bytes.size());
}

// The file's bytes; empty if it cannot be read.
inline QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace incursion::test
