// Edits a project's main file and include paths.
#pragma once

#include "project/project.h"

#include <QDialog>

class QLineEdit;

namespace incursion::studio {

class PathListEdit;

class ProjectSettingsDialog : public QDialog {
    Q_OBJECT
public:
    ProjectSettingsDialog(const Project& project, QWidget* parent = nullptr);

    // The project with the edited values applied.
    Project result() const;

private:
    void browseMainFile();

    Project project_;
    QLineEdit* mainFile_;
    PathListEdit* includePaths_;
};

} // namespace incursion::studio
