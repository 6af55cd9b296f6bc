# what: LANG=C LC_ALL=C PYTHONIOENCODING unset, data with non-ASCII text (a source title in accents and an em dash): validate, specs --csv
# expect-rc: 0
# expect: utf8 kept
cp -r "$PROJECT/data" d
$PY - <<'PY'
import csv
rows = list(csv.reader(open("d/sources.csv", encoding="utf-8")))
i = rows[0].index("title") if "title" in rows[0] else len(rows[0]) - 1
rows[1][i] = "Überblick — Leistung für Trainium ✓ 性能"
csv.writer(open("d/sources.csv", "w", encoding="utf-8", newline="")).writerows(rows)
PY
export LANG=C LC_ALL=C; unset PYTHONIOENCODING PYTHONUTF8
"$TR" validate d > o.txt 2>&1; r1=$?; tail -3 o.txt
[ $r1 = 0 ] || exit $r1
printf 'data_dir: d\n' > s.yaml
"$TR" estimate s.yaml --csv e.csv > o2.txt 2>&1; r2=$?; tail -2 o2.txt
[ $r2 = 0 ] || exit $r2
grep -q "Überblick" d/sources.csv && echo "utf8 kept"
