# what: specs.csv: a conflicting second source for trainium2 memory_bandwidth (3.2 TB/s, tier-6 secondary) added; specs --all must show both values and which is preferred
# expect-rc: 0
# expect: 2.9
# expect: 3.2
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
src = open("d/sources.csv", newline="").read().rstrip("\n")
src += "\nhostile-d19-blog,A blog post,Someone,https://example.org/d19,,2026-09-01,2026-10-31,document,secondary,6,\n"
open("d/sources.csv", "w", newline="").write(src)
sp = open("d/specs.csv", newline="").read().rstrip("\n")
sp += "\ntrainium2,memory_bandwidth,3.2,TB/s,,,hostile-d19-blog,2026-09-01,2026-10-31,a conflicting figure\n"
open("d/specs.csv", "w", newline="").write(sp)
PY
"$TR" validate d && "$TR" specs trainium2 memory_bandwidth --all --data-dir d
