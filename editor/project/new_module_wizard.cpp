#include "project/new_module_wizard.h"

#include "build/module_build.h"
#include "project/project.h"
#include "shared/icons.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <QWizardPage>

#include <functional>

namespace incursion::studio {

namespace {

// A page whose Next/Finish button follows a condition.
class CheckedPage : public QWizardPage {
public:
    explicit CheckedPage(std::function<bool()> complete) : complete_(std::move(complete)) {}
    bool isComplete() const override { return complete_(); }
    void changed() { emit completeChanged(); }

private:
    std::function<bool()> complete_;
};

QLabel* wrappedLabel(QWidget* parent = nullptr)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// The files a template writes, relative to the module's folder.
QStringList templateFiles(const ModuleTemplate& moduleTemplate)
{
    QStringList files;
    const QDir dir(moduleTemplate.folder);
    QDirIterator it(dir.path(), QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        if (const QString file = dir.relativeFilePath(it.next()); file != QLatin1String("template.json"))
            files.append(file);
    files.sort();
    return files;
}

} // namespace

NewModuleWizard::NewModuleWizard(const QList<ModuleTemplate>& templates, const QString& location,
                                 const QStringList& modules, QWidget* parent)
    : QWizard(parent)
    , list_(templates)
    , name_(new QLineEdit(this))
    , location_(new QLineEdit(location, this))
    , folder_(wrappedLabel(this))
    , templates_(new QListWidget(this))
    , description_(wrappedLabel(this))
    , baseLabel_(new QLabel(tr("&Extends:"), this))
    , baseModule_(new QComboBox(this))
    , baseRow_(new QWidget(this))
    , baseStatus_(wrappedLabel(this))
    , summary_(wrappedLabel(this))
    , problem_(wrappedLabel(this))
{
    setObjectName(QStringLiteral("NewModuleWizard"));
    setWindowTitle(tr("New Module"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);

    // ---- name and location
    auto* namePage = new CheckedPage([this] { return currentProblem().isEmpty(); });
    namePage->setTitle(tr("Name and Location"));
    namePage->setSubTitle(tr("The module's name is what the game shows; its folder is made from it."));
    name_->setPlaceholderText(tr("The Sunken Cellars"));
    name_->setObjectName(QStringLiteral("moduleName"));
    location_->setObjectName(QStringLiteral("moduleLocation"));
    auto* browse = new QPushButton(tr("&Browse..."), namePage);
    auto* locationRow = new QHBoxLayout;
    locationRow->setContentsMargins(0, 0, 0, 0);
    locationRow->addWidget(location_, 1);
    locationRow->addWidget(browse);
    auto* nameForm = new QFormLayout(namePage);
    nameForm->addRow(tr("&Name:"), name_);
    // An explicit label: a row holding a layout gets no buddy, so no mnemonic.
    auto* locationLabel = new QLabel(tr("Create &in:"), namePage);
    locationLabel->setBuddy(location_);
    nameForm->addRow(locationLabel, locationRow);
    nameForm->addRow(tr("Folder:"), folder_);
    nameForm->addRow(problem_);
    connect(name_, &QLineEdit::textChanged, this, [this, namePage] { updateNamePage(); namePage->changed(); });
    connect(location_, &QLineEdit::textChanged, this, [this, namePage] { updateNamePage(); namePage->changed(); });
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Create the Module In"), location_->text());
        if (!folder.isEmpty())
            location_->setText(QDir::toNativeSeparators(folder));
    });
    setPage(NamePage, namePage);

