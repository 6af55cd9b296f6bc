# what: tokens_per_day with an upper-case exponent (-p tokens_per_day 2E9; the help's example is 2e9): either read as 2e9 (header "2e+09 tokens/day") or refused naming tokens_per_day; never another volume
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p tokens_per_day 2E9 > out.txt 2>&1
rc=$?; cat out.txt
"$PY" - "$rc" <<'P'
import sys
rc = int(sys.argv[1]); out = open("out.txt").read()
ok = (rc == 0 and "2e+09 tokens/day" in out) or (rc == 1 and "tokens_per_day" in out)
print("check ok" if ok else f"CHECK FAILED: rc {rc}")
P
