#include "app/welcome_page.h"

#include "shared/icons.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace incursion::studio {

namespace {

QLabel* heading(const QString& text, int pointSizeDelta, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    QFont font = label->font();
    font.setPointSize(font.pointSize() + pointSizeDelta);
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace

WelcomePage::WelcomePage(QWidget* parent)
    : QWidget(parent)
    , recent_(new QListWidget(this))
    , newModule_(new QPushButton(studioIcon("new-module"), tr("&New Module..."), this))
    , openProject_(new QPushButton(studioIcon("open-project"), tr("&Open Project..."), this))
    , example_(new QPushButton(tr("Open the &Example"), this))
    , noRecent_(new QLabel(tr("No recent projects yet: start a new module, or open the example to see one at work."), this))
{
    setObjectName(QStringLiteral("WelcomePage"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);

    auto* actions = new QVBoxLayout;
    actions->setSpacing(8);
    actions->addWidget(heading(tr("Incursion Studio"), 8, this));
    auto* tagline = new QLabel(tr("Write, build and playtest IncursionScript modules."), this);
    tagline->setWordWrap(true);
    actions->addWidget(tagline);
    actions->addSpacing(16);
    for (QPushButton* button : {newModule_, openProject_, example_}) {
        button->setMinimumHeight(32);
        button->setStyleSheet(QStringLiteral("text-align: left; padding-left: 10px;"));
        actions->addWidget(button);
    }
    actions->addStretch(1);

    auto* recent = new QVBoxLayout;
    recent->addWidget(heading(tr("Recent Projects"), 2, this));
    recent_->setObjectName(QStringLiteral("recentProjects"));
    recent_->setFrameShape(QFrame::NoFrame);
    recent_->setIconSize(QSize(24, 24));
    recent_->setSpacing(2);
    recent->addWidget(recent_, 1);
    noRecent_->setWordWrap(true);
    recent->addWidget(noRecent_);
    recent->addStretch(0);

    auto* columns = new QHBoxLayout;
    columns->setSpacing(48);
    columns->addLayout(actions, 1);
    columns->addLayout(recent, 2);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(48, 40, 48, 40);
    outer->addLayout(columns);

    connect(newModule_, &QPushButton::clicked, this, &WelcomePage::newModuleRequested);
    connect(openProject_, &QPushButton::clicked, this, &WelcomePage::openProjectRequested);
    connect(example_, &QPushButton::clicked, this, &WelcomePage::exampleRequested);
    connect(recent_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        emit recentProjectChosen(item->data(Qt::UserRole).toString());
    });
    setRecentProjects({});
}

void WelcomePage::setRecentProjects(const QStringList& paths)
{
    recent_->clear();
    for (const QString& path : paths) {
        const QFileInfo info(path);
        // A main file's project is named after its folder, as the window title names it.
        const QString name = info.isFile() ? info.dir().dirName() : info.fileName();
        auto* item = new QListWidgetItem(studioIcon("open-project"),
                                         name + QLatin1Char('\n') + QDir::toNativeSeparators(path), recent_);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
        if (!info.exists())
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
    }
    recent_->setVisible(!paths.isEmpty());
    noRecent_->setVisible(paths.isEmpty());
}

void WelcomePage::setExampleAvailable(bool available)
{
    example_->setVisible(available);
}

} // namespace incursion::studio
