// The parser: every resource and entry form, handlers, system declarations,
// expression precedence, statements, the symbol summary, and error recovery.
#include "support/original_corpus.h"
#include "support/memory_files.h"
#include "support/test_suite.h"

#include "script/ast.h"
#include "script/frontend.h"

#include <QtTest>

#include <random>

namespace tst_parser {

using namespace incursion::script;
using incursion::core::ResourceKind;
using namespace incursion::script::ast;
using incursion::test::MemoryFiles;

namespace {

struct Checked {
    CheckResult result;

    const LexedUnit& unit() const { return result.lexed; }
    const Token& token(TokenIndex i) const { return result.lexed.tokens.at(i); }
    QString name(TokenIndex i) const
    {
        const Token& t = token(i);
        if (t.kind == Tok::Identifier)
            return QString::fromStdString(std::string(result.lexed.names.name(t.text)));
        if (t.kind == Tok::String || t.kind == Tok::Grid)
            return QString::fromStdString(result.lexed.strings.strings.at(t.text));
        return QString::number(t.value);
    }
    // The syntax errors (warnings such as unresolved $"names" are not this suite's concern).
    QStringList errors() const
    {
        QStringList out;
        for (const Diagnostic& d : result.diagnostics->all()) {
            if (d.severity != Severity::Error)
                continue;
            const LineColumn lc = result.sources->lineColumn(result.diagnostics->displayLocation(d));
            out << QStringLiteral("%1:%2: %3").arg(lc.line).arg(lc.column).arg(QString::fromStdString(d.message));
        }
        return out;
    }
    std::vector<const Resource*> resources() const
    {
        std::vector<const Resource*> out;
        for (const Decl* d : result.module->declarations)
            if (d->kind == DeclKind::Resource)
                out.push_back(static_cast<const Resource*>(d));
        return out;
    }
    const Resource& resource(const QString& resourceName) const
    {
        for (const Resource* r : resources())
            if (name(r->name) == resourceName)
                return *r;
        qFatal("no resource %s", qPrintable(resourceName));
    }
    // Entries of a resource whose keyword is spelled `keyword` (or of `kind` when no keyword).
    const Entry& entry(const Resource& r, EntryKind kind, size_t nth = 0) const
    {
        for (const Entry* e : r.entries)
            if (e->kind == kind && nth-- == 0)
                return *e;
        qFatal("no such entry");
    }
    LineColumn where(TokenIndex i) const
    {
        return result.sources->lineColumn(displayLocation(result.lexed, *result.sources, i));
    }

