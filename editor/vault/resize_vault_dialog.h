// Resize Vault, like Tiled's Resize Map: the new width and height, where the
// old cells go (an anchor of nine buttons, or an offset), and the character
// new cells get.
#pragma once

#include <QDialog>
#include <QPoint>

class QButtonGroup;
class QLineEdit;
class QSpinBox;

namespace incursion::studio {

class ResizeVaultDialog : public QDialog {
    Q_OBJECT
public:
    ResizeVaultDialog(int width, int height, QWidget* parent = nullptr);

    void setNewSize(int width, int height);
    int newWidth() const;
    int newHeight() const;
    // 0..2 across and down: top left (0, 0) .. bottom right (2, 2).
    void setAnchor(int column, int row);
    // Where the old grid's top-left cell lands in the new one.
    QPoint offset() const;
    char fill() const;
    void setFill(char fill);

private:
    int oldWidth_, oldHeight_;
    QSpinBox* width_;
    QSpinBox* height_;
    QButtonGroup* anchors_;
    QLineEdit* fill_;
};

} // namespace incursion::studio
