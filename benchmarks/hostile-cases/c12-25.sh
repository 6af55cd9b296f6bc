# what: model command on a config.json left by a crash: the example Llama 3.1 8B config followed by 64 kB of NUL bytes (a preallocated file whose tail was never written): not JSON: refused naming cfg.json (the byte or line of the NULs), no traceback, no NUL bytes echoed
# expect-rc: 1
# expect: cfg.json
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
head -c 65536 /dev/zero >> cfg.json
timeout 55 "$TR" model cfg.json --candidates p5.4xlarge > out.txt 2>&1; rc=$?
cut -c1-300 out.txt | tr '\000' '@'
if grep -qP '\x00' out.txt; then echo "CHECK FAILED: NUL bytes in the output"; fi
exit $rc
