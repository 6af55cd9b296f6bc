# what: estimate of a scenario file naming model: llama-3.1-8b with -y giving an inline model_shape (a 70B, name "cmdline 70B") on the command line: refused naming model and model_shape (both given), or the command line's 70B served; never the file's 8B silently
# expect-rc: 0
# expect: check ok
# expect-not: Serving Llama 3.1 8B
cat > s.yaml <<'Y'
scenario: id-file
model: llama-3.1-8b
candidates: [p5.4xlarge]
regions: [us-east-1]
Y
timeout 55 "$TR" estimate s.yaml -y '{model_shape: {name: "cmdline 70B", layers: 80, hidden_size: 8192, ffn_size: 28672, attention_heads: 64, kv_heads: 8, head_dim: 128, vocab_size: 128256}}' > out.txt 2>&1; rc=$?
cut -c1-300 out.txt
RC=$rc "$PY" - <<'Q'
import os
t = open("out.txt").read()
if os.environ["RC"] != "0":
    print("check ok (refused)" if "model_shape" in t and "model" in t else "CHECK FAILED: refusal names no key")
else:
    print("check ok (the command line's model served)" if t.startswith("Serving cmdline 70B") else "CHECK FAILED: served " + t.splitlines()[0][:80])
Q
echo done
