# what: build (--no-pdf) of an inline model_shape whose name holds HTML and Markdown ("<img src=x onerror=alert(1)>|[x](javascript:alert(1)) 8B"): escaped in report.html and its data exports, no live tag
# expect-rc: 0
# expect: built
# expect: escaped
cat > s.yaml <<'Y'
scenario: c430
tokens_per_day: 2.0e+8
candidates: [trn2, p5]
model_shape: {name: "<img src=x onerror=alert(1)>|[x](javascript:alert(1)) 8B", layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256, tied_embeddings: false}
Y
timeout 58 "$TR" build s.yaml --no-pdf --out "$W/out" --figures "$W/fig" 2>&1 | tail -3; rc=${PIPESTATUS[0]}
[ "$rc" = 0 ] || exit $rc
html=$(find "$W/out" -name report.html | head -1); [ -n "$html" ] || { echo "no report.html"; exit 3; }
echo built
if grep -rl '<img src=x' "$W/out" --include=*.html; then echo "live <img> tag in HTML"; exit 4; fi
if grep -rlE '\]\(javascript:' "$W/out" --include=*.md; then echo "live markdown link"; exit 5; fi
grep -q 'onerror' "$html" && echo escaped
