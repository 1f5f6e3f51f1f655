#include "message_stream.h"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <string_view>

namespace incursion::incls {
namespace {

constexpr std::string_view kLengthHeader = "content-length";

char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return lower(x) == lower(y);
           });
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

// Where the next "Content-Length" starts at or after `from` (any case), or npos.
size_t findLengthHeader(std::string_view buffer, size_t from)
{
    for (size_t i = from; i + kLengthHeader.size() <= buffer.size(); ++i)
        if (equalsIgnoringCase(buffer.substr(i, kLengthHeader.size()), kLengthHeader))
            return i;
    return std::string_view::npos;
}

// The length of the longest tail of `buffer` that could begin a
// "Content-Length" header still arriving.
size_t startOfHeaderAtEnd(std::string_view buffer)
{
    for (size_t n = std::min(buffer.size(), kLengthHeader.size() - 1); n > 0; --n)
        if (equalsIgnoringCase(buffer.substr(buffer.size() - n), kLengthHeader.substr(0, n)))
            return n;
    return 0;
}

// The end of the header block (just past its blank line), or npos.
size_t headerBlockEnd(std::string_view buffer, size_t& blockLength)
{
    const size_t crlf = buffer.find("\r\n\r\n");
    const size_t lf = buffer.find("\n\n");
    if (crlf == std::string_view::npos && lf == std::string_view::npos)
        return std::string_view::npos;
    if (lf == std::string_view::npos || (crlf != std::string_view::npos && crlf < lf)) {
        blockLength = crlf;
        return crlf + 4;
    }
    blockLength = lf;
    return lf + 2;
}

// The body length the headers give, or an error.
bool parseHeaders(std::string_view block, size_t& length, std::string& error)
{
    bool found = false;
    while (!block.empty()) {
        const size_t eol = block.find('\n');
        const std::string_view line = trimmed(block.substr(0, eol));
        block = eol == std::string_view::npos ? std::string_view() : block.substr(eol + 1);
        if (line.empty())
            continue;
        const size_t colon = line.find(':');
        if (colon == std::string_view::npos) {
            error = "header line without ':'";
            return false;
        }
        if (!equalsIgnoringCase(trimmed(line.substr(0, colon)), kLengthHeader))
            continue;   // Content-Type and anything else: nothing to do
        const std::string_view value = trimmed(line.substr(colon + 1));
        size_t n = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (value.empty() || ec != std::errc() || end != value.data() + value.size()) {
            error = "Content-Length is not a number: '" + std::string(value.substr(0, 40)) + "'";
            return false;
        }
        if (found && n != length) {
            error = "two different Content-Length headers";
            return false;
        }
        if (n > MessageReader::kMaxBody) {
            error = "Content-Length " + std::string(value) + " is past the limit of " +
                    std::to_string(MessageReader::kMaxBody) + " bytes";
            return false;
        }
        length = n;
        found = true;
    }
    if (!found)
        error = "no Content-Length header";
    return found;
}

} // namespace

bool MessageReader::takeBuffered(Result& result)
{
    size_t blockLength = 0;
    const size_t bodyStart = headerBlockEnd(buffer_, blockLength);
    std::string error;
    size_t length = 0;
    if (bodyStart == std::string::npos) {
        if (buffer_.size() <= kMaxHeader)
            return false;       // the rest of the headers may be on its way
        error = "no end of headers in " + std::to_string(kMaxHeader) + " bytes";
    } else if (parseHeaders(std::string_view(buffer_).substr(0, blockLength), length, error)) {
        if (buffer_.size() - bodyStart < length)
            return false;
        result.status = Status::Message;
        result.body = buffer_.substr(bodyStart, length);
        buffer_.erase(0, bodyStart + length);
        return true;
    }
    // Skip to the next header that may start a good message (even inside the
    // bad block: garbage before a real header), or drop everything but a tail
    // that could be the start of one.
    const size_t next = findLengthHeader(buffer_, 1);
    if (next != std::string::npos)
        buffer_.erase(0, next);
    else
        buffer_.erase(0, buffer_.size() - startOfHeaderAtEnd(buffer_));
    result.status = Status::BadFrame;
    result.error = error;
    return true;
}

bool MessageReader::fill(int timeoutMs, int wakeFd, bool& timedOut, bool& woken)
{
    timedOut = false;
    woken = false;
    pollfd pfd[2] = {{fd_, POLLIN, 0}, {wakeFd, POLLIN, 0}};
    for (;;) {
        const int ready = ::poll(pfd, wakeFd >= 0 ? 2 : 1, timeoutMs);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready < 0)
            return false;
        if (ready == 0) {
            timedOut = true;
            return true;
        }
        break;
    }
    if (wakeFd >= 0 && (pfd[1].revents & POLLIN) && !(pfd[0].revents & (POLLIN | POLLHUP | POLLERR))) {
        woken = true;
        return true;
    }
    char chunk[1 << 16];
    for (;;) {
        const ssize_t n = ::read(fd_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        buffer_.append(chunk, static_cast<size_t>(n));
        return true;
    }
}

MessageReader::Result MessageReader::next(int timeoutMs, int wakeFd)
{
    using Clock = std::chrono::steady_clock;
    const Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(std::max(timeoutMs, 0));
    Result result;
    for (;;) {
        if (takeBuffered(result))
            return result;
        if (ended_) {
            result.status = Status::EndOfInput;
            return result;
        }
        int wait = -1;
        if (timeoutMs >= 0) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
            wait = static_cast<int>(std::max<long long>(left.count(), 0));
        }
        bool timedOut = false, woken = false;
        if (!fill(wait, wakeFd, timedOut, woken))
            ended_ = true;
        else if (timedOut || woken) {
            result.status = woken ? Status::Woken : Status::Timeout;
            return result;
        }
    }
}

void MessageWriter::write(const std::string& body)
{
    if (failed_)
        return;
    const std::string message = "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
    size_t written = 0;
    while (written < message.size()) {
        const ssize_t n = ::write(fd_, message.data() + written, message.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            failed_ = true;     // the client is gone; the read side will see the end
            return;
        }
        written += static_cast<size_t>(n);
    }
}

} // namespace incursion::incls
