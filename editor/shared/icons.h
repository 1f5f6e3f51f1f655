// The studio's own icons: icons/NAME.svg, compiled in under :/icons/.
#pragma once

#include <QIcon>

namespace incursion::studio {

inline QIcon studioIcon(const char* name)
{
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(name)));
}

} // namespace incursion::studio
