// What the world editor's suites share (tst_world_editing, tst_world_rules_dock,
// tst_world_rendering, tst_world_files, tst_world_editor_usability): a generated
// world in an editor, a WorldController with its collaborators, and comparisons
// of its grid and rules through the runtime's own get and checker.
#pragma once

#include "editing/document_tabs.h"
#include "project/current_project.h"
#include "world/world_controller.h"
#include "world/world_document.h"
#include "world/world_editor.h"
#include "worldmap/world_checker.h"
#include "worldmap/world_generator.h"

#include <QStatusBar>
#include <QString>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <vector>

namespace incursion::test::world_editor {

using incursion::studio::WorldDocument;
using incursion::studio::WorldEditor;
using incursion::worldmap::Field;
using incursion::worldmap::Problem;
using incursion::worldmap::WorldGrid;

inline std::unique_ptr<WorldEditor> generatedEditor(int width = 48, int height = 32, uint64_t seed = 3)
{
    QString error;
    std::unique_ptr<WorldDocument> document =
        WorldDocument::create(*incursion::worldmap::builtinSchema("scourge"), width, height, seed, &error);
    if (!document)
        qFatal("%s", qPrintable(error));
    return std::make_unique<WorldEditor>(std::move(document));
}

// A WorldController as MainWindow makes it, over tabs, a project, a status
// bar and a host of its own: what a test opens worlds with.
struct WorldControllerFixture {
    incursion::studio::DocumentTabs documents;
    incursion::studio::CurrentProject project;
    QStatusBar status;
    QWidget host;
    incursion::studio::WorldController controller{&documents, &project, &status, &host};
};

inline int fieldIndex(const WorldDocument& document, const char* name)
{
    return document.schema().fieldIndex(name);
}

// Every cell: fields other than `field` as before; `field` either as before or `value`.
// Returns the number of cells whose `field` changed.
inline int compareFieldOnly(const WorldDocument& document, const WorldGrid& before, int field, int value)
{
    const WorldGrid& now = document.grid();
    int changed = 0;
    for (int y = 0; y < now.height(); ++y)
        for (int x = 0; x < now.width(); ++x)
            for (size_t f = 0; f < document.schema().fields.size(); ++f) {
                const Field& each = document.schema().fields[f];
                if (int(f) != field) {
                    if (now.get(x, y, each) != before.get(x, y, each))
                        return -1;
                } else if (now.get(x, y, each) != before.get(x, y, each)) {
                    if (now.get(x, y, each) != value)
                        return -1;
                    ++changed;
                }
            }
    return changed;
}

inline int ruleIndex(const WorldDocument& document, const char* id)
{
    const auto& rules = document.schema().rules;
    for (size_t r = 0; r < rules.size(); ++r)
        if (rules[r].id == id)
            return int(r);
    return -1;
}

// What a checker made afresh over the grid keeps: the document's checker must agree.
inline std::vector<Problem> freshProblems(const WorldDocument& document)
{
    incursion::worldmap::WorldChecker fresh(document.schema(), document.grid());
    fresh.checkAll();
    return fresh.keptProblems();
}

} // namespace incursion::test::world_editor
