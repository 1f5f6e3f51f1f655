// Loads the studio's translation (embedded at build time) for a language, and
// Qt's and QScintilla's own (from the Qt translations folder).
#pragma once

#include <QString>
#include <QStringList>

namespace incursion::studio {

// `language` is a code such as "de" or "de_DE"; an empty string means the
// system locale (its uiLanguages(), in order). Replaces translations installed
// by an earlier call. Returns false if the studio has no translation for it
// (English stays in effect).
bool installTranslations(const QString& language);

// The language of the studio's installed translation ("de", "fr_FR"), or
// "en" when none is installed.
QString installedLanguage();

// The languages the user interface speaks, as codes for --lang: "en" (the
// source language) and one per embedded translation, sorted ("de", "en", "fr").
QStringList availableLanguages();

// Whether `language` (a code such as "fr" or "fr_CA") names one of them.
bool isAvailableLanguage(const QString& language);

} // namespace incursion::studio
