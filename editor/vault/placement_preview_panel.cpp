// The runtime's headers first: they use `slots` as a name, which Qt's headers
// define as a macro.
#include "map/vault_preview.h"
#include "module/resource_views.h"
#include "script/diagnostics.h"
#include "vault/vault_session.h"

#include "vault/placement_preview_panel.h"

#include "shared/game_colours.h"

#include <QCoreApplication>
#include <QGridLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QLabel>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <unordered_map>

namespace incursion::studio {

namespace {

constexpr int kDefaultDebounceMs = 60;
constexpr double kThumbnailScale = 1.5;  // screen pixels per cell: two columns fit beside the painter's grid

// The module of `request` built, its vault's target found; or why not.
struct Prepared {
    vault::VaultModule module;
    std::optional<map::VaultTarget> target;
    QString problem;
};

Prepared prepare(const PlacementPreviewRequest& request)
{
    Prepared prepared;
    try {
        prepared.module = vault::loadVaultModule(request.input.checkOptions());
    } catch (const std::exception& error) {
        prepared.problem = QString::fromStdString(error.what());
        return prepared;
    }
    if (!prepared.module.manager) {
        prepared.problem = QCoreApplication::translate("PlacementPreview", "The module does not build:");
        for (const script::Diagnostic& d : prepared.module.front().diagnostics->all())
            if (d.severity == script::Severity::Error) {
                prepared.problem += QLatin1Char('\n')
                                    + QString::fromStdString(prepared.module.front().diagnostics->formatText(d));
                break;
            }
        return prepared;
    }
    const module::ResourceManager& manager = *prepared.module.manager;
    const std::optional<module::ResourceId> region =
        manager.find(request.region.toStdString(), module::kindBit(module::ResourceKind::Region));
    if (!region) {
        prepared.problem = QCoreApplication::translate("PlacementPreview", "The module has no Region \"%1\".").arg(request.region);
        return prepared;
    }
    try {
        prepared.target = map::findVaultTarget(manager, *region);
    } catch (const map::GenerationError& error) {
        prepared.problem = QString::fromStdString(error.what());
    }
    return prepared;
}

// The level as the game's colours draw it, one pixel per cell: walls and rock
// dark, floors in their terrain's colour, features in theirs.
QImage levelImage(const module::ResourceManager& manager, const map::Map& map)
{
    std::unordered_map<module::ResourceId, QRgb> colours;
    auto colourOf = [&](module::ResourceId resource, bool solid) {
        const module::ResourceId key = resource | (solid ? 0x80000000u : 0);
        if (const auto found = colours.find(key); found != colours.end())
            return found->second;
        std::optional<module::Glyph> glyph;
        if (const auto terrain = module::view<module::TerrainView>(manager, resource))
            glyph = terrain->image();
        else if (const auto feature = module::view<module::FeatureView>(manager, resource))
            glyph = feature->image();
        const QColor colour = gameColour(glyph ? glyph->foreground : 7);
        const QRgb rgb = (solid ? colour.darker(300) : colour).rgb();
        colours.emplace(key, rgb);
        return rgb;
    };
    QImage image(map.width(), map.height(), QImage::Format_RGB32);
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x) {
            const map::Feature* feature = map.featureAt(x, y);
            image.setPixel(x, y, feature && feature->resource ? colourOf(feature->resource, false)
                                                              : colourOf(map.terrainResource(x, y), map.solid(x, y)));
        }
    return image;
}

PreviewLevelView viewOf(const module::ResourceManager& manager, const map::PreviewLevel& level)
{
    PreviewLevelView view;
    view.seed = level.seed;
    view.depth = level.depth;
    view.placed = level.outcome.fate == map::VaultFate::Placed;
    view.fate = QCoreApplication::translate("VaultFate", map::vaultFateText(level.outcome.fate).data());
    if (!level.outcome.detail.empty())
        view.fate += QStringLiteral(" (%1)").arg(QString::fromStdString(level.outcome.detail));
    if (level.placement) {
        const map::Rect& bounds = level.placement->bounds;
        view.vault = QRect(bounds.x, bounds.y, bounds.width, bounds.height);
        view.flippedX = level.placement->flippedX;
        view.flippedY = level.placement->flippedY;
    }
    if (level.map)
        view.image = levelImage(manager, *level.map);
    return view;
}

QPixmap thumbnail(const PreviewLevelView& level)
{
    if (level.image.isNull())
        return {};
    QPixmap pixmap = QPixmap::fromImage(level.image.scaled(level.image.size() * kThumbnailScale));
    const auto scaled = [](int cells) { return qRound(cells * kThumbnailScale); };
    if (level.placed) {
        QPainter painter(&pixmap);
        // Magenta: few terrains are drawn in it, so the outline stands out on most levels.
        painter.setPen(QPen(QColor(255, 0, 255), 2));
        const QRect& v = level.vault;
        painter.drawRect(QRect(scaled(v.x()) - 2, scaled(v.y()) - 2, scaled(v.width()) + 3, scaled(v.height()) + 3));
    }
    return pixmap;
}

QString flipsText(const PreviewLevelView& level)
{
    if (level.flippedX && level.flippedY)
        return QCoreApplication::translate("PlacementPreview", "flipped both ways");
    if (level.flippedX)
        return QCoreApplication::translate("PlacementPreview", "flipped left-right");
    if (level.flippedY)
        return QCoreApplication::translate("PlacementPreview", "flipped top-bottom");
    return QCoreApplication::translate("PlacementPreview", "not flipped");
}

QString statisticsReport(const map::VaultStatistics& stats, const QString& note)
{
    if (stats.levels == 0)
        return stats.cancelled
                   ? QCoreApplication::translate("PlacementPreview", "Cancelled before all levels were made.")
                   : QCoreApplication::translate("PlacementPreview", "No level was generated.");
    QStringList lines;
    lines << note;
    lines << QCoreApplication::translate("PlacementPreview", "Placed in %1 of %2 levels (%3%).")
                 .arg(stats.placed)
                 .arg(stats.levels)
                 .arg(100.0 * stats.placed / stats.levels, 0, 'f', 1);
    if (stats.cancelled)
        lines << QCoreApplication::translate("PlacementPreview", "Cancelled before all levels were made.");
    lines << QCoreApplication::translate("PlacementPreview", "By depth:");
    for (const auto& [depth, counts] : stats.byDepth)
        lines << QCoreApplication::translate("PlacementPreview", "  depth %1: placed in %2 of %3").arg(depth).arg(counts.placed).arg(counts.levels);
    if (!stats.failures.empty()) {
        lines << QCoreApplication::translate("PlacementPreview", "Why not placed:");
        for (const auto& [fate, count] : stats.failures)
            lines << QCoreApplication::translate("PlacementPreview", "  %1: %2 levels")
                         .arg(QCoreApplication::translate("VaultFate", map::vaultFateText(fate).data()))
                         .arg(count);
    }
    if (!stats.firstError.empty())
        lines << QCoreApplication::translate("PlacementPreview", "First level that could not be made: %1")
                     .arg(QString::fromStdString(stats.firstError));
    return lines.join(QLatin1Char('\n'));
}

// The fates' texts for the translation tools (map::vaultFateText has them in English).
[[maybe_unused]] const char* const kFateTexts[] = {
    QT_TRANSLATE_NOOP("VaultFate", "placed"),
    QT_TRANSLATE_NOOP("VaultFate", "no Specials entry or room weight of the dungeon names it"),
    QT_TRANSLATE_NOOP("VaultFate", "its Specials chance roll failed"),
    QT_TRANSLATE_NOOP("VaultFate", "its Specials entry rolled another depth"),
    QT_TRANSLATE_NOOP("VaultFate", "its Depth is above the level's challenge rating"),
    QT_TRANSLATE_NOOP("VaultFate", "the level's challenge rating is below MIN_VAULT_DEPTH"),
    QT_TRANSLATE_NOOP("VaultFate", "too big for a panel (less 2 cells each side)"),
    QT_TRANSLATE_NOOP("VaultFate", "too big for the level"),
    QT_TRANSLATE_NOOP("VaultFate", "not chosen by the panels' room picks"),
    QT_TRANSLATE_NOOP("VaultFate", "no free place on the level"),
};

} // namespace

