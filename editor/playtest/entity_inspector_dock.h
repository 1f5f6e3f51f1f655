// The Entity Inspector panel: what the playtest knows of one creature or item
// picked on the map (its title, resource and live details), with a way to the
// resource's declaration in the source.
#pragma once

// The game's headers (through the session's) before Qt's: they use `slots` as a name.
#include "playtest/playtest_session.h"

#include <QDockWidget>
#include <QPointer>

class QLabel;
class QListWidget;
class QToolButton;

namespace incursion::studio {

class EntityInspectorDock : public QDockWidget {
    Q_OBJECT
public:
    explicit EntityInspectorDock(QWidget* parent = nullptr);

    // Shows what the session inspects and asks again after each step while
    // the inspected object stays in sight, so its hit points stay current.
    void setSession(PlaytestSession* session);
    void showDetails(const EntityDetails& details);
    void clear();
    const EntityDetails& details() const { return details_; }

    QLabel* titleLabel() const { return title_; }
    QLabel* resourceLabel() const { return resource_; }
    QListWidget* lines() const { return lines_; }
    QToolButton* goToSourceButton() const { return goToSource_; }

signals:
    void sourceRequested(const QString& file, int line);

private:
    void refreshFrom(const PlayerViewPtr& view);

    QLabel* title_;
    QLabel* resource_;
    QToolButton* goToSource_;
    QListWidget* lines_;
    QLabel* placeholder_;
    EntityDetails details_;
    QPointer<PlaytestSession> session_;
    QList<QMetaObject::Connection> sessionConnections_;
};

} // namespace incursion::studio
