#include "language/language_icons.h"

namespace incursion::studio::LanguageIcons {
namespace {

QIcon named(const char* name)
{
    return QIcon(QStringLiteral(":/icons/language-%1.svg").arg(QLatin1String(name)));
}

} // namespace

QIcon severity(script::Severity severity)
{
    switch (severity) {
    case script::Severity::Error: return named("error");
    case script::Severity::Warning: return named("warning");
    case script::Severity::Note: return named("note");
    }
    return named("error");
}

QIcon resource() { return named("resource"); }
QIcon handler() { return named("handler"); }
QIcon macro() { return named("macro"); }
QIcon keyword() { return named("keyword"); }
QIcon file() { return named("file"); }

} // namespace incursion::studio::LanguageIcons