// One preview run's results, filled on the worker thread.
struct PlacementPreviewPanel::Run {
    quint64 generation = 0;
    std::vector<PreviewLevelView> levels;
    QString dungeon, note, problem;
    bool cancelled = false;
};

PlacementPreviewPanel::PlacementPreviewPanel(QWidget* parent)
    : QWidget(parent)
    , debounce_(new QTimer(this))
    , header_(new QLabel(this))
    , grid_(new QGridLayout)
    , statisticsButton_(new QPushButton(tr("Statistics…"), this))
    , cancelButton_(new QPushButton(tr("Cancel"), this))
    , progress_(new QProgressBar(this))
    , statistics_(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("PlacementPreviewPanel"));
    debounce_->setSingleShot(true);
    debounce_->setInterval(kDefaultDebounceMs);
    connect(debounce_, &QTimer::timeout, this, &PlacementPreviewPanel::startPreview);

    header_->setWordWrap(true);
    header_->setObjectName(QStringLiteral("placementPreviewHeader"));
    statisticsButton_->setObjectName(QStringLiteral("placementStatistics"));
    statisticsButton_->setToolTip(
        tr("Generate %1 levels as the game makes them and count where and why the vault was placed or not")
            .arg(statisticsLevels_));
    statisticsButton_->setEnabled(false);
    cancelButton_->setObjectName(QStringLiteral("placementStatisticsCancel"));
    cancelButton_->hide();
    progress_->setRange(0, statisticsLevels_);
    progress_->hide();
    statistics_->setReadOnly(true);
    statistics_->setObjectName(QStringLiteral("placementStatisticsReport"));
    statistics_->setPlaceholderText(tr("Statistics of %1 levels show here.").arg(statisticsLevels_));
    statistics_->setMaximumHeight(160);
    connect(statisticsButton_, &QPushButton::clicked, this, &PlacementPreviewPanel::runStatistics);
    connect(cancelButton_, &QPushButton::clicked, this, &PlacementPreviewPanel::cancelStatistics);

    auto* statisticsRow = new QHBoxLayout;
    statisticsRow->addWidget(statisticsButton_);
    statisticsRow->addWidget(progress_, 1);
    statisticsRow->addWidget(cancelButton_);
    statisticsRow->addStretch();

    // The levels scroll: six thumbnails must not make the window taller than the screen.
    auto* levels = new QWidget;
    auto* levelsLayout = new QVBoxLayout(levels);
    levelsLayout->setContentsMargins(0, 0, 0, 0);
    levelsLayout->addLayout(grid_);
    levelsLayout->addStretch();
    levelsScroll_ = new QScrollArea(this);
    levelsScroll_->setWidget(levels);
    levelsScroll_->setWidgetResizable(true);
    levelsScroll_->setFrameShape(QFrame::NoFrame);
    levelsScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(header_);
    layout->addWidget(levelsScroll_, 1);
    layout->addLayout(statisticsRow);
    layout->addWidget(statistics_);
    header_->setText(tr("The placement preview shows once the vault is painted."));
}

