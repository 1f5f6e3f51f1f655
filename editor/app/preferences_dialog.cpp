#include "app/preferences_dialog.h"

#include "app/shortcuts_editor.h"
#include "language/compile_input.h"
#include "playtest/map_view.h"
#include "shared/path_list_edit.h"
#include "shared/theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFontComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <limits>

namespace incursion::studio {

namespace {

QLabel* noteLabel(const QString& text, QWidget* parent)
{
    auto* note = new QLabel(text, parent);
    note->setWordWrap(true);
    return note;
}

} // namespace

PreferencesDialog::PreferencesDialog(const StudioSettings& settings, KeyboardShortcuts* shortcuts, QWidget* parent)
    : QDialog(parent)
    , settings_(settings)
    , pages_(new QListWidget(this))
    , stack_(new QStackedWidget(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Preferences"));
    pages_->setObjectName(QStringLiteral("preferencePages"));
    addPage(tr("Text Editor"), createTextEditorPage());
    addPage(tr("Build"), createBuildPage());
    addPage(tr("Playtest"), createPlaytestPage());
    addPage(tr("Appearance"), createAppearancePage());
    if (shortcuts) {
        shortcutsEditor_ = new ShortcutsEditor(shortcuts, this);
        addPage(tr("Keyboard"), shortcutsEditor_);
    }
    pages_->setFixedWidth(pages_->sizeHintForColumn(0) + 2 * pages_->frameWidth() + 24);
    connect(pages_, &QListWidget::currentRowChanged, stack_, &QStackedWidget::setCurrentIndex);
    pages_->setCurrentRow(0);

    connect(buttons_, &QDialogButtonBox::accepted, this, [this] {
        if (apply())
            accept();
    });
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons_->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &PreferencesDialog::apply);

    auto* body = new QHBoxLayout;
    body->addWidget(pages_);
    body->addWidget(stack_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(buttons_);
    resize(820, 540);
    validate();
}

void PreferencesDialog::addPage(const QString& title, QWidget* page)
{
    pages_->addItem(title);
    stack_->addWidget(page);
}

void PreferencesDialog::showPage(Page page)
{
    pages_->setCurrentRow(std::min(int(page), pages_->count() - 1));
}

PreferencesDialog::Page PreferencesDialog::currentPage() const
{
    return Page(pages_->currentRow());
}

QWidget* PreferencesDialog::createTextEditorPage()
{
    auto* page = new QWidget(this);
    fontFamily_ = new QFontComboBox(page);
    fontSize_ = new QSpinBox(page);
    indentWidth_ = new QSpinBox(page);
    tabWidth_ = new QSpinBox(page);
    useTabs_ = new QCheckBox(tr("Indent with &tabs"), page);
    showWhitespace_ = new QCheckBox(tr("Show white &space"), page);
    wrapLines_ = new QCheckBox(tr("Wra&p long lines"), page);
    fontFamily_->setObjectName(QStringLiteral("fontFamily"));
    fontSize_->setObjectName(QStringLiteral("fontSize"));
    indentWidth_->setObjectName(QStringLiteral("indentWidth"));
    tabWidth_->setObjectName(QStringLiteral("tabWidth"));
    useTabs_->setObjectName(QStringLiteral("useTabs"));
    showWhitespace_->setObjectName(QStringLiteral("showWhitespace"));
    wrapLines_->setObjectName(QStringLiteral("wrapLines"));

    fontFamily_->setFontFilters(QFontComboBox::MonospacedFonts);
    fontFamily_->setCurrentFont(settings_.editorFont);
    fontSize_->setRange(6, 72);
    fontSize_->setValue(settings_.editorFont.pointSize());
    fontSize_->setSuffix(tr(" pt"));
    indentWidth_->setRange(EditorOptions::kMinimumIndent, EditorOptions::kMaximumIndent);
    indentWidth_->setValue(settings_.editor.indentWidth);
    indentWidth_->setSuffix(tr(" columns"));
    tabWidth_->setRange(EditorOptions::kMinimumIndent, EditorOptions::kMaximumIndent);
    tabWidth_->setValue(settings_.editor.tabWidth);
    tabWidth_->setSuffix(tr(" columns"));
    useTabs_->setChecked(settings_.editor.useTabs);
    showWhitespace_->setChecked(settings_.editor.showWhitespace);
    wrapLines_->setChecked(settings_.editor.wrapLines);

    auto* form = new QFormLayout(page);
    form->addRow(tr("&Font:"), fontFamily_);
    form->addRow(tr("Font si&ze:"), fontSize_);
    form->addRow(tr("&Indent width:"), indentWidth_);
    form->addRow(tr("Ta&b width:"), tabWidth_);
    form->addRow(QString(), useTabs_);
    form->addRow(QString(), showWhitespace_);
    form->addRow(QString(), wrapLines_);
    form->addRow(noteLabel(tr("Tab inserts spaces up to the next indentation column unless you indent "
                              "with tabs; files keep the tabs and spaces they have."), page));
    return page;
}

QWidget* PreferencesDialog::createBuildPage()
{
    auto* page = new QWidget(this);
    includePaths_ = new PathListEdit(page);
    includePaths_->setObjectName(QStringLiteral("defaultIncludePaths"));
    includePaths_->setStartFolder(QDir::homePath());
    QStringList shown;
    for (const QString& path : settings_.includePaths)
        shown.append(QDir::toNativeSeparators(path));
    includePaths_->setPaths(shown);
    defines_ = new QPlainTextEdit(page);
    defines_->setObjectName(QStringLiteral("defines"));
    defines_->setPlaceholderText(QStringLiteral("DEBUG\nMAX_DEPTH=12"));
    defines_->setPlainText(settings_.defines.join(QLatin1Char('\n')));
    defines_->setTabChangesFocus(true);
    defineError_ = new QLabel(page);
    defineError_->setObjectName(QStringLiteral("defineError"));
    defineError_->setWordWrap(true);
    QPalette warning = defineError_->palette();
    warning.setColor(QPalette::WindowText, Theme::warningColour(warning));
    defineError_->setPalette(warning);
    connect(defines_, &QPlainTextEdit::textChanged, this, &PreferencesDialog::validate);

    auto* includeLabel = new QLabel(tr("Default &include paths:"), page);
    includeLabel->setBuddy(includePaths_);
    auto* definesLabel = new QLabel(tr("&Macros, one per line (NAME or NAME=VALUE):"), page);
    definesLabel->setBuddy(defines_);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(includeLabel);
    layout->addWidget(includePaths_, 1);
    layout->addWidget(noteLabel(tr("Searched after each project's own include paths (Project > Project "
                                   "Settings), in this order, by the live check, Build Module, the debugger "
                                   "and the playtest. A relative path starts at your home folder."), page));
    layout->addWidget(definesLabel);
    layout->addWidget(defines_, 1);
    layout->addWidget(defineError_);
    layout->addWidget(noteLabel(tr("Defined before every module's main file, as -D does for incc."), page));
    return page;
}

QWidget* PreferencesDialog::createPlaytestPage()
{
    auto* page = new QWidget(this);
    seed_ = new QSpinBox(page);
    botSpeed_ = new QSpinBox(page);
    tileSize_ = new QComboBox(page);
    seed_->setObjectName(QStringLiteral("defaultSeed"));
    botSpeed_->setObjectName(QStringLiteral("botSpeed"));
    tileSize_->setObjectName(QStringLiteral("tileSize"));
    seed_->setRange(0, std::numeric_limits<int>::max());
    seed_->setValue(settings_.playtest.seed);
    botSpeed_->setRange(0, PlaytestDefaults::kMaximumBotSpeed);
    botSpeed_->setSuffix(tr(" steps/s"));
    botSpeed_->setSpecialValueText(tr("Fastest"));
    botSpeed_->setValue(settings_.playtest.botStepsPerSecond);
    for (int size : PlaytestMapView::tileSizes())
        tileSize_->addItem(tr("%1 px").arg(size), size);
    const int tile = tileSize_->findData(settings_.playtest.tileSize);
    tileSize_->setCurrentIndex(tile >= 0 ? tile : tileSize_->findData(PlaytestMapView::defaultTileSize()));

    auto* form = new QFormLayout(page);
    form->addRow(tr("Default &seed:"), seed_);
    form->addRow(tr("&Bot speed:"), botSpeed_);
    form->addRow(tr("&Tile size:"), tileSize_);
    form->addRow(noteLabel(tr("The Playtest panel starts with this seed and bot speed (change them there "
                              "for one game); the map draws its tiles at this size, and Ctrl+0 returns to it."),
                           page));
    return page;
}

QWidget* PreferencesDialog::createAppearancePage()
{
    auto* page = new QWidget(this);
    theme_ = new QComboBox(page);
    theme_->setObjectName(QStringLiteral("theme"));
    for (const QString& id : Theme::ids())
        theme_->addItem(Theme::byId(id).displayName(), id);
    theme_->setCurrentIndex(std::max(0, theme_->findData(settings_.themeId)));
    auto* form = new QFormLayout(page);
    form->addRow(tr("&Theme:"), theme_);
    return page;
}

QStringList PreferencesDialog::defineErrors() const
{
    QStringList errors;
    const QStringList lines = defines_->toPlainText().split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (!lines.at(i).trimmed().isEmpty() && !CompileInput::isValidDefine(lines.at(i)))
            errors.append(tr("line %1: %2").arg(i + 1).arg(lines.at(i).trimmed()));
    return errors;
}

void PreferencesDialog::validate()
{
    const QStringList errors = defineErrors();
    defineError_->setText(errors.isEmpty() ? QString()
                                           : tr("Not NAME or NAME=VALUE (NAME a letter or _, then letters, "
                                                "digits or _): %1").arg(errors.join(QStringLiteral("; "))));
    defineError_->setVisible(!errors.isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(errors.isEmpty());
    buttons_->button(QDialogButtonBox::Apply)->setEnabled(errors.isEmpty());
}

StudioSettings PreferencesDialog::result() const
{
    StudioSettings result = settings_;
    result.editorFont = fontFamily_->currentFont();
    result.editorFont.setPointSize(fontSize_->value());
    result.editor.indentWidth = indentWidth_->value();
    result.editor.tabWidth = tabWidth_->value();
    result.editor.useTabs = useTabs_->isChecked();
    result.editor.showWhitespace = showWhitespace_->isChecked();
    result.editor.wrapLines = wrapLines_->isChecked();
    result.includePaths.clear();
    for (const QString& path : includePaths_->paths())
        result.includePaths.append(QDir::cleanPath(QDir::home().absoluteFilePath(QDir::fromNativeSeparators(path))));
    result.defines.clear();
    for (const QString& line : defines_->toPlainText().split(QLatin1Char('\n')))
        if (CompileInput::isValidDefine(line))
            result.defines.append(line.trimmed());
    result.playtest.seed = seed_->value();
    result.playtest.botStepsPerSecond = botSpeed_->value();
    result.playtest.tileSize = tileSize_->currentData().toInt();
    result.themeId = theme_->currentData().toString();
    return result;
}

bool PreferencesDialog::apply()
{
    if (!defineErrors().isEmpty()) {
        showPage(Page::Build);
        return false;
    }
    settings_ = result();
    if (shortcutsEditor_)
        shortcutsEditor_->apply();
    emit applied(settings_);
    return true;
}

} // namespace incursion::studio
