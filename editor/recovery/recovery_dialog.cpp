#include "recovery/recovery_dialog.h"

#include "recovery/line_diff.h"
#include "shared/theme.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBlock>
#include <QVBoxLayout>

namespace incursion::studio {

namespace {

QColor blend(const QColor& a, const QColor& b, double amount)
{
    return QColor::fromRgbF(float(a.redF() * (1 - amount) + b.redF() * amount),
                            float(a.greenF() * (1 - amount) + b.greenF() * amount),
                            float(a.blueF() * (1 - amount) + b.blueF() * amount));
}

} // namespace

RecoveryDialog::RecoveryDialog(const QList<RecoveredFile>& files, const Theme& theme, QWidget* parent)
    : QDialog(parent)
    , files_(files)
    , addedBackground_(blend(theme.paper, QColor(0x2e, 0xa0, 0x43), 0.25))
    , removedBackground_(blend(theme.paper, QColor(0xd0, 0x30, 0x30), 0.25))
{
    setWindowTitle(tr("Recover Unsaved Work"));
    auto* intro = new QLabel(tr("Incursion Studio did not close normally. These files had changes that were not "
                                "saved. Restore opens a file with its recovered text, unsaved; Discard forgets it."));
    intro->setWordWrap(true);

    list_ = new QListWidget;
    for (const RecoveredFile& file : files_) {
        auto* item = new QListWidgetItem(QFileInfo(file.filePath).fileName());
        item->setToolTip(QDir::toNativeSeparators(file.filePath));
        list_->addItem(item);
    }
    summary_ = new QLabel;
    summary_->setWordWrap(true);
    difference_ = new QPlainTextEdit;
    difference_->setReadOnly(true);
    difference_->setLineWrapMode(QPlainTextEdit::NoWrap);
    difference_->setFont(QFont(QStringLiteral("DejaVu Sans Mono")));

    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(summary_);
    rightLayout->addWidget(difference_, 1);
    auto* splitter = new QSplitter;
    splitter->addWidget(list_);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 3);

    restore_ = new QPushButton(tr("&Restore"));
    discard_ = new QPushButton(tr("&Discard"));
    restoreAll_ = new QPushButton(tr("Restore &All"));
    discardAll_ = new QPushButton(tr("Discard A&ll"));
    auto* later = new QPushButton(tr("Decide &Later"));
    later->setToolTip(tr("Keep the recovered copies and ask again at the next start"));
    auto* buttons = new QHBoxLayout;
    for (QPushButton* button : {restore_, discard_})
        buttons->addWidget(button);
    buttons->addStretch();
    for (QPushButton* button : {restoreAll_, discardAll_, later})
        buttons->addWidget(button);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);
    resize(900, 560);

    connect(list_, &QListWidget::currentRowChanged, this, &RecoveryDialog::showDifference);
    connect(list_, &QListWidget::currentRowChanged, this, &RecoveryDialog::updateButtons);
    connect(restore_, &QPushButton::clicked, this, [this] { decide(list_->currentRow(), true); });
    connect(discard_, &QPushButton::clicked, this, [this] { decide(list_->currentRow(), false); });
    connect(restoreAll_, &QPushButton::clicked, this, [this] {
        while (!files_.isEmpty())
            decide(0, true);
    });
    connect(discardAll_, &QPushButton::clicked, this, [this] {
        while (!files_.isEmpty())
            decide(0, false);
    });
    connect(later, &QPushButton::clicked, this, &QDialog::reject);
    list_->setCurrentRow(0);
    updateButtons();
}

void RecoveryDialog::decide(int row, bool restore)
{
    if (row < 0 || row >= files_.size())
        return;
    const RecoveredFile file = files_.takeAt(row);
    delete list_->takeItem(row);
    if (restore)
        emit restoreRequested(file);
    else
        emit discardRequested(file);
    if (files_.isEmpty())
        accept();
    else
        updateButtons();
}

void RecoveryDialog::showDifference(int row)
{
    difference_->clear();
    if (row < 0 || row >= files_.size()) {
        summary_->clear();
        return;
    }
    const RecoveredFile& file = files_[row];
    QFile disk(file.filePath);
    QByteArray onDisk;
    if (disk.open(QIODevice::ReadOnly))
        onDisk = disk.readAll();
    const QString when = QLocale().toString(file.savedAt.toLocalTime(), QLocale::ShortFormat);
    summary_->setText(disk.exists()
                          ? tr("%1\nRecovered from %2. Lines marked + are in the recovered text only, - on disk only.")
                                .arg(QDir::toNativeSeparators(file.filePath), when)
                          : tr("%1\nRecovered from %2. The file no longer exists on disk; restoring opens it "
                               "unsaved under its old name.")
                                .arg(QDir::toNativeSeparators(file.filePath), when));

    const QList<DiffLine> lines = diffLines(splitLines(onDisk), splitLines(file.contents));
    QList<QTextEdit::ExtraSelection> marks;
    QStringList text;
    for (const DiffLine& line : lines)
        text.append((line.kind == DiffLine::Added ? QStringLiteral("+ ")
                     : line.kind == DiffLine::Removed ? QStringLiteral("- ") : QStringLiteral("  "))
                    + line.text);
    difference_->setPlainText(text.join(QLatin1Char('\n')));
    QTextBlock block = difference_->document()->firstBlock();
    bool scrolled = false;
    for (const DiffLine& line : lines) {
        if (line.kind != DiffLine::Same) {
            QTextEdit::ExtraSelection mark;
            mark.cursor = QTextCursor(block);
            mark.format.setBackground(line.kind == DiffLine::Added ? addedBackground_ : removedBackground_);
            mark.format.setProperty(QTextFormat::FullWidthSelection, true);
            marks.append(mark);
            if (!scrolled) {
                difference_->setTextCursor(QTextCursor(block));
                difference_->centerCursor();
                scrolled = true;
            }
        }
        block = block.next();
    }
    difference_->setExtraSelections(marks);
}

void RecoveryDialog::updateButtons()
{
    const bool any = list_->currentRow() >= 0;
    restore_->setEnabled(any);
    discard_->setEnabled(any);
}

} // namespace incursion::studio