PlacementPreviewPanel::~PlacementPreviewPanel()
{
    if (previewCancel_)
        *previewCancel_ = true;
    if (statisticsCancel_)
        *statisticsCancel_ = true;
}

void PlacementPreviewPanel::setDebounceInterval(int milliseconds)
{
    debounce_->setInterval(milliseconds);
}

int PlacementPreviewPanel::debounceInterval() const
{
    return debounce_->interval();
}

void PlacementPreviewPanel::setStatisticsLevels(int levels)
{
    statisticsLevels_ = std::max(1, levels);
    progress_->setRange(0, statisticsLevels_);
}

void PlacementPreviewPanel::setRequest(const PlacementPreviewRequest& request)
{
    request_ = request;
    hasRequest_ = true;
    pending_ = true;
    // The run still going is for an older text: its results are stale from
    // now on, and it stops between levels.
    ++generation_;
    if (previewCancel_)
        *previewCancel_ = true;
    debounce_->start();
}

void PlacementPreviewPanel::startPreview()
{
    pending_ = false;
    if (!hasRequest_)
        return;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    previewCancel_ = cancel;
    const quint64 generation = generation_;
    ++previewRuns_;
    QPointer<PlacementPreviewPanel> self(this);
    const PlacementPreviewRequest request = request_;
    // The result comes back through the event loop; the worker owns copies only.
    (void)QtConcurrent::run([self, request, cancel, generation] {
        auto run = std::make_shared<Run>();
        run->generation = generation;
        const Prepared prepared = prepare(request);
        if (prepared.target) {
            const module::ResourceManager& manager = *prepared.module.manager;
            run->dungeon = QString::fromStdString(std::string(manager.name(prepared.target->dungeon)));
            run->note = QString::fromStdString(prepared.target->note);
            for (const map::PreviewLevel& level :
                 map::previewVault(manager, *prepared.target, request.firstSeed, kLevels, cancel.get()))
                run->levels.push_back(viewOf(manager, level));
        }
        run->problem = prepared.problem;
        run->cancelled = *cancel;
        QMetaObject::invokeMethod(qApp, [self, run] {
            if (self)
                self->showPreview(run);
        }, Qt::QueuedConnection);
    });
}

