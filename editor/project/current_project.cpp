#include "project/current_project.h"

namespace incursion::studio {

CurrentProject::CurrentProject(QObject* parent) : QObject(parent) {}

void CurrentProject::open(Project project)
{
    project_ = std::move(project);
    emit opened(*project_);
}

void CurrentProject::change(Project project)
{
    project_ = std::move(project);
    emit settingsChanged(*project_);
}

void CurrentProject::close()
{
    if (!project_)
        return;
    project_.reset();
    emit closed();
}

} // namespace incursion::studio
