#include "language/completion_provider.h"

namespace incursion::studio {
namespace {

CompletionItem::Kind kindOf(language::SymbolKind kind)
{
    using S = language::SymbolKind;
    using K = CompletionItem::Kind;
    switch (kind) {
    case S::Resource: return K::Resource;
    case S::ScriptFunction:
    case S::ApiFunction: return K::Function;
    case S::ApiMethod: return K::Method;
    case S::ApiVariable: return K::Member;
    case S::ApiObject: return K::Object;
    case S::ModuleVariable: return K::Variable;
    case S::Local: return K::Local;
    case S::Macro: return K::Macro;
    case S::Constant: return K::Constant;
    case S::DataKeyword: return K::DataKeyword;
    case S::DataWord: return K::DataWord;
    default: return K::CodeKeyword;
    }
}

} // namespace

Completions CompletionProvider::complete(const QString& path, const QByteArray& text, int position) const
{
    const language::CompletionList list = model_.completion({path, text, position});
    Completions out;
    out.replaceStart = CodeModel::offsetOf(text, list.replace.start);
    out.replaceEnd = CodeModel::offsetOf(text, list.replace.end);
    for (const language::CompletionItem& item : list.items) {
        out.items.append({QString::fromStdString(item.label), kindOf(item.kind), QString::fromStdString(item.detail),
                          QString::fromStdString(item.documentation)});
        out.resourceNames = out.resourceNames || item.kind == language::SymbolKind::Resource;
    }
    return out;
}

} // namespace incursion::studio
