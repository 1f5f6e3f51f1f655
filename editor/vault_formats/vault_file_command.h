// --export-vault and --import-vault: a module's vault written to a file of
// any format, or a file imported into the module's source in place, with no
// window. The import goes through the runtime's vault session (rewrite,
// rebuild, validate) and writes only a source that builds and validates,
// in one rename.
#pragma once

#include "app/command_line.h"
#include "vault_formats/vault_formats.h"

#include <QTextStream>

namespace incursion::studio {

// Exit status: 0 done (or nothing to change), 1 a bad file (the message
// names it), 2 bad usage (a format no plugin writes or reads). Messages go to `messages`.
int runVaultFileCommand(const VaultFileCommand& command, const VaultFormats& formats, QTextStream& messages);

} // namespace incursion::studio
