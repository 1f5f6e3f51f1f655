#include "world/world_fields_dock.h"

#include "world/world_document.h"
#include "world/world_editor.h"
#include "world/world_overview.h"
#include "world/world_rendering.h"
#include "world/world_view.h"
#include "worldmap/travel_services.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>

namespace incursion::studio {

namespace {

QIcon swatch(const QColor& colour)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(colour);
    QPainter painter(&pixmap);
    painter.setPen(Qt::black);
    painter.drawRect(0, 0, 13, 13);
    return QIcon(pixmap);
}

// Asks for its contents' whole size, so the panel gets that room when the
// window has it and scrolls up and down only when it has not.
class FittingScrollArea : public QScrollArea {
public:
    QSize sizeHint() const override
    {
        const QSize inner = widget() ? widget()->sizeHint() : QSize();
        const int frames = 2 * frameWidth();
        return {inner.width() + verticalScrollBar()->sizeHint().width() + frames, inner.height() + frames};
    }
};

} // namespace

WorldFieldsDock::WorldFieldsDock(QWidget* parent)
    : QDockWidget(tr("World Fields"), parent)
    , fields_(new QListWidget)
    , values_(new QListWidget)
    , layerShown_(new QCheckBox(tr("Show as layer")))
    , layerOpacity_(new QSlider(Qt::Horizontal))
    , compositeOpacity_(new QSlider(Qt::Horizontal))
    , roads_(new QCheckBox(tr("Roads and rivers")))
    , networks_(new QCheckBox(tr("Networks")))
    , landmasses_(new QCheckBox(tr("Landmasses")))
    , grid_(new QCheckBox(tr("Grid")))
    , hover_(new QLabel)
    , overview_(new WorldOverview)
{
    setObjectName(QStringLiteral("WorldFieldsDock"));
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->addWidget(new QLabel(tr("Field")));
    layout->addWidget(fields_, 1);
    layout->addWidget(new QLabel(tr("Value (legend)")));
    layout->addWidget(values_, 1);
    auto* layers = new QGroupBox(tr("Layers"));
    auto* form = new QFormLayout(layers);
    layerOpacity_->setRange(0, 100);
    layerOpacity_->setValue(70);
    compositeOpacity_->setRange(0, 100);
    compositeOpacity_->setValue(100);
    form->addRow(layerShown_);
    form->addRow(tr("Field opacity"), layerOpacity_);
    form->addRow(tr("Composite opacity"), compositeOpacity_);
    form->addRow(roads_);
    form->addRow(networks_);
    for (QLabel*& legend : networkLegend_) {
        legend = new QLabel;
        legend->setIndent(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 2);
        form->addRow(legend);
    }
    // Two short overlays on one line: the room goes to the hovered cell's fields.
    auto* lastOverlays = new QHBoxLayout;
    lastOverlays->addWidget(landmasses_);
    lastOverlays->addWidget(grid_);
    lastOverlays->addStretch(1);
    form->addRow(lastOverlays);
    layout->addWidget(layers);
    hover_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    hover_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // Long lines (a network's) wrap: the panel never scrolls sideways.
    hover_->setWordWrap(true);
    hoverArea_ = new QScrollArea;
    hoverArea_->setWidget(hover_);
    hoverArea_->setWidgetResizable(true);
    hoverArea_->setFrameShape(QFrame::NoFrame);
    hoverArea_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Most of the room left goes to the hovered cell's fields (two a line: a dozen fit), not the overview.
    hoverArea_->setMinimumHeight(fontMetrics().lineSpacing() * 4);     // grown to the schema's fields in refill()
    layout->addWidget(hoverArea_, 6);
    layout->addWidget(overview_, 1);
    // The panel scrolls when the window is shorter than all it holds: its
    // lists, layers and a schema's many fields must not make the main window
    // taller than the screen (it grew to 973 px on a 900 px screen).
    auto* scroll = new FittingScrollArea;
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    setWidget(scroll);

    // A field's tick shows it as a layer (the list shows which layers are on).
    connect(fields_, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        const int field = fields_->row(item);
        if (!editor_ || field < 0)
            return;
        if (item->checkState() == Qt::Checked)
            editor_->view()->showLayer(field, layerOpacity_->value() / 100.0);
        else
            editor_->view()->hideLayer(field);
        if (field == editor_->brush().field) {
            const QSignalBlocker layerBlocker(layerShown_);
            layerShown_->setChecked(item->checkState() == Qt::Checked);
        }
    });
    connect(fields_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (editor_ && row >= 0)
            editor_->setBrushField(row);
    });
    connect(values_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (editor_ && row >= 0)
            editor_->setBrushValue(row);
    });
    connect(layerShown_, &QCheckBox::toggled, this, &WorldFieldsDock::applyLayer);
    connect(layerOpacity_, &QSlider::valueChanged, this, &WorldFieldsDock::applyLayer);
    connect(compositeOpacity_, &QSlider::valueChanged, this, [this](int value) {
        if (editor_)
            editor_->view()->showLayer(kCompositeLayer, value / 100.0);
    });
    networks_->setObjectName(QStringLiteral("networksOverlay"));
    networks_->setToolTip(tr("Harbors, stables and airports, and lines joining those a ship, horse or airship travels between"));
    landmasses_->setObjectName(QStringLiteral("landmassesOverlay"));
    landmasses_->setToolTip(tr("Each landmass in a colour of its own (land as the schema's landmass rules define it)"));
    for (QCheckBox* box : {roads_, networks_, landmasses_, grid_})
        connect(box, &QCheckBox::toggled, this, [this] {
            if (editor_)
                editor_->view()->setOverlays((roads_->isChecked() ? WorldView::Roads : 0) |
                                             (networks_->isChecked() ? WorldView::Networks : 0) |
                                             (landmasses_->isChecked() ? WorldView::Landmasses : 0) |
                                             (grid_->isChecked() ? WorldView::Grid : 0));
        });
    setEditor(nullptr);
}

