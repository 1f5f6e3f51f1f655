// An ordered list of folders (or files) with Add..., Remove, Move Up and Move
// Down; an entry is edited in place. Project Settings edits a project's include
// paths and required modules with it, Preferences > Build the default include
// paths searched after the project's.
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
    // Add... chooses one file matching `filter` (a QFileDialog filter) under
    // `title`, instead of a folder.
    void chooseFiles(const QString& title, const QString& filter)
    {
        fileTitle_ = title;
        fileFilter_ = filter;
    }

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
    QString fileTitle_;
    QString fileFilter_;
};

} // namespace incursion::studio
