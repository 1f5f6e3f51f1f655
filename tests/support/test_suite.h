// The suites of a test folder link into one executable (tests/CMakeLists.txt),
// which keeps the build short: each suite registers itself here under its file's
// name, and ctest runs one suite per process, `<folder>_tests tst_name [QTest args]`.
#pragma once

#include <QObject>

#include <memory>

namespace incursion::test {

using SuiteFactory = std::unique_ptr<QObject> (*)();

// Called by INCURSION_TEST_MAIN at static initialisation; `sourceFile` is the
// suite's __FILE__, whose base name ("tst_lexer") names the suite.
bool registerSuite(const char* sourceFile, SuiteFactory make);

} // namespace incursion::test

// Ends every tst_*.cpp, in place of QTEST_MAIN: the executable's main() makes the
// application the folder needs (QApplication for the studio's suites, QCoreApplication
// for the others) and runs the suite named on its command line.
#define INCURSION_TEST_MAIN(TestObject)                                                          \
    namespace {                                                                                  \
    const bool registered##TestObject = ::incursion::test::registerSuite(                        \
        __FILE__, []() -> std::unique_ptr<QObject> { return std::make_unique<TestObject>(); }); \
    }
