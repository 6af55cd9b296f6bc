# what: prices.csv replaced by a directory of that name (an unzip that made a folder), then estimate with data_dir on it
# expect-rc: 1
# expect: prices.csv
cp -r "$PROJECT/data" d
rm d/prices.csv && mkdir d/prices.csv && cp "$PROJECT/data/prices.csv" d/prices.csv/prices.csv
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p data_dir "$W/d"
