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

    auto* form = new QFormLayout;
    form->addRow(tr("Folder:"), root);
    // Explicit labels: a row holding a layout gets no buddy, so no mnemonic.
    auto* mainLabel = new QLabel(tr("&Main file:"), this);
    mainLabel->setBuddy(mainFile_);
    form->addRow(mainLabel, mainRow);
    auto* includeLabel = new QLabel(tr("&Include paths:"), this);
    includeLabel->setBuddy(includePaths_);
    form->addRow(includeLabel, includeRow);
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
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(560, 360);
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

void ProjectSettingsDialog::removeIncludePath()
{
    delete includePaths_->currentItem();
}

} // namespace incursion::studio
