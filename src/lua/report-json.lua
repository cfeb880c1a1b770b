-- report-json.lua: JSON reports for any test, one object per line (JSON
-- Lines): `sysbench cpu run --report-interval=1 --report-script=report-json`.
-- Each object carries every figure of the report; times are in seconds.
local function json(kind, stat)
  local ti = stat.time_interval
  local fields = {
    string.format('"report": "%s"', kind),
    string.format('"time_total": %.4f', stat.time_total),
    string.format('"time_interval": %.4f', ti),
    string.format('"threads_running": %d', stat.threads_running),
    string.format('"events": %d', stat.events),
    string.format('"events_per_sec": %.2f', stat.events / ti),
    string.format('"reads_per_sec": %.2f', stat.reads / ti),
    string.format('"writes_per_sec": %.2f', stat.writes / ti),
    string.format('"other_per_sec": %.2f', stat.other / ti),
    string.format('"read_mib_per_sec": %.2f', stat.bytes_read / ti / 1048576),
    string.format('"written_mib_per_sec": %.2f', stat.bytes_written / ti / 1048576),
    string.format('"latency_pct": %.6f', stat.latency_pct),
    string.format('"percentile": %s', tostring(sysbench.opt.percentile)),
  }
  if kind == "cumulative" then
    fields[#fields + 1] = string.format('"latency_min": %.6f', stat.latency_min)
    fields[#fields + 1] = string.format('"latency_avg": %.6f', stat.latency_avg)
    fields[#fields + 1] = string.format('"latency_max": %.6f', stat.latency_max)
    fields[#fields + 1] = string.format('"latency_sum": %.6f', stat.latency_sum)
  end
  print("{" .. table.concat(fields, ", ") .. "}")
end

sysbench.hooks.report_intermediate = function(stat) json("intermediate", stat) end
sysbench.hooks.report_cumulative = function(stat) json("cumulative", stat) end
-- SPDX-License-Identifier: GPL-2.0-or-later
