// Paints a find-in-files result line with the matched text highlighted.
#pragma once

#include <QStyledItemDelegate>

namespace incursion::studio {

class SearchResultDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    // Items give the match as a character range of their display text.
    enum Role { MatchStartRole = Qt::UserRole + 20, MatchLengthRole };

    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace incursion::studio
