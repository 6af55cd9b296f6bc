# what: three estimates of small-volume with different -p tokens_per_day (1e8, 5e8, 2e9) started together on a cold cache (its dataset, scenario and calibration entries deleted), each with its own --csv: each table equals its cache-off run (no answer mixed up between concurrent cache fills), code 0 each
# expect-rc: 0
# expect: concurrent ok
S="$PROJECT/scenarios/examples/small-volume.yaml"
for v in 1e8 5e8 2e9; do TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate "$S" -p tokens_per_day $v --csv r$v.csv > /dev/null 2>&1; done
rm -rf "$PROJECT/.cache/dataset" "$PROJECT/.cache/scenario" "$PROJECT/.cache/calibration-fit" "$PROJECT/.cache/calibration-cross-validation"
for v in 1e8 5e8 2e9; do timeout 55 "$TR" estimate "$S" -p tokens_per_day $v --csv e$v.csv > o$v.txt 2>&1 & done
wait; bad=0
for v in 1e8 5e8 2e9; do cmp -s e$v.csv r$v.csv || { echo "CHECK FAILED: $v differs"; tail -2 o$v.txt; bad=1; }; grep -q Traceback o$v.txt && { echo "CHECK FAILED: traceback $v"; bad=1; }; done
[ $bad = 0 ] && echo "concurrent ok"; exit $bad
