// The KSyntaxHighlighting definition (data/syntax/incursionscript.xml) is the one piece of
// highlighting that cannot read the compiler's tables at run time, so this suite pins its
// keyword lists to them: a keyword added to token_kinds.def must be added there too.

#include "script/token.h"

#include <QFile>
#include <QHash>
#include <QSet>
#include <QStringList>
#include <QXmlStreamReader>
#include <QtTest>
#include "support/test_suite.h"

#include <algorithm>

namespace tst_syntax_definition {

using namespace incursion::script;

namespace {

struct KeywordRule {
    QString list;
    bool insensitive = false;
};

struct SyntaxDefinition {
    QString name;
    QStringList extensions;
    QHash<QString, QStringList> lists;   // list name -> items, in file order
    QList<KeywordRule> keywordRules;
    QStringList defaultStyles;           // defStyleNum of every itemData
    QString error;                       // empty when the file was read completely
};

SyntaxDefinition readDefinition(const QString& path)
{
    SyntaxDefinition definition;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        definition.error = file.errorString();
        return definition;
    }
    QXmlStreamReader xml(&file);
    QString currentList;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == u"list")
            currentList.clear();
        if (!xml.isStartElement())
            continue;
        const auto attributes = xml.attributes();
        if (xml.name() == u"language") {
            definition.name = attributes.value("name").toString();
            definition.extensions = attributes.value("extensions").toString().split(u';', Qt::SkipEmptyParts);
        } else if (xml.name() == u"list") {
            currentList = attributes.value("name").toString();
            definition.lists.insert(currentList, {});
        } else if (xml.name() == u"item" && !currentList.isEmpty()) {
            definition.lists[currentList].append(xml.readElementText().trimmed());
        } else if (xml.name() == u"keyword") {
            const auto insensitive = attributes.value("insensitive").toString().toLower();
            definition.keywordRules.append({attributes.value("String").toString(),
                                            insensitive == u"true" || insensitive == u"1"});
        } else if (xml.name() == u"itemData") {
            definition.defaultStyles.append(attributes.value("defStyleNum").toString());
        }
    }
    if (xml.hasError())
        definition.error = QStringLiteral("%1:%2:%3: %4")
                               .arg(path)
                               .arg(xml.lineNumber())
                               .arg(xml.columnNumber())
                               .arg(xml.errorString());
    return definition;
}

QString definitionPath()
{
    return QStringLiteral(INCURSION_SOURCE_DIR "/data/syntax/incursionscript.xml");
}

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

template <typename Spellings>
QStringList spellingsOf(const Spellings& table)
{
    QStringList result;
    for (const auto& entry : table)
        result.append(toQString(entry.spelling));
    return result;
}

QSet<QString> normalised(const QStringList& words, Qt::CaseSensitivity cs)
{
    QSet<QString> result;
    for (const auto& word : words)
        result.insert(cs == Qt::CaseSensitive ? word : word.toLower());
    return result;
}

QString sortedList(const QSet<QString>& words)
{
    QStringList list(words.begin(), words.end());
    list.sort(Qt::CaseInsensitive);
    return list.join(QStringLiteral(", "));
}

} // namespace

class SyntaxDefinitionTest : public QObject {
    Q_OBJECT

private:
    SyntaxDefinition m_definition;

private slots:
    void initTestCase()
    {
        m_definition = readDefinition(definitionPath());
        QVERIFY2(m_definition.error.isEmpty(), qPrintable(m_definition.error));
    }

    void identifiesTheLanguage()
    {
        // kate-syntax-highlighter -s and tests/syntax/check-definition select it by this name.
        QCOMPARE(m_definition.name, QStringLiteral("IncursionScript"));
        QCOMPARE(m_definition.extensions, (QStringList{QStringLiteral("*.irc"), QStringLiteral("*.irh")}));
    }

