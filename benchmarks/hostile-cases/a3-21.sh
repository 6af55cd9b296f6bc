# what: build --out /proc/1 (an existing kernel folder that cannot hold a report)
# expect-rc: nonzero
# expect: /proc/1
# expect: --out
timeout 55 "$TR" build "$PROJECT/scenarios/default.yaml" --no-pdf --out /proc/1 --figures "$W/fig"
