// The controllers MainWindow::createControllers() makes first, without a main
// window: a host widget (the parent of the panels, as the window would be),
// the document tabs, the open project, a status bar, the language services
// and the build, each given its collaborators as MainWindow wires them.
#pragma once

#include "app/language_integration.h"
#include "build/build_controller.h"
#include "editing/document_tabs.h"
#include "project/current_project.h"

#include <QStatusBar>
#include <QWidget>

#include <memory>

namespace incursion::test {

struct StudioControllers {
    std::unique_ptr<QWidget> host = std::make_unique<QWidget>();
    studio::DocumentTabs* documents = new studio::DocumentTabs(host.get());
    studio::CurrentProject* project = new studio::CurrentProject(host.get());
    QStatusBar* status = new QStatusBar(host.get());
    studio::LanguageIntegration* language = new studio::LanguageIntegration(documents, project, status, host.get());
    studio::BuildController* build = new studio::BuildController(documents, project, language, status, host.get());

    // As MainWindow: the build before the language services it builds on
    // (a controller made over these, like the debugger, goes first).
    ~StudioControllers()
    {
        delete build;
        delete language;
    }
};

} // namespace incursion::test
