// Edits a project's main file, include paths and the modules it requires
// (their main files, which the playtest builds and loads first).
#pragma once

#include "project/project.h"

#include <QDialog>

class QLineEdit;
class QListWidget;

namespace incursion::studio {

class ProjectSettingsDialog : public QDialog {
    Q_OBJECT
public:
    ProjectSettingsDialog(const Project& project, QWidget* parent = nullptr);

    // The project with the edited values applied.
    Project result() const;

private:
    void browseMainFile();
    void addIncludePath();
    void removeIncludePath();
    void addPrerequisite();

    Project project_;
    QLineEdit* mainFile_;
    QListWidget* includePaths_;
    QListWidget* prerequisites_;
};

} // namespace incursion::studio
