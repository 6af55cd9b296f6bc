# what: data files with mtimes in 1970 and in 2100 (clock skew): validate and estimate work and agree with a cache-off run
# expect-rc: 0
# expect: same result
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b33-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
touch -d '1970-01-02' d/*.csv; touch -d '2100-06-01' d/datapackage.json d/checks.yaml d/prices.csv s.yaml
"$TR" validate d > v.txt 2>&1 || { cat v.txt; exit 1; }
"$TR" estimate s.yaml --csv a.csv > a.txt 2>&1 || { cat a.txt; exit 1; }
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv b.csv > b.txt 2>&1 || { cat b.txt; exit 1; }
cmp a.csv b.csv && echo "same result"
