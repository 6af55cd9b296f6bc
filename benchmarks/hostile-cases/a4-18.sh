# what: a build (--no-pdf) whose inline model_shape name and title hold mathtext ($\notacommand{70}$, an unclosed $x^{2$), HTML, Markdown pipes and a formula; then the user makes two folders in --out (old-drafts/ with a text file, and one named "<img src=x onerror=alert(1)>") and a note in --figures, and rebuilds: the index must list only built scenarios (no dead link to a report that does not exist), escape everything, and no CSV cell may start with a formula
# expect-rc: 0
# expect: ALL-CHECKS-DONE
# expect-not: BAD:
cat > s.yaml <<'Y'
scenario: shape-odd
title: "Trainium vs GPU — $\\undefinedmacro{x}$ and $x^{2$ [click](javascript:alert(1)) <img src=x onerror=alert(1)> =HYPERLINK(\"http://evil\")"
model_shape:
  name: "Acme $\\notacommand{70}$ <b>bold</b> |a|b| 70B"
  layers: 80
  hidden_size: 8192
  ffn_size: 28672
  attention_heads: 64
  kv_heads: 8
  head_dim: 128
  vocab_size: 128256
  attention: gqa
  tied_embeddings: false
Y
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --jobs 1 --quiet || { echo "BAD: first build failed"; exit 1; }
mkdir -p out/old-drafts "out/<img src=x onerror=alert(1)>"
echo "my draft" > out/old-drafts/draft.txt
echo "fig notes" > fig/my-notes.txt
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --jobs 1 --quiet || { echo "BAD: rebuild failed"; exit 1; }
[ "$(cat out/old-drafts/draft.txt)" = "my draft" ] || echo "BAD: the user's old-drafts/draft.txt lost"
[ "$(cat fig/my-notes.txt 2>/dev/null)" = "fig notes" ] || echo "BAD: the user's fig/my-notes.txt lost"
grep -q 'old-drafts' out/index.html && echo "BAD: index.html lists old-drafts/, a folder holding no report"
grep -q '<img src=x' out/index.html && echo "BAD: index.html holds a raw <img> tag from a folder name"
grep -q 'onerror' out/index.html && echo "BAD: index.html lists the <img ...> folder (holding no report)"
grep -q '<b>bold' out/shape-odd/report.html && echo "BAD: report.html holds the model name's <b> unescaped"
grep -q '<img src=x' out/shape-odd/report.html && echo "BAD: report.html holds the title's <img> unescaped"
grep -q 'href="javascript:' out/shape-odd/report.html out/index.html && echo "BAD: a javascript: link"
for f in out/shape-odd/data/*.csv; do
  "$PY" - "$f" <<'P' || echo "BAD: a formula cell in $f"
import csv, sys
for row in csv.reader(open(sys.argv[1], encoding="utf-8-sig", newline="")):
    for c in row:
        if c[:1] in ("=", "+", "@") or (c[:1] == "-" and not c[1:2].isdigit() and c[1:2] not in (".", "")):
            print("cell:", c[:60]); sys.exit(1)
P
done
echo ALL-CHECKS-DONE
