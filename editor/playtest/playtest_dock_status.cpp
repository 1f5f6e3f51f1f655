// The Playtest panel's status line: who the player is, hit points coloured
// by health, mana, hunger as the original's sidebar showed it, speed, turn
// and depth; broken between its parts onto two lines, then elided, with the
// whole line in the tooltip.
#include "playtest/playtest_dock.h"

#include "game/hunger.h"
#include "playtest/map_view.h"

#include "shared/game_colours.h"

#include <QEvent>
#include <QLabel>
#include <QPalette>
#include <QTextDocument>

namespace incursion::studio {

namespace {

constexpr int kStatusLines = 2;     // the status line breaks onto at most this many

QColor healthColour(const game::PlayerStatus& status)
{
    if (status.maxHp <= 0 || status.hp * 3 > status.maxHp * 2)
        return QColor(0x2e, 0x9d, 0x4a);
    if (status.hp * 3 > status.maxHp)
        return QColor(0xd9, 0x8c, 0x00);
    return QColor(0xd3, 0x2f, 0x2f);
}

} // namespace

void PlaytestDock::updateStatus()
{
    const QColor muted = palette().color(QPalette::PlaceholderText);
    if (!view_) {
        statusParts_.clear();
        status_->setToolTip(QString());
        status_->setText(QStringLiteral("<span style=\"color:%1\">%2</span>")
                             .arg(muted.name(), tr("No game").toHtmlEscaped()));
        return;
    }
    const game::PlayerStatus& status = view_->status;
    const QString separator = QStringLiteral(" <span style=\"color:%1\">·</span> ").arg(muted.name());
    QStringList parts;
    parts.append(QStringLiteral("<b>%1</b>").arg(QString::fromStdString(status.name).toHtmlEscaped()));
    parts.append(tr("HP %1").arg(QStringLiteral("<b style=\"color:%1\">%2 / %3</b>")
                                     .arg(readableOn(healthColour(status), palette().color(QPalette::Window)).name())
                                     .arg(status.hp)
                                     .arg(status.maxHp)));
    if (status.maxMana > 0)
        parts.append(tr("Mana %1 / %2").arg(status.mana).arg(status.maxMana));
    parts.append(tr("Speed %1%").arg(status.speed));
    // The hunger state unless Content or Satiated, as the original's sidebar
    // showed it, coloured as its status line was (src/Term.cpp, ShowTraits).
    if (status.hunger < game::hunger::CONTENT || status.hunger > game::hunger::SATIATED) {
        namespace h = game::hunger;
        const int32_t state = status.hunger;
        const QString text = state == h::BLOATED    ? tr("Bloated")
                             : state == h::PECKISH  ? tr("Peckish")
                             : state == h::HUNGRY   ? tr("Hungry")
                             : state == h::STARVING ? tr("Starving")
                             : state == h::WEAK     ? tr("Weak")
                             : state == h::FAINTING ? tr("Fainting")
                                                    : tr("Starved!");
        const QColor colour = state == h::BLOATED   ? QColor(0x00, 0x8b, 0x8b)
                              : state == h::PECKISH ? palette().color(QPalette::WindowText)
                              : state == h::HUNGRY  ? QColor(0x8b, 0x5a, 0x2b)
                              : state == h::STARVING ? QColor(0xd8, 0x4a, 0x8a)
                                                     : QColor(0xd3, 0x2f, 0x2f);
        parts.append(QStringLiteral("<b style=\"color:%1\">%2</b>")
                         .arg(readableOn(colour, palette().color(QPalette::Window)).name(), text.toHtmlEscaped()));
    }
    parts.append(tr("Turn %1").arg(status.turn));
    if (status.worldCell)
        parts.append(status.depth == 0 ? tr("World %1,%2").arg((*status.worldCell)[0]).arg((*status.worldCell)[1])
                                       : tr("World %1,%2, depth %3")
                                             .arg((*status.worldCell)[0])
                                             .arg((*status.worldCell)[1])
                                             .arg(status.depth));
    else
        parts.append(tr("Depth %1").arg(status.depth));
    if (!status.region.empty())
        parts.append(QStringLiteral("<i>%1</i>").arg(QString::fromStdString(status.region).toHtmlEscaped()));
    if (map_->isTargeting())
        parts.prepend(QStringLiteral("<b>%1</b>").arg(
            tr("Aim: click a creature or a cell, or a direction key; Enter: the nearest enemy; Esc: cancel")
                .toHtmlEscaped()));
    if (session_ && session_->isRunning() && session_->isPaused() && !status.dead)
        parts.prepend(QStringLiteral("<b>%1</b>").arg(tr("Paused: keys and clicks wait until you resume").toHtmlEscaped()));
    if (status.dead) {
        const QString death = status.causeOfDeath.empty()
                                  ? tr("Dead")
                                  : tr("Dead: %1").arg(QString::fromStdString(status.causeOfDeath));
        parts.prepend(QStringLiteral("<b style=\"color:%1\">%2</b>")
                          .arg(readableOn(QColor(0xd3, 0x2f, 0x2f), palette().color(QPalette::Window)).name(),
                               death.toHtmlEscaped()));
    }
    statusParts_ = parts;
    statusSeparator_ = separator;
    fitStatus();
}

bool PlaytestDock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == status_ && event->type() == QEvent::Resize)
        fitStatus();
    return QDockWidget::eventFilter(watched, event);
}

