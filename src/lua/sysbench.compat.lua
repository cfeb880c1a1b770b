-- sysbench.compat.lua: the globals 1.0.20 defines in every state for old
-- scripts (thread_id, sb_rand* ...); the db_* globals come with sysbench.sql.
ffi = require("ffi")

thread_id = sysbench.tid
test = sysbench.cmdline.script_path

function sb_rnd()
  return tonumber(bit.band(sysbench.rand.uniform_uint64(), 0xFFFFFFFFULL))
end

sb_rand = sysbench.rand.default
sb_rand_str = sysbench.rand.string
sb_rand_uniform = sysbench.rand.uniform
sb_rand_gaussian = sysbench.rand.gaussian
sb_rand_special = sysbench.rand.special

function sb_rand_uniq(a, b)
  a = a or 0
  b = b or 4294967295
  local v
  repeat
    v = sysbench.rand.unique()
  until v >= a and v <= b
  return v
end

DB_ERROR_NONE = 0
DB_ERROR_RESTART_TRANSACTION = 1
DB_ERROR_FAILED = 2

mysql_table_engine = mysql_table_engine or "innodb"
myisam_max_rows = 1000000
-- SPDX-License-Identifier: GPL-2.0-or-later