    // Expressions as S-expressions, e.g. (&& (== a b) c).
    QString dump(const Expr* e) const
    {
        if (!e)
            return QStringLiteral("null");
        const QString op = QString::fromUtf8(opSpelling(e->op).data(), qsizetype(opSpelling(e->op).size()));
        auto args = [&] {
            QString s;
            for (const Expr* a : e->args)
                s += ' ' + dump(a);
            return s;
        };
        switch (e->kind) {
        case ExprKind::Number: case ExprKind::Char: return QString::number(token(e->token).value);
        case ExprKind::String: return '"' + name(e->token) + '"';
        case ExprKind::True: return QStringLiteral("true");
        case ExprKind::False: return QStringLiteral("false");
        case ExprKind::Null: return QStringLiteral("NULL");
        case ExprKind::ResourceName: return "$\"" + name(e->token) + '"';
        case ExprKind::ResourceNumber: return "$" + dump(e->operand);
        case ExprKind::Identifier: return name(e->token);
        case ExprKind::Paren: return "(paren " + dump(e->operand) + ')';
        case ExprKind::Member: return "(. " + dump(e->operand) + ' ' + name(e->token) + ')';
        case ExprKind::Call: return "(call " + name(e->token) + args() + ')';
        case ExprKind::MemberCall: return "(.call " + dump(e->operand) + ' ' + name(e->token) + args() + ')';
        case ExprKind::RectField: return "(@ " + dump(e->operand) + ' ' + name(e->token) + ')';
        case ExprKind::Min: return "(min " + dump(e->lhs) + ' ' + dump(e->rhs) + ')';
        case ExprKind::Max: return "(max " + dump(e->lhs) + ' ' + dump(e->rhs) + ')';
        case ExprKind::Unary:
            if (e->op == Op::PostIncrement || e->op == Op::PostDecrement)
                return "(post" + op + ' ' + dump(e->operand) + ')';
            return '(' + op + ' ' + dump(e->operand) + ')';
        case ExprKind::Dice: return "(d " + dump(e->lhs) + ' ' + dump(e->rhs) + ')';
        case ExprKind::Cast: {
            const std::string_view t = typeNameSpelling(e->type);
            return "(cast " + QString::fromUtf8(t.data(), qsizetype(t.size())) + ' ' + dump(e->operand) + ')';
        }
        case ExprKind::Binary: case ExprKind::Assign:
            return '(' + op + ' ' + dump(e->lhs) + ' ' + dump(e->rhs) + ')';
        case ExprKind::Conditional:
            return "(? " + dump(e->operand) + ' ' + dump(e->lhs) + ' ' + dump(e->rhs) + ')';
        case ExprKind::Comma: return "(, " + dump(e->lhs) + ' ' + dump(e->rhs) + ')';
        }
        return QStringLiteral("?");
    }
};

Checked check(std::map<std::string, std::string> files)
{
    MemoryFiles memory{std::move(files)};
    CheckOptions options;
    options.mainFile = "main.irc";
    options.preprocessor = memory.options();
    return Checked{checkModule(options)};
}

Checked check(const std::string& source)
{
    return check({{"main.irc", source}});
}

Checked checkFile(const QString& path)
{
    CheckOptions options;
    options.mainFile = path.toStdString();
    return Checked{checkModule(options)};
}

// The routine of the first handler of the first resource.
const Routine& firstRoutine(const Checked& c)
{
    const Resource& r = *c.resources().at(0);
    const auto& events = as<EventsEntry>(c.entry(r, EntryKind::Events));
    return *events.entries[0]->code;
}

// Parses `code` as the single expression statement of a handler.
QString expression(const std::string& code)
{
    Checked c = check("Dungeon \"d\" { On Event 1 { " + code + "; }; }");
    if (!c.errors().isEmpty())
        return "errors: " + c.errors().join(" | ");
    const Routine& routine = firstRoutine(c);
    if (routine.statements.size() != 1 || routine.statements[0]->kind != StmtKind::Expression)
        return QStringLiteral("not one expression statement");
    return c.dump(routine.statements[0]->expr);
}

} // namespace

class ParserTest : public QObject {
    Q_OBJECT
private slots:
    void everyResourceForm()
    {
        Checked c = checkFile(QStringLiteral(INCURSION_TEST_DATA "/parser/forms.irc"));
        QVERIFY2(c.errors().isEmpty(), qPrintable(c.errors().join('\n')));
        const auto& counts = c.result.countByKind;
        for (ResourceKind kind : {ResourceKind::Monster, ResourceKind::Item, ResourceKind::Effect, ResourceKind::Race,
                                  ResourceKind::Class, ResourceKind::Domain, ResourceKind::God, ResourceKind::Terrain,
                                  ResourceKind::Region, ResourceKind::Template, ResourceKind::Flavor,
                                  ResourceKind::Encounter, ResourceKind::Dungeon, ResourceKind::Behaviour,
                                  ResourceKind::Artifact, ResourceKind::Text})
            QCOMPARE(counts[size_t(kind)], size_t(1));
        QCOMPARE(c.result.resources.size(), size_t(16));
        QCOMPARE(QString::fromStdString(c.result.resources[0].name), QStringLiteral("orc warrior"));
        QCOMPARE(c.result.resources[0].kind, ResourceKind::Monster);
        QCOMPARE(QString::fromStdString(c.result.resources.back().name), QStringLiteral("help::intro"));
        QCOMPARE(c.result.resources.back().kind, ResourceKind::Text);

        // Settings, globals and the four system declaration forms.
        std::vector<const Decl*> decls(c.result.module->declarations.begin(), c.result.module->declarations.end());
        QCOMPARE(decls[0]->kind, DeclKind::ModuleName);
        QCOMPARE(decls[1]->kind, DeclKind::FileName);
        QCOMPARE(decls[2]->kind, DeclKind::Slot);
        QCOMPARE(c.dump(static_cast<const SettingDecl*>(decls[2])->value), QStringLiteral("3"));
        QCOMPARE(decls[3]->kind, DeclKind::GlobalVariables);
        const VarDecl& globals = *static_cast<const GlobalVariablesDecl*>(decls[3])->declaration;
        QCOMPARE(globals.type, TypeName::Int16);
        QCOMPARE(globals.names.size(), size_t(2));
        QCOMPARE(c.name(globals.names[1]), QStringLiteral("gOther"));
    }

