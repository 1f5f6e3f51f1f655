#include "project/project_settings_dialog.h"

#include "shared/path_list_edit.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace incursion::studio {

ProjectSettingsDialog::ProjectSettingsDialog(const Project& project, QWidget* parent)
    : QDialog(parent)
    , project_(project)
    , mainFile_(new QLineEdit(this))
    , includePaths_(new PathListEdit(this))
    , prerequisites_(new PathListEdit(this))
{
    setWindowTitle(tr("Project Settings"));
    mainFile_->setObjectName(QStringLiteral("mainFile"));
    includePaths_->setObjectName(QStringLiteral("includePaths"));

    auto* root = new QLabel(QDir::toNativeSeparators(project.rootPath()), this);
    root->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mainFile_->setText(project.mainFile().isEmpty() ? QString() : project.relativePath(project.mainFile()));
    mainFile_->setPlaceholderText(QStringLiteral("main.irc"));
    auto* browse = new QPushButton(tr("&Browse..."), this);
    auto* mainRow = new QHBoxLayout;
    mainRow->addWidget(mainFile_, 1);
    mainRow->addWidget(browse);

    includePaths_->setStartFolder(project.rootPath());
    includePaths_->setPathStyle([this](const QString& path) { return project_.relativePath(path); });
    QStringList relative;
    for (const QString& path : project.includePaths())
        relative.append(project.relativePath(path));
    includePaths_->setPaths(relative);

    prerequisites_->setObjectName(QStringLiteral("prerequisites"));
    prerequisites_->setStartFolder(project.rootPath());
    prerequisites_->chooseFiles(tr("Main File of a Required Module"), tr("IncursionScript main files (*.irc)"));
    prerequisites_->setPathStyle(
        [this](const QString& path) { return QDir::toNativeSeparators(project_.relativePath(path)); });
    QStringList required;
    for (const QString& path : project.prerequisites())
        required.append(QDir::toNativeSeparators(project.relativePath(path)));
    prerequisites_->setPaths(required);

    auto* form = new QFormLayout;
    form->addRow(tr("Folder:"), root);
    // Explicit labels: a row holding a layout gets no buddy, so no mnemonic.
    auto* mainLabel = new QLabel(tr("&Main file:"), this);
    mainLabel->setBuddy(mainFile_);
    form->addRow(mainLabel, mainRow);
    auto* includeLabel = new QLabel(tr("&Include paths:"), this);
    includeLabel->setBuddy(includePaths_);
    form->addRow(includeLabel, includePaths_);
    auto* requiredLabel = new QLabel(tr("Re&quires:"), this);
    requiredLabel->setBuddy(prerequisites_);
    requiredLabel->setToolTip(tr("The main files of the modules this one Requires, in load order: "
                                 "the playtest builds and loads them first"));
    form->addRow(requiredLabel, prerequisites_);
    auto* note = new QLabel(tr("Paths are relative to the project folder. Includes are searched in the "
                               "including file's folder first, then in these folders in order, then in the "
                               "default include paths of Preferences > Build."), this);
    note->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(tr("OK"), QDialogButtonBox::AcceptRole);
    buttons->addButton(tr("Cancel"), QDialogButtonBox::RejectRole);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);

    connect(browse, &QPushButton::clicked, this, &ProjectSettingsDialog::browseMainFile);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(560, 480);
}

Project ProjectSettingsDialog::result() const
{
    Project project = project_;
    const QString main = mainFile_->text().trimmed();
    project.setMainFile(main.isEmpty() ? QString() : project.absolutePath(main));
    project.setIncludePaths(includePaths_->paths());
    QStringList required;
    for (const QString& path : prerequisites_->paths())
        required.append(QDir::fromNativeSeparators(path));
    project.setPrerequisites(required);
    return project;
}

void ProjectSettingsDialog::browseMainFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Main File"), project_.rootPath(),
                                                      tr("IncursionScript main files (*.irc)"));
    if (!path.isEmpty())
        mainFile_->setText(project_.relativePath(path));
}

} // namespace incursion::studio
