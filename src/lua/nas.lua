-- nas.lua: `sysbench nas run --net-host=HOST`, a NAS card in one command,
-- against `sysbench net serve --net-dir=DIR` on the NAS: the network's
-- send and receive, a file read from the NAS's disk and sent (file-read)
-- and a file received and written there (file-write), and, with
-- --copy-from, a local copy of a real file (the copy test). Each figure
-- is the best of --runs; one table, in text or --format=markdown, with the
-- share of the link each figure reaches when the link's speed is known
-- (/sys/class/net/IF/speed of the interface that routes to the host), and
-- the run monitor's verdict of each step: the client's, and for the
-- network steps the server's (`sysbench net serve` watches its machine
-- during each test and sends its verdict with its figures). The net
-- options a client needs (its key, family, timeout, tuning) reach every
-- run.
--
-- @help NAS card: network, the NAS's disk behind it, a local copy (a bundled script, against `sysbench net serve --net-dir`)
-- @document --format=markdown

sysbench.cmdline.options = {
  ["net-host"] = { "the NAS: where `sysbench net serve --net-dir=DIR` runs", "" },
  ["net-port"] = { "its port", 5301 },
  size = { "bytes of the server's file for the file read and write (1G, 256M, ...)", "1G" },
  runs = { "runs of each test; the best is the figure", 3 },
  ["run-time"] = { "seconds of each network send and receive run", 5 },
  ["copy-from"] = { "a real file to copy locally as well (a USB stick's, the share's)", "",
    complete = "@file" },
  ["copy-to"] = { "the directory to copy it into", ".", complete = "@dir" },
  format = { "what to print: text or markdown", "text", complete = "text markdown" },
  -- What the net client's runs need, passed to each (net's options).
  ["net-key-file"] = { "the server's shared key (its --net-key-file)", "", complete = "@file" },
  ["net-family"] = { "the address family of --net-host {any, ipv4, ipv6}", "any",
    complete = "any ipv4 ipv6" },
  ["net-timeout"] = { "seconds to wait for a connection or any progress of one (0: net's, "
    .. "10, and 3600 for the file read, whose first run waits while the server makes its file)",
    0 },
  ["net-nodelay"] = { "TCP_NODELAY on both ends", false },
  ["net-window"] = { "socket buffers on both ends (0: the kernel's)", "0" },
  ["net-congestion"] = { "TCP congestion control on both ends (default: the kernel's)", "" },
  ["net-mss"] = { "TCP maximum segment size of the client's connections (0: the path's)", 0 },
  ["net-zerocopy"] = { "how the sending end sends in the network send, receive and file "
    .. "write {off, sendfile, msg}", "off", complete = "off sendfile msg" },
}

-- The net options the card passes on to every run (those given), and
-- --net-zerocopy to the modes that send blocks.
local NET_PASSED = { "net_key_file", "net_family", "net_nodelay", "net_window",
                     "net_congestion", "net_mss" }
local ZEROCOPY_MODES = { send = true, recv = true, ["file-write"] = true }

local BLOCK = 131072

local function fatal(fmt, ...)
  io.stdout:write("FATAL: nas: ", string.format(fmt, ...), "\n")
  io.stdout:flush()
  return false
end

-- A step that failed (its own FATAL lines have said why).
local Failed = {}

local function parse_size(text)
  local n, unit = tostring(text):match("^(%d+)([KMGTkmgt]?)$")
  if not n then
    return nil
  end
  local mult = { [""] = 1, k = 2 ^ 10, m = 2 ^ 20, g = 2 ^ 30, t = 2 ^ 40 }
  return tonumber(n) * mult[unit:lower()]
end

-- The interface that routes to host and its speed in Mbit/s (nil when
-- unknown: loopback, a virtual link, a host `ip` cannot resolve).
local function link(host)
  if not host:match("^[%w%.:%-]+$") then
    return nil
  end
  local p = io.popen("ip route get " .. host .. " 2>/dev/null")
  local route = p and p:read("*a") or ""
  if p then
    p:close()
  end
  local dev = route:match(" dev ([%w%._%-@]+)")
  if not dev then
    return nil
  end
  local f = io.open("/sys/class/net/" .. dev .. "/speed")
  local speed = f and tonumber(f:read("*l") or "")
  if f then
    f:close()
  end
  return dev, speed and speed > 0 and speed or nil
end

