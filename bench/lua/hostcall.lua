-- c. Script -> engine: N calls of the host's C function inc(x) = x + 1.
local inc = inc
local x = 0
for _ = 1, N do x = inc(x) end
return x
