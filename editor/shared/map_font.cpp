#include "shared/map_font.h"

#include <QFontDatabase>

namespace incursion::studio {

QFont mapFont()
{
    const QString family = QStringLiteral("DejaVu Sans Mono");
    QFont font = QFontDatabase::hasFamily(family) ? QFont(family) : QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setStyleHint(QFont::TypeWriter);
    font.setFixedPitch(true);
    return font;
}

} // namespace incursion::studio
