#include "language/diagnostics_presenter.h"

#include "shared/language_icons.h"
#include "language/scintilla_position.h"

#include <Qsci/qsciscintilla.h>

#include <QFileInfo>

#include <algorithm>

namespace incursion::studio {
namespace {

constexpr int kDwellMilliseconds = 500;
constexpr int kMarkerSize = 14;

int severityIndex(script::Severity severity)
{
    return static_cast<int>(severity);
}

} // namespace

DiagnosticsPresenter::DiagnosticsPresenter(QsciScintilla* editor, int markerMargin)
    : QObject(editor), editor_(editor)
{
    int markerMask = 0;
    for (script::Severity severity : {script::Severity::Note, script::Severity::Warning, script::Severity::Error}) {
        const int i = severityIndex(severity);
        indicators_[i] = editor->indicatorDefine(QsciScintilla::SquiggleIndicator);
        editor->setIndicatorForegroundColor(severityColor(severity), indicators_[i]);
        editor->setIndicatorDrawUnder(true, indicators_[i]);
        const QIcon icon = LanguageIcons::severity(severity);
        markers_[i] = icon.isNull() ? editor->markerDefine(QsciScintilla::Circle)
                                    : editor->markerDefine(icon.pixmap(kMarkerSize, kMarkerSize).toImage());
        if (icon.isNull())
            editor->setMarkerBackgroundColor(severityColor(severity), markers_[i]);
        markerMask |= 1 << markers_[i];
    }
    // Share the margin with whatever else the editor shows there.
    editor->setMarginMarkerMask(markerMargin, editor->marginMarkerMask(markerMargin) | markerMask);
    if (editor->marginWidth(markerMargin) == 0)
        editor->setMarginWidth(markerMargin, kMarkerSize + 4);

    editor->SendScintilla(QsciScintillaBase::SCI_SETMOUSEDWELLTIME, kDwellMilliseconds);
    connect(editor, &QsciScintillaBase::SCN_DWELLSTART, this,
            [this](int position, int, int) { showCalltip(position); });
    connect(editor, &QsciScintillaBase::SCN_DWELLEND, this, [this](int, int, int) { hideCalltip(); });
}

void DiagnosticsPresenter::setFilePath(const QString& path)
{
    filePath_ = CheckSnapshot::normalizedPath(path);
    if (snapshot_)
        showSnapshot(snapshot_);
}

int DiagnosticsPresenter::indicatorFor(script::Severity severity) const
{
    return indicators_[severityIndex(severity)];
}

int DiagnosticsPresenter::markerFor(script::Severity severity) const
{
    return markers_[severityIndex(severity)];
}

void DiagnosticsPresenter::clear()
{
    shown_.clear();
    if (!editor_)
        return;
    const int length = editor_->length();
    for (int indicator : indicators_) {
        editor_->SendScintilla(QsciScintillaBase::SCI_SETINDICATORCURRENT, indicator);
        editor_->SendScintilla(QsciScintillaBase::SCI_INDICATORCLEARRANGE, 0, length);
    }
    for (int marker : markers_)
        editor_->markerDeleteAll(marker);
    hideCalltip();
}

void DiagnosticsPresenter::showSnapshot(const CheckSnapshotPtr& snapshot)
{
    clear();
    snapshot_ = snapshot;
    if (!editor_ || !snapshot || filePath_.isEmpty())
        return;
    shown_ = snapshot->diagnosticsFor(filePath_);
    for (int i = 0; i < shown_.size(); ++i) {
        const DiagnosticEntry& d = shown_[i];
        // A zero-length diagnostic (e.g. at the end of the file) still gets a visible mark.
        const auto [start, end] =
            ScintillaPosition::rangeFromLineColumn(editor_, d.position.line, d.position.column, std::max(d.length, 1));
        const int length = end - start;
        editor_->SendScintilla(QsciScintillaBase::SCI_SETINDICATORCURRENT, indicatorFor(d.severity));
        editor_->SendScintilla(QsciScintillaBase::SCI_SETINDICATORVALUE, i + 1);
        if (length > 0)
            editor_->SendScintilla(QsciScintillaBase::SCI_INDICATORFILLRANGE, start, length);
        editor_->markerAdd(int(editor_->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, start)),
                           markerFor(d.severity));
    }
}

const DiagnosticEntry* DiagnosticsPresenter::diagnosticAt(int position) const
{
    if (!editor_ || position < 0)
        return nullptr;
    // Errors win over warnings over notes where squiggles overlap.
    for (script::Severity severity : {script::Severity::Error, script::Severity::Warning, script::Severity::Note}) {
        const int value = static_cast<int>(editor_->SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT,
                                                                  indicatorFor(severity), position));
        if (value > 0 && value <= shown_.size())
            return &shown_[value - 1];
    }
    return nullptr;
}

QColor DiagnosticsPresenter::severityColor(script::Severity severity)
{
    switch (severity) {
    case script::Severity::Error: return QColor(0xd3, 0x2f, 0x2f);
    case script::Severity::Warning: return QColor(0xf0, 0xa0, 0x00);
    case script::Severity::Note: return QColor(0x1e, 0x88, 0xe5);
    }
    return Qt::red;
}

QString DiagnosticsPresenter::tooltipText(const DiagnosticEntry& diagnostic)
{
    QString severity;
    switch (diagnostic.severity) {
    case script::Severity::Error: severity = tr("error"); break;
    case script::Severity::Warning: severity = tr("warning"); break;
    case script::Severity::Note: severity = tr("note"); break;
    }
    QString text = tr("%1: %2").arg(severity, diagnostic.message);
    for (const DiagnosticNote& note : diagnostic.notes) {
        text += QLatin1Char('\n')
                + tr("%1:%2:%3: note: %4")
                      .arg(QFileInfo(note.position.path).fileName())
                      .arg(note.position.line)
                      .arg(note.position.column)
                      .arg(note.message);
    }
    return text;
}

void DiagnosticsPresenter::showCalltip(int position)
{
    const DiagnosticEntry* d = diagnosticAt(position);
    if (!d)
        return;
    editor_->SendScintilla(QsciScintillaBase::SCI_CALLTIPSHOW, position, tooltipText(*d).toUtf8().constData());
    calltipShown_ = true;
}

void DiagnosticsPresenter::hideCalltip()
{
    // Only take down our own calltip, not e.g. a completion's.
    if (editor_ && calltipShown_)
        editor_->SendScintilla(QsciScintillaBase::SCI_CALLTIPCANCEL);
    calltipShown_ = false;
}

} // namespace incursion::studio