    void systemDeclarations()
    {
        Checked c = checkFile(QStringLiteral(INCURSION_TEST_DATA "/parser/forms.irc"));
        std::vector<const SystemDecl*> sys;
        for (const Decl* d : c.result.module->declarations)
            if (d->kind == DeclKind::System)
                sys.push_back(static_cast<const SystemDecl*>(d));
        QCOMPARE(sys.size(), size_t(4));
        QCOMPARE(sys[0]->form, SystemDecl::Object);
        QCOMPARE(c.name(sys[0]->name), QStringLiteral("EActor"));
        QCOMPARE(c.dump(sys[0]->objectType), QStringLiteral("(paren (- 2))"));
        QCOMPARE(c.dump(sys[0]->objectId), QStringLiteral("4"));
        QCOMPARE(sys[1]->form, SystemDecl::MemberVariable);
        QCOMPARE(sys[1]->type, TypeName::Int16);
        QCOMPARE(c.name(sys[1]->name), QStringLiteral("HP"));
        QCOMPARE(sys[2]->form, SystemDecl::MemberFunction);
        QCOMPARE(sys[2]->type, TypeName::Bool);
        QVERIFY(sys[2]->varargs);
        QCOMPARE(sys[2]->parameters.size(), size_t(3));
        QCOMPARE(c.name(sys[2]->parameters[1]->name), QStringLiteral("val"));
        QCOMPARE(c.dump(sys[2]->parameters[1]->defaultValue), QStringLiteral("(- 1)"));
        QCOMPARE(sys[2]->parameters[2]->type, TypeName::HObj);
        QCOMPARE(c.dump(sys[2]->parameters[2]->objectType), QStringLiteral("(paren (- 1))"));
        QCOMPARE(sys[3]->form, SystemDecl::GlobalFunction);
        QCOMPARE(c.name(sys[3]->name), QStringLiteral("random"));
        QCOMPARE(sys[3]->parameters.size(), size_t(1));

        // Unnamed parameters and a parameterless function.
        Checked d = check("system int16 dist(int16, int16);\nsystem void Reset();\n");
        QVERIFY2(d.errors().isEmpty(), qPrintable(d.errors().join('\n')));
        const auto* dist = static_cast<const SystemDecl*>(d.result.module->declarations[0]);
        QCOMPARE(dist->parameters.size(), size_t(2));
        QCOMPARE(dist->parameters[0]->name, kNoToken);
        QCOMPARE(static_cast<const SystemDecl*>(d.result.module->declarations[1])->parameters.size(), size_t(0));
    }

    void monsterEntries()
    {
        Checked c = checkFile(QStringLiteral(INCURSION_TEST_DATA "/parser/forms.irc"));
        const Resource& orc = c.resource(QStringLiteral("orc warrior"));
        QCOMPARE(orc.resourceKind, ResourceKind::Monster);
        QCOMPARE(orc.header.size(), size_t(2));
        QCOMPARE(c.dump(orc.header[1]), QStringLiteral("21"));
        QCOMPARE(c.name(as<DescEntry>(c.entry(orc, EntryKind::Desc)).text), QStringLiteral("A brutish orc."));

        // CR 1/2 is a fraction; +Hit keeps its sign; Speed 120% its percent.
        const auto& cr = as<ValueEntry>(c.entry(orc, EntryKind::Value, 1));
        QCOMPARE(c.token(cr.keyword).kind, Tok::KwCR);
        QVERIFY(cr.flags & ValueEntry::Fraction);
        QCOMPARE(c.dump(cr.value) + '/' + c.dump(cr.second), QStringLiteral("1/2"));
        const auto& hit = as<ValueEntry>(c.entry(orc, EntryKind::Value, 3));
        QCOMPARE(c.token(hit.keyword).kind, Tok::KwHit);
        QVERIFY(hit.flags & ValueEntry::Plus);

        const auto& glyph = *as<GlyphEntry>(c.entry(orc, EntryKind::Glyph)).glyph;
        QCOMPARE(glyph.foreground->value, 12);     // bright red
        QCOMPARE(c.token(glyph.image).value, int('o'));

        const auto& attacks = as<AttacksEntry>(c.entry(orc, EntryKind::Attacks)).attacks;
        QCOMPARE(attacks.size(), size_t(2));
        const Dice& dice = *attacks[0]->primary.damage;
        QCOMPARE(c.dump(dice.count) + 'd' + c.dump(dice.sides) + '+' + c.dump(dice.bonus), QStringLiteral("1d8+2"));
        QCOMPARE(c.dump(attacks[0]->primary.damageType), QStringLiteral("3"));
        QCOMPARE(c.token(attacks[0]->primary.dcKeyword).kind, Tok::KwDC);
        QCOMPARE(c.dump(attacks[0]->primary.dc), QStringLiteral("12"));
        QCOMPARE(attacks[0]->also.size(), size_t(1));
        QCOMPARE(c.dump(attacks[0]->also[0]->damageType), QStringLiteral("4"));
        QCOMPARE(c.dump(attacks[1]->primary.chance), QStringLiteral("50"));

        const auto& flags = as<ListEntry>(c.entry(orc, EntryKind::List, 0));
        QCOMPARE(c.token(flags.keyword).kind, Tok::KwFlags);
        QCOMPARE(flags.items.size(), size_t(2));
        QCOMPARE(flags.items[0]->prefix, kNoToken);
        QCOMPARE(c.token(flags.items[1]->prefix).kind, Tok::Tilde);

        const auto& attributes = as<AttributesEntry>(c.entry(orc, EntryKind::Attributes)).values;
        QCOMPARE(attributes.size(), size_t(2));
        QCOMPARE(c.token(attributes[1]->attribute).value, 1);   // Dex
        QCOMPARE(c.dump(attributes[0]->value), QStringLiteral("14"));

        const auto& stati = as<StatiEntry>(c.entry(orc, EntryKind::Stati));
        QCOMPARE(stati.values.size(), size_t(3));
        QCOMPARE(c.dump(stati.resource), QStringLiteral("$\"orc warrior\""));

        const auto& gear = as<GearEntry>(c.entry(orc, EntryKind::Gear)).items;
        QCOMPARE(gear.size(), size_t(3));
        QCOMPARE(c.dump(gear[0]->condition), QStringLiteral("(> (. EActor HP) 3)"));
        QCOMPARE(c.dump(gear[0]->chance), QStringLiteral("50"));
        QCOMPARE(c.token(gear[1]->separatorBefore).kind, Tok::KwElse);
        QCOMPARE(gear[2]->separatorBefore, kNoToken);
        QCOMPARE(c.dump(gear[2]->amount->sides), QStringLiteral("4"));
        QCOMPARE(c.dump(gear[2]->plus), QStringLiteral("1"));
        QCOMPARE(gear[2]->modifiers.size(), size_t(2));
        QCOMPARE(gear[2]->modifiers[0]->kind, GearModifier::With);
        QCOMPARE(gear[2]->modifiers[1]->kind, GearModifier::Of);
        QCOMPARE(c.dump(gear[2]->modifiers[1]->a), QStringLiteral("$\"flaming\""));
    }

