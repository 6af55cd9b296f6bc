# what: build refusals at once (each within 15 s, nothing built): --notebooks a folder that does not exist, --notebooks an empty folder, --figures a symlink into the project's figures/ (README: a --figures inside figures/ is refused), --out a symlink into the project's report/
# expect-rc: 0
# expect: nb missing refused
# expect: nb empty refused
# expect: figures link refused
# expect: out link refused
S="$PROJECT/scenarios/examples/small-volume.yaml"; mkdir emptynb
mkdir -p "$PROJECT/figures" "$PROJECT/report"; ln -s "$PROJECT/figures" figlink; ln -s "$PROJECT/report" outlink
run() { s=$(date +%s); timeout 55 "$TR" build "$S" --no-pdf --jobs 2 --quiet "$@" > r.txt 2>&1; rc=$?; t=$(( $(date +%s) - s )); }
run --notebooks nope --out o1 --figures f1; [ $rc != 0 ] && [ $t -lt 15 ] && grep -q nope r.txt && [ ! -e o1/small-volume ] && echo "nb missing refused" || { echo "nb missing: rc=$rc t=$t"; tail -2 r.txt; }
run --notebooks emptynb --out o2 --figures f2; [ $rc != 0 ] && [ $t -lt 15 ] && grep -q emptynb r.txt && [ ! -e o2/small-volume ] && echo "nb empty refused" || { echo "nb empty: rc=$rc t=$t"; tail -2 r.txt; }
run --out o3 --figures figlink/b928; [ $rc != 0 ] && [ $t -lt 15 ] && grep -q figures r.txt && [ ! -e "$PROJECT/figures/b928" ] && echo "figures link refused" || { echo "figures link: rc=$rc t=$t"; tail -2 r.txt; rm -rf "$PROJECT/figures/b928"; }
run --out outlink/b928 --figures f4; [ $rc != 0 ] && [ $t -lt 15 ] && grep -q report r.txt && [ ! -e "$PROJECT/report/b928" ] && echo "out link refused" || { echo "out link: rc=$rc t=$t"; tail -2 r.txt; rm -rf "$PROJECT/report/b928"; }