void PlaytestDock::fitStatus()
{
    // The line never widens the window: it breaks between its parts (never
    // inside one) onto at most kStatusLines lines, and the parts that still
    // do not fit go, from the end, for an ellipsis; the tool tip has it all.
    // The breaks are placed here, not by word wrap: a label that wraps asks
    // its layout for a height for each width, which the panel's splitter
    // does not honour.
    if (statusParts_.isEmpty())
        return;
    const QString colour = palette().color(QPalette::WindowText).name();
    const auto coloured = [&](const QString& text) {
        return QStringLiteral("<span style=\"color:%1\">%2</span>").arg(colour, text);
    };
    QTextDocument measure;
    measure.setDefaultFont(status_->font());
    measure.setDocumentMargin(0);
    const auto width = [&](const QStringList& parts) {
        measure.setHtml(coloured(parts.join(statusSeparator_)));
        return measure.idealWidth();
    };
    const QMargins margins = status_->contentsMargins();
    const int room = status_->width() - margins.left() - margins.right();
    // The parts [0, shown) and an ellipsis when some are left out, in lines
    // filled greedily; empty when they need more than kStatusLines lines.
    const auto layOut = [&](qsizetype shown) {
        QStringList tokens = statusParts_.first(shown);
        if (shown < statusParts_.size())
            tokens.append(QStringLiteral("\u2026"));
        QStringList lines;
        while (!tokens.isEmpty() && lines.size() < kStatusLines) {
            qsizetype take = 1;
            while (take < tokens.size() && width(tokens.first(take + 1)) <= room)
                ++take;
            if (width(tokens.first(take)) > room && take == 1 && shown > 1)
                return QStringList();
            lines.append(tokens.first(take).join(statusSeparator_));
            tokens.remove(0, take);
        }
        return tokens.isEmpty() ? lines : QStringList();
    };
    qsizetype shown = statusParts_.size();
    QStringList lines;
    // Never laid out, the label has no width of its own yet; it is fitted
    // when its layout gives it one (a Resize event).
    if (status_->testAttribute(Qt::WA_Resized))
        for (; shown > 1 && (lines = layOut(shown)).isEmpty(); --shown) {
        }
    if (lines.isEmpty())
        lines = layOut(shown);
    if (lines.isEmpty())    // no room known yet: all on one line
        lines = QStringList{statusParts_.join(statusSeparator_)};
    status_->setText(coloured(lines.join(QStringLiteral("<br>"))));
    measure.setHtml(coloured(statusParts_.join(statusSeparator_)));
    status_->setToolTip(shown < statusParts_.size() ? measure.toPlainText() : QString());
}

} // namespace incursion::studio
