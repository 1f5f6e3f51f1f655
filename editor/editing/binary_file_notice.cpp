#include "editing/binary_file_notice.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace incursion::studio {

BinaryFileNotice::BinaryFileNotice(const QString& filePath, QWidget* parent)
    : QWidget(parent)
    , filePath_(QFileInfo(filePath).absoluteFilePath())
{
    const QFileInfo info(filePath_);
    const QString suffix = info.suffix().toLower();
    QString kind = tr("It is not a text file, so it cannot be edited here.");
    if (suffix == QLatin1String("mod"))
        kind = tr("It is a compiled module: build output, not source. The Module Browser shows what it holds.");
    else if (suffix == QLatin1String("png"))
        kind = tr("It is an image. World bitmaps open in the world editor.");
    auto* label = new QLabel(tr("<h3>%1 is a binary file</h3><p>%2</p><p>%3, %4</p>")
                                 .arg(info.fileName().toHtmlEscaped(), kind.toHtmlEscaped(),
                                      QDir::toNativeSeparators(filePath_).toHtmlEscaped(),
                                      QLocale().formattedDataSize(info.size())));
    label->setObjectName(QStringLiteral("binaryFileNoticeText"));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignCenter);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label);
}

bool BinaryFileNotice::isBinaryFile(const QString& path)
{
    QFile file(path);
    const QFileInfo info(path);
    // Only regular files are read: a FIFO would block.
    if (!info.isFile() || !file.open(QIODevice::ReadOnly))
        return false;
    return file.read(64 * 1024).contains('\0');
}

} // namespace incursion::studio
