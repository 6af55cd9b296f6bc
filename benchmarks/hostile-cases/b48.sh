# what: OPENBLAS_NUM_THREADS, OMP_NUM_THREADS and MKL_NUM_THREADS set to junk ("lots", "-3", "0") for estimate (cache off)
# expect-rc: 0
# expect: same result
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref.csv > r.txt 2>&1 || { cat r.txt; exit 1; }
OPENBLAS_NUM_THREADS=lots OMP_NUM_THREADS=-3 MKL_NUM_THREADS=0 TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1; rc=$?
tail -n 3 o.txt; [ $rc = 0 ] || exit $rc
cmp e.csv ref.csv && echo "same result"