    void handlersAndEventLists()
    {
        Checked c = checkFile(QStringLiteral(INCURSION_TEST_DATA "/parser/forms.irc"));
        const Resource& orc = c.resource(QStringLiteral("orc warrior"));
        const auto& events = as<EventsEntry>(c.entry(orc, EntryKind::Events));
        QCOMPARE(events.entries.size(), size_t(2));
        // The PRE(...) wrapper is a macro: the parser sees ((13)+500).
        QCOMPARE(events.entries[0]->events.size(), size_t(2));
        QCOMPARE(c.dump(events.entries[0]->events[0]), QStringLiteral("12"));
        QCOMPARE(c.dump(events.entries[0]->events[1]), QStringLiteral("(paren (+ (paren 13) 500))"));
        QVERIFY(events.entries[0]->code);
        QCOMPARE(events.entries[0]->code->statements[0]->kind, StmtKind::Return);
        QCOMPARE(events.entries[1]->code, nullptr);
        QCOMPARE(events.entries[1]->messages.size(), size_t(3));
        QCOMPARE(c.name(events.entries[1]->messages[2]), QStringLiteral("Someone shouts."));

        // The summary lists one handler per entry, with the events as written.
        QCOMPARE(c.result.handlers.size(), size_t(2));
        QCOMPARE(QString::fromStdString(c.result.handlers[0].events), QStringLiteral("EV_MOVE, PRE(EV_ATTK)"));
        QCOMPARE(QString::fromStdString(c.result.handlers[1].events), QStringLiteral("MSG_CAST"));
        QCOMPARE(c.result.handlers[0].resource, size_t(0));
        const LineColumn on = c.result.sources->lineColumn(c.result.handlers[0].loc);
        QCOMPARE(on.line, 27u);
        QCOMPARE(on.column, 5u);
    }

    void effectSegmentsAndPrefixes()
    {
        Checked c = checkFile(QStringLiteral(INCURSION_TEST_DATA "/parser/forms.irc"));
        const Resource& spell = c.resource(QStringLiteral("magic missile"));
        QCOMPARE(spell.resourceKind, ResourceKind::Effect);
        QCOMPARE(c.token(spell.keyword).kind, Tok::KwSpell);
        QCOMPARE(spell.sources.size(), size_t(2));
        QCOMPARE(c.dump(spell.header[0]), QStringLiteral("3"));
        QCOMPARE(c.dump(as<BareExpressionEntry>(c.entry(spell, EntryKind::BareExpression)).value),
                 QStringLiteral("(| 1 2)"));
        const auto& sval = as<ValueEntry>(c.entry(spell, EntryKind::Value, 1));
        QVERIFY(sval.flags & ValueEntry::Partial);
        const Dice& pval = *as<ValueEntry>(c.entry(spell, EntryKind::Value, 2)).dice;
        QVERIFY(pval.negativeBonus);
        QCOMPARE(c.dump(pval.bonus), QStringLiteral("3"));
        QCOMPARE(as<ColourEntry>(c.entry(spell, EntryKind::ColourValue)).colour->value, 3);
        const auto& purpose = as<ValueEntry>(c.entry(spell, EntryKind::Value, 4));
        QCOMPARE(c.dump(purpose.second), QStringLiteral("2"));
        QCOMPARE(spell.segments.size(), size_t(1));
        QCOMPARE(c.dump(spell.segments[0]->archetype), QStringLiteral("4"));
        QCOMPARE(spell.segments[0]->entries.size(), size_t(1));
        // The summary's end location is the last segment's closing brace.
        QCOMPARE(c.result.sources->lineColumn(c.result.resources[2].endLoc).line, 46u);
    }

