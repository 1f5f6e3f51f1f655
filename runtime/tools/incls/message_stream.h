// JSON-RPC messages over a byte stream, framed as the Language Server Protocol
// frames them: "Content-Length: N\r\n" (other headers ignored), a blank line,
// then N bytes of JSON. The reader never trusts its input: a header block
// without a usable length, or a length past the limit, is reported and
// skipped, and reading carries on at the next header.
#pragma once

#include <cstddef>
#include <string>

namespace incursion::incls {

class MessageReader {
public:
    enum class Status { Message, Timeout, EndOfInput, BadFrame, Woken };
    struct Result {
        Status status = Status::EndOfInput;
        std::string body;       // Message: the JSON text
        std::string error;      // BadFrame: what was wrong
    };

    static constexpr size_t kMaxBody = 256u << 20;      // 256 MiB: far beyond any source file
    static constexpr size_t kMaxHeader = 8u << 10;      // a header block longer than this is garbage

    explicit MessageReader(int fd) : fd_(fd) {}

    // The next message, waiting at most `timeoutMs` milliseconds for it (a
    // negative timeout waits as long as it takes). With a `wakeFd`, returns
    // Woken as soon as that descriptor is readable (what woke it is left to
    // read); messages already buffered come first.
    Result next(int timeoutMs, int wakeFd = -1);

private:
    // Takes a whole message, or a bad frame, out of buffer_ when one is there.
    bool takeBuffered(Result& result);
    // Reads what is available; false at the end of the input or on a read error.
    bool fill(int timeoutMs, int wakeFd, bool& timedOut, bool& woken);

    int fd_;
    std::string buffer_;
    bool ended_ = false;
};

// Writes framed messages; the whole message or nothing (EPIPE ends quietly).
class MessageWriter {
public:
    explicit MessageWriter(int fd) : fd_(fd) {}
    void write(const std::string& body);

private:
    int fd_;
    bool failed_ = false;
};

} // namespace incursion::incls