void PlacementPreviewPanel::showPreview(const std::shared_ptr<Run>& run)
{
    --previewRuns_;
    // Only the newest run is shown; a stale or cancelled one is dropped.
    if (run->generation != generation_ || run->cancelled)
        return;
    levels_ = std::move(run->levels);
    dungeon_ = run->dungeon;
    note_ = run->note;
    problem_ = run->problem;
    header_->setText(problem_.isEmpty()
                         ? tr("%1: %2. Six levels generated by the game's generator, seeds %3 to %4:")
                               .arg(request_.region, note_)
                               .arg(request_.firstSeed)
                               .arg(request_.firstSeed + kLevels - 1)
                         : problem_);
    statisticsButton_->setEnabled(problem_.isEmpty());
    rebuildLevelWidgets();
    emit previewFinished();
}

void PlacementPreviewPanel::rebuildLevelWidgets()
{
    while (QLayoutItem* item = grid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    constexpr int kColumns = 2;
    for (size_t i = 0; i < levels_.size(); ++i) {
        const PreviewLevelView& level = levels_[i];
        auto* cell = new QWidget(this);
        auto* layout = new QVBoxLayout(cell);
        layout->setContentsMargins(2, 2, 2, 2);
        auto* picture = new QLabel(cell);
        picture->setPixmap(thumbnail(level));
        picture->setToolTip(level.placed ? tr("The vault at %1,%2 (outlined)").arg(level.vault.x()).arg(level.vault.y())
                                         : level.fate);
        auto* caption = new QLabel(cell);
        caption->setWordWrap(true);
        caption->setText(level.placed ? tr("Seed %1, depth %2, %3").arg(level.seed).arg(level.depth).arg(flipsText(level))
                                      : tr("Seed %1, depth %2: not placed, %3").arg(level.seed).arg(level.depth).arg(level.fate));
        auto* play = new QPushButton(tr("Play from Here"), cell);
        play->setObjectName(QStringLiteral("playFromHere%1").arg(i));
        play->setToolTip(tr("Start a playtest on this level (seed %1, depth %2) inside the vault; breakpoints are active")
                             .arg(level.seed)
                             .arg(level.depth));
        play->setEnabled(level.placed);
        connect(play, &QPushButton::clicked, this, [this, seed = level.seed, depth = level.depth] {
            emit playFromHereRequested(request_.region, dungeon_, seed, depth);
        });
        layout->addWidget(picture);
        layout->addWidget(caption);
        layout->addWidget(play);
        grid_->addWidget(cell, int(i) / kColumns, int(i) % kColumns);
    }
    // As wide as the two columns, so only the height scrolls.
    grid_->invalidate();
    levelsScroll_->setMinimumWidth(grid_->sizeHint().width() + levelsScroll_->verticalScrollBar()->sizeHint().width());
}

void PlacementPreviewPanel::runStatistics()
{
    if (!hasRequest_ || statisticsCancel_)
        return;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    statisticsCancel_ = cancel;
    statisticsButton_->setEnabled(false);
    cancelButton_->show();
    progress_->setValue(0);
    progress_->show();
    statistics_->setPlainText(tr("Generating %1 levels…").arg(statisticsLevels_));
    QPointer<PlacementPreviewPanel> self(this);
    const PlacementPreviewRequest request = request_;
    (void)QtConcurrent::run([self, request, cancel, count = statisticsLevels_] {
        const Prepared prepared = prepare(request);
        QString report = prepared.problem;
        if (prepared.target) {
            int shown = 0;
            const map::VaultStatistics stats = map::vaultStatistics(
                *prepared.module.manager, *prepared.target, request.firstSeed, count, cancel.get(),
                [&](int done) {
                    // A few updates a second are enough for the bar.
                    if (done - shown < 25 && done != count)
                        return;
                    shown = done;
                    QMetaObject::invokeMethod(qApp, [self, done] {
                        if (self)
                            self->progress_->setValue(done);
                    }, Qt::QueuedConnection);
                });
            report = statisticsReport(stats, QString::fromStdString(prepared.target->note));
        }
        QMetaObject::invokeMethod(qApp, [self, cancel, report] {
            if (!self || self->statisticsCancel_ != cancel)
                return;
            self->statisticsCancel_.reset();
            self->statistics_->setPlainText(report);
            self->progress_->hide();
            self->cancelButton_->hide();
            self->statisticsButton_->setEnabled(self->problem_.isEmpty());
            emit self->statisticsFinished();
        }, Qt::QueuedConnection);
    });
}

void PlacementPreviewPanel::cancelStatistics()
{
    if (statisticsCancel_)
        *statisticsCancel_ = true;
}

QString PlacementPreviewPanel::statisticsText() const
{
    return statistics_->toPlainText();
}

} // namespace incursion::studio
