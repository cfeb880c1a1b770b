#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""tests/lib/small_result.py IN OUT: writes OUT, a small result file made
from the result file IN (its first step alone, without intermediate
reports, three histogram buckets, an environment of a hostname only): the
base the results tests build hostile and huge files from."""
import json
import sys

d = json.load(open(sys.argv[1]))
d["steps"] = d["steps"][:1]
d["steps"][0]["intermediate"] = []
d["steps"][0]["final"]["histogram"] = d["steps"][0]["final"]["histogram"][:3]
d["environment"] = {"hostname": "h"}
json.dump(d, open(sys.argv[2], "w"))
