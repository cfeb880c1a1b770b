-- storage.lua: `sysbench storage run`, a storage scorecard in one command.
-- It measures CrystalDiskMark's grid (sequential 1 MiB and random 4 KiB
-- reads, then writes, at its queue depths and thread counts) with fileio
-- on one file of random data, direct I/O and libaio, the best of N runs
-- per cell in CrystalDiskMark's line layout; then a dd-style single large
-- request and etcd's fdatasync check. Every cell prints the fio command
-- that measures the same thing, and flags under the table say what may
-- make the figures something other than the device's.
--
-- Its file is sysbench-storage.dat in the current directory (never
-- test_file.N): `run` creates and removes it, unless `prepare` made it
-- first (then `cleanup` removes it).
--
-- @help storage scorecard in CrystalDiskMark's layout, with fio's commands (a bundled script)
-- @document --format=markdown

local ffi = require("ffi")

ffi.cdef [[
int sbng_fileio_probe_direct(const char *name);
int sbng_fileio_probe_engine(const char *mode);
const char *sbng_fileio_engine_mode(int i);
const char *sbng_fileio_engine_name(const char *mode);
const char *sbng_fileio_engine_fio(const char *mode);
bool sbng_fileio_engine_queued(const char *mode);
int sbng_fileio_file_kind(const char *name, int64_t *size);
int sbng_fileio_remove_regular(const char *name);
int isatty(int fd);
int access(const char *path, int mode);
char *strerror(int errnum);
int mkdir(const char *path, unsigned int mode);
int rmdir(const char *path);
int chdir(const char *path);
]]

local FILE = "sysbench-storage.dat"
local FSYNC_FILE = "sysbench-storage.fsync"
local CLASSIC_DIR = "sysbench-storage.rndrw"
local MiB, GiB = 1048576, 1073741824
local FSYNC_SIZE, FSYNC_BLOCK = 22 * MiB, 2300     -- etcd's fio check
local CLASSIC_SIZE = 2 * GiB

sysbench.cmdline.options = {
  profile = { "cells to measure: default, peak, real, nvme, flash or full", "default",
    complete = "default peak real nvme flash full" },
  size = { "size of the test file, " .. FILE .. ", in whole MiB (default: the size of the "
           .. "one here, else 1G)", "1G" },
  runs = { "measured runs per cell; the best is the headline (CrystalDiskMark 9: 3; "
           .. "8 and KDiskMark: 5)", 3 },
  ["run-time"] = { "seconds per measured run", 5 },
  interval = { "seconds between a cell's runs", 5 },
  format = { "what to print: text (CrystalDiskMark's layout) or markdown", "text",
    complete = "text markdown" },
}

-- The profiles: cells as CrystalDiskMark names them (Q: queue depth per
-- thread, T: threads); rows: the dd and fsync rows; classic: fileio rndrw
-- with its defaults.
local GRID = { "SEQ1M Q8T1", "SEQ1M Q1T1", "RND4K Q32T1", "RND4K Q1T1" }
local PROFILES = {
  default = { cells = GRID, rows = true },
  peak = { cells = { "SEQ1M Q8T1", "RND4K Q32T1" } },
  real = { cells = { "SEQ1M Q1T1", "RND4K Q1T1" } },
  nvme = { cells = { "SEQ1M Q8T1", "SEQ128K Q32T1", "RND4K Q32T16", "RND4K Q1T1" } },
  flash = { cells = GRID, rows = true, run_time = 1, interval = 30 },
  full = { cells = GRID, rows = true, classic = true },
}
local PROFILE_NAMES = "default, peak, real, nvme, flash or full"

