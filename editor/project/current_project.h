// The project the studio has open, if any, and the signals its users follow
// (the controllers, the docks). MainWindow opens and closes it; a controller
// given a CurrentProject needs no main window to know what is open.
#pragma once

#include "project/project.h"

#include <QObject>

#include <optional>

namespace incursion::studio {

class CurrentProject : public QObject {
    Q_OBJECT
public:
    explicit CurrentProject(QObject* parent = nullptr);

    // nullptr while no project is open.
    const Project* project() const { return project_ ? &*project_ : nullptr; }

    void open(Project project);
    // New settings for the open project (already saved by the caller).
    void change(Project project);
    void close();

signals:
    void opened(const incursion::studio::Project& project);
    void settingsChanged(const incursion::studio::Project& project);
    void closed();

private:
    std::optional<Project> project_;
};

} // namespace incursion::studio
