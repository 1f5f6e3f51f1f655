#include "language/problems_dock.h"

#include "shared/language_icons.h"

#include <QDir>
#include <QPoint>

#include <algorithm>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace incursion::studio {
namespace {

QList<QStandardItem*> makeRow(const QIcon& icon, const QString& message, const SourcePosition& position,
                              const QDir& base, script::Severity severity)
{
    auto* messageItem = new QStandardItem(icon, message);
    messageItem->setToolTip(message);
    auto* fileItem = new QStandardItem(position.path.isEmpty() ? QString()
                                                               : QDir::cleanPath(base.relativeFilePath(position.path)));
    fileItem->setToolTip(position.path);
    auto* positionItem = new QStandardItem(
        position.isValid() ? QStringLiteral("%1:%2").arg(position.line).arg(position.column) : QString());
    QList<QStandardItem*> row{messageItem, fileItem, positionItem};
    for (QStandardItem* item : row) {
        item->setEditable(false);
        item->setData(position.path, ProblemsDock::PathRole);
        item->setData(position.line, ProblemsDock::LineRole);
        item->setData(position.column, ProblemsDock::ColumnRole);
        // Notes carry their diagnostic's severity so the filter keeps them together.
        item->setData(static_cast<int>(severity), ProblemsDock::SeverityRole);
    }
    return row;
}

} // namespace

ProblemsDock::ProblemsDock(QWidget* parent)
    : QDockWidget(parent), items_(new QStandardItemModel(this)), filter_(new QSortFilterProxyModel(this)),
      view_(new QTreeView)
{
    setObjectName(QStringLiteral("ProblemsDock"));
    items_->setHorizontalHeaderLabels({tr("Message"), tr("File"), tr("Line:Column"), tr("Source")});
    filter_->setSourceModel(items_);
    filter_->setFilterRole(SeverityRole);
    filter_->setFilterKeyColumn(MessageColumn);

    view_->setModel(filter_);
    view_->setRootIsDecorated(true);
    view_->setUniformRowHeights(true);
    view_->setAlternatingRowColors(true);
    view_->header()->setSectionResizeMode(MessageColumn, QHeaderView::Stretch);
    view_->header()->setStretchLastSection(false);
    connect(view_, &QTreeView::activated, this, &ProblemsDock::activateIndex);

    auto* buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    const std::pair<script::Severity, QString> kinds[] = {
        {script::Severity::Error, tr("Errors")},
        {script::Severity::Warning, tr("Warnings")},
        {script::Severity::Note, tr("Notes")},
    };
    for (const auto& [severity, label] : kinds) {
        auto* button = new QToolButton;
        button->setText(label);
        button->setIcon(LanguageIcons::severity(severity));
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setCheckable(true);
        button->setChecked(true);
        button->setToolTip(tr("Show or hide: %1").arg(label));
        connect(button, &QToolButton::toggled, this, &ProblemsDock::updateFilter);
        severityButtons_[static_cast<int>(severity)] = button;
        buttons->addWidget(button);
    }
    buttons->addStretch();

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(buttons);
    layout->addWidget(view_);
    setWidget(content);
    updateTitle(0, 0);
    updateFilter();
}

QAbstractItemModel* ProblemsDock::model() const
{
    return filter_;
}

void ProblemsDock::setSeverityVisible(script::Severity severity, bool visible)
{
    severityButtons_[static_cast<int>(severity)]->setChecked(visible);
}

bool ProblemsDock::isSeverityVisible(script::Severity severity) const
{
    return severityButtons_[static_cast<int>(severity)]->isChecked();
}

void ProblemsDock::showSnapshot(const CheckSnapshotPtr& snapshot)
{
    snapshot_ = snapshot;
    rebuild();
}

void ProblemsDock::showBuildIssues(const QList<DiagnosticEntry>& issues, const QString& mainFile)
{
    buildIssues_ = issues;
    buildMainFile_ = mainFile;
    rebuild();
}

void ProblemsDock::clearBuildIssues()
{
    buildIssues_.clear();
    rebuild();
}

