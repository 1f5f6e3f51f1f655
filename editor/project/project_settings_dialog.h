// Edits a project's main file, include paths and the modules it requires
// (their main files, which the playtest builds and loads first).
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
    PathListEdit* prerequisites_;
};

} // namespace incursion::studio
