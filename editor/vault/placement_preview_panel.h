// The vault painter's placement preview (issue 14): the vault being painted,
// placed by the game's own dungeon generator (map/vault_preview.h) in six
// levels of its dungeon and depth, drawn small with the vault outlined and
// its seed, depth and flips under each; a Statistics… run over 1,000 levels
// as the game makes them; and "Play from here" per level.
//
// setRequest() is cheap: it waits for the strokes to pause (the debounce),
// then builds the module from the request's text (unsaved buffers included)
// and generates the levels on a worker thread. A newer request cancels the
// run still going; only the newest run's results are shown. Nothing here
// blocks the GUI thread.
//
//   auto* preview = new PlacementPreviewPanel(parent);
//   preview->setRequest({compileInput, "Warren Mouth"});
//   connect(preview, &PlacementPreviewPanel::playFromHereRequested, playtest, &PlaytestController::playFromVault);
#pragma once

#include "language/compile_input.h"

#include <QImage>
#include <QRect>
#include <QWidget>

#include <atomic>
#include <memory>
#include <vector>

class QLabel;
class QGridLayout;
class QScrollArea;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTimer;

namespace incursion::studio {

struct PlacementPreviewRequest {
    CompileInput input;         // the project's sources, the painter's unsaved buffer among them
    QString region;             // the Region whose vault is previewed
    quint64 firstSeed = 1;      // the levels' seeds are firstSeed, firstSeed + 1 ...
};

// One previewed level, as the panel shows it.
struct PreviewLevelView {
    quint64 seed = 0;
    int depth = 1;
    bool placed = false;
    bool flippedX = false, flippedY = false;
    QRect vault;                // the vault's cells on the level; empty when not placed
    QString fate;               // "placed", or why not ("too big for a panel ...")
    QImage image;               // the level, one pixel per cell; null when it could not be made
};

class PlacementPreviewPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kLevels = 6;
    static constexpr int kDefaultStatisticsLevels = 1000;

    explicit PlacementPreviewPanel(QWidget* parent = nullptr);
    ~PlacementPreviewPanel() override;

    // Previews `request` once the strokes pause for debounceInterval() ms.
    void setRequest(const PlacementPreviewRequest& request);
    void setDebounceInterval(int milliseconds);
    int debounceInterval() const;
    // How many levels Statistics… generates (default 1,000).
    void setStatisticsLevels(int levels);
    int statisticsLevels() const { return statisticsLevels_; }

    // The latest finished preview: its levels, the dungeon and depths it went
    // to (a sentence), or why there is none (a compile error, no such vault).
    const std::vector<PreviewLevelView>& levels() const { return levels_; }
    QString dungeon() const { return dungeon_; }
    QString targetNote() const { return note_; }
    QString problem() const { return problem_; }
    bool isPreviewRunning() const { return previewRuns_ > 0 || pending_; }
    bool isStatisticsRunning() const { return statisticsCancel_ != nullptr; }
    // The statistics report as shown ("Placed in 1000 of 1000 levels ...").
    QString statisticsText() const;

public slots:
    // 1,000 levels of the latest request as the game makes them, in the background.
    void runStatistics();
    void cancelStatistics();

signals:
    void previewFinished();
    void statisticsFinished();
    // "Play from here" on a level: a playtest of `dungeon` starting inside the
    // vault of `region` on the level of `seed` at `depth`.
    void playFromHereRequested(const QString& region, const QString& dungeon, quint64 seed, int depth);

private:
    struct Run;
    void startPreview();
    void showPreview(const std::shared_ptr<Run>& run);
    void rebuildLevelWidgets();

    PlacementPreviewRequest request_;
    bool hasRequest_ = false;
    int statisticsLevels_ = kDefaultStatisticsLevels;
    bool pending_ = false;          // a request waits for its debounce
    int previewRuns_ = 0;           // worker runs not finished yet
    quint64 generation_ = 0;        // the newest request's number: runs of older ones are stale
    std::shared_ptr<std::atomic<bool>> previewCancel_;
    std::shared_ptr<std::atomic<bool>> statisticsCancel_;

    std::vector<PreviewLevelView> levels_;
    QString dungeon_, note_, problem_;

    QTimer* debounce_;
    QLabel* header_;
    QGridLayout* grid_;
    QScrollArea* levelsScroll_ = nullptr;
    QPushButton* statisticsButton_;
    QPushButton* cancelButton_;
    QProgressBar* progress_;
    QPlainTextEdit* statistics_;
};

} // namespace incursion::studio
