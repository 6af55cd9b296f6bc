# what: PYTHONHASHSEED=0 versus PYTHONHASHSEED=4242 (estimate with the cache off): estimate and claims CSVs must be byte-identical
# expect-rc: 0
# expect: identical

PYTHONHASHSEED=0 TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e0.csv > o.txt 2>&1 || { cat o.txt; exit 1; }
PYTHONHASHSEED=4242 TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e1.csv > o.txt 2>&1 || { cat o.txt; exit 1; }
PYTHONHASHSEED=0 "$TR" claims --csv c0.csv > o.txt 2>&1 || { cat o.txt; exit 1; }
PYTHONHASHSEED=4242 "$TR" claims --csv c1.csv > o.txt 2>&1 || { cat o.txt; exit 1; }
cmp e0.csv e1.csv && cmp c0.csv c1.csv && echo identical
