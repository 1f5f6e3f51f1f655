// The user's preferences (editor font and behaviour, theme, zoom, the default
// include paths and macros of builds, the playtest's defaults) and the
// recent-projects list, persisted with QSettings. Keyboard shortcuts persist
// on their own (app/keyboard_shortcuts.h).
#pragma once

#include "editing/editor_options.h"
#include "playtest/playtest_defaults.h"

#include <QFont>
#include <QString>
#include <QStringList>

namespace incursion::studio {

struct StudioSettings {
    QFont editorFont = defaultEditorFont();
    QString themeId = QStringLiteral("light");
    int zoom = 0;                       // Scintilla zoom steps
    EditorOptions editor;
    // Searched after every project's own include paths (absolute).
    QStringList includePaths;
    // "NAME" or "NAME=VALUE", for every check and build.
    QStringList defines;
    PlaytestDefaults playtest;

    // Values from the file that are out of range or malformed fall back to
    // the defaults (the settings file is the user's to edit).
    static StudioSettings load();
    void save() const;
    static QFont defaultEditorFont();
};

class RecentProjects {
public:
    static constexpr int kMaximum = 10;
    static QStringList list();
    static void add(const QString& path);       // moves it to the front
    static void remove(const QString& path);
    static void clear();
};

} // namespace incursion::studio
