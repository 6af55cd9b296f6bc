# what: prices.csv replaced by its gzip-compressed bytes under the same name (a download saved without decompressing): refused naming prices.csv
# expect-rc: 1
# expect: prices.csv
cp -r "$PROJECT/data" d
gzip -c "$PROJECT/data/prices.csv" > d/prices.csv
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p data_dir "$W/d"
