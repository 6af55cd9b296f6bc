# what: -p whose VALUE came from an unset, unquoted variable, so the next word is a flag: estimate s.yaml -p title $UNSET --csv=e.csv (the attached form). The -p pre-pass (cli.py: a VALUE starting with "-" is taken so -p tokens_per_day -5 can be refused) then takes "--csv=e.csv" as the title: the user asked for a CSV, so ending 0 with no e.csv and not a word about it is silent loss (issue 22: silent nonsense in the user's runs). Right: refused non-zero naming -p/--param/title/--csv, or e.csv written. Control: -p tokens_per_day $UNSET --csv e.csv (the detached form) must also end non-zero, naming what went wrong
# expect-rc: 0
# expect: p edge ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"
bad=0
timeout 55 "$TR" estimate "$SV" -p title $UNSET_TITLE --csv=e.csv > o1.txt 2>&1; r1=$?
echo "attached: rc=$r1; e.csv: $([ -e e.csv ] && echo made || echo none); $(grep -iE 'error|title|--csv|-p' o1.txt | head -2 | cut -c1-160)"
if [ $r1 = 0 ]; then [ -e e.csv ] || { echo "CHECK FAILED: rc 0, the --csv=e.csv flag silently swallowed as the title's value, no e.csv written"; bad=1; }
else grep -qE -- '-p|--param|title|--csv' o1.txt || { echo "CHECK FAILED: refusal names neither -p nor --csv"; bad=1; }; fi
rm -f e.csv
timeout 55 "$TR" estimate "$SV" -p tokens_per_day $UNSET_TPD --csv e.csv > o2.txt 2>&1; r2=$?
echo "detached: rc=$r2: $(tail -1 o2.txt | cut -c1-160)"
[ $r2 != 0 ] || { echo "CHECK FAILED: detached form accepted"; bad=1; }
grep -q Traceback o1.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "p edge ok"; exit $bad
