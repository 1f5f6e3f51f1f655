#include "game/kept_differences.h"

namespace incursion::game {

namespace {

constexpr KeptDifference kKeptDifferences[] = {
    {"monsters", "one creature per cell: a monster is never placed, summoned or moved where a creature stands; the "
                 "original let some share a cell (mounts and riders; an engulfed creature is inside its engulfer, off the map, as there)"},
    {"monsters", "sides instead of targets: a creature is on the player's side, hostile or peaceful; the original's "
                 "per-creature target lists (TargetSystem) let any creature hate any other, so TurnHostileTo against "
                 "a peaceful creature fails here, and monsters of one side never fight each other"},
    {"monsters", "companions take no orders (the Social menu's orders and Dismiss, OPT_WAIT_FOR_PETS's \"walk near "
                 "me\"): they follow their leader within 3 steps; a summons or dominated monster that breaks free of "
                 "a full PHD_MAGIC pool turns hostile, where the original's summons kept following its summoner"},
    {"monsters", "EV_TURN is thrown to the creatures and the items lying on the map, and to the features whose "
                 "resource answers it (every feature's stati count down each turn all the same, feature_stati.h); "
                 "the original threw it to every thing on the map, so a handler of another participant (a region, "
                 "a template) that answers EV_TURN for a feature is not asked here"},
    {"templates", "a template changes a creature's values once, when it is added, in the order the templates came "
                  "(the original re-ran the same Adjust chains on every CalcValues); its Power, caster level, "
                  "damage modifier, Stati entries, spell lists and Gear are not applied yet, and each hit die it "
                  "adds gives max(1, Con modifier + 4) hit points (this runtime's d8 for every monster) rather than "
                  "the monster type's die"},
    {"templates", "CanAddTemplate judges a template's `for` type with the composite types (living, sapient, "
                  "mount ...) as the original's isMType; the scripts' isMType still answers from the creature's "
                  "own types"},
    {"monsters", "the encounter generator (src/Encounter.cpp) leaves out alignment (enAlign, AlignConflict, "
                 "EV_ENGEN_ALIGN), the templates it chooses itself (skill, class, UNIVERSAL_TEMPLATE and `any` "
                 "template parts; a part's named template is applied), mounts (EP_MOUNTED, EV_ENGEN_MOUNT), "
                 "leaders and formations, a Region's ENCOUNTER_LIST and the handlers of the actor, region and "
                 "dungeon during generation (it asks the Encounter, the chosen monster and its templates); "
                 "levels are filled panel by panel of the map rather than room by room"},
    {"maps", "a door is never open and locked, or open and secret, or broken and closed or stuck: setting "
             "DoorFlags to such a pair keeps the open (or broken) state; the original kept the bits, meaningless"},
    {"items", "GenDungeonItem (item_generation.h) gives a weapon or armour its whole magic level as an "
              "enchantment, without the qualities the original drew with it (MakeMagicWeaponArmour)"},
    {"messages", "a blast names its victim before its damage is dealt (\"The Fireball strikes the goblin.\"), where "
                 "the original told it afterwards and said the victim was slain when it died; the damage's own "
                 "words still follow it on a line of their own (QUEUE_BLAST_MSG)"},
    {"skills", "the skill manager asks one menu per skill point (skill_points.h), at creation and right after each "
               "level gained through the advance command; points kept then (Escape) wait for the next level, as "
               "there is no sheet command to open it between levels (the original's skill manager was opened from "
               "the sheet at any time); Intensive Study's extra Hide and Move Silently ranks are left out (no studies)"},
    {"skills", "SkillCheck leaves out the original's Suggestion clause (which changed the skill number, not the "
               "roll, after the level was worked out), holy symbols as Knowledge (Theology) kits, ancestral memory "
               "(ANC_MEM) and the favour gods give for their favoured skills; a shown check goes to the message log "
               "(the original's number window, or the log with OPT_STORE_ROLLS)"},
    {"characters", "hit points and mana are worked out from the level dice at birth and at each level (the "
                   "original's CalcValues also ran on every change of Constitution or Wisdom, so drained "
                   "Constitution lowers them only at the next level here); a playtest fills the spell slots a "
                   "level opens at once from the Learn Spell menu (the original waited for the player's command); "
                   "advancing asks in one menu which class, the character's own or a new one (the original took "
                   "a new class up with the sheet's `M` or `P` first); a paladin does not fall"},
    {"fatigue", "no encumbrance yet: the maximum fatigue leaves out its penalties, and "
                "fatigue points come back only through scripts and CA_FATIGUE_REGEN (no resting); LoseFatigue "
                "leaves out Essiah's favour for a good character's exertion under threat"},
    {"feats", "the feat menus offer the feats whose prerequisites the character meets (the original could "
              "also show the others, greyed); Intensive Study is never offered (no studies yet); "
              "of the feats' effects the runtime applies the save, defence, "
              "weapon skill, Power Attack, attribute, hit point, initiative and skill ones, while most others "
              "(Cleave, Expertise, Mobility, metamagic ...) are known but do nothing yet; Dodge gives +3 "
              "whatever the encumbrance (none is weighed yet)"},
    {"items", "corpses, statues and figures keep no monster, so Size answers medium for them as the original "
              "does for one without; items never lose hit points yet (no damage to items), only mend"},
    {"items", "GetItemID leaves out magical items (IT_MAGICAL) from mundane, minor and major picks by the item's own "
              "flag; the original read the flag of the Effect at the same index as the item, an unrelated resource"},
    {"items", "wielding and wearing (equipment.cpp): a character's starting shield is readied in the off hand (the "
              "original's GainItem gave shields no slot, slinging them on a shoulder); a one-handed weapon is never "
              "offered two-handed (the original asked); belt, shoulder and pack slots are not kept (the pack holds "
              "everything)"},
    {"vision", "the player sees unlit cells two steps around even without a light source (the original: none, "
               "LightRange 0); a worn light or glowing weapon reaches as far as the original's"},
    {"effects", "a shapeshift keeps the creature's maximum hit points (its hit points keep their proportion, rounded "
                "down, as the original's); the original worked them out again from the new form; an incorporeal or "
                "amorphous form does not shed gear, and no form makes its wearer leave a mount or a disguise"},
    {"effects", "dispelling leaves alone the stati an item grants while worn: the original suppressed the item for a "
                "while (a DISPELLED stati that ran out); an effect dispelled is told EV_REMOVED, not EV_DISPELLED"},
    {"effects", "an AR_CHAIN effect's EV_CALC_EFFECT is asked once more before the chain (for e.vChainMax) besides "
                "once per creature struck; the original asked it once per use"},
};

} // namespace

std::span<const KeptDifference> keptDifferences()
{
    return kKeptDifferences;
}

} // namespace incursion::game
