-- sysbench.sql.lua: the parts of sysbench.sql that scripts reach without a
-- database driver. sysbench-ng has no driver yet, so driver() fails with a
-- clear error instead of crashing.
sysbench.sql = {}

sysbench.sql.type = {
  NONE = 0, TINYINT = 1, SMALLINT = 2, INT = 3, BIGINT = 4, FLOAT = 5, DOUBLE = 6,
  TIME = 7, DATE = 8, DATETIME = 9, TIMESTAMP = 10, CHAR = 11, VARCHAR = 12,
}

sysbench.sql.error = { NONE = 0, IGNORABLE = 1, FATAL = 2 }

function sysbench.sql.driver(name)
  name = name or (sysbench.opt and sysbench.opt.db_driver) or ""
  if name == "" then
    error("no database driver: sysbench-ng is built without database drivers", 2)
  end
  error("database driver '" .. tostring(name) .. "' is not available: sysbench-ng is built without database drivers", 2)
end
