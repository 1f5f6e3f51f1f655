// Colour schemes for the whole studio: the editor's syntax colours and chrome,
// plus the application palette, so a theme switch restyles everything at once.
#pragma once

#include <script/highlighter.h>

#include <QColor>
#include <QPalette>
#include <QString>
#include <QStringList>

#include <array>

namespace incursion::studio {

struct TextFormat {
    QColor foreground;
    bool bold = false;
    bool italic = false;
};

struct Theme {
    QString id;                 // stable key stored in the settings: "dark", "light"
    QColor paper;               // editor background
    QColor text;                // default text colour
    QColor caret;
    QColor caretLine;           // current line highlight
    QColor selection;
    QColor marginPaper;         // line numbers and fold margin
    QColor marginText;
    QColor braceMatch;          // background of a matched brace pair
    QColor braceMismatch;       // foreground of an unmatched brace
    QColor indentGuide;
    QColor searchMatch;         // find bar hits
    std::array<TextFormat, size_t(script::HighlightStyle::Count)> styles;

    const TextFormat& format(script::HighlightStyle style) const { return styles[size_t(style)]; }
    QString displayName() const;    // translated
    QPalette palette() const;       // application palette matching the editor

    static Theme dark();
    static Theme light();
    static Theme byId(const QString& id);   // unknown ids give the light theme
    static QStringList ids();
    // Text that warns (a clash, a malformed entry), readable on `palette`'s window colour.
    static QColor warningColour(const QPalette& palette);
};

} // namespace incursion::studio