    void keywordListsMatchCompiler_data()
    {
        QTest::addColumn<QString>("list");
        QTest::addColumn<QStringList>("compilerSpellings");
        QTest::addColumn<bool>("caseSensitive");

        QTest::newRow("code keywords") << QStringLiteral("code keywords")
                                       << spellingsOf(codeKeywordSpellings()) << true;
        QTest::newRow("data keywords") << QStringLiteral("data keywords")
                                       << spellingsOf(dataKeywordSpellings()) << false;
        QTest::newRow("data words") << QStringLiteral("data words")
                                    << spellingsOf(dataWordSpellings()) << false;
    }

    void keywordListsMatchCompiler()
    {
        QFETCH(QString, list);
        QFETCH(QStringList, compilerSpellings);
        QFETCH(bool, caseSensitive);
        const auto cs = caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;

        QVERIFY2(m_definition.lists.contains(list), qPrintable(QStringLiteral("no <list name=\"%1\">").arg(list)));
        QVERIFY(!compilerSpellings.isEmpty());
        const QStringList items = m_definition.lists.value(list);

        const auto inDefinition = normalised(items, cs);
        QVERIFY2(inDefinition.size() == items.size(),
                 qPrintable(QStringLiteral("list \"%1\" repeats a word").arg(list)));

        const auto inCompiler = normalised(compilerSpellings, cs);
        const auto missing = inCompiler - inDefinition;
        const auto extra = inDefinition - inCompiler;
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("in the compiler's table but not in \"%1\": %2").arg(list, sortedList(missing))));
        QVERIFY2(extra.isEmpty(),
                 qPrintable(QStringLiteral("in \"%1\" but not in the compiler's table: %2").arg(list, sortedList(extra))));
    }

    void keywordRulesFollowCompilerCaseRules_data()
    {
        QTest::addColumn<QString>("list");
        QTest::addColumn<bool>("insensitive");
        // The lexer matches code keywords exactly and data words in any case.
        QTest::newRow("code keywords") << QStringLiteral("code keywords") << false;
        QTest::newRow("data keywords") << QStringLiteral("data keywords") << true;
        QTest::newRow("data words") << QStringLiteral("data words") << true;
    }

    void keywordRulesFollowCompilerCaseRules()
    {
        QFETCH(QString, list);
        QFETCH(bool, insensitive);
        int uses = 0;
        for (const auto& rule : std::as_const(m_definition.keywordRules)) {
            if (rule.list != list)
                continue;
            ++uses;
            QCOMPARE(rule.insensitive, insensitive);
        }
        QVERIFY2(uses > 0, qPrintable(QStringLiteral("no <keyword> rule uses \"%1\"").arg(list)));
    }

    void formatsUseKnownDefaultStyles()
    {
        // The engine silently falls back to dsNormal for a misspelt style name.
        static const QSet<QString> known = {
            "dsNormal", "dsKeyword", "dsFunction", "dsVariable", "dsControlFlow", "dsOperator",
            "dsBuiltIn", "dsExtension", "dsPreprocessor", "dsAttribute", "dsChar", "dsSpecialChar",
            "dsString", "dsVerbatimString", "dsSpecialString", "dsImport", "dsDataType", "dsDecVal",
            "dsBaseN", "dsFloat", "dsConstant", "dsComment", "dsDocumentation", "dsAnnotation",
            "dsCommentVar", "dsRegionMarker", "dsInformation", "dsWarning", "dsAlert", "dsOthers",
            "dsError"};
        QVERIFY(!m_definition.defaultStyles.isEmpty());
        for (const auto& style : std::as_const(m_definition.defaultStyles))
            QVERIFY2(known.contains(style), qPrintable(QStringLiteral("unknown defStyleNum \"%1\"").arg(style)));
    }
};

INCURSION_TEST_MAIN(SyntaxDefinitionTest)
#include "tst_syntax_definition.moc"
} // namespace tst_syntax_definition