void WorldFieldsDock::setEditor(WorldEditor* editor)
{
    if (editor_)
        disconnect(editor_, nullptr, this, nullptr);
    editor_ = editor;
    widget()->setEnabled(editor != nullptr);
    overview_->setView(editor ? editor->view() : nullptr);
    if (editor_) {
        connect(editor_, &WorldEditor::brushChanged, this, &WorldFieldsDock::showValues);
        connect(editor_, &WorldEditor::cellHovered, this, &WorldFieldsDock::showCell);
    }
    refill();
}

void WorldFieldsDock::refill()
{
    const QSignalBlocker blocker(fields_);
    fields_->clear();
    hover_->clear();
    fillNetworkLegend();
    if (!editor_) {
        values_->clear();
        return;
    }
    for (const worldmap::Field& field : editor_->document()->schema().fields) {
        const QString channels[] = {tr("red"), tr("green"), tr("blue")};
        const QString channel = channels[std::clamp(int(field.channel), 0, 2)];
        const QString name = QString::fromStdString(field.name);
        auto* item = new QListWidgetItem(
            field.bits == 1 ? tr("%1  (%2 bit %3)").arg(name, channel).arg(field.shift)
                            : tr("%1  (%2 bits %3-%4)").arg(name, channel).arg(field.shift).arg(field.shift + field.bits - 1),
            fields_);
        item->setToolTip(QString::fromStdString(field.description));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    }
    // Every field of a hovered cell at once, two a line, with the cell's line.
    hoverArea_->setMinimumHeight(
        hover_->fontMetrics().lineSpacing() * int((editor_->document()->schema().fields.size() + 1) / 2 + 1));
    markLayers();
    const int overlays = editor_->view()->overlays();
    for (auto [box, flag] : {std::pair{roads_, int(WorldView::Roads)}, std::pair{networks_, int(WorldView::Networks)},
                             std::pair{landmasses_, int(WorldView::Landmasses)}, std::pair{grid_, int(WorldView::Grid)}}) {
        const QSignalBlocker boxBlocker(box);
        box->setChecked(overlays & flag);
    }
    showValues();
}

