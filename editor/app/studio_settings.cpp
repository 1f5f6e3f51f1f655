#include "app/studio_settings.h"

#include <QFontDatabase>
#include <QSettings>

namespace incursion::studio {

namespace {
const char kFontFamily[] = "editor/fontFamily";
const char kFontSize[] = "editor/fontSize";
const char kZoom[] = "editor/zoom";
const char kTheme[] = "appearance/theme";
const char kRecentProjects[] = "recentProjects";
} // namespace

QFont StudioSettings::defaultEditorFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSize(10);
    return font;
}

StudioSettings StudioSettings::load()
{
    QSettings settings;
    StudioSettings result;
    const QString family = settings.value(kFontFamily).toString();
    if (!family.isEmpty())
        result.editorFont.setFamily(family);
    const int size = settings.value(kFontSize, result.editorFont.pointSize()).toInt();
    if (size > 0)
        result.editorFont.setPointSize(size);
    result.zoom = settings.value(kZoom, 0).toInt();
    result.themeId = settings.value(kTheme, result.themeId).toString();
    return result;
}

void StudioSettings::save() const
{
    QSettings settings;
    settings.setValue(kFontFamily, editorFont.family());
    settings.setValue(kFontSize, editorFont.pointSize());
    settings.setValue(kZoom, zoom);
    settings.setValue(kTheme, themeId);
}

QStringList RecentProjects::list()
{
    return QSettings().value(kRecentProjects).toStringList();
}

void RecentProjects::add(const QString& path)
{
    QStringList paths = list();
    paths.removeAll(path);
    paths.prepend(path);
    while (paths.size() > kMaximum)
        paths.removeLast();
    QSettings().setValue(kRecentProjects, paths);
}

void RecentProjects::remove(const QString& path)
{
    QStringList paths = list();
    paths.removeAll(path);
    QSettings().setValue(kRecentProjects, paths);
}

void RecentProjects::clear()
{
    QSettings().remove(kRecentProjects);
}

} // namespace incursion::studio
