// Parser for `system` declarations (the host API, normally from Api.h):
//   system T_CLASS name == SOBJ_X;              system object
//   system type T_CLASS::name;                   member variable
//   system type T_CLASS::name(params);           member function
//   system type name(params);                    global function
#include "parser.h"

namespace incursion::script {

using namespace ast;

Decl* Parser::parseSystem()
{
    auto* decl = make<SystemDecl>(advance());
    decl->kind = DeclKind::System;
    if (!atTypeName()) {
        decl->form = SystemDecl::Object;
        decl->objectType = parseCexpr3();
        decl->name = expect(Tok::Identifier, "(the system object's name)");
        expect(Tok::EqualEqual, "after the system object's name");
        decl->objectId = parseCexpr3();
        expect(Tok::Semicolon, "at the end of the system object declaration");
        return finish(decl);
    }
    decl->type = parseTypeName();
    if (at(Tok::Identifier)) {
        decl->form = SystemDecl::GlobalFunction;
        decl->name = advance();
    } else {
        if (!startsCexpr3())
            fail("a class constant (T_...) or a function name", "after the type of the system declaration");
        decl->objectType = parseCexpr3();
        expect(Tok::ColonColon, "after the class of the system declaration");
        decl->name = expect(Tok::Identifier, "(the member name) after '::'");
        if (accept(Tok::Semicolon)) {
            decl->form = SystemDecl::MemberVariable;
            return finish(decl);
        }
        decl->form = SystemDecl::MemberFunction;
    }
    expect(Tok::LeftParen, "(the parameter list) of the system function");
    size_t mark = nodes_.size();
    if (!at(Tok::RightParen)) {
        if (at(Tok::Ellipsis)) {
            decl->varargs = true;
            advance();
        } else {
            nodes_.push_back(parseParameter());
            while (accept(Tok::Comma)) {
                if (accept(Tok::Ellipsis)) {
                    decl->varargs = true;
                    break;
                }
                nodes_.push_back(parseParameter());
            }
        }
    }
    decl->parameters = nodeList<Parameter>(mark);
    expect(Tok::RightParen, "to close the parameter list");
    expect(Tok::Semicolon, "at the end of the system function declaration");
    return finish(decl);
}

Parameter* Parser::parseParameter()
{
    auto* param = make<Parameter>(static_cast<TokenIndex>(pos_));
    param->type = parseTypeName();
    if (accept(Tok::Colon))
        param->objectType = parseCexpr3();
    if (at(Tok::Identifier))
        param->name = advance();
    if (accept(Tok::Assign))
        param->defaultValue = parseCexpr();
    return finish(param);
}

} // namespace incursion::script
