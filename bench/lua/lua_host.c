/* The Lua 5.4 side of bench/vm.sh: a tiny C host that sets the global N,
 * registers the host function inc(x) = x + 1, and times RUNS runs of SCRIPT,
 * each in a fresh state. It prints "NAME result ns_per_op" like vm_bench:
 * the median CPU time (user+sys) of the runs divided by OPS.
 *
 *   lua_host NAME SCRIPT N OPS RUNS             times running SCRIPT; its
 *                                               return value is the result
 *   lua_host --dispatch NAME SCRIPT N OPS RUNS  runs SCRIPT untimed, then times
 *                                               N calls of its on_event(kind, x, y)
 *                                               from C; the result is their sum
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime under -std=c11 */

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int compare_doubles(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void fail(lua_State *L, const char *what)
{
    fprintf(stderr, "lua_host: %s: %s\n", what, lua_tostring(L, -1));
    exit(1);
}

static int inc(lua_State *L)
{
    lua_pushinteger(L, luaL_checkinteger(L, 1) + 1);
    return 1;
}

/* A state with the standard libraries, N and inc, and SCRIPT loaded (not run). */
static lua_State *load_script(const char *script, lua_Integer n)
{
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    lua_pushinteger(L, n);
    lua_setglobal(L, "N");
    lua_register(L, "inc", inc);
    if (luaL_loadfile(L, script) != LUA_OK)
        fail(L, script);
    return L;
}

/* One timed run; stores the result and returns the CPU seconds it took. */
static double run_script(const char *script, lua_Integer n, long long *result)
{
    lua_State *L = load_script(script, n);
    const double start = cpu_seconds();
    if (lua_pcall(L, 0, 1, 0) != LUA_OK)
        fail(L, script);
    const double seconds = cpu_seconds() - start;
    int is_integer = 0;
    *result = lua_tointegerx(L, -1, &is_integer);
    if (!is_integer) {
        fprintf(stderr, "lua_host: %s did not return an integer\n", script);
        exit(1);
    }
    lua_close(L);
    return seconds;
}

/* One timed run of N calls of on_event from C, the way an engine fires events. */
static double run_dispatch(const char *script, lua_Integer n, long long *result)
{
    lua_State *L = load_script(script, n);
    if (lua_pcall(L, 0, 0, 0) != LUA_OK)
        fail(L, script);
    if (lua_getglobal(L, "on_event") != LUA_TFUNCTION) {
        fprintf(stderr, "lua_host: %s defines no function on_event\n", script);
        exit(1);
    }
    const int handler = luaL_ref(L, LUA_REGISTRYINDEX);
    long long sum = 0;
    const double start = cpu_seconds();
    for (lua_Integer i = 0; i < n; ++i) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, handler);
        lua_pushinteger(L, i & 1023);
        lua_pushinteger(L, i & 7);
        lua_pushinteger(L, 3);
        if (lua_pcall(L, 3, 1, 0) != LUA_OK)
            fail(L, "on_event");
        sum += lua_tointeger(L, -1);
        lua_pop(L, 1);
    }
    const double seconds = cpu_seconds() - start;
    *result = sum;
    lua_close(L);
    return seconds;
}

int main(int argc, char **argv)
{
    const int dispatch = argc > 1 && strcmp(argv[1], "--dispatch") == 0;
    if (argc != 6 + dispatch) {
        fprintf(stderr, "usage: lua_host [--dispatch] NAME SCRIPT N OPS RUNS\n");
        return 2;
    }
    char **arg = argv + 1 + dispatch;
    const char *name = arg[0], *script = arg[1];
    const lua_Integer n = strtoll(arg[2], NULL, 10);
    const double ops = strtod(arg[3], NULL);
    int runs = atoi(arg[4]);
    if (runs < 1)
        runs = 1;

    double *times = malloc(sizeof(double) * (size_t)runs);
    long long result = 0;
    for (int r = 0; r < runs; ++r)
        times[r] = dispatch ? run_dispatch(script, n, &result) : run_script(script, n, &result);
    qsort(times, (size_t)runs, sizeof(double), compare_doubles);
    printf("%s %lld %.2f\n", name, result, times[runs / 2] / ops * 1e9);
    free(times);
    return 0;
}
