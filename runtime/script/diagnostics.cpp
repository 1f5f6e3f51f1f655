#include "diagnostics.h"

#include "name_suggestions.h"

#include <algorithm>
#include <cstdio>

namespace incursion::script {
namespace {

std::string_view severityName(Severity s)
{
    switch (s) {
    case Severity::Note: return "note";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
    }
    return "error";
}

// Length of the valid UTF-8 sequence starting at s[i], 0 if it is not one.
size_t utf8SequenceLength(std::string_view s, size_t i)
{
    const auto c = static_cast<unsigned char>(s[i]);
    const size_t n = c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c <= 0xDF ? 2 : 0;
    if (!n || i + n > s.size())
        return 0;
    for (size_t k = 1; k < n; ++k)
        if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80)
            return 0;
    return n;
}

// JSON strings must be valid UTF-8: bytes that are not (Latin-1 source text,
// say) are written as the code points of the same value.
void appendJsonString(std::string& out, std::string_view s)
{
    out += '"';
    for (size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x80) {
            if (const size_t n = utf8SequenceLength(s, i)) {
                out.append(s.substr(i, n));
                i += n - 1;
            } else {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            }
            continue;
        }
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\t': out += "\\t"; break;
        case '\r': out += "\\r"; break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += static_cast<char>(c);
            }
        }
    }
    out += '"';
}

} // namespace

void Diagnostics::report(Severity severity, SourceLocation loc, uint32_t length, ExpansionId expansion,
                         std::string message, std::vector<std::string> suggestions)
{
    switch (severity) {
    case Severity::Error: ++errors_; break;
    case Severity::Warning: ++warnings_; break;
    case Severity::Note: ++notes_; break;
    }
    if (limitReached())
        return;
    message += didYouMean(suggestions);
    diagnostics_.push_back({severity, loc, length, expansion, std::move(message), std::move(suggestions)});
}

void Diagnostics::sortByLocation()
{
    std::stable_sort(diagnostics_.begin(), diagnostics_.end(), [this](const Diagnostic& a, const Diagnostic& b) {
        const SourceLocation x = displayLocation(a);
        const SourceLocation y = displayLocation(b);
        return x.file != y.file ? x.file < y.file : x.offset < y.offset;
    });
}

SourceLocation Diagnostics::displayLocation(const Diagnostic& d) const
{
    return sources_.outermostUse(d.loc, d.expansion);
}

std::string Diagnostics::formatText(const Diagnostic& d) const
{
    std::string out;
    auto appendLocated = [&](SourceLocation loc, uint32_t length, std::string_view severity, std::string_view message) {
        const LineColumn lc = sources_.lineColumn(loc);
        if (loc.valid()) {
            out += sources_.path(loc.file);
            out += ':' + std::to_string(lc.line) + ':' + std::to_string(lc.column) + ": ";
        }
        out += severity;
        out += ": ";
        out += message;
        out += '\n';
        if (!loc.valid())
            return;
        const std::string_view line = sources_.lineText(loc.file, lc.line);
        out += ' ';
        out += line;
        out += "\n ";
        for (uint32_t i = 1; i < lc.column && i <= line.size(); ++i)
            out += line[i - 1] == '\t' ? '\t' : ' ';
        out += '^';
        const uint32_t available = line.size() >= lc.column ? static_cast<uint32_t>(line.size()) - lc.column : 0;
        for (uint32_t i = 1; i < length && i <= available; ++i)
            out += '~';
        out += '\n';
    };

    const SourceLocation shown = displayLocation(d);
    appendLocated(shown, d.expansion ? 0 : d.length, severityName(d.severity), d.message);
    if (d.expansion) {
        // Innermost first: where the offending token is spelled, then each macro use.
        appendLocated(d.loc, d.length, "note", "spelled here, inside a macro definition");
        // Deep chains (a macro built from macros built from macros...) are cut
        // short: the innermost levels and the outermost use say what matters.
        auto printLevel = [&](ExpansionId e) {
            const Expansion& x = sources_.expansion(e);
            if (x.parent == 0 && x.useLocation == shown)
                out += "note: in expansion of macro '" + std::string(x.macroName) + "' (above)\n";
            else
                appendLocated(x.useLocation, static_cast<uint32_t>(x.macroName.size()), "note",
                              "in expansion of macro '" + std::string(x.macroName) + "'");
        };
        constexpr int kShownLevels = 8;
        int level = 0;
        ExpansionId e = d.expansion;
        for (; e && level < kShownLevels; e = sources_.expansion(e).parent, ++level)
            printLevel(e);
        if (e) {
            int hidden = 0;
            while (sources_.expansion(e).parent) {
                e = sources_.expansion(e).parent;
                ++hidden;
            }
            if (hidden)
                out += "note: (" + std::to_string(hidden) + " more levels of macro expansion)\n";
            printLevel(e);
        }
    }
    return out;
}

std::string Diagnostics::formatJson() const
{
    std::string out = "[";
    bool first = true;
    for (const Diagnostic& d : diagnostics_) {
        if (!first)
            out += ',';
        first = false;
        const SourceLocation shown = displayLocation(d);
        const LineColumn lc = sources_.lineColumn(shown);
        out += "\n  {\"severity\":";
        appendJsonString(out, severityName(d.severity));
        out += ",\"file\":";
        appendJsonString(out, sources_.path(shown.file));
        out += ",\"line\":" + std::to_string(lc.line) + ",\"column\":" + std::to_string(lc.column);
        out += ",\"length\":" + std::to_string(d.expansion ? 0 : d.length);
        out += ",\"message\":";
        appendJsonString(out, d.message);
        out += ",\"expansions\":[";
        bool firstExpansion = true;
        for (ExpansionId e = d.expansion; e; e = sources_.expansion(e).parent) {
            const Expansion& x = sources_.expansion(e);
            const LineColumn use = sources_.lineColumn(x.useLocation);
            if (!firstExpansion)
                out += ',';
            firstExpansion = false;
            out += "{\"macro\":";
            appendJsonString(out, x.macroName);
            out += ",\"file\":";
            appendJsonString(out, sources_.path(x.useLocation.file));
            out += ",\"line\":" + std::to_string(use.line) + ",\"column\":" + std::to_string(use.column) + "}";
        }
        out += "]";
        if (!d.suggestions.empty()) {
            out += ",\"suggestions\":[";
            for (size_t i = 0; i < d.suggestions.size(); ++i) {
                if (i)
                    out += ',';
                appendJsonString(out, d.suggestions[i]);
            }
            out += "]";
        }
        out += "}";
    }
    out += diagnostics_.empty() ? "]" : "\n]";
    return out;
}

} // namespace incursion::script