    // ---- template
    auto* templatePage = new CheckedPage([this] {
        const ModuleTemplate* chosen = chosenTemplate();
        return chosen && (!chosen->extendsModule || !baseName_.isEmpty());
    });
    templatePage->setTitle(tr("Template"));
    templatePage->setSubTitle(tr("What the new module starts with."));
    templates_->setObjectName(QStringLiteral("moduleTemplates"));
    for (const ModuleTemplate& entry : list_)
        templates_->addItem(new QListWidgetItem(studioIcon("new-module"), entry.name));
    for (int row = 0; row < list_.size(); ++row)
        templates_->item(row)->setData(Qt::UserRole, list_[row].folder);
    baseModule_->setEditable(true);
    baseModule_->setObjectName(QStringLiteral("baseModule"));
    baseModule_->setInsertPolicy(QComboBox::NoInsert);
    baseModule_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    for (const QString& module : modules)
        baseModule_->addItem(QDir::toNativeSeparators(module), module);
    baseModule_->setCurrentIndex(-1);
    baseLabel_->setBuddy(baseModule_);
    auto* baseBrowse = new QPushButton(tr("Br&owse..."), baseRow_);
    auto* baseLayout = new QHBoxLayout(baseRow_);
    baseLayout->setContentsMargins(0, 0, 0, 0);
    baseLayout->addWidget(baseLabel_);
    baseLayout->addWidget(baseModule_, 1);
    baseLayout->addWidget(baseBrowse);
    // The list on the left, what the chosen one holds on the right, as Qt Creator's wizards show them.
    templates_->setMaximumWidth(260);
    templates_->setSpacing(3);
    description_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* choice = new QHBoxLayout;
    choice->addWidget(templates_, 2);
    choice->addWidget(description_, 3);
    auto* templateLayout = new QVBoxLayout(templatePage);
    templateLayout->addLayout(choice, 1);
    templateLayout->addWidget(baseRow_);
    templateLayout->addWidget(baseStatus_);
    connect(templates_, &QListWidget::currentRowChanged, this, [this, templatePage] {
        updateTemplatePage();
        templatePage->changed();
    });
    const auto baseChanged = [this, templatePage] {
        resolveBaseModule();
        templatePage->changed();
    };
    connect(baseModule_, &QComboBox::currentIndexChanged, this, baseChanged);
    connect(baseModule_->lineEdit(), &QLineEdit::editingFinished, this, baseChanged);
    connect(baseBrowse, &QPushButton::clicked, this, [this, baseChanged] {
        const QString file = QFileDialog::getOpenFileName(this, tr("The Module's Main File"), QString(),
                                                          tr("IncursionScript main files (*.irc)"));
        if (file.isEmpty())
            return;
        baseModule_->setEditText(QDir::toNativeSeparators(file));
        baseChanged();
    });
    setPage(TemplatePage, templatePage);

    // ---- summary
    auto* summaryPage = new QWizardPage;
    summaryPage->setTitle(tr("Summary"));
    summaryPage->setSubTitle(tr("Finish writes these files and opens the module."));
    auto* summaryLayout = new QVBoxLayout(summaryPage);
    summaryLayout->addWidget(summary_);
    summaryLayout->addStretch(1);
    setPage(SummaryPage, summaryPage);
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (id == SummaryPage)
            updateSummary();
    });

    if (!list_.isEmpty())
        templates_->setCurrentRow(0);
    updateNamePage();
    updateTemplatePage();
    resize(640, 480);
    // Typing starts with the name, once the wizard is on screen.
    QTimer::singleShot(0, name_, [this] { name_->setFocus(Qt::OtherFocusReason); });
}

QString NewModuleWizard::moduleFolder() const
{
    const QString folderName = ModuleTemplates::folderName(name_->text());
    const QString location = QDir::fromNativeSeparators(location_->text().trimmed());
    if (folderName.isEmpty() || location.isEmpty())
        return {};
    return QDir::cleanPath(QDir(location).absoluteFilePath(folderName));
}

const ModuleTemplate* NewModuleWizard::chosenTemplate() const
{
    const int row = templates_->currentRow();
    return row >= 0 && row < list_.size() ? &list_[row] : nullptr;
}

QString NewModuleWizard::currentProblem() const
{
    if (const QString problem = ModuleTemplates::nameProblem(name_->text()); !problem.isEmpty())
        return problem;
    if (location_->text().trimmed().isEmpty() || !QDir::isAbsolutePath(QDir::fromNativeSeparators(location_->text().trimmed())))
        return tr("Choose the folder to make the module in.");
    return ModuleTemplates::folderProblem(moduleFolder());
}

void NewModuleWizard::updateNamePage()
{
    const QString folder = moduleFolder();
    folder_->setText(folder.isEmpty() ? QString() : QDir::toNativeSeparators(folder));
    // An empty name is the starting state, not a mistake worth a message.
    problem_->setText(name_->text().isEmpty() ? QString() : currentProblem());
}

