-- b. s += (i*i) % 7 for i = 1..40000, N times. i stops at 40000 so i*i stays
-- below 2^31 and the sum equals the script VM's 32-bit one.
local s = 0
for _ = 1, N do
  for i = 1, 40000 do s = s + (i * i) % 7 end
end
return s