void ProblemsDock::rebuild()
{
    items_->removeRows(0, items_->rowCount());
    int errors = 0;
    int warnings = 0;
    if (snapshot_) {
        const QDir base = QFileInfo(snapshot_->mainFile).absoluteDir();
        for (const DiagnosticEntry& d : snapshot_->diagnostics)
            appendDiagnostic(d, base, false);
        errors = snapshot_->errorCount;
        warnings = snapshot_->warningCount;
    }
    const QDir buildBase = QFileInfo(buildMainFile_).absoluteDir();
    for (const DiagnosticEntry& d : std::as_const(buildIssues_)) {
        const bool alsoLive = snapshot_ && std::any_of(snapshot_->diagnostics.cbegin(), snapshot_->diagnostics.cend(),
                                                       [&d](const DiagnosticEntry& live) {
                                                           return live.severity == d.severity
                                                                  && live.position == d.position
                                                                  && live.message == d.message;
                                                       });
        if (alsoLive)
            continue;
        appendDiagnostic(d, buildBase, true);
        errors += d.severity == script::Severity::Error;
        warnings += d.severity == script::Severity::Warning;
    }
    const QDir vaultBase = QFileInfo(snapshot_ ? snapshot_->mainFile : QString()).absoluteDir();
    for (auto region = vaultProblems_.cbegin(); region != vaultProblems_.cend(); ++region)
        for (const VaultProblemEntry& problem : region.value()) {
            const DiagnosticEntry& d = problem.diagnostic;
            QList<QStandardItem*> row = makeRow(LanguageIcons::severity(d.severity), d.message, d.position,
                                                vaultBase, d.severity);
            auto* source = new QStandardItem(tr("Vault"));
            source->setEditable(false);
            source->setToolTip(tr("Found by the vault painter's check of Region \"%1\"").arg(region.key()));
            for (const int role : {int(PathRole), int(LineRole), int(ColumnRole), int(SeverityRole)})
                source->setData(row.first()->data(role), role);
            row.append(source);
            for (QStandardItem* item : std::as_const(row)) {
                item->setData(false, FromBuildRole);
                item->setData(region.key(), RegionRole);
                item->setData(QPoint(problem.x, problem.y), CellRole);
            }
            items_->appendRow(row);
            errors += d.severity == script::Severity::Error;
            warnings += d.severity == script::Severity::Warning;
        }
    updateTitle(errors, warnings);
}

void ProblemsDock::showVaultProblems(const QString& region, const QList<VaultProblemEntry>& problems)
{
    if (problems.isEmpty() && !vaultProblems_.contains(region))
        return;
    if (problems.isEmpty())
        vaultProblems_.remove(region);
    else
        vaultProblems_.insert(region, problems);
    rebuild();
}

void ProblemsDock::appendDiagnostic(const DiagnosticEntry& d, const QDir& base, bool fromBuild)
{
    QList<QStandardItem*> row = makeRow(LanguageIcons::severity(d.severity), d.message, d.position, base, d.severity);
    for (const DiagnosticNote& note : d.notes)
        row.first()->appendRow(makeRow(LanguageIcons::severity(script::Severity::Note), note.message, note.position,
                                       base, d.severity));
    auto* source = new QStandardItem(fromBuild ? tr("Build") : tr("Check"));
    source->setEditable(false);
    source->setToolTip(fromBuild ? tr("Found by the latest build; listed until the next build")
                                 : tr("Found by the live check of the current text"));
    for (const int role : {int(PathRole), int(LineRole), int(ColumnRole), int(SeverityRole)})
        source->setData(row.first()->data(role), role);
    row.append(source);
    for (QStandardItem* item : std::as_const(row))
        item->setData(fromBuild, FromBuildRole);
    items_->appendRow(row);
}

void ProblemsDock::updateTitle(int errors, int warnings)
{
    errors_ = errors;
    warnings_ = warnings;
    QStringList counts;
    if (errors > 0)
        counts.append(errors == 1 ? tr("1 error") : tr("%1 errors").arg(errors));
    if (warnings > 0)
        counts.append(warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(warnings));
    setWindowTitle(counts.isEmpty() ? tr("Problems") : tr("Problems (%1)").arg(counts.join(tr(", "))));
    emit countsChanged(errors, warnings);
}

void ProblemsDock::updateFilter()
{
    QStringList shown;
    for (int i = 0; i < 3; ++i)
        if (severityButtons_[i]->isChecked())
            shown.append(QString::number(i));
    // An empty alternation would match everything; "$^" matches nothing.
    filter_->setFilterRegularExpression(shown.isEmpty() ? QStringLiteral("$^")
                                                        : QStringLiteral("^(%1)$").arg(shown.join(QLatin1Char('|'))));
}

void ProblemsDock::activateIndex(const QModelIndex& index)
{
    const QString path = index.data(PathRole).toString();
    if (path.isEmpty())
        return;
    emit activated(path, index.data(LineRole).toInt(), index.data(ColumnRole).toInt());
    const QPoint cell = index.data(CellRole).toPoint();
    if (!index.data(RegionRole).toString().isEmpty() && cell.x() >= 0)
        emit vaultCellActivated(index.data(RegionRole).toString(), cell.x(), cell.y());
}

} // namespace incursion::studio
