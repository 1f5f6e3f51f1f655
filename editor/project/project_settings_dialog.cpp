#include "project/project_settings_dialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace incursion::studio {

ProjectSettingsDialog::ProjectSettingsDialog(const Project& project, QWidget* parent)
    : QDialog(parent)
    , project_(project)
    , mainFile_(new QLineEdit(this))
    , includePaths_(new QListWidget(this))
    , prerequisites_(new QListWidget(this))
{
    setWindowTitle(tr("Project Settings"));
    mainFile_->setObjectName(QStringLiteral("mainFile"));
    includePaths_->setObjectName(QStringLiteral("includePaths"));
    prerequisites_->setObjectName(QStringLiteral("prerequisites"));

    auto* root = new QLabel(QDir::toNativeSeparators(project.rootPath()), this);
    root->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mainFile_->setText(project.mainFile().isEmpty() ? QString() : project.relativePath(project.mainFile()));
    mainFile_->setPlaceholderText(QStringLiteral("main.irc"));
    auto* browse = new QPushButton(tr("&Browse..."), this);
    auto* mainRow = new QHBoxLayout;
    mainRow->addWidget(mainFile_, 1);
    mainRow->addWidget(browse);

    for (const QString& path : project.includePaths()) {
        auto* item = new QListWidgetItem(project.relativePath(path), includePaths_);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
    auto* add = new QPushButton(tr("&Add..."), this);
    auto* remove = new QPushButton(tr("&Remove"), this);
    auto* includeButtons = new QVBoxLayout;
    includeButtons->addWidget(add);
    includeButtons->addWidget(remove);
    includeButtons->addStretch();
    auto* includeRow = new QHBoxLayout;
    includeRow->addWidget(includePaths_, 1);
    includeRow->addLayout(includeButtons);

    for (const QString& path : project.prerequisites())
        new QListWidgetItem(QDir::toNativeSeparators(project.relativePath(path)), prerequisites_);
    prerequisites_->setMaximumHeight(prerequisites_->sizeHintForRow(0) * 3 + 8);
    auto* addRequired = new QPushButton(tr("A&dd..."), this);
    auto* removeRequired = new QPushButton(tr("R&emove"), this);
    auto* requiredButtons = new QVBoxLayout;
    requiredButtons->addWidget(addRequired);
    requiredButtons->addWidget(removeRequired);
    requiredButtons->addStretch();
    auto* requiredRow = new QHBoxLayout;
    requiredRow->addWidget(prerequisites_, 1);
    requiredRow->addLayout(requiredButtons);

    auto* form = new QFormLayout;
    form->addRow(tr("Folder:"), root);
    // Explicit labels: a row holding a layout gets no buddy, so no mnemonic.
    auto* mainLabel = new QLabel(tr("&Main file:"), this);
    mainLabel->setBuddy(mainFile_);
    form->addRow(mainLabel, mainRow);
    auto* includeLabel = new QLabel(tr("&Include paths:"), this);
    includeLabel->setBuddy(includePaths_);
    form->addRow(includeLabel, includeRow);
    auto* requiredLabel = new QLabel(tr("Re&quires:"), this);
    requiredLabel->setBuddy(prerequisites_);
    requiredLabel->setToolTip(tr("The main files of the modules this one Requires, in load order: "
                                 "the playtest builds and loads them first"));
    form->addRow(requiredLabel, requiredRow);
    auto* note = new QLabel(tr("Paths are relative to the project folder. Includes are searched in the "
                               "including file's folder first, then in these folders in order."), this);
    note->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(tr("OK"), QDialogButtonBox::AcceptRole);
    buttons->addButton(tr("Cancel"), QDialogButtonBox::RejectRole);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);

    connect(browse, &QPushButton::clicked, this, &ProjectSettingsDialog::browseMainFile);
    connect(add, &QPushButton::clicked, this, &ProjectSettingsDialog::addIncludePath);
    connect(remove, &QPushButton::clicked, this, &ProjectSettingsDialog::removeIncludePath);
    connect(addRequired, &QPushButton::clicked, this, &ProjectSettingsDialog::addPrerequisite);
    connect(removeRequired, &QPushButton::clicked, this, [this] { delete prerequisites_->currentItem(); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(560, 420);
}

Project ProjectSettingsDialog::result() const
{
    Project project = project_;
    const QString main = mainFile_->text().trimmed();
    project.setMainFile(main.isEmpty() ? QString() : project.absolutePath(main));
    QStringList paths;
    for (int row = 0; row < includePaths_->count(); ++row)
        paths.append(includePaths_->item(row)->text());
    project.setIncludePaths(paths);
    QStringList required;
    for (int row = 0; row < prerequisites_->count(); ++row)
        required.append(QDir::fromNativeSeparators(prerequisites_->item(row)->text()));
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

void ProjectSettingsDialog::addIncludePath()
{
    const QString path = QFileDialog::getExistingDirectory(this, tr("Include Folder"), project_.rootPath());
    if (path.isEmpty())
        return;
    auto* item = new QListWidgetItem(project_.relativePath(path), includePaths_);
    item->setFlags(item->flags() | Qt::ItemIsEditable);
}

void ProjectSettingsDialog::addPrerequisite()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Main File of a Required Module"), project_.rootPath(),
                                                      tr("IncursionScript main files (*.irc)"));
    if (!path.isEmpty())
        new QListWidgetItem(QDir::toNativeSeparators(project_.relativePath(path)), prerequisites_);
}

void ProjectSettingsDialog::removeIncludePath()
{
    delete includePaths_->currentItem();
}

} // namespace incursion::studio