    void characterAndWorldResources()
    {
        Checked c = checkFile(QStringLiteral(INCURSION_TEST_DATA "/parser/forms.irc"));
        const Resource& human = c.resource(QStringLiteral("Human;race"));
        const auto& grants = as<GrantsEntry>(c.entry(human, EntryKind::Grants)).grants;
        QCOMPARE(grants.size(), size_t(2));
        QCOMPARE(grants[0]->level.form, LevelSpec::At);
        QCOMPARE(c.dump(grants[0]->param), QStringLiteral("$\"orc warrior\""));
        QCOMPARE(grants[1]->level.form, LevelSpec::EveryStarting);
        QCOMPARE(c.dump(grants[1]->level.every), QStringLiteral("2"));
        QCOMPARE(c.dump(grants[1]->level.level), QStringLiteral("3"));
        QCOMPARE(c.dump(grants[1]->param2), QStringLiteral("3"));
        QCOMPARE(as<ResourcesEntry>(c.entry(human, EntryKind::Resources)).resources.size(), size_t(2));
        QCOMPARE(c.name(as<KeyedTextEntry>(c.entry(human, EntryKind::KeyedText)).text), QStringLiteral("Aldo/Brand"));

        const Resource& fighter = c.resource(QStringLiteral("fighter"));
        QVERIFY(as<ValueEntry>(c.entry(fighter, EntryKind::Value, 0)).flags & ValueEntry::DiceWord);
        QCOMPARE(as<PairsEntry>(c.entry(fighter, EntryKind::Pairs)).pairs.size(), size_t(2));
        QCOMPARE(c.dump(as<ListEntry>(c.entry(fighter, EntryKind::List)).bracketValue), QStringLiteral("2"));

        const Resource& vault = c.resource(QStringLiteral("vault"));
        const auto& grid = as<GridEntry>(c.entry(vault, EntryKind::Grid));
        QCOMPARE(c.name(grid.grid), QStringLiteral("#.#.1."));
        const auto& tiles = as<TilesEntry>(c.entry(vault, EntryKind::Tiles)).tiles;
        QCOMPARE(tiles.size(), size_t(2));
        QCOMPARE(c.token(tiles[0]->character).value, int('1'));
        QCOMPARE(tiles[0]->modifiers.size(), size_t(2));
        QCOMPARE(tiles[0]->modifiers[0]->kind, TileModifier::With);
        QCOMPARE(tiles[0]->modifiers[1]->kind, TileModifier::Flags);
        QCOMPARE(tiles[1]->modifiers[0]->kind, TileModifier::As);
        QCOMPARE(c.token(tiles[1]->modifiers[0]->glyph->image).value, int('x'));

        const Resource& ghost = c.resource(QStringLiteral("ghostly"));
        QCOMPARE(c.dump(ghost.headerFor), QStringLiteral("21"));
        const auto& cr = as<ModifierEntry>(c.entry(ghost, EntryKind::Modifier, 0));
        QCOMPARE(cr.mode, ModifierEntry::Add);
        QCOMPARE(c.token(cr.boundKeyword).kind, Tok::KwMin);
        QCOMPARE(c.dump(cr.bound), QStringLiteral("3"));
        QCOMPARE(as<ModifierEntry>(c.entry(ghost, EntryKind::Modifier, 1)).mode, ModifierEntry::Subtract);
        const auto& templateFlags = as<ListEntry>(c.entry(ghost, EntryKind::List, 1));
        QCOMPARE(c.token(templateFlags.items[1]->prefix).kind, Tok::Bang);

        const Resource& band = c.resource(QStringLiteral("orc band"));
        const auto& crRange = as<ValueEntry>(c.entry(band, EntryKind::Value));
        QVERIFY(crRange.flags & ValueEntry::Range);
        const auto& parts = as<PartsEntry>(c.entry(band, EntryKind::Parts)).parts;
        QCOMPARE(parts.size(), size_t(2));
        QCOMPARE(c.dump(parts[0]->target), QStringLiteral("$\"orc warrior\""));
        QCOMPARE(parts[0]->flags.size(), size_t(1));
        QCOMPARE(c.token(parts[1]->starter).kind, Tok::Pipe);
        QCOMPARE(c.dump(parts[1]->chance), QStringLiteral("50"));
        QCOMPARE(c.dump(parts[1]->minCR), QStringLiteral("3"));
        QCOMPARE(c.dump(parts[1]->weight), QStringLiteral("10"));
        QCOMPARE(c.dump(parts[1]->countMin) + '-' + c.dump(parts[1]->countMax), QStringLiteral("2-4"));
        QVERIFY(parts[1]->targetAny);

        const Resource& deep = c.resource(QStringLiteral("the deep"));
        const auto& constants = as<ConstantsEntry>(c.entry(deep, EntryKind::Constants)).constants;
        QCOMPARE(constants.size(), size_t(2));
        QCOMPARE(c.dump(constants[1]->value), QStringLiteral("$\"vault\""));
        const auto& lists = as<ListsEntry>(c.entry(deep, EntryKind::Lists)).lists;
        QCOMPARE(lists.size(), size_t(2));
        QCOMPARE(lists[0]->values.size(), size_t(4));
        QCOMPARE(c.dump(lists[0]->values[2]), QStringLiteral("\"text\""));
        QCOMPARE(c.dump(lists[0]->values[3]), QStringLiteral("$\"floor\""));
        QCOMPARE(c.dump(lists[1]->values[0]), QStringLiteral("(paren (- 2))"));
        const auto& specials = as<SpecialsEntry>(c.entry(deep, EntryKind::Specials)).specials;
        QCOMPARE(specials.size(), size_t(2));
        QCOMPARE(c.dump(specials[0]->chance), QStringLiteral("25"));
        QCOMPARE(specials[0]->form, SpecialDef::AtLevelN);
        QCOMPARE(specials[1]->form, SpecialDef::AtNLevel);

        const Resource& blade = c.resource(QStringLiteral("the blade"));
        QCOMPARE(as<ListEntry>(c.entry(blade, EntryKind::List)).items.size(), size_t(2));
        QCOMPARE(as<ColourEntry>(c.entry(c.resource(QStringLiteral("steel")), EntryKind::ColourValue)).colour->value, 15);
    }

