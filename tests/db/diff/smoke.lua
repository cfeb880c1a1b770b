-- tests/db/diff/smoke.lua: 1.0.20's smallest legacy script: a query per
-- event and no connect.
function event()
  db_query("SELECT 1")
end
-- SPDX-License-Identifier: GPL-2.0-or-later
