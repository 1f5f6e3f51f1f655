// The Script Reference: one entry for every name a module's author may write
// and look up, generated, never listed by hand: the compiler's keyword and
// word tables, the resource kinds its header keywords declare, the game's
// event numbers (game/event_ids.def) and, from the latest check of the
// module, its `system` declarations and macros with their comments as the
// language service's hover shows them (language/reference.h).
#pragma once

#include "language/language_service.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace incursion::studio {

struct ReferenceEntry {
    enum class Category {
        ResourceKind, Event, ApiObject, ApiFunction, ApiMethod, ApiVariable, ResourceMethod, ResourceVariable,
        Constant, Macro, CodeKeyword, DataKeyword, DataWord
    };
    Category category = Category::Constant;
    QString name;
    QString declaration;        // as written in the module, when it declares the name
    QString documentation;      // the declaration's comment
    QStringList facts;          // rich-text lines: what the tables say ("Number: 42", "Receiver: T_THING")
    QString declaredPath;       // the file that declares it (empty when no file does)
    int declaredLine = 0;       // 1-based
    QString guidePage;          // the guide section that explains it: "events.md#wrappers"

    // A stable key: "method/IPrint", "event/EV_DEATH", "kind/Monster".
    QString id() const;
    static QString categoryId(Category category);
};

class ScriptReference {
    Q_DECLARE_TR_FUNCTIONS(ScriptReference)
public:
    // The tables' entries (keywords, words, kinds, events) and what the
    // analysis declares (null before the first check: the tables alone).
    explicit ScriptReference(const language::AnalysisPtr& analysis = {});

    const QList<ReferenceEntry>& entries() const { return entries_; }
    const ReferenceEntry* find(const QString& id) const;
    // The entry a name written in a script denotes, given what the language
    // service resolved it to (`kind`), else by the name alone (keywords,
    // kinds and events the module does not define): an exact match first,
    // then one ignoring case (data keywords are case-insensitive).
    const ReferenceEntry* lookup(const QString& name, std::optional<language::SymbolKind> kind) const;

    static QString categoryName(ReferenceEntry::Category category);
    // The entry as a page: links to the guide are relative to `guideDir`.
    QString html(const ReferenceEntry& entry, const QString& guideDir) const;

    // A place in a module's file as a link of a page (file:///.../rules.irh#387), and back.
    static QUrl sourceUrl(const QString& path, int line);
    static int lineOfSourceUrl(const QUrl& url);

    // reference:method/IPrint
    static QUrl urlOf(const QString& id);
    static QString idOf(const QUrl& url);       // empty if not a reference URL
    static constexpr const char* kScheme = "reference";

private:
    void addTables();
    void addAnalysis(const language::AnalysisPtr& analysis);
    void add(ReferenceEntry entry);

    QList<ReferenceEntry> entries_;
    QHash<QString, qsizetype> byId_;
};

} // namespace incursion::studio