void WorldFieldsDock::showValues()
{
    if (!editor_)
        return;
    const WorldBrush& brush = editor_->brush();
    {
        const QSignalBlocker blocker(fields_);
        fields_->setCurrentRow(brush.field);
    }
    const worldmap::Field& field = editor_->document()->schema().fields[size_t(brush.field)];
    const QSignalBlocker blocker(values_);
    values_->clear();
    // Every value the bits hold: the named ones, then the out-of-range ones (magenta) so a rule's problem can be painted too.
    for (int value = 0; value <= field.largestStored(); ++value) {
        QString text = QStringLiteral("%1  %2").arg(value).arg(QString::fromStdString(field.valueName(value)));
        if (!field.valid(value))
            text += tr(" (out of range)");
        new QListWidgetItem(swatch(fieldValueColour(field, value)), text, values_);
    }
    values_->setCurrentRow(brush.value);
    const QSignalBlocker layerBlocker(layerShown_);
    layerShown_->setChecked(editor_->view()->isLayerShown(brush.field));
    markLayers();
}

void WorldFieldsDock::showCell(QPoint cell)
{
    // The cell and its networks, then every field by name in two columns: all of them in
    // the panel at once, long lines wrapped (WorldEditor::describeCell's lines).
    const QStringList lines = editor_->describeCell(cell).split(QLatin1Char('\n'));
    if (lines.isEmpty() || lines.first().isEmpty()) {
        hover_->clear();
        return;
    }
    const size_t fieldCount = editor_->document()->schema().fields.size();
    const qsizetype firstField = std::max<qsizetype>(1, lines.size() - qsizetype(fieldCount));
    QString html = QStringLiteral("<b>%1</b>").arg(lines.first().toHtmlEscaped());
    for (qsizetype i = 1; i < firstField; ++i)
        html += QStringLiteral("<br>") + lines[i].toHtmlEscaped();
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\" width=\"100%\">");
    for (qsizetype i = firstField; i < lines.size(); i += 2) {
        html += QStringLiteral("<tr>");
        for (qsizetype j = i; j < std::min(i + 2, lines.size()); ++j)
            html += QStringLiteral("<td width=\"50%\">%1</td>").arg(lines[j].toHtmlEscaped());
        html += QStringLiteral("</tr>");
    }
    hover_->setText(html + QStringLiteral("</table>"));
    fitHover();
}

void WorldFieldsDock::fitHover()
{
    // Wrapped names ("development: wilderness") take two lines, which a count
    // of lines misses: the label says how tall it is at the area's width, and
    // the area makes room for all of it. It only grows while the world is
    // open (refill() starts afresh), so moving over cells never shakes the panel.
    // Hidden, the area has no width of its own yet to wrap at.
    if (!hoverArea_->isVisible())
        return;
    const int needed = hover_->heightForWidth(hoverArea_->viewport()->width());
    if (needed > hoverArea_->minimumHeight())
        hoverArea_->setMinimumHeight(needed);
}

void WorldFieldsDock::markLayers()
{
    const QSignalBlocker blocker(fields_);
    for (int row = 0; row < fields_->count(); ++row)
        fields_->item(row)->setCheckState(editor_ && editor_->view()->isLayerShown(row) ? Qt::Checked : Qt::Unchecked);
}

void WorldFieldsDock::fillNetworkLegend()
{
    const QString texts[] = {tr("Harbors: ships on the same sea"), tr("Stables: horses on the same land"),
                             tr("Airports: airships between all")};
    for (const worldmap::Service service : worldmap::kServices) {
        QLabel* legend = networkLegend_[int(service)];
        const int field = editor_ ? editor_->document()->schema().fieldIndex(std::string(worldmap::serviceName(service))) : -1;
        legend->setVisible(field >= 0);
        if (field < 0)
            continue;
        // The colour the view draws the network's lines and markers in.
        const QColor colour = fieldValueColour(editor_->document()->schema().fields[size_t(field)], 1);
        // On a dark ground: the airports' near-white shows on a light theme too.
        legend->setText(QStringLiteral("<span style=\"color:%1; background-color:#303030\">&nbsp;&#9632;&#9472;&#9472;&nbsp;</span> %2")
                            .arg(colour.name(), texts[int(service)].toHtmlEscaped()));
    }
}

void WorldFieldsDock::applyLayer()
{
    if (!editor_)
        return;
    const int field = editor_->brush().field;
    if (layerShown_->isChecked())
        editor_->view()->showLayer(field, layerOpacity_->value() / 100.0);
    else
        editor_->view()->hideLayer(field);
    markLayers();
}

} // namespace incursion::studio
