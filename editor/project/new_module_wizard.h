// File > New Module: where and under which name, from which template (and,
// for an add-on, which module it extends), then a summary of what will be
// written. Finish writes the module (ModuleTemplates::create) and, for an
// add-on, remembers the module it extends as the new project's prerequisite;
// createdMainFile() then names the main file for the window to open.
#pragma once

#include "project/module_template.h"

#include <QWizard>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace incursion::studio {

class NewModuleWizard : public QWizard {
    Q_OBJECT
public:
    enum PageId { NamePage, TemplatePage, SummaryPage };

    // `templates` as ModuleTemplates::load() gives them; `location` is the
    // folder suggested for the new module; `modules` the projects the user
    // may extend (the recent projects), folders or main files.
    NewModuleWizard(const QList<ModuleTemplate>& templates, const QString& location, const QStringList& modules,
                    QWidget* parent = nullptr);

    // The fields, for tests and the summary.
    QLineEdit* nameEdit() const { return name_; }
    QLineEdit* locationEdit() const { return location_; }
    QListWidget* templateList() const { return templates_; }
    QComboBox* baseModuleBox() const { return baseModule_; }
    QLabel* problemLabel() const { return problem_; }
    QLabel* summaryLabel() const { return summary_; }

    // The new module's folder: the location + the name's folder name.
    QString moduleFolder() const;
    const ModuleTemplate* chosenTemplate() const;
    // The module an add-on extends, once its main file compiles: its name
    // and main file (empty otherwise).
    QString baseModuleName() const { return baseName_; }
    QString baseMainFile() const { return baseMainFile_; }

    QString createdMainFile() const { return created_; }

    // On the last page, writes the module (Finish).
    bool validateCurrentPage() override;

private:
    void updateNamePage();
    void updateTemplatePage();
    void resolveBaseModule();
    void updateSummary();
    QString currentProblem() const;
    bool createModule();

    QList<ModuleTemplate> list_;
    QLineEdit* name_;
    QLineEdit* location_;
    QLabel* folder_;
    QListWidget* templates_;
    QLabel* description_;
    QLabel* baseLabel_;
    QComboBox* baseModule_;
    QWidget* baseRow_;
    QLabel* baseStatus_;
    QLabel* summary_;
    QLabel* problem_;
    QString baseName_;
    QString baseMainFile_;
    QString baseResolvedFor_;
    QString created_;
};

} // namespace incursion::studio
