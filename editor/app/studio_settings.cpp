#include "app/studio_settings.h"

#include "language/compile_input.h"

#include <QFontDatabase>
#include <QSettings>

#include <limits>

namespace incursion::studio {

namespace {
const char kFontFamily[] = "editor/fontFamily";
const char kFontSize[] = "editor/fontSize";
const char kZoom[] = "editor/zoom";
const char kIndentWidth[] = "editor/indentWidth";
const char kTabWidth[] = "editor/tabWidth";
const char kUseTabs[] = "editor/useTabs";
const char kShowWhitespace[] = "editor/showWhitespace";
const char kWrapLines[] = "editor/wrapLines";
const char kIncludePaths[] = "build/includePaths";
const char kDefines[] = "build/defines";
const char kSeed[] = "playtest/seed";
const char kBotSpeed[] = "playtest/botSpeed";
const char kTileSize[] = "playtest/tileSize";
const char kTheme[] = "appearance/theme";
const char kRecentProjects[] = "recentProjects";

// An integer setting within [low, high]; anything else is `fallback`.
int boundedInt(const QSettings& settings, const char* key, int low, int high, int fallback)
{
    bool ok = false;
    const int value = settings.value(key, fallback).toInt(&ok);
    return ok && value >= low && value <= high ? value : fallback;
}
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

    EditorOptions& editor = result.editor;
    editor.indentWidth = boundedInt(settings, kIndentWidth, EditorOptions::kMinimumIndent,
                                    EditorOptions::kMaximumIndent, editor.indentWidth);
    // Settings written before the two widths were apart hold one for both.
    editor.tabWidth = boundedInt(settings, kTabWidth, EditorOptions::kMinimumIndent, EditorOptions::kMaximumIndent,
                                 editor.indentWidth);
    editor.useTabs = settings.value(kUseTabs, editor.useTabs).toBool();
    editor.showWhitespace = settings.value(kShowWhitespace, editor.showWhitespace).toBool();
    editor.wrapLines = settings.value(kWrapLines, editor.wrapLines).toBool();

    result.includePaths = settings.value(kIncludePaths).toStringList();
    result.includePaths.removeAll(QString());
    for (const QString& define : settings.value(kDefines).toStringList())
        if (CompileInput::isValidDefine(define))
            result.defines.append(define.trimmed());

    PlaytestDefaults& playtest = result.playtest;
    playtest.seed = boundedInt(settings, kSeed, 0, std::numeric_limits<int>::max(), playtest.seed);
    playtest.botStepsPerSecond = boundedInt(settings, kBotSpeed, 0, PlaytestDefaults::kMaximumBotSpeed,
                                            playtest.botStepsPerSecond);
    playtest.tileSize = boundedInt(settings, kTileSize, 1, 1000, playtest.tileSize);
    return result;
}

void StudioSettings::save() const
{
    QSettings settings;
    settings.setValue(kFontFamily, editorFont.family());
    settings.setValue(kFontSize, editorFont.pointSize());
    settings.setValue(kZoom, zoom);
    settings.setValue(kTheme, themeId);
    settings.setValue(kIndentWidth, editor.indentWidth);
    settings.setValue(kTabWidth, editor.tabWidth);
    settings.setValue(kUseTabs, editor.useTabs);
    settings.setValue(kShowWhitespace, editor.showWhitespace);
    settings.setValue(kWrapLines, editor.wrapLines);
    settings.setValue(kIncludePaths, includePaths);
    settings.setValue(kDefines, defines);
    settings.setValue(kSeed, playtest.seed);
    settings.setValue(kBotSpeed, playtest.botStepsPerSecond);
    settings.setValue(kTileSize, playtest.tileSize);
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
