# SPDX-License-Identifier: GPL-2.0-or-later
# ssh_hosts.sh: hosts for the Ansible test (sourced): an sshd of the
# test's own per host, on a free port of 127.0.0.1, in a UTS namespace
# with the host's name and a mount namespace with a /run of its own (for
# sshd's privilege separation directory, which the machine need not
# have), taking root with the test's key only. Everything is made in the
# current directory; ssh_hosts_stop ends every sshd it started.

. "$TESTS_SRC/lib/wait.sh"

# ssh_keys: the hosts' key and the client's, the client's authorised.
ssh_keys() {
  ssh-keygen -q -t ed25519 -N '' -C sbng-test-host -f hostkey &&
    ssh-keygen -q -t ed25519 -N '' -C sbng-test-client -f clientkey &&
    cp clientkey.pub authorized_keys
}

# ssh_host NAME: starts NAME's sshd; sets port to its port. A port taken
# between choosing and binding it is chosen again.
ssh_host() {
  for try in 1 2 3 4 5; do
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    cat > "$1.sshd" <<CONF
Port $port
ListenAddress 127.0.0.1
HostKey $PWD/hostkey
AuthorizedKeysFile $PWD/authorized_keys
PidFile $PWD/$1.pid
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
Subsystem sftp internal-sftp
CONF
    rm -f "$1.log" "$1.pid"
    unshare --uts --mount sh -c 'mount -t tmpfs sbng-run /run && mkdir -m 755 /run/sshd &&
      hostname "$0" && exec /usr/sbin/sshd -D -e -f "$1"' "$1" "$PWD/$1.sshd" > "$1.log" 2>&1 &
    waitfor "$1.log" 'Server listening\|Address already in use\|fatal' > /dev/null
    if grep -q 'Server listening' "$1.log" && waitfor "$1.pid" . > /dev/null; then
      readlink "/proc/$(cat "$1.pid")/ns/uts" > "$1.ns"
      return 0
    fi
    grep -q 'Address already in use' "$1.log" || { cat "$1.log"; return 1; }
  done
  return 1
}

# ssh_masters_stop DIR: ends the ssh connections kept open through the
# control sockets in DIR (Ansible's), and with them their sessions, while
# the sshd they came through still waits for them.
ssh_masters_stop() {
  for s in "$1"/*; do
    [ -S "$s" ] && ssh -O exit -o ControlPath="$s" sbng-test-host 2> /dev/null
  done
  return 0
}

# ssh_hosts_left NAME...: the processes still in their UTS namespaces
# (none, once their sshd and sessions have ended: the namespaces are gone).
ssh_hosts_left() {
  for h in "$@"; do
    ns=$(cat "$h.ns")
    for p in /proc/[0-9]*; do
      [ "$(readlink "$p/ns/uts" 2> /dev/null)" = "$ns" ] && echo "left in $h: ${p#/proc/} $(tr '\0' ' ' < "$p/cmdline")"
    done
  done
  return 0
}

# ssh_hosts_stop NAME...: ends their sshd (and with them their namespaces)
# and waits until each is gone.
ssh_hosts_stop() {
  for h in "$@"; do
    [ -s "$h.pid" ] || continue
    pid=$(cat "$h.pid")
    kill "$pid" 2>/dev/null
    n=300
    while kill -0 "$pid" 2>/dev/null && [ "$n" -gt 0 ]; do sleep 0.1; n=$((n - 1)); done
    rm -f "$h.pid"
  done
}
