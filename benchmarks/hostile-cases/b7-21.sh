# what: model llama-3.1-8b --candidates trn2.48xlarge --candidates p5.48xlarge (the list option repeated: argparse would keep only the second): refused naming --candidates, or both systems listed; never one silently dropped
# expect-rc: 0
# expect: not dropped
timeout 40 "$TR" model llama-3.1-8b --candidates trn2.48xlarge --candidates p5.48xlarge > out.txt 2> err.txt; rc=$?
cat out.txt | tail -3; cat err.txt; echo "rc=$rc"
if [ $rc = 0 ]; then grep -q "trn2.48xlarge:" out.txt && grep -q "p5.48xlarge:" out.txt && echo "not dropped"
else grep -q -- "--candidates" err.txt && echo "not dropped"; fi