void NewModuleWizard::updateTemplatePage()
{
    const ModuleTemplate* chosen = chosenTemplate();
    description_->setText(chosen ? chosen->description : QString());
    const bool extends = chosen && chosen->extendsModule;
    baseRow_->setVisible(extends);
    baseStatus_->setVisible(extends);
}

void NewModuleWizard::resolveBaseModule()
{
    const QVariant data = baseModule_->currentData();
    const QString typed = QDir::fromNativeSeparators(baseModule_->currentText().trimmed());
    const QString path = data.isValid() && baseModule_->currentText() == baseModule_->itemText(baseModule_->currentIndex())
                             ? data.toString() : typed;
    if (path == baseResolvedFor_)
        return;
    baseResolvedFor_ = path;
    baseName_.clear();
    baseMainFile_.clear();
    if (path.isEmpty()) {
        baseStatus_->clear();
        return;
    }
    QString error;
    const std::optional<Project> project = Project::open(path, &error);
    if (project && project->mainFile().isEmpty())
        error = tr("%1 has no main .irc file.").arg(QDir::toNativeSeparators(path));
    if (project && error.isEmpty()) {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const std::optional<module::ModuleImage> image = compileModule(project->mainFile(), {}, {}, &error);
        QApplication::restoreOverrideCursor();
        if (image && image->name.empty())
            error = tr("%1 declares no Module name.").arg(QDir::toNativeSeparators(project->mainFile()));
        else if (image) {
            baseName_ = QString::fromStdString(image->name);
            baseMainFile_ = project->mainFile();
        }
    }
    baseStatus_->setText(baseName_.isEmpty() ? tr("Cannot extend it: %1").arg(error)
                                             : tr("Extends the module \u201c%1\u201d.").arg(baseName_.toHtmlEscaped()));
}

void NewModuleWizard::updateSummary()
{
    const ModuleTemplate* chosen = chosenTemplate();
    if (!chosen)
        return;
    QString text = QStringLiteral("<p>") + tr("Module: <b>%1</b>").arg(name_->text().trimmed().toHtmlEscaped())
                   + QStringLiteral("<br>") + tr("Folder: %1").arg(QDir::toNativeSeparators(moduleFolder()).toHtmlEscaped())
                   + QStringLiteral("<br>") + tr("Template: %1").arg(chosen->name.toHtmlEscaped());
    if (chosen->extendsModule)
        text += QStringLiteral("<br>") + tr("Requires: %1 (%2)").arg(baseName_.toHtmlEscaped(),
                                                                   QDir::toNativeSeparators(baseMainFile_).toHtmlEscaped());
    text += QStringLiteral("</p><p>") + tr("Files:") + QStringLiteral("</p><ul>");
    for (const QString& file : templateFiles(*chosen))
        text += QStringLiteral("<li><tt>") + file.toHtmlEscaped() + QStringLiteral("</tt></li>");
    text += QStringLiteral("</ul>");
    summary_->setTextFormat(Qt::RichText);
    summary_->setText(text);
}

bool NewModuleWizard::validateCurrentPage()
{
    // The folder may have been filled since the page was checked.
    if (currentId() == NamePage || currentId() == SummaryPage)
        if (const QString problem = currentProblem(); !problem.isEmpty()) {
            problem_->setText(problem);
            if (currentId() == SummaryPage)
                QMessageBox::warning(this, tr("New Module"), problem);
            return false;
        }
    if (currentId() == SummaryPage && !createModule())
        return false;
    return QWizard::validateCurrentPage();
}

bool NewModuleWizard::createModule()
{
    const ModuleTemplate* chosen = chosenTemplate();
    if (!chosen)
        return false;
    NewModuleRequest request;
    request.moduleName = name_->text().trimmed();
    request.folder = moduleFolder();
    request.moduleTemplate = *chosen;
    if (chosen->extendsModule)
        request.baseModuleName = baseName_;
    QString error;
    const std::optional<QString> main = ModuleTemplates::create(request, &error);
    if (!main) {
        QMessageBox::warning(this, tr("New Module"), error);
        return false;
    }
    if (chosen->extendsModule) {
        if (std::optional<Project> project = Project::open(request.folder)) {
            project->setMainFile(*main);
            project->setPrerequisites({baseMainFile_});
            project->saveSettings();
        }
    }
    created_ = *main;
    return true;
}

} // namespace incursion::studio
