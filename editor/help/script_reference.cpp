#include "help/script_reference.h"

#include "shared/runtime_text.h"

#include "core/resource_kind.h"
#include "game/event_ids.h"
#include "language/reference.h"
#include "script/token.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <map>
#include <vector>

namespace incursion::studio {
namespace {

using Category = ReferenceEntry::Category;

struct EventRow {
    std::string_view name;
    int32_t number;
};

constexpr EventRow kEvents[] = {
#define INCURSION_EVENT(name, number) {#name, number},
#include "game/event_ids.def"
#undef INCURSION_EVENT
};

// The wrappers scripts write around an event number and what each adds.
struct Wrapper {
    std::string_view name;
    int32_t offset;
};
constexpr Wrapper kWrappers[] = {
    {"PRE", game::kPreOffset},       {"POST", game::kPostOffset},     {"EVICTIM", game::kVictimOffset},
    {"ETARGET", game::kVictimOffset}, {"EITEM", game::kItemOffset},    {"META", game::kMetaOffset},
    {"GODWATCH", game::kGodWatchOffset},
};

QString code(const QString& text) { return QStringLiteral("<code>%1</code>").arg(text.toHtmlEscaped()); }

QString wordClassName(script::WordClass cls)
{
    switch (cls) {
    case script::WordClass::Attribute: return ScriptReference::tr("an attribute");
    case script::WordClass::Colour: return ScriptReference::tr("a colour");
    case script::WordClass::Direction: return ScriptReference::tr("a direction");
    case script::WordClass::WeaponType: return ScriptReference::tr("a weapon type");
    case script::WordClass::SaveType: return ScriptReference::tr("a saving throw");
    }
    return {};
}

// Where the guide explains a data keyword: handlers, grids, or resource entries.
QString guideOfDataKeyword(script::Tok kind)
{
    const std::string_view spelling = script::tokenSpelling(kind);
    if (spelling == "On" || spelling == "Event")
        return QStringLiteral("handlers.md#writing-a-handler");
    if (spelling == "Grid" || spelling == "Tiles")
        return QStringLiteral("prefab-grids.md#the-grid");
    return QStringLiteral("resources.md#entries");
}

} // namespace

QString ReferenceEntry::categoryId(Category category)
{
    switch (category) {
    case Category::ResourceKind: return QStringLiteral("kind");
    case Category::Event: return QStringLiteral("event");
    case Category::ApiObject: return QStringLiteral("object");
    case Category::ApiFunction: return QStringLiteral("function");
    case Category::ApiMethod: return QStringLiteral("method");
    case Category::ApiVariable: return QStringLiteral("variable");
    case Category::ResourceMethod: return QStringLiteral("resource-method");
    case Category::ResourceVariable: return QStringLiteral("resource-variable");
    case Category::Constant: return QStringLiteral("constant");
    case Category::Macro: return QStringLiteral("macro");
    case Category::CodeKeyword: return QStringLiteral("keyword");
    case Category::DataKeyword: return QStringLiteral("entry-keyword");
    case Category::DataWord: return QStringLiteral("word");
    }
    return {};
}

QString ReferenceEntry::id() const { return categoryId(category) + QLatin1Char('/') + name; }

QString ScriptReference::categoryName(Category category)
{
    switch (category) {
    case Category::ResourceKind: return tr("resource kind");
    case Category::Event: return tr("event");
    case Category::ApiObject: return tr("system object");
    case Category::ApiFunction: return tr("API function");
    case Category::ApiMethod: return tr("API method");
    case Category::ApiVariable: return tr("API member");
    case Category::ResourceMethod: return tr("resource method");
    case Category::ResourceVariable: return tr("resource member");
    case Category::Constant: return tr("constant");
    case Category::Macro: return tr("macro");
    case Category::CodeKeyword: return tr("code keyword");
    case Category::DataKeyword: return tr("entry keyword");
    case Category::DataWord: return tr("word");
    }
    return {};
}

ScriptReference::ScriptReference(const language::AnalysisPtr& analysis)
{
    addTables();
    addAnalysis(analysis);
    std::stable_sort(entries_.begin(), entries_.end(), [](const ReferenceEntry& a, const ReferenceEntry& b) {
        const int byName = a.name.compare(b.name, Qt::CaseInsensitive);
        return byName != 0 ? byName < 0 : a.category < b.category;
    });
    byId_.clear();
    for (qsizetype i = 0; i < entries_.size(); ++i)
        byId_.insert(entries_[i].id(), i);
}

void ScriptReference::add(ReferenceEntry entry)
{
    const QString id = entry.id();
    if (const auto it = byId_.constFind(id); it != byId_.cend()) {
        entries_[*it] = std::move(entry);      // a spelling a table lists twice is one entry
        return;
    }
    byId_.insert(id, entries_.size());
    entries_.append(std::move(entry));
}

void ScriptReference::addTables()
{
    // Resource kinds: the header keywords and the kind each declares.
    std::map<core::ResourceKind, QStringList> keywordsOfKind;
    for (const script::KeywordSpelling& k : script::dataKeywordSpellings())
        if (const auto kind = script::resourceKindOfKeyword(k.kind))
            keywordsOfKind[*kind] << toQString(k.spelling);
    for (const script::KeywordSpelling& k : script::dataKeywordSpellings()) {
        ReferenceEntry entry;
        entry.name = toQString(k.spelling);
        if (const auto kind = script::resourceKindOfKeyword(k.kind)) {
            entry.category = Category::ResourceKind;
            entry.facts << tr("Declares a resource of the kind %1 (the module's %2).")
                               .arg(code(toQString(core::resourceKindName(*kind))),
                                    toQString(core::resourceKindPlural(*kind)).toHtmlEscaped());
            if (keywordsOfKind[*kind].size() > 1)
                entry.facts << tr("Every header keyword of this kind: %1.")
                                   .arg(code(keywordsOfKind[*kind].join(QStringLiteral(", "))));
            entry.facts << tr("Written: %1").arg(code(entry.name + QStringLiteral(" \"name\" { entries }")));
            entry.guidePage = *kind == core::ResourceKind::Region ? QStringLiteral("prefab-grids.md")
                                                                  : QStringLiteral("resources.md#resource-kinds");
        } else {
            entry.category = Category::DataKeyword;
            QStringList spellings;
            for (const script::KeywordSpelling& other : script::dataKeywordSpellings())
                if (other.kind == k.kind && other.spelling != k.spelling)
                    spellings << toQString(other.spelling);
            entry.facts << tr("A keyword of resource entries, outside handler code; case does not matter.");
            if (!spellings.isEmpty())
                entry.facts << tr("Also written: %1.").arg(code(spellings.join(QStringLiteral(", "))));
            entry.guidePage = guideOfDataKeyword(k.kind);
        }
        add(std::move(entry));
    }
    for (const script::KeywordSpelling& k : script::codeKeywordSpellings()) {
        ReferenceEntry entry;
        entry.category = Category::CodeKeyword;
        entry.name = toQString(k.spelling);
        const bool type = script::isTypeKeyword(k.kind) || k.kind == script::Tok::KwVoid;
        entry.facts << (type ? tr("A type of handler code: locals, parameters, results.")
                             : tr("A keyword of handler code (case matters)."));
        entry.guidePage = type ? QStringLiteral("script.md#types") : QStringLiteral("script.md#statements");
        add(std::move(entry));
    }
    for (const script::WordSpelling& w : script::dataWordSpellings()) {
        ReferenceEntry entry;
        entry.category = Category::DataWord;
        entry.name = toQString(w.spelling);
        entry.facts << tr("A word for %1 in resource entries, worth %2; case does not matter.")
                           .arg(wordClassName(w.cls))
                           .arg(w.value);
        entry.guidePage = QStringLiteral("resources.md#words");
        add(std::move(entry));
    }
    // Events: the game's numbers; a module names them with #define.
    for (const EventRow& event : kEvents) {
        ReferenceEntry entry;
        entry.category = Category::Event;
        entry.name = toQString(event.name);
        entry.facts << tr("Event number %1.").arg(event.number);
        QStringList aliases;
        for (const EventRow& other : kEvents)
            if (other.number == event.number && other.name != event.name)
                aliases << toQString(other.name);
        if (!aliases.isEmpty())
            entry.facts << tr("The same number as %1.").arg(code(aliases.join(QStringLiteral(", "))));
        entry.facts << tr("Handled with %1; seen by the victim as %2, before and after with %3 and %4.")
                           .arg(code(QStringLiteral("On Event %1 { ... }").arg(entry.name)),
                                code(QStringLiteral("EVICTIM(%1)").arg(entry.name)),
                                code(QStringLiteral("PRE(%1)").arg(entry.name)),
                                code(QStringLiteral("POST(%1)").arg(entry.name)));
        entry.guidePage = QStringLiteral("events.md#event-numbers");
        add(std::move(entry));
    }
}

void ScriptReference::addAnalysis(const language::AnalysisPtr& analysis)
{
    if (!analysis)
        return;
    for (const language::ReferenceSymbol& symbol :
         language::referenceSymbolsOf(*analysis, language::PositionEncoding::Bytes)) {
        ReferenceEntry entry;
        entry.name = toQString(symbol.name);
        entry.declaration = toQString(symbol.declaration);
        entry.documentation = toQString(symbol.documentation);
        if (symbol.location) {
            entry.declaredPath = toQString(symbol.location->path);
            entry.declaredLine = int(symbol.location->range.start.line) + 1;
        }
        using K = language::SymbolKind;
        switch (symbol.kind) {
        case K::ApiObject:
            entry.category = Category::ApiObject;
            entry.facts << tr("A handle the game sets for every event; its class is %1.").arg(code(toQString(symbol.receiver)));
            entry.guidePage = QStringLiteral("script.md#system-objects");
            break;
        case K::ApiFunction:
            entry.category = Category::ApiFunction;
            entry.facts << tr("A function of the game, called by its name.");
            entry.guidePage = QStringLiteral("script.md#calling-the-game");
            break;
        case K::ApiMethod:
        case K::ApiVariable: {
            const bool method = symbol.kind == K::ApiMethod;
            entry.category = symbol.resourceMember ? (method ? Category::ResourceMethod : Category::ResourceVariable)
                                                   : (method ? Category::ApiMethod : Category::ApiVariable);
            if (symbol.resourceMember) {
                entry.facts << tr("A member of resources of the class %1, called on a resource reference (%2).")
                                   .arg(code(toQString(symbol.receiver)), code(QStringLiteral("rID")));
            } else {
                entry.facts << tr("A member of the class %1 and of the classes derived from it.")
                                   .arg(code(toQString(symbol.receiver)));
                QStringList objects;
                for (const std::string& object : symbol.objects)
                    objects << toQString(object);
                if (!objects.isEmpty())
                    entry.facts << tr("Receivers among the system objects: %1.")
                                       .arg(code(objects.join(QStringLiteral(", "))));
            }
            entry.guidePage = QStringLiteral("script.md#calling-the-game");
            break;
        }
        case K::Macro:
        case K::Constant: {
            const std::string_view name = symbol.name;
            if (symbol.kind == K::Constant && game::eventNumber(name)) {
                // The game's event, as this module names it: the table's facts stay.
                if (const auto it = byId_.constFind(QStringLiteral("event/") + entry.name); it != byId_.cend()) {
                    ReferenceEntry& event = entries_[*it];
                    event.declaration = entry.declaration;
                    event.documentation = entry.documentation;
                    event.declaredPath = entry.declaredPath;
                    event.declaredLine = entry.declaredLine;
                    continue;
                }
            }
            entry.category = symbol.kind == K::Macro ? Category::Macro : Category::Constant;
            entry.guidePage = QStringLiteral("script.md#constants-and-macros");
            for (const Wrapper& wrapper : kWrappers)
                if (wrapper.name == name) {
                    entry.facts << tr("Wraps an event number: adds %1, so a handler of the wrapped event runs.")
                                       .arg(wrapper.offset);
                    entry.guidePage = QStringLiteral("events.md#wrappers");
                }
            for (int32_t result = game::ERROR; result <= game::NOMSG; ++result)
                if (game::eventResultName(result) == name) {
                    entry.facts << tr("What a handler returns: %1.").arg(result);
                    entry.guidePage = QStringLiteral("handlers.md#what-a-handler-returns");
                }
            break;
        }
        default:
            continue;
        }
        add(std::move(entry));
    }
}

const ReferenceEntry* ScriptReference::find(const QString& id) const
{
    const auto it = byId_.constFind(id);
    return it == byId_.cend() ? nullptr : &entries_[*it];
}

const ReferenceEntry* ScriptReference::lookup(const QString& name, std::optional<language::SymbolKind> kind) const
{
    using K = language::SymbolKind;
    if (kind) {
        QList<Category> categories;
        switch (*kind) {
        case K::ApiObject: categories = {Category::ApiObject}; break;
        case K::ApiFunction: categories = {Category::ApiFunction}; break;
        case K::ApiMethod: categories = {Category::ApiMethod, Category::ResourceMethod}; break;
        case K::ApiVariable: categories = {Category::ApiVariable, Category::ResourceVariable}; break;
        case K::Constant: categories = {Category::Event, Category::Constant}; break;
        case K::Macro: categories = {Category::Macro}; break;
        case K::Keyword:
        case K::DataKeyword:
        case K::DataWord: break;
        default: return nullptr;     // the module's own names (resources, locals ...) are not in the reference
        }
        for (Category category : categories)
            if (const ReferenceEntry* entry = find(ReferenceEntry::categoryId(category) + QLatin1Char('/') + name))
                return entry;
    }
    for (Qt::CaseSensitivity sensitivity : {Qt::CaseSensitive, Qt::CaseInsensitive})
        for (const ReferenceEntry& entry : entries_)
            if (entry.name.compare(name, sensitivity) == 0)
                return &entry;
    return nullptr;
}

QString ScriptReference::html(const ReferenceEntry& entry, const QString& guideDir) const
{
    QString page = QStringLiteral("<h1>%1</h1><p><i>%2</i></p>")
                       .arg(entry.name.toHtmlEscaped(), categoryName(entry.category).toHtmlEscaped());
    if (!entry.declaration.isEmpty())
        page += QStringLiteral("<pre>%1</pre>").arg(entry.declaration.toHtmlEscaped());
    if (!entry.documentation.isEmpty())
        page += QStringLiteral("<p>%1</p>").arg(entry.documentation.toHtmlEscaped());
    for (const QString& fact : entry.facts)
        page += QStringLiteral("<p>%1</p>").arg(fact);
    if (!entry.declaredPath.isEmpty()) {
        // A link when the file exists (not for a header read from memory): it opens the declaration.
        const QString place = QStringLiteral("%1:%2").arg(QFileInfo(entry.declaredPath).fileName()).arg(entry.declaredLine);
        const QString shown = QFileInfo::exists(entry.declaredPath)
            ? QStringLiteral("<a href=\"%1\">%2</a>")
                  .arg(sourceUrl(entry.declaredPath, entry.declaredLine).toString(QUrl::FullyEncoded).toHtmlEscaped(),
                       code(place))
            : code(place);
        page += QStringLiteral("<p>%1</p>").arg(tr("Declared in %1.").arg(shown));
    }
    if (!guideDir.isEmpty() && !entry.guidePage.isEmpty()) {
        const QString file = entry.guidePage.section(QLatin1Char('#'), 0, 0);
        QUrl url = QUrl::fromLocalFile(QDir(guideDir).filePath(file));
        if (entry.guidePage.contains(QLatin1Char('#')))
            url.setFragment(entry.guidePage.section(QLatin1Char('#'), 1));
        page += QStringLiteral("<p><a href=\"%1\">%2</a></p>")
                    .arg(url.toString(QUrl::FullyEncoded).toHtmlEscaped(), tr("Read more in the Language Guide"));
    }
    return page;
}

QUrl ScriptReference::sourceUrl(const QString& path, int line)
{
    QUrl url = QUrl::fromLocalFile(path);
    url.setFragment(QString::number(line));
    return url;
}

int ScriptReference::lineOfSourceUrl(const QUrl& url)
{
    return url.isLocalFile() ? url.fragment().toInt() : 0;
}

QUrl ScriptReference::urlOf(const QString& id)
{
    QUrl url;
    url.setScheme(QLatin1String(kScheme));
    url.setPath(id);
    return url;
}

QString ScriptReference::idOf(const QUrl& url)
{
    return url.scheme() == QLatin1String(kScheme) ? url.path() : QString();
}

} // namespace incursion::studio
