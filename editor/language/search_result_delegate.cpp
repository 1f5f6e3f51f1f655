#include "language/search_result_delegate.h"

#include <QApplication>
#include <QPainter>

#include <algorithm>

namespace incursion::studio {

void SearchResultDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const
{
    const QVariant start = index.data(MatchStartRole);
    const int length = index.data(MatchLengthRole).toInt();
    if (!start.isValid() || length <= 0) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    // Draw the text ourselves in three runs: before, match (highlighted), after.
    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget).adjusted(2, 0, -2, 0);
    const int matchStart = std::clamp(start.toInt(), 0, static_cast<int>(text.size()));
    const QString before = text.left(matchStart);
    const QString match = text.mid(matchStart, length);
    const QString after = text.mid(matchStart + length);
    const QFontMetrics metrics(opt.font);
    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette::ColorRole textRole = selected ? QPalette::HighlightedText : QPalette::Text;

    painter->save();
    painter->setClipRect(textRect);
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(QPalette::Active, textRole));
    int x = textRect.left();
    const int flags = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine;
    painter->drawText(QRect(x, textRect.top(), textRect.width(), textRect.height()), flags, before);
    x += metrics.horizontalAdvance(before);
    QFont bold = opt.font;
    bold.setBold(true);
    const int matchWidth = QFontMetrics(bold).horizontalAdvance(match);
    painter->fillRect(QRect(x, textRect.top() + 1, matchWidth, textRect.height() - 2), QColor(0xff, 0xd5, 0x4f));
    painter->setFont(bold);
    painter->setPen(Qt::black);
    painter->drawText(QRect(x, textRect.top(), matchWidth + metrics.averageCharWidth(), textRect.height()), flags, match);
    x += matchWidth;
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(QPalette::Active, textRole));
    painter->drawText(QRect(x, textRect.top(), textRect.right() - x, textRect.height()), flags, after);
    painter->restore();
}

} // namespace incursion::studio
