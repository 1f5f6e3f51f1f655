#include "debug/breakpoint_store.h"

#include "language/check_snapshot.h"
#include "project/project.h"
#include "vm/disassembler.h"

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

std::optional<InstructionBreakpoint::Resolved> InstructionBreakpoint::resolve(const module::ModuleImage& image) const
{
    const std::string name = function.toStdString();
    int found = -1;
    if (functionIndex >= 0 && size_t(functionIndex) < image.functions.size()
        && vm::functionName(image, uint32_t(functionIndex)) == name)
        found = functionIndex;
    for (size_t i = 0; found < 0 && i < image.functions.size(); ++i)
        if (vm::functionName(image, uint32_t(i)) == name)
            found = int(i);
    if (found < 0)
        return std::nullopt;
    // The listing says where instructions start (operands take code words too).
    for (const vm::ListingLine& line : vm::disassemble(image, uint32_t(found)))
        if (line.kind == vm::ListingLine::Kind::Instruction && line.pc == uint32_t(pc))
            return Resolved{found, line.source};
    return std::nullopt;
}

vm::Breakpoint InstructionBreakpoint::toEngine(uint32_t module, int function) const
{
    vm::Breakpoint b;
    b.kind = vm::Breakpoint::Kind::Instruction;
    b.instruction = vm::CodeLocation{module, uint32_t(function), uint32_t(pc)};
    b.enabled = enabled;
    return b;
}

QString InstructionBreakpoint::location() const
{
    return BreakpointStore::tr("%1 + pc %2").arg(function).arg(pc);
}

bool InstructionBreakpoint::sameInstruction(const InstructionBreakpoint& other) const
{
    return module == other.module && function == other.function && pc == other.pc;
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
    const auto hasId = [id](const auto& b) { return b.id == id; };
    if (breakpoints_.removeIf(hasId) + instructions_.removeIf(hasId) > 0)
        emit changed();
}

void BreakpointStore::setEnabled(int id, bool enabled)
{
    if (const SourceBreakpoint* found = find(id)) {
        SourceBreakpoint changed = *found;
        changed.enabled = enabled;
        update(changed);
        return;
    }
    for (InstructionBreakpoint& b : instructions_)
        if (b.id == id && b.enabled != enabled) {
            b.enabled = enabled;
            emit changed();
        }
}

void BreakpointStore::clear()
{
    if (breakpoints_.isEmpty() && instructions_.isEmpty())
        return;
    breakpoints_.clear();
    instructions_.clear();
    emit changed();
}

const InstructionBreakpoint* BreakpointStore::findInstruction(int id) const
{
    for (const InstructionBreakpoint& b : instructions_)
        if (b.id == id)
            return &b;
    return nullptr;
}

void BreakpointStore::toggleInstruction(const InstructionBreakpoint& breakpoint)
{
    InstructionBreakpoint added = breakpoint;
    added.module = CheckSnapshot::normalizedPath(breakpoint.module);
    for (const InstructionBreakpoint& b : instructions_)
        if (b.sameInstruction(added)) {
            remove(b.id);
            return;
        }
    added.id = nextId_++;
    if (!added.file.isEmpty())
        added.file = CheckSnapshot::normalizedPath(added.file);
    instructions_.append(added);
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
    instructions_.clear();
    const auto path = [&project](const QVariantMap& map, const QString& key) {
        const QString relative = map.value(key).toString();
        return relative.isEmpty() ? QString() : CheckSnapshot::normalizedPath(project.absolutePath(relative));
    };
    for (const QVariant& entry : project.loadBreakpoints()) {
        const QVariantMap map = entry.toMap();
        if (map.value(QStringLiteral("kind")).toString() == QLatin1String("instruction")) {
            InstructionBreakpoint b;
            b.id = nextId_++;
            b.module = path(map, QStringLiteral("module"));
            b.function = map.value(QStringLiteral("function")).toString();
            b.functionIndex = map.value(QStringLiteral("functionIndex"), -1).toInt();
            b.pc = map.value(QStringLiteral("pc"), -1).toInt();
            b.file = path(map, QStringLiteral("file"));
            b.line = map.value(QStringLiteral("line")).toInt();
            b.enabled = map.value(QStringLiteral("enabled"), true).toBool();
            if (!b.function.isEmpty() && b.pc >= 0)
                instructions_.append(b);
            continue;
        }
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
    for (const InstructionBreakpoint& b : instructions_)
        entries.append(QVariantMap{
            {QStringLiteral("kind"), QStringLiteral("instruction")},
            {QStringLiteral("module"), project.relativePath(b.module)},
            {QStringLiteral("function"), b.function},
            {QStringLiteral("functionIndex"), b.functionIndex},
            {QStringLiteral("pc"), b.pc},
            {QStringLiteral("file"), b.file.isEmpty() ? QString() : project.relativePath(b.file)},
            {QStringLiteral("line"), b.line},
            {QStringLiteral("enabled"), b.enabled},
        });
    project.saveBreakpoints(entries);
}

} // namespace incursion::studio
