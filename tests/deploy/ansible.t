deploy/ansible's playbook (site.yml, roles/sysbench) run by
ansible-playbook over real SSH against three hosts on this machine: an
sshd of the test's own for each (tests/lib/ssh_hosts.sh: its own port of
127.0.0.1, its own host name in a UTS namespace, its own /run in a mount
namespace), as root with a key the test makes. Each host gets the build
copied into its own directory (sysbench_install=copy), runs there, and
reads a fixture machine of its own (sysbench_environment); the
controller merges the result files and writes the comparison. Ansible's
own files stay in this directory; nothing reaches an address but
127.0.0.1.

  $ [ "$(id -u)" = 0 ] && [ -x /usr/sbin/sshd ] && command -v ansible-playbook > /dev/null && unshare --uts --mount sh -c 'mount -t tmpfs sbng-run /run' 2>/dev/null || { echo "skipped: needs root, sshd (openssh-server), ansible-playbook (ansible-core), and namespaces (unshare --uts --mount, a tmpfs mounted in one)" >&2; exit 80; }
  $ . "$TESTS_SRC/lib/ssh_hosts.sh"
  $ ssh_keys
  $ data="$TESTS_SRC/data/monitor"
  $ for h in node1:pi4 node2:laptop node3:vm; do ssh_host "${h%:*}" || echo "${h%:*} did not start"; eval "port_${h%:*}=$port"; cp -a "$data/${h#*:}" "${h%:*}-machine"; mkdir -p "${h%:*}-machine/sys" "${h%:*}-machine/proc"; done
  $ python3 - "$port_node1" "$port_node2" "$port_node3" <<'EOF'
  > import json, os, sys
  > here, hosts = os.getcwd(), {}
  > for name, port in zip(("node1", "node2", "node3"), sys.argv[1:]):
  >     m = "%s/%s-machine" % (here, name)
  >     hosts[name] = {"ansible_host": "127.0.0.1", "ansible_port": int(port),
  >                    "sysbench_dir": "%s/%s-dir" % (here, name),
  >                    "sysbench_copy_dest": "%s/%s-dir/sysbench" % (here, name),
  >                    "sysbench_environment": {"SYSBENCH_SYSFS_ROOT": m + "/sys",
  >                                             "SYSBENCH_PROCFS_ROOT": m + "/proc"}}
  > inv = {"all": {"hosts": hosts, "vars": {
  >     "ansible_user": "root", "ansible_ssh_private_key_file": here + "/clientkey",
  >     "ansible_ssh_common_args": "-o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o BatchMode=yes",
  >     "ansible_python_interpreter": "/usr/bin/python3",
  >     "sysbench_install": "copy", "sysbench_binary": os.environ["SYSBENCH"],
  >     "sysbench_controller_bin": os.environ["SYSBENCH"]}}}
  > json.dump(inv, open("inventory.json", "w"), indent=1)
  > EOF
  $ export ANSIBLE_HOME="$PWD/ansible-home" ANSIBLE_LOCAL_TEMP="$PWD/ansible-local" ANSIBLE_REMOTE_TEMP="$PWD/ansible-remote" ANSIBLE_SSH_CONTROL_PATH_DIR="$PWD/ansible-cp" ANSIBLE_NOCOLOR=1 ANSIBLE_RETRY_FILES_ENABLED=0 ANSIBLE_FORCE_COLOR=0 ANSIBLE_PIPELINING=True
  $ play() { LC_ALL=C.UTF-8 ansible-playbook -i inventory.json "$TESTS_SRC/../deploy/ansible/site.yml" "$@" > play.log 2>&1; echo "exit $?"; sed -n '/^PLAY RECAP/,$p' play.log | sed -E 's/ +/ /g; s/(ok|changed|skipped)=[0-9]+/\1=N/g' | grep .; }

A cpu run on the three hosts at once:

  $ play -e "sysbench_command='cpu --cpu-max-prime=2000 --events=2000 --time=0 run'" -e sysbench_results="$PWD/cpu"
  exit 0
  PLAY RECAP *********************************************************************
  node1 : ok=N changed=N unreachable=0 failed=0 skipped=N rescued=0 ignored=0 
  node2 : ok=N changed=N unreachable=0 failed=0 skipped=N rescued=0 ignored=0 
  node3 : ok=N changed=N unreachable=0 failed=0 skipped=N rescued=0 ignored=0 
  $ ls cpu
  compare.html
  compare.md
  compare.svg
  merged.json
  node1.json
  node1.txt
  node2.json
  node2.txt
  node3.json
  node3.txt

