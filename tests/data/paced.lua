-- Events at a scripted rate: RATES (comma-separated events/s, one per
-- second, the last one repeated; with CYCLE=1 the whole list over again),
-- paced against the monotonic clock.
ffi.cdef[[
struct sb_ts { long sec; long nsec; };
int clock_gettime(int, struct sb_ts *);
int nanosleep(const struct sb_ts *, struct sb_ts *);
]]
local rates = {}
for r in os.getenv("RATES"):gmatch("[^,]+") do rates[#rates + 1] = tonumber(r) end
local ts, req = ffi.new("struct sb_ts"), ffi.new("struct sb_ts")
local function now() ffi.C.clock_gettime(1, ts); return tonumber(ts.sec) + tonumber(ts.nsec) * 1e-9 end
local start, sec, i
function event()
  if start == nil then start, sec, i = now(), 0, 0 end
  local rate = os.getenv("CYCLE") and rates[sec % #rates + 1] or rates[math.min(sec + 1, #rates)]
  local wait = start + sec + i / rate - now()
  if wait > 0 then
    req.sec = math.floor(wait); req.nsec = (wait - math.floor(wait)) * 1e9
    ffi.C.nanosleep(req, nil)
  end
  i = i + 1
  if i >= rate then sec, i = sec + 1, 0 end
end
