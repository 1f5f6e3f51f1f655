#include "debug/breakpoint_store.h"

#include "language/check_snapshot.h"
#include "project/project.h"

#include <QFileInfo>
#include <QVariantMap>

#include <algorithm>

namespace incursion::studio {
namespace {

QString hitConditionKey(vm::Breakpoint::HitCondition condition)
{
    switch (condition) {
    case vm::Breakpoint::HitCondition::Always: break;
    case vm::Breakpoint::HitCondition::Equal: return QStringLiteral("equal");
    case vm::Breakpoint::HitCondition::AtLeast: return QStringLiteral("atLeast");
    case vm::Breakpoint::HitCondition::MultipleOf: return QStringLiteral("multipleOf");
    }
    return QStringLiteral("always");
}

vm::Breakpoint::HitCondition hitConditionFromKey(const QString& key)
{
    for (auto condition : {vm::Breakpoint::HitCondition::Equal, vm::Breakpoint::HitCondition::AtLeast,
                           vm::Breakpoint::HitCondition::MultipleOf})
        if (hitConditionKey(condition) == key)
            return condition;
    return vm::Breakpoint::HitCondition::Always;
}

} // namespace

vm::Breakpoint SourceBreakpoint::toEngine() const
{
    vm::Breakpoint b;
    b.file = file.toStdString();
    b.line = uint32_t(std::max(line, 1));
    b.condition = condition.trimmed().toStdString();
    b.hitCondition = hitCondition;
    b.hitTarget = uint32_t(std::max(hitTarget, 0));
    b.enabled = enabled;
    return b;
}

QString SourceBreakpoint::location() const
{
    return QStringLiteral("%1:%2").arg(QFileInfo(file).fileName()).arg(line);
}

QString SourceBreakpoint::hitConditionText() const
{
    switch (hitCondition) {
    case vm::Breakpoint::HitCondition::Always: break;
    case vm::Breakpoint::HitCondition::Equal: return BreakpointStore::tr("when hits = %1").arg(hitTarget);
    case vm::Breakpoint::HitCondition::AtLeast: return BreakpointStore::tr("when hits >= %1").arg(hitTarget);
    case vm::Breakpoint::HitCondition::MultipleOf: return BreakpointStore::tr("every %1 hits").arg(hitTarget);
    }
    return {};
}

BreakpointStore::BreakpointStore(QObject* parent) : QObject(parent) {}

const SourceBreakpoint* BreakpointStore::find(int id) const
{
    for (const SourceBreakpoint& b : breakpoints_)
        if (b.id == id)
            return &b;
    return nullptr;
}

QList<SourceBreakpoint> BreakpointStore::inFile(const QString& file) const
{
    QList<SourceBreakpoint> found;
    for (const SourceBreakpoint& b : breakpoints_)
        if (b.file == file)
            found.append(b);
    std::stable_sort(found.begin(), found.end(),
                     [](const SourceBreakpoint& a, const SourceBreakpoint& b) { return a.line < b.line; });
    return found;
}

const SourceBreakpoint* BreakpointStore::at(const QString& file, int line) const
{
    for (const SourceBreakpoint& b : breakpoints_)
        if (b.file == file && b.line == line)
            return &b;
    return nullptr;
}

void BreakpointStore::toggle(const QString& file, int line)
{
    const QString path = CheckSnapshot::normalizedPath(file);
    if (const SourceBreakpoint* existing = at(path, line)) {
        remove(existing->id);
        return;
    }
    SourceBreakpoint b;
    b.file = path;
    b.line = line;
    add(b);
}

int BreakpointStore::add(SourceBreakpoint breakpoint)
{
    breakpoint.id = nextId_++;
    breakpoint.file = CheckSnapshot::normalizedPath(breakpoint.file);
    breakpoints_.append(breakpoint);
    emit changed();
    return breakpoint.id;
}

void BreakpointStore::update(const SourceBreakpoint& breakpoint)
{
    for (SourceBreakpoint& b : breakpoints_)
        if (b.id == breakpoint.id) {
            if (b.line == breakpoint.line && b.condition == breakpoint.condition && b.enabled == breakpoint.enabled
                && b.hitCondition == breakpoint.hitCondition && b.hitTarget == breakpoint.hitTarget)
                return;
            b = breakpoint;
            emit changed();
            return;
        }
}

void BreakpointStore::remove(int id)
{
    const auto removed = std::remove_if(breakpoints_.begin(), breakpoints_.end(),
                                        [id](const SourceBreakpoint& b) { return b.id == id; });
    if (removed == breakpoints_.end())
        return;
    breakpoints_.erase(removed, breakpoints_.end());
    emit changed();
}

void BreakpointStore::clear()
{
    if (breakpoints_.isEmpty())
        return;
    breakpoints_.clear();
    emit changed();
}

void BreakpointStore::moveLines(const QString& file, const QList<int>& lines)
{
    const QList<SourceBreakpoint> before = inFile(file);
    bool moved = false;
    for (qsizetype i = 0; i < before.size() && i < lines.size(); ++i)
        for (SourceBreakpoint& b : breakpoints_)
            if (b.id == before[i].id && b.line != lines[i] && lines[i] > 0) {
                b.line = lines[i];
                moved = true;
            }
    if (moved)
        emit changed();
}

void BreakpointStore::load(const Project& project)
{
    breakpoints_.clear();
    for (const QVariant& entry : project.loadBreakpoints()) {
        const QVariantMap map = entry.toMap();
        SourceBreakpoint b;
        b.id = nextId_++;
        b.file = CheckSnapshot::normalizedPath(project.absolutePath(map.value(QStringLiteral("file")).toString()));
        b.line = map.value(QStringLiteral("line")).toInt();
        b.condition = map.value(QStringLiteral("condition")).toString();
        b.hitCondition = hitConditionFromKey(map.value(QStringLiteral("hitCondition")).toString());
        b.hitTarget = map.value(QStringLiteral("hitTarget")).toInt();
        b.enabled = map.value(QStringLiteral("enabled"), true).toBool();
        if (b.line > 0)
            breakpoints_.append(b);
    }
    emit changed();
}

void BreakpointStore::save(const Project& project) const
{
    QVariantList entries;
    for (const SourceBreakpoint& b : breakpoints_)
        entries.append(QVariantMap{
            {QStringLiteral("file"), project.relativePath(b.file)},
            {QStringLiteral("line"), b.line},
            {QStringLiteral("condition"), b.condition},
            {QStringLiteral("hitCondition"), hitConditionKey(b.hitCondition)},
            {QStringLiteral("hitTarget"), b.hitTarget},
            {QStringLiteral("enabled"), b.enabled},
        });
    project.saveBreakpoints(entries);
}

} // namespace incursion::studio
