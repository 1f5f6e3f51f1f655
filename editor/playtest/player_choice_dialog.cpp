#include "playtest/player_choice_dialog.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace incursion::studio {

namespace {

// Asks for room for its longest entry and all its rows (a character sheet's
// lines, a long inventory), within most of the screen, instead of a list
// widget's fixed 256 x 192 that cut sheet lines and scrolled sideways.
class FittingList : public QListWidget {
public:
    using QListWidget::QListWidget;

    QSize sizeHint() const override
    {
        const QSize base = QListWidget::sizeHint();
        if (count() == 0)
            return base;
        const int frames = 2 * frameWidth();
        const int width = sizeHintForColumn(0) + frames + verticalScrollBar()->sizeHint().width()
                          + fontMetrics().averageCharWidth() * 2;
        int height = frames;
        for (int row = 0; row < count(); ++row)
            height += sizeHintForRow(row);
        const QRect room = screen()->availableGeometry();
        return {std::clamp(width, base.width(), room.width() * 3 / 4),
                std::clamp(height, fontMetrics().lineSpacing() * 4, room.height() * 2 / 3)};
    }
};

} // namespace

PlayerChoiceDialog::PlayerChoiceDialog(const QString& title, const QString& question, const QStringList& entries,
                                       Mode mode, QWidget* parent)
    : QDialog(parent), mode_(mode), list_(new FittingList(this)),
      buttons_(new QDialogButtonBox(mode == Mode::Browse ? QDialogButtonBox::Close
                                                         : QDialogButtonBox::Ok | QDialogButtonBox::Cancel,
                                    this))
{
    setObjectName(QStringLiteral("PlayerChoiceDialog"));
    setWindowTitle(title);
    // Wide enough that a window manager shows the whole title ("Character
    // Sheet — Incursion Studio"), beside its buttons.
    const QString shownTitle = QGuiApplication::applicationDisplayName().isEmpty()
                                   ? title
                                   : title + QStringLiteral(" \u2014 ") + QGuiApplication::applicationDisplayName();
    // Title bars draw bold, with an icon and three buttons beside the text.
    QFont titleFont = font();
    titleFont.setBold(true);
    setMinimumWidth(QFontMetrics(titleFont).horizontalAdvance(shownTitle) + fontMetrics().averageCharWidth() * 20);
    auto* layout = new QVBoxLayout(this);
    if (!question.isEmpty()) {
        auto* label = new QLabel(question, this);
        label->setWordWrap(true);
        layout->addWidget(label);
    }
    for (const QString& entry : entries) {
        auto* item = new QListWidgetItem(entry, list_);
        if (mode == Mode::ChooseMany) {
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
    }
    if (!entries.isEmpty())
        list_->setCurrentRow(0);
    layout->addWidget(list_);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (mode == Mode::ChooseOne)
        connect(list_, &QListWidget::itemActivated, this, &QDialog::accept);
    list_->setFocus();
}

QList<int> PlayerChoiceDialog::chosenRows() const
{
    QList<int> rows;
    if (mode_ == Mode::ChooseOne) {
        if (list_->currentRow() >= 0)
            rows.append(list_->currentRow());
        return rows;
    }
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->checkState() == Qt::Checked)
            rows.append(i);
    return rows;
}

QPushButton* PlayerChoiceDialog::addActionButton(const QString& text)
{
    return buttons_->addButton(text, QDialogButtonBox::ActionRole);
}

void PlayerChoiceDialog::setDeclinable(bool declinable)
{
    declinable_ = declinable;
    if (QPushButton* cancel = buttons_->button(QDialogButtonBox::Cancel))
        cancel->setVisible(declinable);
}

void PlayerChoiceDialog::reject()
{
    // A question the script asks without MENU_ESC wants an answer: Escape does not close it.
    if (declinable_)
        QDialog::reject();
}

} // namespace incursion::studio
