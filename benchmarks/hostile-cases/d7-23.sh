# what: availability.csv: the first row's published date written 2026-02-30 (a day that does not exist)
# expect-rc: 1
# expect: availability.csv
# expect: published
# expect: 2026-02-30
cp -r "$PROJECT/data" d
sed -i '2s/,2026-08-26,2026-10-31,/,2026-02-30,2026-10-31,/' d/availability.csv
sed -n 2p d/availability.csv | cut -c1-80
timeout 55 "$TR" validate d
