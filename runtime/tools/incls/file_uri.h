// file:// URIs and the paths they name (RFC 8089, percent-encoding of
// RFC 3986).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace incursion::incls {

// The local path of a file URI ("file:///a%20b/c.irc" -> "/a b/c.irc"), or
// nothing for another scheme, a remote host or a broken escape.
std::optional<std::string> pathFromUri(std::string_view uri);
// The URI of an absolute path, every byte outside RFC 3986's unreserved
// characters and '/' percent-encoded.
std::string uriFromPath(std::string_view path);

} // namespace incursion::incls
