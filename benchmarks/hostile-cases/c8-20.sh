# what: estimate of a scenario file that gives an inline model_shape (an 8B, name "file-shape 8B") with -p model llama-3.1-70b on the command line (-p: "a scenario value over the file's"): the 70B must be served (the command line wins), or the run refused naming model and model_shape (as a file giving both is refused); never the file's 8B served silently with the user's -p model ignored
# expect-rc: 0
# expect: check ok
# expect-not: Serving file-shape 8B
cat > s.yaml <<'Y'
scenario: shape-file
model_shape: {name: "file-shape 8B", layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}
candidates: [p5.4xlarge]
regions: [us-east-1]
Y
timeout 55 "$TR" estimate s.yaml -p model llama-3.1-70b > out.txt 2>&1; rc=$?
cut -c1-300 out.txt
# the 70B served (command line wins) is a correct result too
RC=$rc "$PY" - <<'Q'
import os
t = open("out.txt").read()
if os.environ["RC"] != "0":
    print("check ok (refused)" if "model_shape" in t and "model" in t else "CHECK FAILED: refusal names no key")
else:
    print("check ok (the command line's model served)" if t.startswith("Serving Llama 3.1 70B") else "CHECK FAILED: served " + t.splitlines()[0][:80])
Q
echo done
