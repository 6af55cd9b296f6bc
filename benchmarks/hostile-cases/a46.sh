# what: build --jobs 512 for one scenario (far more jobs than notebooks or cores); must build and leave no kernels behind
# expect-rc: 0
# expect: built
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --jobs 512 --no-pdf --quiet 2>&1 | tail -2
[ -f out/default/report.html ] && echo built
