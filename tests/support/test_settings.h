// Studio tests run with settings of their own: QStandardPaths test mode and
// an application name per suite, so they neither read nor change the user's
// settings, and suites do not see each other's.
#pragma once

#include <QCoreApplication>
#include <QStandardPaths>
#include <QString>

namespace incursion::test {

// Call from initTestCase(); each test's init() then starts with QSettings().clear().
inline void useTestSettings(const QString& suite)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("IncursionTests"));
    QCoreApplication::setApplicationName(suite);
}

} // namespace incursion::test
