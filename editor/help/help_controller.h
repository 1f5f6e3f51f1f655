// Help > Language Guide, Script Reference and Context Help (F1): the Help
// panel (HelpView) over the guide installed with the studio and a Script
// Reference made from the latest check of the open module. F1 asks the
// language service what the name at the caret is (as hover does) and opens
// its entry; a name the reference does not know opens the index filtered by it.
// It works with the documents and the language services it is given; the
// main window places the panel and the actions.
#pragma once

#include "help/script_reference.h"
#include "shared/latest_wins.h"

#include "language/language_service.h"

#include <QObject>
#include <QString>

class QAction;
class QDockWidget;

namespace incursion::studio {

class DocumentTabs;
class HelpView;
class LanguageIntegration;
class ScriptEditor;

class HelpController : public QObject {
    Q_OBJECT
public:
    // `guideDir` holds the Language Guide (guideDirectory()); the panel is a child of `host`.
    HelpController(DocumentTabs* documents, LanguageIntegration* language, const QString& guideDir, QWidget* host);
    ~HelpController() override;

    QDockWidget* dock() const { return dock_; }
    HelpView* view() const { return view_; }
    QAction* languageGuideAction() const { return languageGuideAction_; }
    QAction* scriptReferenceAction() const { return scriptReferenceAction_; }
    QAction* contextHelpAction() const { return contextHelpAction_; }

    // Shows the panel with the reference entry of the name at the editor's
    // caret and returns its id; with the index filtered by the word (and an
    // empty id) when the reference has no entry for it.
    QString contextHelp(ScriptEditor* editor);

signals:
    // The panel, shown for the first time, wants this width.
    void panelSizeWanted(QDockWidget* panel, int size, Qt::Orientation orientation);

public slots:
    void showLanguageGuide();
    void showScriptReference();

private:
    void showPanel();
    // Makes the reference of the module's latest analysis, if it changed, on
    // a worker; `now` waits for it (F1 cannot answer from an older one).
    void refreshReference(bool now);

    DocumentTabs* documents_;
    LanguageIntegration* language_;
    QDockWidget* dock_;
    HelpView* view_;
    language::AnalysisPtr requestedAnalysis_;
    bool referenceRequested_ = false;
    LatestWins<std::shared_ptr<const ScriptReference>> referenceMaker_;
    bool sized_ = false;
    QAction* languageGuideAction_;
    QAction* scriptReferenceAction_;
    QAction* contextHelpAction_;
};

} // namespace incursion::studio
