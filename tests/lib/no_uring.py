#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""no_uring.py COMMAND [ARG...]: runs COMMAND with io_uring_setup(2)
refused (EPERM) by a seccomp filter of its own, as a container runtime's
filter refuses it: the kernel's refusal for one process tree, where
kernel.io_uring_disabled would refuse it to every process of the machine
(another test suite's io_uring runs included)."""
import ctypes
import os
import struct
import sys

PR_SET_NO_NEW_PRIVS = 38
PR_SET_SECCOMP = 22
SECCOMP_MODE_FILTER = 2
SECCOMP_RET_ALLOW = 0x7FFF0000
SECCOMP_RET_ERRNO = 0x00050000
EPERM = 1
NR_IO_URING_SETUP = 425  # the same on every architecture


def insn(code, jt, jf, k):
    return struct.pack("HBBI", code, jt, jf, k)


def main():
    if len(sys.argv) < 2:
        print("usage: no_uring.py COMMAND [ARG...]", file=sys.stderr)
        return 2
    prog = b"".join([
        insn(0x20, 0, 0, 0),                        # A = seccomp_data.nr
        insn(0x15, 0, 1, NR_IO_URING_SETUP),        # A == io_uring_setup?
        insn(0x06, 0, 0, SECCOMP_RET_ERRNO | EPERM),
        insn(0x06, 0, 0, SECCOMP_RET_ALLOW),
    ])
    buf = ctypes.create_string_buffer(prog, len(prog))

    class Fprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

    fprog = Fprog(len(prog) // 8, ctypes.cast(buf, ctypes.c_void_p))
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_void_p, ctypes.c_ulong,
                           ctypes.c_ulong]
    if (libc.prctl(PR_SET_NO_NEW_PRIVS, 1, None, 0, 0) != 0 or
            libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(fprog), 0, 0) != 0):
        print(f"no_uring.py: seccomp: {os.strerror(ctypes.get_errno())}", file=sys.stderr)
        return 1
    os.execvp(sys.argv[1], sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
