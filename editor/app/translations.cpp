#include "app/translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <vector>

namespace incursion::studio {

namespace {

const QString kTranslations = QStringLiteral(":/i18n");
const QString kStudio = QStringLiteral("incursion-studio");

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

    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto studio = std::make_unique<QTranslator>();
    if (!studio->load(locale, kStudio, QStringLiteral("_"), kTranslations))
        return false;
    QCoreApplication::installTranslator(studio.get());
    installed().push_back(std::move(studio));

    // Qt's own strings (standard buttons, file dialogs, key names) and the
    // editor's context menu (QScintilla), where their translations are
    // installed (Debian: qt6-translations-l10n, libqscintilla2-qt6-l10n).
    for (const QString& catalogue : {QStringLiteral("qtbase"), QStringLiteral("qscintilla")}) {
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(locale, catalogue, QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(translator.get());
            installed().push_back(std::move(translator));
        }
    }
    return true;
}

QString installedLanguage()
{
    // The studio's own translator comes first (installTranslations).
    return installed().empty() ? QStringLiteral("en") : installed().front()->language();
}

QStringList availableLanguages()
{
    QStringList languages{QStringLiteral("en")};
    const QString prefix = kStudio + QLatin1Char('_');
    for (const QString& file : QDir(kTranslations).entryList({prefix + QStringLiteral("*.qm")}, QDir::Files))
        languages.append(file.mid(prefix.size()).chopped(3));
    languages.sort();
    return languages;
}

bool isAvailableLanguage(const QString& language)
{
    const QLocale::Language wanted = QLocale(language).language();
    if (language.isEmpty() || wanted == QLocale::C || wanted == QLocale::AnyLanguage)
        return false;
    for (const QString& available : availableLanguages()) {
        if (QLocale(available).language() == wanted)
            return true;
    }
    return false;
}

} // namespace incursion::studio
