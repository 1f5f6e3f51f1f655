// A scripted Language Server Protocol client for tests: runs a server as a
// child process, frames JSON-RPC messages with Content-Length headers, and
// waits for the responses and notifications a test expects.
#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <functional>
#include <optional>

namespace incursion::test {

class LspClient {
public:
    ~LspClient()
    {
        if (process_.state() != QProcess::NotRunning) {
            process_.kill();
            process_.waitForFinished(5000);
        }
    }

    bool start(const QString& program, const QStringList& arguments = {})
    {
        process_.setProgram(program);
        process_.setArguments(arguments);
        process_.start();
        return process_.waitForStarted(10000);
    }

    void sendRaw(const QByteArray& bytes)
    {
        process_.write(bytes);
        process_.waitForBytesWritten(5000);
    }

    void send(const QJsonObject& message)
    {
        const QByteArray body = QJsonDocument(message).toJson(QJsonDocument::Compact);
        sendRaw("Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    }

    int request(const QString& method, const QJsonValue& params = QJsonObject())
    {
        const int id = nextId_++;
        send({{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", params}});
        return id;
    }

    void notify(const QString& method, const QJsonValue& params = QJsonObject())
    {
        send({{"jsonrpc", "2.0"}, {"method", method}, {"params", params}});
    }

    // The first message (in arrival order) `matches` accepts, taken out of the
    // queue; nothing when none comes in `timeoutMs`.
    std::optional<QJsonObject> waitFor(const std::function<bool(const QJsonObject&)>& matches, int timeoutMs = 60000)
    {
        QDeadlineTimer deadline(timeoutMs);
        for (;;) {
            for (qsizetype i = 0; i < received_.size(); ++i)
                if (matches(received_[i]))
                    return received_.takeAt(i);
            if (deadline.hasExpired() || process_.state() == QProcess::NotRunning)
                return std::nullopt;
            process_.waitForReadyRead(static_cast<int>(std::max<qint64>(1, std::min<qint64>(deadline.remainingTime(), 200))));
            readFrames();
        }
    }

    std::optional<QJsonObject> response(int id, int timeoutMs = 60000)
    {
        return waitFor([id](const QJsonObject& m) { return m.value("id") == QJsonValue(id) && !m.contains("method"); },
                       timeoutMs);
    }

    // The result of a request (null when the response is an error or missing).
    QJsonValue call(const QString& method, const QJsonValue& params = QJsonObject())
    {
        const std::optional<QJsonObject> reply = response(request(method, params));
        return reply ? reply->value("result") : QJsonValue();
    }

    // The next publishDiagnostics for `uri`.
    std::optional<QJsonArray> diagnostics(const QString& uri, int timeoutMs = 60000)
    {
        const std::optional<QJsonObject> m = waitFor(
            [&](const QJsonObject& m) {
                return m.value("method") == "textDocument/publishDiagnostics" &&
                       m.value("params").toObject().value("uri").toString() == uri;
            },
            timeoutMs);
        if (!m)
            return std::nullopt;
        return m->value("params").toObject().value("diagnostics").toArray();
    }

    // Waits for the server to end; its exit code, or -1 when it does not.
    int waitForExit(int timeoutMs = 30000)
    {
        if (!process_.waitForFinished(timeoutMs) && process_.state() != QProcess::NotRunning)
            return -1;
        return process_.exitStatus() == QProcess::NormalExit ? process_.exitCode() : -1;
    }

    void closeInput() { process_.closeWriteChannel(); }

private:
    void readFrames()
    {
        buffer_ += process_.readAllStandardOutput();
        for (;;) {
            const qsizetype headerEnd = buffer_.indexOf("\r\n\r\n");
            if (headerEnd < 0)
                return;
            const QByteArray header = buffer_.left(headerEnd);
            const qsizetype at = header.indexOf("Content-Length: ");
            const qsizetype length = at < 0 ? -1 : header.mid(at + 16).split('\r').first().toLongLong();
            if (length < 0 || buffer_.size() < headerEnd + 4 + length)
                return;
            received_.append(QJsonDocument::fromJson(buffer_.mid(headerEnd + 4, length)).object());
            buffer_.remove(0, headerEnd + 4 + length);
        }
    }

    QProcess process_;
    QByteArray buffer_;
    QList<QJsonObject> received_;
    int nextId_ = 1;
};

} // namespace incursion::test
