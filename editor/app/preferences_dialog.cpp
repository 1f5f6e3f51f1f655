#include "app/preferences_dialog.h"

#include "shared/theme.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontComboBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QVBoxLayout>

namespace incursion::studio {

PreferencesDialog::PreferencesDialog(const StudioSettings& settings, QWidget* parent)
    : QDialog(parent)
    , settings_(settings)
    , fontFamily_(new QFontComboBox(this))
    , fontSize_(new QSpinBox(this))
    , theme_(new QComboBox(this))
{
    setWindowTitle(tr("Preferences"));
    fontFamily_->setObjectName(QStringLiteral("fontFamily"));
    fontSize_->setObjectName(QStringLiteral("fontSize"));
    theme_->setObjectName(QStringLiteral("theme"));
    fontFamily_->setFontFilters(QFontComboBox::MonospacedFonts);
    fontFamily_->setCurrentFont(settings.editorFont);
    fontSize_->setRange(6, 72);
    fontSize_->setValue(settings.editorFont.pointSize());
    fontSize_->setSuffix(tr(" pt"));
    for (const QString& id : Theme::ids())
        theme_->addItem(Theme::byId(id).displayName(), id);
    theme_->setCurrentIndex(std::max(0, theme_->findData(settings.themeId)));

    auto* form = new QFormLayout;
    form->addRow(tr("Editor &font:"), fontFamily_);
    form->addRow(tr("Font &size:"), fontSize_);
    form->addRow(tr("&Theme:"), theme_);

    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(tr("OK"), QDialogButtonBox::AcceptRole);
    buttons->addButton(tr("Cancel"), QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

StudioSettings PreferencesDialog::result() const
{
    StudioSettings result = settings_;
    result.editorFont = fontFamily_->currentFont();
    result.editorFont.setPointSize(fontSize_->value());
    result.themeId = theme_->currentData().toString();
    return result;
}

} // namespace incursion::studio
