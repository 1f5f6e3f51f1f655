// Edits a project's main file and include paths.
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

    Project project_;
    QLineEdit* mainFile_;
    QListWidget* includePaths_;
};

} // namespace incursion::studio
