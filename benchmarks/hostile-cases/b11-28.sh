# what: extra positional arguments (specs trainium2 memory_bandwidth compute: one metric only; model llama-3.1-8b llama-3.1-70b: one model; claims extra): each a usage error naming the surplus argument, a non-zero code (the project maps usage errors to 1), never an answer for the first one alone
# expect-rc: 0
# expect: surplus refused
bad=0
timeout 55 "$TR" specs trainium2 memory_bandwidth compute > o1.txt 2>&1; r=$?; tail -1 o1.txt; [ $r != 0 ] && grep -q compute o1.txt || bad=1
timeout 55 "$TR" model llama-3.1-8b llama-3.1-70b > o2.txt 2>&1; r=$?; tail -1 o2.txt; [ $r != 0 ] && grep -q llama-3.1-70b o2.txt || bad=1
timeout 55 "$TR" claims extra > o3.txt 2>&1; r=$?; tail -1 o3.txt; [ $r != 0 ] && grep -q extra o3.txt || bad=1
grep -h Traceback o*.txt && bad=1
[ $bad = 0 ] && echo "surplus refused"
exit $bad
