// The user's preferences (editor font, theme, zoom) and the recent-projects
// list, persisted with QSettings.
#pragma once

#include <QFont>
#include <QString>
#include <QStringList>

namespace incursion::studio {

struct StudioSettings {
    QFont editorFont = defaultEditorFont();
    QString themeId = QStringLiteral("light");
    int zoom = 0;                       // Scintilla zoom steps

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
