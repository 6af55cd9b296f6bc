# what: build --out a path with a 300-character folder name (longer than a file name may be)
# expect-rc: nonzero
# expect: xxxxxxxxxxxxxxxxxxxx
# expect: 300
n=$(printf 'x%.0s' $(seq 300))
timeout 55 "$TR" build "$PROJECT/scenarios/default.yaml" --no-pdf --out "$W/$n/out" --figures "$W/fig"
