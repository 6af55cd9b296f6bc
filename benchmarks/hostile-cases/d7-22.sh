# what: measurements.csv: the first run (inf2-throughput-l2) copied under the run_id 'іnf2-throughput-l2' (a Cyrillic і, U+0456, for the Latin i) with tpot_ms 15.3: an id that looks like an existing one, a second measurement of one run
# expect-rc: 1
# expect: measurements.csv
# expect: run_id
cp -r "$PROJECT/data" d
sed -n 2p "$PROJECT/data/measurements.csv" | sed 's/^inf2-throughput-l2,/іnf2-throughput-l2,/; s/,68.95,15.22,/,68.95,15.3,/' >> d/measurements.csv
tail -1 d/measurements.csv | cut -c1-60
timeout 55 "$TR" validate d
