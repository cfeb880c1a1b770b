#!/usr/bin/env sysbench
print("plain program, " .. sysbench.version)
