# what: model --precision in other spellings (FP8, "bf16 ", "", fp4): each refused with a usage error naming --precision (argparse choices), a non-zero code, no traceback
# expect-rc: 0
# expect: 'FP8' refused
# expect: 'bf16 ' refused
# expect: '' refused
# expect: 'fp4' refused
for p in FP8 "bf16 " "" fp4; do
  timeout 55 "$TR" model llama-3.1-8b --precision "$p" > o.txt 2>&1; rc=$?
  if [ $rc != 0 ] && grep -q -- "--precision" o.txt; then echo "'$p' refused"; else echo "'$p': rc=$rc"; tail -2 o.txt; fi
done