-- A run's bytes per second: the direction `field` names, over the run's
-- time; file-read's over the client's transfer, from its request to its
-- last block (the run goes on to the server's answer); file-write's is
-- the server's, whose time holds the client's first block to the end of
-- its fsync (the NAS's write, end to end).
local function rate_of(r, field)
  local net = r.facts and r.facts.net or {}
  if field == "server" then
    local side = net.server_side
    if type(side) ~= "table" or (side.duration_ns or 0) == 0 then
      error("the server sent no figures for its file write")
    end
    return side.bytes_in / (side.duration_ns / 1e9)
  end
  if field == "transfer" then
    local ns = type(net.client) == "table" and net.client.duration_ns or 0
    return r.bytes_read / (ns > 0 and ns / 1e9 or 1e-9)
  end
  local t = r.time_interval > 0 and r.time_interval or 1e-9
  return r[field] / t
end

-- The best of --runs runs of test with options, and the monitor's
-- verdicts of those runs it found unfit.
local function best(name, test, options, field)
  local top, unfit = nil, {}
  for i = 1, sysbench.opt.runs do
    options.label = string.format("%s, run %d", name, i)
    local ok, r = pcall(sysbench.run, test, options)
    if not ok and sysbench.interrupted(r) then
      error(r, 0)
    elseif not ok then
      error(setmetatable({ text = string.format("the %s failed (run %d)", name, i) }, Failed), 0)
    end
    local rate = rate_of(r, field)
    if not top or rate > top then
      top = rate
    end
    local m = r.monitor
    if m and m.fit == false then
      unfit[#unfit + 1] = string.format("run %d: %s", i, m.summary)
    end
    local server = r.facts and r.facts.net and r.facts.net.server_monitor
    if type(server) == "string" and server ~= "ok" then
      unfit[#unfit + 1] = string.format("run %d: the server's monitor: %s (its log says why)", i,
                                        (server:gsub("%-", ", ")))
    end
  end
  return { name = name, rate = top, unfit = unfit }
end

local function net_step(name, mode, extra)
  local opt = sysbench.opt
  local o = { net_host = opt.net_host, net_port = opt.net_port, net_test_mode = mode,
              net_block_size = BLOCK }
  for k, v in pairs(extra) do
    o[k] = v
  end
  for _, k in ipairs(NET_PASSED) do
    if opt[k] ~= "" then
      o[k] = opt[k]
    end
  end
  if ZEROCOPY_MODES[mode] then
    o.net_zerocopy = opt.net_zerocopy
  end
  if opt.net_timeout > 0 then
    o.net_timeout = opt.net_timeout
  end
  local field = mode == "send" and "bytes_written" or mode == "file-write" and "server"
                or mode == "file-read" and "transfer" or "bytes_read"
  return best(name, "net", o, field)
end

local function percent(rate, speed)
  return speed and string.format("%.0f%%", rate * 8 / 1e6 / speed * 100) or "-"
end

-- The monitor's column: ok, or the note numbers of its verdicts.
local function monitor_cells(rows)
  local notes = {}
  for _, r in ipairs(rows) do
    if #r.unfit == 0 then
      r.monitor = "ok"
    else
      local refs = {}
      for _, text in ipairs(r.unfit) do
        notes[#notes + 1] = string.format("%s, %s", r.name, text)
        refs[#refs + 1] = tostring(#notes)
      end
      r.monitor = "unfit (" .. table.concat(refs, ", ") .. ")"
    end
  end
  return notes
end

local function print_text(rows, head, notes)
  print(head)
  print("")
  print(string.format("  %-24s %10s %10s %8s  %s", "Test", "MB/s", "MiB/s", "of link",
                      "monitor"))
  for _, r in ipairs(rows) do
    print(string.format("  %-24s %10.1f %10.1f %8s  %s", r.name, r.rate / 1e6,
                        r.rate / 1048576, r.pct, r.monitor))
  end
  for i, n in ipairs(notes) do
    print(string.format("  (%d) %s", i, n))
  end
end

local function print_markdown(rows, head, notes)
  print("**" .. head .. "**")
  print("")
  print("| Test | MB/s | MiB/s | Of the link | Monitor |")
  print("|---|---:|---:|---:|---|")
  for _, r in ipairs(rows) do
    print(string.format("| %s | %.1f | %.1f | %s | %s |", r.name, r.rate / 1e6,
                        r.rate / 1048576, r.pct, r.monitor))
  end
  if #notes > 0 then
    print("")
  end
  for i, n in ipairs(notes) do
    print(string.format("%d. %s", i, n))
  end
end

local function card()
  local o = sysbench.opt
  if o.net_host == "" then
    return fatal("--net-host is needed: the NAS, where `sysbench net serve --net-dir=DIR` runs")
  end
  if o.format ~= "text" and o.format ~= "markdown" then
    return fatal("--format=%s: text or markdown", o.format)
  end
  local size = parse_size(o.size)
  if not size or size < BLOCK or size % BLOCK ~= 0 then
    return fatal("--size=%s: a multiple of 128K (1G, 256M, ...)", tostring(o.size))
  end
  if o.runs < 1 then
    return fatal("--runs=%d: at least 1", o.runs)
  end
  local events = size / BLOCK
  local rows = {
    net_step("network send", "send", { time = o.run_time }),
    net_step("network receive", "recv", { time = o.run_time }),
    -- The first run waits while the server writes the file it will serve.
    net_step("file read (NAS disk)", "file-read",
             { time = 0, events = events, net_file_size = o.size, net_timeout = 3600 }),
    net_step("file write (NAS disk)", "file-write",
             { time = 0, events = events, net_file_size = o.size }),
  }
  if o.copy_from ~= "" then
    rows[#rows + 1] = best("copy (local)", "copy", { copy_from = o.copy_from,
                           copy_to = o.copy_to, time = 0 }, "bytes_written")
  end
  local dev, speed = link(o.net_host)
  for _, r in ipairs(rows) do
    r.pct = percent(r.rate, speed)
  end
  local head = string.format("NAS %s:%d, link %s%s, file %s, best of %d run%s", o.net_host,
    o.net_port, dev or "unknown", speed and string.format(" (%d Mbit/s)", speed)
    or " (speed unknown)", o.size, o.runs, o.runs == 1 and "" or "s")
  local notes = monitor_cells(rows)
  sysbench.summary({ host = o.net_host, link = dev, link_mbit = speed, rows = rows })
  if o.format == "markdown" then
    print_markdown(rows, head, notes)
  else
    print_text(rows, head, notes)
  end
  return true
end

local function command()
  local ok, res = pcall(card)
  if ok then
    return res
  end
  if sysbench.interrupted(res) then
    error(res, 0)
  end
  return fatal("%s", getmetatable(res) == Failed and res.text or tostring(res))
end

sysbench.cmdline.commands = { run = { command } }
-- SPDX-License-Identifier: GPL-2.0-or-later