    void expressionPrecedence_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("tree");
        auto row = [](const char* code, const char* tree) { QTest::newRow(code) << QString(code) << QString(tree); };
        row("a + b * c << 2 == k && e", "(&& (== (<< (+ a (* b c)) 2) k) e)");
        row("a || b && c | g ^ e & f", "(|| a (&& b (| c (^ g (& e f)))))");
        row("a < b == c", "(== (< a b) c)");
        row("a - b - c", "(- (- a b) c)");
        row("x = a ? b, c : k", "(= x (? a (, b c) k))");
        row("x += y ~= 1", "errors: 1:35: expected ';' after the expression, found '~='");
        row("x ~= 1, y <<= 2", "(, (~= x 1) (<<= y 2))");
        row("(int32) -x * 2", "(* (cast int32 (- x)) 2)");
        row("2d6 + 1", "(+ (d 2 6) 1)");
        row("(x)d(y+1) * 3", "(* (d (paren x) (paren (+ y 1))) 3)");
        row("-a d b", "(d (- a) b)");
        row(":x - y: + 1", "errors: 1:31: expected ':' to close the absolute value ':x:', found '-'");
        row(":x: + !y + ~z", "(+ (+ (:e: x) (! y)) (~ z))");
        row("EActor->Foo(1, $\"orc\").Bar", "(. (.call EActor Foo 1 $\"orc\") Bar)");
        row("r@x1 = min(a, b) + max(c, $0)", "(= (@ r x1) (+ (min a b) (max c $0)))");
        row("i++ + n--", "(+ (post++ i) (post-- n))");
        row("Print(\"hi\", NULL, true)", "(call Print \"hi\" NULL true)");
    }
    void expressionPrecedence()
    {
        QFETCH(QString, code);
        QFETCH(QString, tree);
        QCOMPARE(expression(code.toStdString()), tree);
    }

