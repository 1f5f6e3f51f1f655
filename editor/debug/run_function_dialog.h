// Debug > Run Function...: the built module's script functions, each with a
// field for its arguments (integers, comma-separated).
#pragma once

#include "debug/debug_session.h"

#include <QDialog>

class QDialogButtonBox;
class QTableWidget;

namespace incursion::studio {

class RunFunctionDialog : public QDialog {
    Q_OBJECT
public:
    RunFunctionDialog(const QList<DebugSession::ScriptFunction>& functions, QWidget* parent = nullptr);

    QTableWidget* table() const { return table_; }
    void select(const QString& function);
    void setArguments(const QString& function, const QString& arguments);
    QString function() const;
    // The chosen function's arguments; nullopt (with `error`) if they do not parse.
    std::optional<QList<int>> arguments(QString* error = nullptr) const;

    void accept() override;

private:
    int rowOf(const QString& function) const;

    QList<DebugSession::ScriptFunction> functions_;
    QTableWidget* table_;
    QDialogButtonBox* buttons_;
};

// "1, -2, 0x10" -> {1, -2, 16}; nullopt with `error` on anything else.
std::optional<QList<int>> parseArguments(const QString& text, int expected, QString* error);

} // namespace incursion::studio
