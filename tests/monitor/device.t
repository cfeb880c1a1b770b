The run monitor's device, cache and idle checks, against fixture trees:
the device behind this directory is whatever the fixture's
/sys/dev/block/MAJ:MIN (this directory's own numbers) links to. Needs a
directory on a block device and root (as the suite runs).

  $ [ "$(stat -c %Hd .)" != 0 ] && [ "$(id -u)" = 0 ] || exit 80
  $ data="$TESTS_SRC/data/monitor"
  $ on() { tree=$1; shift; SYSBENCH_SYSFS_ROOT="$tree/sys" SYSBENCH_PROCFS_ROOT="$tree/proc" taskset -c 0 "$@"; }
  $ link() { mkdir -p "$1/sys/dev/block"; ln -s "$2" "$1/sys/dev/block/$(stat -c %Hd:%Ld .)"; }

A USB SSD behind a JMicron bridge, whose counters do not move while
fileio reads 4 MiB that the page cache holds:

  $ cp -a "$data/usbdisk" usb && mkdir usb/proc && link usb ../../block/sdb/sdb1
  $ sysbench fileio --file-num=1 --file-total-size=4M prepare > /dev/null
  $ on usb sysbench fileio --file-num=1 --file-total-size=4M --file-test-mode=seqrd --events=256 --time=0 --monitor=warn --output=json:usb.json run | grep '^Monitor'
  Monitor: the device read 0 B of the 4.0 MiB the run reported: the page cache served it
  Monitor: unknown: CPU frequency, temperature, CPU time, load
  $ jq -c '.steps[0].monitor | {fit, rules: [.problems[].rule]}' usb.json
  {"fit":false,"rules":["device_reads"]}
  $ jq -c '.steps[0].monitor.identity.device' usb.json
  {"name":"sdb","partition":"sdb1","vendor":"ATA","model":"Samsung SSD 870","size_bytes":500107862016,"rotational":false,"usb_bridge":{"id":"152d:0578","manufacturer":"JMicron","product":"USB to ATA/ATAPI Bridge"}}
  $ jq -r '.steps[0].monitor.samples.series[] | select(.kind == "device") | "\(.name) \(.unit) \([.values[] | select(. != null)] | unique)"' usb.json
  device read MiB/s [0]
  device written MiB/s [0]
  device busy % [0]

Writes that stay in the page cache (no fsync in the run) are said too:

  $ on usb sysbench fileio --file-num=1 --file-total-size=4M --file-test-mode=seqrewr --file-fsync-freq=0 --events=256 --time=0 --monitor=warn run | grep '^Monitor: the device'
  Monitor: the device wrote 0 B of the 4.0 MiB the run reported: the writes stayed in the page cache

The net test's bytes cross a network, not this device: its 2.5 MiB
sent are not held against the device's counters, which did not move (its
server, in this process, is the run's peer: the only Monitor line):

  $ on usb sysbench net --events=20 --time=0 --monitor=warn run > net.out; echo "exit $?"; grep '^Monitor' net.out
  exit 0
  Monitor: the server in this process was left out as the run's peer

What a script sees of the current directory (the storage card's header
line):

  $ cat > ident.lua <<'EOF'
  > local ffi = require("ffi")
  > ffi.cdef "const char *sbng_monitor_identity(void);"
  > print(ffi.string(ffi.C.sbng_monitor_identity()))
  > EOF
  $ on usb sysbench ident.lua | tail -1
  sdb: ATA Samsung SSD 870, 465.8 GiB, behind USB 152d:0578 USB to ATA/ATAPI Bridge; * (glob)

A virtio disk's vendor file holds its PCI vendor id: named from the PCI
id database (SYSBENCH_PCI_IDS names a fixture here; else
/usr/share/misc/pci.ids or /usr/share/hwdata/pci.ids), else said as what
it is, never as a bare number (it was `vda: 0x1af4`):

  $ mkdir -p virt/sys/block/vda/device && echo 0x1af4 > virt/sys/block/vda/device/vendor && echo 536870912 > virt/sys/block/vda/size && link virt ../../block/vda
  $ printf '# vendor  vendor_name\n1af3  Not this one\n\t1af4  a device of 1af3\n1af4  Red Hat, Inc.\n\t1000  Virtio network device\n' > pci.ids
  $ SYSBENCH_PCI_IDS=pci.ids on virt sysbench ident.lua | tail -1
  vda: Red Hat, Inc. (PCI vendor 0x1af4), 256.0 GiB; * (glob)
  $ SYSBENCH_PCI_IDS=no.ids on virt sysbench ident.lua | tail -1
  vda: PCI vendor 0x1af4, 256.0 GiB; * (glob)
  $ SYSBENCH_PCI_IDS=pci.ids on virt sysbench cpu --events=10 --time=0 --monitor=strict --output=json:virt.json run | grep 'device:'
      device: vda: Red Hat, Inc. (PCI vendor 0x1af4), 256.0 GiB; * (glob)
  $ jq -c '.steps[0].monitor.identity.device | {vendor, vendor_name}' virt.json
  {"vendor":"0x1af4","vendor_name":"Red Hat, Inc."}

An SD card in a Raspberry Pi, by its registers:

  $ cp -a "$data/pi4" pi4 && link pi4 ../../block/mmcblk0/mmcblk0p2
  $ on pi4 sysbench ident.lua | tail -1
  mmcblk0: SD card SC64G (manufacturer 0x000003, OEM 0x5344, made 04/2021, serial 0x1234abcd), 59.5 GiB; * (glob)

--drop-caches: as root, the kernel's drop_caches file gets 3, before the
run:

  $ mkdir -p usb/proc/sys/vm && : > usb/proc/sys/vm/drop_caches
  $ on usb sysbench cpu --events=10 --time=0 --drop-caches run | grep -e Dropped -e 'Threads started'
  Dropped the page cache (3 > usb/proc/sys/vm/drop_caches)
  Threads started!
  $ cat usb/proc/sys/vm/drop_caches
  3

Where that file cannot be written (not root, or a container), the pages
of the test files in this directory: regular files named test_file.N
only, never through a symbolic link:

  $ rm usb/proc/sys/vm/drop_caches
  $ ln -s /etc/passwd test_file.7
  $ on usb sysbench cpu --events=10 --time=0 --drop-caches run | grep Dropped
  Dropped the cached pages of 1 test file(s) in the current directory (posix_fadvise; the whole page cache needs root)
  $ rm test_file.7
  $ sysbench fileio --file-num=1 --file-total-size=4M cleanup > /dev/null

--wait-idle waits, before the clock starts, until the 1-minute load is at
most 0.10 and the CPUs at most 2.5% busy. Here a busy loop keeps the
fixture machine busy (load 2.50, 90% of its CPU time) until sysbench has
said it waits, then ends:

  $ cp -a "$data/vm" busy
  $ printf '2.50 2.00 1.00 3/100 1\n' > busy/proc/loadavg
  $ (i=0; until grep -q '^Waiting' out.txt 2>/dev/null; do i=$((i + 1)); printf 'cpu  %d 0 0 %d 0 0 0 0 0 0\n' $((1000 + 90 * i)) $((100000 + 10 * i)) > busy/proc/stat; sleep 0.1; done; printf '0.00 0.50 0.90 1/100 1\n' > busy/proc/loadavg) &
  $ on busy sysbench cpu --events=10 --time=0 --wait-idle=60 run > out.txt; echo "exit $?"
  exit 0
  $ wait
  $ grep -e '^Waiting' -e 'is idle' -e 'Threads started' out.txt
  Waiting up to 60 s for the machine to be idle (load 2.50*; idle is load at most 0.10 and CPU at most 2.5% busy) (glob)
  The machine is idle after * s (load 0.00*) (glob)
  Threads started!

A machine that stays busy: it gives up after the given time, with a
message, before anything is measured, and exits 1:

  $ printf '2.50 2.00 1.00 3/100 1\n' > busy/proc/loadavg
  $ on busy sysbench cpu --events=10 --time=0 --wait-idle=1 run | grep -e Waiting -e FATAL -e 'Threads started'
  Waiting up to 1 s for the machine to be idle (load 2.50; idle is load at most 0.10 and CPU at most 2.5% busy)
  FATAL: the machine was not idle within 1 s (load 2.50): --wait-idle gives up
  $ on busy sysbench cpu --events=10 --time=0 --wait-idle=1 run > /dev/null
  [1]

And this machine itself, with a busy loop the test starts: never idle
while it runs (half of 2 CPUs at least), so --wait-idle gives up:

  $ sh -c 'while :; do :; done' & pid=$!
  $ SYSBENCH_SYSFS_ROOT=/sys SYSBENCH_PROCFS_ROOT=/proc sysbench cpu --events=10 --time=0 --wait-idle=1 run | grep FATAL
  FATAL: the machine was not idle within 1 s (load *, CPU *% busy): --wait-idle gives up (glob)
  $ kill $pid

Files that are not regular files in a fixture (or a hostile /sys) are
not read, and never block: a FIFO as the USB bridge's idVendor (an open
for reading waits for a writer) leaves the bridge out, and a FIFO as
drop_caches (an open for writing waits for a reader) falls back to the
test files. timeout is a hang guard (before, both runs hung):

  $ cp -a "$data/usbdisk" fifo && mkdir -p fifo/proc/sys/vm && link fifo ../../block/sdb/sdb1
  $ v=fifo/sys/devices/pci0000:00/0000:00:14.0/usb2/2-1/idVendor && rm "$v" && mkfifo "$v"
  $ on fifo timeout -k 5 30 sysbench ident.lua | tail -1
  sdb: ATA Samsung SSD 870, 465.8 GiB; * (glob)
  $ mkfifo fifo/proc/sys/vm/drop_caches
  $ on fifo timeout -k 5 30 sysbench cpu --events=10 --time=0 --drop-caches run | grep Dropped
  Dropped the cached pages of 0 test file(s) in the current directory (posix_fadvise; the whole page cache needs root)

A device names itself: a USB bridge whose product string holds a
terminal's escapes is named with them as text, in the line a script
prints (the storage card's header) as in the monitor's:

  $ cp -a "$data/usbdisk" esc && link esc ../../block/sdb/sdb1
  $ printf 'Bridge\033]2;pwn\a\033[2J\n' > esc/sys/devices/pci0000:00/0000:00:14.0/usb2/2-1/product
  $ on esc sysbench ident.lua | tail -1 | cat -v
  sdb: ATA Samsung SSD 870, 465.8 GiB, behind USB 152d:0578 Bridge\x1b]2;pwn\x07\x1b[2J; * (glob)
