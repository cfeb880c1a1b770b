sysbench.rand: the reference's generator and formulas.

  $ cp "$TESTS_SRC"/lua/*.lua .

With --rand-seed, one thread and --percentile=0 (no histogram draws), the
first event sees the reference's test vectors, on every run:

  $ sysbench rand_vectors.lua run --rand-seed=1 --percentile=0 --verbosity=0
  uniform: 82 38 90 63 81 63
  gaussian: 56 43 63 52 46 44
  special: 50 50 59 41 58 51
  pareto: 18 1 47 1 1 1
  uint64: 17002571296043135626ULL
  double: 0.61183479864538
  string: abc-332-grg
  $ sysbench rand_vectors.lua run --rand-seed=1 --percentile=0 --verbosity=0 | md5sum > a
  $ sysbench rand_vectors.lua run --rand-seed=1 --percentile=0 --verbosity=0 | md5sum | cmp - a

Each recorded event advances the thread's generator by one draw (the
reference's histogram takes one), so the second event's first value differs
with and without --percentile=0:

  $ cat > two.lua <<'LUA'
  > local n = 0
  > function event()
  >   n = n + 1
  >   print(sysbench.rand.uniform_uint64())
  >   if n == 2 then return true end
  > end
  > LUA
  $ sysbench two.lua run --rand-seed=5 --verbosity=0
  11690631621109684197ULL
  7762135257998954424ULL
  $ sysbench two.lua run --rand-seed=5 --percentile=0 --verbosity=0
  11690631621109684197ULL
  11548090647718126998ULL

Moments over 200000 draws match each distribution's formula:

  $ sysbench rand_moments.lua run --rand-seed=3 --verbosity=0
  uniform mean ok
  uniform sd ok
  gaussian mean ok
  gaussian sd ok
  pareto mean ok
  special middle share ok
  zipfian P(1) ok

--rand-type picks sysbench.rand.default; zipfian (a 1.1 distribution) is
available, and refuses a range whose ends are swapped (it would wrap to
four billion values); unique() never repeats:

  $ echo 'function event() print(sysbench.rand.default(1, 100) == 1) return 1 end' > def.lua
  $ sysbench def.lua run --rand-type=zipfian --rand-zipfian-exp=50 --verbosity=0
  true
  $ echo 'print(sysbench.rand.zipfian(5, 1))' | sysbench --verbosity=0
  FATAL: stdin:1: sysbench.rand.zipfian(5, 1): the first argument must not exceed the second
  [1]
  $ echo 'local s = {} for i = 1, 100000 do local v = sysbench.rand.unique() assert(not s[v]) s[v] = true end print("unique ok")' | sysbench --verbosity=0
  unique ok
  $ echo 'print(#sysbench.rand.varstring(5, 5), sysbench.rand.string(""))' | sysbench --verbosity=0
  5	