Each host ran the copy in its own directory, under its own name, on the
machine its fixture stands for:

  $ for h in node1 node2 node3; do jq -r --arg d "$PWD/$h-dir" '[.environment.hostname, (.environment.filesystem.path == $d), .environment.machine.cpu_model, .steps[0].final.events] | map(tostring) | join(" ")' cpu/$h.json; done
  node1 true ARM Cortex-A72 2000
  node2 true 12th Gen Intel(R) Core(TM) i7-1260P 2000
  node3 true AMD EPYC 7B13 2000
  $ ls node1-dir
  node1.json
  sysbench
  $ grep -c 'total number of events: *2000' cpu/node2.txt
  1

The merged file is the fleet as one run: every host's steps merged into
it (their events add up), each host among its origins:

  $ jq -c '[.hosts, [.merged_from[].environment.hostname], .steps[0].final.events]' cpu/merged.json
  [3,["node1","node2","node3"],6000]

The page and the picture show every host, each a column of the machines
table and a bar of every chart (laid out by Chromium), and compare.md has
the text for pasting:

  $ python3 "$TESTS_SRC/lib/check_compare.py" 3 cpu/compare.html cpu/compare.svg
  cpu/compare.html: 3 machines, every fact filled; 3 charts, 9 bars within 1% of their labels, each label readable; * texts inside 760x*, none overlapping (glob)
  cpu/compare.svg: 3 machines, every fact filled; 3 charts, 9 bars within 1% of their labels, each label readable; * texts inside 760x*, none overlapping (glob)
  $ grep -o '<th>node[0-9]</th>' cpu/compare.html | head -3
  <th>node1</th>
  <th>node2</th>
  <th>node3</th>
  $ grep -c -e '^### Figures' -e '^Wrote' cpu/compare.md
  1

A net test: node1 serves (`sysbench net serve` on a free port of
127.0.0.1, NPORT below: the hosts share this machine's network, and another
suite may run beside this one), node2 and node3 run against it one after
the other (one pair at a time, so that each measures the link alone):

  $ nport=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  $ play -e "sysbench_command='net --events=200 --time=0 run'" -e sysbench_net_server=node1 -e sysbench_net_address=127.0.0.1 -e sysbench_net_port=$nport -e sysbench_results="$PWD/net"
  exit 0
  PLAY RECAP *********************************************************************
  node1 : ok=N changed=N unreachable=0 failed=0 skipped=N rescued=0 ignored=0 
  node2 : ok=N changed=N unreachable=0 failed=0 skipped=N rescued=0 ignored=0 
  node3 : ok=N changed=N unreachable=0 failed=0 skipped=N rescued=0 ignored=0 
  $ ls net | grep json
  merged.json
  node2.json
  node3.json
  $ jq -r '[.environment.hostname, .steps[0].facts.net.server, .steps[0].facts.net.server_in_process] | map(tostring) | join(" ")' net/node2.json net/node3.json | sed "s/:$nport /:NPORT /"
  node2 127.0.0.1:NPORT false
  node3 127.0.0.1:NPORT false
  $ python3 - <<'EOF'
  > import datetime, json
  > def span(f):
  >     s = json.load(open(f))["steps"][0]
  >     start = datetime.datetime.fromisoformat(s["started"].replace("Z", "+00:00"))
  >     return start, start + datetime.timedelta(seconds=s["final"]["time_total"])
  > a, b = span("net/node2.json"), span("net/node3.json")
  > print("one after the other:", a[1] <= b[0] or b[1] <= a[0])
  > EOF
  one after the other: True
  $ grep -o '<td class="label">threads=1: Mbit/s sent' net/compare.html
  <td class="label">threads=1: Mbit/s sent
  $ ls node1-dir
  node1.json
  serve.log
  sysbench

The test leaves nothing behind: Ansible's connections are closed, every
sshd is stopped, no process is left in the hosts' namespaces (which end
with their last), no server or sysbench of the hosts' runs is left, and
the keys and every file it made are removed:

  $ ssh_masters_stop ansible-cp
  $ ssh_hosts_stop node1 node2 node3
  $ n=100; while [ -n "$(ssh_hosts_left node1 node2 node3)" ] && [ "$n" -gt 0 ]; do sleep 0.1; n=$((n - 1)); done; ssh_hosts_left node1 node2 node3
  $ pgrep -f "$PWD/node" || echo none running
  none running
  $ rm -r hostkey* clientkey* authorized_keys node1* node2* node3* inventory.json play.log cpu net ansible-*
  $ ls -A
