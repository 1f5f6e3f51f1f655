// Loads the studio's translation (embedded at build time) and QScintilla's
// own (from the Qt translations folder) for a language.
#pragma once

#include <QString>

namespace incursion::studio {

// `language` is a code such as "de" or "de_DE"; an empty string means the
// system locale. Replaces translations installed by an earlier call. Returns
// false if the studio has no translation for it (English stays in effect).
bool installTranslations(const QString& language);

} // namespace incursion::studio
