#!/usr/bin/env sysbench
print("plain program, " .. sysbench.version)
-- SPDX-License-Identifier: GPL-2.0-or-later
