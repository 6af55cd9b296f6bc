# what: claims --csv into the project's own figures/ folder ($PROJECT/figures/claims-a4.csv): a build replaces what it holds
# expect-rc: 1
# expect: claims-a4.csv
# expect: figures
"$TR" claims --csv "$PROJECT/figures/claims-a4.csv" > /dev/null
rc=$?
[ -e "$PROJECT/figures/claims-a4.csv" ] && { echo "written into the project's figures/"; rm -f "$PROJECT/figures/claims-a4.csv"; }
exit $rc
