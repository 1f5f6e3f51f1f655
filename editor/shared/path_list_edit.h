// An ordered list of folders with Add..., Remove, Move Up and Move Down; an
// entry is edited in place. Project Settings edits a project's include paths
// with it, Preferences > Build the default ones searched after them.
#pragma once

#include <QWidget>

#include <functional>

class QListWidget;
class QPushButton;

namespace incursion::studio {

class PathListEdit : public QWidget {
    Q_OBJECT
public:
    explicit PathListEdit(QWidget* parent = nullptr);

    // How a folder chosen with Add... is written (relative to a project's
    // root, say); by default its absolute path. Add... starts in `folder`.
    void setPathStyle(std::function<QString(const QString& absolute)> style) { style_ = std::move(style); }
    void setStartFolder(const QString& folder) { startFolder_ = folder; }

    void setPaths(const QStringList& paths);
    // The entries in order, trimmed; empty ones left out.
    QStringList paths() const;

    QListWidget* list() const { return list_; }

private:
    void addPath();
    void move(int offset);
    void updateButtons();

    QListWidget* list_;
    QPushButton* remove_;
    QPushButton* up_;
    QPushButton* down_;
    std::function<QString(const QString&)> style_;
    QString startFolder_;
};

} // namespace incursion::studio
