// What the window shows while no project is open, and on a first start: the
// recent projects, and buttons to start a module, open a project or open the
// example. Like Qt Creator's Welcome mode, it only asks; the window acts.
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace incursion::studio {

class WelcomePage : public QWidget {
    Q_OBJECT
public:
    explicit WelcomePage(QWidget* parent = nullptr);

    // Folders or main files, most recent first.
    void setRecentProjects(const QStringList& paths);
    // Whether there is an example to open (an installed studio has one).
    void setExampleAvailable(bool available);

    QListWidget* recentList() const { return recent_; }
    QPushButton* newModuleButton() const { return newModule_; }
    QPushButton* openProjectButton() const { return openProject_; }
    QPushButton* exampleButton() const { return example_; }

signals:
    void newModuleRequested();
    void openProjectRequested();
    void exampleRequested();
    void recentProjectChosen(const QString& path);

private:
    QListWidget* recent_;
    QPushButton* newModule_;
    QPushButton* openProject_;
    QPushButton* example_;
    QLabel* noRecent_;
};

} // namespace incursion::studio
