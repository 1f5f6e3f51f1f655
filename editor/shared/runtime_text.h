// The runtime's text (UTF-8 in std::string_view) as Qt strings.
#pragma once

#include <QString>

#include <string_view>

namespace incursion::studio {

inline QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace incursion::studio
