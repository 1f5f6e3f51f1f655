// Editor font and colour theme.
#pragma once

#include "app/studio_settings.h"

#include <QDialog>

class QComboBox;
class QFontComboBox;
class QSpinBox;

namespace incursion::studio {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(const StudioSettings& settings, QWidget* parent = nullptr);

    StudioSettings result() const;

private:
    StudioSettings settings_;
    QFontComboBox* fontFamily_;
    QSpinBox* fontSize_;
    QComboBox* theme_;
};

} // namespace incursion::studio