    void statements()
    {
        Checked c = check("Dungeon \"d\" {\n"
                          "  On Event 1 {\n"
                          "    int16 i, n; static int32 total; rID r;\n"
                          "    for (i = 0; i < 3; i++) { if (i == 1) continue; else break; }\n"
                          "    while (n) n--;\n"
                          "    do { n++; } while (n < 2);\n"
                          "    switch (r) { case $\"x\": return 1; case 2: case 3: break; default: return; }\n"
                          "    return i;\n"
                          "  };\n"
                          "}\n");
        QVERIFY2(c.errors().isEmpty(), qPrintable(c.errors().join('\n')));
        const Routine& routine = firstRoutine(c);
        QCOMPARE(routine.declarations.size(), size_t(3));
        QVERIFY(routine.declarations[1]->isStatic);
        QCOMPARE(routine.declarations[2]->type, TypeName::RID);
        QCOMPARE(routine.statements.size(), size_t(5));
        const Stmt& loop = *routine.statements[0];
        QCOMPARE(loop.kind, StmtKind::For);
        QCOMPARE(c.dump(loop.step), QStringLiteral("(post++ i)"));
        const Stmt& branch = *loop.body->statements[0];
        QCOMPARE(branch.kind, StmtKind::If);
        QCOMPARE(branch.body->kind, StmtKind::Continue);
        QCOMPARE(branch.elseBody->kind, StmtKind::Break);
        QCOMPARE(routine.statements[1]->kind, StmtKind::While);
        QCOMPARE(routine.statements[2]->kind, StmtKind::DoWhile);
        const Stmt& sw = *routine.statements[3];
        QCOMPARE(sw.cases.size(), size_t(4));
        QCOMPARE(c.dump(sw.cases[0]->label), QStringLiteral("$\"x\""));
        QCOMPARE(sw.cases[1]->body.size(), size_t(0));   // falls through
        QCOMPARE(sw.cases[2]->body.size(), size_t(1));
        QCOMPARE(sw.cases[3]->label, nullptr);
        QCOMPARE(sw.cases[3]->body[0]->expr, nullptr);
        // Every node knows its source range.
        QCOMPARE(c.where(sw.first).line, 7u);
        QCOMPARE(c.where(sw.last).line, 7u);
        QCOMPARE(c.token(sw.last).kind, Tok::RightBrace);
    }

    void longElseIfChainsAreNotNesting()
    {
        std::string source = "Dungeon \"d\" {\n  On Event 1 {\n    int16 x;\n    if (x == 0) x = 1;\n";
        for (int i = 1; i < 300; ++i)
            source += "    else if (x == " + std::to_string(i) + ") x = " + std::to_string(i + 1) + ";\n";
        source += "    else x = 0;\n  };\n}\n";
        Checked c = check(source);
        QVERIFY2(c.errors().isEmpty(), qPrintable(c.errors().join('\n')));
        const Stmt* s = firstRoutine(c).statements[0];
        int links = 0;
        while (s->elseBody && s->elseBody->kind == StmtKind::If) {
            s = s->elseBody;
            ++links;
        }
        QCOMPARE(links, 299);
        QCOMPARE(s->elseBody->kind, StmtKind::Expression);
        QCOMPARE(c.token(firstRoutine(c).statements[0]->last).kind, Tok::Semicolon);   // spans the whole chain
    }

    void aWordTheLexerRejectedIsReportedOnce()
    {
        Checked c = check("Monster \"m\" : 1 {\n  Depth: 1;\n  Bogus: 2;\n}\n");
        QCOMPARE(c.errors(), QStringList{"3:3: unknown word 'Bogus': outside handler code only keywords, constants and literals may appear"});
    }

    void recoveryReportsEachErrorOnce()
    {
        Checked c = check("Monster \"a\" : 1 {\n"
                          "  Depth 3\n"
                          "  CR 2;\n"
                          "  On Event 1 {\n"
                          "    x = (1 + ;\n"
                          "    return 2;\n"
                          "  };\n"
                          "}\n"
                          "Item \"b\" : 2 { Weight: 4; Cost 5 }\n"
                          "Item \"c\" : 2 { Weight: 4; }\n");
        QCOMPARE(c.errors(), (QStringList{
            "3:3: expected ';' at the end of the 'Depth' entry, found 'CR'",
            "5:14: expected an expression, found ';'",
            "9:34: expected ';' after the cost, found '}'",
        }));
        // Recovery keeps the rest: all three resources and the handler's later statement.
        QCOMPARE(c.result.resources.size(), size_t(3));
        const auto& events = as<EventsEntry>(c.entry(c.resource(QStringLiteral("a")), EntryKind::Events));
        QCOMPARE(events.entries[0]->code->statements.size(), size_t(1));
        QCOMPARE(events.entries[0]->code->statements[0]->kind, StmtKind::Return);
    }

