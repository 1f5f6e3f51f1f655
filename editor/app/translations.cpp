#include "app/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <vector>

namespace incursion::studio {

namespace {

std::vector<std::unique_ptr<QTranslator>>& installed()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

} // namespace

bool installTranslations(const QString& language)
{
    for (const auto& translator : installed())
        QCoreApplication::removeTranslator(translator.get());
    installed().clear();

    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    auto studio = std::make_unique<QTranslator>();
    if (!studio->load(locale, QStringLiteral("incursion-studio"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        return false;
    QCoreApplication::installTranslator(studio.get());
    installed().push_back(std::move(studio));

    // The editor's context menu (Undo, Cut, Paste...) comes from QScintilla.
    auto scintilla = std::make_unique<QTranslator>();
    if (scintilla->load(locale, QStringLiteral("qscintilla"), QStringLiteral("_"),
                        QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(scintilla.get());
        installed().push_back(std::move(scintilla));
    }
    return true;
}

} // namespace incursion::studio
