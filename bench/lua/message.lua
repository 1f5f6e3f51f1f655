-- e. N log messages with a formatted number; returns the sum of their lengths.
local who = "goblin"
local total = 0
for i = 1, N do
  local msg = "The " .. who .. " hits you for " .. (i % 100) .. " damage."
  total = total + #msg
end
return total