    void errorMessagesNameWhatWasExpected()
    {
        QCOMPARE(check("Monster \"a\" { Depth 1; }").errors(),
                 QStringList{"1:13: expected ':' after the monster name (as in 'Monster \"orc\" : MA_ORC'), found '{'"});
        QCOMPARE(check("Monster \"a\" : 1 { Depth 1;\nItem \"b\" : 2 { }").errors(),
                 QStringList{"2:1: expected '}' to close the body of Monster \"a\", found 'Item'"});
        QCOMPARE(check("Quest \"q\" { }").errors(),
                 QStringList{"1:1: 'Quest' resources cannot be defined: the language has no syntax for them"});
        QCOMPARE(expression("a = b = c"), QStringLiteral("errors: 1:34: expected ';' after the expression, found '='"));
        QCOMPARE(expression("f() = 2"),
                 QStringLiteral("errors: 1:32: the left side of '=' must be a variable, a member (x.m) or a rect field (r@x1)"));
        QCOMPARE(expression("1d2d3"), QStringLiteral("errors: 1:31: dice rolls cannot be chained; use parentheses, e.g. (1d4)d6"));
        Checked late = check("Dungeon \"d\" { On Event 1 { return 1; int16 x; }; }");
        QCOMPARE(late.errors(), QStringList{"1:38: declarations must come before the first statement of a handler"});
        Checked loop = check("Dungeon \"d\" { On Event 1 { for (;;) return 1; }; }");
        QCOMPARE(loop.errors(), QStringList{"1:33: expected an expression, found ';'"});
    }

    void errorsInsideMacrosPointAtTheUse()
    {
        Checked c = check("#define BAD_ENTRY Depth 1 2;\nMonster \"a\" : 1 {\n  BAD_ENTRY\n}\n");
        QCOMPARE(c.errors(), QStringList{"3:3: expected ';' at the end of the 'Depth' entry, found number 2"});
    }

    void deepNestingIsAnErrorNotACrash()
    {
        const std::string parens(5000, '(');
        Checked c = check("Dungeon \"d\" { On Event 1 { x = " + parens + "1; }; }\nItem \"i\" : 1 { }\n");
        QVERIFY(!c.errors().isEmpty());
        QVERIFY2(c.errors().first().contains("nesting is too deep"), qPrintable(c.errors().first()));
        QCOMPARE(c.result.resources.size(), size_t(2));     // parsing went on after the error

        const std::string braces(5000, '{');
        Checked b = check("Dungeon \"d\" { On Event 1 " + braces + " }; }\n");
        QVERIFY(!b.errors().isEmpty());
    }

    // The original module (not part of the repository): set INCURSION_CORPUS_DIR to the
    // directory holding lib/main.irc and inc/.
    void originalCorpusParsesCleanly()
    {
        const std::optional<CheckOptions> options = incursion::test::originalCorpusOptions();
        if (!options)
            QSKIP("INCURSION_CORPUS_DIR is not set");
        Checked c{checkModule(*options)};
        QCOMPARE(c.result.diagnostics->errorCount(), size_t(0));
        const std::pair<ResourceKind, size_t> expected[] = {
            {ResourceKind::Monster, 538}, {ResourceKind::Item, 262}, {ResourceKind::Feature, 30},
            {ResourceKind::Effect, 1187}, {ResourceKind::Race, 17}, {ResourceKind::Class, 39},
            {ResourceKind::Domain, 43}, {ResourceKind::God, 17}, {ResourceKind::Dungeon, 3},
            {ResourceKind::Region, 92}, {ResourceKind::Terrain, 63}, {ResourceKind::Template, 106},
            {ResourceKind::Flavor, 883}, {ResourceKind::Encounter, 88}, {ResourceKind::Text, 61}};
        for (const auto& [kind, count] : expected)
            QCOMPARE(c.result.countByKind[size_t(kind)], count);
        QCOMPARE(c.result.resources.size(), size_t(3429));
        QCOMPARE(c.result.handlers.size(), size_t(2524));
    }

    void garbageTerminates()
    {
        std::mt19937 random(12345);
        const char* pieces[] = {"{", "}", "(", ")", ";", ",", "$", "\"s\"", "'c'", ":", "*", "[", "]", "if", "else",
                                "On Event", "Monster \"m\" :", "Spell", "1", "d", "+", "-", "%", "int16", "x", "system",
                                "case", "switch", "Gear:", "Parts:", "Tiles:", "Lists:", "?", "->", "@"};
        for (int round = 0; round < 50; ++round) {
            std::string source;
            for (int i = 0; i < 400; ++i) {
                source += pieces[random() % std::size(pieces)];
                source += ' ';
            }
            Checked c = check(source);
            QVERIFY(c.result.module);
            QVERIFY(c.result.diagnostics->errorCount() > 0);
        }
        Checked empty = check("");
        QVERIFY(empty.errors().isEmpty());
        QCOMPARE(empty.result.module->declarations.size(), size_t(0));
    }
};

INCURSION_TEST_MAIN(ParserTest)
#include "tst_parser.moc"
} // namespace tst_parser
