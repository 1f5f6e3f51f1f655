#include "shared/language_icons.h"

#include <QHash>

namespace incursion::studio::LanguageIcons {
namespace {

// One QIcon per name: views ask for an icon per row (thousands for a big
// module), and a fresh SVG icon per call costs a file lookup and a render.
QIcon named(const char* name)
{
    static QHash<const char*, QIcon> cache;
    auto it = cache.find(name);
    if (it == cache.end())
        it = cache.insert(name, QIcon(QStringLiteral(":/icons/language-%1.svg").arg(QLatin1String(name))));
    return *it;
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