-- A failure the command reports in one FATAL line and exit 1 (the
-- command's wrapper prints it: see command()).
local Fatal = {}

local function fatal(fmt, ...)
  error(setmetatable({ text = string.format(fmt, ...) }, Fatal), 0)
end

-- The command-line options the scorecard sets itself or has no use for,
-- refused before anything runs, each with what to do instead. A name
-- ending in "-" stands for every option it begins.
local REFUSED = {
  { "threads", "--threads: each cell sets its own thread count (choose the cells with --profile)" },
  { "num-threads", "--num-threads: each cell sets its own thread count (choose the cells with "
                   .. "--profile)" },
  { "time", "--time: use --run-time (seconds per measured run)" },
  { "max-time", "--max-time: use --run-time (seconds per measured run)" },
  { "events", "--events: the runs are timed: use --run-time" },
  { "max-requests", "--max-requests: the runs are timed: use --run-time" },
  { "rate", "--rate: every run goes as fast as the device lets it (the scorecard measures its "
            .. "best)" },
  { "tx-rate", "--tx-rate: every run goes as fast as the device lets it (the scorecard measures "
               .. "its best)" },
  { "warmup-time", "--warmup-time: each cell has its own 1 s warm-up" },
  { "forced-shutdown", "--forced-shutdown: each run ends at its --run-time" },
  { "report-interval", "--report-interval: the scorecard prints one line per cell; "
                       .. "--output=json:FILE keeps every run" },
  { "report-checkpoints", "--report-checkpoints: the scorecard prints one line per cell; "
                          .. "--output=json:FILE keeps every run" },
  { "histogram", "--histogram: the scorecard prints its own table; --output=json:FILE keeps "
                 .. "each run's latency histogram" },
  { "validate", "--validate: the scorecard writes random data, which --validate cannot check "
                .. "(sysbench fileio --validate can)" },
  { "file-total-size", "--file-total-size: use --size" },
  { "file-", "%s: the scorecard sets the fileio options of each cell (choose the cells "
             .. "with --profile, the file's size with --size)" },
  { "rand-type", "--rand-type: the random offsets are uniform, as fio's" },
  { "rand-spec-", "%s: the random offsets are uniform, as fio's" },
  { "rand-pareto-", "%s: the random offsets are uniform, as fio's" },
  { "rand-zipfian-", "%s: the random offsets are uniform, as fio's" },
  { "db-", "%s: the scorecard uses no database" },
}

-- The option names given on the command line (with '-' for '_').
local function given_names()
  local names = {}
  for _, arg in ipairs(sysbench.cmdline.argv) do
    local n = arg:match("^%-%-([^=]+)")
    if n then
      names[#names + 1] = (n:gsub("_", "-"))
    end
  end
  return names
end

local function given(name)
  for _, n in ipairs(given_names()) do
    if n == name then
      return true
    end
  end
  return false
end

local function check_refused()
  for _, n in ipairs(given_names()) do
    for _, r in ipairs(REFUSED) do
      local prefix = r[1]:sub(-1) == "-"
      if n == r[1] or (prefix and n:sub(1, #r[1]) == r[1]) then
        fatal(r[2], "--" .. n)
      end
    end
  end
end

-- "1G", "512M", "4096": bytes (binary suffixes, as sysbench's sizes).
local function parse_size(text)
  local num, suffix = tostring(text):match("^(%d+)([KkMmGgTt]?)[Bb]?$")
  if num == nil then
    return nil
  end
  local scale = { k = 1024, m = MiB, g = GiB, t = 1024 * GiB }
  return tonumber(num) * (scale[suffix:lower()] or 1)
end

local function size_text(bytes)
  for _, u in ipairs({ { 1024 * GiB, "TiB" }, { GiB, "GiB" }, { MiB, "MiB" }, { 1024, "KiB" } }) do
    if bytes >= u[1] then
      local v = bytes / u[1]
      return (v == math.floor(v) and string.format("%d", v) or string.format("%.1f", v)) .. u[2]
    end
  end
  return string.format("%dB", bytes)
end

-- fio's spelling of a size ("1g", "512m", "4k").
local function fio_size(bytes)
  for _, u in ipairs({ { GiB, "g" }, { MiB, "m" }, { 1024, "k" } }) do
    if bytes % u[1] == 0 then
      return string.format("%d%s", bytes / u[1], u[2])
    end
  end
  return tostring(bytes)
end

local function errtext(err)
  return ffi.string(ffi.C.strerror(err))
end

-- What is under name, looked at without opening it (a FIFO would block):
-- nil when nothing is, else "regular" and its size, "link", "directory",
-- "special" (a FIFO, a device, a socket) or "linked" (a regular file with
-- more than one hard link).
local KINDS = { "regular", "link", "directory", "special", "linked" }

local function lookup(name)
  local size = ffi.new("int64_t[1]")
  local k = ffi.C.sbng_fileio_file_kind(name, size)
  if k < 0 then
    fatal("cannot look at '%s': %s", name, errtext(-k))
  end
  return KINDS[k], tonumber(size[0])
end

-- Refuses a name the card would write (or, removing, remove) that is
-- not a regular file of its own: nothing is touched, the refusal comes
-- before anything runs.
local function refuse_other(name, kind, removing)
  local what = kind == "link" and "is a symbolic link"
    or kind == "directory" and "is a directory"
    or kind == "special" and "is not a regular file (a FIFO, a device or a socket)"
    or kind == "linked" and "has more than one hard link"
  if what and removing then
    fatal("'%s' %s, not a file of the scorecard: refusing to remove it", name, what)
  elseif what then
    fatal("'%s' %s: refusing to %s it (remove it, or run in another directory)", name, what,
          kind == "link" and "follow" or "use")
  end
end

-- The names the card makes and removes itself: there must be nothing
-- under them, so that what it removes is only ever its own.
local function refuse_taken(name, why)
  if lookup(name) then
    fatal("'%s' is there already: %s, and removes it (remove it, or run in another directory)",
          name, why)
  end
end

local function size_ok(bytes)
  return bytes >= MiB and bytes % MiB == 0
end

-- The test file's size: --size, else the size of the file that is here
-- (made by `storage prepare`), else the default. A file here larger than
-- --size is refused; a smaller one is completed.
local function file_bytes(o)
  local kind, have = lookup(FILE)
  refuse_other(FILE, kind)
  if given("size") or kind == nil then
    local size = parse_size(o.size)
    if size == nil or not size_ok(size) then
      fatal("--size=%s: a whole number of MiB, at least 1M (1G, 512M, ...)", tostring(o.size))
    end
    if kind and have > size then
      fatal("'%s' is %s, larger than --size=%s: give --size=%s, or remove it first (sysbench "
            .. "storage cleanup)", FILE, size_text(have), tostring(o.size), fio_size(have):upper())
    end
    return size, kind ~= nil
  end
  if not size_ok(have) then
    fatal("'%s' is %d bytes, not a whole number of MiB (an interrupted prepare?): give --size to "
          .. "complete it, or remove it (sysbench storage cleanup)", FILE, have)
  end
  return have, true
end

-- The command's settings, checked.
local function settings()
  check_refused()
  local o = sysbench.opt
  local s = { profile_name = o.profile, format = o.format }
  s.profile = PROFILES[o.profile]
  if s.profile == nil then
    fatal("--profile=%s: the profiles are %s", tostring(o.profile), PROFILE_NAMES)
  end
  if o.format ~= "text" and o.format ~= "markdown" then
    fatal("--format=%s: text or markdown", tostring(o.format))
  end
  s.runs = tonumber(o.runs)
  if s.runs == nil or s.runs < 1 or s.runs > 100 or s.runs ~= math.floor(s.runs) then
    fatal("--runs=%s: a whole number from 1 to 100", tostring(o.runs))
  end
  -- A timing option: the command line's, else the profile's, else its default.
  local function timing(name, key, ok, why)
    local v = tonumber(o[key])
    if not given(name) and s.profile[key] then
      v = s.profile[key]
    end
    if v == nil or not ok(v) then
      fatal("--%s=%s: %s", name, tostring(o[key]), why)
    end
    return v
  end
  s.run_time = timing("run-time", "run_time", function(v) return v >= 1 and v == math.floor(v) end,
                      "whole seconds, at least 1")
  s.interval = timing("interval", "interval", function(v) return v >= 0 end, "seconds, 0 or more")
  s.size, s.existed = file_bytes(o)
  s.cells = {}
  for _, name in ipairs(s.profile.cells) do
    local kind, n, unit, q, t = name:match("^(%u+)(%d+)([KM]) Q(%d+)T(%d+)$")
    s.cells[#s.cells + 1] = {
      name = name, kind = kind, seq = kind == "SEQ",
      bs = tonumber(n) * (unit == "M" and MiB or 1024), unit = unit .. "iB", bs_n = tonumber(n),
      q = tonumber(q), t = tonumber(t),
    }
  end
  return s
end

-- The options the card has no use for are refused as the script loads,
-- before sysbench reads the command line's other options (fileio's,
-- unknown to the card, would be "invalid options" then).
do
  local ok, err = pcall(check_refused)
  if not ok then
    io.stdout:write("FATAL: ", getmetatable(err) == Fatal and err.text or tostring(err), "\n")
    io.stdout:flush()
    os.exit(1)
  end
end

-- Room for the files the profile writes, and a directory to write them
-- in, with nothing of the card's names in the way. A file system without
-- a size (ramfs: statfs says 0 blocks, 0 free) keeps its files in RAM: the
-- files may then take up to half of it.
local function check_room(s, env)
  local fs = env.filesystem or {}
  local where = fs.path or "the current directory"
  if ffi.C.access(".", 2) ~= 0 then
    fatal("cannot write in %s: %s", where, errtext(ffi.errno()))
  end
  local _, have = lookup(FILE)
  local need = math.max(0, s.size - have)
  local parts = { string.format("%s: %s", FILE, size_text(s.size)) }
  if s.profile.rows then
    refuse_taken(FSYNC_FILE, "the fsync row writes a file of that name")
    need = need + FSYNC_SIZE
    parts[#parts + 1] = string.format("%s: %s", FSYNC_FILE, size_text(FSYNC_SIZE))
  end
  if s.profile.classic then
    refuse_taken(CLASSIC_DIR, "the classic row makes a directory of that name")
    need = need + CLASSIC_SIZE
    parts[#parts + 1] = string.format("%s/: %s", CLASSIC_DIR, size_text(CLASSIC_SIZE))
  end
  if fs.size_bytes == 0 then
    local ram = env.memory_bytes
    if ram and need > ram / 2 then
      fatal("%s has no size limit: its files are kept in RAM, and the scorecard needs %s more "
            .. "(%s), more than half of the RAM (%s)", fs.type or where, size_text(need),
            table.concat(parts, ", "), size_text(ram))
    end
  elseif fs.free_bytes and fs.free_bytes < need then
    fatal("not enough free space in %s: the scorecard needs %s more (%s), %s is free",
          where, size_text(need), table.concat(parts, ", "), size_text(fs.free_bytes))
  end
end

-- Progress on a terminal (stderr), rewritten in place; nothing otherwise.
local progress = { on = ffi.C.isatty(2) == 1, shown = false }

function progress.show(text)
  if progress.on then
    io.stderr:write("\r\27[K", text)
    io.stderr:flush()
    progress.shown = true
  end
end

function progress.clear()
  if progress.shown then
    io.stderr:write("\r\27[K")
    io.stderr:flush()
    progress.shown = false
  end
end

local function duration_text(sec)
  sec = math.floor(sec + 0.5)
  if sec >= 60 then
    return string.format("%dm%02ds", math.floor(sec / 60), sec % 60)
  end
  return string.format("%ds", sec)
end

-- One line of the text table, as CrystalDiskMark prints it, and p99.
local function cdm_line(cell, best)
  return string.format("  %-3s %4d%s (Q=%3d, T=%2d): %9.3f MB/s [%9.1f IOPS] <%10.2f us>  "
                       .. "p99 %10.2f us", cell.kind, cell.bs_n, cell.unit, cell.q, cell.t,
                       best.mb_per_sec, best.iops, best.latency_avg_us, best.latency_p99_us)
end

local function median(values)
  local v = {}
  for i, x in ipairs(values) do
    v[i] = x
  end
  table.sort(v)
  local n = #v
  return n % 2 == 1 and v[(n + 1) / 2] or (v[n / 2] + v[n / 2 + 1]) / 2
end

local function mean(values)
  local sum = 0
  for _, x in ipairs(values) do
    sum = sum + x
  end
  return sum / #values
end

-- The scorecard's state: what ran, for the tables, the flags and the
-- result files' summary.
local card

local function figures(r, reading)
  local bytes = reading and r.bytes_read or r.bytes_written
  local ops = reading and r.reads or r.writes
  local t = r.time_interval > 0 and r.time_interval or 1e-9
  return {
    label = r.label, started = r.started,
    mb_per_sec = bytes / t / 1e6, iops = ops / t,
    latency_avg_us = r.latency_avg * 1e6,
    latency_p99_us = sysbench.percentile(r, 99) * 1e6,
  }
end

-- Notes what a run's facts say about its honesty (once per kind).
local function note_facts(r, what)
  local f = r.facts or {}
  local flags = card.flags
  if (f.filesystem == "tmpfs" or f.filesystem == "ramfs") and not flags.ram then
    flags.ram = string.format("%s keeps its files in RAM: these are the memory's figures, not a "
      .. "device's", f.filesystem)
  end
  -- On tmpfs too: the Markdown table's "Direct I/O" row is read from it.
  if f.direct_io_requested and f.direct_io_honoured == "no" and not flags.not_honoured then
    card.not_honoured = string.format("%s%% of the file was in the page cache after %s",
      f.resident_percent and string.format("%.0f", f.resident_percent) or "some", what)
    flags.not_honoured = "direct I/O was not honoured: " .. card.not_honoured
  end
  if f.page_cache and f.file_set_fits_in_ram and not flags.fits then
    flags.fits = string.format("buffered I/O on a file no larger than the RAM (%s of %s): reads "
      .. "may come from the page cache", size_text(f.file_set_bytes), size_text(f.ram_bytes))
  end
  if f.filesystem_compression == "yes" and not flags.compression then
    flags.compression = string.format("%s compresses files: the test file holds random data, "
      .. "which does not compress, but other data may write faster", f.filesystem or "the file system")
  elseif f.filesystem_compression == "unknown" and not flags.compression then
    flags.compression = string.format("%s may compress files (it cannot be told from here)",
      f.filesystem or "the file system")
  end
  if f.filesystem_copy_on_write == "yes" and not flags.cow then
    flags.cow = string.format("%s copies on write: rewrites go to new places, and figures "
      .. "may change from one run to the next", f.filesystem or "the file system")
  elseif f.filesystem_copy_on_write == "unknown" and not flags.cow then
    flags.cow = "the file system may copy on write (it cannot be told from here)"
  end
  local m = r.monitor
  if m and m.fit == false and not flags.monitor then
    flags.monitor = string.format("the run monitor, during %s: %s", what, m.summary)
  end
  card.facts = f
end

-- A fileio run (or prepare) of the card; what is running is kept, so
-- that a failure names it (fileio's FATAL lines have said why).
local function fileio(options, command)
  card.step = options.label or string.format("the %s of %s", command,
                                              options.file_name or "the classic row's files")
  local r = sysbench.run("fileio", options, command)
  card.step = nil
  return r
end

-- Removes one of the card's own files, only if it is (still) a regular
-- file: 0, 1 when something else is under its name now (left as it is,
-- with a warning), else the errno of the failed removal.
local function remove_own(name)
  local rc = ffi.C.sbng_fileio_remove_regular(name)
  if rc == 1 then
    io.stdout:write(string.format("WARNING: '%s' is not a regular file now: left as it is\n", name))
  elseif rc ~= 0 then
    io.stdout:write(string.format("WARNING: cannot remove '%s': %s\n", name, errtext(rc)))
  end
  return rc
end

-- The fileio options of one run on the scorecard's file.
local function file_options(extra)
  local o = {
    file_name = FILE, file_num = 1, file_total_size = card.s.size,
    file_io_mode = card.engine, file_extra_flags = card.direct and "direct" or "",
    file_fsync_freq = 0, file_fsync_end = not card.direct, file_write_data = "random",
    file_merged_requests = 0, events = 0, rate = 0, warmup_time = 0, report_interval = 0,
    threads = 1,
  }
  for k, v in pairs(extra) do
    o[k] = v
  end
  return o
end

-- What makes fio reap as the card's engines do where requests complete
-- within their submission: take the completions already there before each
-- submission (none waited for), from the completion ring in user space.
-- Without it fio waits for completions only once its queue is full, and
-- counts the completed requests as in flight until then.
local FIO_INLINE = " --userspace_reap --iodepth_batch_complete_min=0"

-- What the card knows of an engine comes from its entry (engine.h).
local function engine_info(mode, what)
  local s = ffi.C["sbng_fileio_engine_" .. what](mode)
  return s ~= nil and ffi.string(s) or nil
end

local function fio_engine()
  return engine_info(card.engine, "fio")
end

local function fio_common()
  return string.format("--filename=%s --size=%s --ioengine=%s --direct=%d%s", FILE,
                       fio_size(card.s.size), fio_engine(), card.direct and 1 or 0,
                       card.direct and "" or " --end_fsync=1")
end

-- The fio job of a cell.
local function cell_fio(cell, reading, inline)
  local rw = cell.seq and (reading and "read" or "write") or (reading and "randread" or "randwrite")
  return string.format("fio --name=%s-%s %s --rw=%s --bs=%s --iodepth=%d --numjobs=%d%s%s "
                       .. "--time_based --runtime=%d --group_reporting",
                       cell.name:gsub(" ", "-"), reading and "read" or "write", fio_common(), rw,
                       fio_size(cell.bs), card.engine == "sync" and 1 or cell.q, cell.t,
                       cell.seq and "" or " --norandommap --randrepeat=0",
                       inline and FIO_INLINE or "", card.s.run_time)
end

-- Requests in flight on average during a run, per thread: IOPS times the
-- mean latency (Little's law).
local function in_flight(f, cell)
  return f.iops * f.latency_avg_us / 1e6 / cell.t
end

-- Whether a libaio cell's requests completed within their submission
-- (tmpfs, buffered I/O: the kernel copies at once): the engine, which
-- takes what has completed before each submission, then has about one in
-- flight, whatever the queue depth. (io_uring hands such requests to the
-- kernel's workers: they stay in flight.)
local function completed_inline(f, cell)
  return fio_engine() == "libaio" and cell.q > 1 and in_flight(f, cell) < 1.5
end

-- Seconds the rest of the grid takes, from cell index i, run k.
local function time_left(i, k)
  local s = card.s
  local per_cell = 1 + s.runs * s.run_time + (s.runs - 1) * s.interval
  local cells_left = #card.plan - i
  return cells_left * per_cell + (s.runs - k + 1) * s.run_time + (s.runs - k) * s.interval
end

local function pause(sec, text)
  local left = sec
  while left > 0 do
    progress.show(text(left))
    sysbench.sleep(math.min(1, left))
    left = left - 1
  end
end

-- One cell in one direction: the warm-up, then the runs, the best of them.
local function run_cell(i, item)
  local cell, reading, s = item.cell, item.reading, card.s
  local dir = reading and "read" or "write"
  local what = string.format("%s %s", cell.name, dir)
  local mode = cell.seq and (reading and "seqrd" or "seqrewr") or (reading and "rndrd" or "rndwr")
  local opts = {
    file_test_mode = mode, file_block_size = cell.bs, file_async_backlog = cell.q,
    threads = cell.t,
  }
  local head = string.format("storage: [%d/%d] %s", i, #card.plan, what)
  progress.show(string.format("%s: warm-up, about %s left", head, duration_text(time_left(i, 1) + 1)))
  opts.time, opts.label = 1, what .. " warm-up"
  fileio(file_options(opts))
  local runs, mbs, iops, lats = {}, {}, {}, {}
  for k = 1, s.runs do
    if k > 1 then
      pause(s.interval, function(left)
        return string.format("%s: pause before run %d of %d, about %s left", head, k, s.runs,
                             duration_text(time_left(i, k) + left))
      end)
    end
    progress.show(string.format("%s: run %d of %d, about %s left", head, k, s.runs,
                                duration_text(time_left(i, k))))
    opts.time, opts.label = s.run_time, string.format("%s run %d", what, k)
    local r = fileio(file_options(opts))
    note_facts(r, what)
    local f = figures(r, reading)
    runs[k], mbs[k], iops[k], lats[k] = f, f.mb_per_sec, f.iops, f.latency_avg_us
  end
  local best = runs[1]
  for _, f in ipairs(runs) do
    if f.mb_per_sec > best.mb_per_sec then
      best = f
    end
  end
  local result = {
    name = cell.name, direction = dir, block_bytes = cell.bs, queue_depth = cell.q,
    threads = cell.t, warmup = what .. " warm-up", runs = runs, best = best,
    median = { mb_per_sec = median(mbs), iops = median(iops), latency_avg_us = median(lats) },
    mean = { mb_per_sec = mean(mbs), iops = mean(iops), latency_avg_us = mean(lats) },
    in_flight = in_flight(best, cell), completed_inline = completed_inline(best, cell),
    fio = cell_fio(cell, reading, completed_inline(best, cell)),
  }
  card.results[#card.results + 1] = result
  item.result = result
  return result
end

-- The dd-style row: one direct request of min(1 GiB, RAM/4, --size),
-- written, then read back.
local function run_dd()
  local ram = card.env.memory_bytes or GiB * 4
  local size = math.min(GiB, math.floor(ram / 4 / MiB) * MiB, card.s.size)
  local row = { bytes = size }
  for _, reading in ipairs({ false, true }) do
    local dir = reading and "read" or "write"
    progress.show(string.format("storage: dd-style %s of one %s request", dir, size_text(size)))
    local r = fileio(file_options({
      file_test_mode = reading and "seqrd" or "seqrewr", file_block_size = size,
      file_io_mode = "sync", events = 1, time = 0, label = "dd " .. dir,
    }))
    note_facts(r, "the dd " .. dir)
    local t = r.latency_sum > 0 and r.latency_sum or 1e-9
    row[dir] = { label = r.label, started = r.started, mb_per_sec = size / t / 1e6,
                 seconds = r.latency_sum }
  end
  row.fio = {
    write = string.format("fio --name=dd-write --filename=%s --rw=write --bs=%s --size=%s "
                          .. "--io_size=%s --ioengine=psync --direct=%d", FILE, fio_size(size),
                          fio_size(card.s.size), fio_size(size), card.direct and 1 or 0),
    read = string.format("fio --name=dd-read --filename=%s --rw=read --bs=%s --size=%s "
                         .. "--io_size=%s --ioengine=psync --direct=%d", FILE, fio_size(size),
                         fio_size(card.s.size), fio_size(size), card.direct and 1 or 0),
  }
  card.dd = row
end

-- etcd's disk check: 22 MiB of 2300-byte appends, fdatasync after each.
local function run_fsync()
  progress.show("storage: fsync row, 2300-byte appends with fdatasync")
  local o = {
    file_name = FSYNC_FILE, file_num = 1, file_total_size = FSYNC_SIZE,
    file_block_size = FSYNC_BLOCK, file_test_mode = "seqwr", file_fsync_all = true,
    file_fsync_mode = "fdatasync", file_io_mode = "sync", file_extra_flags = "",
    file_write_data = "random", file_merged_requests = 0, threads = 1,
    events = math.floor(FSYNC_SIZE / FSYNC_BLOCK), time = 0, rate = 0, warmup_time = 0,
    report_interval = 0, label = "fsync",
  }
  card.fsync_file = true   -- nothing was there (check_room): the file is ours
  local r = fileio(o)
  remove_own(FSYNC_FILE)
  card.fsync_file = false
  local t = r.time_interval > 0 and r.time_interval or 1e-9
  card.fsync = {
    label = r.label, started = r.started, syncs = r.other, syncs_per_sec = r.other / t,
    latency_p99_ms = sysbench.percentile(r, 99) * 1e3,
    latency_avg_ms = r.latency_avg * 1e3,
    fio = string.format("fio --name=fsync --filename=%s --rw=write --bs=%d --size=22m "
                        .. "--ioengine=sync --fdatasync=1 --fallocate=none", FSYNC_FILE,
                        FSYNC_BLOCK),
  }
end

-- The classic row (profile full): fileio rndrw with its defaults on 2 GiB,
-- in a directory of its own so that no test_file.N here is touched.
local function run_classic()
  progress.show("storage: classic fileio rndrw (128 files, 2GiB): prepare")
  if ffi.C.mkdir(CLASSIC_DIR, tonumber("700", 8)) ~= 0 then
    fatal("cannot create %s: %s", CLASSIC_DIR, errtext(ffi.errno()))
  end
  card.classic_dir = true
  assert(ffi.C.chdir(CLASSIC_DIR) == 0)
  local ok, err = pcall(function()
    local o = { file_total_size = "2G", file_test_mode = "rndrw" }
    fileio(o, "prepare")
    progress.show("storage: classic fileio rndrw (128 files, 2GiB): 10 s run")
    o.time, o.events, o.threads, o.label = 10, 0, 1, "fileio rndrw"
    local r = fileio(o)
    note_facts(r, "fileio rndrw")
    fileio({}, "cleanup")
    local t = r.time_interval
    card.classic = {
      label = r.label, started = r.started, reads_per_sec = r.reads / t,
      writes_per_sec = r.writes / t, fsyncs_per_sec = r.other / t,
      read_mib_per_sec = r.bytes_read / t / MiB, written_mib_per_sec = r.bytes_written / t / MiB,
      latency_p95_ms = sysbench.percentile(r, 95) * 1e3,
      command = "sysbench fileio --file-total-size=2G --file-test-mode=rndrw prepare, run, cleanup",
    }
  end)
  ffi.C.chdir("..")
  if not ok then
    error(err, 0)
  end
  ffi.C.rmdir(CLASSIC_DIR)
  card.classic_dir = false
end

-- What may make the figures something else than the device's, in order.
-- The queued cells whose requests completed within their submission,
-- said once: what their Q measured, and what their fio commands add.
local function inline_flag()
  local names, most = {}, 0
  for _, r in ipairs(card.results) do
    if r.completed_inline then
      names[#names + 1] = r.name .. " " .. r.direction
      most = math.max(most, r.in_flight)
    end
  end
  if #names == 0 then
    return nil
  end
  return string.format("%s: each request completed within its submission (at most %.1f in "
    .. "flight on average, whatever Q): the kernel queues nothing to this file; their fio "
    .. "commands reap as the scorecard does (%s), which measures the same (with --iodepth alone, "
    .. "fio counts completed requests as in flight until its queue is full)",
    table.concat(names, ", "), most, FIO_INLINE:sub(2))
end

local function flag_lines()
  local f, out = card.flags, {}
  f.inline = inline_flag()
  for _, key in ipairs({ "monitor", "ram", "refused", "not_honoured", "inline", "engine", "fits",
                         "compression", "cow" }) do
    if f[key] then
      out[#out + 1] = f[key]
    end
  end
  return out
end

local function device_text()
  local fs = card.env.filesystem or {}
  local dev = fs.device or "?"
  if fs.device_model then
    dev = string.format("%s (%s)", dev, fs.device_model)
  end
  return dev
end

local function kernel_text()
  return card.env.kernel and card.env.kernel.release or "?"
end

local function fs_text()
  return (card.env.filesystem or {}).type or "?"
end

-- What the run monitor says the current directory is on: model, size,
-- an SD card's registers, a USB bridge, the mount options.
local function identity_text()
  local ok, ffi = pcall(require, "ffi")
  if not ok then
    return nil
  end
  pcall(ffi.cdef, "const char *sbng_monitor_identity(void);")
  local got, text = pcall(function() return ffi.string(ffi.C.sbng_monitor_identity()) end)
  return got and text or nil
end

local function engine_text()
  return engine_info(card.engine, "name")
end

local function header_text()
  local s = card.s
  local lines = {
    string.format("Storage scorecard, profile %s: %s (%s) on %s, %s, kernel %s", s.profile_name,
                  FILE, size_text(s.size), device_text(), fs_text(), kernel_text()),
    string.format("* the best of %d run%s of %d s per test, %s apart, each test after a 1 s "
                  .. "warm-up; %s, %s, random data", s.runs, s.runs > 1 and "s" or "",
                  s.run_time, duration_text(s.interval), engine_text(),
                  card.direct and "direct I/O" or "buffered I/O (fsync at the end of writes)"),
    "* MB/s = 1,000,000 bytes/s; latency: mean <in brackets> and 99th percentile, in microseconds",
  }
  local ident = identity_text()
  if ident then
    table.insert(lines, 2, "* device: " .. ident)
  end
  return table.concat(lines, "\n")
end

local function out(...)
  progress.clear()
  io.stdout:write(...)
  io.stdout:flush()
end

-- Text: each line as its cell completes.
local text = {}

function text.start()
  out(header_text(), "\n")
end

function text.cell(result, item, first_of_dir)
  if first_of_dir then
    out("\n", item.reading and "[Read]" or "[Write]", "\n")
  end
  out(cdm_line(item.cell, result.best), "\n")
end

function text.finish()
  if card.dd then
    out(string.format("\n[dd-style: one %s %s request]\n", size_text(card.dd.bytes),
                      card.direct and "direct" or "buffered"))
    out(string.format("  Write: %9.3f MB/s\n  Read:  %9.3f MB/s\n", card.dd.write.mb_per_sec,
                      card.dd.read.mb_per_sec))
  end
  if card.fsync then
    out("\n[fsync: 22MiB of 2300-byte appends, fdatasync after each (etcd's check)]\n")
    out(string.format("  p99: %9.3f ms [%9.1f syncs/s]\n", card.fsync.latency_p99_ms,
                      card.fsync.syncs_per_sec))
  end
  if card.classic then
    local c = card.classic
    out("\n[fileio rndrw, its defaults: 128 files, 2GiB, 16KiB, sync, fsync every 100 requests, 10 s]\n")
    out(string.format("  reads/s: %10.2f  writes/s: %10.2f  fsyncs/s: %10.2f\n", c.reads_per_sec,
                      c.writes_per_sec, c.fsyncs_per_sec))
    out(string.format("  read MiB/s: %7.2f  written MiB/s: %7.2f  p95: %9.3f ms\n",
                      c.read_mib_per_sec, c.written_mib_per_sec, c.latency_p95_ms))
  end
  local flags = flag_lines()
  out("\nFlags:\n")
  if #flags == 0 then
    out(string.format("  none: %s on every test; %s neither compresses nor copies on write\n",
                      card.direct and "direct I/O honoured" or "buffered I/O", fs_text()))
  end
  for _, line in ipairs(flags) do
    out("  ", line, "\n")
  end
  if #card.results > 0 or card.dd or card.fsync then
    out("\nThe same with fio:\n")
    for _, r in ipairs(card.results) do
      out(string.format("  %s %s: %s\n", r.name, r.direction, r.fio))
    end
    if card.dd then
      out(string.format("  dd write: %s\n  dd read: %s\n", card.dd.fio.write, card.dd.fio.read))
    end
    if card.fsync then
      out(string.format("  fsync: %s\n", card.fsync.fio))
    end
  end
end

-- Markdown: one table at the end, ready to paste.
local markdown = { start = function() end, cell = function() end }

function markdown.finish()
  local s = card.s
  local lines = {
    string.format("### Storage scorecard (sysbench %s, profile %s)", sysbench.version,
                  s.profile_name),
    "",
    "| | |",
    "|---|---|",
    string.format("| Device | %s |", device_text()),
    string.format("| File system | %s |", fs_text()),
    string.format("| Kernel | %s |", kernel_text()),
    string.format("| Direct I/O | %s |", not card.direct and "refused: buffered"
                  or card.not_honoured and "not honoured: " .. card.not_honoured or "honoured"),
    string.format("| Test | %s file of random data, %s, best of %d run%s of %d s |",
                  size_text(s.size), engine_text(), s.runs, s.runs > 1 and "s" or "", s.run_time),
    "",
    "| Test | Read MB/s | Read IOPS | Read µs (mean) | Read µs (p99) | Write MB/s | Write IOPS "
      .. "| Write µs (mean) | Write µs (p99) |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|",
  }
  for _, cell in ipairs(s.cells) do
    local row = { cell.name }
    local any = false
    for _, dir in ipairs({ "read", "write" }) do
      local found
      for _, r in ipairs(card.results) do
        if r.name == cell.name and r.direction == dir then
          found = r.best
        end
      end
      if found then
        any = true
        row[#row + 1] = string.format("%.3f | %.1f | %.2f | %.2f", found.mb_per_sec, found.iops,
                                      found.latency_avg_us, found.latency_p99_us)
      else
        row[#row + 1] = "– | – | – | –"
      end
    end
    if any then
      lines[#lines + 1] = "| " .. table.concat(row, " | ") .. " |"
    end
  end
  if card.dd then
    lines[#lines + 1] = ""
    lines[#lines + 1] = string.format("| dd-style: one %s %s request | Write MB/s | Read MB/s |",
                                      size_text(card.dd.bytes), card.direct and "direct" or "buffered")
    lines[#lines + 1] = "|---|--:|--:|"
    lines[#lines + 1] = string.format("| | %.3f | %.3f |", card.dd.write.mb_per_sec,
                                      card.dd.read.mb_per_sec)
  end
  if card.fsync then
    lines[#lines + 1] = ""
    lines[#lines + 1] = "| fsync: 2300-byte appends + fdatasync, 22 MiB | p99 ms | syncs/s |"
    lines[#lines + 1] = "|---|--:|--:|"
    lines[#lines + 1] = string.format("| | %.3f | %.1f |", card.fsync.latency_p99_ms,
                                      card.fsync.syncs_per_sec)
  end
  if card.classic then
    local c = card.classic
    lines[#lines + 1] = ""
    lines[#lines + 1] = "| fileio rndrw (defaults, 2 GiB) | reads/s | writes/s | fsyncs/s | p95 ms |"
    lines[#lines + 1] = "|---|--:|--:|--:|--:|"
    lines[#lines + 1] = string.format("| | %.2f | %.2f | %.2f | %.3f |", c.reads_per_sec,
                                      c.writes_per_sec, c.fsyncs_per_sec, c.latency_p95_ms)
  end
  local flags = flag_lines()
  lines[#lines + 1] = ""
  if #flags == 0 then
    lines[#lines + 1] = string.format("Flags: none (%s on every test; %s neither compresses nor "
      .. "copies on write).", card.direct and "direct I/O honoured" or "buffered I/O", fs_text())
  else
    lines[#lines + 1] = "Flags:"
    for _, f in ipairs(flags) do
      lines[#lines + 1] = "- " .. f
    end
  end
  if #card.results > 0 or card.dd or card.fsync then
    lines[#lines + 1] = ""
    lines[#lines + 1] = "<details><summary>The same with fio</summary>"
    lines[#lines + 1] = ""
    lines[#lines + 1] = "```"
    for _, r in ipairs(card.results) do
      lines[#lines + 1] = r.fio
    end
    if card.dd then
      lines[#lines + 1] = card.dd.fio.write
      lines[#lines + 1] = card.dd.fio.read
    end
    if card.fsync then
      lines[#lines + 1] = card.fsync.fio
    end
    lines[#lines + 1] = "```"
    lines[#lines + 1] = "</details>"
  end
  out(table.concat(lines, "\n"), "\n")
end

-- What the result files keep besides the runs: each cell's best, median
-- and mean, the rows, the flags.
local function save_summary()
  sysbench.summary({
    scorecard = "storage", profile = card.s.profile_name, file = FILE,
    size_bytes = card.s.size, runs = card.s.runs, run_time = card.s.run_time,
    interval = card.s.interval, engine = engine_text(), direct_io = card.direct,
    cells = card.results, dd = card.dd, fsync = card.fsync, classic = card.classic,
    flags = flag_lines(),
  })
end

-- The engine for queue depths, and whether direct I/O works: asked before
-- any run, so that what falls back is said once, under the table.
local function choose_io()
  -- The engines that keep requests in flight, in the registry's order
  -- (libaio, then io_uring): the first the kernel sets up.
  local first
  for i = 0, math.huge do
    local m = ffi.C.sbng_fileio_engine_mode(i)
    if m == nil then
      break
    end
    local mode = ffi.string(m)
    if ffi.C.sbng_fileio_engine_queued(mode) then
      first = first or mode
      local err = ffi.C.sbng_fileio_probe_engine(mode)
      if err == 0 then
        card.engine = mode
        break
      end
      card.engine_errors = (card.engine_errors or "") .. string.format("%s%s: %s",
        card.engine_errors and "; " or "", engine_info(mode, "name"), errtext(err))
    end
  end
  if card.engine == nil then
    card.engine = "sync"
    card.flags.engine = string.format("no queued I/O engine (%s): every test ran with one "
      .. "request at a time, whatever its Q", card.engine_errors)
  elseif card.engine ~= first then
    card.flags.engine = string.format("%s unavailable (%s): the tests ran with %s",
      engine_info(first, "name"), card.engine_errors, engine_info(card.engine, "name"))
  end
  local err = ffi.C.sbng_fileio_probe_direct(FILE)
  card.direct = err == 0
  if not card.direct then
    card.flags.refused = string.format("direct I/O refused (%s): every test ran buffered, "
      .. "writes with an fsync at the end", errtext(err))
  end
end

-- Creates or completes the test file: random data, written once.
local function prepare_file()
  progress.show(string.format("storage: writing %s (%s of random data)", FILE,
                              size_text(card.s.size)))
  fileio({ file_name = FILE, file_num = 1, file_total_size = card.s.size,
           file_block_size = MiB, file_write_data = "random", file_extra_flags = "" }, "prepare")
end

-- Removes what the card made: only ever its own regular files (fileio's
-- removal, which leaves anything else put under their names meanwhile).
local function remove_files()
  if card.classic_dir then
    for i = 0, 127 do
      remove_own(CLASSIC_DIR .. "/test_file." .. i)
    end
    ffi.C.rmdir(CLASSIC_DIR)
  end
  if card.fsync_file then
    remove_own(FSYNC_FILE)
  end
  if card.created then
    remove_own(FILE)
  end
end

local function card_new(s)
  card = { s = s, results = {}, flags = {}, env = sysbench.environment() }
  return card
end

-- Measures the plan's cells, then the rows; the results so far go into
-- the summary after each.
local function measure(s, fmt)
  prepare_file()
  choose_io()
  fmt.start()
  card.plan = {}
  for _, reading in ipairs({ true, false }) do
    for _, cell in ipairs(s.cells) do
      card.plan[#card.plan + 1] = { cell = cell, reading = reading }
    end
  end
  for i, item in ipairs(card.plan) do
    local result = run_cell(i, item)
    fmt.cell(result, item, i == 1 or card.plan[i - 1].reading ~= item.reading)
    save_summary()
  end
  if s.profile.rows then
    run_dd()
    save_summary()
    run_fsync()
    save_summary()
  end
  if s.profile.classic then
    run_classic()
    save_summary()
  end
end

local function scorecard()
  local s = settings()
  card_new(s)
  check_room(s, card.env)
  card.created = not s.existed
  local fmt = s.format == "markdown" and markdown or text
  local ok, err = pcall(measure, s, fmt)
  local step = card.step
  progress.clear()
  if fmt ~= markdown or ok or #card.results > 0 then
    if card.plan then
      fmt.finish()
    end
  end
  save_summary()
  remove_files()
  if not ok then
    card.step = step
    error(err, 0)
  end
  return true
end

local function prepare_command()
  local s = settings()
  card_new(s)
  check_room({ size = s.size, profile = {} }, card.env)
  local _, had = lookup(FILE)
  if had == s.size then
    out(string.format("%s is there already (%s): nothing to do\n", FILE, size_text(s.size)))
    return true
  end
  if had > 0 then
    out(string.format("Completing %s: %s to %s of random data...\n", FILE, size_text(had),
                      size_text(s.size)))
  else
    out(string.format("Creating %s: %s of random data...\n", FILE, size_text(s.size)))
  end
  prepare_file()
  out(string.format("%s: %s written; `sysbench storage run` uses it and keeps it, "
                    .. "`sysbench storage cleanup` removes it\n", FILE, size_text(s.size - had)))
  return true
end

-- Removes the card's files: only regular files (anything else under
-- their names is refused, and left as it is).
local function cleanup_command()
  check_refused()
  local removed = 0
  for _, name in ipairs({ FILE, FSYNC_FILE }) do
    local kind = lookup(name)
    refuse_other(name, kind, true)
    if kind then
      out(string.format("Removing %s\n", name))
      if remove_own(name) ~= 0 then
        return false
      end
      removed = removed + 1
    end
  end
  if removed == 0 then
    out(string.format("Nothing to remove: no %s here\n", FILE))
  end
  return true
end

-- A command of the card: a failure ends it with one FATAL line and exit
-- 1 (a fileio run's own FATAL lines above it say why), after what was
-- measured is printed and the card's files are removed; an interruption
-- goes on up (the suite says so).
local function command(fn)
  return function()
    local ok, res = pcall(fn)
    progress.clear()
    if ok then
      return res
    end
    if sysbench.interrupted(res) then
      error(res, 0)
    end
    local text
    if getmetatable(res) == Fatal then
      text = res.text
    elseif card and card.step then
      local exit = tostring(res):match("failed %(exit (%d+)%)")
      text = string.format("storage: %s failed%s", card.step,
                           exit and string.format(" (exit %s)", exit) or ": " .. tostring(res))
    else
      text = "storage: " .. tostring(res)
    end
    io.stdout:write("FATAL: ", text, "\n")
    io.stdout:flush()
    return false
  end
end

sysbench.cmdline.commands = {
  prepare = { command(prepare_command) },
  run = { command(scorecard) },
  cleanup = { command(cleanup_command) },
}
-- SPDX-License-Identifier: GPL-2.0-or-later
