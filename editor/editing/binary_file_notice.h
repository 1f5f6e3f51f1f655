// What a tab shows for a file that is not text (a compiled `.mod`, a PNG):
// a read-only notice with the file's name, size and kind, never an editable
// buffer of NUL bytes that a save would corrupt.
#pragma once

#include <QWidget>

namespace incursion::studio {

class BinaryFileNotice : public QWidget {
    Q_OBJECT
public:
    explicit BinaryFileNotice(const QString& filePath, QWidget* parent = nullptr);
    QString filePath() const { return filePath_; }

    // A NUL byte in the first 64 KiB: what no IncursionScript source has.
    static bool isBinaryFile(const QString& path);

private:
    QString filePath_;
};

} // namespace incursion::studio
