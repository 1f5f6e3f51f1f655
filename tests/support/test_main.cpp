// main() of a folder's test executable: runs the one suite named by the first
// argument, with the rest of the arguments as Qt Test's (-functions, a test
// function's name, -o ...). Without a known suite name it lists the suites.
#include "support/test_suite.h"

#include <QtTest>

#if defined(QT_WIDGETS_LIB)
#include <QApplication>
using TestApplication = QApplication;
#else
using TestApplication = QCoreApplication;
#endif

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace incursion::test {
namespace {

struct Suite {
    std::string sourceFile;
    SuiteFactory make = nullptr;
};

// A function-local map: suites register during static initialisation, in any order.
std::map<std::string, Suite>& suites()
{
    static std::map<std::string, Suite> registry;
    return registry;
}

std::string baseName(const std::string& path)
{
    const auto slash = path.find_last_of("/\\");
    std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    const auto dot = name.find('.');
    return dot == std::string::npos ? name : name.substr(0, dot);
}

int listSuites(const char* program)
{
    std::fprintf(stderr, "usage: %s SUITE [Qt Test options and test functions]\nsuites:\n", program);
    for (const auto& entry : suites())
        std::fprintf(stderr, "  %s\n", entry.first.c_str());
    return 2;
}

} // namespace

bool registerSuite(const char* sourceFile, SuiteFactory make)
{
    suites()[baseName(sourceFile)] = Suite{sourceFile, make};
    return true;
}

} // namespace incursion::test

int main(int argc, char** argv)
{
    using namespace incursion::test;
    if (argc < 2)
        return listSuites(argv[0]);
    const auto found = suites().find(argv[1]);
    if (found == suites().end()) {
        std::fprintf(stderr, "%s: no suite named '%s'\n", argv[0], argv[1]);
        return listSuites(argv[0]);
    }

    // Qt and Qt Test see the command line without the suite's name.
    std::vector<char*> arguments{argv[0]};
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    int count = int(arguments.size());
    arguments.push_back(nullptr);

    TestApplication app(count, arguments.data());
    app.setAttribute(Qt::AA_Use96Dpi, true);
    // Each suite keeps the application name it had as an executable of its own.
    QCoreApplication::setApplicationName(QString::fromStdString(found->first));
    QTest::setMainSourcePath(found->second.sourceFile.c_str(), QT_TESTCASE_BUILDDIR);

    const std::unique_ptr<QObject> suite = found->second.make();
    return QTest::qExec(suite.get(), count, arguments.data());
}
