// Constants for the language-services test module.
#define MA_GOBLIN 10
#define T_WEAPON 3
#define EV_MOVE 7
#define DONE 1
#define MY_CONST 5
#define HALF(x) ((x) / 2)
