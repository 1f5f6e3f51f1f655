-- Neovim's built-in LSP client attached to incls on a copy of the example
-- module: a planted error must come back as a diagnostic on its line and
-- clear when fixed, and go to definition must land on the declaration.
-- Run by nvim_incls.sh as `nvim --headless --clean -u nvim_incls.lua` with
-- INCLS (the server) and MODULE_DIR (the module's copy) in the environment.
local incls = os.getenv("INCLS")
local dir = os.getenv("MODULE_DIR")

local function fail(message)
  io.stderr:write("FAIL: " .. message .. "\n")
  vim.cmd("cquit 1")
end

local function pass(message)
  io.stdout:write("PASS: " .. message .. "\n")
end

local function lineOf(buf, text)
  for i, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local column = line:find(text, 1, true)
    if column then
      return i - 1, column - 1
    end
  end
  fail("no line holds '" .. text .. "'")
end

vim.cmd("edit " .. vim.fn.fnameescape(dir .. "/inc/monsters.irh"))
local buf = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({ name = "incls", cmd = { incls }, root_dir = dir })
if not client_id then
  fail("the client did not start incls")
end
vim.lsp.buf_attach_client(buf, client_id)
if not vim.wait(30000, function()
  local client = vim.lsp.get_client_by_id(client_id)
  return client ~= nil and client.initialized
end, 20) then
  fail("incls did not answer 'initialize' in 30 s")
end

-- Plant an error as a user would type it: Neovim sends an incremental change.
local line, column = lineOf(buf, "heat = 1d6 + 1;")
vim.api.nvim_buf_set_text(buf, line, column + 13, line, column + 14, {})
if not vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 20) then
  fail("no diagnostic arrived in 30 s")
end
local diagnostic = vim.diagnostic.get(buf)[1]
if diagnostic.lnum ~= line or diagnostic.severity ~= vim.diagnostic.severity.ERROR then
  fail(string.format("expected an error on line %d, got '%s' on line %d", line + 1, diagnostic.message,
                     diagnostic.lnum + 1))
end
pass(string.format("diagnostic on line %d: %s", line + 1, diagnostic.message))

-- Undo it: the diagnostics clear.
vim.api.nvim_buf_set_text(buf, line, column + 13, line, column + 13, { "1" })
if not vim.wait(30000, function() return #vim.diagnostic.get(buf) == 0 end, 20) then
  fail("the diagnostic did not clear in 30 s")
end
pass("diagnostics cleared after the fix")

-- Go to definition of the API function ThrowDmg: Neovim jumps into rules.irh.
line, column = lineOf(buf, "ThrowDmg(EV_DAMAGE, AD_FIRE")
vim.api.nvim_win_set_cursor(0, { line + 1, column + 3 })
vim.lsp.buf.definition()
local rules = dir .. "/inc/rules.irh"
if not vim.wait(30000, function() return vim.api.nvim_buf_get_name(0) == rules end, 20) then
  fail("go to definition did not open " .. rules .. " in 30 s (now in " .. vim.api.nvim_buf_get_name(0) .. ")")
end
local declared = lineOf(vim.api.nvim_get_current_buf(), "system int32  ThrowDmg(")
local landed = vim.api.nvim_win_get_cursor(0)
if landed[1] ~= declared + 1 or landed[2] ~= 14 then
  fail(string.format("go to definition landed on %d:%d, not on ThrowDmg's declaration at %d:15",
                     landed[1], landed[2] + 1, declared + 1))
end
pass(string.format("definition of ThrowDmg: rules.irh line %d", landed[1]))

vim.lsp.stop_client(client_id)
vim.cmd("qall!")
