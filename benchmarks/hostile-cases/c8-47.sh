# what: model command on qwen3-235b-a22b in bf16 (an MoE: all 470 GB of experts must be held) against trn2.48xlarge, p5en.48xlarge and inf2.48xlarge: a correct memory fit by hand (weights + one 4,096-token sequence over memory x 0.9, rounded up to a power of two dividing the system, or the whole system): 8 of 16 Trainium2 (96 GB), 4 of 8 H200 (141 GB), and does not fit the 12 Inferentia2 (12 x 32 GiB x 0.9 = 371 GB)
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" model qwen3-235b-a22b --candidates trn2.48xlarge p5en.48xlarge inf2.48xlarge > out.txt 2>&1; rc=$?
cat out.txt
"$PY" - <<'P'
import re
t = open("out.txt").read()
ok = re.search(r"trn2\.48xlarge: 8 of its 16", t) and re.search(r"p5en\.48xlarge: 4 of its 8", t) \
    and re.search(r"inf2\.48xlarge: does not fit", t)
print("check ok" if ok else "CHECK FAILED")
P
exit $rc
