-- d. Engine -> script: the host calls this N times (lua_host --dispatch).
function on_event(kind, x, y) return kind + x * y end
