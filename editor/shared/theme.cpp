#include "shared/theme.h"

#include <QApplication>
#include <QStyle>

namespace incursion::studio {

using script::HighlightStyle;

namespace {

// Weight and slant mark the kind of text the same way in every theme; themes
// differ only in colour.
void setStyle(Theme& theme, HighlightStyle style, QColor colour)
{
    const bool bold = style == HighlightStyle::CodeKeyword || style == HighlightStyle::DataKeyword
        || style == HighlightStyle::ResourceReference || style == HighlightStyle::Error;
    const bool italic = style == HighlightStyle::Comment || style == HighlightStyle::Markup;
    theme.styles[size_t(style)] = TextFormat{colour, bold, italic};
}

} // namespace

QString Theme::displayName() const
{
    if (id == QLatin1String("dark"))
        return QApplication::translate("Theme", "Dark");
    return QApplication::translate("Theme", "Light");
}

QPalette Theme::palette() const
{
    if (id != QLatin1String("dark"))
        return QApplication::style()->standardPalette();
    // A dark window palette close to the editor paper, so docks and editor match.
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor foreground(0xdf, 0xe1, 0xe5);
    const QColor disabled(0x80, 0x80, 0x80);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, foreground);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, foreground);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, foreground);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, foreground);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, window.lighter(130));
    p.setColor(QPalette::Midlight, window.lighter(115));
    p.setColor(QPalette::Mid, window.darker(120));
    p.setColor(QPalette::Dark, window.darker(150));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x58, 0x9d, 0xf6));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

Theme Theme::dark()
{
    Theme t;
    t.id = QStringLiteral("dark");
    t.paper = QColor(0x1e, 0x1f, 0x22);
    t.text = QColor(0xbc, 0xbe, 0xc4);
    t.caret = QColor(0xce, 0xd0, 0xd6);
    t.caretLine = QColor(0x26, 0x28, 0x2e);
    t.selection = QColor(0x21, 0x42, 0x83);
    t.marginPaper = QColor(0x1e, 0x1f, 0x22);
    t.marginText = QColor(0x6f, 0x73, 0x7a);
    t.braceMatch = QColor(0x43, 0x45, 0x4a);
    t.braceMismatch = QColor(0xf7, 0x54, 0x64);
    t.indentGuide = QColor(0x39, 0x3b, 0x40);
    t.searchMatch = QColor(0x5f, 0x4b, 0x1e);
    setStyle(t, HighlightStyle::Default, t.text);
    setStyle(t, HighlightStyle::Comment, QColor(0x7a, 0x7e, 0x85));
    setStyle(t, HighlightStyle::CodeKeyword, QColor(0xcf, 0x8e, 0x6d));
    setStyle(t, HighlightStyle::DataKeyword, QColor(0x56, 0xa8, 0xf5));
    setStyle(t, HighlightStyle::TypeKeyword, QColor(0xcf, 0x8e, 0x6d));
    setStyle(t, HighlightStyle::Number, QColor(0x2a, 0xac, 0xb8));
    setStyle(t, HighlightStyle::String, QColor(0x6a, 0xab, 0x73));
    setStyle(t, HighlightStyle::CharConstant, QColor(0x6a, 0xab, 0x73));
    setStyle(t, HighlightStyle::Operator, QColor(0xbc, 0xbe, 0xc4));
    setStyle(t, HighlightStyle::Identifier, t.text);
    setStyle(t, HighlightStyle::Constant, QColor(0xc7, 0x7d, 0xbb));
    setStyle(t, HighlightStyle::DataWord, QColor(0x16, 0xba, 0xac));
    setStyle(t, HighlightStyle::Directive, QColor(0xb3, 0xae, 0x60));
    setStyle(t, HighlightStyle::Grid, QColor(0xe0, 0xc0, 0x7a));
    setStyle(t, HighlightStyle::ResourceReference, QColor(0x9d, 0xd5, 0x8a));
    setStyle(t, HighlightStyle::Markup, QColor(0xd5, 0xb7, 0x78));
    setStyle(t, HighlightStyle::Error, QColor(0xf7, 0x54, 0x64));
    return t;
}

Theme Theme::light()
{
    Theme t;
    t.id = QStringLiteral("light");
    t.paper = QColor(0xff, 0xff, 0xff);
    t.text = QColor(0x08, 0x08, 0x08);
    t.caret = QColor(0x00, 0x00, 0x00);
    t.caretLine = QColor(0xed, 0xf2, 0xfc);
    t.selection = QColor(0xa6, 0xd2, 0xff);
    t.marginPaper = QColor(0xf7, 0xf8, 0xfa);
    t.marginText = QColor(0xa0, 0xa3, 0xa8);
    t.braceMatch = QColor(0x93, 0xd9, 0xd9);
    t.braceMismatch = QColor(0xd0, 0x1a, 0x1a);
    t.indentGuide = QColor(0xe0, 0xe2, 0xe6);
    t.searchMatch = QColor(0xfd, 0xe8, 0x9b);
    setStyle(t, HighlightStyle::Default, t.text);
    setStyle(t, HighlightStyle::Comment, QColor(0x8c, 0x8c, 0x8c));
    setStyle(t, HighlightStyle::CodeKeyword, QColor(0x00, 0x33, 0xb3));
    setStyle(t, HighlightStyle::DataKeyword, QColor(0x7a, 0x1f, 0xa2));
    setStyle(t, HighlightStyle::TypeKeyword, QColor(0x00, 0x33, 0xb3));
    setStyle(t, HighlightStyle::Number, QColor(0x17, 0x50, 0xeb));
    setStyle(t, HighlightStyle::String, QColor(0x06, 0x7d, 0x17));
    setStyle(t, HighlightStyle::CharConstant, QColor(0x06, 0x7d, 0x17));
    setStyle(t, HighlightStyle::Operator, QColor(0x08, 0x08, 0x08));
    setStyle(t, HighlightStyle::Identifier, t.text);
    setStyle(t, HighlightStyle::Constant, QColor(0x87, 0x10, 0x94));
    setStyle(t, HighlightStyle::DataWord, QColor(0x00, 0x80, 0x80));
    setStyle(t, HighlightStyle::Directive, QColor(0x9e, 0x88, 0x0d));
    setStyle(t, HighlightStyle::Grid, QColor(0x80, 0x50, 0x00));
    setStyle(t, HighlightStyle::ResourceReference, QColor(0x06, 0x7d, 0x17));
    setStyle(t, HighlightStyle::Markup, QColor(0xa0, 0x60, 0x00));
    setStyle(t, HighlightStyle::Error, QColor(0xd0, 0x1a, 0x1a));
    return t;
}

Theme Theme::byId(const QString& id)
{
    return id == QLatin1String("dark") ? dark() : light();
}

QStringList Theme::ids()
{
    return {QStringLiteral("light"), QStringLiteral("dark")};
}

QColor Theme::warningColour(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128 ? QColor(0xff, 0x7b, 0x6b) : QColor(0xc0, 0x30, 0x20);
}

} // namespace incursion::studio
