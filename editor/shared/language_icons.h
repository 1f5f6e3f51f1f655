// The icons of the language services: icons/language-*.svg, compiled in under :/icons/.
#pragma once

#include "script/diagnostics.h"

#include <QIcon>

namespace incursion::studio::LanguageIcons {

QIcon severity(script::Severity severity);
QIcon resource();
QIcon handler();
QIcon macro();
QIcon keyword();
QIcon file();

} // namespace incursion::studio::LanguageIcons
